// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A Summit under way: the caller's Call to Order, the negotiations (agreed moves entered together
// as one deal), and the five-second countdown that ends it unless someone starts negotiating.
ColumnLayout {
    id: panel
    objectName: "summitPanel"

    required property EventSteps steps
    property int countdown: 0 // seconds left; 0: not counting

    spacing: Theme.spacing

    function startCountdown() { countdown = 5; SoundBoard.play(SoundBoard.Tick); tick.restart() }
    function stopCountdown() { countdown = 0; tick.stop() }

    Timer {
        id: tick
        interval: 1000
        repeat: true
        onTriggered: {
            panel.countdown -= 1
            if (panel.countdown > 0) {
                SoundBoard.play(SoundBoard.Tick)
            } else {
                stop()
                panel.steps.endSummit()
            }
        }
    }
    Connections { // any new negotiation cancels the countdown
        target: panel.steps
        function onNegotiated() { panel.stopCountdown() }
    }
    onVisibleChanged: stopCountdown()

    Label {
        Layout.fillWidth: true
        text: qsTr("Call to Order — only %1, who called the Summit: return a Rival's Favors to make them negotiate, petition the Council, leave or revive the Empire.").arg(panel.steps.callerName)
        color: Theme.accent
        wrapMode: Text.WordWrap
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        TableComboBox {
            id: favorOwner
            objectName: "favorOwner"
            Accessible.name: qsTr("Whose Favor to return")
            // A Rival's: the caller is not among them.
            model: Array.from(panel.steps.names).map((name, seat) => ({ seat: seat, name: name }))
                                                .filter(player => player.seat !== panel.steps.caller)
            textRole: "name"
            valueRole: "seat"
            implicitHeight: Theme.touchTarget
        }
        Button {
            objectName: "returnFavor"
            text: qsTr("Return 1 of their Favors")
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.addMove(EventSteps.ReturnFavors, panel.steps.caller, favorOwner.currentValue, 1)
        }
        Button {
            objectName: "petitionCouncil"
            visible: panel.steps.councilDecided // only a Decided Council can be petitioned
            text: qsTr("Petition the Council")
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.addMove(EventSteps.PetitionCouncil, panel.steps.caller, panel.steps.caller, 1)
        }
        Button {
            objectName: "leaveEmpire"
            visible: panel.steps.callerIsRegent
            text: qsTr("Leave the Empire")
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.addMove(EventSteps.LeaveEmpire, panel.steps.caller, panel.steps.caller, 1)
        }
        Button {
            objectName: "reviveEmpire"
            visible: !panel.steps.callerIsRegent
            text: qsTr("Revive the Empire")
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.addMove(EventSteps.ReviveEmpire, panel.steps.caller, panel.steps.caller, 1)
        }
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("Negotiations — anyone, when the Rival it affects agrees:")
        color: Theme.accent
        wrapMode: Text.WordWrap
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        TableComboBox {
            id: giver
            objectName: "negotiator"
            Accessible.name: qsTr("Who negotiates")
            model: panel.steps.names
            implicitHeight: Theme.touchTarget
        }
        Label { text: qsTr("with"); color: Theme.text; height: Theme.touchTarget; verticalAlignment: Text.AlignVCenter }
        TableComboBox {
            id: receiver
            objectName: "negotiationRival"
            Accessible.name: qsTr("The Rival negotiated with")
            model: panel.steps.names
            currentIndex: 1
            implicitHeight: Theme.touchTarget
        }
        Button {
            objectName: "promiseFavor"
            text: qsTr("Promise a Favor")
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.addMove(EventSteps.PromiseFavor, giver.currentIndex, receiver.currentIndex, 1)
        }
        Button {
            objectName: "inviteToEmpire"
            text: qsTr("Invite to the Empire")
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.addMove(EventSteps.InviteToEmpire, giver.currentIndex, receiver.currentIndex, 1)
        }
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("Cede Control, Delegate Authority and Transfer Asset move pieces: correct them on the map, the Court or the player's area.")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
    LayoutRepeater {
        model: panel.steps.deal
        Label { required property string modelData; text: "• " + modelData; color: Theme.text }
    }
    Label {
        objectName: "dealAgreement"
        Layout.fillWidth: true
        visible: text !== ""
        text: panel.steps.agreement
        color: Theme.accent
        wrapMode: Text.WordWrap
    }
    RowLayout {
        visible: panel.steps.deal.length > 0
        spacing: Theme.spacing
        Button {
            objectName: "agreeDeal"
            text: panel.steps.deal.length === 1 ? qsTr("Agreed") : qsTr("Agreed, all at once")
            highlighted: true
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.agreeDeal()
        }
        Button {
            text: qsTr("Clear")
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.clearDeal()
        }
    }
    RowLayout {
        spacing: Theme.padding
        Button {
            objectName: "startCountdown"
            visible: panel.countdown === 0
            text: qsTr("Nobody is negotiating: count down")
            implicitHeight: Theme.touchTarget
            onClicked: panel.startCountdown()
        }
        Label {
            objectName: "countdown"
            visible: panel.countdown > 0
            text: qsTr("The Summit ends in %1…").arg(panel.countdown)
            color: Theme.accent
            font.pixelSize: Theme.fontHuge
            font.bold: true
        }
        Button {
            objectName: "stillNegotiating"
            visible: panel.countdown > 0
            text: qsTr("Still negotiating")
            implicitHeight: Theme.touchTarget
            onClicked: panel.stopCountdown()
        }
    }
}
