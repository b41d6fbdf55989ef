// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A Fate Set card comes into play as a Fate's setup or resolution says: its number from its
// corners, its name and what is printed on it (a Guild card's suit and raid cost, or the X of a
// protected card), and where it goes. The reference lists none of these cards: the table reads
// them off the card.
Popup {
    id: dialog
    objectName: "fateCardDialog"

    CourtCardsView {
        id: cards
        table: Table
    }
    readonly property var types: Theme.resourceTypes
    // Set at the Intermission: the card goes into the Court deck the next Act is dealt from.
    property IntermissionSteps intermission: null

    function edited() { // what was refused no longer stands once the card is changed
        refusal.text = ""
    }
    function show() {
        name.text = ""
        refusal.text = ""
        open()
        name.forceActiveFocus()
    }

    parent: T.Overlay.overlay // sized by the window, not by the Court panel it is opened from
    modal: true
    focus: true // keys reach the dialog: Escape closes it
    closePolicy: Popup.CloseOnEscape // a tap beside it keeps what is typed
    anchors.centerIn: T.Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.padding : 720, 44 * Theme.fontBody)
    T.Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.55) } // the table behind dims
    padding: Theme.padding
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.border
        radius: Theme.radius
    }

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing

        Label {
            Layout.columnSpan: 2
            text: qsTr("Add a Fate card")
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
        Label { text: qsTr("Fate Set"); color: Theme.text }
        RowLayout {
            TableComboBox {
                id: fate
                objectName: "fateCardFate"
                Accessible.name: qsTr("Fate Set")
                Layout.fillWidth: true
                implicitHeight: Theme.touchTarget
                model: cards.fates
                onActivated: dialog.edited()
            }
            Label { text: qsTr("card"); color: Theme.text }
            TableSpinBox {
                id: number
                objectName: "fateCardNumber"
                Accessible.name: qsTr("Card number in the Fate Set")
                implicitHeight: Theme.touchTarget
                from: 1
                to: Math.max(1, cards.cardsInSet(fate.currentIndex + 1))
                editable: true
                onValueModified: dialog.edited()
            }
        }
        Label { text: qsTr("Name, as printed"); color: Theme.text }
        TextField {
            id: name
            objectName: "fateCardName"
            Layout.fillWidth: true
            implicitHeight: Theme.touchTarget
            Accessible.name: qsTr("The card's name")
            maximumLength: 40
            onTextEdited: dialog.edited()
        }
        Label { text: qsTr("Type"); color: Theme.text }
        RowLayout {
            TableRadioButton {
                id: guild
                objectName: "fateCardGuild"
                text: qsTr("Guild")
                checked: true
                onToggled: dialog.edited()
            }
            TableRadioButton { objectName: "fateCardVox"; text: qsTr("Vox"); onToggled: dialog.edited() }
        }
        // A Vox card has neither suit nor raid cost: the rows stay, greyed, so nothing moves.
        Label { enabled: guild.checked; text: qsTr("Suit"); color: Theme.text }
        TableComboBox {
            id: suit
            objectName: "fateCardSuit"
            Accessible.name: qsTr("Suit")
            enabled: guild.checked
            opacity: enabled ? 1 : 0.4
            implicitHeight: Theme.touchTarget
            implicitWidth: 10 * Theme.fontBody
            model: dialog.types.map(t => Words.resources[t])
            onActivated: dialog.edited()
        }
        Label { enabled: guild.checked; text: qsTr("Raid cost"); color: Theme.text }
        RowLayout {
            enabled: guild.checked
            opacity: enabled ? 1 : 0.4
            TableSpinBox {
                id: raidCost
                objectName: "fateCardRaidCost"
                Accessible.name: qsTr("Raid cost")
                implicitHeight: Theme.touchTarget
                from: 1
                to: 6
                value: 2
                enabled: !protectedCard.checked
                opacity: enabled ? 1 : 0.4
                onValueModified: dialog.edited()
            }
            TableCheckBox {
                id: protectedCard
                objectName: "fateCardProtected"
                text: qsTr("Protected (X)")
                onToggled: dialog.edited()
            }
        }
        Label { visible: !dialog.intermission; text: qsTr("Goes"); color: Theme.text }
        RowLayout {
            visible: !dialog.intermission
            TableComboBox {
                id: place
                objectName: "fateCardPlace"
                Accessible.name: qsTr("Where the card goes")
                Layout.fillWidth: true
                implicitHeight: Theme.touchTarget
                // In CourtCardsView.Place's order.
                model: [qsTr("Into the Court deck"), qsTr("Into the Court row"),
                        qsTr("To a player's play area")]
                onActivated: dialog.edited()
            }
            TableComboBox {
                id: player
                objectName: "fateCardPlayer"
                Accessible.name: qsTr("The player whose play area it goes to")
                visible: place.currentIndex === CourtCardsView.PlayArea
                implicitHeight: Theme.touchTarget
                model: Table.players
                textRole: "name"
                valueRole: "seat"
                onActivated: dialog.edited()
            }
        }
        Label {
            id: refusal
            Layout.columnSpan: 2
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.WordWrap
            color: Theme.danger
        }
        RowLayout {
            Layout.columnSpan: 2
            Layout.alignment: Qt.AlignRight
            Button {
                text: qsTr("Cancel")
                implicitHeight: Theme.touchTarget
                onClicked: dialog.close()
            }
            Button {
                objectName: "addFateCard"
                text: qsTr("Add")
                highlighted: true
                implicitHeight: Theme.touchTarget
                onClicked: {
                    const keys = protectedCard.checked ? 0 : raidCost.value
                    refusal.text = dialog.intermission
                        ? dialog.intermission.addToCourtDeck(fate.currentIndex + 1, number.value, name.text,
                                                             !guild.checked, dialog.types[suit.currentIndex], keys)
                        : cards.addFateCard(fate.currentIndex + 1, number.value, name.text,
                                            !guild.checked, dialog.types[suit.currentIndex], keys,
                                            place.currentIndex,
                                            player.currentIndex >= 0 ? player.currentValue : 0)
                    if (refusal.text === "") {
                        number.value = Math.min(number.to, number.value + 1) // the next card
                        dialog.close()
                    }
                }
            }
        }
    }
}
