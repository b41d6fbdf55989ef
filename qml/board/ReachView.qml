// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Arcs.App
import Arcs.Ui
import "ReachGeometry.js" as Geometry

// The Reach drawn from the catalog: clusters, the lanes between adjacent systems, and systems
// with their pieces. While a move is entered its legal destinations are highlighted.
Item {
    id: view

    // Room around the wheel so the outer systems' labels stay off what is beside the view.
    property real margin: 0
    readonly property real mapSize: Math.min(width, height) - 2 * margin
    property var destinations: [] // system names
    signal systemTapped(string name)

    Item {
        id: board
        width: view.mapSize
        height: view.mapSize
        anchors.centerIn: parent

        Repeater {
            model: 6
            ClusterWedge {
                required property int index
                anchors.fill: parent
                cluster: index + 1
                inPlay: Table.clusterInPlay[index] ?? true
                mapSize: view.mapSize
            }
        }

        Repeater {
            model: Table.lanes
            Lane {
                required property var modelData
                anchors.fill: parent
                from: Geometry.systemPointByName(view.mapSize, modelData.from)
                to: Geometry.systemPointByName(view.mapSize, modelData.to)
                pathMarker: modelData.pathMarker
            }
        }

        Repeater {
            model: Table.reach
            SystemNode {
                mapSize: view.mapSize
                destination: view.destinations.indexOf(name) >= 0
                onTapped: name => view.systemTapped(name)
            }
        }
    }
}
