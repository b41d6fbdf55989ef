// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignGame.h"
#include "Entries.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "rules/Battle.h"
#include "rules/BlightCrisis.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignLog.h"
#include "rules/EntryRules.h"
#include "rules/FlagshipEntries.h"
#include "rules/Flagships.h"
#include "rules/Intermission.h"
#include "state/BoardJson.h"

#include <QJsonArray>
#include <QTest>

using namespace arcs;
using arcs::test::at;
using arcs::test::catalog;
using arcs::test::lead;
using namespace arcs::test::campaign;

namespace {

constexpr int Pathfinder = 9;
// Board positions (components §6c): Upgrade planet → Armor planet.
constexpr FlagshipSlot tractorBeam{2, false};     // Relic → Weapon
constexpr FlagshipSlot tractorBeamArmor{2, true}; //
constexpr FlagshipSlot defenseArray{4, false};    // Weapon → Psionic
constexpr FlagshipSlot shipCrane{5, false};       // Material → Fuel
constexpr FlagshipSlot hull{6, false};            // any planet
constexpr FlagshipSlot hullArmor{6, true};        //

// A two-player Act I mid-turn, actions not counted, Ana playing the Pathfinder, with every
// system emptied but for `pieces` placed by the test.
GameState table() {
    GameState state = actOne(2);
    must(state, lead(Ana, Suit::Administration, 4));
    state.setup.turnsCounted = false;
    state.campaign->fates[Ana] = Pathfinder;
    for (SystemState &here : state.board.systems) {
        here = SystemState{};
        here.players = QList<PiecesHere>(2);
    }
    return state;
}

// Ana's Flagship, already gained, at `system`.
GameState withFlagship(const char *system) {
    GameState state = table();
    state.board.at(at(system)).players[Ana].ships = {1, 0};
    must(state, GainFlagship{Ana, at(system)});
    return state;
}

QString problem(const GameState &state, const Entry &entry) {
    return entryProblem(state, entry, catalog());
}

Build onFlagship(const char *system, Piece piece, FlagshipSlot slot) {
    return Build{Ana, at(system), piece, Side::Player, slot};
}

} // namespace

// A campaign player's Flagship (Blighted Reach "Flagships"; components §6c and §5b errata).
class TestFlagship : public QObject {
    Q_OBJECT

private slots:
    // Each slot is named as printed on the board (the translation's source), Armor after it.
    void slotsAreNamedAsPrinted() {
        for (const FlagshipUpgrade &printed : catalog().campaign.flagshipUpgrades) {
            QCOMPARE(upgradeName(printed.upgrade), printed.name);
            QCOMPARE(slotName({printed.position, false}, catalog()), printed.name);
            QCOMPARE(slotName({printed.position, true}, catalog()), printed.name + " Armor");
        }
        QCOMPARE(slotName({6, false}, catalog()), QStringLiteral("Hull"));
    }

