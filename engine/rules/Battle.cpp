// SPDX-License-Identifier: GPL-3.0-or-later
#include "Battle.h"

#include "rules/BoardFacts.h"
#include "rules/Flagships.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Battle)
};

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

// Fresh starports on a Flagship's board: its dice attacking, its Defense Array's intercept.
int freshStarports(const std::optional<Flagship> &flagship) {
    return flagship ? flagship->count(Building::Starport, true) : 0;
}

// One row of a Flagship board as fresh and damaged pieces.
FreshDamaged rowPieces(const std::array<std::optional<FlagshipBuilding>, 6> &row) {
    FreshDamaged pieces;
    for (const std::optional<FlagshipBuilding> &slot : row) {
        if (slot)
            (slot->damaged ? pieces.damaged : pieces.fresh) += 1;
    }
    return pieces;
}

} // namespace

int attackingDice(const BattleSetup &setup) {
    return setup.attacker.ships.total() + freshStarports(setup.attackerFlagship);
}

bool defendsWithShips(BattleDefender against) {
    return against != BattleDefender::FreeStates;
}

bool defendsWithBuildings(BattleDefender against) {
    return against == BattleDefender::Player || against == BattleDefender::FreeStates;
}

int interceptHits(const BattleSetup &setup) {
    if (!setup.defenderIntercepts)
        return 0;
    const bool defenseArray =
        setup.defenderFlagship && setup.defenderFlagship->has(Upgrade::DefenseArray);
    return setup.defender.ships.fresh + (defenseArray ? freshStarports(setup.defenderFlagship) : 0);
}

QStringList flagshipNotes(const BattleSetup &setup) {
    QStringList notes;
    if (const int dice = freshStarports(setup.attackerFlagship); setup.attackerFlagship)
        notes << (dice == 0 ? Text::tr("The attacking Flagship: no extra die (no fresh starport on "
                                       "its board); its Upgrades and Armor take hits like ships.")
                  : dice == 1
                      ? Text::tr("The attacking Flagship: +1 die (the fresh starport on its "
                                 "board); its Upgrades and Armor take hits like ships.")
                      : Text::tr("The attacking Flagship: +%1 dice (the fresh starports on its "
                                 "board); its Upgrades and Armor take hits like ships.")
                            .arg(dice));
    if (const std::optional<Flagship> &flagship = setup.defenderFlagship) {
        const int intercept = interceptHits(setup) - setup.defender.ships.fresh;
        notes << (flagship->has(Upgrade::DefenseArray)
                      ? Text::tr(
                            "The defending Flagship: its Upgrades and Armor are hit like "
                            "buildings; its Defense Array adds %1 to an intercept (one per fresh "
                            "starport on its board).")
                            .arg(intercept)
                      : Text::tr("The defending Flagship: its Upgrades and Armor are hit like "
                                 "buildings; it does not intercept."));
        if (flagship->has(Upgrade::TractorBeam))
            notes << Text::tr("Its Tractor Beam: the attacker collects no raid dice.");
    }
    return notes;
}

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

QString battleProblem(const BattleSetup &setup, const DicePool &pool, const DiceData &dice) {
    const QString poolProblem = dicePoolProblem(pool, dice);
    if (!poolProblem.isEmpty())
        return poolProblem;
    const int ships = setup.attacker.ships.total();
    if (ships == 0 && !setup.attackerFlagship)
        return Text::tr("The attacker needs ships in the battle system.");
    if (const int dice = attackingDice(setup); pool.size() > dice)
        return setup.attackerFlagship
                   ? Text::tr("One die per attacking ship and per fresh starport on the Flagship's "
                              "board: at most %n dice, not %1.",
                              nullptr, dice)
                         .arg(pool.size())
                   : Text::tr("One die per attacking ship: %n ships roll at most %n dice, not %1.",
                              nullptr, ships)
                         .arg(pool.size());
    if (pool.raid == 0)
        return {};
    if (setup.defenderFlagship && setup.defenderFlagship->has(Upgrade::TractorBeam))
        return Text::tr(
            "The defending Flagship's Tractor Beam: the attacker collects no raid dice.");
    if (setup.defenderHasFlagship) {
        if (setup.defender.buildings() == 0 && !setup.defenderFlagship)
            return Text::tr("The defender has a Flagship: raid dice need their buildings or their "
                            "Flagship in this system.");
    } else if (setup.defender.buildings() == 0 && setup.defenderHasBuildingsElsewhere) {
        return Text::tr(
            "Raid dice need the defender's buildings in this system, or none anywhere.");
    }
    return {};
}

