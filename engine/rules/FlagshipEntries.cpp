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

QString tr(const char *text) {
    return QCoreApplication::translate("FlagshipEntries", text);
}

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
        return tr("Choose a player at this table.");
    const std::optional<Flagship> &flagship = state.board.areas[player].flagship;
    const QString who = state.playerName(player);
    if (!flagship)
        return tr("%1 has no Flagship.").arg(who);
    if (flagship->system != system)
        return tr("%1's Flagship is in %2, not %3.")
            .arg(who, flagship->system.name(), system.name());
    if (slot.position < 1 || slot.position > int(flagship->upgrades.size()))
        return tr("A Flagship board has Upgrades 1 to 6, not %1.").arg(slot.position);
    return {};
}

} // namespace

QString gainFlagshipProblem(const GameState &state, const GainFlagship &gain,
                            const Catalog &catalog) {
    if (!state.campaign)
        return tr("Only a campaign has Flagships.");
    if (gain.player < 0 || gain.player >= state.playerCount())
        return tr("Choose a player at this table.");
    const QString who = state.playerName(gain.player);
    const Fate *fate = catalog.fate(state.campaign->fates.value(gain.player));
    if (!fate || !fate->flagship)
        return tr("%1's Fate gives no Flagship: only %2 do.")
            .arg(who, flagshipFates(catalog).join(QStringLiteral(", ")));
    const Board &board = state.board;
    if (board.areas[gain.player].flagship)
        return tr("%1 already has a Flagship, in %2.")
            .arg(who, board.areas[gain.player].flagship->system.name());
    if (board.outOfPlay.contains(gain.system.cluster))
        return tr("%1 is out of play.").arg(gain.system.name());
    if (hasLoyalPiecesOnMap(board, gain.player)) {
        if (!hasLoyalPieces(board, gain.player, gain.system))
            return tr("%1 has no Loyal piece in %2: the Flagship goes where they have one.")
                .arg(who, gain.system.name());
    } else if (!gain.system.isGate()) {
        return tr("%1 has no Loyal piece on the map: the Flagship goes to a gate, with %2 ships.")
            .arg(who)
            .arg(catalog.game.eliminationShips);
    }
    return {};
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
        return tr("A Flagship's slots take the player's own cities and starports.");
    const Flagship &flagship = *state.board.areas[build.player].flagship;
    if (flagship.at(slot))
        return tr("%1's %2 slot is already built.").arg(who, name);
    if (slot.armor) {
        const std::optional<FlagshipBuilding> &upgrade = flagship.at({slot.position, false});
        if (!upgrade || upgrade->damaged)
            return tr("Armor is built only over a fresh Upgrade: %1's %2 is %3.")
                .arg(who, slotName({slot.position, false}, catalog),
                     upgrade ? tr("damaged") : tr("not built"));
    }
    const Planet *planet = catalog.map.planet(build.system);
    const std::optional<ResourceType> needed = slotPlanet(slot, catalog);
    if (!planet)
        return tr("The Flagship is in a gate: %1 is built at a planet.").arg(name);
    if (needed && planet->type != *needed)
        return tr("%1 is built with the Flagship at a %2 planet; %3 is %4.")
            .arg(name, resourceWord(*needed), build.system.name(), resourceWord(planet->type));
    if (inSupply(state.board, build.player, catalog).of(build.piece) <= 0)
        return tr("%1 has no %2 left in supply.").arg(who, pieceWord(build.piece));
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
        return tr("%1's %2 is not damaged.")
            .arg(state.playerName(repair.player), slotName(slot, catalog));
    return {};
}

void applyFlagshipRepair(Board &board, const Repair &repair) {
    board.areas[repair.player].flagship->at(*repair.onFlagship)->damaged = false;
}

} // namespace arcs
