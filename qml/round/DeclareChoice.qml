// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
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
        checked: choice.options.length === 1 && choice.entry.declare === choice.options[0].ambition
        onClicked: choice.entry.setDeclare(checked ? RoundEntry.NoAmbition : choice.options[0].ambition)
    }
    ComboBox {
        id: list
        objectName: "declareList"
        Accessible.name: qsTr("Ambition to declare")
        visible: choice.options.length > 1
        implicitHeight: Theme.touchTarget
        focusPolicy: Qt.NoFocus
        model: choice.options
        textRole: "title"
        displayText: qsTr("Declare: %1").arg(currentText)
        currentIndex: Math.max(0, choice.options.findIndex(option => option.ambition === choice.entry.declare))
        onActivated: index => choice.entry.setDeclare(choice.options[index].ambition)
    }
    EntryButton {
        objectName: "keepsNumberButton"
        visible: choice.entry.declare !== RoundEntry.NoAmbition
                 && (choice.entry.canKeepNumber || choice.entry.keepsNumber)
        text: qsTr("No zero marker")
        checked: choice.entry.keepsNumber
        onClicked: choice.entry.keepsNumber = !checked
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Secret Order or Galactic Bards: the declaration skips the zero marker and the lead keeps its number")
    }
}
