// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// What the table is walked through now: the event's stage and its steps (the one under way with
// what it asks, the next few by name), the Intermission's step, a chapter's scoring as the
// counts stand, or who won. Of the Intermission's last step only its name: the Fates offered
// and chosen are secret until revealed.
Pane {
    id: steps

    required property int fontSmall
    required property int fontBody
    required property int gap

    readonly property EventSteps event: EventSteps { table: Table }
    readonly property IntermissionSteps intermission: IntermissionSteps { table: Table }
    readonly property ChapterScoring scoring: ChapterScoring { table: Table }
    readonly property bool chapterEnd: Table.phase === Table.ChapterEnd
    readonly property bool gameOver: Table.phase === Table.GameOver && !Table.intermissionFollows
    readonly property var eventSteps: event.steps // a JavaScript array, filtered below
    readonly property var stepsToCome: event.active ? eventSteps.filter(step => !step.done) : []
    readonly property int stepsShown: 3 // a TV shows the next few; the rest are counted

    visible: event.active || Table.intermissionFollows || chapterEnd || gameOver
    padding: gap
    clip: true // a long step is cut here rather than pushing the ambitions off the screen
    background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.accent }

    // A positioner, not a layout: Qt 6.4's layouts can crash when a Repeater removes their items.
    Column {
        width: steps.availableWidth
        spacing: steps.gap / 2

        Line {
            objectName: "tableScreenStepsTitle"
            text: steps.event.active ? steps.event.cause
                  : Table.intermissionFollows ? qsTr("Intermission · %1").arg(steps.intermission.stepTitle)
                  : steps.gameOver ? (Table.act > 0 ? qsTr("%1 wins the campaign!").arg(Table.winnerName)
                                                    : qsTr("%1 wins!").arg(Table.winnerName))
                  : qsTr("Scoring chapter %1").arg(Table.chapter)
            color: Theme.accent
            font.pixelSize: steps.fontBody
            font.bold: true
        }
        Line {
            objectName: "tableScreenStage"
            text: steps.event.active ? steps.event.stageText
                  : steps.gameOver && Table.act > 0 ? Table.campaignVictory : ""
        }
        Repeater { // the deal being listed at a Summit, as the Event screen lists it
            model: steps.event.deal
            Line { required property string modelData; text: "• " + modelData }
        }
        Line {
            objectName: "tableScreenDealAgreement"
            text: steps.event.agreement
            color: Theme.textMuted
        }
        Line {
            objectName: "tableScreenStepsDone"
            readonly property int done: steps.eventSteps.length - steps.stepsToCome.length
            visible: done > 0
            text: qsTr("✓ %n step(s) resolved", "", done)
            color: Theme.textMuted
        }
        Repeater { // the step under way with what it asks, then the next few by name
            model: steps.stepsToCome.slice(0, steps.stepsShown)
            Column {
                id: step
                required property var modelData
                required property int index
                Line {
                    objectName: "tableScreenStep" + step.index
                    text: (step.modelData.current ? "▶ " : "• ") + step.modelData.title
                    color: step.modelData.current ? Theme.text : Theme.textMuted
                    font.pixelSize: step.modelData.current ? steps.fontBody : steps.fontSmall
                    font.bold: step.modelData.current
                }
                Line {
                    visible: step.modelData.current && text !== ""
                    leftPadding: steps.gap
                    text: step.modelData.detail
                    maximumLineCount: 6
                    elide: Text.ElideRight
                }
            }
        }
        Line {
            readonly property int more: steps.stepsToCome.length - steps.stepsShown
            visible: more > 0
            text: qsTr("+ %n more step(s)", "", more)
            color: Theme.textMuted
        }
        Repeater { // what the Intermission's step does to the table
            model: Table.intermissionFollows ? steps.intermission.lines : []
            Line { required property string modelData; text: modelData }
        }
        Repeater { // each ambition's scoring, as the counts typed at the app stand, then what follows
            model: steps.chapterEnd ? Array.from(steps.scoring.explanations).concat([steps.scoring.outcome]) : []
            Line { required property string modelData; text: modelData }
        }
    }

    component Line: Label {
        width: steps.availableWidth
        visible: text !== ""
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: steps.fontSmall
    }
}
