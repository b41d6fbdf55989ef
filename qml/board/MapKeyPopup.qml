// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// The map's key, over the map's bottom right: made the first time it is asked for (BoardMap).
Popup {
    required property Item map

    objectName: "mapKey"
    focus: true // Escape closes it

    // Placed once as it opens: bound to its own size, a squeezed map made Qt 6.4 re-lay the
    // popup forever (a polish() loop that froze the window).
    onAboutToShow: {
        x = Math.max(0, map.width - implicitWidth)
        y = Math.max(0, map.height - implicitHeight - Theme.touchTarget)
    }
    padding: Theme.padding
    background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }
    MapLegend {}
}
