// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// What a tap opens, reachable by keyboard too: Tab comes to it (a ring shows where), Enter or
// Space activates it, and a screen reader names it. It covers its parent.
Item {
    id: target

    required property string label // what a screen reader says
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
    TapHandler { onTapped: target.activated() }

    Rectangle { // the keyboard's place, outside what it rings so nothing is covered
        anchors.fill: parent
        anchors.margins: -4
        visible: target.activeFocus
        color: "transparent"
        border.color: Theme.accent
        border.width: 3
        radius: Theme.radius
    }
}
