// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignSetup.h"

#include "StartingPieces.h"
#include "data/Catalog.h"

#include <algorithm>

namespace arcs {

int nextClusterClockwise(int cluster, const MapData &map) {
    const qsizetype at = map.gateRing.indexOf(cluster);
    return map.gateRing.at((at + 1) % map.gateRing.size());
}

ActOneReach actOneReach(int players, int numberDie, PlanetSymbol eventSymbol,
                        const Catalog &catalog) {
    ActOneReach reach;
    reach.imperialClusters = {numberDie, nextClusterClockwise(numberDie, catalog.map)};
    const auto imperial = [&](int cluster) {
        return std::ranges::find(reach.imperialClusters, cluster) != reach.imperialClusters.end();
    };
    for (const SystemId system : catalog.map.allSystems()) {
        SystemState here;
        if (imperial(system.cluster)) {
            here.imperialShips.fresh = 1;
        } else {
            here.blight.damaged = 1;
            if (system.kind == SystemId::planet(system.cluster, eventSymbol).kind)
                here.freeCities.fresh = 1;
        }
        reach.systems.insert(system, here);
    }
    if (players == 2)
        reach.ambitionResources =
            resourcesOfClusters({reach.imperialClusters[0], reach.imperialClusters[1]}, catalog);
    return reach;
}

QList<SystemId> placementLoopPlanets(const Board &board, const Catalog &catalog) {
    QList<SystemId> out;
    for (const SystemId system : catalog.map.allSystems()) {
        const Planet *planet = catalog.map.planet(system);
        const SystemState &here = board.at(system);
        if (planet && here.imperialShips.total() > 0 && here.buildings() < planet->buildingSlots)
            out.append(system);
    }
    return out;
}

QMap<SystemId, int> freeCitiesFillingImperialPlanets(const Board &board, const Catalog &catalog) {
    QMap<SystemId, int> out;
    for (const SystemId system : placementLoopPlanets(board, catalog))
        out.insert(system,
                   catalog.map.planet(system)->buildingSlots - board.at(system).buildings());
    return out;
}

std::array<bool, 3> markersFlippedAtActStart(int act, const Catalog &catalog) {
    // The catalog lists the markers highest first; an Act flips its lowest ones.
    const int flips = catalog.campaign.markersFlippedAtActStart.at(std::size_t(act - 1));
    std::array<bool, 3> flipped{};
    for (int i = 0; i < flips; ++i)
        flipped[flipped.size() - 1 - std::size_t(i)] = true;
    return flipped;
}

QMap<SystemId, int> laterActBlight(const Board &board, PlanetSymbol eventSymbol,
                                   const Catalog &catalog) {
    int onMap = 0;
    for (const SystemState &here : board.systems)
        onMap += here.blight.total();
    int left = std::max(0, catalog.campaign.blight.tokens - onMap);
    QMap<SystemId, int> placed;
    const auto place = [&](SystemId system) {
        if (left > 0) {
            placed[system] += 1;
            --left;
        }
    };
    const auto hasBlight = [&](SystemId system) { return board.at(system).blight.total() > 0; };
    for (const Cluster &cluster : catalog.map.clusters) {
        const SystemId gate{cluster.number, SystemKind::Gate};
        if (!hasBlight(gate) && board.at(gate).ships() == 0)
            place(gate);
    }
    for (const Cluster &cluster : catalog.map.clusters) {
        const SystemId rolled = SystemId::planet(cluster.number, eventSymbol);
        if (!hasBlight(rolled)) {
            place(rolled);
            continue;
        }
        for (const Planet &planet : cluster.planets) {
            if (!hasBlight(planet.system))
                place(planet.system);
        }
    }
    return placed;
}

} // namespace arcs
