// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The tokens a Fate puts on the map, by the name the table gives them ("Portal", "Seat"), as its
// Fate says: Loyal to a player or nobody's, damaged, able to be harmed. Each placed or taken away
// is journaled and undoable.
ColumnLayout {
    id: editor

    required property BoardDraft board
    required property reachSystem system
    required property var tokens // their names
    required property var words  // each described: "Seat (Loyal to Ana)"
    signal entered(string problem)

    function remove(label: string) {
        editor.entered(editor.board.correct({ target: "fateToken", system: editor.system,
                                              card: label, value: 0 }))
    }

    spacing: 2

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
                editor.entered(editor.board.placeFateToken(editor.system, label.text.trim(),
                                                           loyal.checked ? loyalTo.currentValue : -1,
                                                           damaged.checked,
                                                           harmable.checked))
                label.text = ""
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        // Nobody's by default (the rulebook's "Tokens"), else Loyal to a player.
        TableCheckBox { id: loyal; objectName: "fateTokenLoyal"; text: qsTr("Loyal to") }
        TableComboBox {
            id: loyalTo
            objectName: "fateTokenLoyalTo"
            enabled: loyal.checked
            model: Table.players // in turn order: the value is the seat
            textRole: "name"
            valueRole: "seat"
            Accessible.name: qsTr("The player the token is Loyal to")
        }
        TableCheckBox { id: damaged; objectName: "fateTokenDamaged"; text: qsTr("Damaged") }
        TableCheckBox { id: harmable; objectName: "fateTokenHarmable"; text: qsTr("Can be harmed") }
    }
    // The tokens here, below what places one: a token placed never moves Place under the finger
    // (a second tap there took a token away).
    LayoutRepeater {
        model: editor.tokens
        RowLayout {
            id: token
            required property string modelData
            required property int index
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: "◇ " + (editor.words[token.index] ?? token.modelData)
                color: Theme.text
                wrapMode: Text.WordWrap
            }
            Button {
                objectName: "removeToken_" + token.modelData
                text: qsTr("Take away")
                implicitHeight: Theme.touchTarget
                onClicked: editor.remove(token.modelData)
            }
        }
    }
}
