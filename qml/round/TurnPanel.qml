// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The turn under way: whose it is, the card, the actions left, the Prelude, and End turn. The
// actions themselves are tapped on the map, the Court and the player areas, or typed. A column
// beside the map, above the entry line's end: the map keeps the page's height.
Pane {
    id: panel

    readonly property alias turn: turnEntry
    readonly property bool eliminated: turnEntry.eliminationGates.length > 0
    // Elimination: the map lights the gates for the new ships; a tap ends the turn.
    signal placeShipsRequested(var gates, string text)

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surfaceRaised
        radius: Theme.radius
        border.color: turnEntry.lastOfRound ? Theme.accent : Theme.border
    }

    TurnEntry { id: turnEntry; table: Table }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2

        Text {
            objectName: "turnPlayer"
            Layout.fillWidth: true
            text: turnEntry.active
                  ? qsTr("%1 %2's turn").arg(Theme.playerSymbol(turnEntry.playerColour)).arg(turnEntry.playerName)
                  : qsTr("A turn begins with its card")
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Text {
            objectName: "actionsLeft"
            Layout.fillWidth: true
            visible: text !== ""
            text: turnEntry.leftText
            color: turnEntry.actionsLeft > 0 ? Theme.accent : Theme.textMuted
            font.pixelSize: Theme.fontBody // in a narrow column: the ambitions above keep room
            font.bold: true
            wrapMode: Text.WordWrap
        }
        // The Prelude and what ending the turn brings, or a refusal; not the card again (the
        // header shows it, and the line above what is left): during a turn the ambitions above
        // stay in sight (three cold play-tests found Empath below the fold).
        Text {
            objectName: "turnDetail"
            readonly property bool refused: turnEntry.refusal !== ""
            Layout.fillWidth: true
            visible: text !== ""
            readonly property string elimination: panel.eliminated
                ? qsTr("%1 has no ships or starports on the map: %2 fresh ships go in a gate as the turn ends")
                  .arg(turnEntry.playerName).arg(turnEntry.eliminationShips) : ""
            text: refused ? turnEntry.refusal
                          : elimination !== "" ? elimination
                          : turnEntry.preludeText
                            + (turnEntry.preludeText !== "" && turnEntry.endText !== "" ? " · " : "")
                            + turnEntry.endText
            color: refused ? Theme.danger : Theme.textMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        Item { Layout.fillHeight: true } // the buttons at the foot, above the entry line's end
        GridLayout { // side by side where they fit, End turn last
            Layout.fillWidth: true
            columns: extraButton.implicitWidth + endButton.implicitWidth + columnSpacing <= width ? 2 : 1
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacing / 2
            EntryButton {
                id: extraButton
                objectName: "extraActionButton"
                Layout.fillWidth: true
                enabled: turnEntry.active && turnEntry.countsActions
                text: qsTr("+1 action") // what gave it is in the tooltip: side by side with End turn at 1280×720
                T.ToolTip.text: qsTr("A Guild card, lore or leader gave an action: of any kind")
                // Not while its menu is open above it: the two were drawn one over the other.
                T.ToolTip.visible: hovered && !(extraMenu.object?.visible ?? false)
                onClicked: { // above the button: at the pointer it covered End turn
                    const menu = extraMenu.make() as ExtraActionMenu
                    if (menu.namesCards)
                        menu.popup(extraButton, 0, -menu.implicitHeight)
                    else
                        turnEntry.addExtraAction("")
                }
                MadeOnDemand {
                    id: extraMenu
                    source: Qt.resolvedUrl("ExtraActionMenu.qml")
                    parentObject: panel
                    properties: ({ seat: turnEntry.seat })
                    onMade: menu => {
                        menu.seat = Qt.binding(() => turnEntry.seat)
                        menu.chosen.connect(card => turnEntry.addExtraAction(card))
                    }
                }
            }
            EntryButton {
                id: endButton
                objectName: "endTurnButton"
                Layout.fillWidth: true
                text: panel.eliminated ? qsTr("Place %1 ships, end turn").arg(turnEntry.eliminationShips)
                                       : qsTr("End turn")
                checked: turnEntry.lastOfRound // the round (or chapter) ends with it
                enabled: turnEntry.active
                onClicked: {
                    if (panel.eliminated)
                        panel.placeShipsRequested(turnEntry.eliminationGates,
                                                  qsTr("Tap a marked gate (⇩) for %1's %2 fresh ships: the turn then ends")
                                                  .arg(turnEntry.playerName).arg(turnEntry.eliminationShips))
                    else
                        turnEntry.endTurn()
                }
            }
        }
    }
}
