// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The turn under way: whose it is, the card, the actions left, the Prelude, and End turn. The
// actions themselves are tapped on the map, the Court and the player areas, or typed.
Pane {
    id: panel

    readonly property alias turn: turnEntry

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surfaceRaised
        radius: Theme.radius
        border.color: turnEntry.lastOfRound ? Theme.accent : Theme.border
    }

    TurnEntry { id: turnEntry; table: Table }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.padding
        Label {
            objectName: "turnPlayer"
            text: turnEntry.active
                  ? qsTr("%1 %2's turn").arg(Theme.playerSymbol(turnEntry.playerColour)).arg(turnEntry.playerName)
                  : qsTr("A turn begins with its card")
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
        Label {
            text: turnEntry.cardText
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
        }
        Label { // what is left, or why the last tap here was refused
            objectName: "actionsLeft"
            readonly property bool refused: turnEntry.refusal !== ""
            Layout.fillWidth: true
            text: refused ? turnEntry.refusal : turnEntry.leftText
            color: refused ? Theme.danger : turnEntry.actionsLeft > 0 ? Theme.accent : Theme.textMuted
            font.pixelSize: refused ? Theme.fontBody : Theme.fontTitle
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Label {
            text: turnEntry.preludeText
            color: Theme.textMuted
        }
        EntryButton {
            objectName: "extraActionButton"
            enabled: turnEntry.active && turnEntry.countsActions
            text: qsTr("+1 action (card)")
            ToolTip.text: qsTr("A Guild card, lore or leader gave an action: of any kind")
            ToolTip.visible: hovered
            onClicked: extraMenu.popup(this)
            ExtraActionMenu {
                id: extraMenu
                seat: turnEntry.seat
                onChosen: card => turnEntry.addExtraAction(card)
            }
        }
        Button {
            objectName: "endTurnButton"
            text: turnEntry.endText !== "" ? qsTr("End turn · %1").arg(turnEntry.endText) : qsTr("End turn")
            highlighted: turnEntry.lastOfRound
            enabled: turnEntry.active
            focusPolicy: Qt.NoFocus
            implicitHeight: Theme.touchTarget
            font.pixelSize: Theme.fontBody
            onClicked: turnEntry.endTurn()
        }
    }
}
