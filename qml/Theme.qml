// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick
import Arcs.App

// Colours, spacing and type sizes for both themes. Views never use colour literals.
QtObject {
    id: theme

    readonly property bool dark: AppSettings.darkTheme
    property real scale: 1.0

    readonly property color background: dark ? "#0d1321" : "#f4f1ea"
    readonly property color surface: dark ? "#151d2e" : "#ffffff"
    readonly property color surfaceRaised: dark ? "#1e2840" : "#e9e4d8"
    readonly property color border: dark ? "#34405c" : "#c9c1ae"
    readonly property color text: dark ? "#e8ecf4" : "#1d2330"
    readonly property color textMuted: dark ? "#9aa6bf" : "#545c6c"
    readonly property color accent: dark ? "#f2b84b" : "#93580a"
    readonly property color danger: dark ? "#ff8a80" : "#b1261e"
    // Where a tap can go (move destinations, gates for new ships): a hue no player colour has.
    readonly property color target: dark ? "#6ff08a" : "#19742a"
    readonly property color space: dark ? "#0a0f1a" : "#dfe6ef"
    readonly property color clusterFill: dark ? "#16213a" : "#c9d6e6"
    readonly property color clusterOutOfPlay: dark ? "#10141d" : "#e3e1dc"
    readonly property color lane: dark ? "#586b97" : "#677899"
    // An empty building slot's outline: not the white player's near-white, whose city it
    // looked like (a cold play-test).
    readonly property color emptySlot: dark ? textMuted : text
    // A mark on a player's colour (ship pills, buildings, badges).
    readonly property color onPlayerColour: dark ? background : surface
    // A campaign's Blight: green, apart from the Imperial ships' grey and every player's colour
    // (the two greys were told apart by their glyphs only; a cold play-test).
    readonly property color blight: dark ? "#9ccc3c" : "#267d00"

    readonly property int spacing: Math.round(8 * scale)
    readonly property int padding: Math.round(12 * scale)
    readonly property int radius: Math.round(6 * scale)
    readonly property int touchTarget: Math.round(44 * scale)
    readonly property int fontSmall: Math.round(14 * scale)
    readonly property int fontBody: Math.round(16 * scale)
    readonly property int fontTitle: Math.round(22 * scale)
    readonly property int fontHuge: Math.round(30 * scale)
    // A greyed control's reason, shown where the pointer rests this long: one that came up at
    // once after a sheet closed covered the Court card under the pointer (a play-test).
    readonly property int tipDelay: 600
    // The colours and symbols for items drawn in C++ (the map, the players' rows): the theme's
    // own colours keyed by name; the players' and the resources' in lists indexed by
    // Game.PlayerColour and Game.ResourceType (tst_contrast holds the order).
    readonly property var paintColours: ({
        background: theme.background, surface: theme.surface,
        surfaceRaised: theme.surfaceRaised, text: theme.text, textMuted: theme.textMuted,
        emptySlot: theme.emptySlot,
        border: theme.border, accent: theme.accent, target: theme.target, lane: theme.lane,
        clusterFill: theme.clusterFill,
        clusterOutOfPlay: theme.clusterOutOfPlay, onPlayerColour: theme.onPlayerColour,
        blight: theme.blight
    })
    readonly property list<color> paintPlayerColours: [
        playerColour(Game.PlayerColour.Red), playerColour(Game.PlayerColour.Blue),
        playerColour(Game.PlayerColour.Yellow), playerColour(Game.PlayerColour.White)
    ]
    readonly property list<string> paintPlayerSymbols: [
        playerSymbol(Game.PlayerColour.Red), playerSymbol(Game.PlayerColour.Blue),
        playerSymbol(Game.PlayerColour.Yellow), playerSymbol(Game.PlayerColour.White)
    ]
    // Every resource type, in the engine's order (Game.ResourceType each).
    readonly property var resourceTypes: [
        Game.ResourceType.Material, Game.ResourceType.Fuel, Game.ResourceType.Weapon,
        Game.ResourceType.Relic, Game.ResourceType.Psionic
    ]
    readonly property list<color> paintResourceColours: [
        resourceColour(Game.ResourceType.Material), resourceColour(Game.ResourceType.Fuel),
        resourceColour(Game.ResourceType.Weapon), resourceColour(Game.ResourceType.Relic),
        resourceColour(Game.ResourceType.Psionic)
    ]
    readonly property list<string> paintResourceLetters: [
        resourceLetter(Game.ResourceType.Material), resourceLetter(Game.ResourceType.Fuel),
        resourceLetter(Game.ResourceType.Weapon), resourceLetter(Game.ResourceType.Relic),
        resourceLetter(Game.ResourceType.Psionic)
    ]

    // Player colours stay distinct on both themes; each also has a symbol so colour never
    // carries meaning alone. Every pairing the views use meets WCAG AA (tst_contrast.qml).
    function playerColour(colour: int): color {
        switch (colour) {
        case Game.PlayerColour.Red: return dark ? "#ff6b57" : "#d0402a"
        case Game.PlayerColour.Blue: return dark ? "#5aa9ff" : "#1f6fd1"
        case Game.PlayerColour.Yellow: return dark ? "#ffd23f" : "#946f00"
        case Game.PlayerColour.White: return dark ? "#f5f5f5" : "#6f6f6f"
        }
        return text
    }
    function playerSymbol(colour: int): string {
        switch (colour) {
        case Game.PlayerColour.Red: return "▲"
        case Game.PlayerColour.Blue: return "◆"
        case Game.PlayerColour.Yellow: return "●"
        case Game.PlayerColour.White: return "■"
        }
        return "?"
    }
    function playerColourName(colour: int): string {
        switch (colour) {
        case Game.PlayerColour.Red: return qsTr("Red")
        case Game.PlayerColour.Blue: return qsTr("Blue")
        case Game.PlayerColour.Yellow: return qsTr("Yellow")
        case Game.PlayerColour.White: return qsTr("White")
        }
        return ""
    }

    function resourceColour(type: int): color {
        switch (type) {
        case Game.ResourceType.Material: return dark ? "#b59a7a" : "#856948"
        case Game.ResourceType.Fuel: return dark ? "#f39c4a" : "#aa560d"
        case Game.ResourceType.Weapon: return dark ? "#e0616a" : "#b3323d"
        case Game.ResourceType.Relic: return dark ? "#4cc3b5" : "#1b7b70"
        case Game.ResourceType.Psionic: return dark ? "#c37ddb" : "#8c46a6"
        }
        return textMuted
    }
    // Battle dice keep their printed colours (red, blue, orange) in both themes, dark enough
    // for their faces' text.
    function dieColour(die: int): color {
        switch (die) {
        case Game.BattleDie.Assault: return "#b3323d"
        case Game.BattleDie.Skirmish: return "#1d69c6"
        case Game.BattleDie.Raid: return "#a6540d"
        }
        return textMuted
    }
    function resourceLetter(type: int): string {
        switch (type) {
        case Game.ResourceType.Material: return qsTr("M", "Material")
        case Game.ResourceType.Fuel: return qsTr("F", "Fuel")
        case Game.ResourceType.Weapon: return qsTr("W", "Weapon")
        case Game.ResourceType.Relic: return qsTr("R", "Relic")
        case Game.ResourceType.Psionic: return qsTr("P", "Psionic")
        }
        return "?"
    }
    // Resources counted by type (a PlayerAreaValue's trust, indexed by Game.ResourceType), in
    // letters: "F R2".
    function resourceCounts(counts: var): string {
        return resourceTypes.filter(type => (counts[type] ?? 0) > 0)
                            .map(type => resourceLetter(type) + (counts[type] > 1 ? counts[type] : ""))
                            .join(" ")
    }
    // What a player's area holds beyond its resources, each part whole (the table page's row
    // joins them with " · ", the table view gives each its own place): Imperial standing, the
    // Trust on the First Regent's tile (its resources count for their ambitions), cities on the
    // board and agents always, the rest once there is any.
    function areaParts(area: var): list<string> {
        const favors = area.rivals.reduce((sum, rival) => sum + rival.favors, 0)
        const trust = resourceCounts(area.trust)
        return [area.standing,
                trust !== "" ? qsTr("Trust %1").arg(trust) : "",
                qsTr("%n cities", "", area.citiesOnBoard),
                qsTr("%n agents", "", area.agents),
                area.cityBonus > 0 ? qsTr("+%1 bonus").arg(area.cityBonus) : "",
                favors > 0 ? qsTr("%n Favors", "", favors) : "",
                area.captives > 0 ? qsTr("%n Captives", "", area.captives) : "",
                area.trophies > 0 ? qsTr("%n Trophies", "", area.trophies) : "",
                area.guildCards.length > 0 ? qsTr("Guild %1").arg(area.guildCards.length) : "",
                area.flagshipAt !== "" ? qsTr("Flagship in %1").arg(area.flagshipAt) : "",
                area.outrage.length > 0
                    ? qsTr("Outrage: %1").arg(area.outrage.map(type => resourceLetter(type)).join(""))
                    : ""].filter(part => part !== "")
    }
    // The resources in a player's area, in letters ("M2 F"), as the Trust's are.
    function resourcesHeld(area: var): string {
        const counts = resourceTypes.map(() => 0)
        for (const slot of area.resources)
            if (slot.held)
                ++counts[slot.type]
        return resourceCounts(counts)
    }
    // The planet ID symbols and the Imperial policies, in the engine's order (Words names them).
    readonly property var planetSymbols: [
        Game.PlanetSymbol.Arrow, Game.PlanetSymbol.Crescent, Game.PlanetSymbol.Hex
    ]
    readonly property var imperialPolicies: [
        Game.ImperialPolicy.War, Game.ImperialPolicy.Peace, Game.ImperialPolicy.Escalation
    ]
}