DicePool startingPool(const BattleSetup &setup, const DiceData &dice) {
    const int ships = attackingDice(setup);
    DicePool pool;
    pool.assault = std::min(ships, dice.maxDicePerType);
    pool.skirmish = std::min(ships - pool.assault, dice.maxDicePerType);
    return pool;
}

DicePool poolWithin(DicePool pool, const BattleSetup &setup) {
    int excess = pool.size() - attackingDice(setup);
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
                return Text::tr("A die face is numbered 1 to 6, not %1.").arg(face);
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
    r.attackerFlagshipAfter = setup.attackerFlagship;
    r.defenderFlagshipAfter = setup.defenderFlagship;
    // The attacker's hits: ships first, then the Flagship's Upgrades and Armor.
    const auto hitAttacker = [&r](int hits) {
        hits = hitPieces(r.attackerAfter.ships, hits, r.losses.attackerShips);
        if (r.attackerFlagshipAfter)
            hitFlagship(*r.attackerFlagshipAfter, hits);
    };
    // The defender's buildings: on the map, then the Flagship's Upgrades and Armor.
    const auto hitDefenderBuildings = [&r](int hits) {
        hits = hitBuildings(r.defenderAfter, hits, r.losses);
        if (r.defenderFlagshipAfter)
            hitFlagship(*r.defenderFlagshipAfter, hits);
    };

    // 1. Self-hits, 2. intercept (one hit per fresh defending ship, once), 3. hits, 4. building
    // hits, 5. keys.
    hitAttacker(r.selfHits);
    r.steps << Text::tr("Self-hits: %1 to your own ships.").arg(r.selfHits);
    const bool defenseArray =
        setup.defenderFlagship && setup.defenderFlagship->has(Upgrade::DefenseArray);
    if (r.interceptRolled && !setup.defenderIntercepts) {
        r.steps << Text::tr("Intercept: rolled, but the Blight does not intercept.");
    } else if (r.interceptRolled) {
        r.interceptHits = interceptHits(setup);
        hitAttacker(r.interceptHits);
        const int ships = setup.defender.ships.fresh;
        QStringList from;
        if (ships > 0)
            from << (ships == 1 ? Text::tr("1 fresh defending ship")
                                : Text::tr("%1 fresh defending ships").arg(ships));
        if (r.interceptHits > ships)
            from << Text::tr("the Defense Array's %1").arg(r.interceptHits - ships);
        r.steps << (r.interceptHits == 0
                        ? Text::tr("Intercept: rolled, but no defending ship is fresh: no hits.")
                        : Text::tr("Intercept: %1 → %2 to your ships.")
                              .arg(from.join(Text::tr(" and ")),
                                   r.interceptHits == 1
                                       ? Text::tr("1 hit")
                                       : Text::tr("%1 hits").arg(r.interceptHits)));
        if (setup.defenderFlagship && !defenseArray)
            r.steps << Text::tr(
                "The defending Flagship does not intercept (it has no Defense Array).");
    } else {
        r.steps << Text::tr("Intercept: none rolled.");
    }
    // The Blight is Tough: each 2 hits damage or destroy one; a lone hit does nothing.
    const int perStep = setup.toughDefenders ? 2 : 1;
    const int steps = r.hits / perStep;
    const int stepsLeft = hitPieces(r.defenderAfter.ships, steps, r.losses.defenderShips);
    const int spill = stepsLeft * perStep + (stepsLeft > 0 ? r.hits % perStep : 0);
    hitDefenderBuildings(spill);
    if (setup.toughDefenders && r.hits > 0) {
        const int landed = steps - stepsLeft;
        const QString effect = landed == 1 ? Text::tr("1 damage or destruction")
                                           : Text::tr("%1 damages or destructions").arg(landed);
        r.steps << (r.hits % 2 == 1 && stepsLeft == 0
                        ? Text::tr(
                              "Hits: %1 on the Blight, which is Tough (2 hits each): %2; the odd "
                              "hit does nothing.")
                              .arg(r.hits)
                              .arg(effect)
                        : Text::tr("Hits: %1 on the Blight, which is Tough (2 hits each): %2.")
                              .arg(r.hits)
                              .arg(effect));
    } else if (spill == 0 || r.hits == 0)
        r.steps << Text::tr("Hits: %1 to the defending ships.").arg(r.hits);
    else if (setup.defender.buildings() > 0 || setup.defenderFlagship)
        r.steps << (spill == 1
                        ? Text::tr("Hits: %1 — the defending ships take %2, the other one goes "
                                   "on to the defending buildings.")
                              .arg(r.hits)
                              .arg(r.hits - spill)
                        : Text::tr("Hits: %1 — the defending ships take %2, the other %3 go on "
                                   "to the defending buildings.")
                              .arg(r.hits)
                              .arg(r.hits - spill)
                              .arg(spill));
    else
        r.steps << (spill == 1
                        ? Text::tr("Hits: %1 — the defending ships take %2; the other one "
                                   "finds nothing else to hit here.")
                              .arg(r.hits)
                              .arg(r.hits - spill)
                        : Text::tr("Hits: %1 — the defending ships take %2; the other %3 find "
                                   "nothing else to hit here.")
                              .arg(r.hits)
                              .arg(r.hits - spill)
                              .arg(spill));
    hitDefenderBuildings(r.buildingHits);
    r.steps
        << (r.buildingHits == 0 ? Text::tr("Building hits: none rolled.")
            : setup.defenderFlagship
                ? Text::tr("Building hits: %1 to the defending buildings and the Flagship's "
                           "Upgrades and Armor.")
                      .arg(r.buildingHits)
            : setup.defender.buildings() == 0
                ? Text::tr("Building hits: %1, but the defender has no buildings here.")
                      .arg(r.buildingHits)
                : Text::tr("Building hits: %1 to the defending buildings.").arg(r.buildingHits));
    r.taken = {r.selfHits + r.interceptHits, steps - stepsLeft, spill + r.buildingHits};
    r.attackerSurvived = r.attackerAfter.ships.total() > 0 || setup.attackerFlagship;
    r.keysUsable = usableKeys(r.attackerAfter, r.keys, setup.attackerFlagship.has_value());
    if (r.keys == 0)
        r.steps << Text::tr("Keys: none rolled.");
    else if (r.attackerSurvived)
        r.steps << Text::tr(
                       "Keys: %1 to raid resources and Guild cards (each costs its raid cost).")
                       .arg(r.keys);
    else
        r.steps << Text::tr("Keys: %1, but no attacking ship survived to raid.").arg(r.keys);
    if (r.losses.cities > 0)
        r.steps << (setup.freeStatesDefending
                        ? Text::tr("A Free city was destroyed: the attacker provokes Outrage.")
                        : Text::tr("A city was destroyed: the attacker provokes Outrage and "
                                   "ransacks the Court."));
    return r;
}

