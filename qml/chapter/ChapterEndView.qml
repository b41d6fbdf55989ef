// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Chapter end, step by step: the counts for each declared ambition (entered or corrected by
// the table), the scoring with its explanation, clean-up, then the next chapter.
Pane {
    id: view

    padding: Theme.padding * 2
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ChapterScoring { id: scoring; table: Table }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.padding

        MoreToSeeScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true

            ColumnLayout {
                width: parent.width
                spacing: Theme.padding

                Label {
                    text: qsTr("End of chapter %1").arg(Table.chapter)
                    color: Theme.text
                    font.pixelSize: Theme.fontHuge
                    font.bold: true
                }
                StepTitle { text: qsTr("1. Count each declared ambition") }
                DeclarationRecorder {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 0 // wraps to the width given
                }
                CountsGrid {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 0 // its cells size themselves from the width given
                    scoring: scoring
                }
                StepTitle { text: qsTr("2. Scoring") }
                // Columns, not layouts, hold the lines rebuilt on every count: Qt 6.4's layouts
                // can crash when a Repeater replaces their items mid-arrangement.
                Column {
                    id: explanations
                    Layout.fillWidth: true
                    Layout.preferredWidth: 0 // wrapped lines take the width they are given
                    Repeater {
                        model: scoring.explanations
                        Label {
                            required property string modelData
                            objectName: "explanation"
                            width: explanations.width
                            text: modelData
                            wrapMode: Text.WordWrap
                            color: Theme.text
                        }
                    }
                }
                StepTitle { text: qsTr("3. Clean up") }
                Column {
                    id: cleanUp
                    Layout.fillWidth: true
                    Layout.preferredWidth: 0
                    Repeater {
                        model: scoring.cleanUp
                        Label {
                            required property string modelData
                            width: cleanUp.width
                            text: "• " + modelData
                            wrapMode: Text.WordWrap
                            color: Theme.text
                        }
                    }
                }
            }
        }

        Label {
            objectName: "scoringProblem"
            Layout.fillWidth: true
            visible: scoring.problem !== ""
            text: scoring.problem
            wrapMode: Text.WordWrap
            color: Theme.danger
        }
        RowLayout {
            spacing: Theme.padding
            Button {
                objectName: "scoreChapterButton"
                Layout.minimumWidth: implicitWidth // its label is never cut
                text: qsTr("Score chapter %1").arg(Table.chapter)
                highlighted: true
                enabled: scoring.problem === ""
                implicitHeight: Theme.touchTarget
                onClicked: scoring.submit()
            }
            Label {
                objectName: "scoringOutcome"
                Layout.fillWidth: true
                text: scoring.outcome
                wrapMode: Text.WordWrap
                color: Theme.textMuted
            }
        }
    }

    component StepTitle: Label {
        color: Theme.accent
        font.pixelSize: Theme.fontTitle
    }
}
