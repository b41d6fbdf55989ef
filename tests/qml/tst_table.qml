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
    Component { id: draftComponent; NewGameDraft { table: Table } }
    Component { id: roundEntryComponent; RoundEntry { table: Table } }
    Component { id: areaComponent; PlayerAreaView { table: Table } }
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
        const systemsOf = () => findAll(page, item => item.diameter !== undefined && item.buildingSlots !== undefined, [])
        tryVerify(() => systemsOf().length === 24, 5000, "24 systems") // made once the map is shown
        const systems = systemsOf()
        const dimmed = systems.filter(item => !item.inPlay)
        compare(dimmed.length, 4)
        verify(dimmed.every(item => item.cluster === 3))
        compare(findChild(page, "reachPainting").outOfPlayLabels(), ["Cluster 3\nout of play"])
    }

    // Each player's row, as drawn: symbol, name, Power, the resources held, who is to play, the
    // cards in hand and who holds the initiative, and the area's line.
    function test_demoPlayerRows() {
        Table.loadDemo()
        const page = createTemporaryObject(pageComponent, testCase)
        waitForItemPolished(page)
        // Wren's turn is under way, though Mikah's card comes next: ▶ is the entry bar's, for
        // the card to play (two ▶, a turn's and a card's, left a play-test unsure who played).
        compare(findChild(page, "playerRow_Mikah").texts(),
                ["◆", "Mikah", "0", "R", "P", "5 cards", "4 cities · 10 agents"])
        compare(findChild(page, "playerRow_Wren").texts(),
                ["■", "Wren", "0", "M", "W", "taking a turn", "3 cards ⚑", "4 cities · 9 agents"])
        const row = findChild(page, "playerRow_Wren")
        verify(row.height > 0 && row.height === row.implicitHeight)
        verify(row.powerWidth > 0)
    }

    Component {
        id: rowComponent
        PlayerRowPainting {
            width: 240
            name: "Ana"
            playerColour: Theme.playerColour(Game.PlayerColour.Red)
            playerSymbol: Theme.playerSymbol(Game.PlayerColour.Red)
            trailing: "5 cards"
            colours: Theme.paintColours
            resourceColours: Theme.paintResourceColours
            resourceLetters: Theme.paintResourceLetters
        }
    }

    // A long line on a player's area takes a second line rather than being cut ("4 cities ·
    // 8 agents · 1 Trophy · G…" at 1280×720; a cold play-test).
    function test_aLongAreaLineTakesTwoLines() {
        const standing = "4 cities · 8 agents · 1 Trophy · Guild 2 · Outrage: FM"
        const oneLine = createTemporaryObject(rowComponent, testCase, { standing: "4 cities" })
        const twoLines = createTemporaryObject(rowComponent, testCase, { standing: standing })
        const texts = twoLines.texts()
        compare(texts.slice(-2), ["4 cities · 8 agents · 1 Trophy", "Guild 2 · Outrage: FM"])
        verify(twoLines.implicitHeight > oneLine.implicitHeight)
        // Longer still (a campaign's, text above 100 %), a third line before anything is cut
        // ("9 agents · 1 Captive · 2 Trop…" at 1366×768; a cold play-test).
        const campaign = "First Regent · 4 cities · 9 agents · 1 Captive · 2 Trophies · Guild 2"
        const threeLines = createTemporaryObject(rowComponent, testCase, { standing: campaign, width: 180 })
        const texts3 = threeLines.texts()
        const lines = texts3.slice(texts3.indexOf("5 cards") + 1)
        compare(lines.length, 3)
        compare(lines.join(" · "), campaign) // each part whole, none cut
        verify(threeLines.implicitHeight > twoLines.implicitHeight)
    }

    SignalSpy { id: newGameSpy; signalName: "newGameRequested" }

    // A card declares an ambition mid-chapter from the Ambitions panel, then another takes its
    // marker back: the box shows each at once.
    function test_aCardDeclaresAndUndeclaresFromTheAmbitionsPanel() {
        Table.loadDemo()
        const page = createTemporaryObject(pageComponent, testCase)
        waitForItemPolished(page)
        const box = findChild(page, "ambition_tycoon")
        verify(box, "the Tycoon box")
        // Laid out: a tap is the one box's under it (each takes the press), and before the
        // panel is laid out the boxes lie on one another.
        const empath = findChild(page, "ambition_empath")
        tryVerify(() => box.mapToItem(page, 0, 0).y !== empath.mapToItem(page, 0, 0).y)
        mouseClick(box)
        const declare = findChild(page, "declareByCard")
        tryVerify(() => declare && declare.visible)
        const marker = declare.text.match(/^A card declares Tycoon \(the (\d\/\d) marker\)$/)[1]
        mouseClick(declare)
        compare(Table.undoTitle, "Tycoon declared (" + marker + " marker)")
        mouseClick(box)
        let back = null
        const menu = findChild(page, "ambitionMenu")
        tryVerify(() => (back = findChild(menu.contentItem, "returnMarker_" + marker)) && back.visible)
        tryVerify(() => menu.opened)
        wait(300) // the menu's entry transition
        mouseClick(back)
        compare(Table.undoTitle, "The " + marker + " marker leaves Tycoon: no longer declared")
    }

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

    // What the page makes only when asked for (so that its first frame loads none of it) is
    // there once asked: a 7's list of ambitions, the extra action's menu, the map key.
    function test_partsMadeWhenAskedForWork() {
        TableFixture.clearTable()
        const draft = createTemporaryObject(draftComponent, testCase)
        draft.playerCount = 4 // the 7s are in a four-player deck only
        for (const [seat, name] of ["Ana", "Ben", "Cleo", "Dev"].entries())
            draft.setName(seat, name)
        draft.setupCard = "4 Player Mix Up 1"
        draft.dealCourt()
        verify(draft.start())
        const page = createTemporaryObject(pageComponent, testCase)
        waitForItemPolished(page)

        verify(!findChild(page, "declareList"))
        const field = findChild(page, "entryField")
        field.forceActiveFocus()
        keyClick(Qt.Key_A)
        keyClick(Qt.Key_7)
        tryVerify(() => findChild(page, "declareList") !== null)
        const list = findChild(page, "declareList")
        verify(list.visible)
        compare(list.count, 6) // no declaration, or any of the five ambitions
        list.activated(2)
        compare(list.displayText, "Declare: Tyrant")
        mouseClick(findChild(page, "playButton"))
        compare(Table.undoTitle, "Ana led Aggression 7, declaring Tyrant")

        // Ana has no card to name: a tap adds the action (a menu of one line read as a tooltip,
        // and the action was never added; a cold play-test).
        const extra = findChild(page, "extraActionButton")
        verify(extra.enabled)
        mouseClick(extra)
        compare(Table.undoTitle, "Ana: +1 action from a card")
        verify(!findChild(page, "extraUnnamed")?.menu.opened)


        // The key's marks bind without a loop (a building slot's ink read its painting's
        // `free`, which notifies with the ink: a cold play-test's log).
        failOnWarning(/Binding loop/)
        mouseClick(findChild(page, "mapKeyButton"))
        tryVerify(() => findChild(page, "mapSetupCard") !== null)
        compare(findChild(page, "mapSetupCard").text.split("\n")[0], "Setup card: 4 Player Mix Up 1")
        const mapKey = findChild(page, "mapKey")
        tryVerify(() => mapKey.opened)
        keyClick(Qt.Key_Escape)
        tryVerify(() => !mapKey.visible)
        // The button opens and closes it: a second tap closed it on the press and opened it
        // again on the click (a cold play-test).
        mouseClick(findChild(page, "mapKeyButton"))
        tryVerify(() => mapKey.opened)
        mouseClick(findChild(page, "mapKeyButton"))
        tryVerify(() => !mapKey.visible)
        wait(50)
        verify(!mapKey.visible)
        // A press elsewhere still closes it.
        mouseClick(findChild(page, "mapKeyButton"))
        tryVerify(() => mapKey.opened)
        mouseClick(findChild(page, "reachPainting"), 1, 1)
        tryVerify(() => !mapKey.visible)
    }

    // A player with a card to name is asked which gave the extra action.
    function test_theExtraActionAsksWhichCard() {
        Table.loadDemo()
        const page = createTemporaryObject(pageComponent, testCase)
        waitForItemPolished(page)
        const extra = findChild(page, "extraActionButton")
        // Mikah holds lore: the menu asks which card gave the action.
        verify(createTemporaryObject(roundEntryComponent, testCase).enter("ad2"))
        compare(TableFixture.apply({ action: "correct", target: "lore", player: 0, card: "Tool-Priests",
                                     value: 1 }), "")
        compare(createTemporaryObject(areaComponent, testCase, { seat: 0 }).area.lore, ["Tool-Priests"])
        waitForItemPolished(page)
        mouseClick(extra)
        const unnamed = findChild(page, "extraUnnamed")
        verify(unnamed)
        tryVerify(() => unnamed.visible)
        // Just above the button, clear of End turn (it opened at the pointer, over End turn).
        tryVerify(() => unnamed.menu.opened)
        const menu = unnamed.menu.contentItem
        const menuAt = menu.mapToItem(page, 0, 0), extraAt = extra.mapToItem(page, 0, 0)
        verify(menuAt.y + menu.height <= extraAt.y && menuAt.y + menu.height > extraAt.y - 8,
               "the menu ends at " + (menuAt.y + menu.height) + ", the button starts at " + extraAt.y)
        verify(Math.abs(menuAt.x - extraAt.x) < 8, "the menu starts at " + menuAt.x)
        mouseClick(unnamed)
        compare(Table.undoTitle, "Mikah: +1 action from a card")
    }

    // Act I's placement panel: loaded with the placement phase only, and it names the placer.
    Component { id: placementComponent; StartingPlacement { table: Table } }

    // "We deal the Fate cards at the table" ticked and unticked deals nothing again: a player
    // could redraw until they liked their pair, and had seen Fates then dealt to others; nor
    // does it wipe the picks made (a cold play-test).
    function test_fatesDealtOnceWhateverTheTableTicks() {
        TableFixture.clearTable()
        const draft = createTemporaryObject(draftComponent, testCase)
        draft.playerCount = 3
        draft.mode = Game.GameMode.Campaign
        const offered = JSON.stringify(draft.fateOffers)
        draft.chooseFate(0, draft.fateOffers[0][1].number)
        compare(draft.nextToChooseFate, 1)
        draft.fatesDrawnAtTable = true
        compare(draft.fateOffers[0].length, 8) // any of the eight A Fates, as revealed
        draft.fatesDrawnAtTable = false
        compare(JSON.stringify(draft.fateOffers), offered)
        compare(draft.nextToChooseFate, 1) // the first player's pick kept
    }

    Component { id: flagshipComponent; FlagshipView { table: Table } }

    // Regression (play-test): Done on the Fate setup notice put away the only word on placing
    // the Flagship a Fate gives; the player's area says it until the Flagship is placed.
    function test_theFlagshipToPlaceStaysInTheArea() {
        compare(TableFixture.openGameFile(Qt.resolvedUrl("../data/campaign-act-two.json")), "")
        const owed = []
        for (let seat = 0; seat < Table.playerCount; ++seat) {
            const view = createTemporaryObject(flagshipComponent, testCase, { seat: seat })
            if (view.toPlace !== "")
                owed.push(view.toPlace)
        }
        compare(owed, ["Dee gains a Flagship: tap a system with their Loyal piece (a gate if they "
                       + "have none), choose Dee as the acting player and Place the Flagship. "
                       + "Their Loyal cities and starports on the map become Free ones."])
    }

    function test_placementPanelInActOne() {
        TableFixture.clearTable()
        const draft = createTemporaryObject(draftComponent, testCase)
        draft.playerCount = 2
        draft.setName(0, "Mikah")
        draft.setName(1, "Ruth")
        draft.mode = Game.GameMode.Campaign
        for (let seat = 0; seat < 2; ++seat)
            draft.chooseFate(seat, draft.fateOffers[seat][0].number)
        verify(draft.start())
        compare(Table.phase, Table.Placement)
        const page = createTemporaryObject(pageComponent, testCase)
        waitForItemPolished(page)
        compare(findChild(page, "placementPlayer").name, "Mikah")
        verify(findChild(page, "placeCity").checked) // a city unless a starport is chosen
        // The Fate setup notice waits for the placement loop's end: over the map, it hid the
        // planets to place on.
        const notice = () => findChild(page, "fateSetupNotice")
        verify(!notice() || !notice().visible)
        const placement = createTemporaryObject(placementComponent, testCase)
        while (placement.active)
            compare(placement.place(placement.planets[0]), "")
        tryVerify(() => notice() && notice().visible)
        // Beside the map, never over it, and the map no smaller for it.
        const map = findChild(page, "reachPainting")
        const mapRight = () => map.mapToItem(page, map.width, 0).x
        const noticeLeft = () => notice().mapToItem(page, 0, 0).x
        tryVerify(() => noticeLeft() >= mapRight() && noticeLeft() > page.width / 2, 2000,
                  "the notice is beside the map")
        // Done puts it away, also after a relaunch; the next Act asks again.
        mouseClick(findChild(notice(), "noticeDone"))
        tryVerify(() => !notice() || !notice().visible)
        compare(TableFixture.relaunch(), "")
        wait(0)
        verify(!notice() || !notice().visible, "a relaunch keeps it put away")
        compare(TableFixture.startLaterAct(2, [9, 10]), "")
        tryVerify(() => notice() && notice().visible)
    }

    // An Act recorded before the app checked the Empire's laws replays without them: a table
    // playing on must learn that it checks them itself (a cold play-test moved ships in during a
    // Truce unwarned), or have the app check them from now on. Said beside the map until Done,
    // also after a relaunch.
    function test_anOlderRecordSaysWhatItLeavesToTheTable() {
        compare(TableFixture.startLaterAct(2, [9, 10]), "")
        compare(Table.leftToTheTable, [])
        compare(TableFixture.openGameFile(Qt.resolvedUrl("../data/campaign-act-two.json")), "")
        compare(Table.leftToTheTable, [
            "The Empire's laws are not checked: the Truce, control under the Presence Law, the "
            + "Catapult's stops and Regents defending with Imperial ships.",
            "Edict 03 is not resolved in its parts: the Imperial Action is checked before the "
            + "Demand, and the Steward's Edicts are prompts to tick off."])
        const page = createTemporaryObject(pageComponent, testCase)
        const notice = () => findChild(page, "leftToTheTableNotice")
        // The Act is at its start: the Fate setup comes first, then this.
        const fateSetup = () => findChild(page, "fateSetupNotice")
        tryVerify(() => fateSetup() && fateSetup().visible)
        verify(!notice() || !notice().visible)
        mouseClick(findChild(fateSetup(), "noticeDone"))
        tryVerify(() => notice() && notice().visible)
        verify(findChild(page, "turnPlayer").visible, "the turn goes on beside it")
        waitForRendering(page) // the notice laid out where the Fate setup was
        // The table may take the laws up from here on: an entry, undone like any other.
        mouseClick(findChild(notice(), "noticeAction"))
        compare(Table.undoTitle, "The Empire's laws checked from here on")
        compare(Table.leftToTheTable.length, 1)
        verify(Table.leftToTheTable[0].startsWith("Edict 03"))
        verify(notice().visible, "what is still left to the table")
        verify(!findChild(notice(), "noticeAction").visible)
        Table.undo()
        compare(Table.leftToTheTable.length, 2)
        verify(findChild(notice(), "noticeAction").visible)
        waitForRendering(page)
        mouseClick(findChild(notice(), "noticeDone"))
        tryVerify(() => !notice() || !notice().visible)
        compare(TableFixture.relaunch(), "")
        wait(0)
        verify(!notice() || !notice().visible, "a relaunch keeps it put away")
    }

    // Act III is the campaign's last: its end is the campaign's (the title says so).
    function test_actThreeIsTheLast() {
        compare(TableFixture.startLaterAct(2, [9, 10]), "")
        verify(!Table.lastAct)
        compare(TableFixture.startLaterAct(3, [9, 10]), "")
        verify(Table.lastAct)
        TableFixture.clearTable()
        verify(!Table.lastAct)
    }

    // A size this window cannot hold says so beside the slider: it read "200 %" while 100 %
    // was shown (a cold play-test).
    function test_theSizeShownIsSaidBesideTheSizeChosen() {
        const before = AppSettings.sizePercent
        AppSettings.sizePercent = AppSettings.maxSizePercent
        const page = createTemporaryObject(settingsComponent, testCase)
        const held = findChild(page, "sizeHeld")
        verify(held.visible)
        verify(held.heldPercent < AppSettings.maxSizePercent)
        compare(findChild(page, "sizeChosen").text,
                AppSettings.maxSizePercent + " % chosen · " + held.heldPercent + " % fits this window")
        AppSettings.sizePercent = 100
        verify(!held.visible)
        compare(findChild(page, "sizeChosen").text, "100 %")
        AppSettings.sizePercent = before
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
