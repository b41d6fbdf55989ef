pragma ComponentBehavior: Bound
import QtQuick
import Arcs.Ui
import "ReachGeometry.js" as Geometry

// One system of the Reach: a gate (ring with its cluster number) or a planet (resource type as
// colour and letter, ID symbol, and one square per building slot).
Item {
    id: node

    required property string name
    required property int cluster
    required property string kind
    required property bool isGate
    required property string planetType
    required property int buildingSlots
    required property bool inPlay
    property real mapSize: 100

    readonly property point centre: Geometry.systemPoint(mapSize, cluster, kind)
    readonly property real diameter: mapSize * (isGate ? 0.06 : 0.088)

    x: centre.x - width / 2
    y: centre.y - height / 2
    width: diameter
    height: diameter
    opacity: inPlay ? 1 : 0.35

    Accessible.role: Accessible.StaticText
    Accessible.name: isGate ? qsTr("Gate of cluster %1").arg(cluster)
                            : qsTr("%1 planet %2, %3 building slots")
                                  .arg(Theme.resourceName(planetType)).arg(name).arg(buildingSlots)

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

    Row {
        visible: !node.isGate
        spacing: 3
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.bottom
        anchors.topMargin: 4
        Repeater {
            model: node.buildingSlots
            Rectangle {
                width: Math.max(10, node.diameter * 0.2)
                height: width
                color: "transparent"
                border.color: Theme.text
                border.width: 1.5
                radius: 2
            }
        }
    }
}
