// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Arcs.Ui

// Every player's ships in one system (fresh and damaged counts), then the campaign's pieces.
Flow {
    id: stack

    required property var pieces   // [{colour, freshShips, damagedShips, ...}]
    required property var campaign // {imperialShips: {fresh, damaged}, blight: {...}, ...}
    property real pillSize: 14

    spacing: 2

    Repeater {
        model: stack.pieces
        Row {
            id: ships
            required property var modelData
            spacing: 1
            ShipPill { // a Flagship: a fresh Loyal ship of its own
                visible: ships.modelData.flagship
                colour: ships.modelData.colour
                count: 1
                label: mark + qsTr("Flag", "a Flagship on the map")
                size: stack.pillSize
            }
            ShipPill {
                visible: ships.modelData.freshShips > 0
                colour: ships.modelData.colour
                count: ships.modelData.freshShips
                size: stack.pillSize
            }
            ShipPill {
                visible: ships.modelData.damagedShips > 0
                colour: ships.modelData.colour
                count: ships.modelData.damagedShips
                damaged: true
                size: stack.pillSize
            }
        }
    }
    ShipPill {
        visible: count > 0
        colour: ""
        mark: qsTr("Imp ", "Imperial ships")
        count: stack.campaign ? stack.campaign.imperialShips.fresh + stack.campaign.imperialShips.damaged : 0
        size: stack.pillSize
    }
    ShipPill {
        visible: count > 0
        colour: ""
        mark: qsTr("Blight ")
        count: stack.campaign ? stack.campaign.blight.fresh + stack.campaign.blight.damaged : 0
        size: stack.pillSize
    }
}
