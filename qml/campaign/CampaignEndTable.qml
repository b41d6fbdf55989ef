// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// The campaign Act by Act: each player's Fate and Power at the end of every Act, and what the
// Intermission after it left them ("20 → 10").
Item { // sized by its parent: the columns share the width it is given
    id: table

    required property CampaignBook book
    readonly property int acts: book.actEnds.length > 0 ? book.actEnds[0].acts.length : 1
    readonly property real nameWidth: 8 * Theme.fontBody
    // The Acts share what the names leave: nothing runs past the view at 1280×720.
    readonly property real actWidth: Math.max(1, (width - nameWidth) / acts)

    implicitHeight: rows.implicitHeight

    Column {
        id: rows
        width: table.width
        spacing: Theme.spacing

        Row {
            leftPadding: table.nameWidth
            Repeater {
                model: table.book.actEnds.length > 0 ? table.book.actEnds[0].acts : []
                Label {
                    required property var modelData
                    width: table.actWidth
                    elide: Text.ElideRight
                    text: qsTr("End of Act %1").arg(modelData.act)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
        Repeater {
            model: table.book.actEnds
            Row {
                id: player
                required property var modelData
                PlayerBadge {
                    width: table.nameWidth
                    clip: true
                    name: player.modelData.name
                    colour: player.modelData.colour
                }
                Repeater {
                    model: player.modelData.acts
                    Label {
                        required property var modelData
                        width: table.actWidth
                        anchors.verticalCenter: parent.verticalCenter
                        elide: Text.ElideRight
                        // the Fate above its Power, so three Acts fit side by side
                        text: modelData.powerAtEnd === modelData.kept
                              ? qsTr("%1\n%2").arg(modelData.fate).arg(modelData.powerAtEnd)
                              : qsTr("%1\n%2 → %3").arg(modelData.fate).arg(modelData.powerAtEnd).arg(modelData.kept)
                        color: Theme.text
                        font.pixelSize: Theme.fontBody
                    }
                }
            }
        }
    }
}
