// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
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
    ToolTip.visible: hovered
    ToolTip.text: qsTr("Objective marker of the %1: at 0 the objective is completed").arg(fate)
    onClicked: mover.open()

    Popup {
        id: mover
        y: marker.height
        focus: true // Escape closes it
        padding: Theme.padding
        function move(by: int) {
            refusal.text = Table.moveObjective(marker.seat, by, why.text)
            // the entry bar takes the keys after every entry; Escape still closes this
            Qt.callLater(mover.forceActiveFocus)
        }
        onOpened: {
            refusal.text = ""
            spaces.value = 1
            why.text = ""
        }
        background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }
        ColumnLayout {
            spacing: Theme.spacing
            Label {
                text: qsTr("%1 · %2: objective marker on %3").arg(marker.playerName).arg(marker.fate).arg(marker.space)
                color: Theme.text
            }
            RowLayout {
                spacing: Theme.spacing
                Label { text: qsTr("Spaces"); color: Theme.text }
                SpinBox {
                    id: spaces
                    objectName: "objectiveSpaces"
                    Accessible.name: qsTr("Spaces")
                    from: 1
                    to: 40
                    editable: true
                    implicitHeight: Theme.touchTarget
                }
                Label { text: qsTr("Why (optional):"); color: Theme.text }
                TextField {
                    id: why
                    objectName: "objectiveWhy"
                    Layout.preferredWidth: 12 * Theme.fontBody
                    Accessible.name: qsTr("Why the marker moves (optional)")
                }
            }
            RowLayout {
                spacing: Theme.spacing
                Button {
                    objectName: "objectiveForward"
                    text: qsTr("%1 toward 0").arg(spaces.value)
                    enabled: marker.space > 0 // on 0 the objective is completed
                    implicitHeight: Theme.touchTarget
                    onClicked: mover.move(spaces.value)
                }
                Button {
                    objectName: "objectiveBack"
                    text: qsTr("%1 back").arg(spaces.value)
                    implicitHeight: Theme.touchTarget
                    onClicked: mover.move(-spaces.value)
                }
            }
            Label {
                id: refusal
                Layout.maximumWidth: 24 * Theme.fontBody
                visible: text !== ""
                wrapMode: Text.WordWrap
                color: Theme.danger
            }
        }
    }
}
