// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The result the app proposes from the roll, piece by piece: whoever assigns the hits may
// change which pieces are damaged and which destroyed. A result the dice cannot produce is
// applied only once the table confirms it decided otherwise.
ColumnLayout {
    id: editor

    required property BattlePlanner planner
    readonly property real kindWidth: Math.max(0, width - 2 * countWidth)
    readonly property real countWidth: Theme.touchTarget * 1.6 + Theme.fontBody * 1.6 + 4

    spacing: 2

    Label {
        Layout.fillWidth: true
        text: qsTr("Result")
        color: Theme.text
        font.bold: true
    }
    Repeater { // what to tip over and remove on the real board
        model: editor.planner.outcome
        Label {
            required property string modelData
            objectName: "outcomeLine"
            Layout.fillWidth: true
            text: "• " + modelData
            wrapMode: Text.WordWrap
            color: Theme.text
        }
    }
    Row {
        Label { width: editor.kindWidth; text: "" }
        Label {
            width: editor.countWidth
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("damaged")
            color: Theme.textMuted
        }
        Label {
            width: editor.countWidth
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("destroyed")
            color: Theme.textMuted
        }
    }
    Repeater {
        model: [
            { pieces: BattlePlanner.AttackingShips, name: qsTr("Attacking ships"), id: "attackingShips" },
            { pieces: BattlePlanner.DefendingShips, name: qsTr("Defending ships"), id: "defendingShips" },
            { pieces: BattlePlanner.DefendingStarports, name: qsTr("Starports"), id: "defendingStarports" },
            { pieces: BattlePlanner.DefendingCities, name: qsTr("Cities"), id: "defendingCities" },
            { pieces: BattlePlanner.ImperialShips, id: "imperialShips",
              name: editor.planner.imperialAttacking ? qsTr("Attacking Imperial ships")
                                                     : qsTr("Defending Imperial ships") }
        ]
        Row {
            id: kindRow
            required property var modelData
            readonly property int inBattle: editor.planner.inBattle[kindRow.modelData.pieces] ?? 0
            objectName: kindRow.modelData.id
            visible: inBattle > 0
            Label {
                width: editor.kindWidth
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("%1 (%2)").arg(kindRow.modelData.name).arg(kindRow.inBattle)
                elide: Text.ElideRight
                color: Theme.text
            }
            CountCell {
                objectName: "damaged"
                width: editor.countWidth
                what: qsTr("damaged %1").arg(kindRow.modelData.name)
                value: editor.planner.damaged[kindRow.modelData.pieces] ?? 0
                to: kindRow.inBattle
                onChanged: value => editor.planner.setDamaged(kindRow.modelData.pieces, value)
            }
            CountCell {
                objectName: "destroyed"
                width: editor.countWidth
                what: qsTr("destroyed %1").arg(kindRow.modelData.name)
                value: editor.planner.destroyed[kindRow.modelData.pieces] ?? 0
                to: kindRow.inBattle
                onChanged: value => editor.planner.setDestroyed(kindRow.modelData.pieces, value)
            }
        }
    }
    Label {
        objectName: "outcomeProblem"
        Layout.fillWidth: true
        visible: text !== ""
        text: editor.planner.outcomeProblem
        wrapMode: Text.WordWrap
        color: Theme.danger
    }
    TableCheckBox {
        objectName: "tableDecided"
        Layout.fillWidth: true
        visible: editor.planner.outcomeProblem !== ""
        text: qsTr("The table decided otherwise")
        checked: editor.planner.tableDecided
        onToggled: editor.planner.tableDecided = checked
    }
    Label {
        text: qsTr("Keys to raid with after the battle: %1").arg(editor.planner.keysUsable)
        color: Theme.text
    }
}
