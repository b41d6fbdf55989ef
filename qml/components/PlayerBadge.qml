// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Arcs.Ui

// A player as shown everywhere: colour swatch with the player's symbol, then the name.
RowLayout {
    id: badge

    required property string name
    required property int colour // a Game.PlayerColour
    property int fontSize: Theme.fontBody

    spacing: Theme.spacing

    Rectangle {
        Layout.preferredWidth: badge.fontSize * 1.6
        Layout.preferredHeight: badge.fontSize * 1.6
        radius: width / 4
        color: Theme.playerColour(badge.colour)
        border.color: Theme.border
        Text {
            anchors.centerIn: parent
            text: Theme.playerSymbol(badge.colour)
            color: Theme.onPlayerColour
            font.pixelSize: badge.fontSize
        }
    }
    Text {
        Layout.fillWidth: true
        text: badge.name
        elide: Text.ElideRight
        color: Theme.text
        font.pixelSize: badge.fontSize
    }
}
