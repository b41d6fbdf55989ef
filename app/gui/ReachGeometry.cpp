// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachGeometry.h"

#include <QStringList>

#include <cmath>
#include <numbers>

namespace {

double planetSpread(const QString &kind) {
    if (kind == QLatin1String("arrow"))
        return -18;
    if (kind == QLatin1String("hex"))
        return 18;
    return 0; // the gate and the crescent sit on the cluster's middle
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

QPointF ReachGeometry::systemPoint(double size, int cluster, const QString &kind) {
    const double radius = kind == QLatin1String("gate") ? 0.19 : 0.37;
    return polar(size, radius, clusterAngle(cluster) + planetSpread(kind));
}

QPointF ReachGeometry::systemPointByName(double size, const QString &name) {
    const QStringList parts = name.split(QLatin1Char('-'));
    return parts.size() == 2 ? systemPoint(size, parts[0].toInt(), parts[1]) : QPointF();
}

QPointF ReachGeometry::stackPoint(double size, int cluster, const QString &kind) {
    const double radius = kind == QLatin1String("gate") ? 0.262 : 0.462;
    return polar(size, radius, clusterAngle(cluster) + planetSpread(kind));
}

double ReachGeometry::diameter(double size, bool isGate) {
    return size * (isGate ? 0.06 : 0.088);
}
