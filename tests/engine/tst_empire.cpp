// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignGame.h"
#include "Entries.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/EntryRules.h"
#include "state/BoardJson.h"

#include <QTest>

using namespace arcs;
using arcs::test::at;
using arcs::test::catalog;
using arcs::test::lead;
using namespace arcs::test::campaign;

namespace {

constexpr int Cy = 2;

// A three-player Act I mid-turn, actions not counted, with `systems` emptied; Cy is an Outlaw.
GameState table(std::initializer_list<const char *> systems) {
    GameState state = actOne(3);
    must(state, lead(Ana, Suit::Administration, 4));
    state.setup.turnsCounted = false;
    state.board.areas[Cy].title = ImperialTitle::Outlaw;
    for (const char *name : systems) {
        SystemState &here = state.board.at(at(name));
        here = SystemState{};
        here.players = QList<PiecesHere>(3);
    }
    return state;
}

QString problem(const GameState &state, const Entry &entry) {
    return entryProblem(state, entry, catalog());
}

} // namespace

// Commanding the Imperial Fleet: the Presence, Movement and Truce Laws, the Catapult stops, and
// actions with Free buildings (campaign rulebook "The Empire", "The Free States").
class TestEmpire : public QObject {
    Q_OBJECT

private slots:
    // Where the Empire controls, every Regent with a Loyal piece there controls too; an Outlaw
    // never does, whatever their ships.
    void thePresenceLawGivesRegentsControl() {
        GameState state = table({"3-hex"});
        SystemState &here = state.board.at(at("3-hex"));
        here.imperialShips = {1, 0};
        here.players[Ana].ships = {0, 1};
        here.players[Bo].cities = {1, 0};
        here.players[Cy].ships = {4, 0};
        const Board &board = state.board;
        QVERIFY(controls(board, Ana, at("3-hex")));
        QVERIFY(controls(board, Bo, at("3-hex")));
        QVERIFY(!controls(board, Cy, at("3-hex")));
        QVERIFY(controlledByOther(board, Cy, at("3-hex")));
        QVERIFY(!controlledByOther(board, Ana, at("3-hex")));
        // Damaged Imperial ships alone control nothing: the most fresh ships do.
        here.imperialShips = {0, 2};
        QVERIFY(controls(board, Cy, at("3-hex")));
        QVERIFY(!controls(board, Ana, at("3-hex")));
        QVERIFY(controlledByOther(board, Ana, at("3-hex")));
    }

    // Taxing: a Free city where you control (no Captive), an Outlaw's city under the Presence
    // Law, never a Rival Regent's where Imperial ships are (the Truce Law).
    void taxingUnderTheLaws() {
        GameState state = table({"3-hex"});
        SystemState &here = state.board.at(at("3-hex"));
        here.imperialShips = {1, 0};
        here.freeCities = {1, 0};
        here.players[Ana].ships = {1, 0};
        here.players[Bo].cities = {1, 0};
        here.players[Cy].cities = {1, 0};
        const ResourceType type = catalog().map.planet(at("3-hex"))->type; // Weapon
        const Tax free{Ana, at("3-hex"), 0, std::nullopt, Side::Free};
        QCOMPARE(entryTitle(state, free, catalog()),
                 QStringLiteral("Ana taxed a Free city in 3-hex: +1 Weapon"));
        must(state, free);
        QCOMPARE(state.board.areas[Ana].resources.count(type), 2);
        QCOMPARE(state.board.areas[Ana].captiveCount(), 0);
        QCOMPARE(problem(state, free),
                 QStringLiteral("That city in 3-hex was already taxed this turn: each city once "
                                "per turn."));
        QCOMPARE(problem(state, Tax{Ana, at("3-hex"), Bo}),
                 QStringLiteral("The Truce Law: Ana and Bo are both Regents, and Imperial ships "
                                "are in 3-hex."));
        // Battle & Dice says why two Regents side by side cannot battle ("no system" was said; a
        // cold play-test); an Outlaw there can be battled: nothing to say.
        // (the first system where they meet, in the map's order)
        QCOMPARE(whyNoBattleWhereTheyMeet(state, Ana, Bo, BattleDefender::Player, catalog()),
                 QStringLiteral("The Truce Law: Ana and Bo are both Regents, and Imperial ships "
                                "are in 1-arrow."));
        // said of the system the table came from, where they meet there too (it named 1-arrow
        // for a battle planned in 3-hex: cold play-test 67)
        QCOMPARE(whyNoBattleWhereTheyMeet(state, Ana, Bo, BattleDefender::Player, catalog(),
                                          at("3-hex")),
                 QStringLiteral("The Truce Law: Ana and Bo are both Regents, and Imperial ships "
                                "are in 3-hex."));
        QCOMPARE(whyNoBattleWhereTheyMeet(state, Ana, Cy, BattleDefender::Player, catalog()),
                 QString());
        // And a tapped system says it where the Battle button would be (it was only missing).
        QCOMPARE(whyNoBattleHere(state, Ana, at("1-arrow"), catalog()),
                 QStringLiteral("The Truce Law: Ana and Bo are both Regents, and Imperial ships "
                                "are in 1-arrow."));
        QCOMPARE(whyNoBattleHere(state, Ana, at("3-hex"), catalog()), QString()); // Cy, an Outlaw
        QCOMPARE(whyNoBattleHere(state, Bo, at("3-hex"), catalog()), QString());  // no ships there
        must(state, Tax{Ana, at("3-hex"), Cy});
        QCOMPARE(state.board.areas[Ana].captives[Cy], 1);
        // The Outlaw does not control an Empire-controlled system.
        const Tax outlaw{Cy, at("3-hex"), 0, std::nullopt, Side::Free};
        here.freeCities = {2, 0};
        QCOMPARE(problem(state, outlaw),
                 QStringLiteral("The Empire controls 3-hex: only a Regent with Loyal pieces there "
                                "controls it (the Presence Law)."));
        // Without the Empire, the most fresh ships control.
        state.board.at(at("3-hex")).imperialShips = {};
        state.board.at(at("3-hex")).players[Cy].ships = {2, 0};
        must(state, outlaw);
        QCOMPARE(problem(state, Tax{Bo, at("3-hex"), 0, std::nullopt, Side::Free}),
                 QStringLiteral("Bo does not control 3-hex: a Free city can only be taxed where "
                                "you have the most fresh ships."));
        // Only Free cities are taxed on the Free side, and only in a campaign.
        QCOMPARE(problem(state, Tax{Ana, at("3-hex"), 0, std::nullopt, Side::Empire}),
                 QStringLiteral("Only cities are taxed: a player's or a Free city."));
    }

