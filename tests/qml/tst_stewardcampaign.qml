// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui
import Arcs.Tests

// Issue 36's story, replayed through the controllers the screens use: a three-player campaign
// whose table deals its own Fates, the Steward holding the First Regent tile into Act II, and
// every deal and card effect the table made recorded. Each is undone, redone and still there
// after a relaunch (the library read again from disk); then History is amended three entries
// back, with the later entry the change makes illegal shown before it is dropped.
TestCase {
    id: testCase
    name: "StewardCampaign"
    when: windowShown
    width: 1280
    height: 720
    visible: true

    Component { id: draftComponent; NewGameDraft { table: Table } }
    Component { id: placementComponent; StartingPlacement { table: Table } }
    Component { id: eventComponent; EventView { width: testCase.width; height: testCase.height } }
    Component { id: intermissionComponent; IntermissionSteps { table: Table } }

    BoardDraft { id: board; table: Table }
    AmbitionMarkers { id: markers; table: Table }
    RulesBooklet { id: booklet; table: Table }
    PlayerAreaView { id: mikah; table: Table; seat: 0 }

    readonly property int steward: 1 // F1, the Steward (components-campaign.md)

    // The entry just made is titled so, and `holds` says its effect is on the table; undone it
    // is not, redone it is again, and it survives a relaunch.
    function recorded(title, holds) {
        compare(Table.undoTitle, title)
        verify(holds(), "in effect: " + title)
        Table.undo()
        verify(!holds(), "undone: " + title)
        compare(Table.redoTitle, title)
        Table.redo()
        verify(holds(), "redone: " + title)
        compare(TableFixture.relaunch(), "")
        compare(Table.undoTitle, title)
        verify(holds(), "after the relaunch: " + title)
    }

    function play(json) {
        compare(TableFixture.apply({ action: "play", play: json }), "", JSON.stringify(json))
    }

    function tap(view, name) {
        const control = findChild(view, name)
        verify(control, name)
        tryVerify(() => control.visible, 1000, name + " is visible")
        for (let frames = 0; ; ++frames) { // a panel just made comes to rest before the click
            const placed = control.mapToItem(null, 0, 0)
            wait(50)
            const now = control.mapToItem(null, 0, 0)
            if (now.x === placed.x && now.y === placed.y)
                break
            verify(frames < 40, name + " comes to rest")
        }
        mouseClick(control)
    }

    // Act I as the new user's table set it up: the Fates drawn from the real deck and entered
    // as revealed, Ruth with the initiative; the Steward's setup gives Mikah the tile.
    function startActOne() {
        TableFixture.clearTable()
        const draft = createTemporaryObject(draftComponent, testCase)
        draft.playerCount = 3
        for (const [seat, name] of ["Mikah", "Ruth", "Wren"].entries())
            draft.setName(seat, name)
        draft.mode = Game.GameMode.Campaign
        draft.policy = Game.ImperialPolicy.War
        draft.numberDie = 3
        draft.eventSymbol = Game.PlanetSymbol.Hex
        draft.fatesDrawnAtTable = true
        draft.chooseFate(0, steward)
        draft.chooseFate(1, 2)
        draft.chooseFate(2, 3)
        compare(draft.fatesAtTable.map(row => row.chosen), [steward, 2, 3])
        draft.initiative = 1
        compare(draft.problem, "")
        verify(draft.start())
        compare(TableFixture.relaunch(), "")
        verify(mikah.area.firstRegent, "the Steward takes the tile in Act I's setup")
        compare(Table.initiativeName, "Ruth")
        const placement = createTemporaryObject(placementComponent, testCase)
        while (placement.active)
            compare(placement.place(placement.planets[0]), "")
    }

    PlayerAreaView { id: ruth; table: Table; seat: 1 }

    function endAct() {
        const chapters = Table.lastChapter
        for (let chapter = Table.chapter; chapter <= chapters; ++chapter) {
            compare(TableFixture.apply({ action: "endChapter" }), "")
            compare(TableFixture.apply({ action: "scoreChapter", counts: {}, cityBonus: [] }), "")
        }
    }

    // A card gives the player a building on the first planet with room for it.
    function buildSomewhere(player, piece) {
        for (const cluster of [1, 2, 3, 4, 5, 6]) {
            for (const planet of ["arrow", "crescent", "hex"]) {
                if (board.correct({ target: "pieces", player: player, system: TableFixture.system(cluster + "-" + planet),
                                    piece: piece, damaged: false, value: 1 }) === "")
                    return
            }
        }
        fail("no room for a " + piece)
    }

    function test_theStewardCampaign() {
        startActOne()

        // Ruth leads and declares; Populist Demands takes the marker back mid-chapter.
        play({ player: 1, type: "lead", card: { suit: "aggression", number: 3 }, declare: "tyrant" })
        compare(markers.inBox("tyrant").length, 1)
        verify(markers.returnMarker(markers.inBox("tyrant")[0].marker))
        recorded("The 5/3 marker leaves Tyrant: no longer declared",
                 () => markers.inBox("tyrant").length === 0)

        // Council Intrigue flips the Council back In Session after another card flipped it.
        compare(board.correct({ target: "council", value: 1 }), "")
        compare(board.correct({ target: "council", value: 0 }), "")
        recorded("Table: the Imperial Council is In Session again", () => !Table.councilDecided)

        // A card discards a Court card; the refill drawn is a lore card, which Ruth secures.
        const names = board.courtDeck.map(card => card.name)
        compare(names, Array.from(names).sort((a, b) => a.localeCompare(b))) // found by name
        const lore = board.courtDeck.find(card => card.name.endsWith("(lore)")).id
        const leaving = board.courtChoices[1].cardId // [0]: the Imperial Council
        compare(board.removeFromCourt(leaving, Game.CourtExit.Discard, lore), "")
        verify(Table.undoTitle.endsWith(" discarded from the Court; " + lore + " drawn in its place"),
               Table.undoTitle)
        recorded(Table.undoTitle, () => board.courtChoices[1].cardId === lore)
        compare(board.correct({ target: "courtAgents", player: 1, card: lore, value: 1 }), "")
        const drawn = board.courtDeck[0]
        compare(board.secure(lore, drawn.id), "")
        // The list marks a lore card "(lore)"; the title names it as the card does. (The deck
        // is dealt at random: a lore card came first only now and then.)
        const drawnName = drawn.name.endsWith(" (lore)") ? drawn.id : drawn.name
        recorded("Ruth secured " + lore + "; " + drawnName + " drawn in its place",
                 () => ruth.area.lore.includes(lore))

        // Wren's Event card brings the Edicts: Imperial Quorum, in the booklet, resolves in its
        // three parts; at War the First Regent's Demand takes Ruth's Blight Trophy.
        compare(booklet.setInBooklet("Imperial Quorum", true), "")
        compare(board.correct({ target: "campaignTrophies", player: 1, side: "blight", piece: "ship",
                                value: 1 }), "")
        // Ruth has the most starports of the Regents, Wren the most cities.
        buildSomewhere(1, "starport")
        buildSomewhere(2, "city")
        play({ player: 2, type: "event" })
        compare(TableFixture.apply({ action: "endTurn" }), "")
        play({ player: 0, type: "copy" })
        compare(TableFixture.apply({ action: "endTurn" }), "")
        verify(Table.eventUnderWay)
        const view = createTemporaryObject(eventComponent, testCase)
        tap(view, "noSummit")
        tap(view, "eventFace4") // Edict · arrow
        tap(view, "numberFace1")
        tap(view, "enterEventRoll")
        for (let i = 0; i < 10 && !findChild(view, "resolveQuorum"); ++i) {
            tap(view, "resolveStep")
            wait(0) // the Govern panel's Loader comes with the step
        }
        verify(findChild(view, "resolveQuorum"), "Imperial Quorum under way")
        const steps = view.steps
        compare(steps.firstRegentName, "Mikah")
        compare(steps.tributes.map(tribute => tribute.options[0]),
                ["a Blight (a Trophy) from Ruth", "a Favor from Wren (nothing of the Demand)"])
        compare(steps.actorName, "Ruth")
        compare(steps.changerName, "Wren")
        const policy = findChild(view, "quorumPolicy")
        policy.currentIndex = 1
        compare(policy.currentText, "changes to Peace")
        tap(view, "resolveQuorum")
        recorded("Imperial Quorum: Mikah collects a Blight (a Trophy) from Ruth, a Favor from Wren "
                 + "(nothing of the Demand); Ruth takes the Imperial Action: Weapons to Mikah, Ruth, "
                 + "Wren; Wren changes the policy to Peace",
                 () => ruth.area.blightTrophies === 0 && booklet.policy === Game.ImperialPolicy.Peace)
        verify(!Table.eventUnderWay)

        // Act I ends. At the Intermission the table draws its Fates again, and deals the Act II
        // Court itself: the row entered is the row Act II starts with.
        endAct()
        verify(Table.intermissionFollows)
        const intermission = createTemporaryObject(intermissionComponent, testCase)
        intermission.begin()
        for (let step = 0; step < 5; ++step)
            intermission.next()
        intermission.setFatesDrawnAtTable(true)
        for (const row of intermission.fatesAtTable)
            intermission.enterFate(row.seat, row.offers[row.seat].number)
        compare(intermission.problem, "")
        intermission.next()
        compare(intermission.stepTitle, "Act II setup")
        const dealt = intermission.nextCourtCards.find(card => !intermission.nextCourt.includes(card.id))
        intermission.setNextCourtCard(0, dealt.id)
        const row = Array.from(intermission.nextCourt)
        compare(row[0], dealt.id)
        intermission.eventSymbol = Game.PlanetSymbol.Crescent
        verify(intermission.startNextAct(1, 4), intermission.problem)
        compare(TableFixture.relaunch(), "")
        compare(Table.act, 2)
        verify(mikah.area.firstRegent, "the Steward keeps the tile into Act II")
        compare(board.courtChoices.map(card => card.cardId).slice(1), row) // after the Council

        // Act II, before its first card: a card gives Wren a ship, Song of Freedom takes the
        // initiative, a card destroys the ship.
        const holder = ["Mikah", "Ruth", "Wren"].indexOf(Table.initiativeName)
        compare(board.correct({ target: "pieces", player: 2, system: TableFixture.system("2-gate"), piece: "ship",
                                damaged: false, value: 1 }), "")
        const given = Table.cursor
        const taker = holder === 0 ? 1 : 0
        const name = ["Mikah", "Ruth"][taker]
        compare(board.correct({ target: "initiative", player: taker }), "")
        recorded("Table: " + name + " takes the initiative",
                 () => Table.initiativeName === name)
        compare(board.destroyPiece(TableFixture.system("2-gate"), 2, Game.Piece.Ship), "")
        compare(Table.undoTitle, "Mikah destroyed Wren's ship in 2-gate")

        // Three entries back: the ship was never given. Song of Freedom still holds; the ship's
        // destruction does not, and the preview says so before anything is dropped.
        compare(Table.cursor, given + 2)
        const preview = Table.deletePreview(given)
        compare(preview.length, 2)
        compare(preview[0].title, "Table: " + name + " takes the initiative")
        compare(preview[0].problem, "")
        compare(preview[1].title, "Mikah destroyed Wren's ship in 2-gate")
        compare(preview[1].problem, "Wren has no ship in 2-gate.")
        compare(Table.deleteEntry(given), "")
        recorded("History amended at entry " + given,
                 () => Table.cursor === given && Table.initiativeName === name)
    }
}
