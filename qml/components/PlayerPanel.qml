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

    signal playerTapped(int seat, string name, int colour)

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

        // Four rows fit a 1280×720 window, a campaign's with smaller names and Power numbers;
        // scrolls when the window is shorter still, or the text larger (Settings).
        Flickable {
            id: rowsView
            objectName: "playerRowsView"
            readonly property bool compact: {
                let full = -playerRows.spacing
                for (let i = 0; i < rowRepeater.count; ++i)
                    full += ((rowRepeater.itemAt(i) as PlayerRow)?.fullHeight ?? 0) + playerRows.spacing
                return full > height
            }
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
                    id: rowRepeater
                    model: Table.players
                    delegate: PlayerRow {
                        id: playerRow
                        width: playerRows.width
                        compact: rowsView.compact
                        onTapped: panel.playerTapped(playerRow.seat, playerRow.name, playerRow.colour)
                    }
                }
            }
        }
    }
}
