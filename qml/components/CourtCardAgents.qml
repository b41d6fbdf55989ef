// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Every player's agents on one Court card, each set to match the table (CourtCardSheet). A
// positioner: its rows are rebuilt on every entry.
Column {
    id: agentsOn
    objectName: "courtCardAgents"

    required property BoardDraft board
    required property string cardId
    signal corrected(string problem) // "" when the table took the count

    spacing: 2
    Repeater { // the Court row; only this card's agents are shown
        model: Table.court
        Column {
            id: courtCard
            required property string cardId
            required property var agents
            width: agentsOn.width
            visible: cardId === agentsOn.cardId
            Repeater {
                model: courtCard.visible ? courtCard.agents : []
                RowLayout {
                    id: row
                    required property var modelData // CourtAgents
                    width: courtCard.width
                    PlayerBadge {
                        Layout.fillWidth: true
                        name: row.modelData.name
                        colour: row.modelData.colour
                    }
                    CountCell {
                        value: row.modelData.count
                        to: 10
                        what: qsTr("agent")
                        onChanged: v => agentsOn.corrected(agentsOn.board.correct({
                            target: "courtAgents", player: row.modelData.seat, card: agentsOn.cardId, value: v }))
                    }
                }
            }
        }
    }
}
