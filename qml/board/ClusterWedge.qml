// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes
import Arcs.Ui
import "ReachGeometry.js" as Geometry

// The background of one cluster: a wedge of the Reach, dimmed and labelled when out of play.
Item {
    id: wedge

    required property int cluster
    required property bool inPlay
    property real mapSize: 100

    readonly property real angle: Geometry.clusterAngle(cluster)
    readonly property real innerRadius: 0.1
    readonly property real outerRadius: 0.49
    readonly property point innerStart: Geometry.polar(mapSize, innerRadius, angle - 29)
    readonly property point outerStart: Geometry.polar(mapSize, outerRadius, angle - 29)
    readonly property point outerEnd: Geometry.polar(mapSize, outerRadius, angle + 29)
    readonly property point innerEnd: Geometry.polar(mapSize, innerRadius, angle + 29)
    readonly property point labelPoint: Geometry.polar(mapSize, 0.27, angle)

    Shape {
        anchors.fill: parent
        ShapePath {
            fillColor: wedge.inPlay ? Theme.clusterFill : Theme.clusterOutOfPlay
            strokeColor: Theme.border
            strokeWidth: 1.5
            startX: wedge.innerStart.x
            startY: wedge.innerStart.y
            PathLine { x: wedge.outerStart.x; y: wedge.outerStart.y }
            PathArc {
                x: wedge.outerEnd.x; y: wedge.outerEnd.y
                radiusX: wedge.mapSize * wedge.outerRadius; radiusY: radiusX
            }
            PathLine { x: wedge.innerEnd.x; y: wedge.innerEnd.y }
            PathArc {
                x: wedge.innerStart.x; y: wedge.innerStart.y
                radiusX: wedge.mapSize * wedge.innerRadius; radiusY: radiusX
                direction: PathArc.Counterclockwise
            }
        }
    }

    Text {
        visible: !wedge.inPlay
        x: wedge.labelPoint.x - width / 2
        y: wedge.labelPoint.y - height / 2
        horizontalAlignment: Text.AlignHCenter
        text: qsTr("Cluster %1\nout of play").arg(wedge.cluster)
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.italic: true
    }
}
