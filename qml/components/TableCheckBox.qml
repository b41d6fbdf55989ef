// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// A check box seen from across the table on either theme: a large box in the text colour,
// filled and ticked when checked (the tick, not the fill alone, says so).
CheckBox {
    id: box

    font.pixelSize: Theme.fontBody
    spacing: Theme.spacing // Fusion's 6 pixels at any size: the words touched the ring at 4K
    padding: Math.round(6 * Theme.scale)
    indicator: Rectangle {
        implicitWidth: Theme.fontBody * 1.4
        implicitHeight: implicitWidth
        x: box.leftPadding
        y: box.topPadding + (box.availableHeight - height) / 2
        radius: Theme.radius / 2
        color: box.checked ? Theme.accent : Theme.surface
        border.color: box.checked ? Theme.accent : Theme.text
        border.width: 2
        Text {
            anchors.centerIn: parent
            visible: box.checked
            text: "✓"
            color: Theme.background
            font.pixelSize: parent.height * 0.8
            font.bold: true
        }
    }
}