    // Ships are built at a Free starport the player controls, one a turn; what is built where
    // someone else controls comes in damaged.
    void buildingAtFreeStarports() {
        GameState state = table({"3-hex", "4-hex"});
        SystemState &here = state.board.at(at("3-hex"));
        here.freeStarports = {1, 0};
        here.players[Ana].ships = {1, 0};
        here.players[Cy].starports = {1, 0};
        Correction free; // regression: the history said "the Free's fresh starports"
        free.side = Side::Free;
        free.system = at("3-hex");
        free.piece = Piece::Starport;
        free.value = 1;
        QCOMPARE(entryTitle(state, free, catalog()),
                 QStringLiteral("Corrected the fresh Free starports in 3-hex to 1"));
        const Build atFree{Ana, at("3-hex"), Piece::Ship, Side::Free};
        QCOMPARE(entryTitle(state, atFree, catalog()),
                 QStringLiteral("Ana built a ship at a Free starport in 3-hex"));
        must(state, atFree);
        QCOMPARE(state.board.at(at("3-hex")).players[Ana].ships, (FreshDamaged{2, 0}));
        QCOMPARE(problem(state, atFree),
                 QStringLiteral("The starport in 3-hex already built a ship this turn: one ship "
                                "per starport per turn."));
        QCOMPARE(problem(state, Build{Ana, at("3-hex"), Piece::City, Side::Free}),
                 QStringLiteral("A player builds their own pieces: a ship at a Free starport they "
                                "control, or their own ship, city or starport."));
        // Cy's own starport builds, damaged: Ana controls 3-hex.
        const Build cyShip{Cy, at("3-hex"), Piece::Ship};
        QCOMPARE(entryTitle(state, cyShip, catalog()),
                 QStringLiteral("Cy built a ship in 3-hex, damaged"));
        must(state, cyShip);
        QCOMPARE(state.board.at(at("3-hex")).players[Cy].ships, (FreshDamaged{0, 1}));
        // An Outlaw building in an Empire-controlled system builds damaged too.
        SystemState &imperial = state.board.at(at("4-hex"));
        imperial.imperialShips = {1, 0};
        imperial.freeStarports = {1, 0};
        imperial.players[Cy].starports = {1, 0};
        must(state, Build{Cy, at("4-hex"), Piece::Ship});
        QCOMPARE(state.board.at(at("4-hex")).players[Cy].ships, (FreshDamaged{0, 1}));
        QCOMPARE(problem(state, Build{Cy, at("4-hex"), Piece::Ship, Side::Free}),
                 QStringLiteral("The Empire controls 4-hex: only a Regent with Loyal pieces there "
                                "controls it (the Presence Law)."));
    }

