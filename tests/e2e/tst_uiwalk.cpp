// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppUnderTest.h"
#include "controllers/AppSettings.h"
#include "controllers/BattlePlanner.h"
#include "controllers/IntermissionSteps.h"
#include "controllers/NewGameDraft.h"
#include "controllers/StartingPlacement.h"
#include "controllers/Table.h"
#include "models/ChoiceValues.h"
#include "store/Library.h"

#include <QDir>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <random>

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(Arcs_AppPlugin)
Q_IMPORT_QML_PLUGIN(Arcs_UiPlugin)

// The whole window under seeded random taps, double taps and keys (Escape, undo, redo, typed
// plays), from the demo game, as a table of impatient players would: the app must neither
// crash nor lose an entry — after the walk, the library holds exactly the game on the table.
class TestUiWalk : public QObject {
    Q_OBJECT

    static constexpr QSize windowSize{1366, 768};

    // A longer hunt: ARCS_UIWALK_SEEDS=1-30 ARCS_UIWALK_STEPS=2000 build/tests/tst_uiwalk walk
    static int steps() { return qEnvironmentVariableIntValue("ARCS_UIWALK_STEPS") ?: 600; }
    static QList<quint32> seeds() {
        const QStringList range = qEnvironmentVariable("ARCS_UIWALK_SEEDS", "1-4").split(u'-');
        QList<quint32> out;
        for (quint32 seed = range.value(0).toUInt();
             seed <= range.value(1, range.value(0)).toUInt(); ++seed)
            out << seed;
        return out;
    }

    // A three-player campaign played on the window's table through Act I, its Intermission
    // and into Act II, in this process; the first refusal, or empty.
    static QString toActTwo(Table &table) {
        NewGameDraft draft(&table);
        draft.setPlayerCount(3);
        for (const auto &[seat, name] : {std::pair{0, "Mikah"}, {1, "Ruth"}, {2, "Wren"}})
            draft.setName(seat, QString::fromLatin1(name));
        draft.setMode(arcs::GameMode::Campaign);
        for (int seat = 0; seat < 3; ++seat)
            draft.chooseFate(seat, draft.fateOffers()[seat].toList()[0].value<FateOffer>().number);
        if (!draft.start())
            return draft.problem();
        StartingPlacement placement(&table);
        while (placement.active()) {
            if (QString refusal = placement.place(placement.planets().first().value<ReachSystem>());
                !refusal.isEmpty())
                return refusal;
        }
        for (int chapter = table.chapter(); chapter <= table.lastChapter(); ++chapter) {
            if (QString refusal = table.apply(arcs::EndChapter{}); !refusal.isEmpty())
                return refusal;
            if (QString refusal = table.apply(arcs::ScoreChapter{}); !refusal.isEmpty())
                return refusal;
        }
        IntermissionSteps steps(&table);
        steps.begin();
        for (int step = 0; step < 5; ++step)
            steps.next();
        for (int seat = 0; seat < 3; ++seat)
            steps.chooseFate(steps.offers()[0].value<FateOffer>().number);
        steps.next();
        steps.setEventSymbol(arcs::PlanetSymbol::Crescent);
        return steps.startNextAct(1, 4) ? QString() : steps.problem();
    }

    // With ARCS_UIWALK_TRACE set, each step on standard error: what it does, the last entry and
    // the popup open, to find the steps before a crash.
    static void trace(AppUnderTest &app, int step, int kind, QPoint at) {
        if (!qEnvironmentVariableIsSet("ARCS_UIWALK_TRACE"))
            return;
        QString popup = u"-"_s;
        for (const QObject *object : app.window->findChildren<QObject *>()) {
            if (object->inherits("QQuickPopup") && object->property("opened").toBool())
                popup = object->objectName();
        }
        std::fprintf(stderr, "step %d kind %d at %d,%d last [%s] popup %s\n", step, kind, at.x(),
                     at.y(), qPrintable(app.table.undoTitle()), qPrintable(popup));
    }

private slots:
    void initTestCase() { AppUnderTest::setUpTestRun(); }

