// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A campaign player's place in the Empire: Regent or Outlaw, and the First Regent tile with the
// Imperial Trust on it, and the Favors on their Fate card. What a
// card's effect or a deal did (Empire Falls, Parade Fleets, a Summit) is recorded here; the app
// refuses only what the rules forbid, an Outlaw holding the tile, and says why.
ColumnLayout {
    id: empire

    required property BoardDraft board
    required property int seat
    required property var area // a playerArea
    signal entered(string problem)

    function correct(target: string, value: int) {
        empire.entered(empire.board.correct({ target: target, player: empire.seat, value: value }))
    }

    spacing: Theme.spacing

    Label { text: qsTr("The Empire"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Label {
            objectName: "empireTitle"
            height: Theme.touchTarget
            verticalAlignment: Text.AlignVCenter
            text: empire.area.firstRegent ? qsTr("First Regent")
                  : empire.area.regent ? qsTr("Regent") : qsTr("Outlaw")
            color: empire.area.regent ? Theme.text : Theme.danger
            font.bold: true
        }
        Button {
            objectName: "changeTitle"
            text: empire.area.regent ? qsTr("Now an Outlaw") : qsTr("Now a Regent")
            implicitHeight: Theme.touchTarget
            onClicked: empire.correct("title", empire.area.regent ? 0 : 1)
        }
        Button {
            objectName: "changeFirstRegent"
            text: empire.area.firstRegent ? qsTr("Gives up the First Regent tile")
                                          : qsTr("Takes the First Regent tile")
            implicitHeight: Theme.touchTarget
            onClicked: empire.correct("firstRegent", empire.area.firstRegent ? 0 : 1)
        }
    }
    Label {
        text: qsTr("Favors on their Fate card")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.padding
        Repeater {
            model: empire.area.rivals
            Row {
                id: rival
                required property var modelData // an areaRival
                spacing: Theme.spacing
                PlayerBadge {
                    anchors.verticalCenter: parent.verticalCenter
                    name: rival.modelData.name
                    colour: rival.modelData.colour
                }
                CountCell {
                    objectName: "favors_" + rival.modelData.seat
                    width: Theme.touchTarget * 1.6 + Theme.fontBody * 1.6
                    value: rival.modelData.favors
                    what: qsTr("Favors")
                    onChanged: v => empire.entered(empire.board.correct({ target: "favors", player: empire.seat,
                                                                         owner: rival.modelData.seat, value: v }))
                }
            }
        }
    }
    Label {
        visible: empire.area.firstRegent
        text: qsTr("The Imperial Trust, on the tile")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Flow { // the Imperial Trust on the tile (Silver-Tongues steals from it, …)
        Layout.fillWidth: true
        visible: empire.area.firstRegent
        spacing: Theme.spacing
        Repeater {
            model: Theme.resourceTypes
            Stepper {
                required property int modelData
                objectName: "trust_" + modelData
                width: 16 * Theme.fontBody
                label: Words.resources[modelData]
                value: empire.area.trust[modelData] ?? 0
                to: 5
                onChanged: v => empire.entered(empire.board.correct({ target: "trust", resource: modelData, value: v }))
            }
        }
    }
}
