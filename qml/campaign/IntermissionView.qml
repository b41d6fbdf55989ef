// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The end of a campaign's Act I or II and the Intermission after it, one step at a time: what the
// step does to this table (computed, shown before moving on), then the choices left to people.
Pane {
    id: view

    readonly property IntermissionSteps steps: IntermissionSteps { table: Table }

    signal packUpRequested()

    padding: Theme.padding * 2
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.padding

        Label {
            objectName: "intermissionTitle"
            Layout.fillWidth: true
            text: view.steps.begun ? qsTr("Intermission · %1").arg(view.steps.stepTitle)
                                   : qsTr("Act %1 is over").arg(Table.actNumeral)
            color: Theme.accent
            font.pixelSize: Theme.fontHuge
            font.bold: true
            wrapMode: Text.WordWrap
        }
        PhonesReady { Layout.fillWidth: true }
        // What the step shows and asks, scrolled where it is taller than the window (at
        // 1280×720 four players' Act II setup put Start Act II out of reach: a cold play-test);
        // Back and Next stay below it.
        Flickable {
            id: stepFlick
            objectName: "intermissionStep"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Each step is read from its top.
            readonly property int shownStep: view.steps.step
            onShownStepChanged: contentY = 0
            clip: true
            contentHeight: stepColumn.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: MoreToSeeScrollBar { objectName: "intermissionScrollBar" }
            ColumnLayout {
                id: stepColumn
                width: stepFlick.width - Theme.padding // room for the scroll bar
                spacing: Theme.padding
                Label {
                    Layout.fillWidth: true
                    visible: !view.steps.begun
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    text: qsTr("Power is kept as it stands. The Intermission resolves each Fate, clears the table and halves Power before Act %1; it is saved step by step, so the table can pack up at any step.")
                              .arg(view.steps.nextActNumeral)
                }
                Button {
                    objectName: "beginIntermission"
                    visible: !view.steps.begun
                    text: qsTr("Begin the Intermission")
                    highlighted: true
                    implicitHeight: Theme.touchTarget
                    onClicked: view.steps.begin()
                }

                LayoutRepeater { // steps A-E: what the engine computed
                    model: view.steps.lines
                    Label {
                        required property string modelData
                        Layout.fillWidth: true
                        text: "• " + modelData
                        wrapMode: Text.WordWrap
                        color: Theme.text
                    }
                }
                ResolutionCourtCards {
                    Layout.fillWidth: true
                    visible: view.steps.begun && view.steps.step === 0
                    steps: view.steps
                }
                LayoutRepeater { // step D: new ships for a player left with none
                    model: view.steps.step === 3 ? view.steps.placing : []
                    RowLayout {
                        id: placer
                        required property var modelData
                        spacing: Theme.spacing
                        PlayerBadge { name: placer.modelData.name; colour: placer.modelData.colour }
                        Label { text: qsTr("has no ships or starports left: new ships go in"); color: Theme.text }
                        TableComboBox {
                            objectName: "shipGate_" + placer.modelData.name
                            Accessible.name: qsTr("Gate for %1's new ships").arg(placer.modelData.name)
                            model: view.steps.gateChoices
                            currentIndex: placer.modelData.gateChoice
                            onActivated: index => view.steps.chooseGate(placer.modelData.seat, index)
                        }
                    }
                }
                IntermissionFateChoice {
                    Layout.fillWidth: true
                    visible: view.steps.begun && view.steps.step === 5
                    steps: view.steps
                }
                LayoutRepeater { // the Fates revealed: who keeps theirs, who switches
                    model: view.steps.step === view.steps.stepCount ? view.steps.fateChanges : []
                    Label {
                        required property string modelData
                        Layout.fillWidth: true
                        text: "• " + modelData
                        wrapMode: Text.WordWrap
                        color: Theme.text
                    }
                }
                RowLayout { // Next Act? Play it now, or pack up for another evening.
                    Layout.fillWidth: true
                    visible: view.steps.begun && view.steps.step === view.steps.stepCount
                    spacing: Theme.padding
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("Playing Act %1 another evening? The log sheet, the Fates' notes and the trays are under Pack up.").arg(view.steps.nextActNumeral)
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    Button {
                        objectName: "packUpButton"
                        text: qsTr("Pack up…")
                        implicitHeight: Theme.touchTarget
                        onClicked: view.packUpRequested()
                    }
                }
                NextActSetup {
                    Layout.fillWidth: true
                    visible: view.steps.begun && view.steps.step === view.steps.stepCount
                    steps: view.steps
                }

            }
        }

        Label {
            objectName: "intermissionProblem"
            Layout.fillWidth: true
            visible: text !== ""
            text: view.steps.problem
            wrapMode: Text.WordWrap
            color: Theme.danger
        }
        RowLayout {
            visible: view.steps.begun
            spacing: Theme.padding
            Button {
                objectName: "intermissionBack"
                text: qsTr("Back")
                enabled: view.steps.step > 0
                implicitHeight: Theme.touchTarget
                onClicked: view.steps.back()
            }
            Button {
                objectName: "intermissionNext"
                visible: view.steps.step < view.steps.stepCount
                text: qsTr("Next step")
                highlighted: true
                implicitHeight: Theme.touchTarget
                onClicked: view.steps.next()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Saved at this step: stop here and the campaign reopens at this step. Campaign log… has the log sheet and the trays.")
                color: Theme.textMuted
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSmall
            }
        }
    }
}
