// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Who attacks whom, where, and the pieces each side has in the battle system: the board's
// when a system is chosen, or typed in to plan.
ColumnLayout {
    id: editor

    required property BattlePlanner planner
    readonly property var systems: planner.battleSystems // a JS array, for concat and indexOf

    spacing: Theme.spacing

    component PlayerChoice: ComboBox {
        implicitHeight: Theme.touchTarget
        model: Table.players
        textRole: "name"
        valueRole: "seat"
    }

    Label { text: qsTr("Attacker"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    PlayerChoice {
        objectName: "attackerChoice"
        Layout.fillWidth: true
        currentIndex: count > 0 ? indexOfValue(editor.planner.attacker) : -1
        onActivated: editor.planner.attacker = currentValue
    }
    Label { text: qsTr("Battle system"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    ComboBox {
        objectName: "systemChoice"
        Layout.fillWidth: true
        implicitHeight: Theme.touchTarget
        model: {
            const choices = [qsTr("None: plan with typed forces")]
            for (const system of editor.systems)
                choices.push(system)
            return choices
        }
        currentIndex: Math.max(0, editor.systems.indexOf(editor.planner.system) + 1)
        onActivated: index => editor.planner.system = index === 0 ? "" : editor.systems[index - 1]
    }
    Stepper {
        enabled: editor.planner.system === ""
        label: qsTr("Fresh ships")
        value: editor.planner.attackerForces[BattlePlanner.FreshShips] ?? 0
        onChanged: value => editor.planner.setForce(BattlePlanner.Attacker, BattlePlanner.FreshShips, value)
    }
    Stepper {
        enabled: editor.planner.system === ""
        label: qsTr("Damaged ships")
        value: editor.planner.attackerForces[BattlePlanner.DamagedShips] ?? 0
        onChanged: value => editor.planner.setForce(BattlePlanner.Attacker, BattlePlanner.DamagedShips, value)
    }

    Label { text: qsTr("Defender"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    PlayerChoice {
        objectName: "defenderChoice"
        Layout.fillWidth: true
        currentIndex: count > 0 ? indexOfValue(editor.planner.defender) : -1
        onActivated: editor.planner.defender = currentValue
    }
    // Above the defender's pieces, so it is in view on a short window: it decides the raid dice.
    TableCheckBox {
        enabled: editor.planner.system === ""
        text: qsTr("Defender has buildings elsewhere")
        checked: editor.planner.defenderHasBuildingsElsewhere
        onToggled: editor.planner.defenderHasBuildingsElsewhere = checked
    }
    Repeater {
        model: [{ force: BattlePlanner.FreshShips, name: "freshShips", label: qsTr("Fresh ships") },
                { force: BattlePlanner.DamagedShips, name: "damagedShips", label: qsTr("Damaged ships") },
                { force: BattlePlanner.FreshCities, name: "freshCities", label: qsTr("Fresh cities") },
                { force: BattlePlanner.DamagedCities, name: "damagedCities", label: qsTr("Damaged cities") },
                { force: BattlePlanner.FreshStarports, name: "freshStarports", label: qsTr("Fresh starports") },
                { force: BattlePlanner.DamagedStarports, name: "damagedStarports",
                  label: qsTr("Damaged starports") }]
        Stepper {
            required property var modelData
            objectName: "defender_" + modelData.name
            enabled: editor.planner.system === ""
            label: modelData.label
            value: editor.planner.defenderForces[modelData.force] ?? 0
            onChanged: value => editor.planner.setForce(BattlePlanner.Defender, modelData.force, value)
        }
    }
}
