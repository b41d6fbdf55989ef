// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Battle & Dice: set up the battle, read the exact odds, roll or enter the dice, apply.
Item {
    id: page

    objectName: "battlePage"

    signal backToTable()

    function battleIn(system: reachSystem, attacker: int) {
        planner.battleIn(system, attacker)
    }

    BattlePlanner {
        id: planner
        objectName: "battlePlanner"
        table: Table
    }
    Connections {
        target: planner.roll
        function onDiceRolled() { SoundBoard.play(SoundBoard.DiceRoll) }
        function onHitsLanded() { SoundBoard.play(SoundBoard.Hit) }
    }

    Label {
        anchors.centerIn: parent
        visible: !Table.hasGame
        text: qsTr("Start a game to fight battles.")
        color: Theme.textMuted
        font.pixelSize: Theme.fontTitle
    }

    // Applied, and no defender left where it was fought: said once, the form out of sight.
    readonly property bool battleDone: planner.roll.applied !== "" && planner.nothingPlanned

    BattleApplied {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.padding, implicitWidth)
        visible: Table.hasGame && page.battleDone
        planner: planner
        onBackToTable: page.backToTable()
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.padding
        spacing: Theme.padding
        visible: Table.hasGame && !page.battleDone

        Pane {
            Layout.preferredWidth: 340 * Theme.scale
            Layout.fillHeight: true
            background: Rectangle { color: Theme.surface; radius: Theme.radius }
            MoreToSeeScrollView {
                anchors.fill: parent
                ForcesEditor {
                    width: parent.width
                    planner: planner
                }
            }
        }
        Pane {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumWidth: 0
            Layout.preferredWidth: 100 // takes the space the side panes leave
            background: Rectangle { color: Theme.surface; radius: Theme.radius }
            OddsPanel {
                anchors.fill: parent
                planner: planner
            }
        }
        Pane {
            objectName: "rollPane"
            Layout.preferredWidth: 460 * Theme.scale
            Layout.fillHeight: true
            background: Rectangle { color: Theme.surface; radius: Theme.radius }
            ColumnLayout {
                anchors.fill: parent
                MoreToSeeScrollView {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    RollPanel {
                        width: parent.width
                        roll: planner.roll
                        attacker: planner.attacker
                    }
                }
                // Apply, under the roll however long it is: it was cut in half at the foot of
                // the pane once the result was corrected (a cold play-test).
                Label { // (a result the dice cannot produce is explained beside its confirmation)
                    Layout.fillWidth: true
                    visible: planner.roll.rolled && text !== ""
                             && (planner.roll.outcomeProblem === "" || planner.roll.tableDecided)
                    text: planner.roll.applyProblem
                    wrapMode: Text.WordWrap
                    color: Theme.danger
                }
                Button {
                    objectName: "applyBattleButton"
                    visible: planner.roll.rolled
                    text: qsTr("Apply result")
                    highlighted: enabled
                    opacity: enabled ? 1 : 0.5 // greyed as the Play button is
                    enabled: planner.roll.applyProblem === ""
                    implicitHeight: Theme.touchTarget
                    onClicked: planner.roll.apply()
                }
                // What Apply did, said once, with the way back to the board.
                Label {
                    objectName: "battleApplied"
                    Layout.fillWidth: true
                    visible: planner.roll.applied !== ""
                    text: qsTr("✓ Applied: %1").arg(planner.roll.applied)
                    wrapMode: Text.WordWrap
                    color: Theme.text
                }
                Button {
                    objectName: "backToTable"
                    visible: planner.roll.applied !== ""
                    text: qsTr("Back to the table")
                    highlighted: true
                    implicitHeight: Theme.touchTarget
                    onClicked: page.backToTable()
                }
            }
        }
    }
}
