// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The acting player's standard actions in one system. The engine decides what is legal: a
// refused entry changes nothing and its reason is shown.
ColumnLayout {
    id: actions

    required property BoardDraft board
    required property SystemView view
    required property FlagshipView flagship // the acting player's
    readonly property reachSystem system: view.system
    readonly property var info: view.info // a systemValue
    signal entered(string problem)
    signal moveRequested(int fresh, int damaged, int imperialFresh, int imperialDamaged, bool flagship)
    signal battleRequested()

    readonly property var pieces: info.pieces
    readonly property var commanded: view.commandedImperialShips // a freshDamagedCount
    readonly property var mine: {
        for (const p of pieces) {
            if (p.seat === board.seat)
                return p
        }
        return { freshShips: 0, damagedShips: 0, freshCities: 0, damagedCities: 0,
                 freshStarports: 0, damagedStarports: 0 }
    }

    // Whether a tax here can be entered now (the slot choice is shown only then).
    function canTax(): bool {
        const choices = view.taxChoices
        for (let i = 0; i < choices.length; ++i) {
            if (choices[i].problem === "")
                return true
        }
        return false
    }

    // Offers to move every fresh ship, as most moves do; again whenever the pieces here change.
    onMineChanged: reset()
    function reset() {
        freshToMove.value = mine.freshShips
        damagedToMove.value = 0
        imperialFreshToMove.value = 0
        imperialDamagedToMove.value = 0
        withFlagship.checked = false
    }
    // Loyal ships moving: the Flagship is one.
    readonly property int loyalMoving: freshToMove.value + damagedToMove.value + (withFlagship.checked ? 1 : 0)

    spacing: Theme.spacing

    // Greyed, with the reason, when the entry cannot be made now (the turn, then the board);
    // the default asks only whether the turn can pay for its kind of action.
    component SystemAction: ActionButton {
        property int kind: -1
        problem: kind >= 0 ? actions.board.actionProblems[kind] ?? "" : ""
        onRefused: why => actions.entered(why)
    }

    Label { text: qsTr("Actions"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    Label {
        objectName: "turnLine"
        Layout.fillWidth: true
        visible: text !== ""
        text: actions.board.turnLine
        wrapMode: Text.WordWrap
        color: Theme.text
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Repeater {
            model: actions.view.taxChoices
            SystemAction {
                required property var modelData // a systemChoice
                objectName: "tax_" + modelData.seat
                problem: modelData.problem
                text: modelData.side === Game.Side.Free ? qsTr("Tax Free city")
                      : modelData.seat === actions.board.seat ? qsTr("Tax own city")
                      : qsTr("Tax %1 %2's city").arg(Theme.playerSymbol(modelData.colour)).arg(modelData.name)
                onTaken: actions.entered(actions.board.tax(actions.system, modelData.seat, gainInto.into,
                                                             modelData.side))
            }
        }
        Repeater {
            model: actions.view.buildChoices
            SystemAction {
                required property var modelData // a systemChoice
                objectName: "build_" + modelData.piece + (modelData.side === Game.Side.Free ? "_free" : "")
                problem: modelData.problem
                text: modelData.side === Game.Side.Free ? qsTr("Build ship at Free starport")
                      : modelData.piece === Game.Piece.Ship ? qsTr("Build ship")
                      : modelData.piece === Game.Piece.City ? qsTr("Build city") : qsTr("Build starport")
                onTaken: actions.entered(actions.board.build(actions.system, modelData.piece,
                                                               modelData.side))
            }
        }
        Repeater {
            model: actions.view.repairChoices
            SystemAction {
                required property var modelData // a systemChoice
                objectName: "repair_" + modelData.piece + "_" + modelData.side
                problem: modelData.problem
                text: modelData.side === Game.Side.Empire ? qsTr("Repair Imperial ship")
                      : modelData.side === Game.Side.Free
                      ? (modelData.piece === Game.Piece.City ? qsTr("Repair Free city") : qsTr("Repair Free starport"))
                      : modelData.piece === Game.Piece.Ship ? qsTr("Repair ship")
                      : modelData.piece === Game.Piece.City ? qsTr("Repair city") : qsTr("Repair starport")
                onTaken: actions.entered(actions.board.repair(actions.system, modelData.piece,
                                                                modelData.side))
            }
        }
        SystemAction {
            objectName: "battleHere"
            kind: Game.ActionKind.Battle
            visible: actions.view.canBattle || actions.view.whyNoBattle !== ""
            problem: (actions.board.actionProblems[Game.ActionKind.Battle] ?? "") || actions.view.whyNoBattle
            text: qsTr("Battle here…")
            onTaken: actions.battleRequested()
        }
    }
    // Below the buttons, not above: appearing when a tax became possible, it moved them down
    // under the finger between two taps (a cold play-test).
    GainSlotChoice {
        id: gainInto
        objectName: "gainSlotChoice"
        Layout.fillWidth: true
        board: actions.board
        visible: board.gainChoiceMatters && actions.canTax()
    }

    ColumnLayout {
        Layout.fillWidth: true
        visible: actions.mine.freshShips + actions.mine.damagedShips > 0 || actions.flagship.here
        spacing: 2
        Label { text: qsTr("Move ships from here"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
        Stepper {
            id: freshToMove
            objectName: "moveFresh"
            Layout.fillWidth: true
            label: qsTr("Fresh ships")
            value: actions.mine.freshShips
            to: actions.mine.freshShips
            onChanged: v => value = v
        }
        TableCheckBox {
            id: withFlagship
            objectName: "moveFlagship"
            visible: actions.flagship.here
            text: qsTr("With the Flagship")
        }
        Stepper {
            id: damagedToMove
            Layout.fillWidth: true
            label: qsTr("Damaged ships")
            value: 0
            to: actions.mine.damagedShips
            onChanged: v => value = v
        }
        // The Movement Law: one Imperial ship for each Loyal ship moving with it.
        Stepper {
            id: imperialFreshToMove
            objectName: "moveImperialFresh"
            Layout.fillWidth: true
            visible: actions.commanded.fresh > 0
            label: qsTr("Fresh Imperial")
            value: 0
            to: Math.min(actions.commanded.fresh, actions.loyalMoving)
            onChanged: v => value = v
        }
        Stepper {
            id: imperialDamagedToMove
            Layout.fillWidth: true
            visible: actions.commanded.damaged > 0
            label: qsTr("Damaged Imperial")
            value: 0
            to: Math.min(actions.commanded.damaged, actions.loyalMoving - imperialFreshToMove.value)
            onChanged: v => value = v
        }
        Label {
            Layout.fillWidth: true
            visible: actions.commanded.fresh + actions.commanded.damaged > 0
            text: qsTr("Up to one Imperial ship may move with each of your ships (the Movement Law).")
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        SystemAction {
            objectName: "chooseDestination"
            kind: Game.ActionKind.Move
            enabled: problem === "" && actions.loyalMoving > 0
            text: qsTr("Choose where they go…")
            onTaken: actions.moveRequested(freshToMove.value, damagedToMove.value,
                                             imperialFreshToMove.value, imperialDamagedToMove.value,
                                             withFlagship.checked)
        }
    }

    // A card that destroys a Rival's piece outside battle (its Trophy, and for a city Outrage).
    SystemAction {
        objectName: "destroyByCard"
        visible: actions.view.destroyChoices.length > 0
        text: qsTr("A card destroys a piece…")
        onTaken: destroyMenu.popup()
        Menu {
            id: destroyMenu
            Repeater {
                model: actions.view.destroyChoices
                MenuItem {
                    required property var modelData // a systemChoice
                    objectName: "destroy_" + modelData.seat + "_" + modelData.piece
                    text: (modelData.piece === Game.Piece.Ship ? qsTr("%1 %2's ship")
                           : modelData.piece === Game.Piece.City ? qsTr("%1 %2's city") : qsTr("%1 %2's starport"))
                              .arg(Theme.playerSymbol(modelData.colour)).arg(modelData.name)
                    onTriggered: actions.entered(actions.board.destroyPiece(actions.system,
                                                                            modelData.seat, modelData.piece))
                }
            }
        }
    }
}
