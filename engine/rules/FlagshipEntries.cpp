// SPDX-License-Identifier: GPL-3.0-or-later
#include "FlagshipEntries.h"

#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(FlagshipEntries)
};

bool hasLoyalPiecesOnMap(const Board &board, int seat) {
    for (int index = 0; index < SystemId::count; ++index) {
        if (hasLoyalPieces(board, seat, SystemId::fromIndex(index)))
            return true;
    }
    return false;
}

QStringList flagshipFates(const Catalog &catalog) {
    QStringList names;
    for (const Fate &fate : catalog.fates) {
        if (fate.flagship)
            names.append(fate.name);
    }
    return names;
}

// Checks shared by building and repairing in a slot: the player, their Flagship there, the slot.
QString slotProblem(const GameState &state, int player, SystemId system, FlagshipSlot slot) {
    if (player < 0 || player >= state.playerCount())
        return Text::tr("Choose a player at this table.");
    const std::optional<Flagship> &flagship = state.board.areas[player].flagship;
    const QString who = state.playerName(player);
    if (!flagship)
        return Text::tr("%1 has no Flagship.").arg(who);
    if (flagship->system != system)
        return Text::tr("%1's Flagship is in %2, not %3.")
            .arg(who, systemWord(flagship->system), systemWord(system));
    if (slot.position < 1 || slot.position > int(flagship->upgrades.size()))
        return Text::tr("A Flagship board has Upgrades 1 to 6, not %1.").arg(slot.position);
    return {};
}

bool emptySlotOnMap(const Board &board, const Catalog &catalog) {
    for (const SystemId system : catalog.map.allSystems()) {
        const Planet *planet = catalog.map.planet(system);
        if (planet && !board.outOfPlay.contains(system.cluster) &&
            board.at(system).buildings() < planet->buildingSlots)
            return true;
    }
    return false;
}

// Places a Resettled building: in an empty slot, or with none on the map, over a Free building
// (of its type where there is one). Why it cannot go there, or empty.
QString placeResettled(Board &board, int seat, SystemId system, Piece piece,
                       const Catalog &catalog) {
    const Planet *planet = catalog.map.planet(system);
    if (!planet || board.outOfPlay.contains(system.cluster))
        return Text::tr("%1 is no planet in play: the %2 goes in a building slot.")
            .arg(systemWord(system), pieceWord(piece));
    SystemState &here = board.at(system);
    if (here.buildings() < planet->buildingSlots) {
        here.players[seat].of(piece).fresh += 1;
        return {};
    }
    if (emptySlotOnMap(board, catalog))
        return Text::tr(
                   "Every building slot in %1 is taken: the %2 goes in an empty slot while the "
                   "map has one.")
            .arg(systemWord(system), pieceWord(piece));
    FreshDamaged *free = &(piece == Piece::City ? here.freeCities : here.freeStarports);
    if (free->total() == 0)
        free = &(piece == Piece::City ? here.freeStarports : here.freeCities);
    if (free->total() == 0)
        return Text::tr(
                   "No building slot on the map is empty, and %1 has no Free building to replace.")
            .arg(systemWord(system));
    // A damaged piece replaced leaves its replacement damaged.
    const bool damaged = free->damaged > 0;
    (damaged ? free->damaged : free->fresh) -= 1;
    (damaged ? here.players[seat].of(piece).damaged : here.players[seat].of(piece).fresh) += 1;
    return {};
}

// The Flagship's board cleared and its piece a Loyal ship; then the city and the starport. Why
// a building cannot go where asked, or empty.
QString resettledBuildings(Board &board, const Resettle &resettle, const Catalog &catalog) {
    std::optional<Flagship> &flagship = board.areas[resettle.player].flagship;
    board.at(flagship->system).players[resettle.player].ships.fresh += 1;
    flagship.reset();
    if (QString p = placeResettled(board, resettle.player, resettle.city, Piece::City, catalog);
        !p.isEmpty())
        return p;
    return placeResettled(board, resettle.player, resettle.starport, Piece::Starport, catalog);
}

int loyalShipsOnMap(const Board &board, int seat) {
    int ships = 0;
    for (const SystemState &here : board.systems)
        ships += here.players.value(seat).ships.total();
    return ships;
}

} // namespace

