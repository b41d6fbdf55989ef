// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui
import Arcs.Tests

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
    Component { id: pageComponent; Item { width: 1280; height: 60 } }
    Component {
        id: statusComponent
        RoundStatus { width: 1280 }
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
    function cleanup() {
        AppSettings.language = AppSettings.English // as a test that looked at 繁體中文 found it
    }

    function test_tapsMakeASurpass() {
        const bar = createTemporaryObject(barComponent, testCase)
        compare(bar.entry.playerName, "Mikah")
        mouseClick(findChild(bar, "suit_mobilization"))
        mouseClick(findChild(bar, "number_2"))
        // Entering it ends Wren's turn, which still has an action: the preview says so.
        compare(findChild(bar, "entryPreview").text,
                "Mikah surpasses with Mobilization 2: the declared lead counts 0 — ends Wren's turn with 1 action unused")
        const play = findChild(bar, "playButton")
        verify(play.enabled)
        mouseClick(play)
        compare(Table.roundPlays.length, 2)
        compare(Table.undoTitle, "Mikah surpassed with Mobilization 2: the declared lead counts 0; Wren's turn ended with 1 action unused")
        compare(bar.entry.playerName, "Ruth")
    }

    // A card already shown this chapter is greyed once its suit is chosen, with the reason:
    // a play-test chose three such cards one after another and was refused each time.
    function test_aCardPlayedThisChapterIsGreyed() {
        const bar = createTemporaryObject(barComponent, testCase)
        const six = findChild(bar, "number_6")
        verify(six.enabled, "no suit chosen yet")
        mouseClick(findChild(bar, "suit_mobilization"))
        verify(!six.enabled, "Wren led Mobilization 6 this chapter")
        compare(six.whyNot, "Already played this chapter")
        verify(findChild(bar, "number_2").enabled)
        mouseClick(findChild(bar, "copyButton"))
        verify(six.enabled, "a copy is played face down: any card")
    }

    // A half-typed card never ends a turn unwarned: an entry made elsewhere while it waits
    // (a Court tap using the turn's last action, an undo) keeps the line and its preview says
    // what it ends now.
    function test_aWaitingLineFollowsEntriesMadeElsewhere() {
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        const preview = findChild(bar, "entryPreview")
        mouseClick(field)
        keyClick("m")
        keyClick("2")
        compare(preview.text, "Mikah surpasses with Mobilization 2: the declared lead counts 0 — ends Wren's turn with 1 action unused")
        const card = Table.court.data(Table.court.index(0, 0), 257) // CourtModel's IdRole
        compare(TableFixture.apply({ action: "influence", player: 3, card: card }), "")
        compare(field.text, "m2")
        compare(preview.text, "Mikah surpasses with Mobilization 2: the declared lead counts 0")
        verify(findChild(bar, "number_2").checked)
        Table.undo()
        compare(preview.text, "Mikah surpasses with Mobilization 2: the declared lead counts 0 — ends Wren's turn with 1 action unused")
        keyClick(Qt.Key_Return)
        compare(Table.undoTitle, "Mikah surpassed with Mobilization 2: the declared lead counts 0; Wren's turn ended with 1 action unused")
        compare(field.text, "")
        compare(preview.text, "") // nothing drafted for Ruth
        verify(!findChild(bar, "number_2").checked)
    }

    // Regression (play-test): "m2 d" after the lead previewed a plain Surpass and was refused
    // as "This card cannot declare an ambition".
    function test_onlyTheLeadDeclares() {
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        mouseClick(field)
        verify(findChild(bar, "seizeButton").visible)
        for (const key of ["m", "2", " ", "d"])
            keyClick(key === " " ? Qt.Key_Space : key)
        verify(findChild(bar, "seizeButton").visible, "Seize stays beside a refused declaration")
        // Regression (play-test): why it would be refused stood in the grey hint below the
        // buttons; it is beside the line, as a refusal is, before Enter (not in bold yet).
        const preview = findChild(bar, "entryPreview")
        compare(preview.text, "✗ Only the lead player can declare an ambition.")
        compare(preview.color, Theme.danger)
        verify(!preview.font.bold)
        compare(bar.entry.problem, "Only the lead player can declare an ambition.")
        compare(findChild(bar, "entryProblem").text, bar.entry.hint) // the options, still
        verify(bar.entry.hint.indexOf("Choose the next card or type it") >= 0, bar.entry.hint)
        keyClick(Qt.Key_Return)
        compare(bar.entry.refusal, "Only the lead player can declare an ambition.")
        compare(Table.roundPlays.length, 1) // nothing played
    }

    function test_typedPivotWithSeize() {
        const bar = createTemporaryObject(barComponent, testCase)
        typeAndEnter(findChild(bar, "entryField"), "a4 s")
        verify(!findChild(bar, "entryPreview").refused)
        compare(Table.undoTitle, "Mikah pivoted with Aggression 4, seizing the initiative; Wren's turn ended with 1 action unused")
        compare(findChild(bar, "entryField").text, "")
    }

    // "s" alone says what is missing, the card that seizes, rather than the hint again (a cold
    // play-test); nothing is played.
    function test_seizeAloneAsksForItsCard() {
        const bar = createTemporaryObject(barComponent, testCase)
        typeAndEnter(findChild(bar, "entryField"), "s")
        compare(bar.entry.refusal, "Seize with which card? Type it with s: \"c3 s\" plays "
                                   + "Construction 3 and seizes, \"x s\" a copy that seizes.")
        compare(Table.roundPlays.length, 1) // the lead alone
    }

    // Regression: a typed card showed no preview and left Play disabled until Enter.
    function test_typingPreviewsThePlayAndPlayEntersIt() {
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        mouseClick(field)
        field.forceActiveFocus()
        keyClick("a")
        verify(!findChild(bar, "entryPreview").refused) // half a line is no mistake
        keyClick("4")
        compare(findChild(bar, "entryPreview").text,
                "Mikah pivots with Aggression 4 — ends Wren's turn with 1 action unused")
        verify(findChild(bar, "suit_aggression").checked) // the buttons follow the typing
        verify(findChild(bar, "number_4").checked)
        const play = findChild(bar, "playButton")
        verify(play.enabled)
        mouseClick(play)
        compare(Table.undoTitle, "Mikah pivoted with Aggression 4; Wren's turn ended with 1 action unused")
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
        compare(Table.undoTitle, "Mikah pivoted with Aggression 4, seizing the initiative; Wren's turn ended with 1 action unused")
        compare(field.text, "")
    }

    // A refusal is said beside the line, in place of the preview, and the refused text is
    // selected, so that typing replaces it; the bar keeps its height (the map does not move).
    function test_refusalShownAndNothingChanges() {
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        typeAndEnter(field, "a4 s")
        const height = bar.height
        typeAndEnter(field, "c2 s")
        const preview = findChild(bar, "entryPreview")
        verify(preview.refused)
        compare(preview.text, "✗ The initiative was already seized this round.")
        compare(Table.roundPlays.length, 2)
        compare(field.text, "c2 s") // kept so it can be corrected
        compare(field.selectedText, "c2 s")
        verify(!findChild(bar, "seizeButton").visible)
        compare(bar.height, height)
        // Typing replaces the refused line; a refusal as long as the longest still leaves the
        // bar as it was, and is read whole.
        for (const key of "frobnicate")
            keyClick(key)
        compare(field.text, "frobnicate")
        keyClick(Qt.Key_Return)
        verify(preview.refused)
        compare(bar.height, height)
        verify(!preview.truncated, preview.text) // two lines, whole
        keyClick("c")
        compare(field.text, "c")
        verify(!preview.refused)
    }

    // The hint says what the turn's player can type on this board now, and it is so; one line
    // at 1280 pixels. After Wren's lead of Mobilization 6 with a declaration (its number now 0),
    // any Mobilization surpasses: the lowest is offered, and the lowest of another suit to
    // pivot (a fixed "a5" was offered whatever the lead, and refused after an Aggression 5).
    function test_theHintGivesRealOptions() {
        const bar = createTemporaryObject(barComponent, testCase, { width: 1280 })
        const hint = findChild(bar, "entryProblem")
        compare(hint.text, "For Wren's turn, type: move 4 1-arrow 1-gate, end; or tap: + agent. "
                           + "Choose the next card or type it: m1 surpasses, ad1 pivots; s seize, x copy.")
        waitForItemPolished(bar)
        verify(!hint.truncated)
        const field = findChild(bar, "entryField")
        for (const offered of ["m1", "ad1"]) {
            mouseClick(field)
            field.forceActiveFocus()
            field.clear()
            for (const key of offered)
                keyClick(key)
            compare(field.text, offered)
            verify(!findChild(bar, "entryPreview").refused, offered)
            verify(findChild(bar, "entryPreview").text !== "", offered)
        }
        field.clear()
        typeAndEnter(field, "move 4 1-arrow 1-gate")
        compare(Table.undoTitle, "Wren moved 4 ships from 1-arrow to 1-gate")
        compare(hint.text, "For Wren's turn, type: end. Choose the next card or type it: m1 "
                           + "surpasses, ad1 pivots; s seize, x copy.") // no action left
    }

    // The hint offers a tax only where it gains something: with every open slot full, "tax
    // 4-arrow" gained nothing, and a cold play-test typed it as offered and lost the action.
    function test_theHintOffersNoTaxThatGainsNothing() {
        const bar = createTemporaryObject(barComponent, testCase, { width: 1280 })
        const hint = findChild(bar, "entryProblem")
        typeAndEnter(findChild(bar, "entryField"), "ad2") // Mikah pivots: taxes can be made
        verify(hint.text.indexOf("tax 4-arrow") > 0, hint.text)
        for (let slot = 0; slot < 3; ++slot) // Mikah's open slots
            compare(TableFixture.apply({ action: "correct", target: "resource", player: 0,
                                         slot: slot, resource: "fuel" }), "")
        verify(hint.text.indexOf("tax") < 0, hint.text)
    }

    // In 繁體中文 the hint's systems are typed in English, and it names the map's words for them
    // ("2-gate" beside the map's 2-通道 puzzled a cold play-test), on one line at 1280 pixels;
    // the map's words are read too.
    function test_theHintSaysHowTheMapsSystemsAreTyped() {
        AppSettings.language = AppSettings.TraditionalChinese
        const bar = createTemporaryObject(barComponent, testCase, { width: 1280 })
        const hint = findChild(bar, "entryProblem")
        verify(hint.text.indexOf("move 4 1-arrow 1-gate, end（gate 通道、arrow 箭頭）；或按：+ 間諜。") >= 0,
               hint.text)
        waitForItemPolished(bar)
        verify(!hint.truncated)
        const field = findChild(bar, "entryField")
        mouseClick(field)
        field.text = "move 4 1-箭頭 1-通道"
        keyClick(Qt.Key_Return)
        compare(Table.undoTitle, "Wren 將 4 艘飛船從 1-箭頭 移至 1-通道")
    }

    // The hint offers only the keys that mean something now: after Mikah seizes the initiative
    // nobody else can, and whoever leads declares or passes but never seizes ("s seize" was
    // offered and then refused; a cold play-test).
    function test_theHintOffersSeizeOnlyWhereItCanBeMade() {
        const bar = createTemporaryObject(barComponent, testCase, { width: 1280 })
        const hint = findChild(bar, "entryProblem")
        verify(hint.text.includes("s seize"), hint.text)
        typeAndEnter(findChild(bar, "entryField"), "a4 s")
        verify(Table.undoTitle.includes("seizing"), Table.undoTitle)
        verify(!hint.text.includes("s seize"), hint.text)
        verify(hint.text.includes("x copy"), hint.text)
        for (let undone = 0; undone < 20 && !bar.entry.leading && Table.canUndo; ++undone)
            Table.undo()
        verify(bar.entry.leading)
        verify(!hint.text.includes("s seize"), hint.text)
        verify(hint.text.includes("d declare") && hint.text.includes("p pass"), hint.text)
    }

    // The card's buttons take the language chosen while the bar is up: after Settings →
    // 繁體中文 they still said Adm, Agg, Con, Mob (a cold play-test).
    function test_theSuitsFollowTheLanguage() {
        const bar = createTemporaryObject(barComponent, testCase, { width: 1280 })
        compare(findChild(bar, "suit_administration").text, "Adm")
        AppSettings.language = AppSettings.TraditionalChinese
        tryCompare(findChild(bar, "suit_administration"), "text", "行政")
    }

    // Enter on an empty line, nothing chosen, is no refusal: the hint already says what to do.
    function test_enterOnAnEmptyLineRefusesNothing() {
        const bar = createTemporaryObject(barComponent, testCase)
        const preview = findChild(bar, "entryPreview")
        const before = Table.undoTitle
        typeAndEnter(findChild(bar, "entryField"), "")
        verify(!preview.refused)
        compare(Table.undoTitle, before)
    }

    // The typed line takes the room the card's buttons leave, and they never wrap for it: at
    // 1280 pixels it was 7 letters wide beside empty space (a play-test).
    function test_theTypedLineTakesTheRoomLeft() {
        const bar = createTemporaryObject(barComponent, testCase, { width: 1280 })
        const field = findChild(bar, "entryField")
        const choices = findChild(bar, "cardChoices")
        const oneRow = findChild(bar, "suit_mobilization").height
        waitForItemPolished(bar)
        compare(choices.height, oneRow) // Mikah follows: Copy and Seize are there too
        verify(field.width > 8 * Theme.fontBody, field.width)
        while (!bar.entry.leading && Table.canUndo) // to Wren's lead: fewer buttons, more room
            Table.undo()
        verify(bar.entry.leading)
        waitForItemPolished(bar)
        compare(choices.height, oneRow)
        compare(field.width, 16 * Theme.fontBody)
    }

    // A turn's action typed is previewed as a card is: what Enter records, or why it cannot.
    function test_typedActionsArePreviewed() {
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        const preview = findChild(bar, "entryPreview")
        mouseClick(field)
        for (const key of "move 4 1-arrow 1-gate")
            keyClick(key === " " ? Qt.Key_Space : key)
        compare(preview.text, "Enter records: Wren moved 4 ships from 1-arrow to 1-gate")
        compare(bar.entry.problem, "")
        field.selectAll()
        for (const key of "tax 5-hex")
            keyClick(key === " " ? Qt.Key_Space : key)
        compare(preview.text, "✗ Wren cannot tax now: the action left can move or influence.")
        compare(bar.entry.problem, "Wren cannot tax now: the action left can move or influence.")
    }

    // The lead card stays in the header however many plays follow and whoever seized.
    function test_theLeadIsPinnedInTheHeader() {
        const bar = createTemporaryObject(barComponent, testCase)
        const status = createTemporaryObject(statusComponent, testCase, { y: 150 })
        const field = findChild(bar, "entryField")
        for (const play of ["a4 s", "x", "x"])
            typeAndEnter(field, play)
        compare(Table.roundPlays.length, 4)
        verify(findChild(status, "initiativeFlag").text.indexOf("seized by Mikah") > 0)
        const lead = findChild(status, "leadPlay")
        waitForItemPolished(status)
        verify(lead.visible)
        compare(lead.text, "Wren: Mob 6, Empath") // bold, in a few words, as each play
        compare(lead.whole, Table.roundPlays[0])
        verify(!lead.truncated, lead.text)
        verify(lead.x + lead.width <= status.width)
        // Every later play is in sight too, in a few words ("Mikah: Agg 4, pivot, seized"), cut
        // at its end where the row is short, none scrolled away.
        for (let play = 1; play < 4; ++play) {
            const chip = findChild(status, "roundPlay_" + play)
            verify(chip && chip.visible, "play " + play)
            compare(chip.text, Table.roundPlaysShort[play])
            verify(chip.text.startsWith(["Mikah", "Ruth", "Yuki"][play - 1] + ": "), chip.text)
            const left = chip.mapToItem(status, 0, 0).x
            verify(left >= lead.x + lead.width && left + chip.width <= status.width + 0.5,
                   "play " + play + " at " + left + ", " + chip.width + " wide")
            // The name and the card's start at least, or the whole play.
            verify(chip.width >= Math.min(6 * Theme.fontSmall, Math.ceil(chip.implicitWidth)),
                   "play " + play + ": " + chip.width)
        }
        // Regression: with room to spare a play was still cut ("Cy: Mobilization 6, pivot, seiz…").
        status.width = 1800
        waitForItemPolished(status)
        for (let play = 1; play < 4; ++play)
            verify(!findChild(status, "roundPlay_" + play).truncated, "play " + play)
    }

    // The lead stays whole when the text size changes (at 107 % the chip was an empty pill, and
    // stayed so back at 100 %; a cold play-test).
    function test_theLeadStaysWholeAcrossATextSizeChange() {
        const bar = createTemporaryObject(barComponent, testCase)
        const page = createTemporaryObject(pageComponent, testCase, { y: 150 })
        const status = createTemporaryObject(statusComponent, page)
        typeAndEnter(findChild(bar, "entryField"), "a4")
        const lead = findChild(status, "leadPlay")
        for (const scale of [1.07, 1.0, 1.25, 1.0]) {
            page.visible = false // changed on the Settings page, the table page hidden
            waitForRendering(testCase)
            Theme.scale = scale
            waitForRendering(testCase)
            page.visible = true
            waitForItemPolished(status)
            verify(!lead.truncated, scale + ": " + lead.width)
            verify(lead.width >= lead.contentWidth + lead.leftPadding, scale + ": " + lead.width)
        }
    }

    // A four-player campaign's round in the header at 1280×720, beside Map key… and Campaign
    // log…: a lead, an Event card and two copies all whole (a cold play-test read "Ben: Ev…"
    // and "Dee: co…").
    function test_aCampaignRoundFitsTheHeader() {
        compare(TableFixture.startActOne([1, 2, 3, 4], 1, 0), "")
        const bar = createTemporaryObject(barComponent, testCase)
        const status = createTemporaryObject(statusComponent, testCase, { y: 150, width: 1256 })
        const field = findChild(bar, "entryField")
        for (const play of ["a4", "e", "x", "x"])
            typeAndEnter(field, play)
        compare(Table.roundPlays.length, 4)
        waitForItemPolished(status)
        verify(!findChild(status, "leadPlay").truncated)
        for (let play = 1; play < 4; ++play) {
            const chip = findChild(status, "roundPlay_" + play)
            verify(!chip.truncated, chip.text + " cut at " + chip.width)
        }
    }

    // A four-player round with a pivot, an Event card and a surpass, beside Map key… and
    // Campaign log… at 1280×720: every play whole ("Cy: Mo…", "Dee: Ev…", "Ana: Ad…" was all a
    // cold play-test read).
    function test_aRoundOfFourCardsFitsTheHeaderWhole() {
        compare(TableFixture.startActOne([1, 2, 3, 4], 1, 0), "")
        const bar = createTemporaryObject(barComponent, testCase)
        const status = createTemporaryObject(statusComponent, testCase, { y: 150, width: 1256 })
        const field = findChild(bar, "entryField")
        for (const play of ["ad5", "m2", "e", "ad6"])
            typeAndEnter(field, play)
        compare(Table.roundPlays.length, 4)
        waitForItemPolished(status)
        compare(Table.roundPlaysShort.slice(1).map(play => play.split(": ")[1]),
                ["Mob 2, pivot", "Event", "Adm 6"])
        verify(!findChild(status, "leadPlay").truncated)
        for (let play = 1; play < 4; ++play) {
            const chip = findChild(status, "roundPlay_" + play)
            verify(!chip.truncated, chip.text + " cut at " + chip.width)
        }
    }

    // Four plays and a seizure in a campaign's header at 1280×720: the last play stays left of
    // Map key… (it went under it, a cold play-test).
    function test_aSeizedRoundKeepsItsPlaysLeftOfTheButtons() {
        compare(TableFixture.startActOne([1, 2, 3, 4], 1, 0), "")
        const bar = createTemporaryObject(barComponent, testCase)
        const status = createTemporaryObject(statusComponent, testCase, { y: 150, width: 1256 })
        const field = findChild(bar, "entryField")
        for (const play of ["a4", "a5 s", "x", "x"])
            typeAndEnter(field, play)
        compare(Table.roundPlays.length, 4)
        verify(findChild(status, "initiativeFlag").text.indexOf("seized by") > 0)
        waitForItemPolished(status)
        const mapKey = findChild(status, "mapKeyButton")
        for (let play = 1; play < 4; ++play) {
            const chip = findChild(status, "roundPlay_" + play)
            const right = chip.mapToItem(status, chip.width, 0).x
            verify(right <= mapKey.x, "play " + play + " ends at " + right + ", Map key… at " + mapKey.x)
            // Who played and the card's start, not "B…" (the seizure is said in few words).
            verify(chip.width >= 5 * Theme.fontSmall, "play " + play + ": " + chip.width + " wide")
        }
    }

    // An Event card typed to lead is refused for what it is: "e" read as a lead without a card
    // ("Say which card was played", a cold play-test).
    function test_anEventTypedToLeadIsRefusedAsAnEvent() {
        compare(TableFixture.startActOne([1, 2, 3, 4], 1, 0), "")
        const bar = createTemporaryObject(barComponent, testCase)
        typeAndEnter(findChild(bar, "entryField"), "e")
        const preview = findChild(bar, "entryPreview")
        verify(preview.refused)
        verify(preview.text.startsWith("✗ An Event card cannot lead"), preview.text)
        compare(Table.roundPlays.length, 0)
    }

    // While the round's event is under way no card can be played: the hint says why, not
    // "type it: ; d declare…" with nothing to type (a cold play-test).
    function test_theHintDuringTheEventSaysWhy() {
        compare(TableFixture.startActOne([1, 2, 3, 4], 1, 0), "")
        const bar = createTemporaryObject(barComponent, testCase)
        const field = findChild(bar, "entryField")
        for (const play of ["a4", "e", "x", "x"])
            typeAndEnter(field, play)
        for (let turn = 0; turn < 4 && Table.eventUnderWay === false; ++turn)
            typeAndEnter(field, "end")
        verify(Table.eventUnderWay, "the event follows the round")
        const hint = findChild(bar, "entryProblem").text
        compare(hint, "Resolve the end-of-round event first, on the Event screen.")
    }

    // The leader is offered cards the engine accepts now: each suit's lowest not yet played
    // this chapter (a fixed "a5" was offered in round 3 after an Aggression 5 in round 1).
    function test_theLeadersHintOffersCardsStillInPlay() {
        const bar = createTemporaryObject(barComponent, testCase)
        compare(TableFixture.startActOne([1, 2, 3, 4], 1, 0), "")
        const hint = findChild(bar, "entryProblem")
        verify(hint.text.startsWith("Choose the card or type it: ad1 Administration, "
                                    + "a1 Aggression, c1 Construction, m1 Mobilization;"),
               hint.text)
        const field = findChild(bar, "entryField")
        for (const play of ["a1", "x", "x", "x"])
            typeAndEnter(field, play)
        for (let turn = 0; turn < 8 && !bar.entry.leading; ++turn)
            typeAndEnter(field, "end")
        verify(bar.entry.leading, "round 2's lead")
        verify(hint.text.indexOf("Choose the card or type it: ad1 Administration, "
                                 + "a2 Aggression, c1 Construction, m1 Mobilization;") >= 0,
               hint.text)
        typeAndEnter(field, "a2")
        compare(Table.roundPlays.length, 1)
    }

    // The bar's title offers what the engine allows the player following: after the top card
    // of a suit nothing surpasses (a cold play-test was offered "surpass" after an Aggression 6
    // in a three-player game).
    function test_theTitleOffersASurpassOnlyWhereOneCanBeMade() {
        const bar = createTemporaryObject(barComponent, testCase)
        const title = findChild(bar, "entryTitle")
        verify(title.text.endsWith(": surpass, copy or pivot"), title.text)
        compare(TableFixture.startActOne([1, 2, 3, 4], 1, 0), "")
        typeAndEnter(findChild(bar, "entryField"), "a7")
        verify(title.text.endsWith(": copy, pivot or Event"), title.text)
    }

    function test_passOnlyForTheLeader() {
        const bar = createTemporaryObject(barComponent, testCase)
        verify(!findChild(bar, "passButton").visible)
        // Regression (play-test): "p" typed out of turn was refused only on Enter, with Play
        // enabled; it says why at once, as a card does.
        const field = findChild(bar, "entryField")
        const preview = findChild(bar, "entryPreview")
        mouseClick(field)
        keyClick("p")
        compare(preview.text, "✗ Only the initiative holder can pass, and only instead of leading.")
        verify(!findChild(bar, "playButton").enabled)
        field.selectAll()
        keyClick(Qt.Key_Backspace)
        bar.entry.draftTyped("")
        Table.undo() // Wren's influence
        Table.undo() // Wren's lead: round 1's last turn (Wren's) is under way again
        compare(Table.round, 1)
        verify(findChild(bar, "passButton").visible)
        // Two entries undone: going on asks first (nothing is dropped unseen).
        compare(Table.undoneToDrop, 2)
        mouseClick(findChild(bar, "passButton"))
        verify(!Table.undoTitle.startsWith("Wren passed the initiative"))
        Table.dropUndone()
        mouseClick(field)
        keyClick("p") // the holder's pass, previewed
        compare(preview.text, "Enter records: Wren passed the initiative to Mikah: round 2 ends")
        keyClick(Qt.Key_Return)
        compare(Table.undoTitle, "Wren passed the initiative to Mikah: round 2 ends")
        compare(Table.initiativeName, "Mikah")
    }

    Component { id: bannersComponent; PageBanners { width: 1280 } }

    // A banner gone gives its room back: the pages below move up again (a cold play-test: a
    // dismissed banner left an empty band above every page, and the map stayed smaller).
    function test_aBannerGoneLeavesNoBand() {
        const banners = createTemporaryObject(bannersComponent, testCase)
        compare(banners.height, 0)
        Table.undo()
        Table.undo() // two undone: the next entry would drop them, and the banner says so
        compare(Table.undoneToDrop, 2)
        tryVerify(() => banners.height > 0) // a Column lays out when it is next polished
        Table.redoAll()
        compare(Table.undoneToDrop, 0)
        wait(50)
        compare(banners.height, 0)
    }
}
