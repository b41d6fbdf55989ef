// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A card's effect that decides who controls this system, whatever stands there: the table names
// the card as printed and the player, and ends it when the card says so. Journaled and undoable.
ColumnLayout {
    id: editor

    required property BoardDraft board
    required property reachSystem system
    required property string card // the card deciding now, or ""
    required property string controllerName
    signal entered(string problem)

    function decide(value: int) {
        editor.entered(editor.board.correct({ target: "control", system: editor.system,
                                              card: cardName.text.trim(),
                                              player: Math.max(0, player.currentValue), value: value }))
    }

    spacing: 2

    RowLayout {
        Layout.fillWidth: true
        visible: editor.card !== ""
        Label {
            Layout.fillWidth: true
            text: qsTr("%1 gives %2 control here.").arg(editor.card).arg(editor.controllerName)
            color: Theme.text
            wrapMode: Text.WordWrap
        }
        Button {
            objectName: "endControlByCard"
            text: qsTr("End its effect")
            implicitHeight: Theme.touchTarget
            onClicked: editor.decide(0)
        }
    }
    RowLayout {
        Layout.fillWidth: true
        Label { // a label, not a hint inside the field: it stays while the name is typed
            text: qsTr("Card:")
            color: Theme.text
        }
        TextField {
            id: cardName
            objectName: "controlCardName"
            Layout.fillWidth: true
            implicitHeight: Theme.touchTarget
            maximumLength: 40 // the engine's longest card name
            Accessible.name: qsTr("The card's name, as printed")
        }
    }
    RowLayout {
        Layout.fillWidth: true
        Label {
            text: qsTr("gives control to")
            color: Theme.text
        }
        TableComboBox {
            id: player
            objectName: "controlPlayer"
            Accessible.name: qsTr("The player the card gives control to")
            Layout.fillWidth: true
            implicitHeight: Theme.touchTarget
            // In turn order, as the acting player's list: the value is the seat.
            model: Table.players
            textRole: "name"
            valueRole: "seat"
        }
        Button {
            objectName: "setControlByCard"
            text: qsTr("Apply")
            enabled: cardName.text.trim() !== ""
            implicitHeight: Theme.touchTarget
            onClicked: {
                editor.decide(1)
                cardName.text = ""
            }
        }
    }
}
