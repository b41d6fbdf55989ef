// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// The Court row as the table sees it: each card by name, the Council In Session or Decided, and
// the agents on it by each player's colour and symbol.
Column { // a positioner: Qt 6.4's layouts can crash when a Repeater replaces their items
    id: court

    required property int fontSmall
    required property int fontBody
    required property int gap

    spacing: gap / 3

    Label {
        text: qsTr("Court")
        color: Theme.textMuted
        font.pixelSize: court.fontSmall
        font.capitalization: Font.AllUppercase
    }
    Repeater {
        model: Table.court
        delegate: Flow { // the name, then the agents: on the next line when the name is long
            id: card
            required property string cardId
            required property string name
            required property string kind
            required property var agents
            objectName: "tableScreenCourt_" + cardId
            width: court.width
            spacing: court.gap / 2
            Label {
                width: Math.min(implicitWidth, card.width)
                wrapMode: Text.WordWrap // a long name on two lines, never cut
                text: card.kind === "council"
                      ? (Table.councilDecided ? qsTr("%1 · Decided") : qsTr("%1 · In Session")).arg(card.name)
                      : card.name
                color: Theme.text
                font.pixelSize: court.fontBody
            }
            Repeater {
                model: card.agents.filter(agent => agent.count > 0)
                ShipPill {
                    required property var modelData
                    colour: modelData.colour
                    count: modelData.count
                    size: court.fontBody * 1.2
                }
            }
        }
    }
}
