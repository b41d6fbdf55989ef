// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
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
        spacing: Theme.spacing

        Label {
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

        // Scrolls when the window is too short for every player (a 1280×720 laptop).
        Flickable {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: playerRows.height
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { id: scrollBar; policy: ScrollBar.AsNeeded }
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
                        width: playerRows.width
                        implicitHeight: rowColumn.implicitHeight
                        height: implicitHeight

                        TapTarget {
                            label: qsTr("%1, %2 Power: their area").arg(row.name).arg(row.power)
                            onActivated: panel.playerTapped(row.seat, row.name, row.colour)
                        }

                        ColumnLayout {
                            id: rowColumn
                            width: parent.width
                            spacing: 2

                            RowLayout {
                                Layout.fillWidth: true
                                PlayerBadge {
                                    Layout.fillWidth: true
                                    name: row.name
                                    colour: row.colour
                                    fontSize: Theme.fontTitle
                                }
                                Repeater { // a campaign's only: a base game makes none
                                    model: row.objective >= 0 ? 1 : 0
                                    ObjectiveMarkerButton {
                                        seat: row.seat
                                        playerName: row.name
                                        fate: row.fate
                                        space: row.objective
                                    }
                                }
                                Label {
                                    objectName: "power_" + row.name
                                    text: row.power
                                    color: Theme.text
                                    font.pixelSize: Theme.fontHuge
                                    font.bold: true
                                }
                            }
                            PowerTrack {
                                Layout.fillWidth: true
                                power: row.power
                                threshold: Table.powerToWin
                                maximum: Table.powerTrackLength
                                objective: row.objective
                                colour: Theme.playerColour(row.colour)
                            }
                            PlayerAreaSummary {
                                objectName: "areaSummary_" + row.name
                                Layout.fillWidth: true
                                area: row.area
                                trailing: qsTr("%n card(s)", "", row.hand) + (row.hasInitiative ? " " + qsTr("⚑") : "")
                                cue: row.isToAct ? qsTr("▶ to play") : ""
                            }
                        }
                    }
                }
            }
        }
    }
}
