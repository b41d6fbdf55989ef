// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Chapter, round and initiative at a glance, and the cards played so far this round.
RowLayout {
    id: status

    signal campaignLogRequested()

    spacing: Theme.padding

    Label {
        objectName: "roundTitle"
        // Between chapters no round is under way.
        text: (Table.act > 0 ? qsTr("Act %1 · ").arg(Table.actNumeral) : "")
              + (Table.phase === Table.Placement ? qsTr("Setup: starting pieces")
                 : Table.phase === Table.ChapterEnd ? qsTr("End of chapter %1").arg(Table.chapter)
                 : Table.phase === Table.GameOver ? (Table.act === 3 ? qsTr("Campaign over") : Table.act > 0 ? qsTr("Over") : qsTr("Game over"))
                 : qsTr("Chapter %1 · Round %2").arg(Table.chapter).arg(Table.round))
        color: Theme.text
        font.pixelSize: Theme.fontTitle
        font.bold: true
    }
    Label {
        objectName: "initiativeFlag"
        text: qsTr("⚑ Initiative: %1 %2").arg(Theme.playerSymbol(Table.initiativeColour)).arg(Table.initiativeName)
              + (Table.seizedByName !== "" ? qsTr(" → seized by %1").arg(Table.seizedByName) : "")
        color: Theme.accent
        font.pixelSize: Theme.fontTitle
    }
    // One line, however many cards: the newest in view, the earlier ones scrolled away (a
    // wrapping row grew the header and pushed the panels below over the turn bar).
    ListView {
        id: plays
        objectName: "roundPlays"
        Layout.fillWidth: true
        Layout.preferredHeight: Theme.fontSmall * 1.5 + 8
        orientation: ListView.Horizontal
        spacing: Theme.spacing
        clip: true
        interactive: contentWidth > width
        model: Table.roundPlays
        onCountChanged: positionViewAtEnd()
        onWidthChanged: positionViewAtEnd()
        delegate: Label {
            required property string modelData
            text: modelData
            padding: 4
            leftPadding: 8
            rightPadding: 8
            color: Theme.text
            font.pixelSize: Theme.fontSmall
            background: Rectangle { color: Theme.surfaceRaised; radius: Theme.radius }
        }
    }
    Button {
        objectName: "campaignLogButton"
        visible: Table.act > 0
        text: qsTr("Campaign log…")
        implicitHeight: Theme.touchTarget
        onClicked: status.campaignLogRequested()
    }
}