BattleSetup battleSetupAt(const Board &board, int attacker, int defender, SystemId system,
                          BattleDefender against, bool withImperialShips, bool empireLaws) {
    const SystemState &here = board.at(system);
    BattleSetup setup;
    setup.attacker = {here.players.value(attacker).ships, {}, {}};
    if (flagshipIn(board, attacker, system))
        setup.attackerFlagship = board.areas[attacker].flagship;
    if (withImperialShips) {
        setup.imperialShips = here.imperialShips;
        setup.imperialAttacking = true;
        setup.attacker.ships = setup.attacker.ships + here.imperialShips;
    }
    switch (against) {
    case BattleDefender::Player:
        setup.defender = here.players.value(defender);
        setup.defenderHasBuildingsElsewhere = hasBuildingsOutside(board, defender, system);
        if (defender >= 0 && defender < board.playerCount()) {
            const std::optional<Flagship> &flagship = board.areas[defender].flagship;
            setup.defenderHasFlagship = flagship.has_value();
            if (flagship && flagship->system == system)
                setup.defenderFlagship = flagship;
        }
        // With the Regent's own pieces there: a Regent with nothing in the system defends
        // nothing there.
        if (empireLaws && !withImperialShips && defender < board.playerCount() &&
            isRegent(board, defender) && (!setup.defender.isEmpty() || setup.defenderFlagship)) {
            setup.imperialShips = here.imperialShips; // a Regent defends with them
            setup.defender.ships = setup.defender.ships + here.imperialShips;
        }
        break;
    case BattleDefender::Empire:
        setup.defender.ships = here.imperialShips;
        break;
    case BattleDefender::FreeStates:
        setup.defender.cities = here.freeCities;
        setup.defender.starports = here.freeStarports;
        setup.freeStatesDefending = true;
        break;
    case BattleDefender::Blight:
        setup.defender.ships = here.blight;
        setup.toughDefenders = true;
        setup.defenderIntercepts = false;
        break;
    }
    return setup;
}

