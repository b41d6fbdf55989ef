// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Leaders & Lore: the leader each player drafted (their traits can change scoring).
// A positioner, not a layout: the seats follow the player count (Qt 6.4's layouts can crash
// when a Repeater replaces their items).
Grid {
    id: choice

    required property NewGameDraft draft

    columns: 2
    columnSpacing: Theme.padding
    rowSpacing: Theme.spacing

    Repeater {
        model: choice.draft.playerCount
        RowLayout {
            id: seat
            required property int index
            spacing: Theme.spacing
            Label {
                text: Theme.playerSymbol(choice.draft.colours[seat.index] ?? -1) + " "
                      + (choice.draft.names[seat.index] || qsTr("Player %1").arg(seat.index + 1))
                color: Theme.text
            }
            TableComboBox {
                objectName: "leader" + seat.index
                Accessible.name: qsTr("%1's leader").arg(choice.draft.names[seat.index] || qsTr("Player %1").arg(seat.index + 1))
                implicitHeight: Theme.touchTarget
                model: choice.draft.leaderChoices
                currentIndex: choice.draft.leaderIndexes[seat.index] ?? 0
                onActivated: index => choice.draft.chooseLeader(seat.index, index)
            }
        }
    }
}
