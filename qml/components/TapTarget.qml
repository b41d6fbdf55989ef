// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// What a tap opens, reachable by keyboard too: Tab comes to it (the window's KeyboardFocusRing
// shows where), Enter or Space activates it, and a screen reader names it. It covers its parent.
Item {
    id: target

    required property string label // what a screen reader says
    // As a control's: the ring follows it. Only the keyboard gives it focus (a tap does not).
    readonly property bool visualFocus: activeFocus
    signal activated()

    anchors.fill: parent
    activeFocusOnTab: enabled

    Accessible.role: Accessible.Button
    Accessible.name: label
    Accessible.focusable: true
    Accessible.onPressAction: activated()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            target.activated()
            event.accepted = true
        }
    }
    // The press is this target's alone (an exclusive grab): in Qt 6.4 a handler beneath a modal
    // sheet (the map's) also took a tap on it. A flick that starts on it still takes it over.
    TapHandler {
        gesturePolicy: TapHandler.ReleaseWithinBounds
        onTapped: target.activated()
    }
}
