// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlightCrisis.h"

#include "Battle.h"
#include "data/Catalog.h"

namespace arcs {

int blightHits(const FreshDamaged &blight, const Catalog &catalog) {
    return blight.fresh * catalog.campaign.blight.freshHits +
           blight.damaged * catalog.campaign.blight.damagedHits;
}

BlightCrisis blightCrisis(SystemId system, const SystemState &here, const Catalog &catalog) {
    BlightCrisis crisis{system, blightHits(here.blight, catalog), {here.imperialShips, 0}, {}};
    const int left = hitPieces(crisis.imperial.ships, crisis.hits, crisis.imperial.destroyed);
    for (const PiecesHere &player : here.players) {
        ShipsAfterCrisis ships{player.ships, 0};
        hitPieces(ships.ships, left, ships.destroyed); // every player takes all of what is left
        crisis.players.append(ships);
    }
    return crisis;
}

QList<BlightCrisis> blightCrises(const Board &board, const Catalog &catalog) {
    QList<BlightCrisis> crises;
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        if (board.at(system).blight.total() > 0)
            crises.append(blightCrisis(system, board.at(system), catalog));
    }
    return crises;
}

Board afterBlightCrises(const Board &board, const Catalog &catalog) {
    Board after = board;
    for (const BlightCrisis &crisis : blightCrises(board, catalog)) {
        SystemState &here = after.at(crisis.system);
        here.imperialShips = crisis.imperial.ships;
        for (int seat = 0; seat < crisis.players.size(); ++seat)
            here.players[seat].ships = crisis.players[seat].ships;
    }
    return after;
}

} // namespace arcs
