// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Arcs.App

// Which card gave the extra action: one of the player's Guild cards or lore, or left unnamed.
Menu {
    id: menu

    required property int seat
    signal chosen(string card)

    PlayerAreaView {
        id: areaView
        table: Table
        seat: menu.seat
    }

    MenuItem {
        objectName: "extraUnnamed"
        text: qsTr("From a card (not named)")
        onTriggered: menu.chosen("")
    }
    Repeater {
        model: areaView.area.guildCards
        MenuItem {
            required property var modelData
            text: modelData.name
            onTriggered: menu.chosen(modelData.id)
        }
    }
    Repeater {
        model: areaView.area.lore
        MenuItem {
            required property string modelData
            text: modelData
            onTriggered: menu.chosen(modelData)
        }
    }
}
