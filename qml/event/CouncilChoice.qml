// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The secured Council after the Summit: a Regent securer takes the First Regent tile with the
// Trust; an Outlaw steals from the Trust (up to their empty slots, 1 Power lost by the First
// Regent for each); then the securer chooses the Crises or the Edicts.
ColumnLayout {
    id: choice

    required property EventSteps steps
    property list<int> stolen: [] // resource type values

    spacing: Theme.spacing
    onVisibleChanged: stolen = []

    function stolenOf(type: int): int {
        let count = 0
        for (let i = 0; i < stolen.length; ++i) {
            if (stolen[i] === type)
                ++count
        }
        return count
    }
    function steal(type: int, count: int) {
        const kept = []
        for (let i = 0; i < stolen.length; ++i) {
            if (stolen[i] !== type)
                kept.push(stolen[i])
        }
        for (let i = 0; i < count; ++i)
            kept.push(type)
        stolen = kept
    }

    Label {
        Layout.fillWidth: true
        text: choice.steps.callerIsRegent
              ? qsTr("%1 is a Regent: they take the First Regent tile with the Imperial Trust (%2).").arg(choice.steps.callerName).arg(choice.steps.trustText)
              : choice.steps.trust.length === 0
              ? qsTr("%1 is an Outlaw, but the Imperial Trust is empty: nothing to steal.").arg(choice.steps.callerName)
              : choice.steps.emptySlots === 1
              ? qsTr("%1 is an Outlaw: they may steal from the Imperial Trust (%2), up to 1 resource (their empty slot).").arg(choice.steps.callerName).arg(choice.steps.trustText)
              : qsTr("%1 is an Outlaw: they may steal from the Imperial Trust (%2), up to %3 resources (their empty slots).").arg(choice.steps.callerName).arg(choice.steps.trustText).arg(choice.steps.emptySlots)
        color: Theme.text
        wrapMode: Text.WordWrap
    }
    Flow {
        Layout.fillWidth: true
        visible: !choice.steps.callerIsRegent
        spacing: Theme.spacing
        Repeater {
            model: choice.steps.trust
            Stepper {
                id: stepper
                required property var modelData
                objectName: "steal_" + modelData.name
                label: modelData.name
                value: choice.stolenOf(stepper.modelData.type)
                from: 0
                to: modelData.count
                onChanged: count => choice.steal(stepper.modelData.type, count)
            }
        }
    }
    RowLayout {
        spacing: Theme.padding
        Label { text: qsTr("%1 chooses:").arg(choice.steps.callerName); color: Theme.text; font.pixelSize: Theme.fontTitle }
        Button {
            objectName: "chooseCrises"
            text: qsTr("Crises")
            implicitHeight: Theme.touchTarget
            onClicked: choice.steps.resolveCouncil(true, choice.stolen)
        }
        Button {
            objectName: "chooseEdicts"
            text: qsTr("Edicts")
            implicitHeight: Theme.touchTarget
            onClicked: choice.steps.resolveCouncil(false, choice.stolen)
        }
    }
}
