// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// For tables that did not enter their rounds: put the markers declared at the table into their
// boxes, highest first, as the physical markers were taken. A Flow: the buttons wrap on a narrow
// window instead of widening the whole screen past it.
Flow {

    AmbitionMarkers {
        id: markers
        table: Table
    }

    visible: markers.nextMarker !== ""
    spacing: Theme.spacing

    Label {
        height: Theme.touchTarget
        verticalAlignment: Text.AlignVCenter
        text: qsTr("Add a declaration (next marker %1):").arg(markers.nextMarker)
        color: Theme.textMuted
    }
    Repeater {
        model: Table.ambitions
        Button {
            required property string id
            required property string title
            objectName: "record_" + id
            text: "+ " + title
            implicitHeight: Theme.touchTarget
            onClicked: markers.declare(id)
        }
    }
}
