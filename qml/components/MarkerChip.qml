// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// An ambition marker: its first / second place Power.
Label {
    required property string modelData

    text: modelData
    padding: 4
    leftPadding: 8
    rightPadding: 8
    color: Theme.background
    font.pixelSize: Theme.fontSmall
    font.bold: true
    background: Rectangle { color: Theme.accent; radius: height / 2 }
}