QString correctSlotProblem(const GameState &state, const CorrectFlagshipSlot &correct,
                           const Catalog &catalog) {
    const std::optional<Flagship> &flagship = state.board.areas.value(correct.player).flagship;
    if (QString p = slotProblem(state, correct.player, flagship ? flagship->system : SystemId{},
                                correct.slot);
        !p.isEmpty())
        return p;
    if (correct.building && correct.building->building == Building::None)
        return Text::tr("A Flagship slot holds a city, a starport or nothing.");
    const std::optional<FlagshipBuilding> &now = flagship->at(correct.slot);
    if (correct.building == now)
        return Text::tr("%1's %2 is already so.")
            .arg(state.playerName(correct.player), slotName(correct.slot, catalog));
    // An Armor stands on its Upgrade: never over an empty one.
    const FlagshipSlot upgrade{correct.slot.position, false}, armor{correct.slot.position, true};
    if (correct.slot.armor && correct.building && !flagship->at(upgrade))
        return Text::tr("%1's %2 stands on its Upgrade, %3, which is empty: correct the Upgrade "
                        "first.")
            .arg(state.playerName(correct.player), slotName(armor, catalog),
                 slotName(upgrade, catalog));
    if (!correct.slot.armor && !correct.building && flagship->at(armor))
        return Text::tr("%1's %2 has its Armor, %3, on it: correct the Armor away first.")
            .arg(state.playerName(correct.player), slotName(upgrade, catalog),
                 slotName(armor, catalog));
    if (correct.building) {
        const Piece piece =
            correct.building->building == Building::City ? Piece::City : Piece::Starport;
        const bool same = now && now->building == correct.building->building;
        if (!same && inSupply(state.board, correct.player, catalog).of(piece) <= 0)
            return Text::tr("%1 has no %2 left in supply.")
                .arg(state.playerName(correct.player), pieceWord(piece));
    }
    return {};
}

int shipsToResettle(const Board &board, int seat, const Catalog &catalog) {
    if (!board.areas.value(seat).flagship)
        return 0;
    // The Flagship piece's swap takes a ship from the supply.
    const int onMap = loyalShipsOnMap(board, seat) + 1;
    const int inSupply = arcs::inSupply(board, seat, catalog).ships - 1;
    return std::clamp(catalog.campaign.resettleShips - onMap, 0, std::max(0, inSupply));
}

QString resettleProblem(const GameState &state, const Resettle &resettle, const Catalog &catalog) {
    if (!state.campaign)
        return Text::tr("Only a campaign has Flagships.");
    if (resettle.player < 0 || resettle.player >= state.playerCount())
        return Text::tr("Choose a player at this table.");
    const QString who = state.playerName(resettle.player);
    if (!state.board.areas[resettle.player].flagship)
        return Text::tr("%1 has no Flagship to Resettle.").arg(who);
    const Fate *fate = catalog.fate(state.campaign->fates.value(resettle.player));
    if (!fate || fate->letter != FateLetter::C)
        return Text::tr("Only a C Fate lets a player Resettle; %1 plays %2.")
            .arg(who, fate ? fate->name : Text::tr("no Fate"));
    Board board = state.board;
    if (QString p = resettledBuildings(board, resettle, catalog); !p.isEmpty())
        return p;
    int placed = 0;
    for (const auto &[system, count] : resettle.ships) {
        if (count <= 0)
            return Text::tr("Say how many ships go to %1: at least one.").arg(systemWord(system));
        if (!hasLoyalPieces(board, resettle.player, system))
            return Text::tr("%1 has no Loyal piece in %2: the new ships go where they have one.")
                .arg(who, systemWord(system));
        placed += count;
    }
    const int due = shipsToResettle(state.board, resettle.player, catalog);
    if (placed != due)
        return (due == 1 ? Text::tr("%1 places 1 ship to have %2 Loyal ships on the map, not %3.")
                               .arg(who)
                         : Text::tr("%1 places %2 ships to have %3 Loyal ships on the map, not %4.")
                               .arg(who)
                               .arg(due))
            .arg(catalog.campaign.resettleShips)
            .arg(placed);
    return {};
}

void applyResettle(Board &board, const Resettle &resettle, const Catalog &catalog) {
    resettledBuildings(board, resettle, catalog);
    for (const auto &[system, count] : resettle.ships)
        board.at(system).players[resettle.player].ships.fresh += count;
    settleResources(board, catalog); // the Flagship's cities back on the player board
}

QString gainFlagshipProblem(const GameState &state, const GainFlagship &gain,
                            const Catalog &catalog) {
    if (!state.campaign)
        return Text::tr("Only a campaign has Flagships.");
    if (gain.player < 0 || gain.player >= state.playerCount())
        return Text::tr("Choose a player at this table.");
    const QString who = state.playerName(gain.player);
    const Fate *fate = catalog.fate(state.campaign->fates.value(gain.player));
    if (!fate || !fate->flagship)
        return Text::tr("%1's Fate gives no Flagship: only %2 do.")
            .arg(who, listOf(flagshipFates(catalog)));
    const Board &board = state.board;
    if (board.areas[gain.player].flagship)
        return Text::tr("%1 already has a Flagship, in %2.")
            .arg(who, systemWord(board.areas[gain.player].flagship->system));
    if (board.outOfPlay.contains(gain.system.cluster))
        return Text::tr("%1 is out of play.").arg(systemWord(gain.system));
    if (hasLoyalPiecesOnMap(board, gain.player)) {
        if (!hasLoyalPieces(board, gain.player, gain.system))
            return Text::tr("%1 has no Loyal piece in %2: the Flagship goes where they have one.")
                .arg(who, systemWord(gain.system));
    } else if (!gain.system.isGate()) {
        return Text::tr(
                   "%1 has no Loyal piece on the map: the Flagship goes to a gate, with %2 ships.")
            .arg(who)
            .arg(catalog.game.eliminationShips);
    }
    return {};
}

