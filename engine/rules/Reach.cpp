// SPDX-License-Identifier: GPL-3.0-or-later
#include "Reach.h"

namespace arcs {

Reach::Reach(MapData map, QList<int> outOfPlay)
    : m_map(std::move(map)), m_outOfPlay(std::move(outOfPlay)) {}

bool Reach::inPlay(int cluster) const {
    return cluster >= 1 && cluster <= m_map.clusters.size() && !m_outOfPlay.contains(cluster);
}

QList<SystemId> Reach::systemsInPlay() const {
    QList<SystemId> out;
    for (const SystemId &system : m_map.allSystems()) {
        if (inPlay(system))
            out.append(system);
    }
    return out;
}

int Reach::nextGateInPlay(int cluster, int step) const {
    const QList<int> &ring = m_map.gateRing;
    const qsizetype start = ring.indexOf(cluster);
    for (qsizetype i = 1; i < ring.size(); ++i) {
        const int candidate = ring[(start + step * i + ring.size() * i) % ring.size()];
        if (inPlay(candidate))
            return candidate;
    }
    return cluster;
}

QList<SystemId> Reach::neighbours(SystemId system) const {
    QList<SystemId> out;
    if (!inPlay(system))
        return out;
    for (const auto &[a, b] : m_map.withinClusterAdjacency) {
        if (a == system.kind)
            out.append({system.cluster, b});
        else if (b == system.kind)
            out.append({system.cluster, a});
    }
    for (const auto &[a, b] : m_map.betweenClusterAdjacency) {
        if (a == system && inPlay(b))
            out.append(b);
        else if (b == system && inPlay(a))
            out.append(a);
    }
    if (system.isGate()) {
        for (const int step : {1, -1}) {
            const SystemId gate{nextGateInPlay(system.cluster, step), SystemKind::Gate};
            if (gate != system && !out.contains(gate))
                out.append(gate);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool Reach::adjacent(SystemId a, SystemId b) const {
    return neighbours(a).contains(b);
}

QList<std::pair<int, int>> Reach::pathMarkers() const {
    QList<std::pair<int, int>> out;
    for (const int cluster : m_map.gateRing) {
        if (!inPlay(cluster))
            continue;
        const int ringIndex = int(m_map.gateRing.indexOf(cluster));
        const int nextOnRing = m_map.gateRing[(ringIndex + 1) % m_map.gateRing.size()];
        const int next = nextGateInPlay(cluster, 1);
        if (next != nextOnRing && next != cluster)
            out.append({cluster, next});
    }
    return out;
}

} // namespace arcs
