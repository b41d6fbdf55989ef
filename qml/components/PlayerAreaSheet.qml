// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// One player's area in full: resource slots with raid costs (tap one to spend or discard it),
// city slots and the bonus, Guild cards and lore, Outrage, Captives and Trophies by owner, and
// what is left in supply. Every count can be corrected to match the table.
Popup {
    id: sheet
    objectName: "playerAreaSheet"

    required property BoardDraft board
    property int seat: -1
    property string name: ""
    property int colour
    readonly property var area: areaView.area // a playerArea; follows every entry

    PlayerAreaView {
        id: areaView
        table: Table
        seat: sheet.seat
    }
    FlagshipView {
        id: flagshipView
        table: Table
        seat: sheet.seat
    }

    function show(seat: int, name: string, colour: int) {
        sheet.seat = seat
        sheet.name = name
        sheet.colour = colour
        refusal.text = ""
        open()
    }
    function report(problem: string) {
        refusal.text = problem
    }
    Connections { // a refusal stands until something else happens
        target: Table
        function onStateChanged() { refusal.text = "" }
    }

    onClosed: notePanel.shown = false // a secret is shown to one reader at a time
    modal: true
    focus: true // keys reach the sheet: Escape closes it
    anchors.centerIn: T.Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.padding : 700, 46 * Theme.fontBody)
    height: Math.min(parent ? parent.height - 2 * Theme.padding : 640, 46 * Theme.fontBody)
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
            PlayerBadge {
                Layout.fillWidth: true
                name: sheet.name
                colour: sheet.colour
                fontSize: Theme.fontTitle
            }
            Button { // a card's effect (Song of Freedom, …), entered between rounds
                objectName: "takeInitiative"
                visible: Table.initiativeName !== sheet.name
                text: qsTr("Takes the initiative")
                implicitHeight: Theme.touchTarget
                onClicked: sheet.report(sheet.board.correct({ target: "initiative", player: sheet.seat }))
            }
            Button {
                text: qsTr("Close")
                implicitHeight: Theme.touchTarget
                onClicked: sheet.close()
            }
        }
        MoreToSeeScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true // the refusal below is never drawn over
            ColumnLayout {
                width: parent.width
                spacing: Theme.padding
                AreaResources {
                    Layout.fillWidth: true
                    board: sheet.board
                    seat: sheet.seat
                    area: sheet.area
                    onEntered: problem => sheet.report(problem)
                }
                AreaEmpire {
                    Layout.fillWidth: true
                    visible: Table.act > 0
                    board: sheet.board
                    seat: sheet.seat
                    area: sheet.area
                    onEntered: problem => sheet.report(problem)
                }
                Label { // also once the Fate setup notice is put away
                    objectName: "flagshipToPlace"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: flagshipView.toPlace
                    color: Theme.accent
                    wrapMode: Text.WordWrap
                }
                FlagshipBoard {
                    Layout.fillWidth: true
                    view: flagshipView
                    onEntered: problem => sheet.report(problem)
                }
                FateNotePanel {
                    id: notePanel
                    Layout.fillWidth: true
                    board: sheet.board
                    seat: sheet.seat
                    name: sheet.name
                    area: sheet.area
                    onEntered: problem => sheet.report(problem)
                }
                ResettlePanel {
                    Layout.fillWidth: true
                    draft: ResettleDraft {
                        table: Table
                        seat: sheet.seat
                    }
                    onEntered: problem => sheet.report(problem)
                }
                AreaCards {
                    Layout.fillWidth: true
                    board: sheet.board
                    view: areaView
                    onEntered: problem => sheet.report(problem)
                }
                AreaFrozen {
                    Layout.fillWidth: true
                    visible: Table.act > 0
                    board: sheet.board
                    view: areaView
                    onEntered: problem => sheet.report(problem)
                }
                AreaRivals {
                    Layout.fillWidth: true
                    board: sheet.board
                    seat: sheet.seat
                    area: sheet.area
                    onEntered: problem => sheet.report(problem)
                }
            }
        }
        OutcomeLabel {
            id: refusal
            objectName: "areaRefusal"
            Layout.fillWidth: true
        }
    }
}
