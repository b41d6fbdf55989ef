// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// A ComboBox whose arrow grows with the text: Fusion's is a fixed image, a dot beside 4K text
// (a cold play-test). As wide as its widest choice in its font: Fusion's is 120 pixels at any
// text size, and at 4K showed "An ▾" for Ana (a cold play-test). Qt 6.4 measures the widest
// choice once: it is measured again when the text size changes.
ComboBox {
    id: box
    implicitContentWidthPolicy: ComboBox.WidestText
    onFontChanged: {
        implicitContentWidthPolicy = ComboBox.ContentItemImplicitWidth
        implicitContentWidthPolicy = ComboBox.WidestText
    }
    indicator: Text {
        x: box.mirrored ? box.padding : box.width - width - box.padding
        y: box.topPadding + (box.availableHeight - height) / 2
        width: Math.round(Theme.fontBody * 1.25)
        horizontalAlignment: Text.AlignHCenter
        text: "▾"
        color: box.palette.buttonText
        font.pixelSize: Theme.fontBody
    }
}
