// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// Holds `target` at its place in the window while what stands above it grows or shrinks (a line
// added by the entry just made, a button shown): the flickable scrolls by as much. A stepper
// tapped twice is tapped twice, never the row that moved under the finger.
Item {
    id: keeper

    required property Flickable flickable // scrolls `target`; its parent may move too
    required property Item target
    required property bool active

    property real seenAt: NaN // the target's place in the window, as last seen

    function sceneTop(): real {
        return target.mapToItem(null, 0, 0).y
    }
    function hold() {
        if (!active)
            return
        const moved = sceneTop() - seenAt
        if (!isNaN(moved) && moved !== 0)
            flickable.contentY = Math.max(0, flickable.contentY + moved)
        seenAt = sceneTop()
    }

    onActiveChanged: seenAt = active ? sceneTop() : NaN
    Connections {
        target: keeper.target
        function onYChanged() { keeper.hold() }
    }
    Connections {
        target: keeper.flickable.parent
        function onYChanged() { keeper.hold() }
    }
    Connections { // scrolled by hand (or by hold): the new place is the one to keep
        target: keeper.flickable
        function onContentYChanged() {
            if (keeper.active)
                keeper.seenAt = keeper.sceneTop()
        }
    }
}
