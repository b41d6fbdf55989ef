// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The acting player's Flagship in one system: placing the one their Fate gives, building
// Upgrades and Armor in the slots this planet builds, repairing a damaged slot. The engine
// decides; a button it refuses is greyed out with the reason.
ColumnLayout {
    id: actions

    required property BoardDraft board
    required property FlagshipView view
    signal entered(string problem)

    visible: view.placeable || view.here
    spacing: Theme.spacing

    // Greyed with its reason, which a tap says, as the system's actions.
    component FlagshipButton: ActionButton {
        onRefused: why => actions.entered(why)
    }

    Label { text: qsTr("Flagship"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    FlagshipButton {
        objectName: "placeFlagship"
        visible: actions.view.placeable
        problem: actions.view.placeProblem
        text: qsTr("Place %1's Flagship here").arg(actions.board.seatName)
        onTaken: actions.entered(actions.board.gainFlagship(actions.view.system))
    }
    Label {
        Layout.fillWidth: true
        visible: actions.view.placeable && actions.view.placeProblem !== ""
        text: actions.view.placeProblem
        wrapMode: Text.WordWrap
        color: Theme.textMuted
    }
    Label {
        Layout.fillWidth: true
        visible: actions.view.here && actions.view.buildable.length === 0
        text: qsTr("No empty Flagship slot can be built at this planet: each Upgrade and its Armor need their own planet type (see the player's Flagship board).")
        wrapMode: Text.WordWrap
        color: Theme.textMuted
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Repeater {
            model: actions.view.buildable
            FlagshipButton {
                required property var modelData // a flagshipSlot, `building` the piece to build
                objectName: "flagship_" + modelData.position + (modelData.armor ? "a_" : "u_") + modelData.building
                problem: modelData.problem
                text: modelData.building === Game.Building.City ? qsTr("City as %1").arg(modelData.name)
                                                    : qsTr("Starport as %1").arg(modelData.name)
                onTaken: actions.entered(actions.board.buildOnFlagship(actions.view.system, modelData.building,
                                                                         modelData.position, modelData.armor))
            }
        }
        Repeater {
            model: actions.view.repairable
            FlagshipButton {
                required property var modelData // a flagshipSlot
                objectName: "repairFlagship_" + modelData.position + (modelData.armor ? "a" : "u")
                problem: modelData.problem
                text: qsTr("Repair %1").arg(modelData.name)
                onTaken: actions.entered(actions.board.repairFlagship(actions.view.system,
                                                                        modelData.position, modelData.armor))
            }
        }
    }
}
