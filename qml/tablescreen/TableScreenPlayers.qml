// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Each player's Power on its track, cards in hand, the initiative and who is to play, what their
// area holds (resources, Favors, Guild cards…), and in a campaign their Fate (chosen and shown at
// the table) with its objective marker.
Item {
    id: players

    required property int fontSmall
    required property int fontBody
    required property int fontTitle
    required property int gap

    // a positioner: Qt 6.4's layouts can crash when a Repeater replaces their items
    Column {
        id: content
        objectName: "tableScreenPlayersContent"
        width: players.width
        // Whole, if smaller, where four players' areas are more than the window's height: a part
        // cut off at the bottom would be missed from across the room.
        transformOrigin: Item.TopLeft
        scale: Math.min(1, players.height / Math.max(1, implicitHeight))
        spacing: players.gap

        Label {
            width: players.width
            wrapMode: Text.WordWrap
            text: Table.intermissionFollows ? qsTr("Power as Act %1 ended").arg(Table.actNumeral)
                  : Table.act > 0 ? qsTr("Power · Act %1 of %2 chapters").arg(Table.actNumeral).arg(Table.lastChapter)
                  : qsTr("Power · game ends at %1").arg(Table.powerToWin)
            color: Theme.textMuted
            font.pixelSize: players.fontSmall
            font.capitalization: Font.AllUppercase
        }
        Repeater {
            model: Table.publicPlayers
            delegate: Column {
                id: row
                required property string name
                required property int colour
                required property bool hasInitiative
                required property bool isToAct
                required property bool takingTurn
                required property int power
                required property int hand
                required property string fate
                required property int objective
                required property var area // PlayerAreaValue
                width: players.width
                spacing: players.gap / 3

                RowLayout {
                    width: parent.width
                    PlayerBadge {
                        Layout.fillWidth: true
                        name: row.name
                        colour: row.colour
                        fontSize: players.fontTitle
                    }
                    Label {
                        objectName: "tableScreenPower_" + row.name
                        text: row.power
                        color: Theme.text
                        font.pixelSize: players.fontTitle * 1.3
                        font.bold: true
                    }
                }
                PowerTrack {
                    width: parent.width
                    height: players.fontSmall * 0.7
                    power: row.power
                    threshold: Table.powerToWin
                    maximum: Table.powerTrackLength
                    objective: row.objective
                    colour: Theme.playerColour(row.colour)
                }
                Flow { // each part whole on a line (a Chinese line would break inside 5 張牌)
                    id: line
                    readonly property var parts: [row.fate, Theme.resourcesHeld(row.area),
                        row.objective >= 0 ? qsTr("◎ %1").arg(row.objective) : "",
                        qsTr("%n card(s)", "", row.hand),
                        row.hasInitiative ? qsTr("⚑ initiative") : "",
                        row.takingTurn ? qsTr("taking a turn") : row.isToAct ? qsTr("▶ to play") : ""]
                        .concat(Theme.areaParts(row.area))
                    width: parent.width
                    Repeater {
                        model: line.parts.filter(part => part !== "")
                        Label {
                            required property string modelData
                            // A long Fate name is cut, not spilled; a pixel to spare, or a fraction
                            // lost to rounding cut "⚑ initiative" short (a play-test).
                            width: Math.min(Math.ceil(implicitWidth) + 1, line.width)
                            height: Math.ceil(font.pixelSize * 1.45) // one line's height, Latin or Chinese
                            verticalAlignment: Text.AlignVCenter
                            elide: Text.ElideRight
                            rightPadding: font.pixelSize * 0.8 // apart without a separator left hanging
                            text: modelData
                            color: row.isToAct ? Theme.accent : Theme.textMuted
                            font.pixelSize: players.fontSmall
                            font.bold: row.isToAct
                        }
                    }
                }
            }
        }
    }
}
