// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The table view's top: where the game stands, the initiative, and this round's plays so far.
ColumnLayout {
    id: header

    required property int fontBody
    required property int fontTitle
    readonly property var plays: Table.roundPlays // a JavaScript array, joined below

    spacing: fontBody / 4

    RowLayout {
        spacing: header.fontBody
        RoundTitle {
            objectName: "tableScreenRound"
            font.pixelSize: header.fontTitle
        }
        InitiativeFlag {
            objectName: "tableScreenInitiative"
            visible: Table.phase === Table.Playing || Table.phase === Table.ChapterEnd
            pixelSize: header.fontTitle
        }
    }
    Label {
        objectName: "tableScreenPlays"
        Layout.fillWidth: true
        visible: Table.phase === Table.Playing && text !== ""
        text: header.plays.join("  ·  ")
        wrapMode: Text.WordWrap
        maximumLineCount: 2 // the Reach keeps its room however the round goes
        elide: Text.ElideRight
        color: Theme.textMuted
        font.pixelSize: header.fontBody
    }
}
