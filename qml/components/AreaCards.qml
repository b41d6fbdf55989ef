// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A player's Guild cards (suit, raid cost or protected, resources held on them) and lore, Outrage
// by resource, and Power: each can be corrected to match the table. A protected card leaves its
// holder only by Outrage, or when the table says a card names it.
ColumnLayout {
    id: cards

    required property BoardDraft board
    required property PlayerAreaView view
    readonly property int seat: view.seat
    readonly property var area: view.area // a playerArea
    signal entered(string problem)

    function correct(fields: var) {
        fields.player = cards.seat
        cards.entered(cards.board.correct(fields))
    }
    // Ticked for one move at a time, and for one player's area.
    onSeatChanged: namedByCard.checked = false

    spacing: Theme.spacing

    RowLayout {
        Layout.fillWidth: true
        Label {
            Layout.fillWidth: true
            text: qsTr("Guild cards")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        TableCheckBox { // for Discard and Give card below
            id: namedByCard
            objectName: "namedByCard"
            visible: cards.area.guildCards.some(c => c.protectedCard)
                     || cards.view.guildCardsToAdd.some(c => c.protectedCard)
            text: qsTr("A card names the protected card: let it move")
        }
    }
    Label {
        visible: cards.area.guildCards.length === 0
        text: qsTr("none")
        color: Theme.textMuted
    }
    Column { // a positioner: its rows are rebuilt on every entry
        Layout.fillWidth: true
        Layout.preferredWidth: 0
        spacing: 2
        Repeater {
        model: cards.area.guildCards
        RowLayout {
            id: card
            required property var modelData
            width: parent.width
            ResourceSlot {
                held: true
                type: card.modelData.suit
                open: true
                size: Theme.fontBody * 1.3
            }
            Label {
                Layout.fillWidth: true
                text: card.modelData.protectedCard ? qsTr("%1 · protected").arg(card.modelData.name)
                                                   : card.modelData.name
                color: Theme.text
                elide: Text.ElideRight
            }
            Stepper { // as printed, or as a card's effect changed it
                objectName: "raidCost_" + card.modelData.id
                visible: !card.modelData.protectedCard
                label: qsTr("raid")
                value: card.modelData.raidCost
                from: 1
                to: 6
                onChanged: v => cards.entered(cards.board.correct({ target: "raidCost",
                                                                   card: card.modelData.id,
                                                                   value: v }))
            }
            Stepper {
                label: qsTr("held on it")
                value: card.modelData.held
                to: 5
                onChanged: v => cards.correct({ target: "heldOnCard", card: card.modelData.id, value: v })
            }
            Button {
                objectName: "discardCard_" + card.modelData.id
                text: qsTr("Discard")
                implicitHeight: Theme.touchTarget
                onClicked: {
                    cards.correct({ target: "guildCard", card: card.modelData.id, value: 0,
                                    namedByCard: namedByCard.checked })
                    namedByCard.checked = false
                }
            }
        }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        TableComboBox {
            id: newCard
            objectName: "cardToGive"
            Accessible.name: qsTr("Guild card to give")
            Layout.fillWidth: true
            implicitHeight: Theme.touchTarget
            model: cards.view.guildCardsToAdd
            textRole: "name"
            valueRole: "id"
        }
        Button {
            objectName: "giveCard"
            text: qsTr("Give card")
            implicitHeight: Theme.touchTarget
            enabled: newCard.currentIndex >= 0
            onClicked: {
                cards.correct({ target: "guildCard", card: newCard.currentValue, value: 1,
                                namedByCard: namedByCard.checked })
                namedByCard.checked = false
            }
        }
    }

    Label {
        visible: Table.leadersAndLore
        text: qsTr("Lore")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Flow {
        visible: Table.leadersAndLore
        Layout.fillWidth: true
        spacing: Theme.spacing
        Repeater {
            model: cards.area.lore
            Button {
                required property string modelData
                text: modelData + "  ✕"
                implicitHeight: Theme.touchTarget
                onClicked: cards.correct({ target: "lore", card: modelData, value: 0 })
            }
        }
        TableComboBox {
            id: newLore
            Accessible.name: qsTr("Lore card to give")
            implicitWidth: 14 * Theme.fontBody
            implicitHeight: Theme.touchTarget
            model: cards.view.loreToAdd
        }
        Button {
            text: qsTr("Give lore")
            implicitHeight: Theme.touchTarget
            enabled: newLore.currentIndex >= 0
            onClicked: cards.correct({ target: "lore", card: newLore.currentText, value: 1 })
        }
    }

    Label { text: qsTr("Outrage"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Repeater {
            model: Theme.resourceTypes
            TableCheckBox {
                id: outrage
                required property int modelData
                text: Words.resources[modelData]
                checked: cards.area.outrage.indexOf(modelData) >= 0
                onToggled: {
                    cards.correct({ target: "outrage", resource: modelData, value: checked ? 1 : 0 })
                    // Shows the board again, also when the correction was refused.
                    checked = Qt.binding(() => cards.area.outrage.indexOf(outrage.modelData) >= 0)
                }
            }
        }
    }
}
