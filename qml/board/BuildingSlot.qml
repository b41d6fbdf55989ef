// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// One building slot: empty outline, or a city (square) or starport (circle) in its owner's
// colour with the owner's symbol; a damaged building is hollow and struck through.
Item {
    id: slot

    required property string kind   // "city", "starport" or "" (empty)
    required property string colour // player colour, "free" or ""
    required property bool damaged

    readonly property color ownerColour: colour === "free" ? Theme.textMuted
                                                            : Theme.playerColour(colour)

    Rectangle {
        anchors.fill: parent
        radius: slot.kind === "starport" ? width / 2 : 2
        color: slot.kind === "" || slot.damaged ? "transparent" : slot.ownerColour
        border.color: slot.kind === "" ? Theme.text : slot.ownerColour
        border.width: slot.kind === "" ? 1.5 : Math.max(2, slot.width * 0.14)
    }
    Rectangle { // the strike of a damaged building
        visible: slot.kind !== "" && slot.damaged
        anchors.centerIn: parent
        width: parent.width * 1.2
        height: Math.max(2, slot.height * 0.14)
        rotation: -45
        color: slot.ownerColour
    }
    Text { // the owner's symbol on a fresh building (none, not laid out, on an empty slot)
        anchors.centerIn: parent
        text: slot.kind === "" || slot.damaged ? ""
              : slot.colour === "free" ? qsTr("F", "Free building") : Theme.playerSymbol(slot.colour)
        color: Theme.dark ? Theme.background : Theme.surface
        font.pixelSize: slot.height * 0.6
    }
}
