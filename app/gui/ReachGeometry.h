// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QObject>
#include <QPointF>
#include <QtQml/qqmlregistration.h>

// Where things sit on the drawn Reach, in a square of side `size`: six clusters clockwise from
// the top, gates on an inner ring, a cluster's planets clockwise (arrow, crescent, hex) on an
// outer ring, each system's pieces outward of it. The map's drawing and its tap targets both
// place from here.
class ReachGeometry : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    static constexpr double wedgeInnerRadius = 0.1; // of size, the wedges' edges
    static constexpr double wedgeOuterRadius = 0.49;
    static constexpr double wedgeHalfAngle = 29; // degrees either side of the cluster's middle

    static double clusterAngle(int cluster); // degrees, clockwise from east as on screen
    static QPointF polar(double size, double radiusFraction, double degrees);
    Q_INVOKABLE static QPointF systemPoint(double size, int cluster, arcs::SystemKind kind);
    Q_INVOKABLE static double diameter(double size, bool isGate);
};
