// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// A ComboBox whose arrow grows with the text: Fusion's is a fixed image, a dot beside 4K text
// (a cold play-test).
ComboBox {
    id: box
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
