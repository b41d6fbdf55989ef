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
        const top = map.mapToItem(null, 0, 0).y
        y = top - opener.y
        // Within the window, the rest scrolled to: in 繁體中文 at 1280×720 its last lines ran
        // past the window's bottom (a cold play-test).
        height = Math.min(implicitHeight, T.Overlay.overlay.height - top - Theme.spacing)
    }
    padding: Theme.padding
    background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }
    MoreToSeeScrollView { // the only item: the popup takes its implicit size
        anchors.fill: parent
        implicitWidth: lines.implicitWidth + rightPadding
        implicitHeight: lines.implicitHeight
        Column {
            id: lines
            spacing: Theme.spacing
            // First: the key's words run taller in 繁體中文, and pushed it out of the window (a
            // cold play-test). The wheel and a pinch enlarge the map too, about the pointer.
            Button {
                objectName: "mapZoomButton"
                text: qsTr("⊕ Enlarge map")
                onClicked: {
                    key.map.zoomTo(2, key.map.width / 2, key.map.height / 2)
                    key.close()
                }
            }
            MapLegend {}
        }
    }
}
