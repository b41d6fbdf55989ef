// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The Court row as the real cards were dealt: one picker per place, or a random deal to lay out.
ColumnLayout {
    id: row

    required property NewGameDraft draft

    spacing: Theme.spacing

    RowLayout {
        Label {
            Layout.fillWidth: true
            text: qsTr("Court row, left to right:")
            color: Theme.text
        }
        Button {
            objectName: "dealCourt"
            text: qsTr("Deal at random")
            implicitHeight: Theme.touchTarget
            onClicked: row.draft.dealCourt()
        }
    }
    Grid { // a positioner: the places follow the player count
        id: places
        Layout.fillWidth: true
        columns: 2
        spacing: Theme.spacing
        Repeater {
            model: row.draft.court.length
            ComboBox {
                id: picker
                required property int index
                readonly property int place: index
                objectName: "courtPlace" + place
                Accessible.name: qsTr("Court row, place %1").arg(place + 1)
                width: (places.width - places.spacing) / 2
                implicitHeight: Theme.touchTarget
                model: row.draft.courtCards
                textRole: "name"
                valueRole: "id"
                currentIndex: indexOfValue(row.draft.court[place] ?? "")
                displayText: qsTr("%1. %2").arg(place + 1).arg(currentText)
                // A long list stays within reach: scroll it, never off the window.
                popup.height: Math.min(popup.contentItem.implicitHeight + 2, Window.height * 0.6)
                // A card already in the row moves here, and the card that was here takes its place.
                onActivated: chosen => row.draft.setCourtCard(picker.place, picker.valueAt(chosen))
            }
        }
    }
}
