// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A campaign player's place in the Empire: Regent or Outlaw, and the First Regent tile. What a
// card's effect or a deal did (Empire Falls, Parade Fleets, a Summit) is recorded here; the app
// refuses only what the rules forbid, an Outlaw holding the tile, and says why.
ColumnLayout {
    id: empire

    required property BoardEntry board
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
}