ShipsAfter imperialShipsFirst(FreshDamaged loyal, FreshDamaged imperial, int hits) {
    int destroyed = 0;
    hitPieces(loyal, hitPieces(imperial, hits, destroyed), destroyed);
    return {loyal, imperial};
}

int usableKeys(const PiecesHere &attackerAfter, int keys, bool withFlagship) {
    return attackerAfter.ships.total() > 0 || withFlagship ? keys : 0;
}

namespace {

// What hits can do to a piece: a fresh one takes two to destroy, a damaged one takes one.
int toughness(const FreshDamaged &pieces) {
    return 2 * pieces.fresh + pieces.damaged;
}

// Whether `hits`, each damaging a fresh piece or destroying a damaged one, can leave `after`.
bool canLeave(const FreshDamaged &before, int hits, const FreshDamaged &after) {
    if (hits >= toughness(before))
        return after.total() == 0;
    return after.fresh >= 0 && after.damaged >= 0 && after.fresh <= before.fresh &&
           after.total() <= before.total() && toughness(after) == toughness(before) - hits;
}

// Buildings: the hits are shared between the cities and the starports as the attacker chooses,
// none wasted while a building can take it.
bool buildingsCanLeave(const PiecesHere &before, int hits, const PiecesHere &after) {
    const int cities = toughness(before.cities);
    const int starports = toughness(before.starports);
    if (hits >= cities + starports)
        return after.cities.total() == 0 && after.starports.total() == 0;
    for (int onCities = std::max(0, hits - starports); onCities <= std::min(hits, cities);
         ++onCities) {
        if (canLeave(before.cities, onCities, after.cities) &&
            canLeave(before.starports, hits - onCities, after.starports))
            return true;
    }
    return false;
}

QString hitsWord(int hits) {
    return hits == 1 ? Text::tr("1 hit") : Text::tr("%1 hits").arg(hits);
}

QString cannotLeave(const QString &pieces, int hits, const FreshDamaged &before,
                    const FreshDamaged &after) {
    return Text::tr("The dice give %1 %2: from %3 fresh and %4 damaged they cannot leave %5 fresh "
                    "and %6 damaged (each hit damages a fresh piece or destroys a damaged one).")
        .arg(pieces, hitsWord(hits))
        .arg(before.fresh)
        .arg(before.damaged)
        .arg(after.fresh)
        .arg(after.damaged);
}

// What hits can do to a Flagship's Upgrades and Armor, as to pieces.
int slotToughness(const std::optional<Flagship> &flagship) {
    return flagship
               ? toughness(rowPieces(flagship->upgrades)) + toughness(rowPieces(flagship->armor))
               : 0;
}

// Whether hits can turn one slot into another: fresh to damaged or gone, damaged to gone.
bool slotCanBecome(const std::optional<FlagshipBuilding> &before,
                   const std::optional<FlagshipBuilding> &after) {
    if (!after)
        return true;
    return before && before->building == after->building && (!before->damaged || after->damaged);
}

// Whether hits can leave `after` of `before`: slot by slot, an Upgrade hit only once its Armor
// is gone.
bool flagshipCanBecome(const std::optional<Flagship> &before,
                       const std::optional<Flagship> &after) {
    if (!before || !after)
        return before.has_value() == after.has_value();
    if (before->system != after->system)
        return false;
    for (int position = 1; position <= int(before->upgrades.size()); ++position) {
        const FlagshipSlot upgrade{position, false}, armor{position, true};
        if (!slotCanBecome(before->at(upgrade), after->at(upgrade)) ||
            !slotCanBecome(before->at(armor), after->at(armor)))
            return false;
        if (before->at(upgrade) != after->at(upgrade) && after->at(armor))
            return false;
    }
    return true;
}

// One kind of piece, as the table changes it: destroyed ones removed (damaged ones first),
// then fresh ones tipped over.
QString changeLine(const QString &pieces, const FreshDamaged &before, const FreshDamaged &after) {
    const int destroyed = before.total() - after.total();
    const int destroyedFresh = std::max(0, destroyed - before.damaged);
    const int damaged = before.fresh - after.fresh - destroyedFresh;
    if (destroyed > 0 && damaged > 0)
        return Text::tr("%1: %2 destroyed, %3 damaged").arg(pieces).arg(destroyed).arg(damaged);
    if (destroyed > 0)
        return Text::tr("%1: %2 destroyed").arg(pieces).arg(destroyed);
    if (damaged > 0)
        return Text::tr("%1: %2 damaged").arg(pieces).arg(damaged);
    return {};
}

} // namespace

