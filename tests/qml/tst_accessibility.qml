// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Arcs.App
import Arcs.Ui

// Every page by keyboard alone: each control Tab reaches has a name a screen reader says, and
// the map's systems and the players are reached and opened with Enter like any button.
TestCase {
    id: testCase
    name: "Accessibility"
    when: windowShown
    width: 1366
    height: 768
    visible: true

    Component { id: tableComponent; TablePage { anchors.fill: parent } }
    Component { id: battleComponent; BattlePage { anchors.fill: parent } }
    Component { id: historyComponent; HistoryPage { anchors.fill: parent } }
    Component { id: gamesComponent; GamesPage { anchors.fill: parent } }
    Component { id: settingsComponent; SettingsPage { anchors.fill: parent } }

    function findAll(item, predicate, found) {
        if (predicate(item))
            found.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], predicate, found)
        return found
    }
    function shown(item) {
        for (let up = item; up; up = up.parent) {
            if (!up.visible || !up.enabled)
                return false
        }
        return true
    }
    // What a screen reader says for it: its accessible name, else a button's text; the text
    // line inside a spin box is said as the spin box.
    function spokenName(item) {
        const named = item.Accessible.name
        if (named !== "")
            return named
        if (item.checkable !== undefined && item.text !== undefined) // a button of any kind
            return item.text
        const control = item.parent
        return control && control.contentItem === item ? spokenName(control) : ""
    }
    function describe(item) {
        return String(item) + (item.objectName ? " " + item.objectName : "")
                + (item.text !== undefined ? " \"" + item.text + "\"" : "")
    }

    function test_everyReachableControlHasAName_data() {
        return [{ tag: "table", page: tableComponent }, { tag: "battle", page: battleComponent },
                { tag: "history", page: historyComponent }, { tag: "games", page: gamesComponent },
                { tag: "settings", page: settingsComponent }]
    }
    function test_everyReachableControlHasAName(data) {
        Table.loadDemo()
        const page = createTemporaryObject(data.page, testCase)
        waitForItemPolished(page)
        const reachable = findAll(page, item => item.activeFocusOnTab && shown(item), [])
        verify(reachable.length > 0)
        compare(reachable.filter(item => spokenName(item) === "").map(describe), [])
    }

    Component {
        id: ringComponent
        KeyboardFocusRing { focusWindow: testCase.Window.window; drawnOn: testCase }
    }
    Component {
        id: buttonsComponent
        Row {
            Button { objectName: "first"; text: "First" }
            Button { objectName: "second"; text: "Second" }
        }
    }

    // A control Tab reaches is ringed; one tapped is not.
    function test_theKeyboardsPlaceIsRinged() {
        const ring = createTemporaryObject(ringComponent, testCase)
        const buttons = createTemporaryObject(buttonsComponent, testCase)
        mouseClick(findChild(buttons, "first"))
        verify(findChild(buttons, "first").activeFocus)
        compare(ring.parent, null, "a tap shows no ring")
        keyClick(Qt.Key_Tab)
        const second = findChild(buttons, "second")
        verify(second.activeFocus)
        compare(ring.parent, testCase, "Tab shows where the keyboard is")
        verify(ring.visible)
        const corner = second.mapToItem(ring.parent, 0, 0)
        compare(ring.x, corner.x - 4)
        compare(ring.width, second.width + 8)
    }

    Component {
        id: tapTargetsComponent
        Row {
            Button { objectName: "before"; text: "Before" }
            Rectangle {
                width: 60; height: 40
                TapTarget { objectName: "system"; label: "Sinai" }
            }
        }
    }

    // The map's systems are ringed by the same ring as any control, when Tab reaches them.
    function test_aTapTargetReachedByTabIsRinged() {
        const ring = createTemporaryObject(ringComponent, testCase)
        const row = createTemporaryObject(tapTargetsComponent, testCase)
        findChild(row, "before").forceActiveFocus(Qt.TabFocusReason)
        compare(ring.parent, testCase)
        keyClick(Qt.Key_Tab)
        const system = findChild(row, "system")
        verify(system.activeFocus)
        compare(ring.parent, testCase, "Tab shows where the keyboard is")
        const corner = system.mapToItem(ring.parent, 0, 0)
        compare(ring.x, corner.x - 4)
        compare(ring.width, system.width + 8)
        system.focus = false
        compare(ring.parent, null)
    }

    Component {
        id: tapOverMapComponent
        Item {
            property int mapTaps: 0
            property int slotTaps: 0
            property alias sheet: sheet
            anchors.fill: parent
            TapHandler { onTapped: parent.mapTaps++ } // the map beneath, as ReachView's
            Popup {
                id: sheet
                modal: true
                x: 100; y: 100; width: 300; height: 200
                Rectangle {
                    objectName: "slot"
                    width: 80; height: 40
                    TapTarget { label: "Armor"; onActivated: sheet.parent.slotTaps++ }
                }
            }
        }
    }

    // A tap on a sheet's slot is the slot's alone: the map beneath a modal sheet never opens a
    // system from it (a cold play-test: a Flagship board cell also opened 6-gate's sheet).
    function test_aTapOnASheetNeverReachesTheMapBeneath() {
        const page = createTemporaryObject(tapOverMapComponent, testCase)
        page.sheet.open()
        tryCompare(page.sheet, "opened", true)
        const slot = within(page.sheet.contentItem, "slot")
        mouseClick(slot)
        compare(page.slotTaps, 1)
        compare(page.mapTaps, 0)
    }

    function within(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = within(item.children[i], name)
            if (found)
                return found
        }
        return null
    }

    Component {
        id: scrolledComponent
        Flickable {
            width: 200; height: 60
            contentHeight: 400
            clip: true
            Column {
                Button { objectName: "top"; text: "Top"; height: 50 }
                Button { objectName: "lower"; text: "Lower"; height: 50 }
            }
        }
    }

    // Enter presses the button the keyboard is on, as Space does; a disabled one stays.
    function test_enterPressesTheFocusedButton() {
        const buttons = createTemporaryObject(buttonsComponent, testCase)
        const first = findChild(buttons, "first")
        const clicked = createTemporaryObject(spyComponent, testCase, { target: first })
        first.forceActiveFocus(Qt.TabFocusReason)
        keyClick(Qt.Key_Return)
        compare(clicked.count, 1)
        keyClick(Qt.Key_Enter, Qt.KeypadModifier)
        compare(clicked.count, 2)
        first.enabled = false
        keyClick(Qt.Key_Return)
        compare(clicked.count, 2)
    }
    Component { id: spyComponent; SignalSpy { signalName: "clicked" } }

    Component {
        id: overlaidComponent
        Item { // as in Main.qml: drawn on the window's overlay, named from an item that stays put
            id: page
            property alias ring: ring
            Row {
                Button { objectName: "left"; text: "Left" }
                Button { objectName: "right"; text: "Right" }
            }
            KeyboardFocusRing { id: ring; focusWindow: page.Window.window; drawnOn: page.Overlay.overlay }
        }
    }

    // Regression: the ring named its layer from itself, lost it with its parent, and never showed.
    function test_theRingIsDrawnOnTheOverlay() {
        const page = createTemporaryObject(overlaidComponent, testCase)
        mouseClick(findChild(page, "left"))
        compare(page.ring.parent, null)
        keyClick(Qt.Key_Tab)
        verify(findChild(page, "right").activeFocus)
        verify(page.ring.parent !== null, "Tab shows the ring")
        verify(page.ring.visible)
        keyClick(Qt.Key_Backtab)
        verify(page.ring.parent !== null, "and keeps showing it")
    }

    Component {
        id: sheetPageComponent
        Item {
            id: sheetPage
            property alias sheet: sheet
            Button { objectName: "opener"; text: "Open"; onClicked: sheet.open() }
            Popup {
                id: sheet
                focus: true // Escape closes it
                Button { objectName: "inSheet"; text: "Inside"; focus: true }
            }
            FocusReturn { focusWindow: sheetPage.Window.window; overlay: sheetPage.Overlay.overlay }
        }
    }

    // A sheet closed gives the keys back to the control that opened it, ring and all.
    function test_aClosedSheetGivesTheKeysBack() {
        const page = createTemporaryObject(sheetPageComponent, testCase)
        const opener = findChild(page, "opener")
        opener.forceActiveFocus(Qt.TabFocusReason)
        keyClick(Qt.Key_Space)
        tryVerify(() => page.sheet.opened)
        verify(!opener.activeFocus)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !page.sheet.visible)
        tryVerify(() => opener.activeFocus, 1000, "the opener has the keys again")
        verify(opener.visualFocus)
    }

    // A control scrolled out of its list's view has no ring drawn over what covers it.
    function test_noRingOutOfSight() {
        const ring = createTemporaryObject(ringComponent, testCase)
        const list = createTemporaryObject(scrolledComponent, testCase)
        const top = findChild(list, "top")
        top.forceActiveFocus(Qt.TabFocusReason)
        tryVerify(() => ring.parent === testCase && ring.visible)
        list.contentY = 200
        tryVerify(() => !ring.visible, 1000, "scrolled away, no ring")
        list.contentY = 0
        tryVerify(() => ring.visible, 1000, "back in view, the ring")
        // Regression (play-test): a control just below the view's foot, a sliver of it in
        // sight, had its whole ring drawn over what lay below the view.
        findChild(list, "lower").forceActiveFocus(Qt.TabFocusReason)
        list.contentY = 45 // "lower" from 5 to 55 of the view's 60: wholly in sight
        tryVerify(() => ring.visible, 1000, "wholly in sight, the ring")
        list.contentY = 0 // 50 to 100: a sliver
        tryVerify(() => !ring.visible, 1000, "a sliver in sight, no ring")
    }

    // Tab from the first control to a system of the map; Enter opens its sheet.
    function test_theMapByKeyboard() {
        Table.loadDemo()
        const page = createTemporaryObject(tableComponent, testCase)
        waitForItemPolished(page)
        page.forceActiveFocus()
        let system = null
        for (let i = 0; i < 200 && !system; ++i) {
            keyClick(Qt.Key_Tab)
            const focused = testCase.Window.activeFocusItem
            if (focused && spokenName(focused).startsWith("Gate of cluster"))
                system = focused
        }
        verify(system, "Tab reaches the map")
        keyClick(Qt.Key_Return)
        tryVerify(() => findChild(page, "systemSheet") && findChild(page, "systemSheet").opened,
                  1000, "Enter opens the system's sheet")
        verify(/^\d-gate$/.test(findChild(page, "systemTitle").text), "the gate, as History names it")
        // and in the sheet, too, every control has its name
        const sheet = findChild(page, "systemSheet").contentItem
        const reachable = findAll(sheet, item => item.activeFocusOnTab && shown(item), [])
        verify(reachable.length > 0)
        compare(reachable.filter(item => spokenName(item) === "").map(describe), [])
    }
}
