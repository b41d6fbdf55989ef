// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.Ui

// What the map asks for while a move or new ships wait for a tap there, and a way out. Made
// by the table page only then, beside the map.
Rectangle {
    id: box
    objectName: "moveBanner"

    property string text
    signal cancelled()

    implicitHeight: column.implicitHeight + 2 * Theme.padding
    radius: Theme.radius
    color: Theme.surfaceRaised
    border.color: Theme.accent
    border.width: 2

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.padding
        spacing: Theme.spacing
        Label {
            objectName: "moveBannerText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: box.text
            color: Theme.accent
            font.pixelSize: Theme.fontTitle
        }
        Item { Layout.fillHeight: true } // Cancel at the foot, where End turn was
        Button {
            objectName: "cancelMove"
            Layout.fillWidth: true
            text: qsTr("Cancel")
            implicitHeight: Theme.touchTarget
            onClicked: box.cancelled()
        }
    }
}