    // Repairs: a Free building the player controls; an Imperial ship a Regent Commands.
    void repairingFreeBuildingsAndImperialShips() {
        GameState state = table({"3-hex"});
        SystemState &here = state.board.at(at("3-hex"));
        here.imperialShips = {1, 1};
        here.freeStarports = {0, 1};
        here.players[Ana].ships = {1, 0};
        here.players[Cy].ships = {3, 0};
        const Repair imperial{Ana, at("3-hex"), Piece::Ship, Side::Empire};
        QCOMPARE(entryTitle(state, imperial, catalog()),
                 QStringLiteral("Ana repaired an Imperial ship in 3-hex"));
        QCOMPARE(problem(state, Repair{Cy, at("3-hex"), Piece::Ship, Side::Empire}),
                 QStringLiteral("The Presence Law: only a Regent with Loyal pieces in an "
                                "Empire-controlled system repairs its Imperial ships; Cy does not "
                                "Command them in 3-hex."));
        must(state, Repair{Ana, at("3-hex"), Piece::Starport, Side::Free});
        must(state, imperial);
        QCOMPARE(state.board.at(at("3-hex")).imperialShips, (FreshDamaged{2, 0}));
        QCOMPARE(state.board.at(at("3-hex")).freeStarports, (FreshDamaged{1, 0}));
        QCOMPARE(problem(state, imperial),
                 QStringLiteral("There is no damaged Imperial ship in 3-hex."));
        QCOMPARE(problem(state, Repair{Ana, at("3-hex"), Piece::City, Side::Free}),
                 QStringLiteral("There is no damaged Free city in 3-hex."));
    }

    // The Movement Law: one Imperial ship for each Loyal ship moving with it, from where the
    // Regent Commands them.
    void theMovementLaw() {
        GameState state = table({"3-hex", "3-gate"});
        SystemState &here = state.board.at(at("3-hex"));
        here.imperialShips = {2, 1};
        here.players[Ana].ships = {1, 1};
        here.players[Cy].ships = {1, 0};
        const Move tooMany{Ana, at("3-hex"), at("3-gate"), 1, 1, 2, 1};
        QCOMPARE(problem(state, tooMany),
                 QStringLiteral("The Movement Law: one Imperial ship moves for each Loyal ship "
                                "moving with it; 3 Imperial for 2 Loyal."));
        QCOMPARE(problem(state, Move{Cy, at("3-hex"), at("3-gate"), 1, 0, 1, 0}),
                 QStringLiteral("The Presence Law: only a Regent with Loyal pieces in an "
                                "Empire-controlled system moves its Imperial ships; Cy does not "
                                "Command them in 3-hex."));
        QCOMPARE(problem(state, Move{Ana, at("3-hex"), at("3-gate"), 1, 1, 3, 0}),
                 QStringLiteral("The Empire has 2 fresh and 1 damaged ships in 3-hex."));
        const Move withFleet{Ana, at("3-hex"), at("3-gate"), 1, 1, 1, 1};
        QCOMPARE(entryTitle(state, withFleet, catalog()),
                 QStringLiteral("Ana moved 2 ships and 2 Imperial ships from 3-hex to 3-gate"));
        must(state, withFleet);
        QCOMPARE(state.board.at(at("3-hex")).imperialShips, (FreshDamaged{1, 0}));
        QCOMPARE(state.board.at(at("3-gate")).imperialShips, (FreshDamaged{1, 1}));
        QCOMPARE(state.board.at(at("3-gate")).players[Ana].ships, (FreshDamaged{1, 1}));
    }

    // Catapult moves end at gates as the rulebook lists for Empire, Regent and Outlaw control
    // and for Blight.
    void catapultStops() {
        GameState state = table({"2-gate"});
        Board &board = state.board;
        const SystemId gate = at("2-gate");
        // The Empire's gate stops an Outlaw only.
        board.at(gate).imperialShips = {1, 0};
        QVERIFY(catapultStopsAt(board, Cy, gate, false, true));
        QVERIFY(!catapultStopsAt(board, Bo, gate, false, true));
        // A Regent's gate stops an Outlaw and a Rival Regent alone, not one with Imperial ships.
        board.at(gate).imperialShips = {};
        board.at(gate).players[Ana].ships = {2, 0};
        QVERIFY(!catapultStopsAt(board, Ana, gate, false, true));
        QVERIFY(catapultStopsAt(board, Bo, gate, false, true));
        QVERIFY(!catapultStopsAt(board, Bo, gate, true, true));
        QVERIFY(catapultStopsAt(board, Cy, gate, false, true));
        // An Outlaw's gate stops Regents with Imperial ships alike.
        board.at(gate).players[Ana].ships = {};
        board.at(gate).players[Cy].ships = {1, 0};
        QVERIFY(catapultStopsAt(board, Bo, gate, true, true));
        QVERIFY(!catapultStopsAt(board, Cy, gate, false, true));
        // Blight stops everyone, even in a gate of their own.
        board.at(gate).blight = {0, 1};
        QVERIFY(catapultStopsAt(board, Cy, gate, false, true));
    }

