pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Entering the next play: tap suit, number, declare or seize, or type "a5 d" and Enter.
Pane {
    id: bar

    readonly property alias entry: roundEntry
    readonly property var suits: [
        { id: "administration", short: qsTr("Adm"), name: qsTr("Administration") },
        { id: "aggression", short: qsTr("Agg"), name: qsTr("Aggression") },
        { id: "construction", short: qsTr("Con"), name: qsTr("Construction") },
        { id: "mobilization", short: qsTr("Mob"), name: qsTr("Mobilization") }]

    padding: Theme.padding
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    RoundEntry { id: roundEntry }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            spacing: Theme.padding
            Label {
                text: roundEntry.leading
                      ? qsTr("▶ %1 %2 leads").arg(Theme.playerSymbol(roundEntry.playerColour)).arg(roundEntry.playerName)
                      : qsTr("▶ %1 %2: surpass, copy or pivot").arg(Theme.playerSymbol(roundEntry.playerColour)).arg(roundEntry.playerName)
                color: Theme.accent
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Label {
                text: qsTr("%1 cards in hand").arg(roundEntry.hand)
                color: Theme.textMuted
            }
            Item { Layout.fillWidth: true }
            Label {
                objectName: "entryPreview"
                text: roundEntry.preview
                color: Theme.text
            }
        }

        RowLayout {
            spacing: Theme.spacing
            Repeater {
                model: bar.suits
                EntryButton {
                    required property var modelData
                    objectName: "suit_" + modelData.id
                    text: modelData.short
                    checked: roundEntry.suit === modelData.id
                    ToolTip.text: modelData.name
                    ToolTip.visible: hovered
                    onClicked: roundEntry.setSuit(modelData.id)
                }
            }
            Rectangle { width: 1; Layout.fillHeight: true; color: Theme.border }
            Repeater {
                model: roundEntry.numbers
                EntryButton {
                    required property string modelData
                    objectName: "number_" + modelData
                    text: modelData
                    checked: roundEntry.number === Number(modelData)
                    onClicked: roundEntry.setNumber(Number(modelData))
                }
            }
            Rectangle { width: 1; Layout.fillHeight: true; color: Theme.border }
            EntryButton {
                objectName: "copyButton"
                visible: !roundEntry.leading
                text: qsTr("Copy")
                checked: roundEntry.kind === "copy"
                onClicked: roundEntry.setCopy(!checked)
            }
            Repeater {
                model: roundEntry.declarable
                EntryButton {
                    required property string modelData
                    objectName: "declare_" + modelData
                    text: qsTr("Declare %1").arg(modelData)
                    checked: roundEntry.declare === modelData
                    onClicked: roundEntry.setDeclare(checked ? "" : modelData)
                }
            }
            EntryButton {
                objectName: "seizeButton"
                visible: roundEntry.canSeize
                text: qsTr("Seize")
                checked: roundEntry.seize
                onClicked: roundEntry.setSeize(!checked)
            }
            Item { Layout.fillWidth: true }
            EntryButton {
                objectName: "mulliganButton"
                visible: roundEntry.canMulligan
                text: qsTr("Mulligan: %1").arg(roundEntry.mulliganPlayer)
                onClicked: roundEntry.mulligan()
            }
            EntryButton {
                objectName: "endChapterButton"
                text: qsTr("End chapter")
                ToolTip.text: qsTr("For scoring only: end the chapter without entering every round")
                ToolTip.visible: hovered
                onClicked: roundEntry.endChapter()
            }
            EntryButton {
                objectName: "passButton"
                visible: roundEntry.canPass
                text: qsTr("Pass")
                onClicked: roundEntry.pass()
            }
            TextField {
                id: typed
                objectName: "entryField"
                Layout.preferredWidth: 150
                implicitHeight: Theme.touchTarget
                placeholderText: qsTr("a5 d, x, s, p")
                focus: true
                onAccepted: {
                    if (roundEntry.enter(text))
                        clear()
                }
            }
            Button {
                objectName: "playButton"
                text: qsTr("Play ⏎")
                highlighted: true
                enabled: roundEntry.problem === ""
                opacity: enabled ? 1 : 0.5
                implicitHeight: Theme.touchTarget
                onClicked: roundEntry.submit()
            }
        }

        Label {
            objectName: "entryProblem"
            readonly property bool refused: roundEntry.refusal !== ""
            Layout.fillWidth: true
            text: roundEntry.refusal !== "" ? roundEntry.refusal : roundEntry.problem
            color: roundEntry.refusal !== "" ? Theme.danger : Theme.textMuted
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }
    }
}
