// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The result the app proposes from the roll; whoever assigns hits may change it.
ColumnLayout {
    id: editor

    required property BattlePlanner planner
    readonly property var result: planner.result // untyped: its fields are read by name

    spacing: 2

    Stepper {
        objectName: "attackerShipsLost"
        label: qsTr("Attacking ships destroyed")
        value: editor.result["attackerShipsLost"] ?? 0
        onChanged: value => editor.planner.setResult("attackerShipsLost", value)
    }
    Stepper {
        objectName: "defenderShipsLost"
        label: qsTr("Defending ships destroyed")
        value: editor.result["defenderShipsLost"] ?? 0
        onChanged: value => editor.planner.setResult("defenderShipsLost", value)
    }
    Stepper {
        label: qsTr("Cities destroyed")
        value: editor.result["citiesDestroyed"] ?? 0
        onChanged: value => editor.planner.setResult("citiesDestroyed", value)
    }
    Stepper {
        label: qsTr("Starports destroyed")
        value: editor.result["starportsDestroyed"] ?? 0
        onChanged: value => editor.planner.setResult("starportsDestroyed", value)
    }
    Label {
        text: qsTr("Keys to raid with after the battle: %1").arg(editor.result["keysUsable"] ?? 0)
        color: Theme.text
    }
}