    // A Free starport the player controls Catapults like a Loyal one.
    void catapultFromAFreeStarport() {
        GameState state = table({"2-hex", "2-gate", "1-gate", "3-gate"});
        Board &board = state.board;
        board.at(at("2-hex")).freeStarports = {1, 0};
        board.at(at("2-hex")).players[Ana].ships = {1, 0};
        const auto reached = [&](int seat) {
            return moveDestinations(board, seat, at("2-hex"), false, true, catalog());
        };
        QVERIFY(reached(Ana).contains(at("3-gate")));
        board.at(at("2-hex")).players[Bo].ships = {2, 0}; // Bo controls: no Catapult for Ana
        QVERIFY(!reached(Ana).contains(at("3-gate")));
        QVERIFY(reached(Ana).contains(at("2-gate")));
        QCOMPARE(problem(state, Move{Ana, at("2-hex"), at("3-gate"), 1, 0}),
                 QStringLiteral("3-gate cannot be reached from 2-hex in one move."));
    }

    // The Truce Law keeps a card's destruction off a Rival Regent where Imperial ships are.
    void theTruceLawSparesRivalRegents() {
        GameState state = table({"3-hex"});
        SystemState &here = state.board.at(at("3-hex"));
        here.imperialShips = {0, 1};
        here.players[Bo].ships = {1, 0};
        here.players[Cy].ships = {1, 0};
        QCOMPARE(problem(state, DestroyPiece{Ana, at("3-hex"), Bo, Piece::Ship}),
                 QStringLiteral("The Truce Law: Ana and Bo are both Regents, and Imperial ships "
                                "are in 3-hex."));
        must(state, DestroyPiece{Ana, at("3-hex"), Cy, Piece::Ship});
        QCOMPARE(problem(state, DestroyPiece{Cy, at("3-hex"), Bo, Piece::Ship}), QString());
    }

    // A Regent attacking may add the Imperial ships there; as proposed, they take the attacker's
    // hits first. The Outlaw takes those destroyed as Trophies.
    void aRegentAttacksWithImperialShips() {
        GameState state = table({"3-hex"});
        const SystemId here = at("3-hex");
        state.board.at(here).imperialShips = {1, 0};
        state.board.at(here).players[Ana].ships = {1, 0};
        state.board.at(here).players[Cy].ships = {2, 0};
        const BattleSetup setup =
            battleSetupAt(state.board, Ana, Cy, here, BattleDefender::Player, true);
        QCOMPARE(setup.attacker.ships, (FreshDamaged{2, 0}));
        QCOMPARE(setup.defender.ships, (FreshDamaged{2, 0}));
        QVERIFY(setup.imperialAttacking);
        const RolledDice dice{{2, 2}, {}, {}}; // 2 hits and a self-hit each
        const BattleResolution rolled = resolveBattle(setup, dice, catalog().dice);
        QCOMPARE(rolled.taken.attackerShips, 2);
        QCOMPARE(imperialShipsFirst({1, 0}, {1, 0}, 2), (ShipsAfter{{1, 0}, {0, 0}}));
        BattleResult battle{Ana,    Cy,    here, dice,  {1, 0},
                            {0, 0}, {},    {},   false, BattleDefender::Player,
                            true,   {0, 0}};
        QCOMPARE(entryTitle(state, battle, catalog()),
                 QStringLiteral("Ana battled Cy in 3-hex: 2 Trophies to Ana, 1 to Cy"));
        must(state, battle);
        QCOMPARE(state.board.at(here).imperialShips, (FreshDamaged{0, 0}));
        QCOMPARE(state.board.areas[Cy].campaignTrophies.imperialShips, 1);
        QCOMPARE(state.board.areas[Ana].trophies[Cy].ships, 2);
        // Without them, the same battle would be Ana's ship alone.
        QCOMPARE(battleSetupAt(state.board, Ana, Cy, here).attacker.ships, (FreshDamaged{1, 0}));
    }

