// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The end-of-round event of a campaign, one step at a time: the Summit, the Council's outcome or
// the dice, then the Crises or the Edicts in their order. Each choice is an undoable entry.
Pane {
    id: view

    readonly property EventSteps steps: EventSteps { table: Table }

    signal mapRequested()
    // A Court Crisis removes its card: the Court card sheet takes where it goes and the refill.
    signal courtRemovalRequested(string cardId, string name)

    property Item currentStep: null // the step under way, scrolled into view
    property string currentTitle // its heading

    // Through the Summit its moves, the deal, Agreed and the countdown stay in view as they are
    // laid out (the scroll made at once stopped a row short of them; called, the Summit showed
    // only its heading at 1280×720, its buttons below: cold play-tests).
    readonly property bool followingDeal: steps.stage === EventSteps.Summit
    Connections {
        target: view.steps
        function onNegotiated() { flick.toEnd() }
    }

    padding: Theme.padding * 2
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    // Why the last entry was refused, or what it did: pinned below the steps, so it is seen
    // wherever they are scrolled to.
    OutcomeLabel {
        id: outcome
        objectName: "eventOutcome"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        refused: view.steps.refusal !== ""
        text: refused ? view.steps.refusal
                      : view.steps.outcome !== "" ? qsTr("✓ %1").arg(view.steps.outcome) : ""
        maximumLineCount: 3
        elide: Text.ElideRight
    }

    EventTitleRow {
        id: titleRow
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        onMapRequested: view.mapRequested()
    }

    Flickable {
        id: flick
        objectName: "eventStepList"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: titleRow.bottom
        anchors.topMargin: Theme.padding
        anchors.bottom: outcome.visible ? outcome.top : parent.bottom
        anchors.bottomMargin: outcome.visible ? Theme.spacing : 0
        contentWidth: width // never sideways: what is wider wraps
        contentHeight: column.implicitHeight
        // The step under way in view, scrolled no further than its foot, where its choices and
        // buttons are: a taller step leaves its heading above (Govern the Imperial Reach had its
        // buttons cut in half at 1280×720; a cold play-test). The table can still scroll about.
        readonly property real revealed: view.currentStep
            ? Math.max(0, Math.min(stepList.y + view.currentStep.y + view.currentStep.height
                                   + Theme.padding - height,
                                   column.implicitHeight - height))
            : 0
        onRevealedChanged: contentY = revealed
        onContentHeightChanged: if (view.followingDeal) toEnd()
        function toEnd() { contentY = Math.max(0, contentHeight - height) }
        function reveal(item: Item) { // whole in sight, moved as little as it takes
            const top = item.mapToItem(column, 0, 0).y
            const fits = Math.min(top + item.height + Theme.padding - height, contentHeight - height)
            contentY = Math.max(Math.min(contentY, top), fits)
        }
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // The Summit's Agreed and countdown at 1280×720; beside the steps, never over a button.
        ScrollBar.vertical: MoreToSeeScrollBar { id: stepsBar; objectName: "stepsBar" }

        ColumnLayout {
            id: column
            width: parent.width - stepsBar.width // beside the bar, room kept for it
            spacing: Theme.padding

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Label { text: qsTr("%1: resolved by").arg(view.steps.cause); color: Theme.text }
                PlayerBadge {
                    Layout.fillWidth: true
                    name: view.steps.callerName
                    colour: view.steps.callerColour
                }
            }
            // The Council's side: who may still secure it, whether a Summit can petition it. Not
            // in the EmpireStrip: a label sized by that Flow re-laid it forever while hidden
            // (Qt 6.4), freezing a campaign reopened at its Crises.
            Label {
                objectName: "councilState"
                text: view.steps.councilDecided ? qsTr("Imperial Council: Decided")
                                                : qsTr("Imperial Council: In Session")
                color: Theme.textMuted
            }
            EmpireStrip { // titles, Favors and the Trust: what the Summit, Council and Edicts change
                Layout.fillWidth: true
                visible: view.steps.stage !== EventSteps.Roll && !view.steps.crises
                steps: view.steps
            }

            // 1. The Summit
            Flow {
                Layout.fillWidth: true
                visible: view.steps.stage === EventSteps.CallSummit
                spacing: Theme.padding
                Label {
                    height: Theme.touchTarget
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("%1 may call a Summit.").arg(view.steps.callerName)
                    color: Theme.text
                    font.pixelSize: Theme.fontTitle
                }
                Button {
                    objectName: "callSummit"
                    text: qsTr("Call a Summit")
                    implicitHeight: Theme.touchTarget
                    onClicked: view.steps.decideSummit(true)
                }
                DefaultButton {
                    objectName: "noSummit"
                    text: qsTr("No Summit")
                    implicitHeight: Theme.touchTarget
                    onClicked: view.steps.decideSummit(false)
                }
            }
            SummitPanel {
                Layout.fillWidth: true
                visible: view.steps.stage === EventSteps.Summit
                steps: view.steps
            }
            // 2. The Council's outcome, or the dice
            CouncilChoice {
                Layout.fillWidth: true
                visible: view.steps.stage === EventSteps.ResolveCouncil
                steps: view.steps
            }
            EventRollPanel {
                Layout.fillWidth: true
                visible: view.steps.stage === EventSteps.Roll
                steps: view.steps
                onDiceChosen: button => flick.reveal(button)
            }
            Label {
                objectName: "eventRoll"
                visible: text !== ""
                text: view.steps.rollText
                color: Theme.text
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            // 3. The Crises or the Edicts, in order. A positioner, not the layout: Qt 6.4's
            // layouts can crash when a Repeater replaces their items, as each step does here.
            Column {
                id: stepList
                Layout.fillWidth: true
                Layout.preferredWidth: 0 // its steps take the width given, not the other way round
                spacing: Theme.padding
                Repeater {
                    model: view.steps.steps
                    ColumnLayout {
                        id: step
                        required property var modelData
                        required property int index
                        width: stepList.width
                        spacing: Theme.spacing / 2
                        // Each step's delegate is made anew as the steps change.
                        Component.onCompleted: if (step.modelData.current) {
                            view.currentStep = step
                            view.currentTitle = step.modelData.title
                        }
                        Label {
                            objectName: "eventStep" + step.index
                            Layout.fillWidth: true
                            text: (step.modelData.done ? "✓ " : step.modelData.current ? "▶ " : "• ")
                                  + step.modelData.title
                            color: step.modelData.current ? Theme.accent : step.modelData.done ? Theme.textMuted : Theme.text
                            font.bold: step.modelData.current
                            font.pixelSize: step.modelData.current ? Theme.fontTitle : Theme.fontBody
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            Layout.fillWidth: true
                            Layout.leftMargin: Theme.padding * 2
                            visible: step.modelData.current
                            text: step.modelData.detail
                            color: Theme.text
                            wrapMode: Text.WordWrap
                        }
                        Loader { // the First Regent governs: enforce or change the policy
                            Layout.fillWidth: true
                            Layout.leftMargin: Theme.padding * 2
                            active: step.modelData.current && view.steps.governing
                            visible: active
                            // By file: a bound component cannot be made inside a delegate.
                            Component.onCompleted: setSource("GovernPanel.qml", { steps: view.steps })
                        }
                        Button {
                            objectName: step.modelData.current ? "removeCourtCard" : ""
                            Layout.leftMargin: Theme.padding * 2
                            visible: step.modelData.current && step.modelData.courtCard !== ""
                            text: qsTr("%1 leaves the Court…").arg(step.modelData.courtCardName)
                            implicitHeight: Theme.touchTarget
                            onClicked: view.courtRemovalRequested(step.modelData.courtCard,
                                                                  step.modelData.courtCardName)
                        }
                        DefaultButton {
                            objectName: step.modelData.current ? "resolveStep" : ""
                            Layout.leftMargin: Theme.padding * 2
                            visible: step.modelData.current && !view.steps.governing
                            text: view.steps.stepAction
                            implicitHeight: Theme.touchTarget
                            onClicked: view.steps.resolveStep()
                        }
                    }
                }
            }
        }
    }
    PinnedStepTitle {
        anchors.left: flick.left
        anchors.right: flick.right
        anchors.rightMargin: stepsBar.width
        anchors.top: flick.top
        visible: view.currentStep !== null && flick.contentY > stepList.y + view.currentStep.y
        title: view.currentTitle
    }
}
