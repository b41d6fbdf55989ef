// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtTest
import Arcs.App
import Arcs.Ui

// The Games page: every saved game listed, renamed in place, deleted only after confirming,
// and restored from the deleted games.
TestCase {
    id: testCase
    name: "GamesPage"
    when: windowShown
    width: 1366
    height: 768
    visible: true

    Component {
        id: pageComponent
        GamesPage { anchors.fill: parent }
    }
    Component { // the table and the games as the app stacks them
        id: stackComponent
        StackLayout {
            anchors.fill: parent
            property alias games: games
            TablePage {}
            GamesPage { id: games }
        }
    }

    function findAll(item, predicate, found) {
        if (predicate(item))
            found.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], predicate, found)
        return found
    }
    function rowOf(page, id) {
        return findAll(page, item => item.gameId === id && item.entries !== undefined, [])[0]
    }
    function named(item, name) {
        return findAll(item, child => child.objectName === name, [])[0]
    }

    function test_renameDeleteAndRestore() {
        verify(GamesLibrary.saving)
        Table.loadDemo()
        Table.loadDemo() // a second demo: the first stays in the library
        const page = createTemporaryObject(pageComponent, testCase)
        const allRows = () => findAll(page, item => item.gameId !== undefined
                                                     && item.entries !== undefined, [])
        tryVerify(() => allRows().length >= 2)
        verify(GamesLibrary.games.rowCount() >= 2)
        const rows = allRows()
        const current = rows.filter(row => row.current)
        compare(current.length, 1)
        verify(!named(current[0], "deleteGame_" + current[0].gameId).visible) // not the one in play
        const id = rows.find(row => !row.current && !row.deleted).gameId // near the top

        const field = named(rowOf(page, id), "gameName_" + id)
        field.forceActiveFocus()
        field.selectAll()
        keyClick(Qt.Key_Delete)
        for (const letter of "Friday night")
            keyClick(letter === " " ? Qt.Key_Space : letter)
        keyClick(Qt.Key_Return)
        tryCompare(rowOf(page, id), "name", "Friday night")

        mouseClick(named(rowOf(page, id), "deleteGame_" + id))
        const confirm = findChild(rowOf(page, id), "confirmDelete")
        tryVerify(() => confirm.opened)
        confirm.accept()
        // Deleted games are listed last: scroll there.
        const list = findAll(page, item => item.positionViewAtEnd !== undefined, [])[0]
        tryVerify(() => {
            list.positionViewAtEnd()
            return rowOf(page, id) !== undefined && rowOf(page, id).deleted
        })
        const restore = named(rowOf(page, id), "restoreGame_" + id)
        verify(restore.visible)
        mouseClick(restore)
        tryVerify(() => {
            list.positionViewAtBeginning()
            return rowOf(page, id) !== undefined && !rowOf(page, id).deleted
        })
        compare(rowOf(page, id).name, "Friday night")
    }

    // Regression: opening another game while one waits on its chapter-end screen, and back,
    // killed the app.
    function test_openAnotherGameFromTheChapterEnd() {
        Table.loadDemo()
        Table.loadDemo() // a second demo to switch to
        const stack = createTemporaryObject(stackComponent, testCase)
        mouseClick(findChild(stack, "endChapterButton"))
        const confirm = findChild(stack, "endChapterDialog")
        tryCompare(confirm, "opened", true)
        compare(Table.phase, Table.Playing) // nothing ends before it is confirmed
        mouseClick(confirm.standardButton(Dialog.Ok))
        tryCompare(Table, "phase", Table.ChapterEnd)
        compare(findChild(stack, "roundTitle").text, "End of chapter 1")
        verify(findChild(stack, "scoreChapterButton").visible)

        stack.currentIndex = 1
        const rows = () => findAll(stack.games, item => item.gameId !== undefined
                                                         && item.entries !== undefined, [])
        tryVerify(() => rows().length >= 2)
        const chapterEndGame = rows().find(row => row.current).gameId
        const other = rows().find(row => !row.current && !row.deleted).gameId
        compare(GamesLibrary.openGame(other), "")
        stack.currentIndex = 0
        tryCompare(Table, "phase", Table.Playing)
        wait(50) // a frame with the turn panel and entry bar back
        verify(findChild(stack, "endChapterButton").visible)

        compare(GamesLibrary.openGame(chapterEndGame), "")
        tryCompare(Table, "phase", Table.ChapterEnd)
        wait(50)
        verify(findChild(stack, "scoreChapterButton").visible)
    }
}