    // A Regent defending must add the Imperial ships there; only a Regent adds them attacking;
    // two Regents never battle where Imperial ships are (the Truce Law).
    void aRegentDefendsWithImperialShips() {
        GameState state = table({"3-hex"});
        const SystemId here = at("3-hex");
        state.board.at(here).imperialShips = {1, 0};
        state.board.at(here).players[Ana].ships = {1, 0};
        state.board.at(here).players[Bo].ships = {1, 0};
        state.board.at(here).players[Cy].ships = {2, 0};
        QCOMPARE(problem(state, BattleResult{Ana, Bo, here, {{1}, {}, {}}, {1, 0}, {1, 0}, {}, {}}),
                 QStringLiteral("The Truce Law: Ana and Bo are both Regents, and Imperial ships "
                                "are in 3-hex."));
        // A Regent with nothing there defends nothing: the Imperial ships stay out of forces
        // planned against them (Battle & Dice gave Cy 3 Imperial ships in 3-gate, where Cy had
        // nothing; a cold play-test).
        state.board.at(here).players[Bo].ships = {};
        QCOMPARE(battleSetupAt(state.board, Cy, Bo, here).imperialShips, (FreshDamaged{}));
        QCOMPARE(battleSetupAt(state.board, Cy, Bo, here).defender.ships, (FreshDamaged{}));
        state.board.at(here).players[Bo].ships = {1, 0};
        const BattleSetup setup = battleSetupAt(state.board, Cy, Bo, here);
        QCOMPARE(setup.defender.ships, (FreshDamaged{2, 0}));
        QCOMPARE(setup.imperialShips, (FreshDamaged{1, 0}));
        QVERIFY(!setup.imperialAttacking);
        const RolledDice dice{{1, 3}, {}, {}}; // 2 hits; 1 hit and an intercept
        const BattleResolution rolled = resolveBattle(setup, dice, catalog().dice);
        QCOMPARE(rolled.taken.defenderShips, 3);
        QCOMPARE(rolled.attackerAfter.ships, (FreshDamaged{0, 2}));
        QCOMPARE(imperialShipsFirst({1, 0}, {1, 0}, 3), (ShipsAfter{{0, 1}, {0, 0}}));
        BattleResult battle{Cy,     Bo,    here, dice,  {0, 2},
                            {0, 1}, {},    {},   false, BattleDefender::Player,
                            false,  {0, 0}};
        QCOMPARE(problem(state, BattleResult{Cy,
                                             Bo,
                                             here,
                                             dice,
                                             {0, 2},
                                             {0, 1},
                                             {},
                                             {},
                                             false,
                                             BattleDefender::Player,
                                             true,
                                             {0, 0}}),
                 QStringLiteral("Cy is an Outlaw: only a Regent adds Imperial ships to their "
                                "attack."));
        // The hits are Bo's to take as they choose: their own ship destroyed instead does too.
        QCOMPARE(problem(state, BattleResult{Cy,
                                             Bo,
                                             here,
                                             dice,
                                             {0, 2},
                                             {0, 0},
                                             {},
                                             {},
                                             false,
                                             BattleDefender::Player,
                                             false,
                                             {0, 1}}),
                 QString());
        QCOMPARE(entryTitle(state, battle, catalog()),
                 QStringLiteral("Cy battled Bo in 3-hex: 1 Trophy to Cy, 0 to Bo; 2 of Cy's ships "
                                "damaged, 1 of Bo's ships damaged"));
        must(state, battle);
        QCOMPARE(state.board.at(here).imperialShips, (FreshDamaged{0, 0}));
        QCOMPARE(state.board.at(here).players[Bo].ships, (FreshDamaged{0, 1}));
        QCOMPARE(state.board.areas[Cy].campaignTrophies.imperialShips, 1);
    }

    // Raiding the Free States gains exactly one resource of the planet's type, once a battle.
    void raidingTheFreeStates() {
        GameState state = table({"3-hex"});
        const SystemId here = at("3-hex"); // a Weapon planet
        state.board.at(here).freeCities = {1, 0};
        state.board.at(here).players[Ana].ships = {1, 0};
        const int weapons = state.board.areas[Ana].resources.count(ResourceType::Weapon);
        const RolledDice dice{{}, {}, {3}}; // a building hit and a key
        must(state,
             BattleResult{
                 Ana, 0, here, dice, {1, 0}, {}, {0, 1}, {}, false, BattleDefender::FreeStates});
        QCOMPARE(state.board.at(here).freeCities, (FreshDamaged{0, 1}));
        QCOMPARE(problem(state, Raid{Ana, 0, {}}),
                 QStringLiteral("The Free States yield one resource of the planet's type: raid "
                                "them for it."));
        const Raid loot{Ana, std::nullopt, {}, std::nullopt, Side::Free};
        QCOMPARE(entryTitle(state, loot, catalog()),
                 QStringLiteral("Ana raided the Free States in 3-hex: +1 Weapon"));
        must(state, loot);
        QCOMPARE(state.board.areas[Ana].resources.count(ResourceType::Weapon), weapons + 1);
        QCOMPARE(problem(state, loot),
                 QStringLiteral("Raiding spends the keys of a battle just fought by this "
                                "player."));
    }

    // An Act saved before the app knew the Empire's laws replays as it was entered: Catapults
    // through Blight, Regents battling Regents beside Imperial ships, defending without them.
    void anActRecordedBeforeTheLawsReplaysAsEntered() {
        GameState state = table({"2-hex", "2-gate", "3-gate", "3-hex"});
        Board &board = state.board;
        board.at(at("2-gate")).blight = {0, 1};
        board.at(at("2-hex")).players[Ana].starports = {1, 0};
        board.at(at("2-hex")).players[Ana].ships = {1, 0};
        board.at(at("3-hex")).imperialShips = {1, 0};
        board.at(at("3-hex")).players[Ana].ships = {1, 0};
        board.at(at("3-hex")).players[Bo].ships = {1, 0};
        const Move throughBlight{Ana, at("2-hex"), at("3-gate"), 1, 0};
        const BattleResult regents{Ana, Bo, at("3-hex"), {{6}, {}, {}}, {1, 0}, {1, 0}, {}, {}};
        QVERIFY(!problem(state, throughBlight).isEmpty());
        QVERIFY(!problem(state, regents).isEmpty());
        state.setup.empireLaws = false;
        QCOMPARE(problem(state, throughBlight), QString());
        QCOMPARE(problem(state, regents), QString());
        QCOMPARE(
            battleSetupAt(state.board, Cy, Bo, at("3-hex"), BattleDefender::Player, false, false)
                .defender.ships,
            (FreshDamaged{1, 0}));
        // A campaign's setup says so in the file; one without the field is such an Act.
        GameSetup setup = state.setup;
        setup.empireLaws = true;
        QCOMPARE(GameSetup::fromJson(setup.toJson(), nullptr)->empireLaws, true);
        QJsonObject old = setup.toJson();
        old.remove(QLatin1String("empireLaws"));
        QCOMPARE(GameSetup::fromJson(old, nullptr)->empireLaws, false);
    }

