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

    required property BattleRoll roll
    readonly property real kindWidth: Math.max(0, width - 2 * countWidth)
    readonly property real countWidth: Theme.touchTarget * 1.6 + Theme.fontBody * 1.6 + 4

    spacing: 2

    // A Flagship slot's box under "damaged" or "destroyed": a click asks the roll, the box
    // only shows what it holds.
    component SlotBox: TableCheckBox {
        required property var slot
        required property int box // BattleRoll.Damaged or BattleRoll.Destroyed
        width: editor.countWidth
        leftPadding: (editor.countWidth - Theme.fontBody * 1.4) / 2 // the box centred
        checkable: false
        checked: slot.after === box
        onClicked: editor.roll.toggleFlagshipSlot(slot.side, slot.position, slot.armor, box)
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Result")
        color: Theme.text
        font.bold: true
    }
    LayoutRepeater { // what to tip over and remove on the real board
        model: editor.roll.outcome
        Label {
            required property string modelData
            objectName: "outcomeLine"
            Layout.fillWidth: true
            Layout.preferredWidth: 0 // wraps to the width given
            text: "• " + modelData
            wrapMode: Text.WordWrap
            color: Theme.text
        }
    }
    Row {
        Label { // a ship damaged before counts too: "damaged 1" read as a new hit (a play-test)
            width: editor.kindWidth
            text: qsTr("In all, after the battle")
            elide: Text.ElideRight
            color: Theme.textMuted
        }
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
    LayoutRepeater {
        model: [
            { pieces: BattleRoll.AttackingShips, name: qsTr("Attacking ships"), id: "attackingShips" },
            { pieces: BattleRoll.DefendingShips, id: "defendingShips",
              name: editor.roll.against === Game.BattleDefender.Blight ? qsTr("Blight") : qsTr("Defending ships") },
            { pieces: BattleRoll.DefendingStarports, name: qsTr("Starports"), id: "defendingStarports" },
            { pieces: BattleRoll.DefendingCities, name: qsTr("Cities"), id: "defendingCities" },
            { pieces: BattleRoll.ImperialShips, id: "imperialShips",
              name: editor.roll.imperialAttacking ? qsTr("Attacking Imperial ships")
                                                     : qsTr("Defending Imperial ships") }
        ]
        Row {
            id: kindRow
            required property var modelData
            readonly property int inBattle: editor.roll.inBattle[kindRow.modelData.pieces] ?? 0
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
                value: editor.roll.damaged[kindRow.modelData.pieces] ?? 0
                to: kindRow.inBattle
                onChanged: value => editor.roll.setDamaged(kindRow.modelData.pieces, value)
            }
            CountCell {
                objectName: "destroyed"
                width: editor.countWidth
                what: qsTr("destroyed %1").arg(kindRow.modelData.name)
                value: editor.roll.destroyed[kindRow.modelData.pieces] ?? 0
                to: kindRow.inBattle
                onChanged: value => editor.roll.setDestroyed(kindRow.modelData.pieces, value)
            }
        }
    }
    LayoutRepeater { // a Flagship's Upgrades and Armor, slot by slot, below its side's pieces
        model: [Game.BattleSide.Attacker, Game.BattleSide.Defender]
        ColumnLayout {
            id: flagshipRows
            required property int modelData
            readonly property var slots: Array.from(editor.roll.flagshipSlots)
                                         .filter(slot => slot.side === flagshipRows.modelData)
            objectName: modelData === Game.BattleSide.Attacker ? "attackingFlagship"
                                                             : "defendingFlagship"
            visible: slots.length > 0
            spacing: 2
            Label {
                text: flagshipRows.modelData === Game.BattleSide.Attacker
                      ? qsTr("Attacking Flagship") : qsTr("Defending Flagship")
                color: Theme.text
                font.italic: true
            }
            LayoutRepeater {
                model: flagshipRows.slots.length // rows kept while the table ticks their boxes
                Row {
                    id: slotRow
                    required property int index
                    readonly property var modelData: flagshipRows.slots[index]
                    objectName: "slot" + modelData.position + (modelData.armor ? "armor" : "")
                    Label {
                        width: editor.kindWidth
                        anchors.verticalCenter: parent.verticalCenter
                        text: slotRow.modelData.name
                        elide: Text.ElideRight
                        color: Theme.text
                    }
                    SlotBox {
                        objectName: "damaged"
                        slot: slotRow.modelData
                        box: BattleRoll.Damaged
                        enabled: !slot.damagedBefore && slot.after !== BattleRoll.Destroyed
                        Accessible.name: qsTr("damaged %1").arg(slot.name)
                    }
                    SlotBox {
                        objectName: "destroyed"
                        slot: slotRow.modelData
                        box: BattleRoll.Destroyed
                        Accessible.name: qsTr("destroyed %1").arg(slot.name)
                    }
                }
            }
        }
    }
    Label {
        objectName: "outcomeProblem"
        Layout.fillWidth: true
        Layout.preferredWidth: 0 // wraps to the width given
        visible: text !== ""
        text: editor.roll.outcomeProblem
        wrapMode: Text.WordWrap
        color: Theme.danger
    }
    TableCheckBox {
        objectName: "tableDecided"
        Layout.fillWidth: true
        visible: editor.roll.outcomeProblem !== ""
        text: qsTr("The table decided otherwise")
        checked: editor.roll.tableDecided
        onToggled: editor.roll.tableDecided = checked
    }
    Label {
        text: qsTr("Keys to raid with after the battle: %1").arg(editor.roll.keysUsable)
        color: Theme.text
    }
}
