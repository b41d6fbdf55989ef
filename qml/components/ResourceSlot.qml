// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// One resource slot: its resource (colour and letter), empty, or still covered by a city; the
// raid cost in keys underneath when asked for.
Rectangle {
    id: slot

    required property bool held
    required property int type // a Game.ResourceType, where held
    required property bool open
    property int raidCost: 0
    property bool showCost: false
    property real size: 20

    implicitWidth: size
    implicitHeight: size + (showCost ? size * 0.6 : 0)
    color: "transparent"

    PiecePainting { // as a player's row draws it (PiecePen)
        width: slot.size
        height: slot.size
        shape: PiecePainting.ResourceSlot
        mark: slot.held ? Theme.resourceLetter(slot.type) : slot.open ? "" : "·"
        inkColour: slot.held ? Theme.resourceColour(slot.type)
                             : slot.open ? "transparent" : Theme.surfaceRaised
        emptyColour: slot.open ? Theme.text : Theme.border
        markColour: slot.held ? Theme.background : Theme.textMuted
    }
    Text { // no text where costs are not asked for: fitting it is the slot's dearest part
        visible: slot.showCost
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        width: slot.size * 1.15 // no wider than the slot and half the gap to the next
        horizontalAlignment: Text.AlignHCenter
        text: !slot.showCost ? "" : slot.raidCost === 1 ? qsTr("1 key") : qsTr("%1 keys").arg(slot.raidCost)
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall // one the page has already
        fontSizeMode: Text.HorizontalFit // a longer word (3 把鑰匙) gets smaller, not over the next
        minimumPixelSize: 9
    }
}
