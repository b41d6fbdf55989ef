// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Entering the next play: tap suit, number, declare or seize, or type "a5 d" and Enter.
// Buttons never take the keyboard focus, so typing always goes to the entry line.
Pane {
    id: bar
    objectName: "roundEntryBar"

    readonly property alias entry: roundEntry

    padding: Theme.padding
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    RoundEntry { id: roundEntry; table: Table }

    // The typed line if there is one (it says the whole play), else what was tapped. A refused
    // line is selected: typing replaces it.
    function play() {
        // Enter on an empty line with nothing chosen: the hint below already says what to do
        // (a red ✗ repeating it read as an error; a cold play-test).
        if (typed.text.trim() === "" && roundEntry.problem !== "")
            return
        if (roundEntry.enter(typed.text))
            typed.clear()
        else
            typed.selectAll()
    }

    // Typing goes to the entry line while the bar is on screen and takes cards (not during an
    // event: its screen has the keys).
    function takeFocus() {
        if (visible && typed.enabled)
            typed.forceActiveFocus()
    }
    Component.onCompleted: takeFocus()
    onVisibleChanged: takeFocus()
    Connections {
        target: roundEntry
        function onChanged() { bar.takeFocus() }
    }

    // Asked when first wanted: the first frame loads none of a Dialog.
    function askToEndChapter() {
        endChapterQuestion.make().open()
    }
    MadeOnDemand {
        id: endChapterQuestion
        source: Qt.resolvedUrl("EndChapterQuestion.qml")
        parentObject: bar
        properties: ({ entry: roundEntry })
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2 // room for the preview's two lines, not for the map's

        RowLayout {
            // Two lines kept for the preview or the refusal: a long one never moves the page.
            readonly property real twoLines: Math.ceil(2 * previewLine.height) + 2
            Layout.preferredHeight: Math.max(leadText.implicitHeight, twoLines)
            spacing: Theme.padding
            FontMetrics { id: previewLine; font.pixelSize: Theme.fontSmall; font.bold: true }
            Text {
                id: leadText
                objectName: "entryTitle"
                readonly property string who: Theme.playerSymbol(roundEntry.playerColour)
                text: !roundEntry.active ? qsTr("The chapter's last turn")
                      : roundEntry.leading ? qsTr("▶ %1 %2 leads").arg(leadText.who).arg(roundEntry.playerName)
                      : qsTr("▶ %1 %2: %3").arg(leadText.who).arg(roundEntry.playerName)
                                           .arg(roundEntry.followChoices)
                color: Theme.accent
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Text {
                text: !roundEntry.active ? ""
                      : roundEntry.hand === 1 ? qsTr("1 card in hand") : qsTr("%1 cards in hand").arg(roundEntry.hand)
                color: Theme.textMuted
                font.pixelSize: Theme.fontBody
            }
            EntryPreview {
                entry: roundEntry
                Layout.fillWidth: true
                Layout.minimumWidth: 0
                Layout.preferredHeight: parent.twoLines // set: a wrapped text's own height lags
            }
        }

        RowLayout {
            spacing: Theme.spacing
            // The card and its choices wrap onto a second line when the bar is short (a 1280
            // window, a large size setting); the way to play it stays on the right.
            CardChoices {
                Layout.minimumWidth: Theme.touchTarget * 6
                Layout.preferredWidth: oneLine
                Layout.maximumWidth: oneLine
                entry: roundEntry
            }
            Item { Layout.fillWidth: true } // the way to play it stays on the right
            EntryButton {
                objectName: "mulliganButton"
                visible: roundEntry.canMulligan
                text: qsTr("Mulligan: %1").arg(roundEntry.mulliganPlayer)
                onClicked: roundEntry.mulligan()
            }
            EntryButton {
                objectName: "endChapterButton"
                text: qsTr("End chapter…")
                onClicked: bar.askToEndChapter()
            }
            EntryButton {
                objectName: "passButton"
                visible: roundEntry.canPass
                enabled: roundEntry.active
                checked: roundEntry.leading && roundEntry.hand === 0 // the only choice left
                text: qsTr("Pass")
                onClicked: roundEntry.pass()
            }
            TextField {
                id: typed
                objectName: "entryField"
                Accessible.name: qsTr("Type the play, e.g. a5 d")
                // Wider where the buttons leave room (it shares that with them): "ad3 d s" and
                // more stay in sight at 1280 (a play-test found it narrow).
                Layout.fillWidth: true
                Layout.preferredWidth: 7 * Theme.fontBody
                Layout.minimumWidth: 5 * Theme.fontBody
                Layout.maximumWidth: 16 * Theme.fontBody
                implicitHeight: Theme.touchTarget
                focus: true
                onTextEdited: roundEntry.draftTyped(text) // the preview and the buttons follow
                onAccepted: bar.play()
                // The text field would take Ctrl+Z for its own text; here it undoes entries.
                Keys.onShortcutOverride: event => event.accepted = event.modifiers & Qt.ControlModifier
                                                 && (event.key === Qt.Key_Z || event.key === Qt.Key_Y)
                Keys.onPressed: event => {
                    if (!(event.modifiers & Qt.ControlModifier))
                        return
                    if (event.key === Qt.Key_Z && !(event.modifiers & Qt.ShiftModifier))
                        Table.undo()
                    else if (event.key === Qt.Key_Z || event.key === Qt.Key_Y)
                        Table.redo()
                    else
                        return
                    event.accepted = true
                }
            }
            Button {
                objectName: "playButton"
                text: qsTr("Play ⏎")
                // Not highlighted when it cannot play: highlighted and faded, it still looked
                // ready (a cold play-test, with the event under way).
                highlighted: enabled
                opacity: enabled ? 1 : 0.4 // as faded as the entry keys beside it
                focusPolicy: Qt.NoFocus
                // A line not read yet has no play drafted: Enter, or this, says what is wrong.
                enabled: roundEntry.problem === ""
                         || (typed.text.trim() !== "" && roundEntry.draftProblem === ""
                             && !roundEntry.suitChosen
                             && roundEntry.kind !== Game.PlayKind.Copy
                             && roundEntry.kind !== Game.PlayKind.Event)
                implicitHeight: Theme.touchTarget
                onClicked: bar.play()
            }
        }

        Text { // what to do next: one line, so that the page never moves
            objectName: "entryProblem"
            Layout.fillWidth: true
            // The options, whatever is said above; nothing while a play is ready to enter.
            text: roundEntry.problem === "" ? "" : roundEntry.hint
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
            HoverHandler { id: problemHover }
            T.ToolTip.text: text
            T.ToolTip.visible: truncated && problemHover.hovered
        }
    }
}
