// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// After the Intermission: the next Act's dice (the event die for the Blight; with two players
// the number die twice for the ambitions' resources), rolled here or entered; its Court row,
// dealt here or entered as the table dealt it; and the Act begun.
ColumnLayout {
    id: setup

    required property IntermissionSteps steps
    property int firstCluster: 0
    property int secondCluster: 0

    function roll(faces: int): int { return 1 + Math.floor(Math.random() * faces) }
    onFirstClusterChanged: steps.dismissProblem()
    onSecondClusterChanged: steps.dismissProblem()

    spacing: Theme.spacing

    Label {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.text
        text: qsTr("Act %1 sets out the Blight from the event die on the table the Intermission left, deals the Court with the Council In Session, and flips the lowest ambition markers.")
                  .arg(setup.steps.nextActNumeral)
    }
    RowLayout {
        spacing: Theme.spacing
        Label { text: qsTr("Event die"); color: Theme.text }
        LayoutRepeater {
            model: Theme.planetSymbols
            EntryButton {
                required property int modelData // a Game.PlanetSymbol
                objectName: "nextActEvent_" + modelData
                text: Words.planetSymbols[modelData]
                checked: setup.steps.eventRolled && setup.steps.eventSymbol === modelData
                onClicked: setup.steps.eventSymbol = modelData
            }
        }
        Button {
            text: qsTr("Roll")
            implicitHeight: Theme.touchTarget
            onClicked: setup.steps.eventSymbol = Theme.planetSymbols[setup.roll(3) - 1]
        }
    }
    Label {
        objectName: "blightPreview"
        Layout.fillWidth: true
        visible: text !== ""
        text: setup.steps.blightPreview
        color: Theme.text
        wrapMode: Text.WordWrap
    }
    LayoutRepeater { // two players: the number die twice
        model: setup.steps.twoPlayers ? 2 : 0
        RowLayout {
            id: numberRoll
            required property int index
            readonly property int value: index === 0 ? setup.firstCluster : setup.secondCluster
            function set(cluster: int) {
                if (index === 0) setup.firstCluster = cluster
                else setup.secondCluster = cluster
            }
            spacing: Theme.spacing
            Label { text: qsTr("Number die, roll %1").arg(numberRoll.index + 1); color: Theme.text }
            LayoutRepeater {
                model: 6
                EntryButton {
                    required property int index
                    objectName: "nextActNumber" + numberRoll.index + "_" + (index + 1)
                    text: index + 1
                    checked: numberRoll.value === index + 1
                    onClicked: numberRoll.set(index + 1)
                }
            }
            Button {
                text: qsTr("Roll")
                implicitHeight: Theme.touchTarget
                onClicked: numberRoll.set(setup.roll(6))
            }
        }
    }
    CourtRowChoice {
        Layout.fillWidth: true
        court: setup.steps.nextCourt
        cards: setup.steps.nextCourtCards
        onDealRequested: setup.steps.dealNextCourt()
        onCardPlaced: (place, card) => setup.steps.setNextCourtCard(place, card)
    }
    Button {
        objectName: "startNextAct"
        text: qsTr("Start Act %1").arg(setup.steps.nextActNumeral)
        highlighted: true
        implicitHeight: Theme.touchTarget
        onClicked: setup.steps.startNextAct(setup.firstCluster, setup.secondCluster)
    }
}