    // Gaining it: the piece where they have a Loyal piece, every Loyal building on the map a
    // Free one of the same type, damaged ones still damaged.
    void gainingAFlagshipFreesTheLoyalBuildings() {
        GameState state = table();
        state.board.at(at("1-arrow")).players[Ana] = {{2, 0}, {1, 1}, {0, 0}};
        state.board.at(at("2-hex")).players[Ana].starports = {1, 0};
        state.board.at(at("2-hex")).freeCities = {1, 0};
        // Two cities built open slot 4; back on the board they cover it: its Relic moves left.
        state.board.areas[Ana].resources = {ResourceType::Fuel,  std::nullopt, std::nullopt,
                                            ResourceType::Relic, std::nullopt, std::nullopt};
        QCOMPARE(problem(state, GainFlagship{Bo, at("1-arrow")}),
                 QStringLiteral("Bo's Fate gives no Flagship: only Pathfinder, Hegemon, Planet "
                                "Breaker, Pirate do."));
        QCOMPARE(problem(state, GainFlagship{Ana, at("3-hex")}),
                 QStringLiteral("Ana has no Loyal piece in 3-hex: the Flagship goes where they "
                                "have one."));
        must(state, GainFlagship{Ana, at("1-arrow")});
        const Board &board = state.board;
        QCOMPARE(board.areas[Ana].flagship, std::optional<Flagship>(Flagship{at("1-arrow")}));
        QCOMPARE(board.at(at("1-arrow")).players[Ana], (PiecesHere{{2, 0}, {}, {}}));
        QCOMPARE(board.at(at("1-arrow")).freeCities, (FreshDamaged{1, 1}));
        QCOMPARE(board.at(at("2-hex")).freeStarports, (FreshDamaged{1, 0}));
        QCOMPARE(board.at(at("2-hex")).freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(inSupply(board, Ana, catalog()).cities, 5);
        QCOMPARE(board.areas[Ana].resources,
                 (QList<std::optional<ResourceType>>{ResourceType::Fuel, ResourceType::Relic,
                                                     std::nullopt, std::nullopt, std::nullopt,
                                                     std::nullopt}));
        QCOMPARE(problem(state, GainFlagship{Ana, at("1-arrow")}),
                 QStringLiteral("Ana already has a Flagship, in 1-arrow."));
        QCOMPARE(entryTitle(table(), GainFlagship{Ana, at("1-gate")}, catalog()),
                 QStringLiteral("Ana's Flagship placed in 1-gate with 3 fresh ships; their Loyal "
                                "buildings on the map are Free buildings now"));
    }

    // With no Loyal piece on the map (FAQ): the Flagship goes to a gate with 3 fresh ships.
    void withNoLoyalPiecesTheFlagshipGoesToAGate() {
        GameState state = table();
        QCOMPARE(problem(state, GainFlagship{Ana, at("1-arrow")}),
                 QStringLiteral("Ana has no Loyal piece on the map: the Flagship goes to a gate, "
                                "with 3 ships."));
        must(state, GainFlagship{Ana, at("1-gate")});
        QCOMPARE(state.board.at(at("1-gate")).players[Ana].ships, (FreshDamaged{3, 0}));
        QVERIFY(flagshipIn(state.board, Ana, at("1-gate")));
        QVERIFY(!eliminated(state.board, Ana));
    }

    // Upgrades at a planet of the slot's type (Hull at any planet), Armor only over a fresh
    // Upgrade, never a Loyal city or starport on the map.
    void buildingUpgradesAndArmor() {
        GameState state = withFlagship("2-hex"); // Relic
        QCOMPARE(problem(state, onFlagship("2-hex", Piece::City, defenseArray)),
                 QStringLiteral("Defense Array is built with the Flagship at a Weapon planet; "
                                "2-hex is Relic."));
        QCOMPARE(problem(state, onFlagship("2-hex", Piece::Starport, tractorBeamArmor)),
                 QStringLiteral("Armor is built only over a fresh Upgrade: Ana's Tractor Beam is "
                                "not built."));
        QCOMPARE(problem(state, Build{Ana, at("2-hex"), Piece::City}),
                 QStringLiteral("Ana has a Flagship: their cities and starports are built on its "
                                "board, as Upgrades and Armor."));
        QCOMPARE(problem(state, onFlagship("3-hex", Piece::City, tractorBeam)),
                 QStringLiteral("Ana's Flagship is in 2-hex, not 3-hex."));
        must(state, onFlagship("2-hex", Piece::City, tractorBeam));
        QCOMPARE(problem(state, onFlagship("2-hex", Piece::City, tractorBeam)),
                 QStringLiteral("Ana's Tractor Beam slot is already built."));
        must(state, onFlagship("2-hex", Piece::Starport, hull));
        // Armor at a planet of its own type: the Tractor Beam's at a Weapon planet.
        QCOMPARE(problem(state, onFlagship("2-hex", Piece::City, tractorBeamArmor)),
                 QStringLiteral("Tractor Beam Armor is built with the Flagship at a Weapon "
                                "planet; 2-hex is Relic."));
        must(state, Move{Ana, at("2-hex"), at("2-gate"), 0, 0, 0, 0, true});
        QCOMPARE(problem(state, onFlagship("2-gate", Piece::City, hullArmor)),
                 QStringLiteral("The Flagship is in a gate: Hull Armor is built at a planet."));
        must(state, Move{Ana, at("2-gate"), at("2-crescent"), 0, 0, 0, 0, true}); // Weapon
        must(state, onFlagship("2-crescent", Piece::City, tractorBeamArmor));
        const Flagship &flagship = *state.board.areas[Ana].flagship;
        QCOMPARE(flagship.at(tractorBeam), (std::optional<FlagshipBuilding>{{Building::City}}));
        QCOMPARE(flagship.at(tractorBeamArmor),
                 (std::optional<FlagshipBuilding>{{Building::City}}));
        QCOMPARE(flagship.at(hull), (std::optional<FlagshipBuilding>{{Building::Starport}}));
        // Cities on the Flagship's board open resource slots like cities on the map.
        QCOMPARE(citiesBuilt(state.board, Ana), 2);
        QCOMPARE(inSupply(state.board, Ana, catalog()).starports, 4);
        QCOMPARE(flagshipLetters(flagship, catalog()),
                 QStringLiteral("Tractor Beam C + Armor C · Hull S"));
    }

    // Errata: built damaged where someone else controls the Flagship's system; repairing the
    // Flagship repairs an Upgrade or Armor.
    void builtDamagedWhereARivalControlsAndRepaired() {
        GameState state = withFlagship("1-hex"); // Material
        state.board.at(at("1-hex")).players[Bo].ships = {3, 0};
        must(state, onFlagship("1-hex", Piece::City, shipCrane));
        QCOMPARE(state.board.areas[Ana].flagship->at(shipCrane),
                 (std::optional<FlagshipBuilding>{{Building::City, true}}));
        QCOMPARE(problem(state, onFlagship("1-hex", Piece::City, {5, true})),
                 QStringLiteral("Armor is built only over a fresh Upgrade: Ana's Ship Crane is "
                                "damaged."));
        const Repair repair{Ana, at("1-hex"), Piece::City, Side::Player, shipCrane};
        QCOMPARE(entryTitle(state, repair, catalog()),
                 QStringLiteral("Ana repaired their Flagship's Ship Crane"));
        must(state, repair);
        QCOMPARE(state.board.areas[Ana].flagship->at(shipCrane),
                 (std::optional<FlagshipBuilding>{{Building::City, false}}));
        QCOMPARE(problem(state, repair), QStringLiteral("Ana's Ship Crane is not damaged."));
    }

    // The table corrects a slot to match the real board: a Fate's setup or a card built it.
    void aSlotIsCorrectedToMatchTheTable() {
        GameState state = withFlagship("1-hex");
        const CorrectFlagshipSlot starport{Ana, {1, false}, FlagshipBuilding{Building::Starport}};
        // Regression (play-test): an Armor could be corrected onto an empty Upgrade.
        QCOMPARE(problem(state, CorrectFlagshipSlot{Ana, {1, true}, FlagshipBuilding{}}),
                 QStringLiteral("Ana's Slipstream Drive Armor stands on its Upgrade, Slipstream "
                                "Drive, which is empty: correct the Upgrade first."));
        QCOMPARE(entryTitle(state, starport, catalog()),
                 QStringLiteral("Corrected Ana's Slipstream Drive to a starport"));
        must(state, starport);
        QCOMPARE(problem(state, starport), QStringLiteral("Ana's Slipstream Drive is already so."));
        must(state, CorrectFlagshipSlot{Ana, {1, true}, FlagshipBuilding{Building::City, true}});
        QCOMPARE(flagshipLetters(*state.board.areas[Ana].flagship, catalog()),
                 QStringLiteral("Slipstream Drive S + Armor C"));
        QCOMPARE(problem(state, CorrectFlagshipSlot{Ana, {1, false}, std::nullopt}),
                 QStringLiteral("Ana's Slipstream Drive has its Armor, Slipstream Drive Armor, "
                                "on it: correct the Armor away first."));
        must(state, CorrectFlagshipSlot{Ana, {1, true}, std::nullopt});
        QCOMPARE(state.board.areas[Ana].flagship->at({1, true}), std::nullopt);
        QCOMPARE(problem(state, CorrectFlagshipSlot{Bo, {1, true}, std::nullopt}),
                 QStringLiteral("Bo has no Flagship."));
        QCOMPARE(problem(state, CorrectFlagshipSlot{Ana, {7, true}, std::nullopt}),
                 QStringLiteral("A Flagship board has Upgrades 1 to 6, not 7."));
        QString error;
        QCOMPARE(entryFromJson(entryToJson(starport), &error), std::optional<Entry>(starport));
    }

    // Ships at the Flagship: 1 a turn, 2 with the Ship Crane (damaged or not).
    void shipsBuiltAtTheFlagship() {
        GameState state = withFlagship("1-hex");
        const Build ship{Ana, at("1-hex"), Piece::Ship};
        must(state, ship);
        QCOMPARE(problem(state, ship),
                 QStringLiteral("Ana already built a ship at their Flagship this turn: 1 ship a "
                                "turn (2 with the Ship Crane)."));
        must(state, onFlagship("1-hex", Piece::Starport, shipCrane));
        must(state, ship);
        QCOMPARE(problem(state, ship),
                 QStringLiteral("Ana already built 2 ships at their Flagship this turn: 2 ships "
                                "a turn with the Ship Crane."));
        QCOMPARE(state.board.at(at("1-hex")).players[Ana].ships, (FreshDamaged{3, 0}));
    }

    // The Flagship is a fresh Loyal ship: it counts for control and moves with the Loyal
    // ships, an Imperial ship beside it under the Movement Law.
    void theFlagshipControlsAndMoves() {
        GameState state = withFlagship("1-hex");
        state.board.at(at("1-hex")).players[Bo].ships = {1, 0};
        QCOMPARE(controller(state.board, at("1-hex")), std::optional<int>(Ana));
        state.board.at(at("1-hex")).players[Ana].ships = {};
        QCOMPARE(controller(state.board, at("1-hex")), std::optional<int>());
        state.board.at(at("1-hex")).imperialShips = {2, 0};
        QVERIFY(commandsImperialFleet(state.board, Ana, at("1-hex")));
        QCOMPARE(problem(state, Move{Ana, at("1-hex"), at("1-gate"), 0, 0, 2, 0, true}),
                 QStringLiteral("The Movement Law: one Imperial ship moves for each Loyal ship "
                                "moving with it; 2 Imperial for 1 Loyal."));
        const Move move{Ana, at("1-hex"), at("1-gate"), 0, 0, 1, 0, true};
        QCOMPARE(entryTitle(state, move, catalog()),
                 QStringLiteral("Ana moved their Flagship and 0 ships and 1 Imperial ship from "
                                "1-hex to 1-gate"));
        must(state, move);
        QVERIFY(flagshipIn(state.board, Ana, at("1-gate")));
        QCOMPARE(state.board.at(at("1-gate")).imperialShips, (FreshDamaged{1, 0}));
        QCOMPARE(problem(state, Move{Ana, at("1-hex"), at("1-gate"), 0, 0, 0, 0, true}),
                 QStringLiteral("Ana's Flagship is not in 1-hex."));
    }

    // A Crisis hits the Flagship only once no other fresh Loyal ship is left: the rightmost
    // Armor, then the rightmost Upgrade; damaged ships are destroyed after that.
    void aCrisisHitsTheFlagshipAfterTheFreshShips() {
        Board board = test::emptyBoard(2);
        Flagship flagship{at("1-hex")};
        flagship.at(tractorBeam) = FlagshipBuilding{Building::City};
        flagship.at(hull) = FlagshipBuilding{Building::Starport};
        flagship.at(tractorBeamArmor) = FlagshipBuilding{Building::City};
        board.areas[Ana].flagship = flagship;
        SystemState &here = board.at(at("1-hex"));
        here.players[Ana].ships = {1, 1};
        here.blight = {2, 0}; // 6 hits
        const BlightCrisis crisis = blightCrises(board, catalog()).constFirst();
        QCOMPARE(crisis.hits, 6);
        Flagship hit{at("1-hex")};
        hit.at(tractorBeam) = FlagshipBuilding{Building::City, true};
        // 1 hit damages the fresh ship; 2 destroy the Armor; 2 destroy the Hull, 1 damages the
        // Tractor Beam; the damaged ships stand.
        QCOMPARE(crisis.players[Ana], (ShipsAfterCrisis{{0, 2}, 0, hit}));
        QCOMPARE(flagshipChanges(flagship, hit, catalog()),
                 (QStringList{QStringLiteral("Tractor Beam Armor destroyed"),
                              QStringLiteral("Hull destroyed"),
                              QStringLiteral("Tractor Beam damaged")}));
        here.blight = {3, 0}; // 9 hits: 6 as above, 1 destroys the Tractor Beam, 2 the ships
        QCOMPARE(afterBlightCrises(board, catalog()).areas[Ana].flagship,
                 std::optional<Flagship>(Flagship{at("1-hex")}));
        QCOMPARE(afterBlightCrises(board, catalog()).at(at("1-hex")).players[Ana].ships,
                 (FreshDamaged{0, 0}));
    }

    // The Intermission destroys damaged Upgrades and Armor; the Flagship stays.
    void theIntermissionDestroysDamagedUpgrades() {
        Board board = test::emptyBoard(2);
        Flagship flagship{at("1-hex")};
        flagship.at(tractorBeam) = FlagshipBuilding{Building::City};
        flagship.at(tractorBeamArmor) = FlagshipBuilding{Building::Starport, true};
        flagship.at(hull) = FlagshipBuilding{Building::City, true};
        board.areas[Ana].flagship = flagship;
        Flagship kept{at("1-hex")};
        kept.at(tractorBeam) = FlagshipBuilding{Building::City};
        QCOMPARE(afterRepairAndDestroy(board).areas[Ana].flagship, std::optional<Flagship>(kept));
        QCOMPARE(flagshipLetters(kept, catalog()), QStringLiteral("Tractor Beam C"));

        // The Flagship is a ship: with Blight there, it keeps the buildings standing; a damaged
        // ship alone does not.
        board.at(at("1-hex")).blight = {1, 0};
        board.at(at("1-hex")).freeCities = {1, 0};
        board.at(at("1-hex")).players[Bo].ships = {0, 1};
        board.at(at("2-hex")) = board.at(at("1-hex"));
        const Board after = afterRepairAndDestroy(board);
        QCOMPARE(after.at(at("1-hex")).freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(after.at(at("1-hex")).players[Bo].ships, FreshDamaged{});
        QCOMPARE(after.at(at("2-hex")).freeCities, FreshDamaged{});
        QVERIFY(anyShipIn(board, at("1-hex")));
        QVERIFY(!anyShipIn(after, at("2-hex")));
    }

    // Attacking, the Flagship collects a die per fresh starport on its board, and its Armor and
    // Upgrades take the attacker's hits like ships, Armor before its Upgrade.
    void attackingWithTheFlagship() {
        GameState state = table();
        Flagship flagship{at("1-hex")};
        flagship.at(hull) = FlagshipBuilding{Building::Starport};
        flagship.at(hullArmor) = FlagshipBuilding{Building::Starport};
        state.board.areas[Ana].flagship = flagship;
        state.board.at(at("1-hex")).players[Ana].ships = {1, 0};
        state.board.at(at("1-hex")).players[Bo].ships = {2, 0};
        const BattleSetup setup = battleSetupAt(state.board, Ana, Bo, at("1-hex"));
        QCOMPARE(attackingDice(setup), 3);
        QCOMPARE(flagshipNotes(setup),
                 QStringList{QStringLiteral("The attacking Flagship: +2 dice (the fresh starports "
                                            "on its board); its Upgrades and Armor take hits "
                                            "like ships.")});
        QCOMPARE(battleProblem(setup, {4, 0, 0}, catalog().dice),
                 QStringLiteral("One die per attacking ship and per fresh starport on the "
                                "Flagship's board: at most 3 dice, not 4."));
        const RolledDice dice{{2, 4, 3}, {}, {}}; // 4 hits, 2 self-hits, an intercept
        const BattleResolution r = resolveBattle(setup, dice, catalog().dice);
        QCOMPARE(r.taken.attackerShips, 4); // 2 self-hits, 2 fresh defenders intercepting
        QCOMPARE(r.attackerAfter.ships, (FreshDamaged{0, 0}));
        Flagship hit = flagship;
        hit.at(hullArmor).reset();
        QCOMPARE(r.attackerFlagshipAfter, std::optional<Flagship>(hit));
        QVERIFY(r.attackerSurvived); // the Flagship is never destroyed
        QCOMPARE(outcomeLines(setup, r.attackerAfter, r.defenderAfter, {}, r.attackerFlagshipAfter,
                              r.defenderFlagshipAfter),
                 (QStringList{QStringLiteral("Attacking ships: 1 destroyed"),
                              QStringLiteral("Defending ships: 2 destroyed"),
                              QStringLiteral("Attacking Flagship's Armor: 1 destroyed")}));
        // The attacker may take the hits on the Flagship instead of the ship, Armor first.
        Flagship instead = flagship;
        instead.at(hullArmor).reset();
        instead.at(hull).reset();
        QCOMPARE(outcomeProblem(setup, r, {{1, 0}, {}, {}}, r.defenderAfter, instead), QString());
        Flagship upgradeFirst = flagship;
        upgradeFirst.at(hull)->damaged = true;
        QCOMPARE(outcomeProblem(setup, r, {{0, 1}, {}, {}}, r.defenderAfter, upgradeFirst),
                 QStringLiteral("A Flagship's Upgrades and Armor only take hits: a fresh one is "
                                "damaged or destroyed, a damaged one destroyed, and an Upgrade "
                                "only once its Armor is gone."));
        // Hits moved to the Flagship are named, and the ships must take the rest.
        Flagship armorOnly = flagship;
        armorOnly.at(hullArmor).reset();
        QCOMPARE(outcomeProblem(setup, r, {{1, 0}, {}, {}}, r.defenderAfter, armorOnly),
                 QStringLiteral("The dice give the attacking side 4 hits, 2 on its Flagship: from "
                                "1 fresh and 0 damaged the ships cannot leave 1 fresh and 0 "
                                "damaged (each hit damages a fresh piece or destroys a damaged "
                                "one)."));
        BattleResult battle{Ana, Bo, at("1-hex"), dice, {0, 0}, {0, 0}, {}, {}};
        QCOMPARE(problem(state, battle),
                 QStringLiteral("A Flagship fought in 1-hex: say how its Upgrades and Armor "
                                "stand after the battle."));
        battle.attackerFlagship = hit;
        QCOMPARE(entryTitle(state, battle, catalog()),
                 QStringLiteral("Ana battled Bo in 1-hex: 2 Trophies to Ana, 2 to Bo"));
        must(state, battle);
        QCOMPARE(state.board.areas[Ana].flagship, std::optional<Flagship>(hit));
        QCOMPARE(state.board.areas[Bo].trophies[Ana], (PieceCounts{1, 0, 1, 0}));
        QCOMPARE(state.board.areas[Ana].trophies[Bo], (PieceCounts{2, 0, 0, 0}));
        QVERIFY(state.board.raid.has_value()); // the Flagship is left to raid
    }

    // Defending, the Flagship intercepts only with a Defense Array, its Upgrades and Armor are
    // hit like buildings, and its Tractor Beam bars raid dice; while a player has a Flagship,
    // raid dice need their buildings or their Flagship in the battle.
    void defendingWithTheFlagship() {
        GameState state = table();
        Flagship flagship{at("1-hex")};
        flagship.at(defenseArray) = FlagshipBuilding{Building::Starport};
        flagship.at(tractorBeam) = FlagshipBuilding{Building::City};
        state.board.areas[Bo].flagship = flagship;
        state.board.at(at("1-hex")).players[Ana].ships = {3, 0};
        state.board.at(at("1-hex")).players[Bo].ships = {1, 0};
        const BattleSetup setup = battleSetupAt(state.board, Ana, Bo, at("1-hex"));
        QCOMPARE(battleProblem(setup, {1, 0, 1}, catalog().dice),
                 QStringLiteral("The defending Flagship's Tractor Beam: the attacker collects no "
                                "raid dice."));
        const BattleResolution r = resolveBattle(setup, {{3, 1}, {}, {}}, catalog().dice);
        QCOMPARE(r.interceptHits, 2); // 1 fresh ship, 1 fresh starport with the Defense Array
        QVERIFY(r.steps.contains(QStringLiteral("Intercept: 1 fresh defending ship and the "
                                                "Defense Array's 1 → 2 hits to your ships.")));
        QCOMPARE(flagshipNotes(setup),
                 (QStringList{QStringLiteral("The defending Flagship: its Upgrades and Armor are "
                                             "hit like buildings; its Defense Array adds 1 to an "
                                             "intercept (one per fresh starport on its board)."),
                              QStringLiteral("Its Tractor Beam: the attacker collects no raid "
                                             "dice.")}));
        QCOMPARE(r.defenderAfter.ships, (FreshDamaged{0, 0}));
        Flagship hit = flagship; // 3 hits: 2 on the ship, 1 on the rightmost Upgrade
        hit.at(defenseArray)->damaged = true;
        QCOMPARE(r.defenderFlagshipAfter, std::optional<Flagship>(hit));

        Flagship plain{at("1-hex")};
        plain.at(hull) = FlagshipBuilding{Building::City};
        state.board.areas[Bo].flagship = plain;
        const BattleSetup noArray = battleSetupAt(state.board, Ana, Bo, at("1-hex"));
        QCOMPARE(battleProblem(noArray, {1, 0, 1}, catalog().dice), QString());
        QCOMPARE(resolveBattle(noArray, {{3}, {}, {}}, catalog().dice).interceptHits, 1);
        state.board.areas[Bo].flagship->system = at("2-hex"); // away: raid dice need buildings
        QCOMPARE(battleProblem(battleSetupAt(state.board, Ana, Bo, at("1-hex")), {1, 0, 1},
                               catalog().dice),
                 QStringLiteral("The defender has a Flagship: raid dice need their buildings or "
                                "their Flagship in this system."));
    }

    // A C Fate Resettles: the board cleared, the Flagship a ship again, a city and a starport
    // in empty slots (Free buildings replaced when the map has none), and ships up to 8.
    void resettlingAFlagship() {
        GameState state = withFlagship("1-hex");
        must(state, onFlagship("1-hex", Piece::City, shipCrane));
        state.board.at(at("1-hex")).players[Ana].ships = {2, 0};
        const Resettle resettle{Ana, at("1-arrow"), at("1-hex"), {{at("1-arrow"), 5}}};
        QCOMPARE(problem(state, resettle),
                 QStringLiteral("Only a C Fate lets a player Resettle; Ana plays Pathfinder."));
        state.campaign->fates[Ana] = 17;                           // the Overlord
        QCOMPARE(shipsToResettle(state.board, Ana, catalog()), 5); // 2 ships, the Flagship's, 5
        QCOMPARE(problem(state, Resettle{Ana, at("1-arrow"), at("1-hex"), {{at("1-arrow"), 4}}}),
                 QStringLiteral("Ana places 5 ships to have 8 Loyal ships on the map, not 4."));
        GameState oneShipShort = state; // one ship due: the count said "1 … not 8"
        oneShipShort.board.at(at("1-hex")).players[Ana].ships = {6, 0};
        QCOMPARE(problem(oneShipShort, Resettle{Ana, at("1-arrow"), at("1-hex"), {}}),
                 QStringLiteral("Ana places 1 ship to have 8 Loyal ships on the map, not 0."));
        QCOMPARE(problem(state, Resettle{Ana, at("1-arrow"), at("1-hex"), {{at("2-hex"), 5}}}),
                 QStringLiteral("Ana has no Loyal piece in 2-hex: the new ships go where they "
                                "have one."));
        QCOMPARE(problem(state, Resettle{Ana, at("1-gate"), at("1-hex"), {{at("1-hex"), 5}}}),
                 QStringLiteral("1-gate is no planet in play: the city goes in a building slot."));
        QCOMPARE(entryTitle(state, resettle, catalog()),
                 QStringLiteral("Ana Resettled: the Flagship is a ship again; a city in 1-arrow, "
                                "a starport in 1-hex, 5 new ships"));
        must(state, resettle);
        const Board &board = state.board;
        QVERIFY(!board.areas[Ana].flagship);
        QCOMPARE(board.at(at("1-hex")).players[Ana], (PiecesHere{{3, 0}, {}, {1, 0}}));
        QCOMPARE(board.at(at("1-arrow")).players[Ana], (PiecesHere{{5, 0}, {1, 0}, {}}));
        QCOMPARE(inSupply(board, Ana, catalog()).cities, 4); // the Ship Crane's city came back
    }

    // With no empty building slot on the map, the Resettled buildings replace Free ones.
    void resettlingOverFreeBuildings() {
        GameState state = withFlagship("1-hex");
        state.campaign->fates[Ana] = 17;
        for (const SystemId system : catalog().map.allSystems()) {
            if (const Planet *planet = catalog().map.planet(system))
                state.board.at(system).freeCities = {planet->buildingSlots, 0};
        }
        state.board.at(at("1-arrow")).freeCities = {1, 1};
        must(state, Resettle{Ana, at("1-arrow"), at("1-arrow"), {{at("1-hex"), 6}}});
        QCOMPARE(state.board.at(at("1-arrow")).freeCities, (FreshDamaged{0, 0}));
        QCOMPARE(state.board.at(at("1-arrow")).players[Ana],
                 (PiecesHere{{}, {0, 1}, {1, 0}})); // the damaged Free city's place: damaged
    }

    // The board and the entries keep the Flagship through JSON.
    void flagshipsSurviveJson() {
        Board board = emptyBoard(2, catalog());
        Flagship flagship{at("4-crescent")};
        flagship.at(defenseArray) = FlagshipBuilding{Building::Starport, true};
        flagship.at(hullArmor) = FlagshipBuilding{Building::City};
        board.areas[Bo].flagship = flagship;
        QString error;
        const auto read = boardFromJson(boardToJson(board), 2, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->areas[Bo].flagship, std::optional<Flagship>(flagship));
        QJsonObject broken = boardToJson(board);
        QJsonArray areas = broken[QStringLiteral("areas")].toArray();
        QJsonObject bo = areas[Bo].toObject();
        QJsonObject json = bo[QStringLiteral("flagship")].toObject();
        json[QStringLiteral("armor")] = QJsonArray{};
        bo[QStringLiteral("flagship")] = json;
        areas[Bo] = bo;
        broken[QStringLiteral("areas")] = areas;
        QVERIFY(!boardFromJson(broken, 2, &error));
        QCOMPARE(error, QStringLiteral("board: areas[1].flagship.armor must be a list of 6 slots"));
        for (const Entry &entry :
             {Entry{GainFlagship{Bo, at("4-gate")}}, Entry{onFlagship("1-hex", Piece::City, hull)},
              Entry{Repair{Ana, at("1-hex"), Piece::City, Side::Player, tractorBeamArmor}},
              Entry{Move{Ana, at("1-hex"), at("1-gate"), 1, 0, 0, 0, true}},
              Entry{Resettle{Ana, at("1-hex"), at("2-hex"), {{at("1-hex"), 2}, {at("2-hex"), 1}}}},
              Entry{BattleResult{Ana,
                                 Bo,
                                 at("4-crescent"),
                                 {{1}, {}, {}},
                                 {},
                                 {},
                                 {},
                                 {},
                                 false,
                                 BattleDefender::Player,
                                 false,
                                 {},
                                 std::nullopt,
                                 flagship}}}) {
            const auto back = entryFromJson(entryToJson(entry), &error);
            QVERIFY2(back, qPrintable(error));
            QCOMPARE(*back, entry);
        }
    }
};

QTEST_GUILESS_MAIN(TestFlagship)
#include "tst_flagship.moc"
