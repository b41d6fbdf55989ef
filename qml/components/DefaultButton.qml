// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T

// What a screen's step asks next, highlighted and given the keys when it appears, unless
// something else is in use (a sheet, a field): Enter then takes the table on, step by step.
Button {
    id: button

    // Not while a control in use has them, nor anything in an open sheet.
    function keysInUse() {
        const focused = Window.activeFocusItem
        for (let item = focused; item; item = item.parent) {
            if (item.parent === T.Overlay.overlay)
                return true
        }
        return focused !== null && focused.enabled && focused.visible && focused.activeFocusOnTab
    }
    function takeKeys() {
        if (visible && enabled && !keysInUse())
            forceActiveFocus(Qt.TabFocusReason)
    }

    highlighted: true
    onVisibleChanged: if (visible) keysSoon.restart()
    Component.onCompleted: if (visible) keysSoon.restart()
    Timer { id: keysSoon; interval: 0; onTriggered: button.takeKeys() } // once laid out
}
