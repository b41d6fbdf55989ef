// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// One building slot: empty outline, or a city (square) or starport (circle) in its owner's
// colour with the owner's symbol; a damaged building is hollow and struck through. Drawn as
// the map draws its slots.
PiecePainting {
    required kind // "city", "starport" or "" (empty)
    required free // a Free building: no owner, the muted ink
    property string colour: "" // its owner's, a player's colour
    required damaged

    shape: PiecePainting.Building
    mark: Theme.playerSymbol(colour)
    inkColour: free ? Theme.textMuted : Theme.playerColour(colour)
    markColour: Theme.onPlayerColour
    emptyColour: Theme.emptySlot
}
