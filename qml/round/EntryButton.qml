// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// A large button that makes an entry (the entry bar's keys, the Court's): checkable, the
// checked state shown by border and weight. Plain, not the style's gradient panel: there are
// many on the first frame.
Button {
    id: button

    // Why it cannot be pressed, shown while the pointer rests on it, but not where TipHold
    // holds it back.
    property string whyNot: ""
    property bool rowsJustMoved: false // set by a panel whose rows an entry just moved

    TipHold { id: tipHold; hovered: button.hovered; movedUnder: button.rowsJustMoved }
    onClicked: tipHold.tapped()
    // On its left, not above it: above, a Court button's reason covered the card's own name
    // (a cold play-test). Not at once where the pointer happens to rest.
    ToolTip {
        objectName: "whyNotTip"
        visible: button.hovered && !button.enabled && !tipHold.held && button.whyNot !== ""
        text: button.whyNot
        delay: Theme.tipDelay
        x: -width - Theme.spacing
        y: (button.height - height) / 2
    }

    checkable: false
    focusPolicy: Qt.NoFocus
    implicitHeight: Theme.touchTarget
    leftPadding: Theme.padding
    rightPadding: Theme.padding
    implicitWidth: Math.max(Theme.touchTarget, contentItem.implicitWidth + leftPadding + rightPadding)
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
