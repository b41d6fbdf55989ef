pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Chapter end, step by step: the counts for each declared ambition (entered or corrected by
// the table), the scoring with its explanation, clean-up, then the next chapter.
Pane {
    id: view

    padding: Theme.padding * 2
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ChapterScoring { id: scoring }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.padding

        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
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
                    scoring: scoring
                }
                CountsGrid {
                    Layout.fillWidth: true
                    scoring: scoring
                }
                StepTitle { text: qsTr("2. Scoring") }
                Repeater {
                    model: scoring.explanations
                    Label {
                        required property string modelData
                        objectName: "explanation"
                        Layout.fillWidth: true
                        text: modelData
                        wrapMode: Text.WordWrap
                        color: Theme.text
                    }
                }
                StepTitle { text: qsTr("3. Clean up") }
                Repeater {
                    model: scoring.cleanUp
                    Label {
                        required property string modelData
                        Layout.fillWidth: true
                        text: "• " + modelData
                        wrapMode: Text.WordWrap
                        color: Theme.text
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
                text: qsTr("Score chapter %1").arg(Table.chapter)
                highlighted: true
                enabled: scoring.problem === ""
                implicitHeight: Theme.touchTarget
                onClicked: scoring.submit()
            }
            Label {
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