    // The table playing on such an Act takes the laws up from an entry on: what came before
    // stands, what comes after is checked. Once is enough, and only an Act has them.
    void anActRecordedBeforeTheLawsTakesThemUp() {
        GameState state = table({"3-hex"});
        state.board.at(at("3-hex")).imperialShips = {1, 0};
        state.board.at(at("3-hex")).players[Ana].ships = {1, 0};
        state.board.at(at("3-hex")).players[Bo].ships = {1, 0};
        state.setup.empireLaws = false;
        const BattleResult regents{Ana, Bo, at("3-hex"), {{6}, {}, {}}, {1, 0}, {1, 0}, {}, {}};
        QCOMPARE(problem(state, regents), QString());
        const Entry takeUp = FollowEmpireLaws{};
        QCOMPARE(problem(state, takeUp), QString());
        QCOMPARE(entryTitle(state, takeUp, catalog()),
                 QStringLiteral("The Empire's laws checked from here on"));
        const GameState after = applyEntry(state, takeUp, catalog());
        QVERIFY(after.setup.empireLaws);
        QCOMPARE(problem(after, regents),
                 QStringLiteral("The Truce Law: Ana and Bo are both Regents, and Imperial ships "
                                "are in 3-hex."));
        QCOMPARE(problem(after, takeUp),
                 QStringLiteral("This Act follows the Empire's laws already."));
        // As the journal spells it, and read back.
        QCOMPARE(entryToJson(takeUp), (QJsonObject{{"action", "followEmpireLaws"}}));
        QString error;
        QCOMPARE(entryFromJson(entryToJson(takeUp), &error), std::optional<Entry>(takeUp));
        GameState base = state;
        base.setup.act.reset();
        QCOMPARE(problem(base, takeUp),
                 QStringLiteral("Only a campaign Act has the Empire's laws."));
    }

