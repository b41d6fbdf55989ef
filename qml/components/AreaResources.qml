// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A player's resource slots (tap one: spend it for its Prelude action, discard it, or set it
// to match the table), city slots with the bonus they uncover, and pieces in supply.
ColumnLayout {
    id: resourcePanel

    required property BoardDraft board
    required property int seat
    required property var area
    signal entered(string problem)

    property int menuSlot: -1

    // The slot tapped set to a Game.ResourceType, or emptied (null).
    function setSlot(resource: var) {
        resourcePanel.entered(resourcePanel.board.correct({
            target: "resource", player: resourcePanel.seat, slot: resourcePanel.menuSlot,
            resource: resource }))
    }

    spacing: Theme.spacing

    Label { text: qsTr("Resources · tap a slot"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    Row { // positioners: their slots are rebuilt on every entry
        spacing: Theme.spacing * 2 // the raid costs under the slots stay apart (3 把鑰匙)
        Repeater {
            model: resourcePanel.area.resources
            ResourceSlot {
                id: slotView
                required property var modelData
                objectName: "resourceSlot" + modelData.slot
                held: modelData.held
                type: modelData.type
                open: modelData.open
                raidCost: modelData.raidCost
                showCost: true
                size: Theme.touchTarget
                TapTarget {
                    label: slotView.modelData.held
                           ? qsTr("Resource slot %1: %2").arg(slotView.modelData.slot + 1)
                                 .arg(Words.resources[slotView.modelData.type])
                           : qsTr("Resource slot %1: empty").arg(slotView.modelData.slot + 1)
                    onActivated: {
                        resourcePanel.menuSlot = slotView.modelData.slot
                        slotMenu.popup(slotView)
                    }
                }
            }
        }
    }
    Menu {
        id: slotMenu
        width: Math.max(implicitWidth, 20 * Theme.fontBody)
        MenuItem {
            id: spendItem
            objectName: "spendResource"
            readonly property string problem: slotMenu.opened && resourcePanel.board.seat >= 0
                                              ? resourcePanel.board.spendProblem(resourcePanel.seat, resourcePanel.menuSlot) : ""
            text: qsTr("Spend for its Prelude action")
            enabled: problem === ""
            opacity: enabled ? 1 : 0.4
            onTriggered: resourcePanel.entered(resourcePanel.board.spend(resourcePanel.seat, resourcePanel.menuSlot))
        }
        MenuItem {
            visible: !spendItem.enabled
            height: visible ? implicitHeight : 0
            contentItem: Label {
                text: spendItem.problem
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
            enabled: false
        }
        MenuItem {
            text: qsTr("Discard")
            onTriggered: resourcePanel.entered(resourcePanel.board.discard(resourcePanel.seat, resourcePanel.menuSlot))
        }
        MenuSeparator {}
        Repeater {
            model: Theme.resourceTypes
            MenuItem {
                required property int modelData
                text: qsTr("Set to %1").arg(Words.resources[modelData])
                onTriggered: resourcePanel.setSlot(modelData)
            }
        }
        MenuItem {
            text: qsTr("Set to empty")
            onTriggered: resourcePanel.setSlot(null)
        }
    }

    Label {
        text: qsTr("Cities on the player board: %1 · bonus to won ambitions +%2")
                  .arg(resourcePanel.area.citiesOnBoard).arg(resourcePanel.area.cityBonus)
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Row {
        spacing: Theme.spacing
        Repeater {
            model: resourcePanel.area.citySlots
            Rectangle {
                id: citySlot
                required property var modelData
                width: Theme.touchTarget
                height: Theme.touchTarget * 0.7
                radius: 3
                color: citySlot.modelData.covered ? Theme.surfaceRaised : "transparent"
                border.color: Theme.border
                Label {
                    anchors.centerIn: parent
                    text: citySlot.modelData.covered ? qsTr("city")
                          : citySlot.modelData.bonus > 0 ? "+" + citySlot.modelData.bonus : "·"
                    color: citySlot.modelData.covered ? Theme.text : Theme.accent
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
    Label {
        text: qsTr("In supply: %1 ships, %2 starports, %3 agents").arg(resourcePanel.area.ships)
                  .arg(resourcePanel.area.starports).arg(resourcePanel.area.agents)
              + (resourcePanel.area.standIns > 0
                 ? " · " + qsTr("%1 Outrage icons wait for an agent").arg(resourcePanel.area.standIns) : "")
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
}
