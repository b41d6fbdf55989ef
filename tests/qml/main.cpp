// SPDX-License-Identifier: GPL-3.0-or-later
#include "../app/RecordingSoundOutput.h"
#include "controllers/AppSettings.h"
#include "controllers/GamesLibrary.h"
#include "controllers/Phones.h"
#include "controllers/SoundBoard.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "gui/EnterPressesButtons.h"
#include "i18n/Translations.h"
#include "models/ReachSystem.h"
#include "rules/CampaignSetup.h"
#include "store/Library.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Arcs_AppPlugin)
Q_IMPORT_QML_PLUGIN(Arcs_UiPlugin)

// What tests need of the table beyond what players can do: an empty one; and in one call what
// players would correct system by system.
class TableFixture : public QObject {
    Q_OBJECT

public:
    TableFixture(Table &table, GamesLibrary &games, QString library,
                 const RecordingSoundOutput &sounds)
        : m_table(table), m_games(games), m_library(std::move(library)), m_sounds(sounds) {}
    // The sounds played so far, in order: "dice-roll.wav", …
    Q_INVOKABLE QStringList soundsPlayed() const { return m_sounds.played; }
    Q_INVOKABLE void clearTable() { m_table.setJournal(arcs::Journal(m_table.catalog())); }
    // An entry as the journal spells it, for a state no single tap reaches; the refusal, or "".
    Q_INVOKABLE QString apply(const QJsonObject &json) {
        QString error;
        const std::optional<arcs::Entry> entry = arcs::entryFromJson(json, &error);
        return entry ? m_table.apply(*entry) : error;
    }
    // A system as the journal spells it ("1-hex"), as the map hands it to a controller; not
    // valid when there is no such system.
    Q_INVOKABLE ReachSystem system(const QString &name) const {
        const std::optional<arcs::SystemId> system = arcs::SystemId::parse(name);
        return system ? ReachSystem(*system) : ReachSystem();
    }
    // The last entry in effect, as the journal spells it.
    Q_INVOKABLE QJsonObject lastEntry() const {
        const arcs::Journal &journal = m_table.journal();
        return journal.cursor() > 0 ? arcs::entryToJson(journal.entry(journal.cursor() - 1))
                                    : QJsonObject();
    }
    // A two-player Act I after its placement loop, Mikah and Ruth playing the Fates given, the
    // Empire in clusters 1 and 2 and Free cities on the crescents; the first refusal, or empty.
    Q_INVOKABLE QString startCampaign(const QList<int> &fates = {1, 2}) {
        return startActOne(fates, 1, int(arcs::PlanetSymbol::Crescent));
    }
    // An Act I for as many players as Fates given (Mikah, Ruth, Wren, Dee), set up from the
    // number die and the event die's planet symbol (0 arrow, 1 crescent, 2 hex), after its
    // placement loop, each player placing a city on the first legal planet; the first refusal,
    // or empty.
    Q_INVOKABLE QString startActOne(const QList<int> &fates, int numberDie, int eventSymbol) {
        const QList<arcs::PlayerSeat> seats = {{QStringLiteral("Mikah"), arcs::PlayerColour::Blue},
                                               {QStringLiteral("Ruth"), arcs::PlayerColour::Red},
                                               {QStringLiteral("Wren"), arcs::PlayerColour::Yellow},
                                               {QStringLiteral("Dee"), arcs::PlayerColour::White}};
        arcs::GameSetup setup;
        setup.seats = seats.first(fates.size());
        setup.mode = arcs::GameMode::Campaign;
        setup.court =
            arcs::GameSetup::dealCourt(int(fates.size()), 7, m_table.catalog(), setup.mode);
        setup.act = arcs::ActSetup{1,
                                   numberDie,
                                   static_cast<arcs::PlanetSymbol>(eventSymbol),
                                   arcs::ImperialPolicy::War,
                                   fates,
                                   std::nullopt};
        clearTable();
        if (QString refusal = m_table.apply(arcs::StartGame{setup, 1}); !refusal.isEmpty())
            return refusal;
        while (const auto placer = arcs::nextPlacer(m_table.state())) {
            const arcs::PlaceStartingPieces place{
                *placer, arcs::placementLoopPlanets(m_table.state().board, m_table.catalog())[0],
                arcs::Building::City};
            if (QString refusal = m_table.apply(place); !refusal.isEmpty())
                return refusal;
        }
        return {};
    }
    // A two-player Act II or III on the table Act I's placement left, Mikah and Ruth playing
    // these Fates; Mikah's Flagship carried in `flagship` (a system's name) if given.
    Q_INVOKABLE QString startLaterAct(int number, const QList<int> &fates,
                                      const QString &flagship = {}) {
        if (QString refusal = startCampaign(); !refusal.isEmpty())
            return refusal;
        arcs::GameSetup setup = m_table.state().setup;
        arcs::ActSetup &act = *setup.act;
        act.act = number;
        act.fates = fates;
        act.carried = arcs::CarriedTable{m_table.state().board, {0, 0}};
        if (const auto system = arcs::SystemId::parse(flagship))
            act.carried->board.areas[0].flagship = arcs::Flagship{*system};
        act.ambitionClusters = {1, 2};
        setup.empireLaws = true;
        clearTable();
        return m_table.apply(arcs::StartGame{setup, 1});
    }
    // Corrects every ship and starport of the seat off the map; the first refusal, or empty.
    Q_INVOKABLE QString clearShipsAndStarports(int seat) {
        for (int index = 0; index < arcs::SystemId::count; ++index) {
            const arcs::SystemId system = arcs::SystemId::fromIndex(index);
            for (arcs::Piece piece : {arcs::Piece::Ship, arcs::Piece::Starport}) {
                for (bool damaged : {false, true}) {
                    const arcs::FreshDamaged &here =
                        m_table.state().board.at(system).players.value(seat).of(piece);
                    if ((damaged ? here.damaged : here.fresh) == 0)
                        continue;
                    arcs::Correction clear;
                    clear.player = seat;
                    clear.system = system;
                    clear.piece = piece;
                    clear.damaged = damaged;
                    if (QString refusal = m_table.apply(clear); !refusal.isEmpty())
                        return refusal;
                }
            }
        }
        return {};
    }