    // Card effects and deals the table makes (Empire Falls, Parade Fleets, a Summit deal): the
    // First Regent tile and each player's title are recorded, refused only where the rules
    // forbid the result (an Outlaw holding the tile).
    void theTableRecordsTheTileAndTheTitles() {
        GameState state = table({}); // Ana holds the tile; Bo is a Regent, Cy an Outlaw
        QCOMPARE(state.campaign->firstRegent, std::optional<int>(Ana));
        const auto correction = [](CorrectionTarget target, int player, int value) {
            Correction c;
            c.target = target;
            c.player = player;
            c.value = value;
            return c;
        };
        const Correction cyTakes = correction(CorrectionTarget::FirstRegent, Cy, 1);
        QCOMPARE(problem(state, cyTakes),
                 QStringLiteral("Cy is an Outlaw: only a Regent holds the First Regent tile. Make "
                                "them a Regent first."));
        QCOMPARE(problem(state, correction(CorrectionTarget::Title, Ana, 0)),
                 QStringLiteral("Ana holds the First Regent tile: give the tile to another Regent "
                                "(or to nobody) first."));
        QCOMPARE(problem(state, correction(CorrectionTarget::Title, Cy, 0)),
                 QStringLiteral("Cy is an Outlaw already."));
        QCOMPARE(problem(state, correction(CorrectionTarget::FirstRegent, Bo, 0)),
                 QStringLiteral("Bo does not hold the First Regent tile."));
        QCOMPARE(problem(state, correction(CorrectionTarget::FirstRegent, Ana, 1)),
                 QStringLiteral("Ana holds the First Regent tile already."));

        const Correction cyRegent = correction(CorrectionTarget::Title, Cy, 1);
        QCOMPARE(entryTitle(state, cyRegent, catalog()), QStringLiteral("Table: Cy is a Regent"));
        must(state, cyRegent);
        QVERIFY(isRegent(state.board, Cy));
        QCOMPARE(entryTitle(state, cyTakes, catalog()),
                 QStringLiteral("Table: Cy takes the First Regent tile"));
        must(state, cyTakes); // one holder: the tile leaves Ana
        QCOMPARE(state.campaign->firstRegent, std::optional<int>(Cy));
        must(state, correction(CorrectionTarget::Title, Ana, 0)); // Ana is free to leave now
        QVERIFY(!isRegent(state.board, Ana));
        const Correction nobody = correction(CorrectionTarget::FirstRegent, Cy, 0);
        QCOMPARE(entryTitle(state, nobody, catalog()),
                 QStringLiteral("Table: Cy gives up the First Regent tile; nobody holds it"));
        must(state, nobody);
        QCOMPARE(state.campaign->firstRegent, std::nullopt);
        // In the journal as any correction.
        QString error;
        QCOMPARE(entryFromJson(entryToJson(nobody), &error), std::optional<Entry>(nobody));
        // Silver-Tongues steals from the Trust; a card changes the policy; a deal gives Favors.
        Correction trust = correction(CorrectionTarget::Trust, 0, 2);
        QCOMPARE(problem(state, trust),
                 QStringLiteral("Name the resource the Imperial Trust holds."));
        trust.resource = ResourceType::Relic;
        QCOMPARE(entryTitle(state, trust, catalog()),
                 QStringLiteral("Table: the Imperial Trust holds 2 Relic"));
        must(state, trust);
        QCOMPARE(state.board.imperialTrust.count(ResourceType::Relic), 2);
        trust.value = 0;
        must(state, trust);
        QCOMPARE(state.board.imperialTrust.count(ResourceType::Relic), 0);
        Correction policy = correction(CorrectionTarget::Policy, 0, 0);
        policy.card = nameOf(state.campaign->policy);
        QVERIFY(problem(state, policy).endsWith(QStringLiteral(" is the policy already.")));
        policy.card = QStringLiteral("anarchy");
        QCOMPARE(problem(state, policy),
                 QStringLiteral("The Imperial policy is war, peace or escalation."));
        policy.card = state.campaign->policy == ImperialPolicy::Peace ? QStringLiteral("war")
                                                                      : QStringLiteral("peace");
        must(state, policy);
        QCOMPARE(nameOf(state.campaign->policy), policy.card);
        Correction favors = correction(CorrectionTarget::Favors, Bo, 2);
        favors.owner = Bo;
        QCOMPARE(
            problem(state, favors),
            QStringLiteral("A Favor is a Rival's agent: choose another player at this table."));
        favors.owner = Ana;
        QCOMPARE(entryTitle(state, favors, catalog()),
                 QStringLiteral("Table: Bo holds 2 of Ana's Favors"));
        must(state, favors);
        QCOMPARE(state.board.areas[Bo].favors[Ana], 2);
        favors.value = 11; // more agents than Ana has
        QVERIFY(!problem(state, favors).isEmpty());
        // Blight Looms gives Trophies of the campaign's pieces.
        Correction trophies = correction(CorrectionTarget::CampaignTrophies, Bo, 2);
        QCOMPARE(problem(state, trophies),
                 QStringLiteral("A Rival's pieces are Trophies by whose they are: correct them "
                                "beside that Rival."));
        trophies.side = Side::Free;
        QCOMPARE(problem(state, trophies), QStringLiteral("Free pieces are cities and starports."));
        trophies.side = Side::Empire;
        trophies.piece = Piece::City;
        QVERIFY(problem(state, trophies).startsWith(QStringLiteral("The Empire has ships only")));
        trophies.side = Side::Blight;
        trophies.piece = Piece::Ship;
        QCOMPARE(entryTitle(state, trophies, catalog()),
                 QStringLiteral("Table: Bo's Trophies hold 2 Blight"));
        const int heldBefore = state.board.areas[Bo].trophyCount();
        must(state, trophies);
        QCOMPARE(state.board.areas[Bo].campaignTrophies.blight, 2);
        QCOMPARE(state.board.areas[Bo].trophyCount(), heldBefore + 2);
        Correction starports = trophies;
        starports.side = Side::Free;
        starports.piece = Piece::Starport;
        starports.value = 1;
        QCOMPARE(entryTitle(state, starports, catalog()),
                 QStringLiteral("Table: Bo's Trophies hold 1 Free starports"));
        must(state, starports);
        QCOMPARE(state.board.areas[Bo].campaignTrophies,
                 (CampaignTrophies{
                     .imperialShips = 0, .freeCities = 0, .freeStarports = 1, .blight = 2}));
        QCOMPARE(entryFromJson(entryToJson(starports), &error), std::optional<Entry>(starports));
        QCOMPARE(entryToJson(starports).value(QStringLiteral("side")).toString(),
                 QStringLiteral("free"));
        // A base game has neither.
        GameState base = applyEntry(GameState{}, StartGame{GameSetup::demo(), 1}, catalog());
        QCOMPARE(problem(base, correction(CorrectionTarget::Title, 0, 0)),
                 QStringLiteral("Only a campaign has Regents and Outlaws."));
        QCOMPARE(problem(base, trophies),
                 QStringLiteral("Only a campaign has Imperial, Free and Blight Trophies."));
    }

