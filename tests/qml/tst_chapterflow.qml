// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui

// End to end through the interface: a three-player game set up in the wizard, a whole chapter
// typed into the entry bar, the counts entered on the chapter-end screen, and the Power shown.
TestCase {
    id: testCase
    name: "ChapterFlow"
    when: windowShown
    width: 1366
    height: 900
    visible: true

    Component {
        id: historyComponent
        HistoryPage { anchors.fill: parent }
    }
    Component {
        id: tableComponent
        Item {
            anchors.fill: parent
            property alias wizard: wizard
            TablePage { anchors.fill: parent }
            NewGameWizard { id: wizard }
        }
    }

    function typeInto(field, text) {
        mouseClick(field)
        field.forceActiveFocus()
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i] === " " ? Qt.Key_Space : text[i])
    }

    function startThreePlayerGame(root) {
        const wizard = root.wizard
        wizard.open()
        tryCompare(wizard, "opened", true)
        mouseClick(findChild(wizard.contentItem, "playerCount3"))
        const names = ["Ana", "Ben", "Cy"]
        for (let i = 0; i < 3; ++i)
            typeInto(findChild(wizard.contentItem, "playerName" + i), names[i])
        mouseClick(findChild(wizard.contentItem, "colour2_" + Game.PlayerColour.Yellow))
        const next = findChild(wizard.footer, "wizardNext")
        mouseClick(next)
        waitForItemPolished(wizard.contentItem)
        const card = findChild(wizard.contentItem, "setupCard_3 Player Frontiers")
        tryVerify(() => card.height > 0 && card.width > 0)
        wait(50)
        mouseClick(card)
        mouseClick(next)
        mouseClick(findChild(wizard.contentItem, "initiative0"))
        compare(wizard.stepProblem, "")
        mouseClick(next)
        tryCompare(wizard, "visible", false)
    }

    function clickUp(spinBox, times) {
        for (let i = 0; i < times; ++i)
            mouseClick(spinBox.up.indicator)
    }

    function test_wholeChapter() {
        const root = createTemporaryObject(tableComponent, testCase)
        startThreePlayerGame(root)
        compare(Table.setupCardName, "3 Player Frontiers")

        const field = findChild(root, "entryField")
        const bar = findChild(root, "roundEntryBar")
        let barTop = -1 // once the first card is in and the page laid out
        const plays = ["a3 d", "a5", "x", "c2 d", "c4", "x", "m4", "x", "m6",
                       "ad5 d", "x", "x", "ad2", "ad6", "x", "m2", "x", "x", "end"]
        for (const play of plays) {
            if (play === "end") { // the chapter's last turn: the bar stays, its cards greyed
                waitForItemPolished(root)
                verify(bar.visible)
                compare(bar.mapToItem(root, 0, 0).y, barTop) // the map keeps its size
                verify(!findChild(bar, "suit_aggression").enabled)
                compare(findChild(bar, "entryProblem").text,
                        "Ben's turn ends the chapter: every card is played. For Ben's turn, type: "
                        + "move 3 1-crescent 1-gate, end; or tap: + agent.")
            }
            typeInto(field, play)
            keyClick(Qt.Key_Return)
            const preview = findChild(root, "entryPreview")
            verify(!preview.refused, play + ": " + preview.text)
            if (barTop < 0) {
                waitForRendering(root)
                barTop = bar.mapToItem(root, 0, 0).y
            }
        }
        compare(Table.phase, Table.ChapterEnd)
        waitForItemPolished(root)

        // Tycoon starts from the board: Ana Material + Material, Ben Fuel, Cy Fuel + Material.
        compare(findChild(root, "count_tycoon_0").value, 2)
        compare(findChild(root, "count_tycoon_1").value, 1)
        compare(findChild(root, "count_tycoon_2").value, 2)
        verify(findChild(root, "tracked_tycoon").visible)
        waitForRendering(root) // the grid's columns size themselves from its width: settled
        clickUp(findChild(root, "count_tyrant_0"), 2)
        clickUp(findChild(root, "count_tyrant_1"), 1)
        clickUp(findChild(root, "count_tycoon_1"), 2)
        clickUp(findChild(root, "count_tycoon_2"), 1)
        clickUp(findChild(root, "count_keeper_2"), 1)
        const bonus = findChild(root, "cityBonus_2")
        bonus.forceActiveFocus()
        keyClick(Qt.Key_Down)
        compare(bonus.currentText, "+2")

        const explanations = []
        for (let i = 0; i < 10; ++i) {
            const label = findChild(root, "explanation")
            if (!label)
                break
            explanations.push(label.text)
            label.objectName = "read"
        }
        compare(explanations, ["Tycoon (3/2): Ana 2, Ben 3, Cy 3 → Ben +2, Cy +2 (tied for first)",
                               "Tyrant (5/3): Ana 2, Ben 1, Cy 0 → Ana +5, Ben +3",
                               "Keeper (2/0): Ana 0, Ben 0, Cy 1 → Cy +2 +2 city bonus"])

        mouseClick(findChild(root, "scoreChapterButton"))
        compare(Table.chapter, 2)
        compare(findChild(root, "playerRow_Ana").power, 5)
        compare(findChild(root, "playerRow_Ben").power, 5)
        compare(findChild(root, "playerRow_Cy").power, 6)

        // The summary stays reachable: History's scoring entry opens it, as it was said.
        const history = createTemporaryObject(historyComponent, testCase)
        const scored = Table.history.rowCount()
        let button
        tryVerify(() => (button = findChild(history, "chapterScores_" + scored)) && button.visible)
        verify(!findChild(history, "chapterScores_" + (scored - 1)).visible)
        mouseClick(button)
        let popup
        tryVerify(() => (popup = findChild(history, "chapterScores"))
                        && popup.opened)
        compare(popup.lines, explanations)
        compare(popup.title, "Chapter 1 scored")
    }
}
