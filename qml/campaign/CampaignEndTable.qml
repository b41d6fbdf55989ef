// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The campaign Act by Act: each player's Fate and Power at the end of every Act, and what the
// Intermission after it left them ("20 → 10").
ColumnLayout {
    id: table

    required property CampaignBook book
    readonly property real nameWidth: 9 * Theme.fontBody
    readonly property real actWidth: 14 * Theme.fontBody

    spacing: Theme.spacing

    Row {
        leftPadding: table.nameWidth
        Repeater {
            model: table.book.actEnds.length > 0 ? table.book.actEnds[0].acts : []
            Label {
                required property var modelData
                width: table.actWidth
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
                    text: modelData.power === modelData.kept
                          ? qsTr("%1 · %2").arg(modelData.fate).arg(modelData.power)
                          : qsTr("%1 · %2 → %3").arg(modelData.fate).arg(modelData.power).arg(modelData.kept)
                    color: Theme.text
                    font.pixelSize: Theme.fontBody
                }
            }
        }
    }
}
