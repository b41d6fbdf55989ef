// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The winner, the final Power, and how Power grew chapter by chapter.
Pane {
    id: view

    signal rematchRequested()

    padding: Theme.padding * 2
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.padding

        Label {
            objectName: "winnerLabel"
            text: qsTr("%1 wins!").arg(Table.winnerName)
            color: Theme.accent
            font.pixelSize: Theme.fontHuge * 1.4
            font.bold: true
        }
        Label {
            text: Table.winnerByTurnOrder
                  ? qsTr("The game ended after chapter %1. Tied for the most Power, %2 wins as the earliest in turn order.").arg(Table.chapter).arg(Table.winnerName)
                  : qsTr("The game ended after chapter %1.").arg(Table.chapter)
            color: Theme.textMuted
        }
        Button {
            objectName: "rematchButton"
            text: qsTr("Rematch with the same players…")
            highlighted: true
            implicitHeight: Theme.touchTarget
            onClicked: view.rematchRequested()
        }
        Row { // a positioner: the players change with the game
            spacing: Theme.padding * 2
            Repeater {
                model: Table.players
                delegate: Item {
                    id: finalPower
                    required property string colour
                    required property int power
                    required property string name
                    implicitWidth: badge.implicitWidth
                    implicitHeight: badge.implicitHeight
                    PlayerBadge {
                        id: badge
                        fontSize: Theme.fontTitle
                        name: qsTr("%1: %2").arg(finalPower.name).arg(finalPower.power)
                        colour: finalPower.colour
                    }
                }
            }
        }
        PowerChart {
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
    }
}
