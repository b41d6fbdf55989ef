// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Roll in the app or enter real dice; the faces in resolution order with what each step did;
// the proposed result, open to correction; then Apply (journaled, undoable).
ColumnLayout {
    id: panel

    required property BattlePlanner planner

    spacing: Theme.spacing

    RowLayout {
        spacing: Theme.spacing
        Button {
            objectName: "rollButton"
            text: qsTr("Roll")
            highlighted: true
            enabled: panel.planner.problem === ""
            implicitHeight: Theme.touchTarget
            onClicked: panel.planner.roll()
        }
        Button {
            objectName: "enterRollButton"
            text: qsTr("Enter my roll")
            enabled: panel.planner.problem === ""
            implicitHeight: Theme.touchTarget
            onClicked: panel.planner.enterRoll()
        }
    }
    Label {
        // Keeps its place when hidden, so the dice do not move under a tapping finger.
        opacity: panel.planner.facesMissing ? 1 : 0
        text: qsTr("Tap each die until it shows your face.")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    // Positioners, not layouts, hold what every roll rebuilds: Qt 6.4's layouts can crash when
    // a Repeater replaces their items mid-arrangement.
    Column {
        id: dice
        Layout.fillWidth: true
        spacing: Theme.spacing
        Repeater {
            model: [{ die: BattlePlanner.Assault, id: "assault", name: qsTr("Assault") },
                    { die: BattlePlanner.Skirmish, id: "skirmish", name: qsTr("Skirmish") },
                    { die: BattlePlanner.Raid, id: "raid", name: qsTr("Raid") }]
            Row {
                id: dieRow
                required property var modelData
                readonly property var faces: panel.planner.faces[modelData.die] ?? []
                visible: faces.length > 0
                spacing: 4
                Label {
                    width: 80 * Theme.scale
                    anchors.verticalCenter: parent.verticalCenter
                    text: dieRow.modelData.name
                    color: Theme.text
                }
                Repeater {
                    model: dieRow.faces.length
                    DieFaceView {
                        required property int index
                        objectName: dieRow.modelData.id + "Die" + index
                        die: dieRow.modelData.id
                        face: dieRow.faces[index] ?? 0
                        labels: panel.planner.faceLabels[dieRow.modelData.die]
                        onTapped: panel.planner.setFace(dieRow.modelData.die, index, face % 6 + 1)
                    }
                }
            }
        }
    }
    Column {
        id: steps
        Layout.fillWidth: true
        Repeater {
            model: panel.planner.steps
            Label {
                required property string modelData
                objectName: "battleStep"
                width: steps.width
                text: modelData
                wrapMode: Text.WordWrap
                color: Theme.text
            }
        }
    }
    ResultEditor {
        Layout.fillWidth: true
        visible: panel.planner.rolled
        planner: panel.planner
    }
    Label {
        Layout.fillWidth: true
        visible: panel.planner.rolled && text !== ""
        text: panel.planner.applyProblem
        wrapMode: Text.WordWrap
        color: Theme.danger
    }
    Button {
        objectName: "applyBattleButton"
        visible: panel.planner.rolled
        text: qsTr("Apply result")
        highlighted: true
        enabled: panel.planner.applyProblem === ""
        implicitHeight: Theme.touchTarget
        onClicked: panel.planner.apply()
    }
    RaidPanel {
        Layout.fillWidth: true
        attacker: panel.planner.attacker
    }
}
