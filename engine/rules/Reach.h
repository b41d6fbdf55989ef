// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"

#include <QList>

namespace arcs {

// The map as played with one setup card: which systems are in play and which touch.
// Path markers join the gates on either side of out-of-play clusters.
class Reach {
public:
    Reach(MapData map, QList<int> outOfPlay);

    bool inPlay(int cluster) const;
    bool inPlay(SystemId system) const { return inPlay(system.cluster); }
    QList<SystemId> systemsInPlay() const;
    QList<SystemId> neighbours(SystemId system) const;
    bool adjacent(SystemId a, SystemId b) const;
    // Pairs of gates joined by a path marker, as cluster numbers clockwise.
    QList<std::pair<int, int>> pathMarkers() const;

private:
    int nextGateInPlay(int cluster, int step) const;

    MapData m_map;
    QList<int> m_outOfPlay;
};

} // namespace arcs
