// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// One die: its colour by type, and the marks of the face it shows as icons (or "?" when not
// entered).
Rectangle {
    id: view

    required property int die // a Game.BattleDie
    required property string name
    required property int face
    required property var labels
    signal tapped()

    implicitWidth: 64 * Theme.scale
    implicitHeight: 56
    radius: 8
    color: Theme.dieColour(die)
    border.color: Theme.text
    border.width: face === 0 ? 2 : 0


    Text {
        anchors.fill: parent
        text: view.face === 0 ? "?" : view.labels[view.face - 1]
        color: Theme.dark ? Theme.text : Theme.surface
        font.pixelSize: Theme.fontTitle
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
    // A short tumble whenever the die shows a new face.
    onFaceChanged: if (face > 0) tumble.restart()
    ParallelAnimation {
        id: tumble
        NumberAnimation { target: view; property: "rotation"; from: -160; to: 0; duration: 320; easing.type: Easing.OutBack }
        NumberAnimation { target: view; property: "scale"; from: 0.6; to: 1; duration: 320; easing.type: Easing.OutBack }
    }
    Component.onCompleted: if (face > 0) tumble.start()

    TapTarget {
        label: qsTr("%1 die, face %2").arg(view.name).arg(view.face)
        onActivated: view.tapped()
    }
}
