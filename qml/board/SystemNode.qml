// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// One system of the Reach as a place to tap or to reach by keyboard, over its drawing
// (ReachPainting): a screen reader names it, its planet, who controls it and whether it is a
// destination of the move being entered. Tap to open. One item each (24 on the map).
TapTarget {
    id: node

    required property reachSystem system
    required property int cluster
    required property int kind // a Game.SystemKind
    required property bool isGate
    required property int planetType // a Game.ResourceType (not at gates)
    required property int buildingSlots
    required property bool inPlay
    required property string controllerName
    property real mapSize: 100
    property bool destination: false
    property bool selected: false // its sheet is open: the ring says which system it tells of
    signal tapped(reachSystem system)

    readonly property point centre: ReachGeometry.systemPoint(mapSize, cluster, kind)
    readonly property real diameter: ReachGeometry.diameter(mapSize, isGate)

    anchors.fill: undefined // placed on the wheel instead
    x: centre.x - width / 2
    y: centre.y - height / 2
    width: diameter
    height: diameter

    enabled: inPlay
    label: (isGate ? qsTr("Gate of cluster %1").arg(cluster)
                   : qsTr("%1 planet %2, %3 building slots")
                         .arg(Words.resources[planetType]).arg(system.word).arg(buildingSlots))
           + (controllerName !== "" ? ", " + qsTr("controlled by %1").arg(controllerName) : "")
           + (destination ? ", " + qsTr("a destination of the move") : "")
    onActivated: tapped(system)

    // A square frame: no other mark on the map is square, nor means a player (an amber ring
    // read as Cy's yellow control; a cold play-test).
    Rectangle {
        anchors.centerIn: parent
        width: parent.width * 1.3
        height: width
        radius: Theme.radius
        color: "transparent"
        border.width: Math.max(2, Math.round(parent.width * 0.05))
        border.color: Theme.text
        visible: node.selected
    }
}
