// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Three steps to a new game: players and colours, mode and setup card, initiative and Court;
// a campaign's Act I has its dice in the second, and a fourth: each player's secret Fate.
Dialog {
    id: wizard
    objectName: "newGameWizard"

    property int step: 0
    // A campaign's Act I adds the secret choice of Fates.
    readonly property int steps: draft.campaign ? 4 : 3
    readonly property var stepTitles: [qsTr("Players"), draft.campaign ? qsTr("Mode and Act I") : qsTr("Mode and setup card"),
                                       qsTr("Initiative and Court"), qsTr("Fates, in secret")]
    readonly property string stepProblem: step === 0 ? draft.playersProblem
                                          : step < steps - 1 ? draft.tableProblem : draft.problem

    title: (draft.campaign ? qsTr("New campaign — step %1 of %2: %3") : qsTr("New game — step %1 of %2: %3"))
               .arg(step + 1).arg(steps).arg(stepTitles[step])
    modal: true
    focus: true // keys reach the sheet: Escape closes it
    T.Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.55) } // the table behind dims
    anchors.centerIn: parent
    width: Math.min(parent.width - 2 * Theme.padding, 720)
    height: Math.min(parent.height - 2 * Theme.padding, 640)
    padding: Theme.padding
    font.pixelSize: Theme.fontBody

    onAboutToShow: {
        step = 0
        draft.chooseFatesAgain()
        draft.seatTheTable() // the group's names, colours and seats, ready for the next game
    }

    background: Rectangle {
        color: Theme.surface
        border.color: Theme.border
        radius: Theme.radius
    }
    header: Label {
        text: wizard.title
        padding: Theme.padding
        color: Theme.text
        font.pixelSize: Theme.fontTitle
        font.bold: true
    }

    NewGameDraft { id: draft; table: Table }

    contentItem: ColumnLayout {
        spacing: Theme.padding

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: wizard.step
            WizardPlayersStep { draft: draft }
            WizardSetupStep { draft: draft }
            WizardInitiativeStep { draft: draft }
            WizardFateStep { draft: draft }
        }

        Label {
            objectName: "wizardProblem"
            Layout.fillWidth: true
            visible: text !== ""
            text: wizard.stepProblem
            wrapMode: Text.WordWrap
            // What Next waits for, not an error: in red before a name was typed, it read as one
            // (a cold play-test).
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
    }

    // A row rather than a DialogButtonBox, which gave every button the width of the first
    // words shown and cut "Start Act I".
    footer: Item {
        implicitHeight: buttons.implicitHeight + 2 * Theme.padding
        RowLayout {
            id: buttons
            anchors.right: parent.right
            anchors.rightMargin: Theme.padding
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.spacing
            Button {
                text: qsTr("Cancel")
                onClicked: wizard.reject()
            }
            Button {
                objectName: "wizardBack"
                text: qsTr("Back")
                enabled: wizard.step > 0
                opacity: enabled ? 1 : 0.4 // the popup's buttons look alike enabled or not
                onClicked: {
                    if (wizard.step === 3 && !draft.fatesDrawnAtTable)
                        draft.chooseFatesAgain() // nobody's secret pick stays on the device
                    wizard.step -= 1
                }
            }
            Button {
                objectName: "wizardNext"
                text: wizard.step < wizard.steps - 1 ? qsTr("Next")
                      : draft.campaign ? qsTr("Start Act I") : qsTr("Start game")
                highlighted: true
                enabled: wizard.stepProblem === ""
                onClicked: {
                    if (wizard.step < wizard.steps - 1)
                        wizard.step += 1
                    else if (draft.start())
                        wizard.accept()
                }
            }
        }
    }
}
