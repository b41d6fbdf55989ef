// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Edict 03, Govern the Imperial Reach (or with Authority): the First Regent enforces the policy
// — what the Demand takes from each player it is collected from, their own resource into the
// Trust, then the Imperial Action's choices — or changes it. The Steward's Imperial Quorum
// shares the same three parts among three Regents and is resolved at once.
ColumnLayout {
    id: panel

    required property EventSteps steps

    spacing: Theme.spacing

    Label {
        Layout.fillWidth: true
        visible: panel.steps.quorum
        text: panel.steps.firstRegentName === ""
              ? qsTr("1. Nobody holds the First Regent tile: no Demand.")
              : qsTr("1. %1 collects the Demand:").arg(panel.steps.firstRegentName)
        color: Theme.text
        font.bold: true
        font.pixelSize: Theme.fontBody
        wrapMode: Text.WordWrap
    }
    LayoutRepeater { // the Demand from each player it is collected from
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
            TableComboBox {
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
        TableComboBox {
            id: own
            objectName: "ownTribute"
            Accessible.name: qsTr("%1's own resource into the Trust").arg(panel.steps.firstRegentName)
            model: panel.steps.ownOptions
            implicitHeight: Theme.touchTarget
        }
    }
    Label {
        Layout.fillWidth: true
        visible: panel.steps.quorum && panel.steps.actorName === ""
        text: qsTr("2. No Regent has the most starports (a tie): no Imperial Action.")
        color: Theme.text
        font.bold: true
        font.pixelSize: Theme.fontBody
        wrapMode: Text.WordWrap
    }
    TableCheckBox { // Quorum: the Regent with the most starports may take the Imperial Action
        id: takesAction
        objectName: "quorumAction"
        Layout.fillWidth: true
        visible: panel.steps.quorum && panel.steps.actorName !== ""
        checked: true
        text: qsTr("2. %1 (most starports) takes the Imperial Action").arg(panel.steps.actorName)
        font.bold: true
    }
    ImperialActionRows {
        id: action
        Layout.fillWidth: true
        steps: panel.steps
        visible: !panel.steps.quorum || takesAction.checked
    }
    RowLayout { // Quorum: the Regent with the most cities may change the policy
        visible: panel.steps.quorum
        spacing: Theme.spacing
        Label {
            text: panel.steps.changerName === ""
                  ? qsTr("3. No Regent has the most cities (a tie): the policy stays %1.").arg(panel.steps.policyName)
                  : qsTr("3. %1 (most cities):").arg(panel.steps.changerName)
            color: Theme.text
            font.bold: true
            font.pixelSize: Theme.fontBody
        }
        TableComboBox {
            id: policy
            objectName: "quorumPolicy"
            visible: panel.steps.changerName !== ""
            Accessible.name: qsTr("The policy after Imperial Quorum")
            textRole: "name"
            valueRole: "policy"
            model: panel.steps.quorumPolicies
            implicitHeight: Theme.touchTarget
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        DefaultButton {
            objectName: panel.steps.quorum ? "resolveQuorum" : "enforcePolicy"
            text: panel.steps.quorum ? qsTr("Resolve Imperial Quorum")
                                     : qsTr("Enforce %1").arg(panel.steps.policyName)
            implicitHeight: Theme.touchTarget
            onClicked: {
                const choices = []
                for (let i = 0; i < tributes.count; ++i)
                    choices.push((tributes.itemAt(i) as RowLayout).choice)
                if (panel.steps.quorum)
                    panel.steps.resolveQuorum(choices, own.currentIndex,
                                              takesAction.visible && takesAction.checked,
                                              action.requisition, action.armed, action.extra,
                                              action.room, policy.currentValue ?? -1)
                else
                    panel.steps.enforce(choices, own.currentIndex, action.requisition, action.armed,
                                        action.extra, action.room)
            }
        }
        Repeater {
            model: panel.steps.quorum ? [] : panel.steps.otherPolicies
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
