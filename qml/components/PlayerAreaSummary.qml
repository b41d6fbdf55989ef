// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.Ui

// A player area at a glance: resource slots (and a short note beside them), then cities left on
// the board, agents in supply, the city bonus, Captives, Trophies, Guild cards and Outrage.
ColumnLayout {
    id: summary

    required property var area // a playerArea
    property string trailing // cards in hand, the initiative
    property string cue // what the player is to do now, emphasised

    spacing: 2

    RowLayout {
        spacing: 3
        Row { // a positioner: its slots are rebuilt on every entry
            spacing: 3
            Repeater {
                model: summary.area.resources
                ResourceSlot {
                    required property var modelData
                    type: modelData.type
                    open: modelData.open
                    size: Theme.fontBody * 1.15
                }
            }
        }
        Flow { // each part whole: the cue goes on the first line, the count below it if short of room
            Layout.fillWidth: true
            Layout.minimumWidth: 0
            layoutDirection: Qt.RightToLeft
            Label {
                visible: text !== ""
                text: summary.cue
                color: Theme.accent
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            Label {
                rightPadding: summary.cue !== "" ? 4 : 0
                text: summary.trailing
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
        }
    }
    Label {
        Layout.fillWidth: true
        elide: Text.ElideRight
        // Cities left on the board and agents always; the rest once there is any.
        text: (summary.area.standing !== "" ? summary.area.standing + " · " : "")
              + qsTr("%1 cities · %2 agents").arg(summary.area.citiesOnBoard).arg(summary.area.agents)
              + (summary.area.cityBonus > 0 ? " · " + qsTr("+%1 bonus").arg(summary.area.cityBonus) : "")
              + (summary.area.captives > 0 ? " · " + qsTr("%1 Captives").arg(summary.area.captives) : "")
              + (summary.area.trophies > 0 ? " · " + qsTr("%1 Trophies").arg(summary.area.trophies) : "")
              + (summary.area.guildCards.length > 0
                 ? " · " + qsTr("Guild %1").arg(summary.area.guildCards.length) : "")
              + (summary.area.outrage.length > 0
                 ? " · " + qsTr("Outrage: %1").arg(summary.area.outrage.map(t => Theme.resourceLetter(t)).join(""))
                 : "")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
}
