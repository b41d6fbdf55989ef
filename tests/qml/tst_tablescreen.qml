// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui
import Arcs.Tests

// The table view follows the game as it is entered, shows the event step under way, and never
// shows what is private (a secret Fate note).
TestCase {
    id: testCase
    name: "TableScreen"
    when: windowShown

    function cleanup() {
        AppSettings.language = AppSettings.English // as a test that looked at 繁體中文 found it
    }

    Component {
        id: screenComponent
        TableScreen { width: 1280; height: 720; visible: true }
    }

    function openScreen() {
        const screen = createTemporaryObject(screenComponent, testCase)
        tryVerify(() => screen.visible)
        return screen
    }
    function labelsOf(item, found) {
        if (item.text !== undefined && item.visible)
            found.push(item.text)
        for (let i = 0; i < item.children.length; ++i)
            labelsOf(item.children[i], found)
        return found
    }
    function shown(screen, name) {
        const item = findChild(screen.contentItem, name)
        verify(item, name)
        return item.text
    }

    // No player's word is cut on the TV at 1366×768 in a campaign's Act II, a turn under way:
    // "⚑ initiati…", "Peacekeep…" and "First Rege…" were (a cold play-test), each chip a
    // fraction of a pixel narrower than its text.
    function test_noPlayersWordIsCut() {
        compare(TableFixture.openGameFile(Qt.resolvedUrl("../data/campaign-act-two.json")), "")
        compare(TableFixture.apply({ action: "play", play: { player: 1, type: "lead",
                                     card: { suit: "administration", number: 2 } } }), "")
        const screen = openScreen()
        screen.width = 1366
        screen.height = 768
        const players = findChild(screen.contentItem, "tableScreenPlayers")
        waitForRendering(players)
        const cut = []
        const look = item => {
            if (item.truncated === true && item.visible)
                cut.push(item.text)
            for (let i = 0; i < item.children.length; ++i)
                look(item.children[i])
        }
        look(players)
        compare(cut, [])
    }

    // Each player's column on the TV says what their area holds, as the table page's row does
    // (Favors, Guild cards and the First Regent's Trust were missing; a cold play-test), and
    // four campaign players fit in the window whole at 1280×720 and 1366×768.
    function test_thePlayersAreasFitOnTheTableView_data() {
        return [{ tag: "1280×720 en", width: 1280, height: 720, language: AppSettings.English },
                { tag: "1366×768 zh_TW", width: 1366, height: 768,
                  language: AppSettings.TraditionalChinese }]
    }
    function test_thePlayersAreasFitOnTheTableView(data) {
        compare(TableFixture.openGameFile(Qt.resolvedUrl("../data/campaign-act-one-battle.json")), "")
        AppSettings.language = data.language
        const screen = openScreen()
        screen.width = data.width
        screen.height = data.height
        const players = findChild(screen.contentItem, "tableScreenPlayers")
        waitForRendering(players)
        const labels = labelsOf(players, [])
        const english = data.language === AppSettings.English
        verify(labels.includes(english ? "1 Favor" : "1 個人情"), labels)
        verify(labels.includes(english ? "First Regent" : "首席攝政"), labels)
        const content = findChild(players, "tableScreenPlayersContent")
        verify(content.height * content.scale <= players.height + 0.5,
               content.height + " × " + content.scale + " in " + players.height)
        verify(content.scale > 0.75, "scaled to " + content.scale)
    }

    // Short of room, the Court gives way to the ambitions and is never drawn over them (its
    // title covered the markers' line in 繁體中文 at 1280×720; a cold play-test).
    function test_theCourtNeverCoversTheAmbitions() {
        compare(TableFixture.startActOne([1, 2, 3, 4], 1, 0), "")
        const screen = openScreen()
        screen.height = 520
        const ambitions = findChild(screen.contentItem, "tableScreenAmbitions")
        const court = findChild(screen.contentItem, "tableScreenCourt")
        tryVerify(() => court.mapToItem(null, 0, 0).y >= ambitions.mapToItem(null, 0, 0).y
                                                            + ambitions.implicitHeight - 0.5,
                  1000, "the Court starts below the ambitions' last line")
    }

    // Every Court card is in sight at 1280×720 in English and 繁體中文, beside four players'
    // ambitions: the last card was cut in 繁體中文, whose lines are taller (a cold play-test);
    // with a round's plays under the title it showed two of five, and said "+ 3 more" (another:
    // who leads an ambition now stands on its title's line where it fits).
    // Where even the smallest cards do not all fit (the very crowded Act I in 繁體中文 at
    // 1280×720, a round's plays under the title), the cards shown are whole and the last line
    // says how many more there are: a fifth card went unsaid (a cold play-test).
    function test_theCourtSaysHowManyMoreCards() {
        compare(TableFixture.openGameFile(Qt.resolvedUrl("../data/campaign-act-one-very-crowded.json")),
                "")
        compare(TableFixture.apply({ action: "play", play: { player: 0, type: "lead",
                                     card: { suit: "aggression", number: 3 }, declare: "tyrant" } }), "")
        AppSettings.language = AppSettings.TraditionalChinese
        const screen = openScreen()
        screen.height = 560 // far shorter than the play-tester's TV: room for three or four cards
        waitForRendering(screen.contentItem)
        const court = findChild(screen.contentItem, "tableScreenCourt")
        const bottom = court.mapToItem(null, 0, court.height).y
        let shown = 0
        for (let row = 0; row < Table.court.rowCount(); ++row) {
            const id = Table.court.data(Table.court.index(row, 0), 257) // CourtModel's IdRole
            const card = findChild(screen.contentItem, "tableScreenCourt_" + id)
            if (!card.visible)
                continue
            const end = card.mapToItem(null, 0, card.height).y
            verify(end <= bottom + 0.5, id + " ends at " + end + ", below the Court's " + bottom)
            ++shown
        }
        const more = findChild(screen.contentItem, "tableScreenCourtMore")
        verify(shown > 0 && shown < Table.court.rowCount(), shown + " cards shown")
        compare(more.text, "還有 " + (Table.court.rowCount() - shown) + " 張") // "+ 2 more cards"
        verify(more.visible)
        verify(more.mapToItem(null, 0, more.height).y <= bottom + 0.5, "the line is in sight")
    }

    // Who leads an ambition stands on its title's line where it fits, in both languages: below
    // it, five ambitions left the Court two cards of five in 繁體中文 at 1280×720 (a cold
    // play-test).
    function test_whoLeadsStandsBesideTheAmbition_data() {
        return [{ tag: "en", language: AppSettings.English },
                { tag: "zh_TW", language: AppSettings.TraditionalChinese }]
    }
    function test_whoLeadsStandsBesideTheAmbition(data) {
        compare(TableFixture.openGameFile(Qt.resolvedUrl("../data/campaign-act-one-very-crowded.json")),
                "")
        AppSettings.language = data.language
        const screen = openScreen()
        waitForRendering(screen.contentItem)
        for (const id of ["tycoon", "tyrant", "warlord", "keeper", "empath"]) {
            const lead = findChild(screen.contentItem, "tableScreenLead_" + id)
            verify(lead.visible && lead.text !== "", id)
            verify(lead.y < lead.height / 2, id + "'s lead is on a line of its own, at " + lead.y)
        }
    }

    function test_everyCourtCardIsInSight_data() {
        return [{ tag: "en", language: AppSettings.English },
                { tag: "zh_TW", language: AppSettings.TraditionalChinese }]
    }
    function test_everyCourtCardIsInSight(data) {
        compare(TableFixture.openGameFile(Qt.resolvedUrl("../data/campaign-act-one-very-crowded.json")),
                "")
        compare(TableFixture.apply({ action: "play", play: { player: 0, type: "lead",
                                     card: { suit: "administration", number: 3 } } }), "")
        for (let row = 1; row <= 3; ++row) { // agents beside three cards' names
            const id = Table.court.data(Table.court.index(row, 0), 257) // CourtModel's IdRole
            compare(TableFixture.apply({ action: "influence", player: 0, card: id }), "")
        }
        AppSettings.language = data.language
        const screen = openScreen()
        waitForRendering(screen.contentItem)
        compare(findChild(screen.contentItem, "tableScreenCourtMore").visible, false)
        const court = findChild(screen.contentItem, "tableScreenCourt")
        const bottom = court.mapToItem(null, 0, court.height).y
        let cards = 0
        for (let row = 0; row < Table.court.rowCount(); ++row) {
            const id = Table.court.data(Table.court.index(row, 0), 257) // CourtModel's IdRole
            const card = findChild(screen.contentItem, "tableScreenCourt_" + id)
            verify(card, id)
            const end = card.mapToItem(null, 0, card.height).y
            verify(end <= bottom + 0.5, id + " ends at " + end + ", below the Court's " + bottom)
            ++cards
        }
        verify(cards >= 5, cards + " cards")
    }

    // The table view lays the map out at its own size, and it reads there as cleanly as on the
    // page: every step of a play-test's very crowded Act I (a gate's counts set apart stood by
    // a neighbour's, looking its).
    // At the TVs a play-test used, in both languages: at 1366×768 in 繁體中文 a Fate token
    // stood between two systems.
    function test_theMapReadsCleanlyOnTheTableView_data() {
        const crowded = "campaign-act-one-very-crowded.json", battle = "campaign-act-one-battle.json"
        return [{ tag: "1280×720 en", width: 1280, height: 720, language: AppSettings.English, file: crowded },
                { tag: "1366×768 en", width: 1366, height: 768, language: AppSettings.English, file: crowded },
                { tag: "1366×768 zh_TW", width: 1366, height: 768,
                  language: AppSettings.TraditionalChinese, file: crowded },
                // The same Act played on through three events and a battle at 3-gate.
                { tag: "battle 1280×720 en", width: 1280, height: 720, language: AppSettings.English,
                  file: battle },
                { tag: "battle 1366×768 zh_TW", width: 1366, height: 768,
                  language: AppSettings.TraditionalChinese, file: battle }]
    }
    function test_theMapReadsCleanlyOnTheTableView(data) {
        compare(TableFixture.openGameFile(Qt.resolvedUrl("../data/" + data.file)), "")
        AppSettings.language = data.language
        const screen = openScreen()
        screen.width = data.width
        screen.height = data.height
        const reach = findChild(findChild(screen.contentItem, "tableScreenReach"), "reachPainting")
        let steps = 0
        while (Table.canUndo && steps++ < 100)
            Table.undo()
        for (;;) {
            waitForRendering(screen.contentItem)
            compare(reach.overlaps(), [], "after " + Table.undoTitle + ": ")
            if (!Table.canRedo)
                break
            Table.redo()
        }
    }

    function test_followsTheGameLive() {
        compare(TableFixture.startCampaign(), "")
        const screen = openScreen()
        compare(shown(screen, "tableScreenRound"), "Act I · Chapter 1 · Round 1")
        verify(shown(screen, "tableScreenInitiative").endsWith(Table.initiativeName),
               shown(screen, "tableScreenInitiative"))
        for (const name of ["Mikah", "Ruth"])
            compare(shown(screen, "tableScreenPower_" + name), "0")
        verify(!findChild(screen.contentItem, "tableScreenReach").enabled) // read-only
        // The table enters a card; the big screen shows it at once, and its undoing.
        compare(shown(screen, "tableScreenPlays"), "")
        const leader = Table.initiativeName === "Mikah" ? 0 : 1
        compare(TableFixture.apply({ action: "play", play: { player: leader, type: "lead",
                                     card: { suit: "mobilization", number: 4 } } }), "")
        compare(shown(screen, "tableScreenPlays"), Table.undoTitle)
        Table.undo()
        compare(shown(screen, "tableScreenPlays"), "")
        // The Court with the Council's state and the agents on each card, and who holds the
        // First Regent tile, as the table sees them; nothing cut at 1280×720.
        const council = Table.court.data(Table.court.index(0, 0), 257) // CourtModel's IdRole
        const councilRow = findChild(screen.contentItem, "tableScreenCourt_" + council)
        verify(councilRow, council)
        const texts = labelsOf(councilRow, [])
        verify(texts.some(text => text.endsWith("· In Session")), texts.join(" | "))
        verify(labelsOf(screen.contentItem, []).includes("First Regent"))
        waitForRendering(screen.contentItem)
        const cut = []
        const findCut = item => {
            if (item.truncated === true && item.visible)
                cut.push(item.text)
            for (let i = 0; i < item.children.length; ++i)
                findCut(item.children[i])
        }
        findCut(screen.contentItem)
        compare(cut, [])
    }

    function test_anEventsStepUnderWay() {
        compare(TableFixture.startCampaign(), "")
        const screen = openScreen()
        verify(!findChild(screen.contentItem, "tableScreenStepsTitle").visible)
        const leader = Table.initiativeName === "Mikah" ? 0 : 1
        compare(TableFixture.apply({ action: "play", play: { player: leader, type: "lead",
                                     card: { suit: "construction", number: 3 } } }), "")
        compare(TableFixture.apply({ action: "play", play: { player: 1 - leader, type: "event" } }), "")
        compare(TableFixture.apply({ action: "endTurn" }), "")
        compare(shown(screen, "tableScreenStage"), Table.initiativeName + " may call a Summit.")
        const texts = labelsOf(screen.contentItem, [])
        verify(!texts.some(text => text.includes("▶ to play") || text.includes("taking a turn")),
               texts.join(" | ")) // not during the event
        compare(TableFixture.apply({ action: "decideSummit", call: false }), "")
        compare(shown(screen, "tableScreenStage"), Table.initiativeName + " rolls the event and number dice.")
        compare(TableFixture.apply({ action: "rollEvent", icon: "crisis", symbol: "arrow",
                                     cluster: 4 }), "")
        verify(shown(screen, "tableScreenStage").startsWith("Crisis · "), shown(screen, "tableScreenStage"))
        compare(shown(screen, "tableScreenStepsTitle"), "An Event card was played")
        verify(findChild(screen.contentItem, "tableScreenStepsTitle").visible)
        // The Court stays in sight below the steps: a Court Crisis is settled there (the table
        // view dropped it during events: a cold play-test).
        const court = findChild(screen.contentItem, "tableScreenCourt")
        verify(court.visible)
        waitForRendering(screen.contentItem)
        const firstId = Table.court.data(Table.court.index(0, 0), 257) // CourtModel's IdRole
        const first = findChild(screen.contentItem, "tableScreenCourt_" + firstId)
        const more = findChild(screen.contentItem, "tableScreenCourtMore")
        verify(first.visible || more.visible, "a card, or how many there are, is shown")
        verify(shown(screen, "tableScreenStep0").startsWith("▶ "), shown(screen, "tableScreenStep0"))
        // Each step resolved leaves the list (Qt 6.4 crashed here once: rows leaving a layout).
        for (let resolved = 1; Table.eventUnderWay; ++resolved) {
            const before = shown(screen, "tableScreenStep0")
            compare(TableFixture.apply({ action: "resolveEventStep" }), "")
            if (Table.eventUnderWay) {
                compare(shown(screen, "tableScreenStepsDone"), resolved === 1 ? "✓ 1 step resolved"
                                                                              : "✓ %1 steps resolved".arg(resolved))
                verify(shown(screen, "tableScreenStep0") !== before, before)
            }
        }
        verify(!findChild(screen.contentItem, "tableScreenStepsTitle").visible)
    }

    Component { id: eventScreenSteps; EventSteps { table: Table } }

    // The deal listed at a Summit on the Event screen is the table's one deal: the TV lists it
    // as it grows, and not once it is entered (each screen kept a deal of its own once).
    function test_theSummitsDealAsListed() {
        compare(TableFixture.startCampaign(), "")
        const screen = openScreen()
        const leader = Table.initiativeName === "Mikah" ? 0 : 1
        compare(TableFixture.apply({ action: "play", play: { player: leader, type: "lead",
                                     card: { suit: "construction", number: 3 } } }), "")
        compare(TableFixture.apply({ action: "play", play: { player: 1 - leader, type: "event" } }), "")
        compare(TableFixture.apply({ action: "endTurn" }), "")
        const eventScreen = createTemporaryObject(eventScreenSteps, testCase)
        eventScreen.decideSummit(true)
        eventScreen.addMove(EventSteps.PromiseFavor, leader, 1 - leader, 1)
        compare(eventScreen.refusal, "")
        const promise = "• %1 promises %2 1 Favor".arg(leader === 0 ? "Mikah" : "Ruth")
        const rival = leader === 0 ? "Ruth" : "Mikah"
        tryVerify(() => labelsOf(screen.contentItem, []).includes(promise.arg(rival)), 1000,
                  labelsOf(screen.contentItem, []).join(" | "))
        eventScreen.agreeDeal()
        compare(eventScreen.refusal, "")
        tryVerify(() => !labelsOf(screen.contentItem, []).includes(promise.arg(rival)))
    }

    Component { id: scoringComponent; ChapterScoring { table: Table } }

    // The counts the table corrects at the app's chapter-end screen are scored on the big screen.
    function test_aChaptersScoringAsTyped() {
        compare(TableFixture.startCampaign(), "")
        const screen = openScreen()
        const leader = Table.initiativeName === "Mikah" ? 0 : 1
        compare(TableFixture.apply({ action: "play", play: { player: leader, type: "lead", declare: "tycoon",
                                     card: { suit: "construction", number: 2 } } }), "")
        compare(TableFixture.apply({ action: "endChapter" }), "")
        compare(shown(screen, "tableScreenStepsTitle"), "Scoring chapter 1")
        const scoring = createTemporaryObject(scoringComponent, testCase)
        scoring.setCount("tycoon", 0, 4)
        scoring.setCount("tycoon", 1, 1)
        const texts = labelsOf(screen.contentItem, [])
        verify(texts.includes("Tycoon (5/3): Mikah 4, Ruth 1, Dummy 2 → Mikah +5"), texts.join(" | "))
        verify(texts.includes(scoring.outcome), scoring.outcome)
    }

    function test_noSecretFateNote() {
        compare(TableFixture.startCampaign(), "")
        compare(TableFixture.apply({ action: "keepFateNote", player: 0,
                                     note: { text: "Haven in cluster 5", secret: true } }), "")
        const screen = openScreen()
        const texts = labelsOf(screen.contentItem, [])
        verify(texts.some(text => text.includes("Mikah")), "the players are shown")
        verify(!texts.some(text => text.includes("Haven")), texts.join(" | "))
    }
}
