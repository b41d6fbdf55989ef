// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// Whether a greyed button's reason is held back: after a tap on it, or once it came under a
// resting pointer (made there, or moved there by an entry), until the pointer leaves it. Panels
// and sheets make their buttons again after each entry, and a reason shown then covered the
// sheet's heading or the next Court card's name (cold play-tests).
QtObject {
    required property bool hovered
    property bool movedUnder: false // set while an entry moves the button's row
    property bool held: false
    readonly property double madeAt: Date.now()

    onHoveredChanged: held = hovered && (held || movedUnder || Date.now() - madeAt < Theme.tipDelay)
    function tapped() { held = true }
}
