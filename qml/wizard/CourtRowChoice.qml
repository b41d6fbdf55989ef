// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
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
    GridLayout {
        Layout.fillWidth: true
        columns: 2
        Repeater {
            model: row.draft.court.length
            ComboBox {
                required property int index
                objectName: "courtPlace" + index
                Layout.fillWidth: true
                implicitHeight: Theme.touchTarget
                model: row.draft.courtCards
                textRole: "name"
                valueRole: "id"
                currentIndex: indexOfValue(row.draft.court[index] ?? "")
                onActivated: row.draft.setCourtCard(index, currentValue)
            }
        }
    }
}
