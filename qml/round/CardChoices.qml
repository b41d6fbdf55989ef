// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import Arcs.App
import Arcs.Ui

// The entry bar's card: suit, number, and the choices the card allows (Copy, Event, declare,
// Seize), on one line where the bar has room, wrapping onto a second where it has not.
Flow {
    id: choices
    objectName: "cardChoices"

    required property RoundEntry entry
    // Its one line's width, whether it wraps or not: the room it does not need goes
    // to the typed line (a wrapped Flow's own width would keep it wrapped).
    readonly property real oneLine: {
        let sum = -spacing
        for (let i = 0; i < children.length; ++i) {
            const child = children[i]
            sum += child.visible && child.width > 0 ? child.width + spacing : 0
        }
        return Math.ceil(Math.max(0, sum)) + 1 // the layout rounds widths down
    }
    spacing: Theme.spacing
    enabled: choices.entry.active // greyed, not gone, on the chapter's last turn: nothing moves
    Repeater {
        model: choices.entry.suits
        EntryButton {
            required property var modelData // a suitOption
            objectName: "suit_" + modelData.name
            text: modelData.shortTitle
            checked: choices.entry.suitChosen && choices.entry.suit === modelData.suit
            T.ToolTip.text: modelData.title
            T.ToolTip.visible: hovered
            onClicked: choices.entry.setSuit(modelData.suit)
        }
    }
    Separator {}
    Row { // a positioner: the numbers change with the deck (Qt 6.4's layouts can crash then)
        spacing: Theme.spacing / 2 // a campaign's whole card row on one line at 1280
        Repeater {
            model: choices.entry.numbers
            EntryButton {
                required property int modelData
                readonly property int number: modelData
                objectName: "number_" + number
                text: number
                enabled: !Array.from(choices.entry.playedNumbers).includes(number)
                whyNot: qsTr("Already played this chapter")
                checked: choices.entry.number === number
                onClicked: choices.entry.setNumber(number)
            }
        }
    }
    Separator {}
    EntryButton {
        objectName: "copyButton"
        visible: !choices.entry.leading
        text: qsTr("Copy")
        checked: choices.entry.kind === Game.PlayKind.Copy
        onClicked: choices.entry.setCopy(!checked)
    }
    EntryButton {
        objectName: "eventButton"
        visible: choices.entry.canPlayEvent
        text: qsTr("Event")
        checked: choices.entry.kind === Game.PlayKind.Event
        T.ToolTip.text: qsTr("An Event card: it takes the lead card's actions")
        T.ToolTip.visible: hovered
        onClicked: choices.entry.setEvent(!checked)
    }
    DeclareChoice { entry: choices.entry }
    EntryButton {
        objectName: "seizeButton"
        visible: choices.entry.canSeize
        text: qsTr("Seize")
        checked: choices.entry.seize
        onClicked: choices.entry.setSeize(!checked)
    }

    component Separator: Rectangle {
        width: 1
        height: Theme.touchTarget
        color: Theme.border
    }
}
