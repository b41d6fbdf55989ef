// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// One Court card: secure or ransack it, or record that it left the Court (a Crisis or a card
// buries, discards or scraps it), naming the card drawn to refill the row (none where an attached
// card slides down); in a campaign attach a card above it; and set every player's agents on it to
// match the table.
Popup {
    id: sheet
    objectName: "courtCardSheet"

    required property BoardDraft board
    property string cardId: ""
    property string cardName: ""
    // What the sheet was opened for: a look (its agents corrected), or taking the card.
    enum Taking { Looking, Securing, Ransacking, Removing }
    property int taking: CourtCardSheet.Looking
    // The board goes before the sheet as the page is taken down: then there is no choice.
    readonly property var courtDeck: board ? board.courtDeck : []
    // This card's CourtChoice for the acting player.
    readonly property var choice: {
        if (!board)
            return {}
        for (const c of board.courtChoices) {
            if (c.cardId === cardId)
                return c
        }
        return {}
    }

    CourtCardsView {
        id: courtCards
        table: Table
        card: sheet.cardId
    }

    function show(id: string, name: string, taking: int) {
        cardId = id
        cardName = name
        sheet.taking = taking
        refusal.text = ""
        refill.currentIndex = -1
        refillFilter.clear()
        exit.currentIndex = 0
        open()
    }
    onOpened: if (refillFilter.visible) refillFilter.forceActiveFocus() // letters typed at once
    modal: true
    focus: true // keys reach the sheet: Escape closes it
    anchors.centerIn: T.Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.padding : 560, 34 * Theme.fontBody)
    padding: Theme.padding
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.border
        radius: Theme.radius
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            text: sheet.cardName
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
        Label { // what is printed on it (its type, a Guild card's suit and raid cost) and where
            objectName: "courtCardFacts"
            Layout.fillWidth: true
            text: courtCards.facts
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        ActingPlayerChoice {
            Layout.fillWidth: true
            visible: !courtCards.attached // an attached card goes with the card below it
            board: sheet.board
        }
        Label { // why the acting player cannot secure it, for touch screens without tooltips
            Layout.fillWidth: true
            readonly property string problem: sheet.choice.secureProblem ?? ""
            visible: sheet.taking === CourtCardSheet.Looking && problem !== "" && !courtCards.attached
            text: problem
            wrapMode: Text.WordWrap
            color: Theme.textMuted
        }
        Button { // a card's effect flips it (Council Intrigue): the table says so
            objectName: "flipCouncil"
            visible: courtCards.council && sheet.taking === CourtCardSheet.Looking
            text: Table.councilDecided ? qsTr("A card flips it In Session") : qsTr("A card flips it Decided")
            implicitHeight: Theme.touchTarget
            onClicked: refusal.text = sheet.board.correct({ target: "council", value: Table.councilDecided ? 0 : 1 })
        }
        Button { // a Crisis or a card's effect takes it out of the Court
            objectName: "leavesCourt"
            visible: sheet.taking === CourtCardSheet.Looking && sheet.choice.refills !== false
            text: qsTr("It leaves the Court…")
            implicitHeight: Theme.touchTarget
            onClicked: sheet.taking = CourtCardSheet.Removing
        }
        TableComboBox {
            id: exit
            objectName: "courtExit"
            Accessible.name: qsTr("How the card leaves the Court")
            Layout.fillWidth: true
            visible: sheet.taking === CourtCardSheet.Removing
            implicitHeight: Theme.touchTarget
            // In BoardDraft.CourtExit's order: Bury, Discard, Scrap.
            model: [qsTr("Buried under the Court deck"), qsTr("Discarded"), qsTr("Scrapped")]
        }
        ColumnLayout { // what is said, then the card drawn found by its letters and the button
            id: takingRow
            Layout.fillWidth: true
            visible: sheet.taking !== CourtCardSheet.Looking
            // An attached card, or the card above one leaving, slides down: nothing refills (securing takes both).
            readonly property bool sliding: courtCards.attached || (sheet.taking !== CourtCardSheet.Securing && courtCards.attachedAbove > 0)
            readonly property bool drawing: sheet.courtDeck.length > 0 && sheet.choice.refills !== false && !sliding
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: courtCards.attached ? qsTr("Only this card leaves; the card below stays. Nothing is drawn.")
                      : takingRow.sliding ? qsTr("The card attached above slides down into its place, with the agents: nothing is drawn.")
                      : sheet.choice.refills === false
                      ? qsTr("The Imperial Council stays in the Court, Decided: nothing refills it.")
                      : sheet.courtDeck.length > 0 ? qsTr("Card drawn to refill (letters of its name find it):")
                                                   : qsTr("The Court deck is empty.")
                color: Theme.text
            }
            RowLayout {
                Layout.fillWidth: true
                TextField { // the deck is long: a few letters of the card drawn find it
                    id: refillFilter
                    objectName: "refillFilter"
                    Accessible.name: qsTr("Find the card drawn by name")
                    Layout.preferredWidth: 8 * Theme.fontBody
                    visible: takingRow.drawing
                    implicitHeight: Theme.touchTarget
                    onAccepted: if (confirmTaking.enabled) confirmTaking.clicked() // one card found
                }
                TableComboBox {
                    id: refill
                    objectName: "refillChoice"
                    Accessible.name: qsTr("Card drawn to refill")
                    Layout.fillWidth: true
                    visible: takingRow.drawing
                    implicitHeight: Theme.touchTarget
                    model: Array.from(sheet.courtDeck).filter(card => card.name.toLowerCase()
                                                              .includes(refillFilter.text.trim().toLowerCase()))
                    textRole: "name"
                    valueRole: "id"
                    currentIndex: -1 // the table names the card it drew; nothing is assumed
                    // One card left by the letters typed is the one meant; more, or none, are not.
                    onModelChanged: currentIndex = count === 1 ? 0 : -1
                    displayText: currentIndex >= 0 ? currentText
                                 : count === 0 ? qsTr("No card in the deck is called that")
                                 : qsTr("Choose the card…")
                }
                Button {
                    id: confirmTaking
                    objectName: "confirmSecure"
                    text: sheet.taking === CourtCardSheet.Ransacking ? qsTr("Ransack")
                          : sheet.taking === CourtCardSheet.Removing ? qsTr("Remove") : qsTr("Secure")
                    highlighted: true
                    implicitHeight: Theme.touchTarget
                    enabled: !takingRow.drawing || refill.currentIndex >= 0
                    opacity: enabled ? 1 : 0.4 // greyed until the card drawn is named
                    onClicked: {
                        // Read from the list as filtered now (currentValue can lag a new model).
                        const drawn = takingRow.drawing ? refill.valueAt(refill.currentIndex) : ""
                        const problem = sheet.taking === CourtCardSheet.Ransacking ? sheet.board.ransack(sheet.cardId, drawn)
                                      : sheet.taking === CourtCardSheet.Removing
                                        ? sheet.board.removeFromCourt(sheet.cardId, exit.currentIndex, drawn)
                                        : sheet.board.secure(sheet.cardId, drawn)
                        refusal.text = problem
                        if (problem === "")
                            sheet.close()
                    }
                }
            }
        }
        Stepper { // a card's effect changes what a raid pays for it
            objectName: "cardRaidCost"
            Layout.fillWidth: true
            visible: courtCards.raidCost > 0 && sheet.taking === CourtCardSheet.Looking
            label: qsTr("Raid cost, as a card's effect made it")
            value: courtCards.raidCost
            from: 1
            to: 6
            onChanged: v => refusal.text = courtCards.correctRaidCost(v)
        }
        RowLayout { // a Fate's card or a Crisis attaches a card above this one
            Layout.fillWidth: true
            visible: courtCards.campaign && sheet.taking === CourtCardSheet.Looking && !courtCards.attached
                     && sheet.choice.cardId === sheet.cardId
            TableComboBox {
                id: attachChoice
                objectName: "attachChoice"
                Accessible.name: qsTr("Card to attach above")
                Layout.fillWidth: true
                implicitHeight: Theme.touchTarget
                model: courtCards.attachable
                textRole: "name"
                valueRole: "id"
                currentIndex: -1
                displayText: currentIndex < 0 ? qsTr("Attach a card above…") : currentText
            }
            Button {
                objectName: "attachCard"
                text: qsTr("Attach")
                implicitHeight: Theme.touchTarget
                enabled: attachChoice.currentIndex >= 0
                onClicked: {
                    refusal.text = courtCards.attach(attachChoice.currentValue)
                    attachChoice.currentIndex = -1
                    sheet.contentItem.forceActiveFocus() // Escape closes the sheet again
                }
            }
        }
        Label {
            visible: !courtCards.attached
            text: qsTr("Agents on this card")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        CourtCardAgents {
            Layout.fillWidth: true
            Layout.preferredWidth: 0
            board: sheet.board
            cardId: sheet.cardId
            onCorrected: problem => refusal.text = problem
        }
        OutcomeLabel {
            id: refusal
            Layout.fillWidth: true
        }
        Button {
            Layout.alignment: Qt.AlignRight
            text: qsTr("Close")
            implicitHeight: Theme.touchTarget
            onClicked: sheet.close()
        }
    }
}
