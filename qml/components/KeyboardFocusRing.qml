// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// Where the keyboard is: a ring around the control Tab has reached (the style's own mark is a
// faint line), kept on it as pages scroll. Taps show none; what draws its own ring (TapTarget)
// has no visual focus to show here.
Rectangle {
    id: ring

    required property var focusWindow // its activeFocusItem is followed
    // Drawn there only while shown: an overlay with any child stays visible and sees every press.
    required property Item drawnOn
    readonly property var target: focusWindow ? focusWindow.activeFocusItem : null
    readonly property bool keyboard: target !== null && target.visualFocus === true

    function place() {
        if (!keyboard || !parent)
            return
        const corner = target.mapToItem(parent, 0, 0)
        x = corner.x - 4
        y = corner.y - 4
        width = target.width + 8
        height = target.height + 8
    }

    parent: keyboard ? drawnOn : null
    z: 1000
    color: "transparent"
    border.color: Theme.accent
    border.width: 3
    radius: Theme.radius
    onTargetChanged: place()
    onParentChanged: place()
    Timer { // follows a scroll or a layout change under it
        running: ring.keyboard
        interval: 100
        repeat: true
        onTriggered: ring.place()
    }
}
