// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// A sheet closed gives the keys back to the control that had them before it opened (Qt leaves
// them on the window's content, and the next Tab starts again at the top bar).
QtObject {
    id: focusReturn

    required property var focusWindow // its activeFocusItem is followed
    required property Item overlay   // the window's T.Overlay.overlay, where sheets are drawn
    property Item lastControl: null  // the last control outside a sheet that had the keys
    property bool lastByKeyboard: false // and whether it had them from the keyboard (its ring)
    property bool inSheet: false     // the keys are in a sheet now

    function isInSheet(item) {
        for (let parent = item; parent; parent = parent.parent) {
            if (parent.parent === overlay)
                return true
        }
        return false
    }
    function follow() {
        const focused = focusWindow.activeFocusItem
        if (!focused)
            return
        if (isInSheet(focused)) {
            inSheet = true
        } else if (focused.activeFocusOnTab) {
            lastControl = focused
            lastByKeyboard = focused.visualFocus === true
            inSheet = false
        } else if (inSheet) { // a sheet closed and left the keys to no control
            inSheet = false
            if (lastControl && lastControl.visible && lastControl.enabled)
                lastControl.forceActiveFocus(lastByKeyboard ? Qt.TabFocusReason : Qt.OtherFocusReason)
        }
    }

    readonly property Connections watcher: Connections {
        target: focusReturn.focusWindow
        function onActiveFocusItemChanged() { focusReturn.follow() }
    }
}
