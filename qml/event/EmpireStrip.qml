// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Where each player stands in the Empire: Regent or Outlaw, the First Regent with the Imperial
// Trust, the Favors on their Fate card and the agents left in supply.
Flow {
    id: strip

    required property EventSteps steps

    spacing: Theme.padding

    Repeater {
        model: strip.steps.players
        Rectangle {
            id: card
            required property var modelData
            width: cardColumn.implicitWidth + Theme.padding * 2
            height: cardColumn.implicitHeight + Theme.padding
            radius: Theme.radius
            color: Theme.surfaceRaised
            border.color: card.modelData.firstRegent ? Theme.accent : Theme.border
            border.width: card.modelData.firstRegent ? 2 : 1
            ColumnLayout {
                id: cardColumn
                anchors.centerIn: parent
                spacing: 2
                // The title beside the name: four players' cards on three lines each took half
                // the panel and pushed the Summit's buttons out of sight (a cold play-test).
                RowLayout {
                    spacing: Theme.padding
                    PlayerBadge { name: card.modelData.name; colour: card.modelData.colour }
                    Label {
                        text: card.modelData.firstRegent ? qsTr("First Regent · Trust: %1").arg(strip.steps.trustText)
                              : card.modelData.regent ? qsTr("Regent") : qsTr("Outlaw")
                        color: card.modelData.regent ? Theme.text : Theme.danger
                        font.bold: true
                    }
                }
                Label {
                    text: card.modelData.favors === "" ? qsTr("No Favors · %1 agents in supply").arg(card.modelData.agents)
                          : qsTr("Favors: %1 · %2 agents in supply").arg(card.modelData.favors).arg(card.modelData.agents)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}
