// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// A Slider whose groove and handle grow with the text: Fusion's are fixed, a hairline with a
// 12-pixel handle at 4K (a cold play-test).
Slider {
    id: slider
    background: Rectangle {
        x: slider.leftPadding
        y: slider.topPadding + (slider.availableHeight - height) / 2
        implicitWidth: Math.round(200 * Theme.scale)
        implicitHeight: Math.round(5 * Theme.scale)
        width: slider.availableWidth
        height: implicitHeight
        radius: height / 2
        color: Theme.border
        Rectangle {
            width: slider.visualPosition * parent.width
            height: parent.height
            radius: parent.radius
            color: Theme.accent
        }
    }
    handle: Rectangle {
        x: slider.leftPadding + slider.visualPosition * (slider.availableWidth - width)
        y: slider.topPadding + (slider.availableHeight - height) / 2
        implicitWidth: Math.round(22 * Theme.scale)
        implicitHeight: implicitWidth
        radius: width / 2
        color: slider.pressed ? Theme.surfaceRaised : Theme.surface
        border.color: slider.activeFocus ? Theme.accent : Theme.text
        border.width: Math.max(1, Math.round(2 * Theme.scale))
    }
}
