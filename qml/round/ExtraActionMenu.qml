// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App

// Which card gave the extra action: one of the player's Guild cards or lore, or left unnamed.
// Asked only where the player has a card to name: a menu of one line read as a tooltip, and
// the action was never added (a cold play-test).
Menu {
    id: menu

    required property int seat
    property real widest: 0 // the whole of the longest name: a Menu's own width elided them
    readonly property bool namesCards: areaView.area.guildCards.length + areaView.area.lore.length > 0
    signal chosen(string card)

    width: Math.max(implicitWidth, widest + leftPadding + rightPadding)

    component Choice: MenuItem {
        onImplicitWidthChanged: menu.widest = Math.max(menu.widest, implicitWidth)
    }

    PlayerAreaView {
        id: areaView
        table: Table
        seat: menu.seat
    }

    Choice {
        text: qsTr("Which card gave the action?")
        enabled: false
    }
    Choice {
        objectName: "extraUnnamed"
        text: qsTr("From a card (not named)")
        onTriggered: menu.chosen("")
    }
    Repeater {
        model: areaView.area.guildCards
        Choice {
            required property var modelData
            text: modelData.name
            onTriggered: menu.chosen(modelData.id)
        }
    }
    Repeater {
        model: areaView.area.lore
        Choice {
            required property string modelData
            text: modelData
            onTriggered: menu.chosen(modelData)
        }
    }
}
