// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.Ui

// The Court row as the real cards were dealt: one picker per place, or a random deal to lay out.
// A card picked for a place already in the row moves there, and the card that was there takes
// its place (GameSetup::withCourtCard, behind cardPlaced).
ColumnLayout {
    id: row

    required property var court // card ids, left to right
    required property var cards          // the deck's cards, [{id, name}]
    signal dealRequested()
    signal cardPlaced(int place, string card)

    spacing: Theme.spacing

    RowLayout {
        Label {
            Layout.fillWidth: true
            // Said, so that a table that dealt its own notices the app's deal (a play-test).
            text: qsTr("The app dealt this Court row, left to right. If your table dealt its own, pick those cards instead.")
            wrapMode: Text.WordWrap
            color: Theme.text
        }
        Button {
            objectName: "dealCourt"
            text: qsTr("Deal at random")
            implicitHeight: Theme.touchTarget
            onClicked: row.dealRequested()
        }
    }
    Grid { // a positioner: the places follow the player count
        id: places
        Layout.fillWidth: true
        columns: 2
        spacing: Theme.spacing
        Repeater {
            model: row.court.length
            TableComboBox {
                id: picker
                required property int index
                readonly property int place: index
                objectName: "courtPlace" + place
                Accessible.name: qsTr("Court row, place %1").arg(place + 1)
                width: (places.width - places.spacing) / 2
                implicitHeight: Theme.touchTarget
                model: row.cards
                textRole: "name"
                valueRole: "id"
                // Asked again once the deck is its model (the binding does not see the model).
                currentIndex: count > 0 ? indexOfValue(row.court[place] ?? "") : -1
                displayText: qsTr("%1. %2").arg(place + 1).arg(currentText)
                // A long list stays within reach: scroll it, never off the window.
                popup.height: Math.min(popup.contentItem.implicitHeight + 2, Window.height * 0.6)
                onActivated: chosen => row.cardPlaced(picker.place, picker.valueAt(chosen))
            }
        }
    }
}
