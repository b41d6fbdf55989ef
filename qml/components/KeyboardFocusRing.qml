// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// Where the keyboard is: a ring around the control Tab has reached (the style's own mark is a
// faint line), kept on it as pages scroll. Taps show none.
Rectangle {
    id: ring

    required property var focusWindow // its activeFocusItem is followed
    // Drawn there only while shown: an overlay with any child stays visible and sees every press.
    required property Item drawnOn
    readonly property var target: focusWindow ? focusWindow.activeFocusItem : null
    readonly property bool keyboard: target !== null && target.visualFocus === true
    property bool inSight: true // within the view of the list that clips it, if any

    function place() {
        if (!keyboard || !parent)
            return
        const corner = target.mapToItem(parent, 0, 0)
        x = corner.x - 4
        y = corner.y - 4
        width = target.width + 8
        height = target.height + 8
        // Hidden (a step done), or scrolled out of its list's view even in part, the control has
        // no ring: a ring round a sliver stood over what covers the rest (the Event screen's
        // foot), and one round No Summit stayed after it went.
        let clipper = target.parent
        while (clipper && !clipper.clip)
            clipper = clipper.parent
        const view = clipper ? clipper.mapToItem(parent, 0, 0) : corner
        inSight = target.visible && (!clipper || (corner.x >= view.x - 1 && corner.x + target.width <= view.x + clipper.width + 1
                               && corner.y >= view.y - 1 && corner.y + target.height <= view.y + clipper.height + 1))
    }

    parent: keyboard ? drawnOn : null
    visible: inSight
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
