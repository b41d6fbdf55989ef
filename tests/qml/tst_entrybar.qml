// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui

// The round entry bar: taps and typed entries become plays; refusals show inline and change
// nothing.
TestCase {
    id: testCase
    name: "RoundEntryBar"
    when: windowShown
    width: 1366
    height: 300
    visible: true

    Component {
        id: barComponent
        RoundEntryBar { width: testCase.width }
    }

    function typeAndEnter(field, text) {
        mouseClick(field)
        field.forceActiveFocus()
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i] === " " ? Qt.Key_Space : text[i])
        keyClick(Qt.Key_Return)
    }

    function init() {
        Table.loadDemo() // round 2: Wren led Mobilization 6 declaring Empath; Mikah is to play
    }

    function test_tapsMakeASurpass() {
        const bar = createTemporaryObject(barComponent, testCase)
        compare(bar.entry.playerName, "Mikah")
        mouseClick(findChild(bar, "suit_mobilization"))
        mouseClick(findChild(bar, "number_2"))
        // Entering it ends Wren's turn, which still has an action: the preview says so.
        compare(findChild(bar, "entryPreview").text,
                "Mikah surpasses with Mobilization 2 — ends Wren's turn with 1 action unused")
        const play = findChild(bar, "playButton")
        verify(play.enabled)
        mouseClick(play)
        compare(Table.roundPlays.length, 2)
        compare(Table.undoTitle, "Mikah surpassed with Mobilization 2")
        compare(bar.entry.playerName, "Ruth")
    }

    function test_typedPivotWithSeize() {
        const bar = createTemporaryObject(barComponent, testCase)
        typeAndEnter(findChild(bar, "entryField"), "a4 s")
        verify(!findChild(bar, "entryProblem").refused)
        compare(Table.undoTitle, "Mikah pivoted with Aggression 4, seizing the initiative")
        compare(findChild(bar, "entryField").text, "")
    }

    // Regression: a typed card showed no preview and left Play disabled until Enter.
    function test_typingPreviewsThePlayAndPlayEntersIt() {
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        mouseClick(field)
        field.forceActiveFocus()
        keyClick("a")
        verify(!findChild(bar, "entryProblem").refused) // half a line is no mistake
        keyClick("4")
        compare(findChild(bar, "entryPreview").text,
                "Mikah pivots with Aggression 4 — ends Wren's turn with 1 action unused")
        verify(findChild(bar, "suit_aggression").checked) // the buttons follow the typing
        verify(findChild(bar, "number_4").checked)
        const play = findChild(bar, "playButton")
        verify(play.enabled)
        mouseClick(play)
        compare(Table.undoTitle, "Mikah pivoted with Aggression 4")
        compare(field.text, "")
    }

    // Regression: a tap after typing (seize, a declaration) showed in the preview, but Play
    // read the typed line afresh and entered the play without it.
    function test_tapAfterTypingIsEnteredAsPreviewed() {
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        mouseClick(field)
        field.forceActiveFocus()
        keyClick("a")
        keyClick("4")
        mouseClick(findChild(bar, "seizeButton"))
        compare(findChild(bar, "entryPreview").text,
                "Mikah pivots with Aggression 4, seizing the initiative — ends Wren's turn with 1 action unused")
        mouseClick(findChild(bar, "playButton"))
        compare(Table.undoTitle, "Mikah pivoted with Aggression 4, seizing the initiative")
        compare(field.text, "")
    }

    function test_refusalShownAndNothingChanges() {
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        typeAndEnter(field, "a4 s")
        typeAndEnter(field, "c2 s")
        const problem = findChild(bar, "entryProblem")
        verify(problem.refused)
        compare(problem.text, "The initiative was already seized this round.")
        compare(Table.roundPlays.length, 2)
        compare(field.text, "c2 s") // kept so it can be corrected
        verify(!findChild(bar, "seizeButton").visible)
    }

    function test_passOnlyForTheLeader() {
        const bar = createTemporaryObject(barComponent, testCase)
        verify(!findChild(bar, "passButton").visible)
        Table.undo() // Wren's influence
        Table.undo() // Wren's lead: round 1's last turn (Wren's) is under way again
        compare(Table.round, 1)
        verify(findChild(bar, "passButton").visible)
        // Two entries undone: going on asks first (nothing is dropped unseen).
        compare(Table.undoneToDrop, 2)
        mouseClick(findChild(bar, "passButton"))
        verify(Table.undoTitle !== "Wren passed the initiative")
        Table.dropUndone()
        mouseClick(findChild(bar, "passButton"))
        compare(Table.undoTitle, "Wren passed the initiative")
        compare(Table.initiativeName, "Mikah")
    }
}
