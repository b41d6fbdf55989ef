// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The table page's column beside the map, above the entry line's end: the ambitions, and under
// them the turn under way (before an Act's first card, the Fate setup notice in their place),
// with the move's banner over the turn while the map waits for a tap.
Item {
    id: column

    required property BoardMap map
    readonly property TurnEntry turn: turnPanel.turn

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        AmbitionPanel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Before an Act's first card, nobody holds one: the Fate setup notice has it.
            visible: !fateSetupNotice.active
        }
        FateSetupSlot {
            id: fateSetupNotice
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
        TurnPanel {
            id: turnPanel
            Layout.fillWidth: true
            // There while playing, but for an event's screen and the Fate setup notice.
            visible: Table.phase === Table.Playing && !Table.eventUnderWay
                     && !fateSetupNotice.active
            onPlaceShipsRequested: (gates, text) => column.map.placeShips(gates, text)
        }
    }
    // What the map asks for while a move or new ships wait for a tap there, and a way out: over
    // the turn panel, not on the map, where it covered the targets lit below; the whole of the
    // panel, whose line it cut in half where the panel was the taller (a cold play-test).
    Loader {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: Math.max(item?.implicitHeight ?? 0, turnPanel.visible ? turnPanel.height : 0)
        active: column.map.choosing // made for a move: the first frame waits for none of it
        source: "../board/MoveBanner.qml"
        onLoaded: {
            const banner = item as MoveBanner
            banner.text = Qt.binding(() => column.map.bannerText)
            banner.cancelled.connect(column.map.cancelMove)
        }
    }
}
