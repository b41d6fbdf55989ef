// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// A count of ships: the owner's symbol and the number, filled when fresh; hollow with a "d"
// when damaged (tipped over on the table). A Flagship is a fresh Loyal ship of its own. Drawn
// as the map draws its pills.
PiecePainting {
    property int colour // its owner's, a Game.PlayerColour
    property bool nobodys: false // the campaign's pieces: the Empire's, a Fate token
    property bool blight: false // the Blight's, in its own colour
    required count
    property real size: 14

    shape: PiecePainting.Pill
    mark: Theme.playerSymbol(colour)
    inkColour: blight ? Theme.blight : nobodys ? Theme.textMuted : Theme.playerColour(colour)
    hollowColour: Theme.surface
    markColour: Theme.onPlayerColour
    implicitHeight: size
}
