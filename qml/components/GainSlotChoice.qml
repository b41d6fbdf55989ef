// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// Where the acting player's next gained resource goes, asked only when it matters (raid costs
// differ by slot, or every open slot is full): the leftmost empty slot unless they tap another;
// with no empty slot, nothing is given up unless they tap the resource to replace.
Column {
    id: choice

    required property BoardDraft board
    // The open slot chosen, or -1: the leftmost empty one (full: the gained resource is lost).
    property int into: -1
    readonly property var areaValue: area.area // a playerArea
    readonly property var slots: areaValue.resources.filter(r => r.open) // areaResourceSlots
    readonly property var leftmostEmpty: slots.find(r => !r.held) ?? null // areaResourceSlot
    readonly property bool full: leftmostEmpty === null

    visible: board.gainChoiceMatters
    spacing: 4

    PlayerAreaView {
        id: area
        table: Table
        seat: choice.board.seat
    }
    Connections { // a new choice for every gain
        target: Table
        function onStateChanged() { choice.into = -1 }
    }

    Label {
        width: parent.width
        text: choice.full ? qsTr("Every open slot is full: the next resource gained is given up, unless you tap the slot to put it in (what that slot holds is then discarded)")
                          : qsTr("The next resource gained goes to:")
        wrapMode: Text.WordWrap
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Flow {
        width: parent.width
        spacing: 4
        Repeater {
            model: choice.slots
            Button {
                required property var modelData // an areaResourceSlot
                readonly property bool chosen: choice.into === modelData.slot
                    || (choice.into < 0 && choice.leftmostEmpty !== null && modelData.slot === choice.leftmostEmpty.slot)
                objectName: "gainInto" + modelData.slot
                implicitHeight: Theme.touchTarget
                checkable: true
                checked: chosen
                font.pixelSize: Theme.fontSmall
                text: (chosen ? "✓ " : "") + qsTr("Slot %1 (raid %2): %3").arg(modelData.slot + 1).arg(modelData.raidCost)
                      .arg(!modelData.held ? qsTr("empty") : Words.resources[modelData.type])
                onClicked: choice.into = chosen ? -1 : modelData.slot
            }
        }
    }
}
