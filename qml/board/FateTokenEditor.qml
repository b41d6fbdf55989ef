// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The tokens a Fate puts on the map, by the name the table gives them ("Portal", "Seat"): each
// placed or taken away is a correction, journaled and undoable.
ColumnLayout {
    id: editor

    required property BoardEntry board
    required property string systemName
    required property var tokens
    signal entered(string problem)

    function place(label: string, value: int) {
        editor.entered(editor.board.correct({ target: "fateToken", system: editor.systemName,
                                              card: label, value: value }))
    }

    spacing: 2

    Repeater {
        model: editor.tokens
        RowLayout {
            id: token
            required property string modelData
            Layout.fillWidth: true
            Label { Layout.fillWidth: true; text: "◇ " + token.modelData; color: Theme.text }
            Button {
                objectName: "removeToken_" + token.modelData
                text: qsTr("Take away")
                implicitHeight: Theme.touchTarget
                onClicked: editor.place(token.modelData, 0)
            }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        Label { // a label, not a hint inside the field: it stays while the name is typed
            text: qsTr("Token (e.g. Portal):")
            color: Theme.text
        }
        TextField {
            id: label
            objectName: "fateTokenLabel"
            Layout.fillWidth: true
            Accessible.name: qsTr("Fate token's name")
            onAccepted: add.clicked()
        }
        Button {
            id: add
            objectName: "placeFateToken"
            text: qsTr("Place")
            enabled: label.text.trim() !== ""
            implicitHeight: Theme.touchTarget
            onClicked: {
                editor.place(label.text.trim(), 1)
                label.text = ""
            }
        }
    }
}
