// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The winner, the final Power, and how Power grew chapter by chapter; after a campaign, Act by
// Act and across all its chapters.
Pane {
    id: view

    readonly property bool campaign: Table.act > 0

    signal rematchRequested()

    CampaignBook {
        id: book
        table: Table
        library: GamesLibrary
    }

    padding: Theme.padding * 2
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.padding

        Label {
            objectName: "winnerLabel"
            text: view.campaign ? qsTr("%1 wins the campaign!").arg(Table.winnerName)
                                : qsTr("%1 wins!").arg(Table.winnerName)
            color: Theme.accent
            font.pixelSize: Theme.fontHuge * 1.4
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: view.campaign ? Table.campaignVictory
                  : Table.winnerByTurnOrder
                  ? qsTr("The game ended after chapter %1. Tied for the most Power, %2 wins as the earliest in turn order.").arg(Table.chapter).arg(Table.winnerName)
                  : qsTr("The game ended after chapter %1.").arg(Table.chapter)
            color: Theme.textMuted
        }
        Button {
            objectName: "rematchButton"
            visible: !view.campaign
            text: qsTr("Rematch with the same players…")
            highlighted: true
            implicitHeight: Theme.touchTarget
            onClicked: view.rematchRequested()
        }
        CampaignEndTable {
            Layout.fillWidth: true
            visible: view.campaign
            book: book
        }
        Row { // a positioner: the players change with the game
            visible: !view.campaign
            spacing: Theme.padding * 2
            Repeater {
                model: Table.players
                delegate: Item {
                    id: finalPower
                    required property int colour
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
            rows: view.campaign ? book.chapterPower : Table.powerByChapter
            labels: view.campaign ? book.chapterLabels : []
        }
    }
}
