// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// An ambition marker: its first / second place Power.
Rectangle {
    id: chip

    required property string modelData
    property real fontSize: Theme.fontSmall

    implicitWidth: power.implicitWidth + 16
    implicitHeight: power.implicitHeight + 8
    radius: height / 2
    color: Theme.accent

    Text {
        id: power
        anchors.centerIn: parent
        text: chip.modelData
        color: Theme.background
        font.pixelSize: chip.fontSize
        font.bold: true
    }
}