    // Regression hunt (issue 37): once the window vanished after a campaign's Act II began in
    // the same process, the language changed twice with the chapter end opened between, and the
    // text size doubled; the log's last lines were PlayerPanel's "Cannot read property 'right'
    // of null". The same path must leave the window up and say nothing of null.
    void languageAndSizeChangeMidCampaign() {
        AppUnderTest app;
        QVERIFY(app.open(windowSize));
        QQuickWindow *window = app.window.get();
        static QStringList typeErrors;
        typeErrors.clear();
        const QtMessageHandler previous =
            qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &text) {
                if (text.contains(u"TypeError"_s))
                    typeErrors << text;
            });
        QCOMPARE(toActTwo(app.table), QString());
        QCOMPARE(app.table.act(), 2);
        QObject *navigation = app.named("navigation");
        const auto settle = [] { QTest::qWait(100); };
        navigation->setProperty("currentIndex", 4);
        settle();
        AppSettings::instance()->setLanguage(AppSettings::TraditionalChinese);
        settle();
        navigation->setProperty("currentIndex", 0);
        settle();
        QTest::keyClick(window, Qt::Key_F10);
        settle();
        QTest::keyClick(window, Qt::Key_Escape);
        settle();
        navigation->setProperty("currentIndex", 4);
        settle();
        AppSettings::instance()->setLanguage(AppSettings::English);
        settle();
        AppSettings::instance()->setSizePercent(200);
        settle();
        navigation->setProperty("currentIndex", 0);
        settle();
        AppSettings::instance()->setSizePercent(100);
        settle();
        qInstallMessageHandler(previous);
        QVERIFY(window->isVisible());
        QVERIFY2(typeErrors.isEmpty(), qPrintable(typeErrors.join(u'\n')));
    }

    // The window's keys: Ctrl+1 … Ctrl+5 for the pages, F11 full screen, Ctrl+Q quits.
    void keyboardShortcuts() {
        AppUnderTest app;
        QVERIFY(app.open(windowSize));
        QQuickWindow *window = app.window.get();
        QObject *navigation = app.named("navigation");
        QVERIFY(navigation);
        const auto page = [navigation] { return navigation->property("currentIndex").toInt(); };
        QTest::keyClick(window, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(page(), 1);
        QTest::keyClick(window, Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(page(), 4);
        QTest::keyClick(window, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(page(), 0);
        QTest::keyClick(window, Qt::Key_F11);
        QTRY_COMPARE(window->visibility(), QWindow::FullScreen);
        QTest::keyClick(window, Qt::Key_F11);
        QTRY_COMPARE(window->visibility(), QWindow::Windowed);
        QSignalSpy quit(&app.engine, &QQmlEngine::quit);
        QTest::keyClick(window, Qt::Key_Q, Qt::ControlModifier);
        QCOMPARE(quit.count(), 1);
    }

    // Regression: "Battle here…" closed the sheet and stayed on the table (the Battle page is
    // made when first wanted, and the call into it was lost). It opens the page on that battle.
    void battleHereOpensTheBattle() {
        AppUnderTest app;
        QVERIFY(app.open(windowSize));
        QQuickWindow *window = app.window.get();
        QObject *page = app.named("tablePage");
        QVERIFY(page);
        const ReachSystem gate = arcs::SystemId{6, arcs::SystemKind::Gate};
        QVERIFY(QMetaObject::invokeMethod(page, "battleRequested", Q_ARG(ReachSystem, gate),
                                          Q_ARG(int, 0)));
        QCOMPARE(app.named("navigation")->property("currentIndex").toInt(), 1);
        auto *planner = window->findChild<BattlePlanner *>();
        QVERIFY(planner);
        QCOMPARE(planner->system(), gate);
        QCOMPARE(planner->defender(), 1); // Ruth's ships there
    }

    // Regression: with the size setting at 175 % and the window grown to 1920x1080, the turn
    // panel's title kept its size from before the text grew and ran over "1 left: …" (Qt 6.4's
    // layouts dropped the change made while they laid out).
    void enlargedTextKeepsItsRoom() {
        AppSettings::instance()->setSizePercent(175);
        AppUnderTest app;
        QVERIFY(app.open(QSize(1920, 1080), true));
        const auto *title = app.window->findChild<QQuickItem *>(u"turnPlayer"_s);
        const auto *left = app.window->findChild<QQuickItem *>(u"actionsLeft"_s);
        QVERIFY(title && left);
        QTRY_VERIFY(title->height() >= title->implicitHeight() - 1);
        QVERIFY2(title->y() + title->height() <= left->y(),
                 qPrintable(u"the title ends at %1, the actions left start at %2"_s
                                .arg(title->y() + title->height())
                                .arg(left->y())));
        AppSettings::instance()->setSizePercent(100);
    }

    // Regression: a long last entry ("… 2 Trophies to Mikah, 0 to Ruth, as the table decided")
    // pushed New game… out of a 1280x720 window; the entry's title gives way instead.
    void aLongLastEntryKeepsTheHeaderInTheWindow() {
        AppUnderTest app;
        QVERIFY(app.open(QSize(1280, 720), true));
        arcs::BattleResult battle{
            0, 1, {6, arcs::SystemKind::Gate}, {{1}, {}, {}}, {3, 0}, {0, 0}, {}, {}, true};
        QCOMPARE(
            app.table.apply(arcs::PlayCard{
                {0, arcs::PlayKind::Pivot, arcs::CardId{arcs::Suit::Aggression, 4}, {}, false}}),
            QString());
        QCOMPARE(app.table.apply(battle), QString());
        auto *newGame = app.window->findChild<QQuickItem *>(u"headerNewGame"_s);
        QVERIFY(newGame);
        QTest::qWait(50); // laid out
        const QRectF rect =
            newGame->mapRectToScene(QRectF(0, 0, newGame->width(), newGame->height()));
        QVERIFY2(rect.right() <= 1280, qPrintable(u"New game… ends at %1"_s.arg(rect.right())));
    }

    // Four players' rows fit the Players panel whole at 1280x720, the acting player's cue
    // included: nobody's Power or area needs scrolling to be seen.
    void everyPlayersRowFitsAt1280x720() {
        AppUnderTest app;
        QVERIFY(app.open(QSize(1280, 720), true));
        auto *rows = app.window->findChild<QQuickItem *>(u"playerRowsView"_s);
        QVERIFY(rows);
        QTest::qWait(100); // laid out
        QCOMPARE(app.table.state().playerCount(), 4);
        QVERIFY2(
            rows->property("contentHeight").toReal() <= rows->height(),
            qPrintable(u"the rows take %1 px of %2"_s.arg(rows->property("contentHeight").toReal())
                           .arg(rows->height())));
    }

    // Regression (issue 37): at 1280x720 a crowded campaign map got 360 px of the page's height,
    // the turn panel and the Fate setup notice taking rows of their own below it; beside the
    // map in the ambitions' column, they leave it three fifths of the window.
    void theMapKeepsMostOfThePageHeight() {
        AppUnderTest app;
        QVERIFY(app.open(QSize(1280, 720), true));
        const auto *map = app.window->findChild<QQuickItem *>(u"reachPainting"_s);
        QVERIFY(map);
        QTest::qWait(100); // laid out
        QVERIFY2(map->height() >= 0.6 * 720,
                 qPrintable(u"the map is %1 px high"_s.arg(map->height())));
    }

    // The table, the chapter end, Battle & Dice and the wizard at 1280x720, 1920x1080 and
    // 3840x2160: each screen's key control lies wholly inside the window (nothing it needs is
    // clipped), and every screenshot is written to build/tests/screens/ to be looked at.
    void screensAtEverySize_data() {
        QTest::addColumn<QSize>("size");
        // 1280×640: the window's minimum (Main.qml), where everything must still fit.
        for (const QSize size :
             {QSize(1280, 640), QSize(1280, 720), QSize(1920, 1080), QSize(3840, 2160)})
            QTest::addRow("%dx%d", size.width(), size.height()) << size;
    }

    // Scrolls the Flickable that holds `item`, if one does, until the item is in its view.
    static void scrollIntoView(QQuickItem *item) {
        for (QQuickItem *up = item->parentItem(); up; up = up->parentItem()) {
            if (!up->inherits("QQuickFlickable"))
                continue;
            auto *content = up->property("contentItem").value<QQuickItem *>();
            const qreal bottom = item->mapToItem(content, QPointF(0, item->height())).y();
            up->setProperty("contentY", std::max(0.0, bottom - up->height()));
            QTest::qWait(100);
            return;
        }
    }

    void screensAtEverySize() {
        QFETCH(QSize, size);
        AppUnderTest app;
        QVERIFY(app.open(size));
        QQuickWindow *window = app.window.get();
        QObject *navigation = app.named("navigation");
        QDir().mkpath(QStringLiteral("screens"));
        const auto check = [&](const char *screen, const char *control) {
            QTest::qWait(100); // laid out, and made if it is made when first wanted
            const QImage image = window->grabWindow();
            image.save(QStringLiteral("screens/%1-%2x%3.png")
                           .arg(QLatin1String(screen))
                           .arg(size.width())
                           .arg(size.height()));
            auto *item = window->findChild<QQuickItem *>(QLatin1String(control));
            QVERIFY2(item && item->isVisible(), control);
            // At the window's minimum a page's column may scroll (its bar says so) to reach it.
            if (size.height() < 720)
                scrollIntoView(item);
            const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
            QVERIFY2(QRectF(0, 0, size.width(), size.height()).contains(rect),
                     qPrintable(QStringLiteral("%1 on %2 reaches %3,%4")
                                    .arg(QLatin1String(control), QLatin1String(screen))
                                    .arg(rect.right())
                                    .arg(rect.bottom())));
        };
        check("table", "entryField");
        navigation->setProperty("currentIndex", 1);
        check("battle", "rollButton");
        QVERIFY(QMetaObject::invokeMethod(app.named("rollButton"), "clicked"));
        check("battle-result", "applyBattleButton");
        navigation->setProperty("currentIndex", 0);
        QCOMPARE(app.table.apply(arcs::EndChapter{}), QString());
        check("chapter-end", "scoreChapterButton");
        QMetaObject::invokeMethod(window, "openWizard");
        check("wizard", "wizardNext");
    }

    void walk_data() {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : seeds())
            QTest::addRow("seed %u", seed) << seed;
    }

    void walk() {
        QFETCH(quint32, seed);
        AppUnderTest app;
        QVERIFY(app.open(windowSize));
        QQuickWindow *window = app.window.get();

        // Odd seeds walk a campaign's Act II, changing the language and the text size as they go.
        const bool campaign = seed % 2 == 1;
        if (campaign)
            QCOMPARE(toActTwo(app.table), QString());
        AppSettings &settings = *AppSettings::instance();
        std::mt19937 random(seed);
        const auto below = [&random](int n) { return int(random() % std::uint32_t(n)); };
        const QStringList plays{"a5", "m2", "x", "p", "c3", "a3 d", "m4 s", "ad2", "end"};
        for (int step = 0; step < steps(); ++step) {
            const QPoint at(below(windowSize.width()), below(windowSize.height()));
            const int kind = below(campaign ? 22 : 20);
            trace(app, step, kind, at);
            if (kind < 14) {
                QTest::mouseClick(window, Qt::LeftButton, {}, at);
            } else if (kind == 14) {
                QTest::keyClick(window, Qt::Key_Escape);
            } else if (kind == 15) {
                QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
            } else if (kind == 16) {
                QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            } else if (kind == 17) {
                for (const QChar letter : plays[below(int(plays.size()))])
                    QTest::keyClick(window, letter.toLatin1());
                QTest::keyClick(window, Qt::Key_Return);
            } else if (kind == 20) {
                settings.setLanguage(settings.language() == AppSettings::TraditionalChinese
                                         ? AppSettings::English
                                         : AppSettings::TraditionalChinese);
            } else if (kind == 21) {
                settings.setSizePercent(std::array{100, 150, 200}[std::size_t(below(3))]);
            } else {
                QTest::mouseDClick(window, Qt::LeftButton, {}, at);
            }
            QTest::qWait(5); // animations, timers and layout passes run between taps
        }
        settings.setLanguage(AppSettings::English);
        settings.setSizePercent(100);

        // Nothing entered was lost: the saved game is the one on the table.
        QString error;
        const auto saved = app.library.library()->loadJournal(*app.library.library()->lastGame(),
                                                              app.table.catalog(), &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(saved->toJson(), app.table.journal().toJson());
        QCOMPARE(saved->cursor(), app.table.journal().cursor());
    }
};

QTEST_MAIN(TestUiWalk)
#include "tst_uiwalk.moc"
