// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardEntries.h"
#include "BoardEntryRules.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/CourtCards.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"

// The board entries of battle: who can battle whom where, the result as the table entered it,
// the raid that follows, a city destroyed, and the ships of an eliminated player.

namespace arcs::boardrules {

namespace {

int keysRolled(const RolledDice &dice, const Catalog &catalog) {
    int keys = 0;
    const std::array<std::pair<BattleDie, const QList<int> *>, 3> kinds{
        {{BattleDie::Assault, &dice.assault},
         {BattleDie::Skirmish, &dice.skirmish},
         {BattleDie::Raid, &dice.raid}}};
    for (const auto &[die, faces] : kinds) {
        for (int face : *faces)
            keys += catalog.dice.battle(die).faces[std::size_t(face - 1)].keys;
    }
    return keys;
}

// Raiding the Free States gains exactly one resource of the planet's type, for a key.
QString freeStatesRaidProblem(const Check &check, const Raid &raid) {
    const Board &board = check.s.board;
    if (!board.raid->freeStates)
        return Text::tr("The last battle was against %1, not the Free States.")
            .arg(check.s.playerName(board.raid->defender));
    if (raid.slot || !raid.card.isEmpty())
        return Text::tr(
            "The Free States yield a resource of the planet's type, not a slot or a card.");
    const ResourceType type = check.c.map.planet(board.raid->system)->type;
    if (resourcesInSupply(board, type, check.c) == 0)
        return Text::tr("No %1 is left in the supply to take.").arg(resourceWord(type));
    return intoProblem(check, raid.player, raid.into);
}

QString forcesProblem(const FreshDamaged &before, const FreshDamaged &after, const QString &what) {
    if (after.fresh < 0 || after.damaged < 0 || after.fresh > before.fresh ||
        after.total() > before.total())
        return Text::tr(
                   "%1 after the battle cannot be %2 fresh and %3 damaged: there were %4 fresh "
                   "and %5 damaged.")
            .arg(what)
            .arg(after.fresh)
            .arg(after.damaged)
            .arg(before.fresh)
            .arg(before.damaged);
    return {};
}

// Whether the defender (a seat's Loyal pieces, or the Empire's, the Free States' or the
// Blight's) has pieces in the system to defend it with.
bool hasDefenders(const Board &board, BattleDefender against, int defender, SystemId system) {
    const SystemState &here = board.at(system);
    switch (against) {
    case BattleDefender::Player:
        return hasLoyalPieces(board, defender, system);
    case BattleDefender::Empire:
        return here.imperialShips.total() > 0;
    case BattleDefender::FreeStates:
        return here.freeCities.total() + here.freeStarports.total() > 0;
    case BattleDefender::Blight:
        return here.blight.total() > 0;
    }
    return false;
}

QString battleHereProblem(const Check &check, int attacker, int defender, SystemId system,
                          BattleDefender against) {
    const bool player = against == BattleDefender::Player;
    if (QString p = firstOf({check.seat(attacker), player ? check.seat(defender) : QString(),
                             check.system(system)});
        !p.isEmpty())
        return p;
    if (player && attacker == defender)
        return Text::tr("A player cannot battle themselves: choose a Rival to attack.");
    const SystemState &here = check.s.board.at(system);
    if (here.players[attacker].ships.total() == 0)
        return Text::tr("%1 has no ships in %2 to attack with.")
            .arg(check.s.playerName(attacker), systemWord(system));
    if (!player && !check.s.campaign)
        return Text::tr(
            "Only a campaign has the Empire, the Free States and the Blight to battle.");
    switch (against) {
    case BattleDefender::Player:
        if (!hasDefenders(check.s.board, against, defender, system))
            return Text::tr("%1 has no pieces in %2 to defend.")
                .arg(check.s.playerName(defender), systemWord(system));
        return truceProblem(check, attacker, defender, system);
    case BattleDefender::Empire:
        if (isRegent(check.s.board, attacker))
            return Text::tr("The Truce Law: %1 is a Regent and cannot harm Imperial ships; only an "
                            "Outlaw chooses the Empire as defender.")
                .arg(check.s.playerName(attacker));
        if (!hasDefenders(check.s.board, against, defender, system))
            return Text::tr("The Empire has no ships in %1 to defend.").arg(systemWord(system));
        return {};
    case BattleDefender::FreeStates:
        if (!hasDefenders(check.s.board, against, defender, system))
            return Text::tr("The Free States have no buildings in %1 to defend.")
                .arg(systemWord(system));
        return {};
    case BattleDefender::Blight:
        if (!hasDefenders(check.s.board, against, defender, system))
            return Text::tr("There is no Blight in %1 to battle.").arg(systemWord(system));
        return {};
    }
    return {};
}

// A Flagship that fought stands after the battle with its Upgrades and Armor hit, or as it was.
QString flagshipForcesProblem(const std::optional<Flagship> &before,
                              const std::optional<Flagship> &after) {
    if (!before && after)
        return Text::tr("No Flagship fought in this battle.");
    if (before && !after)
        return Text::tr("A Flagship fought in %1: say how its Upgrades and Armor stand after the "
                        "battle.")
            .arg(systemWord(before->system));
    if (before && after->system != before->system)
        return Text::tr("The Flagship stays in %1 during the battle.")
            .arg(systemWord(before->system));
    return {};
}

// A Regent adds Imperial ships to an attack only where they are, and never against the Empire.
QString imperialAttackProblem(const Check &check, const BattleResult &battle) {
    if (!battle.withImperialShips)
        return {};
    const QString who = check.s.playerName(battle.attacker);
    if (!isRegent(check.s.board, battle.attacker))
        return Text::tr("%1 is an Outlaw: only a Regent adds Imperial ships to their attack.")
            .arg(who);
    if (check.s.board.at(battle.system).imperialShips.total() == 0)
        return Text::tr("There are no Imperial ships in %1 to add to the attack.")
            .arg(systemWord(battle.system));
    return {};
}

// The player's Flagship board as the battle left it; its buildings destroyed go to `trophies`
// (none: back to the supply).
void landFlagship(Board &board, int seat, const std::optional<Flagship> &after,
                  PieceCounts *trophies) {
    std::optional<Flagship> &flagship = board.areas[seat].flagship;
    if (!after || !flagship)
        return;
    if (trophies) {
        trophies->cities += flagship->count(Building::City) - after->count(Building::City);
        trophies->starports +=
            flagship->count(Building::Starport) - after->count(Building::Starport);
    }
    flagship = after;
}

// The Empire, the Free States or the Blight defended: what the attacker destroys becomes their
// campaign Trophies; their ships destroyed go to the First Regent's Trophies when the Empire
// defended (back to the supply otherwise); a Free city destroyed still provokes Outrage.
void applyCampaignBattle(Board &board, const BattleResult &battle, std::optional<int> firstRegent,
                         const Catalog &catalog) {
    SystemState &here = board.at(battle.system);
    FreshDamaged &ships = here.players[battle.attacker].ships;
    const int attackerLost = ships.total() - battle.attackerShips.total();
    ships = battle.attackerShips;
    // The First Regent keeps what the Empire destroys of an Outlaw; the rest returns.
    const bool toFirstRegent =
        battle.against == BattleDefender::Empire && firstRegent && *firstRegent != battle.attacker;
    landFlagship(board, battle.attacker, battle.attackerFlagship,
                 toFirstRegent ? &board.areas[*firstRegent].trophies[battle.attacker] : nullptr);
    CampaignTrophies &trophies = board.areas[battle.attacker].campaignTrophies;
    switch (battle.against) {
    case BattleDefender::Player:
        break;
    case BattleDefender::Empire:
        trophies.imperialShips += here.imperialShips.total() - battle.defenderShips.total();
        here.imperialShips = battle.defenderShips;
        if (firstRegent && *firstRegent != battle.attacker)
            board.areas[*firstRegent].trophies[battle.attacker].ships += attackerLost;
        break;
    case BattleDefender::FreeStates: {
        const int citiesLost = here.freeCities.total() - battle.defenderCities.total();
        trophies.freeCities += citiesLost;
        trophies.freeStarports += here.freeStarports.total() - battle.defenderStarports.total();
        here.freeCities = battle.defenderCities;
        here.freeStarports = battle.defenderStarports;
        const Planet *planet = catalog.map.planet(battle.system);
        for (int city = 0; planet && city < citiesLost; ++city)
            provokeOutrage(board, battle.attacker, planet->type, catalog);
        break;
    }
    case BattleDefender::Blight:
        trophies.blight += here.blight.total() - battle.defenderShips.total();
        here.blight = battle.defenderShips;
        break;
    }
    board.raid.reset();
    // The Free States, on a planet, yield one resource to a raid.
    const int keys = keysRolled(battle.dice, catalog);
    if (battle.against == BattleDefender::FreeStates &&
        (battle.attackerShips.total() > 0 || battle.attackerFlagship) && keys > 0 &&
        catalog.map.planet(battle.system))
        board.raid = RaidWindow{battle.system, battle.attacker, 0, keys, true};
}

// The Imperial ships that fought stand as they are left; those destroyed are Trophies of the
// player who fought against them (nobody's when the Free States or the Blight did).
void applyImperialShips(Board &board, const BattleResult &battle, bool empireLaws) {
    const BattleSetup setup = battleSetupAt(board, battle.attacker, battle.defender, battle.system,
                                            battle.against, battle.withImperialShips, empireLaws);
    FreshDamaged &imperial = board.at(battle.system).imperialShips;
    if (setup.imperialShips.total() == 0)
        return;
    const int destroyed = imperial.total() - battle.imperialShips.total();
    imperial = battle.imperialShips;
    if (battle.against == BattleDefender::Player)
        board.areas[setup.imperialAttacking ? battle.defender : battle.attacker]
            .campaignTrophies.imperialShips += destroyed;
}

} // namespace

// The destroyer keeps a Rival's city as a Trophy; then Outrage and, for a Rival, Ransack.
void cityDestroyed(Board &board, int destroyer, int owner, SystemId system,
                   const Catalog &catalog) {
    if (owner != destroyer) {
        board.areas[destroyer].trophies[owner].cities += 1;
        board.ransacksDue.append({destroyer, owner});
    }
    if (const Planet *planet = catalog.map.planet(system))
        provokeOutrage(board, destroyer, planet->type, catalog);
}

// The Truce Law keeps a Regent from harming or taxing a Rival Regent where Imperial ships are.
QString truceProblem(const Check &check, int player, int rival, SystemId system) {
    const Board &board = check.s.board;
    if (player == rival || !check.s.campaign || !check.s.setup.empireLaws ||
        board.at(system).imperialShips.total() == 0 || !isRegent(board, player) ||
        !isRegent(board, rival))
        return {};
    return Text::tr("The Truce Law: %1 and %2 are both Regents, and Imperial ships are in %3.")
        .arg(check.s.playerName(player), check.s.playerName(rival), systemWord(system));
}

QString raidProblem(const Check &check, const Raid &raid) {
    const Board &board = check.s.board;
    if (!board.raid || board.raid->attacker != raid.player)
        return Text::tr("Raiding spends the keys of a battle just fought by this player.");
    if (board.at(board.raid->system).players[raid.player].ships.total() == 0)
        return Text::tr("%1 has no attacking ships left in %2: the keys cannot be spent.")
            .arg(check.s.playerName(raid.player), systemWord(board.raid->system));
    if (raid.side == Side::Free)
        return freeStatesRaidProblem(check, raid);
    if (board.raid->freeStates)
        return Text::tr(
            "The Free States yield one resource of the planet's type: raid them for it.");
    const int defender = board.raid->defender;
    const QString victim = check.s.playerName(defender);
    int cost = 0;
    if (raid.slot.has_value() == !raid.card.isEmpty())
        return Text::tr("Choose one resource slot or one Guild card to steal.");
    if (raid.slot) {
        if (QString p = slotProblem(check, defender, *raid.slot); !p.isEmpty())
            return p;
        cost = raidCosts(board.areas[defender], check.c)[*raid.slot];
    } else {
        if (!board.areas[defender].guildCards.contains(raid.card))
            return Text::tr("%1 does not hold %2.")
                .arg(victim, board.court.cardName(raid.card, check.c));
        if (QString p = protectedProblem(check.s, defender, raid.card, check.c); !p.isEmpty())
            return p;
        const CourtCard *card = board.court.card(raid.card, check.c);
        cost = card ? card->raidCost.value_or(0) : 0;
    }
    if (cost > board.raid->keys)
        return Text::tr("That costs %1; %2 left from the battle.")
            .arg(cost == 1 ? Text::tr("1 key") : Text::tr("%1 keys").arg(cost))
            .arg(board.raid->keys);
    if (raid.into && !raid.slot)
        return Text::tr("A stolen Guild card is held, not put in a resource slot.");
    return intoProblem(check, raid.player, raid.into);
}

QString battleResultProblem(const Check &check, const BattleResult &battle) {
    if (QString p = firstOf({battleHereProblem(check, battle.attacker, battle.defender,
                                               battle.system, battle.against),
                             imperialAttackProblem(check, battle)});
        !p.isEmpty())
        return p;
    const BattleSetup setup =
        battleSetupAt(check.s.board, battle.attacker, battle.defender, battle.system,
                      battle.against, battle.withImperialShips, check.s.setup.empireLaws);
    if (QString p = firstOf({rolledDiceProblem(battle.dice),
                             arcs::battleProblem(setup, battle.dice.pool(), check.c.dice)});
        !p.isEmpty())
        return p;
    // The players' own ships, and the Imperial ships fighting on one side.
    const FreshDamaged attacking = setup.imperialAttacking ? setup.imperialShips : FreshDamaged{};
    const FreshDamaged defending = setup.imperialAttacking ? FreshDamaged{} : setup.imperialShips;
    if (QString p = firstOf(
            {forcesProblem(setup.attacker.ships - attacking, battle.attackerShips,
                           Text::tr("The attacking ships")),
             forcesProblem(setup.defender.ships - defending, battle.defenderShips,
                           Text::tr("The defending ships")),
             forcesProblem(setup.imperialShips, battle.imperialShips,
                           Text::tr("The Imperial ships")),
             forcesProblem(setup.defender.cities, battle.defenderCities, Text::tr("The cities")),
             forcesProblem(setup.defender.starports, battle.defenderStarports,
                           Text::tr("The starports")),
             flagshipForcesProblem(setup.attackerFlagship, battle.attackerFlagship),
             flagshipForcesProblem(setup.defenderFlagship, battle.defenderFlagship)});
        !p.isEmpty() || battle.tableDecided)
        return p;
    const FreshDamaged imperialAfter = battle.imperialShips;
    const QString fromDice = outcomeProblem(
        setup, resolveBattle(setup, battle.dice, check.c.dice),
        {battle.attackerShips + (setup.imperialAttacking ? imperialAfter : FreshDamaged{}), {}, {}},
        {battle.defenderShips + (setup.imperialAttacking ? FreshDamaged{} : imperialAfter),
         battle.defenderCities, battle.defenderStarports},
        battle.attackerFlagship, battle.defenderFlagship);
    if (fromDice.isEmpty())
        return {};
    return Text::tr("%1 If the table decided otherwise, enter the result as the table's decision.")
        .arg(fromDice);
}

void applyBattle(Board &board, const BattleResult &battle, std::optional<int> firstRegent,
                 bool empireLaws, const Catalog &catalog) {
    applyImperialShips(board, battle, empireLaws);
    if (battle.against != BattleDefender::Player) {
        applyCampaignBattle(board, battle, firstRegent, catalog);
        return;
    }
    PiecesHere &attacker = board.at(battle.system).players[battle.attacker];
    PiecesHere &defender = board.at(battle.system).players[battle.defender];
    PieceCounts &attackerTrophies = board.areas[battle.attacker].trophies[battle.defender];
    // A Flagship's Upgrades and Armor destroyed are Trophies, with no Outrage and no Ransack.
    landFlagship(board, battle.defender, battle.defenderFlagship, &attackerTrophies);
    landFlagship(board, battle.attacker, battle.attackerFlagship,
                 &board.areas[battle.defender].trophies[battle.attacker]);
    attackerTrophies.ships += defender.ships.total() - battle.defenderShips.total();
    attackerTrophies.starports += defender.starports.total() - battle.defenderStarports.total();
    board.areas[battle.defender].trophies[battle.attacker].ships +=
        attacker.ships.total() - battle.attackerShips.total();
    const int citiesLost = defender.cities.total() - battle.defenderCities.total();
    attacker.ships = battle.attackerShips;
    defender.ships = battle.defenderShips;
    defender.cities = battle.defenderCities;
    defender.starports = battle.defenderStarports;
    for (int city = 0; city < citiesLost; ++city)
        cityDestroyed(board, battle.attacker, battle.defender, battle.system, catalog);
    board.raid.reset();
    if (battle.attackerShips.total() > 0 || battle.attackerFlagship)
        board.raid = RaidWindow{battle.system, battle.attacker, battle.defender,
                                keysRolled(battle.dice, catalog)};
}

void applyRaid(Board &board, const Raid &raid, const Catalog &catalog) {
    if (raid.side == Side::Free) { // one resource per battle
        gainResource(board, raid.player, catalog.map.planet(board.raid->system)->type, catalog,
                     raid.into);
        board.raid.reset();
        return;
    }
    PlayerArea &defender = board.areas[board.raid->defender];
    PlayerArea &attacker = board.areas[raid.player];
    if (raid.slot) {
        board.raid->keys -= raidCosts(defender, catalog)[*raid.slot];
        const ResourceType type = *defender.resources[*raid.slot];
        defender.resources[*raid.slot].reset();
        // Without an empty slot, or `into` naming one to replace, the raider cannot hold it: it
        // goes back to the supply.
        gainResource(board, raid.player, type, catalog, raid.into);
        return;
    }
    const CourtCard *card = board.court.card(raid.card, catalog);
    board.raid->keys -= card ? card->raidCost.value_or(0) : 0;
    defender.guildCards.removeAll(raid.card);
    attacker.guildCards.append(raid.card);
    if (defender.heldOnCards.contains(raid.card)) // resources on a stolen card stay on it
        attacker.heldOnCards.insert(raid.card, defender.heldOnCards.take(raid.card));
}

} // namespace arcs::boardrules