QString outcomeProblem(const BattleSetup &setup, const BattleResolution &rolled,
                       const PiecesHere &attackerAfter, const PiecesHere &defenderAfter,
                       const std::optional<Flagship> &attackerFlagshipAfter,
                       const std::optional<Flagship> &defenderFlagshipAfter) {
    const BattleHits &hits = rolled.taken;
    const std::optional<Flagship> attackerFlagship =
        attackerFlagshipAfter ? attackerFlagshipAfter : rolled.attackerFlagshipAfter;
    const std::optional<Flagship> defenderFlagship =
        defenderFlagshipAfter ? defenderFlagshipAfter : rolled.defenderFlagshipAfter;
    if (!flagshipCanBecome(setup.attackerFlagship, attackerFlagship) ||
        !flagshipCanBecome(setup.defenderFlagship, defenderFlagship))
        return Text::tr("A Flagship's Upgrades and Armor only take hits: a fresh one is damaged or "
                        "destroyed, a damaged one destroyed, and an Upgrade only once its Armor is "
                        "gone.");
    // The Flagship's Upgrades and Armor share the attacker's hits with the ships.
    const int onAttackerFlagship =
        slotToughness(setup.attackerFlagship) - slotToughness(attackerFlagship);
    const int onAttackerShips = hits.attackerShips - onAttackerFlagship;
    const bool attackerLeft =
        hits.attackerShips >=
                toughness(setup.attacker.ships) + slotToughness(setup.attackerFlagship)
            ? attackerAfter.ships.total() == 0 && slotToughness(attackerFlagship) == 0
            : onAttackerShips >= 0 && onAttackerShips <= toughness(setup.attacker.ships) &&
                  canLeave(setup.attacker.ships, onAttackerShips, attackerAfter.ships);
    if (!attackerLeft && onAttackerFlagship > 0 && onAttackerShips >= 0)
        return Text::tr("The dice give the attacking side %1, %2 on its Flagship: from %3 fresh "
                        "and %4 damaged the ships cannot leave %5 fresh and %6 damaged (each hit "
                        "damages a fresh piece or destroys a damaged one).")
            .arg(hitsWord(hits.attackerShips))
            .arg(onAttackerFlagship)
            .arg(setup.attacker.ships.fresh)
            .arg(setup.attacker.ships.damaged)
            .arg(attackerAfter.ships.fresh)
            .arg(attackerAfter.ships.damaged);
    if (!attackerLeft)
        return cannotLeave(Text::tr("the attacking ships"), hits.attackerShips,
                           setup.attacker.ships, attackerAfter.ships);
    if (!canLeave(setup.defender.ships, hits.defenderShips, defenderAfter.ships))
        return cannotLeave(Text::tr("the defending ships"), hits.defenderShips,
                           setup.defender.ships, defenderAfter.ships);
    // And the defender's buildings with the Flagship's Upgrades and Armor.
    const int onDefenderFlagship =
        slotToughness(setup.defenderFlagship) - slotToughness(defenderFlagship);
    const int allBuildings = toughness(setup.defender.cities) +
                             toughness(setup.defender.starports) +
                             slotToughness(setup.defenderFlagship);
    const bool buildingsLeft =
        hits.defenderBuildings >= allBuildings
            ? defenderAfter.buildings() == 0 && slotToughness(defenderFlagship) == 0
            : onDefenderFlagship <= hits.defenderBuildings &&
                  hits.defenderBuildings - onDefenderFlagship <=
                      toughness(setup.defender.cities) + toughness(setup.defender.starports) &&
                  buildingsCanLeave(setup.defender, hits.defenderBuildings - onDefenderFlagship,
                                    defenderAfter);
    if (!buildingsLeft)
        return Text::tr(
                   "The dice give the defending buildings %1: they cannot leave these cities and "
                   "starports (each hit damages a fresh building or destroys a damaged one).")
            .arg(hitsWord(hits.defenderBuildings));
    return {};
}