QString flagshipToPlace(const GameState &state, int seat, const Catalog &catalog) {
    if (!state.campaign || seat < 0 || seat >= state.playerCount() ||
        state.board.areas[seat].flagship)
        return {};
    const Fate *fate = catalog.fate(state.campaign->fates.value(seat));
    if (!fate || !fate->flagship)
        return {};
    return Text::tr("%1 gains a Flagship: tap a system with their Loyal piece (a gate if they "
                    "have none), choose %1 as the acting player and Place the Flagship. Their "
                    "Loyal cities and starports on the map become Free ones.")
        .arg(state.playerName(seat));
}

int shipsWithFlagship(const Board &board, int seat, const Catalog &catalog) {
    if (hasLoyalPiecesOnMap(board, seat))
        return 0;
    return std::min(catalog.game.eliminationShips, inSupply(board, seat, catalog).ships);
}

void applyGainFlagship(Board &board, const GainFlagship &gain, const Catalog &catalog) {
    const int ships = shipsWithFlagship(board, gain.player, catalog);
    for (SystemState &here : board.systems) {
        PiecesHere &mine = here.players[gain.player];
        here.freeCities = here.freeCities + mine.cities;
        here.freeStarports = here.freeStarports + mine.starports;
        mine.cities = mine.starports = {};
    }
    board.at(gain.system).players[gain.player].ships.fresh += ships;
    board.areas[gain.player].flagship = Flagship{gain.system};
    settleResources(board, catalog); // the cities back on the player board cover slots
}

QString flagshipBuildProblem(const GameState &state, const Build &build, const Catalog &catalog) {
    const FlagshipSlot slot = *build.onFlagship;
    if (QString p = slotProblem(state, build.player, build.system, slot); !p.isEmpty())
        return p;
    const QString who = state.playerName(build.player);
    const QString name = slotName(slot, catalog);
    if (build.side != Side::Player ||
        (build.piece != Piece::City && build.piece != Piece::Starport))
        return Text::tr("A Flagship's slots take the player's own cities and starports.");
    const Flagship &flagship = *state.board.areas[build.player].flagship;
    if (flagship.at(slot))
        return Text::tr("%1's %2 slot is already built.").arg(who, name);
    if (slot.armor) {
        const std::optional<FlagshipBuilding> &upgrade = flagship.at({slot.position, false});
        if (!upgrade || upgrade->damaged)
            return Text::tr("Armor is built only over a fresh Upgrade: %1's %2 is %3.")
                .arg(who, slotName({slot.position, false}, catalog),
                     upgrade ? Text::tr("damaged") : Text::tr("not built"));
    }
    const Planet *planet = catalog.map.planet(build.system);
    const std::optional<ResourceType> needed = slotPlanet(slot, catalog);
    if (!planet)
        return Text::tr("The Flagship is in a gate: %1 is built at a planet.").arg(name);
    if (needed && planet->type != *needed)
        return Text::tr("%1 is built with the Flagship at a %2 planet; %3 is %4.")
            .arg(name, resourceWord(*needed), systemWord(build.system), resourceWord(planet->type));
    if (inSupply(state.board, build.player, catalog).of(build.piece) <= 0)
        return Text::tr("%1 has no %2 left in supply.").arg(who, pieceWord(build.piece));
    return {};
}

void applyFlagshipBuild(GameState &state, const Build &build) {
    const bool damaged = builtDamaged(state, build.player, build.system);
    state.board.areas[build.player].flagship->at(*build.onFlagship) =
        FlagshipBuilding{build.piece == Piece::City ? Building::City : Building::Starport, damaged};
}

QString flagshipRepairProblem(const GameState &state, const Repair &repair,
                              const Catalog &catalog) {
    const FlagshipSlot slot = *repair.onFlagship;
    if (QString p = slotProblem(state, repair.player, repair.system, slot); !p.isEmpty())
        return p;
    const std::optional<FlagshipBuilding> &built =
        state.board.areas[repair.player].flagship->at(slot);
    if (!built || !built->damaged)
        return Text::tr("%1's %2 is not damaged.")
            .arg(state.playerName(repair.player), slotName(slot, catalog));
    return {};
}

void applyFlagshipRepair(Board &board, const Repair &repair) {
    board.areas[repair.player].flagship->at(*repair.onFlagship)->damaged = false;
}

} // namespace arcs
