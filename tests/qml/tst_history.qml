// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Arcs.App
import Arcs.Ui
import Arcs.Tests

// History amended from the History page: an entry deleted after its preview, undone as one
// step; one missed entered where it happened, the later ones replayed from the banner.
TestCase {
    id: testCase
    name: "History"
    when: windowShown
    width: 1366
    height: 768
    visible: true

    Component {
        id: pageComponent
        Item {
            anchors.fill: parent
            property alias history: history
            property alias banner: banner
            AmendingBanner { // as Main.qml shows it, while amending
                id: banner
                width: parent.width
                visible: Table.amending
            }
            HistoryPage {
                id: history
                anchors.fill: parent
                anchors.topMargin: banner.height
            }
        }
    }

    function findAll(item, predicate, found) {
        if (predicate(item))
            found.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], predicate, found)
        return found
    }
    function named(item, name) {
        return findAll(item, child => child.objectName === name, [])[0]
    }
    function power(seat, value) {
        return { action: "correct", target: "power", player: seat, value: value }
    }

    Component { id: previewComponent; AmendPreviewDialog {} }
    SignalSpy { id: toTheTable; signalName: "enterOnTheTable" }

    // Each later entry says whether it holds, and a dropped one why: in words and a mark, not
    // colour alone.
    function test_thePreviewSaysWhatHoldsAndWhy() {
        const preview = createTemporaryObject(previewComponent, testCase)
        preview.show([{ title: "Ruth moved", problem: "" }, { title: "Mikah battled", problem: "No ships." }])
        tryVerify(() => preview.opened)
        const texts = findAll(preview.contentItem, item => item.text !== undefined
                                                            && item.wrapMode === Text.WordWrap, [])
                          .map(item => item.text)
        verify(texts.includes("✓ Holds: Ruth moved"), texts.join("|"))
        verify(texts.includes("✗ Dropped: Mikah battled — No ships."), texts.join("|"))
        verify(texts.includes("1 of 2 later entries no longer hold: they are dropped."), texts.join("|"))
    }

    // A long entry wraps beside its buttons, whole, and never runs on under them (Enforce
    // Peace's title ran under Amend…; a cold play-test).
    function test_aLongEntryWrapsBesideItsButtons() {
        TableFixture.clearTable()
        compare(TableFixture.startCampaign(), "")
        compare(TableFixture.apply({ action: "placeFateToken", system: "1-hex",
                                     token: { name: "Portal of a very long name ".repeat(10).trim() } }), "")
        const page = createTemporaryObject(pageComponent, testCase)
        page.width = 1280
        const list = named(page, "historyList")
        tryVerify(() => list.count > 1)
        list.positionViewAtEnd()
        waitForRendering(page)
        const number = list.count
        const title = named(page, "historyTitle_" + number)
        const amend = named(page, "amend_" + number)
        verify(title && amend, "the last entry's row")
        verify(title.lineCount > 1, title.text)
        verify(!title.truncated)
        const titleRight = title.mapToItem(page, title.width, 0).x
        verify(titleRight <= amend.mapToItem(page, 0, 0).x,
               "the title ends at " + titleRight + ", Amend… starts at " + amend.mapToItem(page, 0, 0).x)
    }

    // More entries than fit: a bar says so, seen from across the table, and the rows' buttons
    // stand beside it, not under it (a cold play-test saw no bar).
    function test_aLongHistoryShowsItsScrollBar() {
        TableFixture.clearTable()
        compare(TableFixture.startCampaign(), "")
        for (let i = 0; i < 20; ++i)
            compare(TableFixture.apply(power(i % 2, i)), "")
        const page = createTemporaryObject(pageComponent, testCase)
        const list = named(page, "historyList")
        tryVerify(() => list.count > 20)
        waitForRendering(page)
        const bar = list.ScrollBar.vertical
        verify(bar.size < 1 && bar.visible && bar.contentItem.visible, "the bar is shown")
        const amend = named(page, "amend_" + list.count)
        verify(amend.mapToItem(list, amend.width, 0).x <= bar.x, "Amend… ends before the bar")
    }

    function test_anEntryIsDeletedAndAMissedOneEnteredWhereItHappened() {
        TableFixture.clearTable()
        compare(TableFixture.startCampaign(), "")
        for (const value of [3, 4, 5])
            compare(TableFixture.apply(power(0, value)), "")
        const start = Table.cursor
        const page = createTemporaryObject(pageComponent, testCase)
        waitForRendering(page)

        // Delete entry start - 1 (Power 4): its preview shows the later entry still holds.
        const number = start - 1
        tryVerify(() => named(page.history, "amend_" + number) !== undefined)
        mouseClick(named(page.history, "amend_" + number))
        const menu = findChild(page.history, "amendMenu")
        tryVerify(() => menu.opened)
        menu.itemAt(2).triggered()
        const preview = findChild(page.history, "amendPreview")
        tryVerify(() => preview && preview.opened)
        compare(preview.entries.length, 1)
        compare(preview.entries[0].problem, "")
        mouseClick(findChild(preview.contentItem, "confirmAmendment"))
        compare(Table.cursor, start - 1)
        compare(Table.undoTitle, "History amended at entry " + number)
        Table.undo()
        compare(Table.cursor, start)

        // A correction missed before entry start - 1: entered there, the later two replayed.
        tryVerify(() => named(page.history, "amend_" + number) !== undefined)
        mouseClick(named(page.history, "amend_" + number))
        tryVerify(() => menu.opened)
        toTheTable.target = page.history
        toTheTable.clear()
        menu.itemAt(0).triggered()
        verify(Table.amending)
        compare(toTheTable.count, 1) // where the missed entry is entered
        compare(Table.cursor, number - 1)
        verify(!Table.canRedo) // the later entries wait to be replayed, not redone
        Table.redoAll()
        compare(Table.cursor, number - 1)
        tryVerify(() => page.banner.visible)
        verify(named(page.banner, "amendingText").text.startsWith("Entering what was missed before entry " + number))
        compare(TableFixture.apply(power(1, 9)), "")
        mouseClick(named(page.banner, "replayHeld"))
        const replay = findChild(page.banner, "amendPreview")
        tryVerify(() => replay && replay.opened)
        compare(replay.entries.length, 2)
        mouseClick(findChild(replay.contentItem, "confirmAmendment"))
        verify(!Table.amending)
        compare(Table.cursor, start + 1)
        compare(Table.undoTitle, "History amended at entry " + number)
    }
}
