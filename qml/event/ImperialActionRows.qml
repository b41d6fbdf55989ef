// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The choices an Imperial Action leaves to the table: where Escalation's ships go, who gets
// War's Weapons when they run short, with Authority each Regent's extra resource, and the room a
// Regent with full slots makes for what they gain.
ColumnLayout {
    id: rows

    required property EventSteps steps
    property var armed: [] // War, when Weapons run short: the Regents armed
    readonly property int requisition: places.currentIndex
    readonly property var extra: choicesOf(extras)
    readonly property var room: choicesOf(rooms)

    function choicesOf(repeater: Repeater): var {
        const out = []
        for (let i = 0; i < repeater.count; ++i)
            out.push((repeater.itemAt(i) as ChoiceRow).value)
        return out
    }

    spacing: Theme.spacing

    component ChoiceRow: RowLayout {
        id: row
        required property string label
        required property var options
        required property string valueRole
        readonly property var value: box.currentValue
        spacing: Theme.spacing
        Label { text: row.label; color: Theme.text }
        TableComboBox {
            id: box
            objectName: "choice_" + row.label
            Accessible.name: row.label
            textRole: "name"
            valueRole: row.valueRole
            model: row.options
            implicitHeight: Theme.touchTarget
        }
    }

    RowLayout {
        visible: rows.steps.requisitionOptions.length > 0
        spacing: Theme.spacing
        Label { text: qsTr("%1 Imperial ships to:").arg(rows.steps.requisitionCount); color: Theme.text }
        TableComboBox {
            id: places
            objectName: "requisition"
            Accessible.name: qsTr("Where the Imperial ships go")
            model: rows.steps.requisitionOptions
            implicitHeight: Theme.touchTarget
        }
    }
    Flow { // War: a Weapon each, chosen only when they run short
        Layout.fillWidth: true
        visible: rows.steps.war && rows.steps.weapons < rows.steps.regents.length
        spacing: Theme.spacing
        Label {
            text: rows.steps.weapons === 0
                  ? qsTr("No Weapon is left in the supply or the Trust: no Regent gets one.")
                  : rows.steps.weapons === 1
                  ? qsTr("Only 1 Weapon is left (supply and Trust): who gets it?")
                  : qsTr("Only %1 Weapons are left (supply and Trust): who gets one?").arg(rows.steps.weapons)
            color: Theme.text
        }
        Repeater {
            model: rows.steps.weapons > 0 ? rows.steps.regents : []
            TableCheckBox {
                required property var modelData
                objectName: "arm_" + modelData.name
                text: modelData.name
                checked: rows.armed.includes(modelData.seat)
                onToggled: rows.armed = checked ? rows.armed.concat([modelData.seat])
                                                : rows.armed.filter(seat => seat !== modelData.seat)
            }
        }
    }
    LayoutRepeater { // Govern with Authority: any 1 resource besides the Weapon
        id: extras
        model: rows.steps.extraChoices.length > 0 ? rows.steps.regents : []
        ChoiceRow {
            required property var modelData
            label: qsTr("%1 also takes:").arg(modelData.name)
            options: rows.steps.extraChoices
            valueRole: "type"
        }
    }
    LayoutRepeater { // full slots: what a Regent discards to make room, or nothing (the gain stays)
        id: rooms
        model: rows.steps.roomOptions
        ChoiceRow {
            required property var modelData
            label: qsTr("%1's slots are full; to make room, discard:").arg(modelData.name)
            options: [{ name: qsTr("nothing (keeps what they hold)"), slot: -1 }].concat(modelData.heldSlots)
            valueRole: "slot"
        }
    }
}
