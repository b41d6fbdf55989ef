// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// A radio button seen from across the table on either theme: a large ring in the text colour,
// with a dot when chosen.
RadioButton {
    id: radio

    font.pixelSize: Theme.fontBody
    spacing: Theme.spacing // Fusion's 6 pixels at any size: the words touched the ring at 4K
    padding: Math.round(6 * Theme.scale)
    indicator: Rectangle {
        implicitWidth: Theme.fontBody * 1.4
        implicitHeight: implicitWidth
        x: radio.leftPadding
        y: radio.topPadding + (radio.availableHeight - height) / 2
        radius: width / 2
        color: Theme.surface
        border.color: radio.checked ? Theme.accent : Theme.text
        border.width: 2
        Rectangle {
            anchors.centerIn: parent
            visible: radio.checked
            width: parent.width * 0.5
            height: width
            radius: width / 2
            color: Theme.accent
        }
    }
}
