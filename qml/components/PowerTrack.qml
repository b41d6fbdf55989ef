// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// A player's Power as a bar, with the game-end threshold for this player count marked.
Item {
    id: track

    required property int power
    required property int threshold
    required property color colour

    readonly property int maximum: Math.max(threshold + 3, power)

    implicitHeight: 10

    Rectangle {
        anchors.fill: parent
        radius: height / 2
        color: Theme.surfaceRaised
    }
    Rectangle {
        width: parent.width * Math.min(1, track.power / track.maximum)
        height: parent.height
        radius: height / 2
        color: track.colour
    }
    Rectangle {
        x: parent.width * track.threshold / track.maximum - width / 2
        y: -3
        width: 3
        height: parent.height + 6
        color: Theme.text
    }
}
