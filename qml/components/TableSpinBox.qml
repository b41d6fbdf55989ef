// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// A SpinBox whose arrows grow with the text: Fusion's are a fixed 16×10 pixels, 10-pixel
// targets at 4K (a cold play-test).
SpinBox {
    id: box
    font.pixelSize: Theme.fontBody
    // Two digits beside the arrows at any size (at 4K one was squeezed in; cold play-test 74).
    implicitWidth: Math.max(Math.round(80 * Theme.scale),
                            implicitContentWidth + leftPadding + rightPadding)
    component Arrow: Rectangle {
        required property SpinBox spin
        required property bool pressed
        required property string glyph
        x: spin.mirrored ? 1 : spin.width - width - 1
        height: spin.height / 2 - 1
        implicitWidth: Math.round(16 * Theme.scale)
        implicitHeight: Math.round(10 * Theme.scale)
        radius: 2
        color: pressed ? Theme.surfaceRaised : "transparent"
        Text {
            anchors.centerIn: parent
            text: parent.glyph
            color: parent.spin.palette.buttonText
            opacity: parent.enabled ? 1 : 0.5
            font.pixelSize: Math.round(11 * Theme.scale)
        }
    }
    up.indicator: Arrow {
        spin: box
        y: 1
        pressed: box.up.pressed
        glyph: "▴"
        enabled: box.value < box.to
    }
    down.indicator: Arrow {
        spin: box
        y: box.height / 2
        pressed: box.down.pressed
        glyph: "▾"
        enabled: box.value > box.from
    }
}
