// SPDX-License-Identifier: GPL-3.0-or-later
// A floor for start-up (tests/benchmarks/startup.sh): the text of arcs-companion's first frame
// on the demo game at 1366x768 (179 texts, their sizes and weights, taken from the app's window
// on 2026-12-03), as plain labels in the bare window, with no map, no controls and no layout.
// What this costs beside the bare window is what any page showing that text costs.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ApplicationWindow {
    width: 1366
    height: 768
    visible: true
    header: ToolBar { RowLayout { Label { text: "Bare window" } Button { text: "Undo" } } }
    Flow {
        anchors.fill: parent
        spacing: 4
        Label { text: "nobody has any yet"; font.pixelSize: 14 }
        Label { text: "Cluster 3 out of play"; font.pixelSize: 14 }
        Label { text: "▲"; font.pixelSize: 7 }
        Label { text: "+ agent"; font.pixelSize: 16 }
        Label { text: "●"; font.pixelSize: 10 }
        Label { text: "●"; font.pixelSize: 7 }
        Label { text: "●"; font.pixelSize: 10 }
        Label { text: "Choose the next card or type it: m1 surpasses, ad1 pivots; s seize, x copy. For Wren's turn: move 4 1-arrow 1-gate, end."; font.pixelSize: 14 }
        Label { text: "5"; font.pixelSize: 14 }
        Label { text: "+ agent"; font.pixelSize: 16 }
        Label { text: "Agg"; font.pixelSize: 16 }
        Label { text: "◆"; font.pixelSize: 10 }
        Label { text: "Wren influenced Farseers"; font.pixelSize: 14 }
        Label { text: "Wren led Mobilization 6, declaring Empath"; font.pixelSize: 14 }
        Label { text: "6"; font.pixelSize: 14; font.bold: true }
        Label { text: "7"; font.pixelSize: 16 }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "M"; font.pixelSize: 15; font.bold: true }
        Label { text: "1"; font.pixelSize: 16 }
        Label { text: "M"; font.pixelSize: 10; font.bold: true }
        Label { text: "Tyrant"; font.pixelSize: 16; font.bold: true }
        Label { text: "▲2d"; font.pixelSize: 14; font.bold: true }
        Label { text: "taking a turn"; font.pixelSize: 14; font.bold: true }
        Label { text: "Sworn Guardians"; font.pixelSize: 16; font.bold: true }
        Label { text: ""; font.pixelSize: 10; font.bold: true }
        Label { text: "◆"; font.pixelSize: 10 }
        Label { text: ""; font.pixelSize: 10; font.bold: true }
        Label { text: "◆"; font.pixelSize: 7 }
        Label { text: "Con"; font.pixelSize: 16 }
        Label { text: "Redo ↷"; font.pixelSize: 16 }
        Label { text: "M"; font.pixelSize: 15; font.bold: true }
        Label { text: "Map key"; font.pixelSize: 16 }
        Label { text: "0"; font.pixelSize: 30; font.bold: true }
        Label { text: "+ agent"; font.pixelSize: 16 }
        Label { text: "R"; font.pixelSize: 15; font.bold: true }
        Label { text: "■ Wren's turn"; font.pixelSize: 22; font.bold: true }
        Label { text: "P"; font.pixelSize: 10; font.bold: true }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "1 left: move or influence"; font.pixelSize: 22 }
        Label { text: "●2"; font.pixelSize: 14; font.bold: true }
        Label { text: "M"; font.pixelSize: 10; font.bold: true }
        Label { text: "W"; font.pixelSize: 15; font.bold: true }
        Label { text: "Copy"; font.pixelSize: 16 }
        Label { text: "Material Cartel"; font.pixelSize: 16; font.bold: true }
        Label { text: "History"; font.pixelSize: 16 }
        Label { text: "5/3"; font.pixelSize: 14; font.bold: true }
        Label { text: "Games"; font.pixelSize: 16 }
        Label { text: "Empath"; font.pixelSize: 16; font.bold: true }
        Label { text: "W"; font.pixelSize: 15; font.bold: true }
        Label { text: "Ruth, Yuki, Wren tie on 1"; font.pixelSize: 14 }
        Label { text: "Ambitions"; font.pixelSize: 14 }
        Label { text: "■"; font.pixelSize: 10 }
        Label { text: "▲3"; font.pixelSize: 14; font.bold: true }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "4"; font.pixelSize: 14 }
        Label { text: "Battle && Dice"; font.pixelSize: 16 }
        Label { text: "Mikah"; font.pixelSize: 22 }
        Label { text: "Play ⏎"; font.pixelSize: 16 }
        Label { text: "▲"; font.pixelSize: 7 }
        Label { text: "▲3"; font.pixelSize: 14; font.bold: true }
        Label { text: ""; font.pixelSize: 16 }
        Label { text: "2"; font.pixelSize: 16 }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "P"; font.pixelSize: 10; font.bold: true }
        Label { text: "Adm"; font.pixelSize: 16 }
        Label { text: "●"; font.pixelSize: 7 }
        Label { text: "P"; font.pixelSize: 15; font.bold: true }
        Label { text: "Tycoon"; font.pixelSize: 16 }
        Label { text: "P"; font.pixelSize: 15; font.bold: true }
        Label { text: "0"; font.pixelSize: 30; font.bold: true }
        Label { text: "4 cities · 9 agents"; font.pixelSize: 14 }
        Label { text: "F"; font.pixelSize: 15; font.bold: true }
        Label { text: "Mikah, Ruth tie on 1"; font.pixelSize: 14 }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "End chapter…"; font.pixelSize: 16 }
        Label { text: "Court · deck 27"; font.pixelSize: 14 }
        Label { text: "■3"; font.pixelSize: 14; font.bold: true }
        Label { text: "■1"; font.pixelSize: 14; font.bold: true }
        Label { text: "■"; font.pixelSize: 7 }
        Label { text: "Populist Demands (Vox)"; font.pixelSize: 16; font.bold: true }
        Label { text: "W"; font.pixelSize: 15; font.bold: true }
        Label { text: "Secure"; font.pixelSize: 16 }
        Label { text: "3"; font.pixelSize: 16 }
        Label { text: "6"; font.pixelSize: 14 }
        Label { text: "Ruth"; font.pixelSize: 22 }
        Label { text: ""; font.pixelSize: 16 }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "F"; font.pixelSize: 15; font.bold: true }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "Farseers"; font.pixelSize: 16; font.bold: true }
        Label { text: "Seize"; font.pixelSize: 16 }
        Label { text: "3/2"; font.pixelSize: 14; font.bold: true }
        Label { text: "+ agent"; font.pixelSize: 16 }
        Label { text: "nobody has any yet"; font.pixelSize: 14 }
        Label { text: "Table"; font.pixelSize: 16 }
        Label { text: "4 cities · 10 agents"; font.pixelSize: 14 }
        Label { text: "■2"; font.pixelSize: 14; font.bold: true }
        Label { text: "New game…"; font.pixelSize: 16 }
        Label { text: "5 cards in hand"; font.pixelSize: 16 }
        Label { text: ""; font.pixelSize: 10; font.bold: true }
        Label { text: "▲"; font.pixelSize: 10 }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "3"; font.pixelSize: 14; font.bold: true }
        Label { text: "Yuki"; font.pixelSize: 22 }
        Label { text: "●"; font.pixelSize: 22 }
        Label { text: "+1 action"; font.pixelSize: 16 }
        Label { text: "F"; font.pixelSize: 15; font.bold: true }
        Label { text: "W"; font.pixelSize: 10; font.bold: true }
        Label { text: "2"; font.pixelSize: 14 }
        Label { text: "Keeper"; font.pixelSize: 16 }
        Label { text: "Warlord"; font.pixelSize: 16 }
        Label { text: "◆3"; font.pixelSize: 14; font.bold: true }
        Label { text: "4"; font.pixelSize: 14; font.bold: true }
        Label { text: "0"; font.pixelSize: 30; font.bold: true }
        Label { text: "Secure"; font.pixelSize: 16 }
        Label { text: "Settings"; font.pixelSize: 16 }
        Label { text: "3"; font.pixelSize: 14 }
        Label { text: "R"; font.pixelSize: 15; font.bold: true }
        Label { text: "End turn"; font.pixelSize: 16 }
        Label { text: "Available markers"; font.pixelSize: 14 }
        Label { text: "R"; font.pixelSize: 15; font.bold: true }
        Label { text: "●3"; font.pixelSize: 14; font.bold: true }
        Label { text: "M"; font.pixelSize: 10; font.bold: true }
        Label { text: "▲"; font.pixelSize: 10 }
        Label { text: "◆2"; font.pixelSize: 14; font.bold: true }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "M"; font.pixelSize: 15; font.bold: true }
        Label { text: "4 cities · 10 agents"; font.pixelSize: 14 }
        Label { text: "◆"; font.pixelSize: 10 }
        Label { text: "Arcs Companion"; font.pixelSize: 22; font.bold: true }
        Label { text: "●"; font.pixelSize: 10 }
        Label { text: "■"; font.pixelSize: 22 }
        Label { text: "1"; font.pixelSize: 14; font.bold: true }
        Label { text: "Power · game ends at 27"; font.pixelSize: 14 }
        Label { text: "W"; font.pixelSize: 15; font.bold: true }
        Label { text: "Mikah leads with 1, by 1"; font.pixelSize: 14 }
        Label { text: "M"; font.pixelSize: 15; font.bold: true }
        Label { text: "5"; font.pixelSize: 16 }
        Label { text: "Chapter 1 · Round 2"; font.pixelSize: 22; font.bold: true }
        Label { text: "Secure"; font.pixelSize: 16 }
        Label { text: "3 cards ⚑"; font.pixelSize: 14 }
        Label { text: "●3"; font.pixelSize: 14; font.bold: true }
        Label { text: "Mob"; font.pixelSize: 16 }
        Label { text: "R"; font.pixelSize: 10; font.bold: true }
        Label { text: "⚑ Initiative: ■ Wren"; font.pixelSize: 22 }
        Label { text: "▶ ◆ Mikah: surpass, copy or pivot"; font.pixelSize: 22; font.bold: true }
        Label { text: "Table view…"; font.pixelSize: 16 }
        Label { text: "F"; font.pixelSize: 15; font.bold: true }
        Label { text: "M"; font.pixelSize: 10; font.bold: true }
        Label { text: "Lead Mobilization 6: 2 pips"; font.pixelSize: 14 }
        Label { text: "5 cards"; font.pixelSize: 14 }
        Label { text: "◆3"; font.pixelSize: 14; font.bold: true }
        Label { text: "End chapter 1 now?"; font.bold: true }
        Label { text: "◆"; font.pixelSize: 22 }
        Label { text: "4"; font.pixelSize: 16 }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "2"; font.pixelSize: 14; font.bold: true }
        Label { text: "2/0"; font.pixelSize: 14; font.bold: true }
        Label { text: "■4"; font.pixelSize: 14; font.bold: true }
        Label { text: "6"; font.pixelSize: 16 }
        Label { text: "P"; font.pixelSize: 10; font.bold: true }
        Label { text: ""; font.pixelSize: 10; font.bold: true }
        Label { text: "Wren"; font.pixelSize: 22 }
        Label { text: "↶ Undo"; font.pixelSize: 16 }
        Label { text: "5 cards"; font.pixelSize: 14 }
        Label { text: "P"; font.pixelSize: 15; font.bold: true }
        Label { text: "W"; font.pixelSize: 10; font.bold: true }
        Label { text: "◆"; font.pixelSize: 7 }
        Label { text: "■"; font.pixelSize: 10 }
        Label { text: "5 cards"; font.pixelSize: 14 }
        Label { text: "■"; font.pixelSize: 7 }
        Label { text: "5"; font.pixelSize: 14; font.bold: true }
        Label { text: "Secure"; font.pixelSize: 16 }
        Label { text: "▲"; font.pixelSize: 22 }
        Label { text: "·"; font.pixelSize: 10; font.bold: true }
        Label { text: "0"; font.pixelSize: 30; font.bold: true }
        Label { text: "4 cities · 10 agents"; font.pixelSize: 14 }
        Label { text: "R"; font.pixelSize: 10; font.bold: true }
    }
}
