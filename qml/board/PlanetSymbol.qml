// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App

// The planet ID symbol printed on the map: arrowhead, crescent or hexagon, as the map draws it.
PiecePainting {
    required symbol // a Game.PlanetSymbol
    property color colour: "white"

    shape: PiecePainting.PlanetSymbol
    inkColour: colour
    implicitWidth: 16
    implicitHeight: 16
}
