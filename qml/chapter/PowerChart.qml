// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Arcs.App
import Arcs.Ui

// Power after each chapter, one line per player ending in the player's symbol. A campaign gives
// its chapters across the Acts, labelled "I·1", "I·2"…; Power may go below 0 there.
Item {
    id: chart

    property var rows: Table.powerByChapter
    property var labels: []
    readonly property int chapters: rows.length
    readonly property int maxPower: Math.max(Table.powerToWin, ...rows.map(row => Math.max(...row)))
    readonly property int minPower: Math.min(0, ...rows.map(row => Math.min(...row)))
    readonly property real plotLeft: 40
    readonly property real plotBottom: height - 30

    function pointFor(chapter: int, power: int): point {
        const x = plotLeft + (width - plotLeft - 40) * (chapters > 1 ? chapter / (chapters - 1) : 0.5)
        const y = plotBottom - (plotBottom - 10) * (power - minPower) / Math.max(1, maxPower - minPower)
        return Qt.point(x, y)
    }

    Repeater {
        model: chart.chapters
        Text {
            required property int index
            x: chart.pointFor(index, 0).x - width / 2
            y: chart.plotBottom + 6
            text: chart.labels.length > index ? chart.labels[index] : qsTr("Ch. %1").arg(index + 1)
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
    }
    Rectangle { // below 0 Power (a campaign's failed objectives), the 0 line
        visible: chart.minPower < 0
        x: chart.plotLeft
        y: chart.pointFor(0, 0).y
        width: chart.width - chart.plotLeft
        height: 1
        color: Theme.border
    }
    Text {
        visible: chart.minPower < 0
        x: 0
        y: chart.pointFor(0, 0).y - height / 2
        text: "0"
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Rectangle { // a campaign has no threshold
        visible: Table.powerToWin > 0
        x: chart.plotLeft
        y: chart.pointFor(0, Table.powerToWin).y
        width: chart.width - chart.plotLeft
        height: 1
        color: Theme.border
    }
    Text {
        visible: Table.powerToWin > 0
        x: 0
        y: chart.pointFor(0, Table.powerToWin).y - height / 2
        text: Table.powerToWin
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }

    Repeater {
        model: Table.players
        delegate: Item {
            id: line
            required property int seat
            required property int colour
            anchors.fill: parent
            readonly property var points: chart.rows.map((row, chapter) => chart.pointFor(chapter, row[seat]))

            Shape {
                anchors.fill: parent
                ShapePath {
                    strokeColor: Theme.playerColour(line.colour)
                    strokeWidth: 3
                    fillColor: "transparent"
                    startX: line.points.length > 0 ? line.points[0].x : 0
                    startY: line.points.length > 0 ? line.points[0].y : 0
                    PathPolyline { path: line.points }
                }
            }
            Text {
                visible: line.points.length > 0
                x: line.points.length > 0 ? line.points[line.points.length - 1].x + 6 : 0
                y: line.points.length > 0 ? line.points[line.points.length - 1].y - height / 2 : 0
                text: Theme.playerSymbol(line.colour)
                color: Theme.playerColour(line.colour)
                font.pixelSize: Theme.fontTitle
            }
        }
    }
}
