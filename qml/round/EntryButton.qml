// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Arcs.Ui

// A large, checkable button for the entry bar; checked state shown by border and weight.
Button {
    id: button

    checkable: false
    focusPolicy: Qt.NoFocus
    implicitHeight: Theme.touchTarget
    implicitWidth: Math.max(Theme.touchTarget, contentItem.implicitWidth + 2 * Theme.padding)
    font.pixelSize: Theme.fontBody
    font.bold: checked
    opacity: enabled ? 1 : 0.4
    background: Rectangle {
        radius: Theme.radius
        color: button.checked ? Theme.accent : (button.down ? Theme.border : Theme.surfaceRaised)
        border.color: button.checked ? Theme.text : Theme.border
        border.width: button.checked ? 2 : 1
    }
    contentItem: Text {
        text: button.text
        font: button.font
        color: button.checked ? Theme.background : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
}
