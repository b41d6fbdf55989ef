// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import Arcs.Ui

// The map's key, beside the map: made the first time it is asked for (BoardMap).
Popup {
    id: key
    required property BoardMap map

    objectName: "mapKey"
    focus: true // Escape closes it
    // Its parent is the button that opens it, whose second tap closes it: closed on the press,
    // the click opened it again.
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutsideParent

    // Placed once as it opens: bound to its own size, a squeezed map made Qt 6.4 re-lay the
    // popup forever (a polish() loop that froze the window).
    // At the window's right, over the Court: the map stays in sight to compare (over the map's
    // middle it hid the marks it explains).
    onAboutToShow: {
        const opener = parent.mapToItem(null, 0, 0)
        x = Math.max(0, T.Overlay.overlay.width - implicitWidth - Theme.padding) - opener.x
        y = map.mapToItem(null, 0, 0).y - opener.y
    }
    padding: Theme.padding
    background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }
    contentItem: Column {
        spacing: Theme.spacing
        MapLegend {}
        Button { // the wheel and a pinch enlarge it too, about the pointer
            objectName: "mapZoomButton"
            text: qsTr("⊕ Enlarge map")
            onClicked: {
                key.map.zoomTo(2, key.map.width / 2, key.map.height / 2)
                key.close()
            }
        }
    }
}
