// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"
#include "rules/Odds.h"

#include <QList>
#include <QStringList>

namespace arcs {

// Pieces of one side in the battle system. Buildings only matter for the defender.
struct BattleForces {
    int freshShips = 0;
    int damagedShips = 0;
    int freshCities = 0;
    int damagedCities = 0;
    int freshStarports = 0;
    int damagedStarports = 0;
    int ships() const { return freshShips + damagedShips; }
    int buildings() const {
        return freshCities + damagedCities + freshStarports + damagedStarports;
    }
    bool operator==(const BattleForces &) const = default;
};

// The faces rolled, as face numbers 1..6 of each die in the catalog's order.
struct RolledDice {
    QList<int> assault, skirmish, raid;
    DicePool pool() const { return {int(assault.size()), int(skirmish.size()), int(raid.size())}; }
    bool operator==(const RolledDice &) const = default;
};

struct BattleSetup {
    BattleForces attacker;
    BattleForces defender;
    bool defenderHasBuildingsElsewhere = false; // raid dice need buildings here or none anywhere
};

// What the dice did, step by step, with the hits assigned as the app proposes: ships take
// hits fresh first (damaging), then damaged ones (destroying); buildings the same way,
// starports before cities.
struct BattleResolution {
    int hits = 0, selfHits = 0, buildingHits = 0, keys = 0;
    bool interceptRolled = false;
    int interceptHits = 0;
    BattleForces attackerAfter;
    BattleForces defenderAfter;
    int attackerShipsDestroyed = 0; // the defender's Trophies
    int defenderShipsDestroyed = 0; // with the buildings below, the attacker's Trophies
    int citiesDestroyed = 0;
    int starportsDestroyed = 0;
    bool attackerSurvived = false;
    int keysUsable = 0; // keys for raiding, if any attacking ship is left
    QStringList steps;  // one line per step, in the rulebook's order
};

// Why this battle cannot be fought with these dice, or empty.
QString battleProblem(const BattleSetup &setup, const DicePool &pool, const DiceData &dice);
// Why these faces are not a roll of this pool, or empty.
QString rolledDiceProblem(const RolledDice &rolled);
BattleResolution resolveBattle(const BattleSetup &setup, const RolledDice &rolled,
                               const DiceData &dice);

} // namespace arcs
