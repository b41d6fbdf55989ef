// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
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
}
