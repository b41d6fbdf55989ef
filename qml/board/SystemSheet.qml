// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A tapped system: what stands there, the acting player's actions in it, and a correction
// panel for matching the real table.
Popup {
    id: sheet
    objectName: "systemSheet"

    required property BoardDraft board
    property reachSystem system // none until a system is shown
    readonly property var info: systemView.info // a systemValue; follows every entry
    signal moveRequested(reachSystem from, int fresh, int damaged, int imperialFresh, int imperialDamaged,
                         bool flagship)
    signal battleRequested(reachSystem system)

    // Another system's sheet starts at its top, its corrections closed, for the player whose
    // turn it is: one opened scrolled down, with the last one's corrections, hid its actions,
    // and one kept the player picked at the system before (cold play-tests).
    function show(shown: reachSystem) {
        board.followTurn()
        system = shown
        outcome.text = ""
        open()
        actionsView.reset()
        correction.reset()
        const flick = scroll.contentItem as Flickable
        flick.contentY = 0
    }
    // An entry made says what it did (a tax with every slot full gains nothing, which only
    // Undo's title said; a cold play-test), a refused one why.
    function report(problem: string) {
        outcome.refused = problem !== ""
        outcome.text = problem !== "" ? problem : qsTr("✓ %1").arg(Table.undoTitle)
        // The entry remade the action buttons, the tapped one with its focus: take it back so
        // Escape still closes the sheet.
        if (!contentItem.activeFocus)
            contentItem.forceActiveFocus()
    }

    SystemView {
        id: systemView
        table: Table
        system: sheet.system
        board: sheet.board
    }

    FlagshipView {
        id: flagshipView
        table: Table
        system: sheet.system
        board: sheet.board
    }

    // Not modal: a tap on another system closes this sheet and opens that one's (modal, the
    // tap only closed it, and looked ignored; a cold play-test).
    modal: false
    focus: true // keys reach the sheet: Escape closes it
    // At the page's right, over the Court and the ambitions: the map beside it stays in sight,
    // its counts to be read against the sheet's (centred, it hid the map; a play-test).
    x: parent ? parent.width - width - Theme.padding : 0
    y: parent ? (parent.height - height) / 2 : 0
    width: Math.min(parent ? parent.width - 2 * Theme.padding : 640, 40 * Theme.fontBody,
                    Math.max(28 * Theme.fontBody, parent ? parent.width * 0.35 : 0))
    height: Math.min(parent ? parent.height - 2 * Theme.padding : 600, 44 * Theme.fontBody)
    padding: Theme.padding
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.border
        radius: Theme.radius
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "systemTitle"
                Layout.fillWidth: true
                text: sheet.info.isGate
                      ? sheet.info.word // "1-gate", as the map, History and typed entries say
                      : qsTr("%1 · %2 planet · %3 of %n slot(s) free", "", sheet.info.buildingSlots)
                            .arg(sheet.info.word).arg(Words.resources[sheet.info.planetType])
                            .arg(sheet.info.freeSlots)
                color: Theme.text
                font.pixelSize: Theme.fontTitle
                font.bold: true
                wrapMode: Text.WordWrap // whole: "2-crescent · Weapon plan…" hid the free slots
            }
            Button {
                Layout.alignment: Qt.AlignTop
                text: qsTr("Close")
                implicitHeight: Theme.touchTarget
                onClicked: sheet.close()
            }
        }
        MoreToSeeScrollView {
            id: scroll
            objectName: "systemScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // What stands here scrolls with the actions: held above them, it left the actions
            // a third of the sheet at 1366×768 (a cold play-test).
            ColumnLayout {
                width: parent.width
                spacing: Theme.spacing
                SystemPieces {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 0 // wrapped lines take the width they are given
                    info: sheet.info
                }
                ActingPlayerChoice {
                    id: actingChoice
                    Layout.fillWidth: true
                    board: sheet.board
                    onChosen: {
                        sheet.choosingPlayer = true
                        showActingPlayerLater.start()
                    }
                }
                FlagshipActions {
                    Layout.fillWidth: true
                    board: sheet.board
                    view: flagshipView
                    onEntered: problem => sheet.report(problem)
                }
                SystemActions {
                    id: actionsView
                    Layout.fillWidth: true
                    board: sheet.board
                    view: systemView
                    flagship: flagshipView
                    onEntered: problem => sheet.report(problem)
                    onMoveRequested: (fresh, damaged, imperialFresh, imperialDamaged, flagship) => {
                        sheet.close()
                        sheet.moveRequested(sheet.system, fresh, damaged, imperialFresh, imperialDamaged,
                                            flagship)
                    }
                    onBattleRequested: {
                        sheet.close()
                        sheet.battleRequested(sheet.system)
                    }
                }
                SystemCorrection {
                    id: correction
                    Layout.fillWidth: true
                    board: sheet.board
                    system: sheet.system
                    info: sheet.info
                    onEntered: problem => sheet.report(problem)
                }
                // Room below, while the corrections are open, a view's height: their top can
                // reach the view's, where KeepInPlace scrolls them back under the finger when
                // lines come above them ("Move ships from here" after a first ship), and fewer
                // rows (another side chosen) never shorten the sheet under the view, which
                // scrolled it back by 100 px (cold play-tests). Never scrolled into: below.
                Item { Layout.preferredHeight: correction.shown ? scroll.height : 0 }
            }
        }

        OutcomeLabel {
            id: outcome
            objectName: "systemOutcome"
            Layout.fillWidth: true
        }
    }

    // Opened, the corrections scroll into sight once they are laid out (they opened below the
    // sheet's foot, nothing scrolled).
    property bool revealingCorrections: false
    Connections {
        target: correction
        function onShownChanged() { sheet.revealingCorrections = correction.shown }
    }
    Connections {
        target: scroll.contentItem as Flickable
        function onContentHeightChanged() {
            if (!sheet.revealingCorrections)
                return
            // Until the steppers are laid out: the first sheet opened grew in two steps, and
            // only the list of whose pieces came into sight (a cold play-test).
            sheet.revealingCorrections = !correction.rowsLaidOut
            const flick = scroll.contentItem as Flickable
            const bottom = correction.y + correction.height
            flick.contentY = Math.max(flick.contentY,
                                      Math.min(correction.y, bottom - flick.height))
        }
    }
    // The room below the corrections is not scrolled into: at most their top reaches the view's
    // (a cold play-test scrolled a whole view of blank sheet).
    Connections {
        target: scroll.contentItem as Flickable
        function onContentYChanged() {
            const flick = scroll.contentItem as Flickable
            const end = correction.y + Math.max(0, correction.height - flick.height)
            if (correction.shown && flick.contentY > end)
                flick.contentY = end
        }
    }
    KeepInPlace { // a piece corrected adds a line above: the steppers stay under the finger
        flickable: scroll.contentItem as Flickable
        target: correction
        active: correction.shown && sheet.opened && !sheet.choosingPlayer
    }
    // Another acting player chosen: the choice and what that player can do here (a Flagship to
    // place) come into sight, not the corrections held in place below (a cold play-test found
    // Dee's Flagship section scrolled away above).
    property bool choosingPlayer: false
    Timer { id: showActingPlayerLater; interval: 0; onTriggered: sheet.showActingPlayer() }
    function showActingPlayer() {
        const flick = scroll.contentItem as Flickable
        flick.contentY = Math.min(actingChoice.y, Math.max(0, flick.contentHeight - flick.height))
        choosingPlayer = false
    }
}
