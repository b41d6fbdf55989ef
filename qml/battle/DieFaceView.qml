import QtQuick
import Arcs.Ui

// One die: its colour by type, and the marks of the face it shows (or "?" when not entered).
// Every tap counts, however quick, so cycling to a face is fast.
Rectangle {
    id: view

    required property string die
    required property int face
    required property var labels
    signal tapped()

    implicitWidth: 64
    implicitHeight: 56
    radius: 8
    color: Theme.dieColour(die)
    border.color: Theme.text
    border.width: face === 0 ? 2 : 0

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1 die, face %2").arg(die).arg(face)

    Text {
        anchors.fill: parent
        text: view.face === 0 ? "?" : view.labels[view.face - 1]
        color: Theme.dark ? Theme.text : Theme.surface
        font.pixelSize: Theme.fontBody
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
    TapHandler {
        onTapped: view.tapped() // every tap, however quickly it follows the last
    }
}
