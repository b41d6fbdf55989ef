// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui
import Arcs.Tests

// The table page draws the demo game's Reach and players; the theme follows the setting.
TestCase {
    id: testCase
    name: "TablePage"
    when: windowShown
    width: 1366
    height: 768
    visible: true

    Component {
        id: pageComponent
        TablePage { anchors.fill: parent }
    }
    Component {
        id: settingsComponent
        SettingsPage { anchors.fill: parent }
    }

    function findAll(item, predicate, found) {
        if (predicate(item))
            found.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], predicate, found)
        return found
    }

    function test_demoReachShowsEverySystemAndTheOutOfPlayCluster() {
        Table.loadDemo()
        const page = createTemporaryObject(pageComponent, testCase)
        waitForItemPolished(page)
        const systems = findAll(page, item => item.diameter !== undefined && item.buildingSlots !== undefined, [])
        compare(systems.length, 24)
        const dimmed = systems.filter(item => !item.inPlay)
        compare(dimmed.length, 4)
        verify(dimmed.every(item => item.cluster === 3))
        compare(findChild(page, "reachPainting").outOfPlayLabels(), ["Cluster 3\nout of play"])
    }

    SignalSpy { id: newGameSpy; signalName: "newGameRequested" }

    function test_emptyTableOffersANewGameOrTheDemo() {
        Table.loadDemo()
        TableFixture.clearTable() // nothing on the table, as on the first launch
        verify(!Table.hasGame)
        const page = createTemporaryObject(pageComponent, testCase)
        waitForItemPolished(page)
        const newGame = findChild(page, "newGameButton")
        const demo = findChild(page, "demoButton")
        verify(newGame.visible && demo.visible) // the empty table is what shows
        newGameSpy.target = page
        mouseClick(newGame)
        compare(newGameSpy.count, 1)
        mouseClick(demo)
        verify(Table.hasGame)
        compare(Table.setupCardName, "4 Player Mix Up 1")
        tryVerify(() => !findChild(page, "demoButton")) // the demo's table replaces it
    }

    function test_lightThemeFromSettings() {
        const page = createTemporaryObject(settingsComponent, testCase)
        mouseClick(findChild(page, "lightThemeButton"))
        compare(AppSettings.darkTheme, false)
        compare(Theme.dark, false)
        mouseClick(findChild(page, "darkThemeButton"))
        compare(Theme.dark, true)
    }
}
