// SPDX-License-Identifier: GPL-3.0-or-later
#include "Battle.h"

#include "rules/BoardFacts.h"

#include <QCoreApplication>

namespace arcs {

namespace {

QString tr(const char *text) {
    return QCoreApplication::translate("Battle", text);
}

// Applies hits to one kind of piece as proposed: fresh ones are damaged first, then damaged ones
// (including those just damaged) destroyed. Returns the hits left with nothing to take them.
int hitPieces(FreshDamaged &pieces, int hits, int &destroyed) {
    const int damaging = std::min(hits, pieces.fresh);
    pieces.fresh -= damaging;
    pieces.damaged += damaging;
    hits -= damaging;
    const int destroying = std::min(hits, pieces.damaged);
    pieces.damaged -= destroying;
    destroyed += destroying;
    return hits - destroying;
}

// Buildings: starports before cities, every building damaged before any is destroyed.
int hitBuildings(PiecesHere &side, int hits, BattleLosses &losses) {
    const auto damage = [&hits](FreshDamaged &pieces) {
        const int n = std::min(hits, pieces.fresh);
        pieces.fresh -= n;
        pieces.damaged += n;
        hits -= n;
    };
    const auto destroy = [&hits](FreshDamaged &pieces, int &count) {
        const int n = std::min(hits, pieces.damaged);
        pieces.damaged -= n;
        count += n;
        hits -= n;
    };
    damage(side.starports);
    damage(side.cities);
    destroy(side.starports, losses.starports);
    destroy(side.cities, losses.cities);
    return hits;
}

} // namespace

QString battleProblem(const BattleSetup &setup, const DicePool &pool, const DiceData &dice) {
    const QString poolProblem = dicePoolProblem(pool, dice);
    if (!poolProblem.isEmpty())
        return poolProblem;
    const int ships = setup.attacker.ships.total();
    if (ships == 0)
        return tr("The attacker needs ships in the battle system.");
    if (pool.size() > ships)
        return tr("One die per attacking ship: %1 ships roll at most %1 dice, not %2.")
            .arg(ships)
            .arg(pool.size());
    if (pool.raid > 0 && setup.defender.buildings() == 0 && setup.defenderHasBuildingsElsewhere)
        return tr("Raid dice need the defender's buildings in this system, or none anywhere.");
    return {};
}

DicePool startingPool(const BattleSetup &setup, const DiceData &dice) {
    const int ships = setup.attacker.ships.total();
    DicePool pool;
    pool.assault = std::min(ships, dice.maxDicePerType);
    pool.skirmish = std::min(ships - pool.assault, dice.maxDicePerType);
    return pool;
}

DicePool poolWithin(DicePool pool, const BattleSetup &setup) {
    int excess = pool.size() - setup.attacker.ships.total();
    for (int *dice : {&pool.raid, &pool.skirmish, &pool.assault}) {
        const int cut = std::clamp(excess, 0, *dice);
        *dice -= cut;
        excess -= cut;
    }
    return pool;
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
    r.attackerAfter = {setup.attacker.ships, {}, {}};
    r.defenderAfter = setup.defender;

    // 1. Self-hits, 2. intercept (one hit per fresh defending ship, once), 3. hits, 4. building
    // hits, 5. keys.
    hitPieces(r.attackerAfter.ships, r.selfHits, r.losses.attackerShips);
    r.steps << tr("Self-hits: %1 to your own ships.").arg(r.selfHits);
    if (r.interceptRolled) {
        r.interceptHits = setup.defender.ships.fresh;
        hitPieces(r.attackerAfter.ships, r.interceptHits, r.losses.attackerShips);
        r.steps << (r.interceptHits == 0
                        ? tr("Intercept: rolled, but no defending ship is fresh: no hits.")
                    : r.interceptHits == 1
                        ? tr("Intercept: 1 fresh defending ship → 1 hit to your ships.")
                        : tr("Intercept: %1 fresh defending ships → %1 hits to your ships.")
                              .arg(r.interceptHits));
    } else {
        r.steps << tr("Intercept: none rolled.");
    }
    const int spill = hitPieces(r.defenderAfter.ships, r.hits, r.losses.defenderShips);
    hitBuildings(r.defenderAfter, spill, r.losses);
    if (spill == 0 || r.hits == 0)
        r.steps << tr("Hits: %1 to the defending ships.").arg(r.hits);
    else if (setup.defender.buildings() > 0)
        r.steps << (spill == 1 ? tr("Hits: %1 — the defending ships take %2, the other one goes "
                                    "on to the defending buildings.")
                               : tr("Hits: %1 — the defending ships take %2, the other %3 go on "
                                    "to the defending buildings."))
                       .arg(r.hits)
                       .arg(r.hits - spill)
                       .arg(spill);
    else
        r.steps << (spill == 1 ? tr("Hits: %1 — the defending ships take %2; the other one "
                                    "finds nothing else to hit here.")
                               : tr("Hits: %1 — the defending ships take %2; the other %3 find "
                                    "nothing else to hit here."))
                       .arg(r.hits)
                       .arg(r.hits - spill)
                       .arg(spill);
    hitBuildings(r.defenderAfter, r.buildingHits, r.losses);
    r.steps << (r.buildingHits == 0 ? tr("Building hits: none.")
                : setup.defender.buildings() == 0
                    ? tr("Building hits: %1, but the defender has no buildings here.")
                          .arg(r.buildingHits)
                    : tr("Building hits: %1 to the defending buildings.").arg(r.buildingHits));
    r.attackerSurvived = r.attackerAfter.ships.total() > 0;
    r.keysUsable = usableKeys(setup, r.losses, r.keys);
    if (r.keys == 0)
        r.steps << tr("Keys: none rolled.");
    else if (r.attackerSurvived)
        r.steps << tr("Keys: %1 to raid resources and Guild cards (each costs its raid cost).")
                       .arg(r.keys);
    else
        r.steps << tr("Keys: %1, but no attacking ship survived to raid.").arg(r.keys);
    if (r.losses.cities > 0)
        r.steps << tr("A city was destroyed: the attacker provokes Outrage and ransacks the "
                      "Court.");
    return r;
}

BattleSetup battleSetupAt(const Board &board, int attacker, int defender, SystemId system) {
    const SystemState &here = board.at(system);
    return {{here.players.value(attacker).ships, {}, {}},
            here.players.value(defender),
            hasBuildingsOutside(board, defender, system)};
}

FreshDamaged afterLosing(const FreshDamaged &before, const FreshDamaged &proposed, int lost) {
    const int left = std::max(0, before.total() - lost);
    const int damaged = std::max(left - before.fresh, std::min(proposed.damaged, left));
    return {left - damaged, damaged};
}

PiecesHere attackerAfter(const BattleSetup &setup, const BattleResolution &proposed,
                         const BattleLosses &losses) {
    return {afterLosing(setup.attacker.ships, proposed.attackerAfter.ships, losses.attackerShips),
            {},
            {}};
}

PiecesHere defenderAfter(const BattleSetup &setup, const BattleResolution &proposed,
                         const BattleLosses &losses) {
    const PiecesHere &before = setup.defender;
    const PiecesHere &shown = proposed.defenderAfter;
    return {afterLosing(before.ships, shown.ships, losses.defenderShips),
            afterLosing(before.cities, shown.cities, losses.cities),
            afterLosing(before.starports, shown.starports, losses.starports)};
}

int usableKeys(const BattleSetup &setup, const BattleLosses &losses, int keys) {
    return losses.attackerShips < setup.attacker.ships.total() ? keys : 0;
}

} // namespace arcs
