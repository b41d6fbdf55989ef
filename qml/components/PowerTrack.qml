// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// A player's Power as a bar, with the game-end threshold for this player count marked — or in a
// campaign, which has none, the player's objective marker on the track.
Item {
    id: track

    required property int power
    required property int threshold
    required property color colour
    property int objective: -1 // none
    // Every player's bar has the same length, so bars compare across the table.
    required property int maximum

    implicitHeight: 10

    Rectangle {
        anchors.fill: parent
        radius: height / 2
        color: Theme.surfaceRaised
    }
    Rectangle {
        width: parent.width * Math.max(0, Math.min(1, track.power / track.maximum))
        height: parent.height
        radius: height / 2
        color: track.colour
    }
    Rectangle {
        visible: track.threshold > 0
        x: parent.width * track.threshold / track.maximum - width / 2
        y: -3
        width: 3
        height: parent.height + 6
        color: Theme.text
    }
    Rectangle { // the objective marker: a ring on its space
        visible: track.objective >= 0
        // kept on the bar at 0 and at the far end
        x: Math.max(0, Math.min(parent.width - width, parent.width * track.objective / track.maximum - width / 2))
        y: (parent.height - height) / 2
        width: parent.height + 6
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.text
        border.width: 2
    }
}
