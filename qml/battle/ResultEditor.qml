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

    spacing: 2

    Stepper {
        objectName: "attackerShipsLost"
        label: qsTr("Attacking ships destroyed")
        value: editor.planner.losses[BattlePlanner.AttackerShipsLost] ?? 0
        onChanged: value => editor.planner.setLoss(BattlePlanner.AttackerShipsLost, value)
    }
    Stepper {
        objectName: "defenderShipsLost"
        label: qsTr("Defending ships destroyed")
        value: editor.planner.losses[BattlePlanner.DefenderShipsLost] ?? 0
        onChanged: value => editor.planner.setLoss(BattlePlanner.DefenderShipsLost, value)
    }
    Stepper {
        label: qsTr("Cities destroyed")
        value: editor.planner.losses[BattlePlanner.CitiesDestroyed] ?? 0
        onChanged: value => editor.planner.setLoss(BattlePlanner.CitiesDestroyed, value)
    }
    Stepper {
        label: qsTr("Starports destroyed")
        value: editor.planner.losses[BattlePlanner.StarportsDestroyed] ?? 0
        onChanged: value => editor.planner.setLoss(BattlePlanner.StarportsDestroyed, value)
    }
    Label {
        text: qsTr("Keys to raid with after the battle: %1").arg(editor.planner.keysUsable)
        color: Theme.text
    }
}
