// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// The Court row as the table sees it: each card by name, the Council In Session or Decided, and
// the agents on it by each player's colour and symbol.
Column { // a positioner: Qt 6.4's layouts can crash when a Repeater replaces their items
    id: court

    required property int fontSmall
    required property int fontBody
    required property int gap

    spacing: gap / 3

    // A card a line at the body's size, or smaller where that does not fit: 繁體中文's taller
    // lines cut the last card at 1280×720 (a cold play-test). Where even the smallest does not
    // fit them all, the last line says how many more there are (a fifth card went unsaid).
    readonly property int smallestFont: Math.round(fontSmall * 0.75)
    readonly property int fitting: Math.floor((height - heading.height)
                                              / (smallestFont * line.height / fontBody + spacing))
    readonly property int unshown: height > 0 && cards.count > fitting // 0: not laid out yet
                                   ? cards.count - Math.max(0, fitting - 1) : 0
    readonly property int cardFont: {
        const lines = Math.max(1, cards.count - unshown + (unshown > 0 ? 1 : 0))
        const room = height - heading.height - spacing * lines
        const fitted = Math.floor(room / lines / (line.height / fontBody))
        return Math.max(smallestFont, Math.min(fontBody, fitted))
    }
    Text { // a line's height, 繁體中文's fallback font's included (a font's metrics leave it out)
        id: line
        visible: false
        text: "Ág皇宮"
        font.pixelSize: court.fontBody
    }

    Label {
        id: heading
        text: qsTr("Court")
        color: Theme.textMuted
        font.pixelSize: court.fontSmall
        font.capitalization: Font.AllUppercase
    }
    Repeater {
        id: cards
        model: Table.court
        delegate: Flow { // the name, then the agents: on the next line when the name is long
            id: card
            required property int index
            required property string cardId
            required property string name
            required property int kind // a Game.CourtCardKind, -1 a lore card
            required property var agents
            objectName: "tableScreenCourt_" + cardId
            visible: index < cards.count - court.unshown
            width: court.width
            spacing: court.gap / 2
            Label {
                width: Math.min(Math.ceil(implicitWidth) + 1, card.width) // rounding wraps no word
                wrapMode: Text.WordWrap // a long name on two lines, never cut
                text: card.kind === Game.CourtCardKind.Council
                      ? (Table.councilDecided ? qsTr("%1 · Decided") : qsTr("%1 · In Session")).arg(card.name)
                      : card.name
                color: Theme.text
                font.pixelSize: court.cardFont
            }
            Repeater {
                model: card.agents.filter(agent => agent.count > 0)
                ShipPill {
                    required property var modelData
                    colour: modelData.colour
                    count: modelData.count
                    size: court.cardFont * 1.2
                }
            }
        }
    }
    Label {
        objectName: "tableScreenCourtMore"
        visible: court.unshown > 0
        text: qsTr("+ %n more card(s)", "", court.unshown)
        color: Theme.textMuted
        font.pixelSize: court.cardFont
    }
}
