// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// After a battle the attacker survived: spend its keys on the defender's resources (by their
// slot's raid cost) and Guild cards, one at a time; or take the one resource the Free States
// yield.
ColumnLayout {
    id: panel

    required property int attacker

    readonly property var defenderArea: defender.area // a playerArea

    visible: raid.raidKeys > 0
    spacing: Theme.spacing

    BoardDraft {
        id: raid
        table: Table
        seat: panel.attacker
    }
    PlayerAreaView {
        id: defender
        table: Table
        seat: raid.raidDefender
    }

    Label {
        objectName: "raidKeys"
        text: raid.raidKeys === 1 ? qsTr("Raid: 1 key to spend")
                                  : qsTr("Raid: %1 keys to spend").arg(raid.raidKeys)
        color: Theme.text
        font.bold: true
    }
    GainSlotChoice {
        id: gainInto
        Layout.fillWidth: true
        board: raid
    }
    Button {
        objectName: "raidFreeStates"
        visible: raid.raidsFreeStates
        implicitHeight: Theme.touchTarget
        text: qsTr("Take 1 %1 from the Free States (1 key)").arg(Words.resources[raid.freeStatesLoot] ?? "")
        onClicked: raid.raidFreeStates(gainInto.into)
    }
    Flow {
        Layout.fillWidth: true
        visible: !raid.raidsFreeStates
        spacing: Theme.spacing
        Repeater {
            model: panel.defenderArea.resources.filter(r => r.held)
            // What cannot be taken is dimmed but still answers a tap with why (the engine's
            // reason, below): a greyed button said nothing.
            Button {
                required property var modelData
                objectName: "raidSlot" + modelData.slot
                implicitHeight: Theme.touchTarget
                text: qsTr("%1 (%n key(s))", "", modelData.raidCost).arg(Words.resources[modelData.type])
                opacity: modelData.raidCost <= raid.raidKeys ? 1 : 0.5
                onClicked: raid.raid(modelData.slot, "", gainInto.into)
            }
        }
        Repeater {
            model: panel.defenderArea.guildCards
            Button {
                required property var modelData
                objectName: "raidCard_" + modelData.id
                implicitHeight: Theme.touchTarget
                text: modelData.protectedCard ? qsTr("%1 (protected)").arg(modelData.name)
                      : qsTr("%1 (%n key(s))", "", modelData.raidCost).arg(modelData.name)
                opacity: !modelData.protectedCard && modelData.raidCost <= raid.raidKeys ? 1 : 0.5
                onClicked: raid.raid(-1, modelData.id)
            }
        }
    }
    Label {
        Layout.fillWidth: true
        visible: text !== ""
        text: raid.lastRefusal
        wrapMode: Text.WordWrap
        color: Theme.danger
    }
}
