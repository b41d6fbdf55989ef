// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Roll in the app or enter real dice; the faces in resolution order with what each step did;
// the proposed result, open to correction (Apply is the Battle page's, always in sight).
ColumnLayout {
    id: panel

    required property BattleRoll roll
    required property int attacker // the seat that raids after the battle
    // The three dice, indexed by Game.BattleDie: `id` names a die's items for the tests.
    readonly property var dice: [{ die: Game.BattleDie.Assault, id: "assault", name: qsTr("Assault") },
                                 { die: Game.BattleDie.Skirmish, id: "skirmish", name: qsTr("Skirmish") },
                                 { die: Game.BattleDie.Raid, id: "raid", name: qsTr("Raid") }]

    spacing: Theme.spacing

    RowLayout {
        spacing: Theme.spacing
        Button {
            objectName: "rollButton"
            text: qsTr("Roll")
            highlighted: true
            enabled: panel.roll.canRoll
            implicitHeight: Theme.touchTarget
            onClicked: panel.roll.rollDice()
        }
        Button {
            objectName: "enterRollButton"
            text: qsTr("Enter my roll")
            enabled: panel.roll.canRoll
            implicitHeight: Theme.touchTarget
            onClicked: panel.roll.enterDice()
        }
    }
    Label {
        // Keeps its place when hidden, so the dice do not move under a tapping finger.
        opacity: panel.roll.facesMissing ? 1 : 0
        text: qsTr("Tap a die, then the face it shows.")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Label { // what the icons on the faces mean: above the dice, as a die's faces open below it
        objectName: "faceLegend"
        Layout.fillWidth: true
        visible: panel.roll.rolled || panel.roll.facesMissing
        text: panel.roll.faceLegend
        wrapMode: Text.WordWrap
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
            model: panel.dice
            Row {
                id: dieRow
                required property var modelData
                readonly property var faces: panel.roll.faces[modelData.die] ?? []
                visible: faces.length > 0
                width: dice.width
                spacing: 4
                Label {
                    id: dieName
                    width: 80 * Theme.scale
                    anchors.verticalCenter: parent.verticalCenter
                    text: dieRow.modelData.name
                    color: Theme.text
                }
                Flow { // six dice wrap rather than run off the panel (the sixth went unseen)
                    width: dieRow.width - dieName.width - dieRow.spacing
                    spacing: 4
                    Repeater {
                        model: dieRow.faces.length
                        DieFaceView {
                            required property int index
                            objectName: dieRow.modelData.id + "Die" + index
                            die: dieRow.modelData.die
                            name: dieRow.modelData.name
                            face: dieRow.faces[index] ?? 0
                            labels: panel.roll.faceLabels[dieRow.modelData.die]
                            onTapped: facePicker.openFor(this, dieRow.modelData.die, index)
                        }
                    }
                }
            }
        }
    }
    // The six faces of the tapped die, as printed: one tap enters the face the real die shows.
    Popup {
        id: facePicker
        objectName: "facePicker"
        property int die: Game.BattleDie.Assault
        property int dieIndex: 0
        function openFor(item: Item, die: int, index: int) {
            facePicker.die = die
            dieIndex = index
            parent = item
            y = item.height + 4
            open()
        }
        padding: Theme.spacing
        margins: Theme.spacing // kept inside the window, beside the die tapped
        background: Rectangle { color: Theme.surfaceRaised; border.color: Theme.border; radius: Theme.radius }
        Row {
            spacing: 4
            Repeater {
                model: 6
                DieFaceView {
                    required property int index
                    objectName: "pickFace" + (index + 1)
                    die: facePicker.die
                    name: panel.dice[facePicker.die].name
                    face: index + 1
                    labels: panel.roll.faceLabels[facePicker.die]
                    onTapped: {
                        panel.roll.setFace(facePicker.die, facePicker.dieIndex, index + 1)
                        facePicker.close()
                    }
                }
            }
        }
    }
    Column {
        id: steps
        Layout.fillWidth: true
        Repeater {
            model: panel.roll.steps
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
        visible: panel.roll.rolled
        roll: panel.roll
    }
    RaidPanel {
        Layout.fillWidth: true
        attacker: panel.attacker
    }
}
