// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The table page's column beside the map, above the entry line's end: the ambitions, and under
// them the turn under way (a notice in their place until the table is done with it: the Fate
// setup before an Act's first card, what a game recorded earlier leaves to the table),
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
            // A notice has its place until the table is done with it.
            visible: !fateSetupNotice.active && !leftToTheTableNotice.active
        }
        NoticeSlot { // before an Act's first card, once the placement loop is done
            id: fateSetupNotice
            Layout.fillWidth: true
            Layout.fillHeight: true
            key: "fateSetup/" + Table.actKey
            noticeName: "fateSetupNotice"
            title: qsTr("Fate setup: each player sets up from the Setup side of their "
                        + "objective card, then flips it to its Objective side.")
            lines: Table.fateSetups
            wanted: Table.phase === Table.Playing
        }
        NoticeSlot { // a game recorded by an earlier version of the app
            id: leftToTheTableNotice
            Layout.fillWidth: true
            Layout.fillHeight: true
            key: "leftToTheTable/" + Table.actKey
            noticeName: "leftToTheTableNotice"
            title: qsTr("Recorded by an earlier version: the table checks these itself.")
            lines: Table.leftToTheTable
            actionText: Table.empireLawsUnchecked ? qsTr("Check the Empire's laws from now on") : ""
            onActed: problem = Table.followEmpireLaws()
            wanted: Table.phase === Table.Playing && !fateSetupNotice.active
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
