// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The Court row: each card with its suit, raid cost and the agents on it, and in a campaign the
// cards attached above it; the acting player can place an agent, or secure (or ransack) a card
// when the rules allow it. Tap a card for the rest. A campaign's Fate cards are added here.
Pane {
    id: panel

    required property BoardDraft board
    // Why the last entry made here was refused; shown here only, until anything else happens.
    property string refusal: ""
    Connections {
        target: Table
        function onStateChanged() {
            panel.refusal = ""
            rowsMoving.restart()
        }
    }
    Timer { id: rowsMoving; interval: 500 } // an entry moves the cards' buttons for a moment
    signal cardTapped(string cardId, string name)
    signal secureRequested(string cardId, string name, bool ransack)

    padding: Theme.spacing
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("Court · deck %1").arg(panel.board.courtDeck.length)
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                font.capitalization: Font.AllUppercase
            }
            Loader { // a campaign's only: a base game loads none of it
                active: Table.act > 0
                visible: active
                source: "../campaign/AddFateCardButton.qml"
                onLoaded: (item as Button).clicked.connect(panel.addFateCard)
            }
        }
        Flickable { // a campaign's row grows with Fate cards and attached cards
            id: courtScroll
            objectName: "courtScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: courtCards.height
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: MoreToSeeScrollBar { id: courtScrollBar; objectName: "courtScrollBar" }
            Column { // a positioner: Qt 6.4's layouts can crash when a Repeater replaces their items
                id: courtCards
                // Clear of the scroll bar, which covered the Secure buttons' ends at 1280×720.
                width: courtScroll.width - (courtScrollBar.visible ? courtScrollBar.width : 0)
                spacing: Theme.spacing
                Repeater {
                    model: Table.court
                    delegate: ColumnLayout {
                        id: card
                        required property string cardId
                        required property string name
                        required property int kind // a Game.CourtCardKind, -1 a lore card
                        required property int suit // a Game.ResourceType (a Guild card's)
                        required property int raidCost
                        required property var agents
                        required property var attached // NamedCard, the lowest first
                        required property bool protectedCard
                        required property int index
                        // This card's CourtChoice; empty for the moment the row changes before the board.
                        readonly property var choice: {
                            const c = panel.board.courtChoices[index]
                            return c && c.cardId === cardId ? c : ({})
                        }
                        width: courtCards.width
                        spacing: 2

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing / 2 // apart at any size, as the row below
                            ResourceSlot {
                                visible: card.kind === Game.CourtCardKind.Guild
                                held: true
                                type: card.suit
                                open: true
                                size: Theme.fontBody * 1.2
                            }
                            Text {
                                objectName: "courtCard_" + card.cardId
                                Layout.fillWidth: true
                                text: card.kind === Game.CourtCardKind.Vox ? qsTr("%1 (Vox)").arg(card.name)
                                      : card.kind === Game.CourtCardKind.Council ? (Table.councilDecided ? qsTr("%1 · Decided") : qsTr("%1 · In Session")).arg(card.name)
                                      : card.protectedCard ? qsTr("%1 · protected").arg(card.name)
                                      : card.name
                                color: Theme.text
                                font.pixelSize: Theme.fontBody
                                wrapMode: Text.WordWrap // "Imperial Council · In Session" whole
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                font.bold: true
                                TapTarget {
                                    label: parent.text
                                    onActivated: panel.cardTapped(card.cardId, card.name)
                                }
                            }
                        }
                        Column { // a positioner: above the card on the table, listed over its agents
                            id: attachedCards
                            Layout.fillWidth: true
                            visible: card.attached.length > 0
                            Repeater {
                                model: card.attached
                                Text {
                                    id: attachedCard
                                    required property var modelData // NamedCard
                                    objectName: "attached_" + modelData.id
                                    width: attachedCards.width
                                    text: qsTr("Attached above it: %1").arg(modelData.name)
                                    color: Theme.text
                                    font.pixelSize: Theme.fontBody
                                    elide: Text.ElideRight
                                    TapTarget {
                                        label: attachedCard.text
                                        onActivated: panel.cardTapped(attachedCard.modelData.id,
                                                                      attachedCard.modelData.name)
                                    }
                                }
                            }
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing / 2
                            // A positioner (its pills are rebuilt on every entry) that wraps:
                            // four players' agents never run under "+ agent".
                            Flow {
                                Layout.fillWidth: true
                                Layout.minimumWidth: Theme.fontBody * 2.5 // a pill
                                Layout.preferredHeight: implicitHeight
                                spacing: 2
                                Repeater {
                                    model: card.agents.filter(a => a.count > 0)
                                    ShipPill {
                                        required property var modelData
                                        colour: modelData.colour
                                        count: modelData.count
                                        size: Theme.fontBody * 1.2
                                    }
                                }
                            }
                            EntryButton {
                                objectName: "influence_" + card.cardId
                                readonly property string problem: panel.board.actionProblems[Game.ActionKind.Influence] ?? ""
                                text: qsTr("+ agent")
                                // Narrower than the entry bar's keys: both beside the agents.
                                leftPadding: Theme.spacing
                                rightPadding: Theme.spacing
                                focusPolicy: Qt.StrongFocus
                                implicitHeight: Theme.touchTarget * 0.8
                                enabled: problem === ""
                                whyNot: problem
                                rowsJustMoved: rowsMoving.running
                                onClicked: panel.refusal = panel.board.influence(card.cardId)
                            }
                            EntryButton {
                                objectName: "secure_" + card.cardId
                                text: card.choice.canRansack === true ? qsTr("Ransack") : qsTr("Secure")
                                // Narrower than the entry bar's keys: both beside the agents.
                                leftPadding: Theme.spacing
                                rightPadding: Theme.spacing
                                focusPolicy: Qt.StrongFocus
                                implicitHeight: Theme.touchTarget * 0.8
                                enabled: card.choice.secureProblem === "" || card.choice.canRansack === true
                                whyNot: card.choice.secureProblem ?? ""
                                rowsJustMoved: rowsMoving.running
                                onClicked: panel.secureRequested(card.cardId, card.name, card.choice.canRansack === true)
                            }
                        }
                    }
                }
            }
        }
        Text {
            Layout.fillWidth: true
            visible: panel.refusal !== ""
            text: panel.refusal
            wrapMode: Text.WordWrap
            color: Theme.danger
            font.pixelSize: Theme.fontSmall
        }
    }
    // Made when first asked for (a base game never makes it): the first frame loads none of it.
    function addFateCard() {
        fateCardDialog.make().show()
    }
    MadeOnDemand {
        id: fateCardDialog
        source: Qt.resolvedUrl("FateCardDialog.qml")
        parentObject: panel
    }
}
