// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Intermission step F: each player's secret choice of their Fate for the next Act, one device
// passed round the table (nothing is on screen between players); or, the Fate cards drawn at the
// table, each Fate entered as revealed.
ColumnLayout {
    id: choice

    required property IntermissionSteps steps
    property bool revealed: false

    onVisibleChanged: revealed = false
    spacing: Theme.spacing

    TableCheckBox {
        objectName: "intermissionFatesAtTable"
        visible: !choice.revealed
        text: qsTr("We draw the Fate cards at the table")
        checked: choice.steps.fatesDrawnAtTable
        onToggled: choice.steps.setFatesDrawnAtTable(checked)
    }
    FatesAtTable {
        Layout.fillWidth: true
        visible: choice.steps.fatesDrawnAtTable
        rows: choice.steps.fatesAtTable
        onEntered: (seat, fate) => choice.steps.enterFate(seat, fate)
    }

    Label {
        objectName: "intermissionPassTo"
        Layout.fillWidth: true
        visible: !choice.revealed && !choice.steps.fatesDrawnAtTable
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.fontTitle
        text: choice.steps.chooser < 0
              ? qsTr("Every player has chosen a Fate in secret: they are revealed together as Act %1 begins.").arg(choice.steps.nextActNumeral)
              : qsTr("Pass the device to %1. Only %1 looks.").arg(choice.steps.chooserName)
    }
    Label { // a phone's choice comes in here too, in secret
        objectName: "intermissionChosenSoFar"
        visible: !choice.revealed && !choice.steps.fatesDrawnAtTable
        text: choice.steps.chosenSoFar
        color: Theme.textMuted
    }
    RowLayout {
        visible: !choice.revealed && !choice.steps.fatesDrawnAtTable
        spacing: Theme.padding
        Button {
            objectName: "intermissionShowFates"
            visible: choice.steps.chooser >= 0
            text: qsTr("I am %1: show my Fates").arg(choice.steps.chooserName)
            highlighted: true
            implicitHeight: Theme.touchTarget
            onClicked: choice.revealed = true
        }
        Button {
            visible: choice.steps.chooser < 0
            text: qsTr("Everyone chooses again")
            implicitHeight: Theme.touchTarget
            onClicked: choice.steps.chooseFatesAgain()
        }
    }
    Label {
        Layout.fillWidth: true
        visible: choice.revealed
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.fontTitle
        text: qsTr("%1, choose your Fate for Act %2:").arg(choice.steps.chooserName).arg(choice.steps.nextActNumeral)
    }
    LayoutRepeater {
        model: choice.revealed ? choice.steps.offers : []
        FateOfferButton {
            id: fate
            required property var modelData
            required property int index
            objectName: "intermissionFate" + index
            Layout.fillWidth: true
            text: modelData.current ? qsTr("Keep the %1 (Fate %2)").arg(modelData.name).arg(modelData.number)
                                    : qsTr("%1 (Fate %2)").arg(modelData.name).arg(modelData.number)
            onClicked: {
                choice.steps.chooseFate(fate.modelData.number)
                choice.revealed = false // hidden before the device goes on
            }
        }
    }
}
