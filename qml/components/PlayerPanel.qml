// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Each player's Power (against the game-end threshold), cards in hand, who holds the
// initiative or is to act (in words as well as marks), and their area at a glance. Tap a
// player for their whole area.
Pane {
    id: panel

    signal playerTapped(int seat, string name, string colour)

    padding: Theme.padding
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2 // four players' rows fit at 1280×720

        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            // the Intermission's steps change Power on its screen; this is the Act's table
            text: Table.intermissionFollows ? qsTr("Power as Act %1 ended").arg(Table.actNumeral)
                  : Table.act > 0 ? qsTr("Power · Act %1 of %2 chapters").arg(Table.actNumeral).arg(Table.lastChapter)
                  : qsTr("Power · game ends at %1").arg(Table.powerToWin)
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
        }

        // Four rows fit a 1280×720 window; scrolls when the window is shorter still, or the text
        // larger (Settings).
        Flickable {
            objectName: "playerRowsView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: playerRows.height
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: MoreToSeeScrollBar { id: scrollBar }
            Column { // a positioner: Qt 6.4's layouts can crash when a Repeater replaces their items
                id: playerRows
                width: parent.width - (scrollBar.visible ? scrollBar.width : 0) // beside the bar
                spacing: Theme.spacing / 2
                Repeater {
                    model: Table.players
                    delegate: Item {
                        id: row
                        required property string name
                        required property string colour
                        required property bool hasInitiative
                        required property bool isToAct
                        required property int power
                        required property int hand
                        required property int seat
                        required property var area
                        required property string fate
                        required property int objective
                        readonly property string trailing: qsTr("%n card(s)", "", row.hand) + (row.hasInitiative ? " " + qsTr("⚑") : "")
                        readonly property string cue: row.isToAct ? qsTr("▶ to play") : ""
                        // Cities left on the board and agents always; the rest once there is any.
                        readonly property string standing: (row.area.standing !== "" ? row.area.standing + " · " : "")
                            + qsTr("%n cities", "", row.area.citiesOnBoard) + " · " + qsTr("%n agents", "", row.area.agents)
                            + (row.area.cityBonus > 0 ? " · " + qsTr("+%1 bonus").arg(row.area.cityBonus) : "")
                            + (row.area.captives > 0 ? " · " + qsTr("%n Captives", "", row.area.captives) : "")
                            + (row.area.trophies > 0 ? " · " + qsTr("%n Trophies", "", row.area.trophies) : "")
                            + (row.area.guildCards.length > 0
                               ? " · " + qsTr("Guild %1").arg(row.area.guildCards.length) : "")
                            + (row.area.outrage.length > 0
                               ? " · " + qsTr("Outrage: %1").arg(row.area.outrage.map(t => Theme.resourceLetter(t)).join(""))
                               : "")
                        width: playerRows.width
                        implicitHeight: painting.implicitHeight
                        height: implicitHeight

                        PlayerRowPainting {
                            id: painting
                            objectName: "playerRow_" + row.name
                            anchors.fill: parent
                            name: row.name
                            colour: row.colour
                            power: row.power
                            threshold: Table.powerToWin
                            maximum: Table.powerTrackLength
                            objective: row.objective
                            resources: row.area.resources
                            trailing: row.trailing
                            cue: row.cue
                            standing: row.standing
                            nameInset: objectiveMarker.count > 0 ? objectiveMarker.itemAt(0).implicitWidth : 0
                            fontSmall: Theme.fontSmall
                            fontBody: Theme.fontBody
                            fontTitle: Theme.fontTitle
                            fontHuge: Theme.fontHuge
                            spacing: Theme.spacing
                            colours: Theme.paintColours
                            symbols: Theme.paintSymbols
                        }
                        TapTarget { // what the row shows, read out, and the player's whole area
                            label: qsTr("%1, %2 Power").arg(row.name).arg(row.power)
                                   + (row.cue !== "" ? ", " + row.cue : "") + ", " + row.trailing + ", "
                                   + row.standing + qsTr(": their area")
                            onActivated: panel.playerTapped(row.seat, row.name, row.colour)
                        }
                        Repeater { // a campaign's only: a base game makes none
                            id: objectiveMarker
                            model: row.objective >= 0 ? 1 : 0
                            ObjectiveMarkerButton {
                                // Placed from the row, not its parent: a marker made or taken
                                // down with the row has none for a moment.
                                x: row.width - width - painting.powerWidth - Theme.spacing
                                y: (painting.headHeight - height) / 2
                                seat: row.seat
                                playerName: row.name
                                fate: row.fate
                                space: row.objective
                            }
                        }
                    }
                }
            }
        }
    }
}
