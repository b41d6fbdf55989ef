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

    // The reason's tip waits until the pointer has left the button after a tap on it, or after
    // it was made under a resting pointer: a sheet makes its actions again after each entry,
    // and why Tax was greyed now covered the sheet's heading (a cold play-test).
    property bool tipHeld: false
    readonly property double madeAt: Date.now()
    onHoveredChanged: tipHeld = hovered && (tipHeld || Date.now() - madeAt < Theme.tipDelay)

    implicitHeight: Theme.touchTarget
    font.pixelSize: Theme.fontBody
    opacity: problem === "" ? 1 : 0.4
    Accessible.description: problem
    T.ToolTip.visible: hovered && problem !== "" && !tipHeld
    T.ToolTip.text: problem
    T.ToolTip.delay: Theme.tipDelay // not at once where the pointer happens to rest
    onClicked: {
        tipHeld = true
        problem === "" ? action.taken() : action.refused(problem)
    }
}
