// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A campaign's Act I table: the number die (the Imperial clusters), the event die (the Free
// cities' planets) and the Imperial policy, each rolled or drawn here or entered from the
// table's own dice and cards.
GridLayout {
    id: choice

    required property NewGameDraft draft
    readonly property string eventSymbolWord: Words.planetSymbols[draft.eventSymbol] ?? ""

    columns: 3
    columnSpacing: Theme.padding
    rowSpacing: Theme.spacing

    Label { text: qsTr("Number die"); color: Theme.text }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing / 2
        Repeater {
            model: 6
            EntryButton { // the face chosen filled, as the player count is
                required property int index
                objectName: "numberDie" + (index + 1)
                text: index + 1
                checked: choice.draft.numberDie === index + 1
                onClicked: choice.draft.numberDie = index + 1
                Accessible.name: qsTr("Number die shows %1").arg(index + 1)
            }
        }
    }
    Button {
        objectName: "rollNumberDie"
        text: qsTr("Roll")
        implicitHeight: Theme.touchTarget
        onClicked: choice.draft.rollNumberDie()
    }

    Label { text: qsTr("Event die"); color: Theme.text }
    Row {
        Layout.fillWidth: true
        spacing: Theme.spacing / 2
        Repeater {
            model: Theme.planetSymbols
            EntryButton {
                id: face
                required property int modelData // a Game.PlanetSymbol
                objectName: "eventDie_" + modelData
                text: Words.planetSymbols[modelData]
                checked: choice.draft.eventSymbol === modelData
                onClicked: choice.draft.eventSymbol = modelData
                contentItem: Row { // no id: the contentItem stays deferred
                    spacing: Theme.spacing / 2
                    PlanetSymbol {
                        anchors.verticalCenter: parent.verticalCenter
                        symbol: face.modelData
                        colour: face.checked ? Theme.background : Theme.text
                        width: Theme.fontBody
                        height: Theme.fontBody
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: face.text
                        font: face.font
                        color: face.checked ? Theme.background : Theme.text
                    }
                }
            }
        }
    }
    Button {
        objectName: "rollEventDie"
        text: qsTr("Roll")
        implicitHeight: Theme.touchTarget
        onClicked: choice.draft.rollEventDie()
    }

    Label { text: qsTr("Imperial policy"); color: Theme.text }
    Row {
        Layout.fillWidth: true
        spacing: Theme.spacing / 2
        Repeater {
            model: Theme.imperialPolicies
            EntryButton {
                required property int modelData // a Game.ImperialPolicy
                objectName: "policy_" + modelData
                text: Words.policies[modelData]
                checked: choice.draft.policy === modelData
                onClicked: choice.draft.policy = modelData
            }
        }
    }
    Button {
        objectName: "drawPolicy"
        text: qsTr("Draw")
        implicitHeight: Theme.touchTarget
        onClicked: choice.draft.drawPolicy()
    }

    Label {
        objectName: "actOneSummary"
        Layout.columnSpan: 3
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing
        wrapMode: Text.WordWrap
        color: Theme.text
        text: choice.draft.imperialClusters.length === 2
              ? qsTr("The Empire holds clusters %1 and %2; Free cities go on the %3 planets outside them, and damaged Blight in every other system. Govern the Imperial Reach starts on %4. Shuffle %5 Event cards into the action deck.")
                    .arg(choice.draft.imperialClusters[0]).arg(choice.draft.imperialClusters[1])
                    .arg(choice.eventSymbolWord.toLocaleLowerCase())
                    .arg(Words.policies[choice.draft.policy])
                    .arg(choice.draft.eventCards)
                + (choice.draft.edictsForPlayers.length > 0
                   ? " " + qsTr("With %n players, %1 goes in the rules booklet's first slot.", "", choice.draft.playerCount)
                         .arg(choice.draft.edictsForPlayers[0]) : "")
                // The app's roll and draw stand ready: a play-test took them for fixed defaults.
                + "\n\n" + qsTr("The app has rolled the dice and drawn the policy: keep them, roll again, or tap what the table rolled and drew.")
              : ""
    }
}
