// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The dice to roll and their exact odds: hits, damage taken, and an "at least / at most" query.
ColumnLayout {
    id: panel

    required property BattlePlanner planner

    spacing: Theme.spacing

    Stepper {
        objectName: "assaultDice"
        label: qsTr("Assault dice (red)")
        value: panel.planner.assault
        to: 6
        onChanged: value => panel.planner.setDice(Game.BattleDie.Assault, value)
    }
    Stepper {
        objectName: "skirmishDice"
        label: qsTr("Skirmish dice (blue)")
        value: panel.planner.skirmish
        to: 6
        onChanged: value => panel.planner.setDice(Game.BattleDie.Skirmish, value)
    }
    Stepper {
        objectName: "raidDice"
        label: qsTr("Raid dice (orange)")
        value: panel.planner.raid
        to: 6
        onChanged: value => panel.planner.setDice(Game.BattleDie.Raid, value)
    }
    Label {
        objectName: "poolProblem"
        Layout.fillWidth: true
        visible: text !== ""
        text: panel.planner.problem
        wrapMode: Text.WordWrap
        // Nothing planned yet (no system, no ships typed: after Apply result, say) is a step
        // still to take, not a mistake: a red line there looked as if the apply had failed.
        color: panel.planner.nothingPlanned ? Theme.textMuted : Theme.danger
    }
    Histogram {
        objectName: "hitsHistogram"
        Layout.fillWidth: true
        opacity: panel.planner.problem === "" ? 1 : 0.35
        title: qsTr("Hits (average %1)").arg(panel.planner.odds.expectedHits.toFixed(2))
        probabilities: panel.planner.odds.hitsHistogram
    }
    Histogram {
        objectName: "damageHistogram"
        Layout.fillWidth: true
        opacity: panel.planner.problem === "" ? 1 : 0.35
        title: qsTr("Hits to your ships (average %1)").arg(panel.planner.odds.expectedDamage.toFixed(2))
        probabilities: panel.planner.odds.damageHistogram
        barColour: Theme.danger
    }
    GridLayout { // what the attacker hopes for, a line each, and the chance of both
        id: query
        // Dimmed as the bars are while the plan has a problem; with no die at all no chance is
        // said: "0.0 %" in large yellow read as a verdict on an empty plan (a cold play-test).
        readonly property bool noDice: panel.planner.assault + panel.planner.skirmish
                                       + panel.planner.raid === 0
        opacity: panel.planner.problem === "" ? 1 : 0.35
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: 2
        Label { text: qsTr("Hits, at least"); color: Theme.text }
        TableSpinBox {
            objectName: "minHits"
            Accessible.name: qsTr("At least this many hits")
            from: 0
            to: 18
            value: panel.planner.odds.minHits
            onValueModified: panel.planner.odds.minHits = value
        }
        Label { text: qsTr("Damage taken, at most"); color: Theme.text }
        TableSpinBox {
            objectName: "maxDamage"
            Accessible.name: qsTr("At most this much damage taken")
            from: 0
            to: 30
            value: panel.planner.odds.maxDamage
            onValueModified: panel.planner.odds.maxDamage = value
        }
        Label { text: qsTr("Chance of both"); color: Theme.text }
        Label {
            objectName: "chanceLabel"
            text: query.noDice ? "—" : qsTr("%1 %").arg((panel.planner.odds.chance * 100).toFixed(1))
            color: Theme.accent
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
    }
}
