// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Who starts with the initiative (the setup card's player 1), and the Court row dealt.
ColumnLayout {
    id: step

    required property NewGameDraft draft

    spacing: Theme.spacing

    RowLayout {
        Label {
            Layout.fillWidth: true
            text: qsTr("Who holds the initiative?")
            color: Theme.text
        }
        Button {
            objectName: "drawInitiative"
            text: qsTr("Draw at random")
            implicitHeight: Theme.touchTarget
            onClicked: step.draft.drawInitiative()
        }
    }

    Column { // a positioner: the seats follow the player count
        Layout.fillWidth: true
        Repeater {
            model: step.draft.playerCount
            TableRadioButton {
                id: choice
                required property int index
                readonly property string name: step.draft.names[index] || qsTr("Player %1").arg(index + 1)
                objectName: "initiative" + index
                implicitHeight: Theme.touchTarget
                checked: step.draft.initiative === index
                onToggled: step.draft.initiative = index
                text: name
                // The player as everywhere else: their symbol in their colour, then the name.
                contentItem: Row {
                    leftPadding: choice.indicator.width + choice.spacing
                    PlayerBadge {
                        anchors.verticalCenter: parent.verticalCenter
                        name: choice.name
                        colour: step.draft.colours[choice.index] ?? -1 // none while the seats change
                    }
                }
            }
        }
    }

    CourtRowChoice {
        Layout.fillWidth: true
        Layout.topMargin: Theme.padding
        court: step.draft.court
        cards: step.draft.courtCards
        onDealRequested: step.draft.dealCourt()
        onCardPlaced: (place, card) => step.draft.setCourtCard(place, card)
    }

    Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.padding
        wrapMode: Text.WordWrap
        text: step.draft.campaign ? qsTr("Campaign · Act I · the Imperial Council leftmost, then the Court above")
                                  : qsTr("%1 · %2").arg(step.draft.setupCard)
                                        .arg(step.draft.mode === Game.GameMode.Base ? qsTr("Base game") : qsTr("Leaders & Lore"))
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }

    Item { Layout.fillHeight: true }
}
