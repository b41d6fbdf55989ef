// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui

// WCAG AA in both themes for every pairing of colours the views draw: text at least 4.5:1
// against what it sits on; marks the game's meaning rests on (pieces, planets, lanes, targets)
// at least 3:1 against the map.
TestCase {
    id: testCase
    name: "Contrast"

    function luminance(colour) { // "#rrggbb", as a colour or a function's result prints
        const hex = String(colour)
        verify(/^#[0-9a-f]{6}$/.test(hex), hex)
        const channel = at => parseInt(hex.substr(at, 2), 16) / 255
        const linear = value => value <= 0.03928 ? value / 12.92
                                                 : Math.pow((value + 0.055) / 1.055, 2.4)
        return 0.2126 * linear(channel(1)) + 0.7152 * linear(channel(3)) + 0.0722 * linear(channel(5))
    }
    function ratio(a, b) {
        const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x)
        return (lighter + 0.05) / (darker + 0.05)
    }
    // How far apart two colours are, in RGB (0 to √3).
    function distance(first, second) {
        const a = Qt.lighter(first, 1), b = Qt.lighter(second, 1) // colours, from a list's too
        return Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b)
    }
    function expectContrast(name, foreground, background, least) {
        const measured = ratio(foreground, background)
        verify(measured >= least, "%1: %2 on %3 is %4:1, below %5:1 (%6 theme)"
               .arg(name).arg(foreground).arg(background).arg(measured.toFixed(2)).arg(least)
               .arg(Theme.dark ? "dark" : "light"))
    }

    readonly property var players: [["red", Game.PlayerColour.Red], ["blue", Game.PlayerColour.Blue],
                                    ["yellow", Game.PlayerColour.Yellow],
                                    ["white", Game.PlayerColour.White]]
    readonly property var resources: [["material", Game.ResourceType.Material],
                                      ["fuel", Game.ResourceType.Fuel],
                                      ["weapon", Game.ResourceType.Weapon],
                                      ["relic", Game.ResourceType.Relic],
                                      ["psionic", Game.ResourceType.Psionic]]

    function checkTheme() {
        const surfaces = [Theme.background, Theme.surface, Theme.surfaceRaised]
        const map = [Theme.clusterFill, Theme.space, Theme.background, Theme.surface]
        for (const surface of surfaces) {
            for (const [name, text] of [["text", Theme.text], ["muted text", Theme.textMuted],
                                        ["accent", Theme.accent], ["danger", Theme.danger]])
                expectContrast(name, text, surface, 4.5)
        }
        expectContrast("cluster label", Theme.textMuted, Theme.clusterFill, 4.5)
        expectContrast("chip or checked button", Theme.background, Theme.accent, 4.5)
        const onColour = Theme.onPlayerColour // ship pills, badges
        for (const [name, player] of players) {
            expectContrast(name + " ship count", onColour, Theme.playerColour(player), 4.5)
            for (const ground of map)
                expectContrast(name + " piece", Theme.playerColour(player), ground, 3)
        }
        // A campaign's Imperial ships and Blight, told apart by more than their glyphs (the two
        // were one grey; a cold play-test), the Blight from every player's colour too.
        for (const [name, fill] of [["Imperial", Theme.textMuted], ["Blight", Theme.blight]]) {
            expectContrast(name + " count", onColour, fill, 4.5)
            for (const ground of map)
                expectContrast(name + " piece", fill, ground, 3)
        }
        verify(distance(Theme.blight, Theme.textMuted) > 0.3, "Blight like the Imperial ships")
        for (const [player, colour] of players)
            verify(distance(Theme.blight, Theme.playerColour(colour)) > 0.3, "Blight like " + player)
        for (const [name, resource] of resources) {
            expectContrast(name + " letter", Theme.background, Theme.resourceColour(resource), 4.5)
            expectContrast(name + " planet", Theme.resourceColour(resource), Theme.clusterFill, 3)
        }
        // An empty slot is told from a white player's building by more than its outline
        // (the two were one near-white; a cold play-test).
        expectContrast("empty slot beside a white building", Theme.emptySlot,
                       Theme.playerColour(Game.PlayerColour.White), 2)
        for (const ground of map) {
            expectContrast("empty slot", Theme.emptySlot, ground, 3)
            expectContrast("lane", Theme.lane, ground, 3)
            expectContrast("target", Theme.target, ground, 3)
        }
        const dieText = Theme.dark ? Theme.text : Theme.surface
        for (const [name, die] of [["assault", Game.BattleDie.Assault],
                                   ["skirmish", Game.BattleDie.Skirmish], ["raid", Game.BattleDie.Raid]])
            expectContrast(name + " die face", dieText, Theme.dieColour(die), 4.5)
    }

    // The map and the players' rows are painted in C++ from lists indexed by Game.PlayerColour
    // and Game.ResourceType: each entry is that colour's or resource's own, in both themes.
    function test_paintedPlayerColoursFollowTheEnum() {
        const wasDark = AppSettings.darkTheme
        for (const dark of [true, false]) {
            AppSettings.darkTheme = dark
            compare(Theme.paintPlayerColours.length, players.length)
            for (const [name, player] of players) {
                compare(Theme.paintPlayerColours[player], Theme.playerColour(player), name)
                compare(Theme.paintPlayerSymbols[player], Theme.playerSymbol(player), name)
            }
            compare(Theme.paintResourceColours.length, resources.length)
            compare(Theme.resourceTypes.length, resources.length)
            for (const [name, resource] of resources) {
                compare(Theme.resourceTypes[resource], resource, name)
                compare(Theme.paintResourceColours[resource], Theme.resourceColour(resource), name)
                compare(Theme.paintResourceLetters[resource], Theme.resourceLetter(resource), name)
            }
        }
        compare(Theme.playerSymbol(Game.PlayerColour.White), "■")
        compare(Theme.playerColourName(Game.PlayerColour.Yellow), "Yellow")
        compare(Theme.resourceLetter(Game.ResourceType.Psionic), "P")
        // The names are the engine's words, as entry titles have them.
        compare(Words.resources[Game.ResourceType.Weapon], "Weapon")
        compare(Words.policies[Game.ImperialPolicy.Peace], "Peace")
        compare(Words.planetSymbols[Game.PlanetSymbol.Crescent], "Crescent") // as a label starts
        compare(Words.resources.length, 5)
        compare(Words.policies.length, 3)
        compare(Words.planetSymbols, ["Arrow", "Crescent", "Hex"])
        compare(Theme.resourceCounts([0, 1, 0, 2, 0]), "F R2")
        AppSettings.darkTheme = wasDark
    }

    Component {
        id: fuelComponent
        Text { text: Words.resources[Game.ResourceType.Fuel] }
    }

    // A view bound to the game's words follows a change of language: the Map key stayed in
    // English after Settings chose 繁體中文 (cold play-test 69).
    function test_theGameWordsFollowTheLanguage() {
        const fuel = createTemporaryObject(fuelComponent, testCase)
        compare(fuel.text, "Fuel")
        AppSettings.language = AppSettings.TraditionalChinese
        verify(fuel.text !== "Fuel" && fuel.text !== "", fuel.text)
        compare(fuel.text, Words.resources[Game.ResourceType.Fuel])
        AppSettings.language = AppSettings.English
        compare(fuel.text, "Fuel")
    }

    function test_bothThemesMeetWcagAA() {
        const wasDark = AppSettings.darkTheme
        AppSettings.darkTheme = true
        checkTheme()
        AppSettings.darkTheme = false
        checkTheme()
        AppSettings.darkTheme = wasDark
    }
}
