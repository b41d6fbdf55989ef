// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// One building slot: empty outline, or a city (square) or starport (circle) in its owner's
// colour with the owner's symbol; a damaged building is hollow and struck through. Drawn as
// the map draws its slots.
PiecePainting {
    required building // a Game.Building (None: an empty slot)
    // A Free building: no owner, the muted ink. Its own property: the painting's `free`
    // notifies with every look change, the ink's too, and the ink read from it looped.
    required property bool freeBuilding
    property int colour // its owner's, a Game.PlayerColour
    required damaged

    shape: PiecePainting.Building
    free: freeBuilding
    mark: Theme.playerSymbol(colour)
    inkColour: freeBuilding ? Theme.textMuted : Theme.playerColour(colour)
    markColour: Theme.onPlayerColour
    emptyColour: Theme.emptySlot
}
