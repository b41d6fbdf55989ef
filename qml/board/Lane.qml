// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes
import Arcs.Ui

// A line between two adjacent systems; dashed where a path marker bridges out-of-play clusters.
Shape {
    id: lane

    required property point from
    required property point to
    required property bool pathMarker

    ShapePath {
        strokeColor: lane.pathMarker ? Theme.accent : Theme.lane
        strokeWidth: lane.pathMarker ? 3 : 2
        strokeStyle: lane.pathMarker ? ShapePath.DashLine : ShapePath.SolidLine
        dashPattern: [3, 2]
        fillColor: "transparent"
        startX: lane.from.x
        startY: lane.from.y
        PathLine { x: lane.to.x; y: lane.to.y }
    }
}