    // A Fate token Loyal to a player is their piece for the Presence Law and for building
    // beside; one that is nobody's (the default) is no one's piece.
    void aLoyalFateTokenIsALoyalPiece() {
        GameState state = table({"3-hex"});
        SystemState &here = state.board.at(at("3-hex"));
        here.imperialShips = {1, 0};
        must(state, PlaceFateToken{at("3-hex"), {QStringLiteral("Portal")}});
        QVERIFY(!commandsImperialFleet(state.board, Ana, at("3-hex")));
        QCOMPARE(problem(state, Build{Ana, at("3-hex"), Piece::City}),
                 QStringLiteral("Ana has no piece in 3-hex: build where you have a ship or "
                                "building."));
        const PlaceFateToken seat{at("3-hex"), {QStringLiteral("Seat"), Ana, true, false}};
        QCOMPARE(entryTitle(state, seat, catalog()),
                 QStringLiteral("Placed the Seat token in 3-hex (Loyal to Ana, damaged)"));
        must(state, seat);
        QVERIFY(commandsImperialFleet(state.board, Ana, at("3-hex")));
        QVERIFY(controls(state.board, Ana, at("3-hex")));
        QCOMPARE(problem(state, Build{Ana, at("3-hex"), Piece::City}), QString());
        QCOMPARE(problem(state, PlaceFateToken{at("3-hex"), {QStringLiteral("Seat"), 5}}),
                 QStringLiteral("Choose a player at this table."));
        QCOMPARE(problem(state, PlaceFateToken{at("3-hex"), {QStringLiteral(" ")}}),
                 QStringLiteral("A Fate token needs its name, without spaces around it."));
        Correction remove;
        remove.target = CorrectionTarget::FateToken;
        remove.system = at("3-hex");
        remove.card = QStringLiteral("Seat");
        must(state, remove);
        QCOMPARE(state.board.at(at("3-hex")).fateTokens,
                 QList<FateToken>{{QStringLiteral("Portal")}});
        // The entry and the board read back as written; a token's name alone is a plain one.
        QString error;
        QCOMPARE(entryFromJson(entryToJson(seat), &error), std::optional<Entry>(seat));
        QCOMPARE(fateTokenToJson({QStringLiteral("Portal")}), QJsonValue(QStringLiteral("Portal")));
        QCOMPARE(fateTokenFromJson(QJsonValue(QStringLiteral("Portal")), 3, &error),
                 std::optional<FateToken>(FateToken{QStringLiteral("Portal")}));
        QCOMPARE(fateTokenFromJson(fateTokenToJson(seat.token), 3, &error),
                 std::optional<FateToken>(seat.token));
        QVERIFY(!fateTokenFromJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("Seat")},
                                               {QStringLiteral("loyalTo"), 3}},
                                   3, &error));
        QCOMPARE(error, QStringLiteral("a token Loyal to a seat of the table"));
    }

    // Free buildings and Imperial ships belong to a campaign.
    void aBaseGameHasNoFreeBuildings() {
        GameState state = table({"3-hex"});
        state.campaign.reset();
        QCOMPARE(problem(state, Tax{Ana, at("3-hex"), 0, std::nullopt, Side::Free}),
                 QStringLiteral("Only a campaign has Free buildings and Imperial ships."));
    }

    // The sides and the Imperial ships are written only when used: earlier files read the same.
    void theNewFieldsReadBackAsWritten() {
        const QList<Entry> entries{BattleResult{0,
                                                2,
                                                at("2-hex"),
                                                {{1}, {}, {}},
                                                {1, 0},
                                                {0, 1},
                                                {},
                                                {},
                                                false,
                                                BattleDefender::Player,
                                                true,
                                                {0, 1}},
                                   Tax{0, at("2-hex"), 0, 1, Side::Free},
                                   Build{1, at("2-hex"), Piece::Ship, Side::Free},
                                   Repair{2, at("2-gate"), Piece::Ship, Side::Empire},
                                   Move{0, at("2-hex"), at("2-gate"), 1, 0, 1, 0},
                                   Move{0, at("2-hex"), at("2-gate"), 1, 0},
                                   Raid{0, std::nullopt, {}, 2, Side::Free}};
        for (const Entry &entry : entries) {
            QString error;
            const auto read = entryFromJson(entryToJson(entry), &error);
            QVERIFY2(read, qPrintable(error));
            QVERIFY(*read == entry);
        }
        const QJsonObject plain = entryToJson(Move{0, at("2-hex"), at("2-gate"), 1, 0});
        QVERIFY(!plain.contains(QLatin1String("imperialFresh")));
        QVERIFY(!entryToJson(Tax{0, at("2-hex"), 1}).contains(QLatin1String("side")));
    }
};

QTEST_GUILESS_MAIN(TestEmpire)
#include "tst_empire.moc"
