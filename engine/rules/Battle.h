// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"
#include "rules/Odds.h"
#include "state/Board.h"

#include <QList>
#include <QStringList>

namespace arcs {

// The faces rolled, as face numbers 1..6 of each die in the catalog's order.
struct RolledDice {
    QList<int> assault, skirmish, raid;
    DicePool pool() const { return {int(assault.size()), int(skirmish.size()), int(raid.size())}; }
    bool operator==(const RolledDice &) const = default;
};

// Each side's pieces in the battle system (the attacker's buildings play no part).
struct BattleSetup {
    PiecesHere attacker;
    PiecesHere defender;
    bool defenderHasBuildingsElsewhere = false; // raid dice need buildings here or none anywhere
    // The Blight defending: Tough (2 hits damage or destroy one, a lone hit does nothing) and
    // never intercepting. Its pieces stand as the defending ships.
    bool toughDefenders = false;
    bool defenderIntercepts = true;
    // The Free States defending: a Free city destroyed provokes Outrage, and there is no Court
    // card of theirs to ransack.
    bool freeStatesDefending = false;
    // A campaign: the Imperial ships among the attacking ships (a Regent added them) or the
    // defending ships (a Regent defends with them), counted in that side's ships.
    FreshDamaged imperialShips = {};
    bool imperialAttacking = false;
    // A campaign: the Flagships in the battle system (Blighted Reach "Flagship Battles"). The
    // attacker's collects a die per fresh starport on its board and its Upgrades and Armor take
    // hits like ships; the defender's are hit like buildings, it intercepts only with a Defense
    // Array, and its Tractor Beam bars raid dice. `defenderHasFlagship` (anywhere): raid dice
    // then need defending buildings or a defending Flagship.
    std::optional<Flagship> attackerFlagship = std::nullopt;
    std::optional<Flagship> defenderFlagship = std::nullopt;
    bool defenderHasFlagship = false;
};

// The pieces each side loses, as the table agreed on the hits.
struct BattleLosses {
    int attackerShips = 0;
    int defenderShips = 0;
    int cities = 0;
    int starports = 0;
    bool operator==(const BattleLosses &) const = default;
};

// The hits each kind of piece takes from the dice, before anyone chooses which pieces.
struct BattleHits {
    int attackerShips = 0;     // self-hits and intercept hits
    int defenderShips = 0;     // hits, up to what the ships can take
    int defenderBuildings = 0; // building hits and the hits that go on from the ships
};

// What the dice did, step by step, with the hits assigned as the app proposes: ships take
// hits fresh first (damaging), then damaged ones (destroying); buildings the same way,
// starports before cities.
struct BattleResolution {
    int hits = 0, selfHits = 0, buildingHits = 0, keys = 0;
    bool interceptRolled = false;
    int interceptHits = 0;
    BattleHits taken;
    PiecesHere attackerAfter;
    PiecesHere defenderAfter;
    std::optional<Flagship> attackerFlagshipAfter; // the proposal's, as the setup's Flagships
    std::optional<Flagship> defenderFlagshipAfter;
    BattleLosses losses; // destroyed pieces: the other side's Trophies
    bool attackerSurvived = false;
    int keysUsable = 0; // keys for raiding, if any attacking ship is left
    QStringList steps;  // one line per step, in the rulebook's order
};

// Applies hits to one kind of piece: fresh ones are damaged first, then damaged ones (including
// those just damaged) destroyed, counted in `destroyed`. Returns the hits nothing was left to take.
int hitPieces(FreshDamaged &pieces, int hits, int &destroyed);

// The dice the attacker may collect: one per attacking ship, and the Flagship's, one per fresh
// starport on its board.
int attackingDice(const BattleSetup &setup);
// The hits a rolled intercept deals the attacker: one per fresh defending ship, and with a
// Defense Array one per fresh starport on the defending Flagship's board; none from the Blight.
int interceptHits(const BattleSetup &setup);
// Whether a defending side fields ships, and buildings: a Rival both, the Empire and the Blight
// ships only (the Blight's pieces stand as ships), the Free States buildings only.
bool defendsWithShips(BattleDefender against);
bool defendsWithBuildings(BattleDefender against);
// What the Flagships in the battle change, a line each ("The attacking Flagship: +2 dice…").
QStringList flagshipNotes(const BattleSetup &setup);
// Why this battle cannot be fought with these dice, or empty.
QString battleProblem(const BattleSetup &setup, const DicePool &pool, const DiceData &dice);
// The dice a new battle starts with: one per attacking ship, Assault first, then Skirmish
// (the table changes the mix before rolling).
DicePool startingPool(const BattleSetup &setup, const DiceData &dice);
// A pool cut to one die per attacking ship when the ships are fewer: Raid dice go first, then
// Skirmish, then Assault.
DicePool poolWithin(DicePool pool, const BattleSetup &setup);
// Why these faces are not a roll of this pool, or empty.
QString rolledDiceProblem(const RolledDice &rolled);
BattleResolution resolveBattle(const BattleSetup &setup, const RolledDice &rolled,
                               const DiceData &dice);

// The forces in a system on the board: the defender's pieces (with the Imperial ships there
// when a Regent defends), or the Empire's ships, the Free buildings or the Blight there; the
// attacker's ships, with the Imperial ships there if they add them.
// `empireLaws` false (an Act recorded before them): a Regent defends without Imperial ships.
BattleSetup battleSetupAt(const Board &board, int attacker, int defender, SystemId system,
                          BattleDefender against = BattleDefender::Player,
                          bool withImperialShips = false, bool empireLaws = true);
// A side's ships after the battle, split between the Imperial ships fighting with it and the
// player's own: as proposed, the Imperial ships take the side's hits first.
struct ShipsAfter {
    FreshDamaged loyal;
    FreshDamaged imperial;
    bool operator==(const ShipsAfter &) const = default;
};
ShipsAfter imperialShipsFirst(FreshDamaged loyal, FreshDamaged imperial, int hits);
// The keys that can raid: all of them while an attacking ship (or the Flagship, never
// destroyed) is left, else none.
int usableKeys(const PiecesHere &attackerAfter, int keys, bool withFlagship = false);

// Why the dice cannot leave these pieces, or empty. Each hit damages a fresh piece or destroys a
// damaged one, as the attacker chooses; every hit is taken while a piece can take it, and hits
// on the defending ships go on to the buildings only once no defending ship is left.
// The Flagships' boards after the battle are the proposal's unless given.
QString outcomeProblem(const BattleSetup &setup, const BattleResolution &rolled,
                       const PiecesHere &attackerAfter, const PiecesHere &defenderAfter,
                       const std::optional<Flagship> &attackerFlagshipAfter = std::nullopt,
                       const std::optional<Flagship> &defenderFlagshipAfter = std::nullopt);
// What the table does with the pieces, one line per kind of piece hit ("Defending ships:
// 1 destroyed, 1 damaged"), or one line saying nothing was hit. `attackerAfter` and
// `defenderAfter` are the players' own pieces; `imperialAfter` the Imperial ships that fought.
QStringList outcomeLines(const BattleSetup &setup, const PiecesHere &attackerAfter,
                         const PiecesHere &defenderAfter, FreshDamaged imperialAfter = {},
                         const std::optional<Flagship> &attackerFlagshipAfter = std::nullopt,
                         const std::optional<Flagship> &defenderFlagshipAfter = std::nullopt);

} // namespace arcs
