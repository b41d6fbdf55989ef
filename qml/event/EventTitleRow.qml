// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The Event screen's title, pinned above the steps (they scroll as they go), the way to the
// map, and who is ready on their phone for the next step.
ColumnLayout {
    id: row

    signal mapRequested()

    RowLayout {
        Layout.fillWidth: true
        Label {
            objectName: "eventTitle"
            Layout.fillWidth: true
            text: qsTr("Event · end of round %1").arg(Table.eventRound)
            color: Theme.accent
            font.pixelSize: Theme.fontHuge
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Button {
            objectName: "showMap"
            text: qsTr("Show the map")
            implicitHeight: Theme.touchTarget
            onClicked: row.mapRequested()
        }
    }
    PhonesReady { Layout.fillWidth: true }
}
