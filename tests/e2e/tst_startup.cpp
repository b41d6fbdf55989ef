// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppUnderTest.h"

#include "controllers/SoundBoard.h"
#include "models/ReachSystem.h"

#include <QFile>
#include <QMutex>
#include <QQmlAbstractUrlInterceptor>
#include <QRegularExpression>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Arcs_AppPlugin)
Q_IMPORT_QML_PLUGIN(Arcs_UiPlugin)

namespace {

// Every QML file the engine loads, by its path in the module (the type loader may ask from
// its own thread).
class LoadedFiles : public QQmlAbstractUrlInterceptor {
public:
    QUrl intercept(const QUrl &url, DataType type) override {
        if (type == QmlFile) {
            const QMutexLocker lock(&mutex);
            files << url.path().section(QStringLiteral("/Arcs/Ui/"), 1);
        }
        return url;
    }
    QStringList all() {
        const QMutexLocker lock(&mutex);
        return files;
    }

private:
    QMutex mutex;
    QStringList files;
};

// Whether a shared library whose file name starts so is loaded in this process.
bool loaded(const QString &library) {
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) &&
           QString::fromLocal8Bit(maps.readAll()).contains(u'/' + library);
}

} // namespace

// Start-up reopening a game makes the table page and nothing the table does not show: the
// other pages, the chapter's end, events, sheets and questions are loaded and made when first
// wanted (the first frame waited for all of them once).
class TestStartup : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { AppUnderTest::setUpTestRun(); }

    void loadsNoFileOfWhatItDoesNotShow() {
        AppUnderTest app;
        LoadedFiles loaded;
        app.engine.addUrlInterceptor(&loaded);
        QVERIFY(app.open(QSize(1366, 768)));
        const QStringList files = loaded.all();
        QVERIFY2(files.contains(QStringLiteral("pages/TablePage.qml")),
                 qPrintable(files.join(u' ')));
        QVERIFY2(files.contains(QStringLiteral("board/BoardMap.qml")),
                 qPrintable(files.join(u' ')));
        for (const char *later :
             {"pages/BattlePage.qml", "pages/HistoryPage.qml", "pages/GamesPage.qml",
              "pages/SettingsPage.qml", "wizard/NewGameWizard.qml", "chapter/ChapterEndView.qml",
              "chapter/GameOverView.qml", "event/EventView.qml", "campaign/IntermissionView.qml",
              "board/SystemSheet.qml", "components/PlayerAreaSheet.qml",
              "components/CourtCardSheet.qml", "components/CourtCardAgents.qml",
              "campaign/PackUpSheet.qml", "tablescreen/TableScreen.qml",
              // nor the questions, menus and campaign panels it makes only when asked for:
              // each would load its file and its controls' (Dialog, Menu, ComboBox, SpinBox)
              "round/EndChapterQuestion.qml", "components/ConfirmDialog.qml",
              "components/FateCardDialog.qml", "round/ExtraActionMenu.qml", "round/DeclareList.qml",
              "tablescreen/TableScreenChoice.qml", "campaign/ObjectiveMover.qml",
              "campaign/PlacementPanel.qml", "components/TableNotice.qml", "pages/EmptyTable.qml",
              "components/MapLegend.qml", "board/MapKeyPopup.qml", "components/LibraryBanner.qml",
              "board/MoveBanner.qml", "components/ResourceArrangement.qml",
              "campaign/AddFateCardButton.qml", "campaign/CampaignLogButton.qml"})
            QVERIFY2(!files.contains(QLatin1String(later)), later);
        app.engine.removeUrlInterceptor(&loaded);
    }

    void makesNoQuestionOrCampaignPartOfABaseGame() {
        AppUnderTest app;
        QVERIFY(app.open(QSize(1366, 768)));
        QVERIFY(app.named("endChapterButton"));
        for (const char *later :
             {"endChapterDialog", "fateCardDialog", "fateSetupNotice", "moveBanner", "backToEvent",
              "libraryBanner", "addFateCardOpen", "campaignLogButton"})
            QVERIFY2(!app.named(later), later);
        QVERIFY(
            app.window->findChildren<QObject *>(QRegularExpression(QStringLiteral("^objective_")))
                .isEmpty());

        // Made when asked for, and kept.
        QVERIFY(QMetaObject::invokeMethod(app.named("endChapterButton"), "clicked"));
        QObject *question = app.named("endChapterDialog");
        QVERIFY(question);
        QTRY_VERIFY(question->property("opened").toBool());
        QVERIFY(QMetaObject::invokeMethod(question, "reject"));
        QTRY_VERIFY(!question->property("visible").toBool());
        QVERIFY(QMetaObject::invokeMethod(app.named("endChapterButton"), "clicked"));
        QCOMPARE(app.named("endChapterDialog"), question);
        QCOMPARE(app.table.phase(), Table::Playing); // a question, nothing ended
    }

    // A library that cannot be used is said above the pages, made only then.
    void showsALibrarysProblemAboveThePages() {
        AppUnderTest app;
        QVERIFY(app.open(QSize(1366, 768)));
        QVERIFY(!app.named("libraryBanner"));
        QFile damaged(app.dir.filePath(QStringLiteral("damaged.sqlite")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("not a library");
        damaged.close();
        QVERIFY(!app.library.openLibrary(damaged.fileName()).isEmpty());
        QTRY_VERIFY(app.named("libraryProblem"));
        const QString said = app.named("libraryProblem")->property("text").toString();
        QVERIFY2(said.startsWith(QStringLiteral("⚠ Games are not being saved.")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("not an SQLite database")), qPrintable(said));
    }

    // The audio libraries load with the first sound played, not with the app.
    void loadsTheAudioLibrariesWithTheFirstSound() {
        AppUnderTest app;
        QVERIFY(app.open(QSize(1366, 768)));
        QVERIFY(!loaded(QStringLiteral("libQt6Multimedia.so")));
        SoundBoard &sounds = *SoundBoard::instance();
        sounds.play(SoundBoard::Cue::Tick); // muted in tests: nothing loads
        QVERIFY(!loaded(QStringLiteral("libarcs_sound.so")));
        AppSettings::instance()->setMuted(false);
        sounds.play(SoundBoard::Cue::Tick);
        AppSettings::instance()->setMuted(true);
        QVERIFY(loaded(QStringLiteral("libarcs_sound.so")));
        QVERIFY(loaded(QStringLiteral("libQt6Multimedia.so")));
        sounds.release(); // see SoundOutput::loading()
    }

    // What Main wires to a page made later still works once it is made: a battle asked for on
    // the table opens Battle & Dice on it; a battle applied, a game opened and a game started
    // lead back to the table.
    void pagesMadeLaterLeadBackToTheTable() {
        AppUnderTest app;
        QVERIFY(app.open(QSize(1366, 768)));
        QObject *navigation = app.named("navigation");
        QVERIFY(navigation);
        const auto page = [navigation] { return navigation->property("currentIndex").toInt(); };

        const ReachSystem gate = arcs::SystemId{5, arcs::SystemKind::Gate};
        QVERIFY(QMetaObject::invokeMethod(app.named("tablePage"), "battleRequested",
                                          Q_ARG(ReachSystem, gate), Q_ARG(int, 3)));
        QCOMPARE(page(), 1);
        QObject *planner = app.named("battlePlanner");
        QVERIFY(planner);
        QCOMPARE(planner->property("system").value<ReachSystem>(), gate);
        QCOMPARE(planner->property("attacker").toInt(), 3);
        QVERIFY(QMetaObject::invokeMethod(app.named("battlePage"), "backToTable"));
        QCOMPARE(page(), 0);

        navigation->setProperty("currentIndex", 3);
        QObject *games = app.named("gamesPage");
        QVERIFY(games);
        QVERIFY(QMetaObject::invokeMethod(games, "gameOpened"));
        QCOMPARE(page(), 0);

        navigation->setProperty("currentIndex", 2);
        QVERIFY(QMetaObject::invokeMethod(app.window.get(), "openWizard"));
        QObject *wizard = app.named("newGameWizard");
        QVERIFY(wizard);
        QVERIFY(QMetaObject::invokeMethod(wizard, "accept"));
        QCOMPARE(page(), 0);
    }
};

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
