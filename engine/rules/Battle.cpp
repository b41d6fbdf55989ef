// SPDX-License-Identifier: GPL-3.0-or-later
#include "Battle.h"

#include <QCoreApplication>

namespace arcs {

namespace {

QString tr(const char *text) {
    return QCoreApplication::translate("Battle", text);
}

// Applies hits to ships as proposed: fresh ships are damaged first, then damaged ones (including
// those just damaged) destroyed. Returns the hits left with no ship to take them.
int hitShips(BattleForces &side, int hits, int &destroyed) {
    const int damaging = std::min(hits, side.freshShips);
    side.freshShips -= damaging;
    side.damagedShips += damaging;
    hits -= damaging;
    const int destroying = std::min(hits, side.damagedShips);
    side.damagedShips -= destroying;
    destroyed += destroying;
    return hits - destroying;
}

int hitBuildings(BattleForces &side, int hits, int &cities, int &starports) {
    const auto damage = [&hits](int &fresh, int &damaged) {
        const int n = std::min(hits, fresh);
        fresh -= n;
        damaged += n;
        hits -= n;
    };
    const auto destroy = [&hits](int &damaged, int &count) {
        const int n = std::min(hits, damaged);
        damaged -= n;
        count += n;
        hits -= n;
    };
    damage(side.freshStarports, side.damagedStarports);
    damage(side.freshCities, side.damagedCities);
    destroy(side.damagedStarports, starports);
    destroy(side.damagedCities, cities);
    return hits;
}

} // namespace

QString battleProblem(const BattleSetup &setup, const DicePool &pool, const DiceData &dice) {
    const QString poolProblem = dicePoolProblem(pool, dice);
    if (!poolProblem.isEmpty())
        return poolProblem;
    if (setup.attacker.ships() == 0)
        return tr("The attacker needs ships in the battle system.");
    if (pool.size() > setup.attacker.ships())
        return tr("One die per attacking ship: %1 ships roll at most %1 dice, not %2.")
            .arg(setup.attacker.ships())
            .arg(pool.size());
    if (pool.raid > 0 && setup.defender.buildings() == 0 && setup.defenderHasBuildingsElsewhere)
        return tr("Raid dice need the defender's buildings in this system, or none anywhere.");
    return {};
}

QString rolledDiceProblem(const RolledDice &rolled) {
    for (const QList<int> *faces : {&rolled.assault, &rolled.skirmish, &rolled.raid}) {
        for (int face : *faces) {
            if (face < 1 || face > 6)
                return tr("A die face is numbered 1 to 6, not %1.").arg(face);
        }
    }
    return {};
}

BattleResolution resolveBattle(const BattleSetup &setup, const RolledDice &rolled,
                               const DiceData &dice) {
    BattleResolution r;
    const auto add = [&](const QList<int> &faces, BattleDie die) {
        for (int face : faces) {
            const DieFace &f = dice.battle(die).faces[std::size_t(face - 1)];
            r.hits += f.hits;
            r.selfHits += f.selfHits;
            r.buildingHits += f.buildingHits;
            r.keys += f.keys;
            r.interceptRolled = r.interceptRolled || f.intercept > 0;
        }
    };
    add(rolled.assault, BattleDie::Assault);
    add(rolled.skirmish, BattleDie::Skirmish);
    add(rolled.raid, BattleDie::Raid);
    r.attackerAfter = setup.attacker;
    r.defenderAfter = setup.defender;

    // 1. Self-hits, 2. intercept (one hit per fresh defending ship, once), 3. hits, 4. building
    // hits, 5. keys.
    hitShips(r.attackerAfter, r.selfHits, r.attackerShipsDestroyed);
    r.steps << tr("Self-hits: %1 to your own ships.").arg(r.selfHits);
    if (r.interceptRolled) {
        r.interceptHits = setup.defender.freshShips;
        hitShips(r.attackerAfter, r.interceptHits, r.attackerShipsDestroyed);
        r.steps << tr("Intercept: %1 fresh defending ships → %1 hits to your ships.")
                       .arg(r.interceptHits);
    } else {
        r.steps << tr("Intercept: none rolled.");
    }
    const int spill = hitShips(r.defenderAfter, r.hits, r.defenderShipsDestroyed);
    hitBuildings(r.defenderAfter, spill, r.citiesDestroyed, r.starportsDestroyed);
    r.steps << (spill > 0 && r.hits > 0
                    ? tr("Hits: %1 — the defending ships take %2, the other %3 spill onto "
                         "buildings.")
                          .arg(r.hits)
                          .arg(r.hits - spill)
                          .arg(spill)
                    : tr("Hits: %1 to the defending ships.").arg(r.hits));
    hitBuildings(r.defenderAfter, r.buildingHits, r.citiesDestroyed, r.starportsDestroyed);
    r.steps << tr("Building hits: %1 to the defending buildings.").arg(r.buildingHits);
    r.attackerSurvived = r.attackerAfter.ships() > 0;
    r.keysUsable = r.attackerSurvived ? r.keys : 0;
    if (r.keys == 0)
        r.steps << tr("Keys: none rolled.");
    else if (r.attackerSurvived)
        r.steps << tr("Keys: %1 to raid resources and Guild cards (each costs its raid cost).")
                       .arg(r.keys);
    else
        r.steps << tr("Keys: %1, but no attacking ship survived to raid.").arg(r.keys);
    if (r.citiesDestroyed > 0)
        r.steps << tr("A city was destroyed: the attacker provokes Outrage and ransacks the "
                      "Court.");
    return r;
}

} // namespace arcs
