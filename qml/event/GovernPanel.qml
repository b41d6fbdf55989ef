// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Edict 03, Govern the Imperial Reach: the First Regent enforces the policy — what the Demand
// takes from each Rival Regent, their own resource into the Trust, where Escalation's ships go,
// who gets War's Weapons when they run short — or changes it.
ColumnLayout {
    id: panel

    required property EventSteps steps
    property var armed: [] // War, when Weapons run short: the Regents the First Regent arms

    spacing: Theme.spacing

    Repeater { // the Demand from each Rival Regent
        id: tributes
        model: panel.steps.tributes
        RowLayout {
            id: row
            required property var modelData
            readonly property int choice: options.currentIndex
            spacing: Theme.spacing
            Label {
                Layout.preferredWidth: 7 * Theme.fontBody // the choices line up
                text: qsTr("From %1:").arg(row.modelData.name)
                color: Theme.text
            }
            ComboBox {
                id: options
                objectName: "tribute_" + row.modelData.name
                Accessible.name: qsTr("Demand from %1").arg(row.modelData.name)
                Layout.preferredWidth: 26 * Theme.fontBody
                model: row.modelData.options
                implicitHeight: Theme.touchTarget
            }
        }
    }
    RowLayout {
        visible: panel.steps.ownOptions.length > 0
        spacing: Theme.spacing
        Label { text: qsTr("%1's own, into the Trust:").arg(panel.steps.firstRegentName); color: Theme.text }
        ComboBox {
            id: own
            objectName: "ownTribute"
            Accessible.name: qsTr("%1's own resource into the Trust").arg(panel.steps.firstRegentName)
            model: panel.steps.ownOptions
            implicitHeight: Theme.touchTarget
        }
    }
    RowLayout {
        visible: panel.steps.requisitionOptions.length > 0
        spacing: Theme.spacing
        Label { text: qsTr("2 Imperial ships to:"); color: Theme.text }
        ComboBox {
            id: requisition
            objectName: "requisition"
            Accessible.name: qsTr("Where the 2 Imperial ships go")
            model: panel.steps.requisitionOptions
            implicitHeight: Theme.touchTarget
        }
    }
    Flow { // War: a Weapon each, chosen only when they run short
        Layout.fillWidth: true
        visible: panel.steps.war && panel.steps.weapons < panel.steps.regents.length
        spacing: Theme.spacing
        Label {
            text: panel.steps.weapons === 0
                  ? qsTr("No Weapon is left in the supply or the Trust: no Regent gets one.")
                  : panel.steps.weapons === 1
                  ? qsTr("Only 1 Weapon is left (supply and Trust): who gets it?")
                  : qsTr("Only %1 Weapons are left (supply and Trust): who gets one?").arg(panel.steps.weapons)
            color: Theme.text
        }
        Repeater {
            model: panel.steps.weapons > 0 ? panel.steps.regents : []
            TableCheckBox {
                required property var modelData
                objectName: "arm_" + modelData.name
                text: modelData.name
                checked: panel.armed.includes(modelData.seat)
                onToggled: panel.armed = checked ? panel.armed.concat([modelData.seat])
                                                 : panel.armed.filter(seat => seat !== modelData.seat)
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        DefaultButton {
            objectName: "enforcePolicy"
            text: qsTr("Enforce %1").arg(panel.steps.policyName)
            implicitHeight: Theme.touchTarget
            onClicked: {
                const choices = []
                for (let i = 0; i < tributes.count; ++i)
                    choices.push((tributes.itemAt(i) as RowLayout).choice)
                panel.steps.enforce(choices, own.currentIndex, requisition.currentIndex,
                                    panel.steps.war ? panel.armed : [])
            }
        }
        Repeater {
            model: panel.steps.otherPolicies
            Button {
                required property var modelData
                objectName: "changeTo" + modelData.name
                text: qsTr("Change to %1").arg(modelData.name)
                implicitHeight: Theme.touchTarget
                onClicked: panel.steps.changePolicy(modelData.policy)
            }
        }
    }
}
