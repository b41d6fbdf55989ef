// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Templates as T
import Arcs.App
import Arcs.Ui

// Declaring with the lead: one button for a card's own ambition, a list for a 7; once
// declaring, whether a card (Secret Order, Galactic Bards, Populist Demands) keeps the zero
// marker off the lead.
Row {
    id: choice

    required property RoundEntry entry
    readonly property var options: entry.declareOptions

    spacing: Theme.spacing
    visible: options.length > 0

    EntryButton {
        id: single
        objectName: "declareButton"
        visible: choice.options.length === 1
        text: choice.options.length === 1 ? qsTr("Declare %1").arg(choice.options[0].title) : ""
        checked: choice.options.length === 1 && choice.entry.declaring
        onClicked: checked ? choice.entry.clearDeclare() : choice.entry.setDeclare(choice.options[0].ambition)
    }
    Loader { // only a 7's list loads a ComboBox: the first frame has none
        active: choice.options.length > 1
        visible: active
        Component.onCompleted: setSource("DeclareList.qml", { entry: choice.entry })
    }
    EntryButton {
        objectName: "keepsNumberButton"
        visible: choice.entry.declaring
                 && (choice.entry.canKeepNumber || choice.entry.keepsNumber)
        text: qsTr("No zero marker")
        checked: choice.entry.keepsNumber
        onClicked: choice.entry.keepsNumber = !checked
        T.ToolTip.visible: hovered
        T.ToolTip.text: qsTr("Secret Order or Galactic Bards: the declaration skips the zero marker and the lead keeps its number")
    }
}
