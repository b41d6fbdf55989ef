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
    readonly property var campaignPieces: campaign ? [
        { mark: qsTr("Imp ", "Imperial ships"), count: campaign.imperialShips.fresh, damaged: false },
        { mark: qsTr("Imp ", "Imperial ships"), count: campaign.imperialShips.damaged, damaged: true },
        { mark: qsTr("Blight "), count: campaign.blight.fresh, damaged: false },
        { mark: qsTr("Blight "), count: campaign.blight.damaged, damaged: true }
    ] : []

    spacing: 2

    // Only the pills there are pieces for are made (a system's first frame lays out no others).
    Repeater {
        model: stack.pieces
        Row {
            id: ships
            required property var modelData
            spacing: 1
            Repeater {
                model: [
                    ...(ships.modelData.flagship ? [{ count: 1, damaged: false, flagship: true }] : []),
                    ...(ships.modelData.freshShips > 0
                        ? [{ count: ships.modelData.freshShips, damaged: false, flagship: false }] : []),
                    ...(ships.modelData.damagedShips > 0
                        ? [{ count: ships.modelData.damagedShips, damaged: true, flagship: false }] : [])
                ]
                ShipPill {
                    required property var modelData
                    colour: ships.modelData.colour
                    count: modelData.count
                    damaged: modelData.damaged
                    flagship: modelData.flagship
                    size: stack.pillSize
                }
            }
        }
    }
    // The Empire's ships and the Blight, fresh and damaged apart as a player's ships are.
    Repeater {
        model: stack.campaignPieces.filter(pieces => pieces.count > 0)
        ShipPill {
            required property var modelData
            colour: ""
            mark: modelData.mark
            count: modelData.count
            damaged: modelData.damaged
            size: stack.pillSize
        }
    }
}
