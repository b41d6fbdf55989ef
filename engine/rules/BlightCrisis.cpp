// SPDX-License-Identifier: GPL-3.0-or-later
#include "BlightCrisis.h"

#include "Battle.h"
#include "BoardEntries.h"
#include "Flagships.h"
#include "data/Catalog.h"

namespace arcs {

int blightHits(const FreshDamaged &blight, const Catalog &catalog) {
    return blight.fresh * catalog.campaign.blight.freshHits +
           blight.damaged * catalog.campaign.blight.damagedHits;
}

BlightCrisis blightCrisis(SystemId system, const SystemState &here, const Catalog &catalog,
                          const QList<std::optional<Flagship>> &flagships) {
    BlightCrisis crisis{system, blightHits(here.blight, catalog), {here.imperialShips, 0}, {}};
    const int left = hitPieces(crisis.imperial.ships, crisis.hits, crisis.imperial.destroyed);
    for (int seat = 0; seat < here.players.size(); ++seat) {
        ShipsAfterCrisis ships{here.players[seat].ships, 0};
        int hits = left; // every player takes all of what is left
        const std::optional<Flagship> &flagship = flagships.value(seat);
        if (flagship && flagship->system == system) {
            const int onFresh = std::min(hits, ships.ships.fresh);
            ships.ships = ships.ships - FreshDamaged{onFresh, -onFresh};
            ships.flagship = flagship;
            hits = hitFlagship(*ships.flagship, hits - onFresh);
        }
        hitPieces(ships.ships, hits, ships.destroyed);
        crisis.players.append(ships);
    }
    return crisis;
}

QList<BlightCrisis> blightCrises(const Board &board, const Catalog &catalog) {
    QList<BlightCrisis> crises;
    QList<std::optional<Flagship>> flagships;
    for (const PlayerArea &area : board.areas)
        flagships.append(area.flagship);
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        if (board.at(system).blight.total() > 0)
            crises.append(blightCrisis(system, board.at(system), catalog, flagships));
    }
    return crises;
}

Board afterBlightCrises(const Board &board, const Catalog &catalog) {
    Board after = board;
    for (const BlightCrisis &crisis : blightCrises(board, catalog)) {
        SystemState &here = after.at(crisis.system);
        here.imperialShips = crisis.imperial.ships;
        for (int seat = 0; seat < crisis.players.size(); ++seat) {
            here.players[seat].ships = crisis.players[seat].ships;
            if (crisis.players[seat].flagship)
                after.areas[seat].flagship = crisis.players[seat].flagship;
        }
    }
    settleResources(after, catalog); // an Upgrade's city destroyed covers a slot again
    return after;
}

} // namespace arcs
