// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// Where the game stands: Act, chapter and round — or setup, a chapter's end, the game's end.
Text {
    // Between chapters no round is under way.
    text: (Table.act > 0 ? qsTr("Act %1 · ").arg(Table.actNumeral) : "")
          + (Table.phase === Table.Placement ? qsTr("Setup: starting pieces")
             : Table.phase === Table.ChapterEnd ? qsTr("End of chapter %1").arg(Table.chapter)
             : Table.phase === Table.GameOver ? (Table.lastAct ? qsTr("Campaign over") : Table.act > 0 ? qsTr("Over") : qsTr("Game over"))
             // The event closes the round before: the page said Round 3 beside "Event · end
             // of round 2" (a cold play-test).
             : Table.eventUnderWay ? qsTr("Chapter %1 · Round %2 · Event").arg(Table.chapter).arg(Table.eventRound)
             : qsTr("Chapter %1 · Round %2").arg(Table.chapter).arg(Table.round))
    color: Theme.text
    font.pixelSize: Theme.fontTitle
    font.bold: true
}
