// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import Arcs.Ui

// An action a sheet offers: taken when it can be, else greyed with the reason, which a tap says
// (a touch screen has no pointer to rest for a tip), as do the tip and a screen reader.
Button {
    id: action

    property string problem: "" // why it cannot be taken now; empty when it can
    signal taken()
    signal refused(string problem)

    TipHold { id: tipHold; hovered: action.hovered }

    implicitHeight: Theme.touchTarget
    font.pixelSize: Theme.fontBody
    opacity: problem === "" ? 1 : 0.4
    Accessible.description: problem
    T.ToolTip.visible: hovered && problem !== "" && !tipHold.held
    T.ToolTip.text: problem
    T.ToolTip.delay: Theme.tipDelay // not at once where the pointer happens to rest
    onClicked: {
        tipHold.tapped()
        problem === "" ? action.taken() : action.refused(problem)
    }
}