    // A file in a folder of the test run's own, and how long a file is (-1: there is none).
    Q_INVOKABLE QUrl scratchFile(const QString &name) const {
        return QUrl::fromLocalFile(m_scratch.filePath(name));
    }
    Q_INVOKABLE qint64 fileSize(const QUrl &file) const {
        const QFileInfo info(file.toLocalFile());
        return info.exists() ? info.size() : -1;
    }

    // A game file imported into the library and opened (the copy just imported, the newest
    // game); the problem, or empty.
    Q_INVOKABLE QString openGameFile(const QUrl &file) {
        if (const QString problem = m_games.importGame(file); !problem.isEmpty())
            return problem;
        qint64 newest = 0;
        for (const arcs::GameSummary &game : m_games.library()->games())
            newest = std::max(newest, game.id);
        return m_games.openGame(newest);
    }

    // What a relaunch does: the library read again from disk, the game last on the table put
    // back by replaying its saved journal; the problem, or empty.
    Q_INVOKABLE QString relaunch() { return m_games.openLibrary(m_library); }
    // A phone on this computer, served on `port`, asking for `seat` (-1: the table view) as
    // "Test phone"; it stays until the tests end.
    Q_INVOKABLE void phoneAsks(int port, int seat) {
        auto *phone = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
        connect(phone, &QWebSocket::textMessageReceived, phone, [phone, seat](const QString &text) {
            if (QJsonDocument::fromJson(text.toUtf8())[u"type"_qs] != u"seats"_qs)
                return;
            const QJsonObject join{{u"type"_qs, u"join"_qs},
                                   {u"seat"_qs, seat < 0 ? QJsonValue() : QJsonValue(seat)},
                                   {u"device"_qs, u"Test phone"_qs}};
            phone->sendTextMessage(QString::fromUtf8(QJsonDocument(join).toJson()));
        });
        phone->open(QUrl(u"ws://127.0.0.1:%1/socket"_qs.arg(port)));
    }

private:
    Table &m_table;
    GamesLibrary &m_games;
    QString m_library;
    const RecordingSoundOutput &m_sounds;
    QTemporaryDir m_scratch;
};

// One runner for every tests/qml/tst_*.qml; quick_test_main's non-zero result fails ctest.
class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArcsCompanionTests"));
        QSettings().clear();
        // The cues are recorded, not played: no audio objects outlive the tests.
        SoundBoard::instance()->useOutput(&m_sounds);
        AppSettings::instance()->setMuted(false);
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        QCoreApplication::instance()->installEventFilter(&m_enterPressesButtons); // as the app does
        m_translations.use(Translations::Language::English); // as the app does in English
        // Every test plays on a games library of its own, as the app does.
        Table::useInQml(&m_table);
        GamesLibrary::useInQml(&m_games);
        Phones::useInQml(&m_phones);
        m_games.openLibrary(libraryPath());
        qmlRegisterSingletonInstance("Arcs.Tests", 1, 0, "TableFixture", &m_fixture);
    }
    void cleanupTestCase() { m_games.closeLibrary(); }
    void qmlEngineAvailable(QQmlEngine *engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        // A language chosen applies at once, as in the app: a test can look at 繁體中文.
        QObject::connect(AppSettings::instance(), &AppSettings::languageChanged, engine, [=, this] {
            m_translations.use(Translations::Language(int(AppSettings::instance()->language())));
            engine->retranslate();
            m_table.retranslate();
        });
    }

private:
    QString libraryPath() const { return m_library.filePath(QStringLiteral("library.sqlite")); }

    Translations m_translations;
    EnterPressesButtons m_enterPressesButtons;
    QTemporaryDir m_library;
    Table m_table{arcs::Catalog::builtIn()};
    GamesLibrary m_games{m_table};
    Phones m_phones{m_table};
    RecordingSoundOutput m_sounds;
    TableFixture m_fixture{m_table, m_games, libraryPath(), m_sounds};
};

QUICK_TEST_MAIN_WITH_SETUP(arcs_qml_tests, Setup)
#include "Translations.h"
#include "main.moc"
