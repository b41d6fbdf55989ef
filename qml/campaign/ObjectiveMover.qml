// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Moves a campaign player's objective marker: how many spaces, toward 0 or back, and why.
Popup {
    id: mover

    required property ObjectiveMarkerButton marker

    parent: marker
    y: mover.marker.height
    focus: true // Escape closes it
    padding: Theme.padding
    function move(by: int) {
        refusal.text = Table.moveObjective(mover.marker.seat, by, why.text)
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
            text: qsTr("%1 · %2: objective marker on %3").arg(mover.marker.playerName).arg(mover.marker.fate).arg(mover.marker.space)
            color: Theme.text
        }
        RowLayout {
            spacing: Theme.spacing
            Label { text: qsTr("Spaces"); color: Theme.text }
            TableSpinBox {
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
                enabled: mover.marker.space > 0 // on 0 the objective is completed
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
