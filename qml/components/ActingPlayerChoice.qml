// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Who the board entries are for: whoever's turn it is, unless the table picks someone else.
RowLayout {
    id: choice

    required property BoardDraft board
    signal chosen() // by the table, for the entries that follow

    spacing: Theme.spacing

    Label {
        text: qsTr("Acting player")
        color: Theme.textMuted
    }
    TableComboBox {
        objectName: "actingPlayer"
        Accessible.name: qsTr("Acting player")
        Layout.fillWidth: true
        implicitHeight: Theme.touchTarget
        model: Table.players
        textRole: "name"
        valueRole: "seat"
        // The board goes before the sheet this is on as the page is taken down.
        currentIndex: count > 0 && choice.board ? indexOfValue(choice.board.seat) : -1
        displayText: choice.board ? Theme.playerSymbol(choice.board.seatColour) + " " + currentText : ""
        onActivated: {
            choice.board.seat = currentValue
            choice.chosen()
        }
    }
}
