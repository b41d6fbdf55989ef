// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// What the table is walked through now: the event's steps with the one under way and what it
// asks, the Intermission's step, a chapter's scoring, or who won. Of the Intermission's last
// step only its name: the Fates offered and chosen are secret until revealed.
Pane {
    id: steps

    required property int fontSmall
    required property int fontBody
    required property int gap

    readonly property EventSteps event: EventSteps { table: Table }
    readonly property IntermissionSteps intermission: IntermissionSteps { table: Table }
    readonly property bool gameOver: Table.phase === Table.GameOver && !Table.intermissionFollows
    readonly property var eventSteps: event.steps // a JavaScript array, filtered below

    visible: event.active || Table.intermissionFollows || Table.phase === Table.ChapterEnd || gameOver
    padding: gap
    background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.accent }

    ColumnLayout {
        anchors.fill: parent
        spacing: steps.gap / 2

        Label {
            objectName: "tableScreenStepsTitle"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: steps.event.active ? steps.event.cause
                  : Table.intermissionFollows ? qsTr("Intermission · %1").arg(steps.intermission.stepTitle)
                  : steps.gameOver ? (Table.act > 0 ? qsTr("%1 wins the campaign!").arg(Table.winnerName)
                                                    : qsTr("%1 wins!").arg(Table.winnerName))
                  : qsTr("Scoring the ambitions")
            color: Theme.accent
            font.pixelSize: steps.fontBody
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.WordWrap
            text: steps.event.active ? steps.event.rollText
                  : steps.gameOver && Table.act > 0 ? Table.campaignVictory : ""
            color: Theme.text
            font.pixelSize: steps.fontSmall
        }
        Label {
            readonly property int done: steps.eventSteps.filter(step => step.done).length
            visible: steps.event.active && done > 0
            text: qsTr("✓ %n step(s) resolved", "", done)
            color: Theme.textMuted
            font.pixelSize: steps.fontSmall
        }
        Repeater { // the steps to come, the one under way marked and with what it asks
            model: steps.event.active ? steps.eventSteps.filter(step => !step.done) : []
            Label {
                required property var modelData
                required property int index
                objectName: "tableScreenStep" + index
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: (modelData.current ? "▶ " : "• ") + modelData.title
                      + (modelData.detail !== "" ? "\n" + modelData.detail : "")
                color: modelData.current ? Theme.text : Theme.textMuted
                font.pixelSize: modelData.current ? steps.fontBody : steps.fontSmall
                font.bold: modelData.current
            }
        }
        Repeater { // what the Intermission's step does to the table
            model: Table.intermissionFollows ? steps.intermission.lines : []
            Label {
                required property string modelData
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: modelData
                color: Theme.text
                font.pixelSize: steps.fontSmall
            }
        }
    }
}
