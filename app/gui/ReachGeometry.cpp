// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachGeometry.h"

#include "data/SystemId.h"

#include <cmath>
#include <numbers>

namespace {

double planetSpread(arcs::SystemKind kind) {
    switch (kind) {
    case arcs::SystemKind::Arrow:
        return -18;
    case arcs::SystemKind::Hex:
        return 18;
    case arcs::SystemKind::Gate:
    case arcs::SystemKind::Crescent:
        return 0; // on the cluster's middle
    }
    return 0;
}

} // namespace

double ReachGeometry::clusterAngle(int cluster) {
    return -90 + 60 * (cluster - 1);
}

QPointF ReachGeometry::polar(double size, double radiusFraction, double degrees) {
    const double radians = degrees * std::numbers::pi / 180;
    return {size / 2 + size * radiusFraction * std::cos(radians),
            size / 2 + size * radiusFraction * std::sin(radians)};
}

QPointF ReachGeometry::systemPoint(double size, int cluster, arcs::SystemKind kind) {
    const double radius = kind == arcs::SystemKind::Gate ? 0.19 : 0.37;
    return polar(size, radius, clusterAngle(cluster) + planetSpread(kind));
}

double ReachGeometry::diameter(double size, bool isGate) {
    return size * (isGate ? 0.06 : 0.088);
}