namespace arcs {

using namespace boardrules;

QString eliminationProblem(const GameState &state, const Elimination &elimination,
                           const Catalog &catalog) {
    const Check check(state, catalog);
    if (QString p = firstOf({check.seat(elimination.player), check.system(elimination.gate)});
        !p.isEmpty())
        return p;
    const QString who = state.playerName(elimination.player);
    if (elimination.gate.kind != SystemKind::Gate)
        return Text::tr("%1 is not a gate: the ships go in a gate.")
            .arg(systemWord(elimination.gate));
    if (!eliminated(state.board, elimination.player))
        return Text::tr(
                   "%1 still has ships or starports on the map: only a player with neither places "
                   "new ships in a gate.")
            .arg(who);
    if (state.turn && state.turn->player != elimination.player)
        return Text::tr("It is %1's turn: %2 places the ships at the end of their own turn.")
            .arg(state.playerName(state.turn->player), who);
    if (shipsAfterElimination(state.board, elimination.player, catalog) == 0)
        return Text::tr("%1 has no ships in the supply to place: all are Rivals' Trophies.")
            .arg(who);
    return {};
}

int shipsAfterElimination(const Board &board, int seat, const Catalog &catalog) {
    return std::min(catalog.game.eliminationShips, inSupply(board, seat, catalog).ships);
}

void placeEliminatedShips(Board &board, const Elimination &elimination, const Catalog &catalog) {
    const int ships = shipsAfterElimination(board, elimination.player, catalog);
    board.at(elimination.gate).players[elimination.player].ships.fresh += ships;
}

QString battleProblemAt(const GameState &state, int attacker, int defender, SystemId system,
                        BattleDefender against, const Catalog &catalog) {
    return battleHereProblem(Check(state, catalog), attacker, defender, system, against);
}

std::optional<SystemId> whereTheyMeet(const GameState &state, int attacker, int defender,
                                      BattleDefender against, std::optional<SystemId> first) {
    const auto seated = [&](int seat) { return seat >= 0 && seat < state.board.playerCount(); };
    if (!seated(attacker) || (against == BattleDefender::Player && !seated(defender)))
        return std::nullopt;
    const auto meet = [&](SystemId system) {
        return hasDefenders(state.board, against, defender, system) &&
               state.board.at(system).players[attacker].ships.total() > 0;
    };
    if (first && meet(*first))
        return first;
    for (int index = 0; index < SystemId::count; ++index)
        if (const SystemId system = SystemId::fromIndex(index); meet(system))
            return system;
    return std::nullopt;
}

QString whyNoBattleWhereTheyMeet(const GameState &state, int attacker, int defender,
                                 BattleDefender against, const Catalog &catalog,
                                 std::optional<SystemId> first) {
    const auto where = whereTheyMeet(state, attacker, defender, against, first);
    if (!where)
        return {};
    for (int index = 0; index < SystemId::count; ++index)
        if (battleProblemAt(state, attacker, defender, SystemId::fromIndex(index), against, catalog)
                .isEmpty())
            return {};
    return battleProblemAt(state, attacker, defender, *where, against, catalog);
}

QString whyNoBattleHere(const GameState &state, int attacker, SystemId system,
                        const Catalog &catalog) {
    if (attacker < 0 || attacker >= state.board.playerCount() ||
        state.board.at(system).players[attacker].ships.total() == 0 ||
        firstDefenderAt(state, attacker, system, catalog))
        return {};
    for (int seat : state.turnOrder()) {
        if (seat != attacker && hasDefenders(state.board, BattleDefender::Player, seat, system))
            return battleProblemAt(state, attacker, seat, system, BattleDefender::Player, catalog);
    }
    for (BattleDefender against :
         {BattleDefender::Empire, BattleDefender::FreeStates, BattleDefender::Blight}) {
        if (state.campaign && hasDefenders(state.board, against, 0, system))
            return battleProblemAt(state, attacker, 0, system, against, catalog);
    }
    return {};
}

std::optional<BattleOpponent> firstDefenderAt(const GameState &state, int attacker, SystemId system,
                                              const Catalog &catalog) {
    for (int seat : state.turnOrder()) {
        if (battleProblemAt(state, attacker, seat, system, BattleDefender::Player, catalog)
                .isEmpty())
            return BattleOpponent{BattleDefender::Player, seat};
    }
    for (BattleDefender against :
         {BattleDefender::Empire, BattleDefender::FreeStates, BattleDefender::Blight}) {
        if (battleProblemAt(state, attacker, 0, system, against, catalog).isEmpty())
            return BattleOpponent{against, 0};
    }
    return std::nullopt;
}

} // namespace arcs
