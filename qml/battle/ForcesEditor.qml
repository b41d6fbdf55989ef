pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Who attacks whom, and the pieces each side has in the battle system.
ColumnLayout {
    id: editor

    required property BattlePlanner planner
    readonly property var forces: planner.forces // untyped: its fields are read by name

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
    Stepper {
        label: qsTr("Fresh ships")
        value: editor.forces["attacker"]["freshShips"]
        onChanged: value => editor.planner.setForce("attacker", "freshShips", value)
    }
    Stepper {
        label: qsTr("Damaged ships")
        value: editor.forces["attacker"]["damagedShips"]
        onChanged: value => editor.planner.setForce("attacker", "damagedShips", value)
    }

    Label { text: qsTr("Defender"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    PlayerChoice {
        objectName: "defenderChoice"
        Layout.fillWidth: true
        currentIndex: count > 0 ? indexOfValue(editor.planner.defender) : -1
        onActivated: editor.planner.defender = currentValue
    }
    Repeater {
        model: [{ piece: "freshShips", label: qsTr("Fresh ships") },
                { piece: "damagedShips", label: qsTr("Damaged ships") },
                { piece: "freshCities", label: qsTr("Fresh cities") },
                { piece: "damagedCities", label: qsTr("Damaged cities") },
                { piece: "freshStarports", label: qsTr("Fresh starports") },
                { piece: "damagedStarports", label: qsTr("Damaged starports") }]
        Stepper {
            required property var modelData
            objectName: "defender_" + modelData.piece
            label: modelData.label
            value: editor.forces["defender"][modelData.piece]
            onChanged: value => editor.planner.setForce("defender", modelData.piece, value)
        }
    }
    CheckBox {
        text: qsTr("Defender has buildings elsewhere")
        checked: editor.planner.defenderHasBuildingsElsewhere
        onToggled: editor.planner.defenderHasBuildingsElsewhere = checked
    }
}
