// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import Arcs.Ui

// A campaign player's objective marker beside their Power: its space on the Power track, with
// the Fate's name; tapped, it moves toward 0 (or back) as the player's objective card allows.
Button {
    id: marker

    required property int seat
    required property string playerName
    required property string fate
    required property int space

    objectName: "objective_" + playerName
    flat: true
    implicitHeight: Theme.touchTarget * 0.8
    font.pixelSize: Theme.fontBody
    text: qsTr("◎ %1").arg(space)
    Accessible.name: qsTr("%1's objective marker is on %2 (%3)").arg(playerName).arg(space).arg(fate)
    T.ToolTip.visible: hovered
    T.ToolTip.text: qsTr("Objective marker of the %1: at 0 the objective is completed").arg(fate)
    onClicked: mover.make().open()

    MadeOnDemand { // the first frame loads none of its controls
        id: mover
        source: Qt.resolvedUrl("ObjectiveMover.qml")
        parentObject: marker
        properties: ({ marker: marker })
    }
}
