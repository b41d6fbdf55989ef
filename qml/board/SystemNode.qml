// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Arcs.Ui
import "ReachGeometry.js" as Geometry

// One system of the Reach: a gate (ring with its cluster number) or a planet (resource type as
// colour and letter, ID symbol, and its building slots), with the pieces standing there, who
// controls it, and whether it is a legal destination of the move being entered. Tap to open.
Item {
    id: node

    required property string name
    required property int cluster
    required property string kind
    required property bool isGate
    required property string planetType
    required property int buildingSlots
    required property bool inPlay
    required property var pieces
    required property var buildings
    required property var campaign
    required property string controller
    required property string controllerName
    property real mapSize: 100
    property bool destination: false
    signal tapped(string name)

    readonly property point centre: Geometry.systemPoint(mapSize, cluster, kind)
    readonly property real diameter: mapSize * (isGate ? 0.06 : 0.088)

    x: centre.x - width / 2
    y: centre.y - height / 2
    width: diameter
    height: diameter
    opacity: inPlay ? 1 : 0.35

    TapTarget {
        z: 1 // its focus ring over the pieces
        enabled: node.inPlay
        label: (node.isGate ? qsTr("Gate of cluster %1").arg(node.cluster)
                            : qsTr("%1 planet %2, %3 building slots")
                                  .arg(Theme.resourceName(node.planetType)).arg(node.name).arg(node.buildingSlots))
               + (node.controllerName !== "" ? ", " + qsTr("controlled by %1").arg(node.controllerName) : "")
               + (node.destination ? ", " + qsTr("a destination of the move") : "")
        onActivated: node.tapped(node.name)
    }

    Text { // a legal destination of the move being entered: an arrow as well as a ring
        visible: node.destination
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.top
        anchors.bottomMargin: node.diameter * 0.3
        text: node.destination ? "⇩" : "" // no text to lay out on a map with no move under way
        color: Theme.target
        style: Text.Outline
        styleColor: Theme.background
        font.pixelSize: Math.max(Theme.fontTitle, node.diameter * 0.6)
        font.bold: true
    }
    Rectangle {
        visible: node.destination
        anchors.centerIn: parent
        width: parent.width * 1.45
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.target
        border.width: Math.max(3, node.diameter * 0.1)
    }
    Rectangle { // control: a ring in the controller's colour and their symbol
        visible: node.controller !== ""
        anchors.centerIn: parent
        width: parent.width * 1.22
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.playerColour(node.controller)
        border.width: Math.max(2, node.diameter * 0.07)
    }

    Rectangle {
        id: disc
        anchors.fill: parent
        radius: width / 2
        color: node.isGate ? Theme.surface : Theme.resourceColour(node.planetType)
        border.color: node.isGate ? Theme.lane : Theme.surface
        border.width: node.isGate ? 3 : 2
    }

    Text {
        anchors.centerIn: parent
        text: node.isGate ? node.cluster : Theme.resourceLetter(node.planetType)
        color: node.isGate ? Theme.text : Theme.background
        font.pixelSize: Math.max(Theme.fontSmall, node.diameter * 0.42)
        font.bold: true
    }

    PlanetSymbol {
        visible: !node.isGate
        kind: node.kind
        colour: Theme.text
        width: Math.max(12, node.diameter * 0.28)
        height: width
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.top
        anchors.bottomMargin: 3
    }

    Text { // the controller's symbol (none, not laid out, for a system nobody controls)
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: -node.diameter * 0.12
        text: node.controller !== "" ? Theme.playerSymbol(node.controller) : ""
        color: Theme.playerColour(node.controller)
        style: Text.Outline
        styleColor: Theme.background
        font.pixelSize: Math.max(10, node.diameter * 0.3)
    }

    Row {
        visible: !node.isGate
        spacing: 3
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: 4
        Repeater {
            model: node.buildings
            BuildingSlot {
                required property var modelData
                width: Math.max(13, node.diameter * 0.3)
                height: width
                kind: modelData.kind
                colour: modelData.colour
                damaged: modelData.damaged
            }
        }
    }

    PieceStack {
        readonly property point anchor: Geometry.stackPoint(node.mapSize, node.cluster, node.kind)
        x: anchor.x - node.x - width / 2
        y: anchor.y - node.y - height / 2
        width: node.mapSize * 0.125
        pillSize: Math.max(18 * Theme.scale, node.mapSize * 0.04) // ship counts read across the table
        pieces: node.pieces
        campaign: node.campaign
    }
}
