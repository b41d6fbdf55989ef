// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecordingSoundOutput.h"
#include "controllers/AppSettings.h"
#include "controllers/BoardDraft.h"
#include "controllers/GamesLibrary.h"
#include "controllers/NewGameDraft.h"
#include "controllers/PlayerAreaView.h"
#include "controllers/SoundBoard.h"
#include "controllers/SystemView.h"
#include "controllers/Table.h"
#include "data/Catalog.h"
#include "models/SetupCardListModel.h"
#include "rules/TurnBudget.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

namespace {
QVariant roleOf(const QAbstractItemModel &model, int row, const char *role) {
    const int key = model.roleNames().key(role, -1);
    return model.data(model.index(row, 0), key);
}
} // namespace

// The C++ objects the interface binds to, each test at a table of its own.
class TestAppModels : public QObject {
    Q_OBJECT

    std::unique_ptr<Table> m_table;

private slots:
    void init() { m_table = std::make_unique<Table>(arcs::Catalog::builtIn()); }

    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArcsCompanionTests"));
        QSettings().clear();
    }

    void tableStartsEmpty() {
        Table &table = *m_table;
        QVERIFY(!table.hasGame());
        QCOMPARE(table.reach()->rowCount(), 24);
        QCOMPARE(table.players()->rowCount(), 0);
        QVERIFY(table.lanes().isEmpty());
        for (int row = 0; row < 24; ++row)
            QVERIFY(roleOf(*table.reach(), row, "inPlay").toBool());
    }

    void reachRowsDescribeSystems() {
        const ReachModel &reach = *m_table->reach();
        QCOMPARE(roleOf(reach, 0, "system").value<ReachSystem>(),
                 ReachSystem(arcs::SystemId{1, arcs::SystemKind::Gate}));
        QCOMPARE(roleOf(reach, 0, "isGate").toBool(), true);
        QCOMPARE(roleOf(reach, 1, "system").value<ReachSystem>().word(), QStringLiteral("1-arrow"));
        QCOMPARE(roleOf(reach, 1, "planetType").toInt(), int(arcs::ResourceType::Weapon));
        QCOMPARE(roleOf(reach, 1, "buildingSlots").toInt(), 2);
        QCOMPARE(roleOf(reach, 23, "system").value<ReachSystem>().word(), QStringLiteral("6-hex"));
        QCOMPARE(roleOf(reach, 23, "planetType").toInt(), int(arcs::ResourceType::Psionic));
        QCOMPARE(roleOf(reach, 23, "kind").value<arcs::SystemKind>(), arcs::SystemKind::Hex);
    }

    void invalidGameChangesNothing() {
        Table &table = *m_table;
        QSignalSpy changed(&table, &Table::gameChanged);
        arcs::GameSetup setup = arcs::GameSetup::demo();
        setup.setupCard = QStringLiteral("3 Player Frontiers");
        QCOMPARE(table.startGame(setup),
                 QStringLiteral("\"3 Player Frontiers\" is a card for 3 players, but this table "
                                "has 4: choose a 4-player card."));
        QVERIFY(!table.hasGame());
        QCOMPARE(changed.count(), 0);
    }

    void demoGameOnTheTable() {
        Table &table = *m_table;
        QSignalSpy changed(&table, &Table::gameChanged);
        table.loadDemo();
        QVERIFY(changed.count() >= 1);
        QVERIFY(table.hasGame());
        QCOMPARE(table.setupCardName(), QStringLiteral("4 Player Mix Up 1"));
        QCOMPARE(table.outOfPlayClusters(), QList<int>{3});
        QCOMPARE(table.playerCount(), 4);

        const ReachModel &reach = *table.reach();
        for (int row = 0; row < 24; ++row) {
            const bool inCluster3 = roleOf(reach, row, "cluster").toInt() == 3;
            QCOMPARE(roleOf(reach, row, "inPlay").toBool(), !inCluster3);
        }
        const PlayerListModel &players = *table.players();
        QCOMPARE(roleOf(players, 0, "name").toString(), QStringLiteral("Mikah"));
        QCOMPARE(roleOf(players, 0, "colour").toInt(), int(arcs::PlayerColour::Blue));
        // The demo's first round: Wren seized the initiative, then led declaring Empath, and her
        // turn is under way: she is the one playing, not Mikah whose card comes next.
        QCOMPARE(roleOf(players, 0, "hasInitiative").toBool(), false);
        QCOMPARE(roleOf(players, 0, "isToAct").toBool(), false);
        QCOMPARE(roleOf(players, 3, "isToAct").toBool(), true);
        QCOMPARE(roleOf(players, 3, "takingTurn").toBool(), true);
        QCOMPARE(roleOf(players, 0, "takingTurn").toBool(), false);
        QCOMPARE(roleOf(players, 3, "name").toString(), QStringLiteral("Wren"));
        QCOMPARE(roleOf(players, 3, "hasInitiative").toBool(), true);
        QCOMPARE(roleOf(players, 3, "hand").toInt(), 3);
        QCOMPARE(table.chapter(), 1);
        QCOMPARE(table.round(), 2);
        QCOMPARE(table.availableMarkers(), QStringList{"2/0"});
        QCOMPARE(table.roundPlays(), QStringList{"Wren led Mobilization 6, declaring Empath"});
        const AmbitionListModel &ambitions = *table.ambitions();
        QCOMPARE(roleOf(ambitions, 1, "markers").toStringList(), QStringList{"5/3"});
        QCOMPARE(roleOf(ambitions, 4, "markers").toStringList(), QStringList{"3/2"});
        QCOMPARE(roleOf(ambitions, 0, "declared").toBool(), false);
    }

    // A system sheet, a player area and the Court row follow every entry and its undo, and
    // offer what the acting player can do with the engine's reasons.
    void viewsFollowEveryEntry() {
        Table &table = *m_table;
        table.loadDemo();
        BoardDraft board(&table);
        board.setSeat(0); // Mikah, while it is Wren's turn
        SystemView system(&table);
        system.setBoard(&board);
        system.setSystem(arcs::SystemId{1, arcs::SystemKind::Hex});
        PlayerAreaView area(&table);
        area.setSeat(0);
        QSignalSpy systemChanged(&system, &SystemView::changed);
        QSignalSpy areaChanged(&area, &PlayerAreaView::changed);
        const auto mikahIn = [&system] {
            for (const QVariant &pieces : system.info().pieces) {
                if (pieces.value<SeatPieces>().seat == 0)
                    return pieces.value<SeatPieces>();
            }
            return SeatPieces{};
        };
        QCOMPARE(system.info().system, ReachSystem(arcs::SystemId{1, arcs::SystemKind::Hex}));
        QCOMPARE(system.buildChoices().size(), 3); // a planet: ship, city, starport
        QVERIFY(system.repairChoices().isEmpty());

        arcs::Correction damaged; // two damaged ships for Mikah
        damaged.system = {1, arcs::SystemKind::Hex};
        damaged.damaged = true;
        damaged.value = 2;
        QCOMPARE(table.apply(damaged), QString());
        QVERIFY(systemChanged.count() > 0);
        QVERIFY(areaChanged.count() > 0);
        systemChanged.clear();
        QCOMPARE(mikahIn().damagedShips, 2);
        QCOMPARE(system.repairChoices().size(), 1);
        const auto repair = system.repairChoices()[0].value<SystemChoice>();
        QCOMPARE(repair.piece, arcs::Piece::Ship);
        QCOMPARE(repair.problem,
                 board.repairProblem(arcs::SystemId{1, arcs::SystemKind::Hex}, arcs::Piece::Ship));
        QVERIFY(!repair.problem.isEmpty()); // it is not Mikah's turn
        QCOMPARE(area.area().ships,
                 PlayerAreaValue::of(table.hostView(), 0, table.catalog()).ships);

        table.undo();
        QVERIFY(systemChanged.count() > 0);
        QCOMPARE(mikahIn().damagedShips, 0);
        QVERIFY(system.repairChoices().isEmpty());

        QCOMPARE(board.courtChoices().size(), table.state().board.court.row.size());
        for (int place = 0; place < board.courtChoices().size(); ++place) {
            const auto choice = board.courtChoices()[place].value<CourtChoice>();
            QCOMPARE(choice.cardId, table.state().board.court.row[place].card);
            QCOMPARE(choice.secureProblem, board.secureProblem(choice.cardId));
        }

        system.setSystem(ReachSystem()); // no system: nothing to offer
        QVERIFY(!system.info().system.valid());
        QVERIFY(system.buildChoices().isEmpty());
        system.setSystem(arcs::SystemId{1, arcs::SystemKind::Gate});
        QCOMPARE(system.buildChoices().size(), 1); // a gate takes ships only
    }

    // The action problems and Court choices, read once a change, are read again after each:
    // another acting player, an entry, an undo.
    void boardListsFollowEveryChange() {
        Table &table = *m_table;
        table.loadDemo();
        BoardDraft board(&table);
        const auto problemsOf = [&table](int seat) {
            QStringList out;
            for (std::size_t kind = 0; kind < arcs::countOf<arcs::ActionKind>(); ++kind)
                out << arcs::turnActionProblem(table.state(), {seat, arcs::ActionKind(kind)},
                                               table.catalog());
            return out;
        };
        const auto secureProblems = [&board] {
            QStringList out;
            for (const QVariant &choice : board.courtChoices())
                out << choice.value<CourtChoice>().secureProblem;
            return out;
        };
        const auto secureProblemsNow = [&table, &board] {
            QStringList out;
            for (const arcs::CourtCardInPlay &place : table.state().board.court.row)
                out << board.secureProblem(place.card);
            return out;
        };
        const int turn = *table.state().turnPlayer();
        const QStringList turnProblems = board.actionProblems();
        QCOMPARE(turnProblems, problemsOf(turn));
        QCOMPARE(turnProblems[int(arcs::ActionKind::Influence)], QString()); // 1 left
        const QStringList turnSecureProblems = secureProblems();
        QCOMPARE(turnSecureProblems, secureProblemsNow());

        board.setSeat((turn + 1) % table.state().playerCount());
        QCOMPARE(board.actionProblems(), problemsOf(board.seat()));
        QVERIFY(board.actionProblems() != turnProblems); // not their turn
        board.setSeat(turn);

        const QString card = board.courtChoices()[0].value<CourtChoice>().cardId;
        QCOMPARE(board.influence(card), QString()); // the turn's last action
        QCOMPARE(board.actionProblems(), problemsOf(turn));
        QVERIFY(board.actionProblems()[int(arcs::ActionKind::Influence)] != QString());
        QCOMPARE(secureProblems(), secureProblemsNow());
        QVERIFY(secureProblems() != turnSecureProblems); // no action left to secure with

        table.undo();
        QCOMPARE(board.actionProblems(), turnProblems);
        QCOMPARE(secureProblems(), turnSecureProblems);
    }

    // Regression (ui-walk seed 3): undoing past the game's start emptied the table and the
    // interface tore down mid-layout. Undo and rewinding stop at the start.
    void undoStopsAtTheGameStart() {
        Table &table = *m_table;
        table.loadDemo();
        for (int i = 0; i < 40; ++i)
            table.undo();
        QVERIFY(table.hasGame());
        QCOMPARE(table.journal().cursor(), 1);
        QVERIFY(!table.canUndo());
        QVERIFY(table.canRedo());
        table.rewindTo(0);
        QCOMPARE(table.journal().cursor(), 1);
        table.rewindTo(table.journal().size());
        QVERIFY(table.canUndo());
    }

    void lanesBridgeTheOutOfPlayCluster() {
        m_table->loadDemo(); // 4 Player Mix Up 1: cluster 3 out of play
        const QVariantList lanes = m_table->lanes();
        // 5 clusters x 5 lanes inside, 5-hex to 6-arrow, and the gate ring 1-2, 2-4, 4-5, 5-6, 6-1.
        QCOMPARE(lanes.size(), 25 + 1 + 5);
        QList<Lane> pathMarkers;
        for (const QVariant &lane : lanes) {
            if (lane.value<Lane>().pathMarker)
                pathMarkers.append(lane.value<Lane>());
        }
        QCOMPARE(pathMarkers.size(), 1);
        QCOMPARE(pathMarkers[0].from, ReachSystem(arcs::SystemId{2, arcs::SystemKind::Gate}));
        QCOMPARE(pathMarkers[0].to, ReachSystem(arcs::SystemId{4, arcs::SystemKind::Gate}));
    }

    // Every model keeps Qt's model contract through games, undo, redo, rewinds and new games.
    void modelsKeepTheirContract() {
        Table &table = *m_table;
        SetupCardListModel cards;
        GamesLibrary library(table);
        const QList<QAbstractItemModel *> models{
            table.reach(),   table.players(), table.ambitions(), table.history(), table.court(),
            library.games(), &cards};
        QList<QAbstractItemModelTester *> testers;
        for (QAbstractItemModel *model : models)
            testers << new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        table.loadDemo();
        table.undo();
        table.undo();
        table.redo();
        table.rewindTo(3);
        table.rewindTo(table.journal().size());
        for (int players = 2; players <= 4; ++players)
            cards.setPlayerCount(players);
        NewGameDraft draft(m_table.get());
        draft.setPlayerCount(3);
        for (int seat = 0; seat < 3; ++seat)
            draft.setName(seat, QStringLiteral("Player %1").arg(seat + 1));
        draft.setSetupCard(QStringLiteral("3 Player Frontiers"));
        QVERIFY2(draft.start(), qPrintable(draft.problem()));
        library.refreshGames();
        table.loadDemo();
        qDeleteAll(testers);
        QVERIFY(!QTest::currentTestFailed());
    }

    void setupCardsFilteredByPlayers() {
        SetupCardListModel cards;
        cards.setPlayerCount(3);
        QCOMPARE(cards.rowCount(), 4);
        QCOMPARE(roleOf(cards, 0, "name").toString(), QStringLiteral("3 Player Mix Up"));
        QCOMPARE(roleOf(cards, 3, "name").toString(), QStringLiteral("3 Player Core Conflict"));
        QCOMPARE(roleOf(cards, 3, "experienced").toBool(), true);
        QCOMPARE(roleOf(cards, 3, "outOfPlay").toList(), (QVariantList{3, 6}));
        QCOMPARE(cards.indexOf(QStringLiteral("3 Player Homelands")), 2);
        QCOMPARE(cards.indexOf(QStringLiteral("4 Player Mix Up 1")), -1);
    }

    void draftStartsAGame() {
        NewGameDraft draft(m_table.get());
        QCOMPARE(draft.playerCount(), 4);
        using arcs::PlayerColour;
        QCOMPARE(draft.colours(),
                 (QList<int>{int(PlayerColour::Red), int(PlayerColour::Blue),
                             int(PlayerColour::Yellow), int(PlayerColour::White)}));
        draft.setPlayerCount(2);
        QCOMPARE(draft.colours(), (QList<int>{int(PlayerColour::Red), int(PlayerColour::Blue)}));
        QCOMPARE(draft.playersProblem(),
                 QStringLiteral("Player 1 has no name: type a name for every player."));
        draft.setName(0, QStringLiteral("Ana"));
        draft.setName(1, QStringLiteral("Ben"));
        QCOMPARE(draft.playersProblem(), QString());
        QCOMPARE(draft.problem(), QStringLiteral("Choose a setup card, or draw one at random."));
        QVERIFY(!draft.start());
        QVERIFY(!m_table->hasGame()); // nothing was started

        draft.drawSetupCard();
        QVERIFY(draft.setupCard().startsWith(QStringLiteral("2 Player ")));
        draft.setColour(1, PlayerColour::Red);
        QCOMPARE(draft.problem(),
                 QStringLiteral("Ana and Ben both play red: give each player a different colour."));
        draft.setColour(1, PlayerColour(7)); // no such colour: nothing changes
        QCOMPARE(draft.colours()[1], int(PlayerColour::Red));
        draft.setColour(1, PlayerColour::White);
        draft.setInitiative(1);
        QVERIFY(draft.start());

        Table &table = *m_table;
        QCOMPARE(table.playerCount(), 2);
        QCOMPARE(table.setupCardName(), draft.setupCard());
        QCOMPARE(roleOf(*table.players(), 0, "name").toString(), QStringLiteral("Ben"));
        QCOMPARE(roleOf(*table.players(), 0, "colour").toInt(), int(PlayerColour::White));
        QCOMPARE(roleOf(*table.players(), 1, "name").toString(), QStringLiteral("Ana"));
    }

    // A campaign's event die and Imperial policy come from QML as the engine's enums; a number
    // that is none of them changes nothing.
    void campaignDraftTakesOnlyRealSymbolsAndPolicies() {
        using arcs::GameMode, arcs::ImperialPolicy, arcs::PlanetSymbol;
        NewGameDraft draft(m_table.get());
        draft.setMode(GameMode::Campaign);
        draft.setEventSymbol(PlanetSymbol::Hex);
        draft.setPolicy(ImperialPolicy::Peace);
        QCOMPARE(draft.eventSymbol(), PlanetSymbol::Hex);
        QCOMPARE(draft.policy(), ImperialPolicy::Peace);
        draft.setEventSymbol(PlanetSymbol(3));
        draft.setPolicy(ImperialPolicy(-1));
        QCOMPARE(draft.eventSymbol(), PlanetSymbol::Hex);
        QCOMPARE(draft.policy(), ImperialPolicy::Peace);
    }

    void draftDropsACardThatNoLongerFits() {
        NewGameDraft draft(m_table.get());
        draft.setSetupCard(QStringLiteral("4 Player Frontiers"));
        draft.setPlayerCount(3);
        QCOMPARE(draft.setupCard(), QString());
        draft.setPlayerCount(5);
        QCOMPARE(draft.playerCount(), 3);
    }

    void themeIsRemembered() {
        AppSettings &settings = *AppSettings::instance();
        QSignalSpy changed(&settings, &AppSettings::darkThemeChanged);
        QCOMPARE(settings.darkTheme(), true); // dark is the default
        settings.setDarkTheme(false);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(QSettings().value(QStringLiteral("appearance/darkTheme")).toBool(), false);
        settings.setDarkTheme(true);
        QCOMPARE(settings.darkTheme(), true);
    }

    void sizeIsRememberedAndBounded() {
        AppSettings &settings = *AppSettings::instance();
        QSignalSpy changed(&settings, &AppSettings::sizeChanged);
        QCOMPARE(settings.sizePercent(), 100); // the size laid out for the window
        settings.setSizePercent(150);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(QSettings().value(QStringLiteral("appearance/sizePercent")).toInt(), 150);
        settings.setSizePercent(250); // beyond 200 %: refused, nothing changes
        settings.setSizePercent(50);
        QCOMPARE(settings.sizePercent(), 150);
        QCOMPARE(changed.count(), 1);
        QSettings().setValue(QStringLiteral("appearance/sizePercent"), 900); // edited by hand
        QCOMPARE(settings.sizePercent(), 100);
        QSettings().remove(QStringLiteral("appearance/sizePercent"));
    }

    void soundSettingsAreRemembered() {
        AppSettings &settings = *AppSettings::instance();
        QCOMPARE(settings.muted(), false);
        QCOMPARE(settings.volume(), 0.7);
        settings.setMuted(true);
        settings.setVolume(1.5); // clamped to the loudest
        QCOMPARE(QSettings().value(QStringLiteral("sound/muted")).toBool(), true);
        QCOMPARE(settings.volume(), 1.0);
        settings.setMuted(false);
    }

    // The command line's language is this run's: Settings shows it, the file keeps its own;
    // choosing one there keeps it and ends this run's.
    void thisRunsLanguageIsShownNotKept() {
        AppSettings &settings = *AppSettings::instance();
        const QString key = QStringLiteral("appearance/language");
        settings.setLanguage(AppSettings::English);
        QSignalSpy changed(&settings, &AppSettings::languageChanged);
        settings.useLanguageThisRun(AppSettings::TraditionalChinese);
        QCOMPARE(settings.language(), AppSettings::TraditionalChinese);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(QSettings().value(key).toString(), QStringLiteral("en"));
        settings.setLanguage(AppSettings::SystemLanguage);
        QCOMPARE(settings.language(), AppSettings::SystemLanguage);
        QCOMPARE(QSettings().value(key).toString(), QStringLiteral("system"));
        QCOMPARE(changed.count(), 2);
        QSettings().remove(key);
    }

    void eachCuePlaysItsSoundUnlessMuted() {
        SoundBoard &board = *SoundBoard::instance();
        RecordingSoundOutput output;
        board.useOutput(&output);
        AppSettings &settings = *AppSettings::instance();
        const bool wasMuted = settings.muted();
        settings.setMuted(false);
        for (const SoundBoard::Cue cue : {SoundBoard::Cue::DiceRoll, SoundBoard::Cue::Hit,
                                          SoundBoard::Cue::ChapterChime, SoundBoard::Cue::Tick})
            board.play(cue);
        QCOMPARE(output.played,
                 (QStringList{"dice-roll.wav", "hit.wav", "chapter-chime.wav", "tick.wav"}));
        // A new entry that ends the chapter chimes; undoing and redoing it does not.
        output.played.clear();
        Table table(arcs::Catalog::builtIn());
        board.chimeWhenChaptersEnd(table);
        table.loadDemo();
        QCOMPARE(table.apply(arcs::EndChapter{}), QString());
        QCOMPARE(output.played, QStringList{"chapter-chime.wav"});
        table.undo();
        table.redo();
        QCOMPARE(output.played, QStringList{"chapter-chime.wav"});
        // Muted, nothing plays.
        settings.setMuted(true);
        board.play(SoundBoard::Cue::DiceRoll);
        QCOMPARE(output.played, QStringList{"chapter-chime.wav"});
        settings.setMuted(wasMuted);
        QVERIFY(board.available());
        // Without an output (no sound plugin) Settings says so rather than offer a volume.
        board.useOutput(nullptr);
        QVERIFY(!board.available());
    }
};

QTEST_GUILESS_MAIN(TestAppModels)
#include "tst_appmodels.moc"