QStringList outcomeLines(const BattleSetup &setup, const PiecesHere &attackerAfter,
                         const PiecesHere &defenderAfter, FreshDamaged imperialAfter,
                         const std::optional<Flagship> &attackerFlagshipAfter,
                         const std::optional<Flagship> &defenderFlagshipAfter) {
    const FreshDamaged none;
    const FreshDamaged attacking = setup.imperialAttacking ? setup.imperialShips : none;
    const FreshDamaged defending = setup.imperialAttacking ? none : setup.imperialShips;
    QStringList lines;
    for (const QString &line :
         {changeLine(Text::tr("Attacking ships"), setup.attacker.ships - attacking,
                     attackerAfter.ships),
          changeLine(Text::tr("Defending ships"), setup.defender.ships - defending,
                     defenderAfter.ships),
          changeLine(setup.imperialAttacking ? Text::tr("Attacking Imperial ships")
                                             : Text::tr("Defending Imperial ships"),
                     setup.imperialShips, imperialAfter),
          changeLine(Text::tr("Defending starports"), setup.defender.starports,
                     defenderAfter.starports),
          changeLine(Text::tr("Defending cities"), setup.defender.cities, defenderAfter.cities)}) {
        if (!line.isEmpty())
            lines << line;
    }
    const auto flagshipLines = [&lines](const QString &upgrades, const QString &armor,
                                        const std::optional<Flagship> &before,
                                        const std::optional<Flagship> &after) {
        if (!before || !after)
            return;
        for (const QString &line :
             {changeLine(armor, rowPieces(before->armor), rowPieces(after->armor)),
              changeLine(upgrades, rowPieces(before->upgrades), rowPieces(after->upgrades))}) {
            if (!line.isEmpty())
                lines << line;
        }
    };
    flagshipLines(Text::tr("Attacking Flagship's Upgrades"), Text::tr("Attacking Flagship's Armor"),
                  setup.attackerFlagship, attackerFlagshipAfter);
    flagshipLines(Text::tr("Defending Flagship's Upgrades"), Text::tr("Defending Flagship's Armor"),
                  setup.defenderFlagship, defenderFlagshipAfter);
    if (lines.isEmpty())
        lines << Text::tr("No piece is hit.");
    return lines;
}

} // namespace arcs
