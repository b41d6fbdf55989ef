// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.Ui

// What the map asks for while a move or new ships wait for a tap there, and a way out. Made
// by BoardMap only then.
Rectangle {
    id: box
    objectName: "moveBanner"

    property string text
    signal cancelled()

    implicitWidth: row.implicitWidth + 2 * Theme.padding
    implicitHeight: row.height + Theme.spacing
    radius: Theme.radius
    color: Theme.surfaceRaised
    border.color: Theme.accent

    RowLayout {
        id: row
        anchors.centerIn: parent
        width: Math.min(implicitWidth, box.width - 2 * Theme.padding)
        Label {
            objectName: "moveBannerText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: box.text
            color: Theme.text
        }
        Button {
            objectName: "cancelMove"
            text: qsTr("Cancel")
            implicitHeight: Theme.touchTarget * 0.8
            onClicked: box.cancelled()
        }
    }
}
