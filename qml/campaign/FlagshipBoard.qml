// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A player's Flagship board as it lies on the table: six Upgrades left to right with their Armor
// above, each slot's planet type and what stands in it (fresh or damaged, said in words), and
// what each Upgrade allows. A tap on a slot corrects it to match the table.
ColumnLayout {
    id: flagshipBoard

    required property FlagshipView view
    signal entered(string problem)

    visible: view.hasFlagship
    spacing: Theme.spacing

    Label {
        text: qsTr("Flagship in %1").arg(flagshipBoard.view.where)
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    GridLayout {
        Layout.fillWidth: true
        columns: 6
        rowSpacing: 2
        columnSpacing: 2
        LayoutRepeater {
            model: flagshipBoard.view.boardSlots
            Rectangle {
                id: cell
                objectName: "flagshipSlot_" + modelData.position + (modelData.armor ? "a" : "u")
                required property var modelData // a flagshipSlot
                readonly property bool built: modelData.building !== Game.Building.None
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                implicitHeight: content.implicitHeight + Theme.spacing
                radius: Theme.radius / 2
                color: built && !modelData.damaged ? Theme.surfaceRaised : Theme.surface
                border.color: modelData.damaged ? Theme.danger : built ? Theme.accent : Theme.border
                border.width: built ? 2 : 1
                // A tap corrects the slot to match the table (a Fate's setup, a card).
                TapTarget {
                    z: 1
                    label: qsTr("Flagship slot %1: %2").arg(cell.modelData.name).arg(slotState.text)
                    onActivated: correctMenu.popup(cell, 0, cell.height)
                }
                Menu {
                    id: correctMenu
                    width: 18 * Theme.fontBody // the whole of each item, "Correct to: Damaged starport"
                    Repeater {
                        model: [[qsTr("City"), Game.Building.City, false],
                                [qsTr("Starport"), Game.Building.Starport, false],
                                [qsTr("Damaged city"), Game.Building.City, true],
                                [qsTr("Damaged starport"), Game.Building.Starport, true],
                                [qsTr("Empty"), Game.Building.None, false]]
                        MenuItem {
                            required property var modelData
                            text: qsTr("Correct to: %1").arg(modelData[0])
                            onTriggered: flagshipBoard.entered(flagshipBoard.view.correctSlot(
                                cell.modelData.position, cell.modelData.armor, modelData[1], modelData[2]))
                        }
                    }
                }
                Column {
                    id: content
                    anchors.centerIn: parent
                    width: parent.width - Theme.spacing
                    Label {
                        width: parent.width
                        text: cell.modelData.name // an Armor's says its Upgrade's: "Hull Armor"
                        color: Theme.text
                        font.bold: !cell.modelData.armor
                        font.pixelSize: Theme.fontSmall
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        width: parent.width
                        text: cell.modelData.anyPlanet ? qsTr("any planet")
                                                           : Words.resources[cell.modelData.planet]
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        horizontalAlignment: Text.AlignHCenter
                    }
                    Label {
                        id: slotState
                        width: parent.width
                        text: !cell.built ? "—"
                              : cell.modelData.building === Game.Building.City
                              ? (cell.modelData.damaged ? qsTr("city, damaged") : qsTr("city"))
                              : (cell.modelData.damaged ? qsTr("starport, damaged") : qsTr("starport"))
                        color: cell.modelData.damaged ? Theme.danger : Theme.text
                        font.bold: cell.built
                        font.pixelSize: Theme.fontSmall
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
    LayoutRepeater { // the Upgrades' row: what each allows
        model: flagshipBoard.view.boardSlots
        Label {
            required property var modelData
            Layout.fillWidth: true
            visible: !modelData.armor
            text: qsTr("%1: %2").arg(modelData.name).arg(modelData.allows)
            color: Theme.text
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
    }
}
