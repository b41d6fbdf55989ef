// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The mode, and a setup card for this many players (chosen, or drawn at random) — or for a
// campaign, Act I's dice and policy.
ColumnLayout {
    id: step

    required property NewGameDraft draft

    spacing: Theme.spacing

    RowLayout {
        spacing: Theme.padding
        TableRadioButton {
            objectName: "modeBase"
            text: qsTr("Base game")
            checked: step.draft.mode === Game.GameMode.Base
            onToggled: step.draft.mode = Game.GameMode.Base
        }
        TableRadioButton {
            objectName: "modeLeaders"
            text: qsTr("Leaders & Lore")
            checked: step.draft.mode === Game.GameMode.LeadersAndLore
            onToggled: step.draft.mode = Game.GameMode.LeadersAndLore
        }
        TableRadioButton {
            objectName: "modeCampaign"
            text: qsTr("Campaign: The Blighted Reach")
            checked: step.draft.campaign
            onToggled: step.draft.mode = Game.GameMode.Campaign
        }
    }

    ActOneChoice {
        Layout.fillWidth: true
        visible: step.draft.campaign
        draft: step.draft
    }

    LeaderChoice {
        Layout.fillWidth: true
        visible: step.draft.mode === Game.GameMode.LeadersAndLore
        draft: step.draft
    }

    RowLayout {
        visible: !step.draft.campaign // Act I has no setup card
        Label {
            Layout.fillWidth: true
            text: qsTr("Setup card for %1 players:").arg(step.draft.playerCount)
            color: Theme.text
        }
        Button {
            objectName: "drawSetupCard"
            text: qsTr("Draw at random")
            implicitHeight: Theme.touchTarget
            onClicked: step.draft.drawSetupCard()
        }
    }

    ListView {
        id: cards
        visible: !step.draft.campaign
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 4
        model: SetupCardListModel { playerCount: step.draft.playerCount }
        delegate: ItemDelegate {
            id: card
            required property string name
            required property bool experienced
            required property var outOfPlay
            objectName: "setupCard_" + name
            width: ListView.view.width
            height: Theme.touchTarget * 1.3
            highlighted: step.draft.setupCard === name
            onClicked: step.draft.setupCard = name
            contentItem: ColumnLayout {
                spacing: 0
                Label {
                    text: (card.highlighted ? "✓ " : "") + card.name
                          + (card.experienced ? "  · " + qsTr("for experienced players") : "")
                    color: card.highlighted ? Theme.background : Theme.text
                    font.bold: card.highlighted
                }
                Label {
                    text: qsTr("Out of play: %1").arg(card.outOfPlay.join(", "))
                    color: card.highlighted ? Theme.background : Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }

    Item { Layout.fillHeight: true; visible: step.draft.campaign }
}
