// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// Each player's secret pick of one of the two "A" Fates they were dealt, one device passed round
// the table: the screen asks for the next player, shows only their Fates, and hides again as soon
// as they have chosen, so nobody sees a Fate they were not dealt or anyone's pick.
// A positioner: in the wizard's StackLayout, Qt 6.4 left a layout here stacked at its top when
// the Fates drawn at the table were shown.
Column {
    id: step

    required property NewGameDraft draft
    property bool revealed: false
    readonly property int chooser: step.draft.nextToChooseFate
    readonly property string chooserName: chooser < 0 ? ""
                                          : step.draft.names[chooser] || qsTr("Player %1").arg(chooser + 1)

    onVisibleChanged: revealed = false // nobody's Fates stay on screen

    spacing: Theme.padding

    TableCheckBox {
        objectName: "fatesDrawnAtTable"
        visible: !step.revealed
        text: qsTr("We deal the Fate cards at the table")
        checked: step.draft.fatesDrawnAtTable
        onToggled: step.draft.fatesDrawnAtTable = checked
    }
    FatesAtTable {
        width: step.width
        visible: step.draft.fatesDrawnAtTable
        rows: step.draft.fatesAtTable
        onEntered: (seat, fate) => step.draft.chooseFate(seat, fate)
    }

    Label {
        objectName: "fatePassTo"
        width: step.width
        visible: !step.revealed && !step.draft.fatesDrawnAtTable
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.text
        font.pixelSize: Theme.fontTitle
        text: step.chooser < 0
              ? qsTr("Every player has chosen a Fate in secret. Start Act I to reveal them.")
              : qsTr("Pass the device to %1. Only %1 looks: their two Fates come next.").arg(step.chooserName)
    }
    Button {
        objectName: "showFates"
        anchors.horizontalCenter: parent.horizontalCenter
        visible: !step.revealed && step.chooser >= 0 && !step.draft.fatesDrawnAtTable
        text: qsTr("I am %1: show my Fates").arg(step.chooserName)
        implicitHeight: Theme.touchTarget
        highlighted: true
        onClicked: step.revealed = true
    }
    Button {
        objectName: "chooseFatesAgain"
        anchors.horizontalCenter: parent.horizontalCenter
        visible: !step.revealed && step.chooser < 0 && !step.draft.fatesDrawnAtTable
        text: qsTr("Everyone chooses again")
        implicitHeight: Theme.touchTarget
        onClicked: step.draft.chooseFatesAgain()
    }

    Label {
        width: step.width
        visible: step.revealed
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.fontTitle
        text: qsTr("%1, choose your Fate for Act I:").arg(step.chooserName)
    }
    Repeater {
        model: step.revealed && step.chooser >= 0 ? step.draft.fateOffers[step.chooser] : []
        FateOfferButton {
            id: fate
            required property var modelData
            required property int index
            objectName: "fateOffer" + index
            width: step.width
            text: qsTr("%1 (Fate %2)").arg(modelData.name).arg(modelData.number)
            onClicked: {
                step.draft.chooseFate(step.chooser, fate.modelData.number)
                step.revealed = false // hidden before the device goes on
            }
        }
    }
}
