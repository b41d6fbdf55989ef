// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The home screen: chapter and round, players with Power and their areas, the Reach with every
// piece, the Court, the ambitions as they stand, and the entry bar — or the chapter-end steps
// and the game's end when those come.
Item {
    id: page
    objectName: "tablePage"

    signal newGameRequested()
    signal battleRequested(reachSystem system, int attacker)

    // During an event, the map instead of the Event screen for a while (a Summit's deals, the
    // Blight's damage are corrected or checked there).
    property bool mapDuringEvent: false
    Connections {
        target: Table
        function onStateChanged() {
            if (!Table.eventUnderWay)
                page.mapDuringEvent = false
        }
    }

    BoardDraft { id: boardEntry; table: Table }
    StartingPlacement { id: placement; table: Table }

    Loader { // what the page offers before any game; reopening the last one never loads it
        anchors.fill: parent
        active: !Table.hasGame
        source: "EmptyTable.qml"
        readonly property var empty: item // untyped: a type named here would load with the page
        onLoaded: empty.newGameRequested.connect(page.newGameRequested)
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.padding
        visible: Table.hasGame
        columns: 3
        rowSpacing: Theme.spacing
        columnSpacing: Theme.padding

        RoundStatus {
            Layout.columnSpan: 3
            Layout.fillWidth: true
            onCampaignLogRequested: packUpSheet.show(0)
            onMapKeyRequested: opener => boardMap.toggleKey(opener)
        }

        PlayerPanel {
            Layout.preferredWidth: Math.max(17 * Theme.fontBody, page.width * 0.2)
            Layout.fillHeight: true
            onPlayerTapped: (seat, name, colour) => areaSheet.show(seat, name, colour)
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.padding
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                BoardMap {
                    id: boardMap
                    anchors.fill: parent
                    visible: (Table.phase === Table.Playing || Table.phase === Table.Placement)
                             && (!Table.eventUnderWay || page.mapDuringEvent)
                    board: boardEntry
                    placement: placement
                    onSystemTapped: system => systemSheet.show(system)
                    // A move made or cancelled hands the keys back: the next card typed after
                    // Cancel went nowhere (a cold play-test).
                    onChoosingChanged: if (!choosing) entryBar.takeFocus()
                    selectedSystem: systemSheet.openFor
                    onGateChosen: gate => turnColumn.turn.placeShipsAndEndTurn(gate)
                }
                ResourceArrangements { // resources a returning city displaced
                    anchors.top: parent.top
                    anchors.left: parent.left
                    anchors.right: parent.right
                    visible: Table.phase === Table.Playing
                    board: boardEntry
                }
                // Made only when the game gets there: the first frame waits for neither.
                Loader {
                    anchors.fill: parent
                    active: Table.phase === Table.ChapterEnd
                    source: "../chapter/ChapterEndView.qml"
                }
                Loader { // a round with an Event card or a secured Council ends with its event
                    anchors.fill: parent
                    active: Table.eventUnderWay
                    visible: !page.mapDuringEvent
                    source: "../event/EventView.qml"
                    onLoaded: {
                        const view = item as EventView
                        view.mapRequested.connect(() => page.mapDuringEvent = true)
                        view.courtRemovalRequested.connect(
                            (cardId, name) => courtSheet.show(cardId, name, CourtCardSheet.Removing))
                    }
                }
                Loader {
                    anchors.top: parent.top
                    anchors.right: parent.right
                    z: 2
                    active: Table.eventUnderWay && page.mapDuringEvent
                    sourceComponent: Button {
                        objectName: "backToEvent"
                        text: qsTr("Back to the event")
                        highlighted: true
                        implicitHeight: Theme.touchTarget
                    }
                    onLoaded: (item as Button).clicked.connect(() => page.mapDuringEvent = false)
                }
                Loader { // a campaign's Act I or II ends in its Intermission
                    anchors.fill: parent
                    active: Table.intermissionFollows
                    source: "../campaign/IntermissionView.qml"
                    onLoaded: (item as IntermissionView).packUpRequested.connect(() => packUpSheet.show(1))
                }
                Loader {
                    anchors.fill: parent
                    active: Table.phase === Table.GameOver && !Table.intermissionFollows
                    source: "../chapter/GameOverView.qml"
                    onLoaded: (item as GameOverView).rematchRequested.connect(page.newGameRequested)
                }
            }
            CourtPanel {
                Layout.preferredWidth: Math.max(15 * Theme.fontBody, page.width * 0.17)
                Layout.fillHeight: true
                visible: Table.phase === Table.Playing && !Table.eventUnderWay // room for the event
                board: boardEntry
                onCardTapped: (id, name) => courtSheet.show(id, name, CourtCardSheet.Looking)
                onSecureRequested: (id, name, ransack) => courtSheet.show(id, name, ransack ? CourtCardSheet.Ransacking
                                                                                                   : CourtCardSheet.Securing)
            }
        }

        TurnColumn { // beside the map, above the entry line's end
            id: turnColumn
            objectName: "turnColumn"
            Layout.preferredWidth: Math.max(15 * Theme.fontBody, page.width * 0.17)
            Layout.fillHeight: true
            // An Act over: its ambitions are scored, and the next Act's begin empty.
            visible: !Table.intermissionFollows
            map: boardMap
        }

        Loader { // Act I's placement only: a base game never loads it
            Layout.columnSpan: 3
            Layout.fillWidth: true
            visible: active
            active: Table.phase === Table.Placement
            Component.onCompleted: setSource("../campaign/PlacementPanel.qml", { placement: placement })
        }

        RoundEntryBar {
            id: entryBar
            Layout.columnSpan: 3
            Layout.fillWidth: true
            // On the chapter's last turn too (its actions typed here, its card buttons greyed):
            // a bar that went then moved the map under the hand that was using it.
            visible: Table.phase === Table.Playing
            // Kept on screen during an event (greyed): hiding it while its buttons come and go
            // leaves Qt 6.4's row laid out wrong when it comes back (a Pass over Adm).
            enabled: !Table.eventUnderWay
        }
    }

    // The sheets are made when first opened, then kept (the first frame waits for none; as
    // with the views above, only what runs once they exist names their types).
    // What a sheet over the table sizes itself by: the page above the entry bar, whose waiting
    // line and preview stay in sight (a system's sheet covered them; a cold play-test).
    readonly property real aboveTheEntryBar: height - (entryBar.visible ? entryBar.height : 0)
    component AboveTheEntryBar: Loader {
        required property real room
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: room
    }
    AboveTheEntryBar {
        id: systemSheet
        room: page.aboveTheEntryBar
        readonly property reachSystem openFor: item && (item as SystemSheet).opened ? (item as SystemSheet).system
                                                                                   : ReachSystems.none
        function show(system: reachSystem) {
            if (!item)
                setSource("../board/SystemSheet.qml", { board: boardEntry });
            (item as SystemSheet).show(system)
        }
        // Typing goes back to the entry line once a sheet closes. Declared, not connect()ed:
        // sheets close as the page is taken down too, and a handler then does not run.
        Connections {
            target: systemSheet.item
            function onClosed() { entryBar.takeFocus() }
        }
        onLoaded: {
            const sheet = item as SystemSheet
            sheet.moveRequested.connect(boardMap.start)
            sheet.battleRequested.connect(system => page.battleRequested(system, boardEntry.seat))
        }
    }
    AboveTheEntryBar {
        id: areaSheet
        room: page.aboveTheEntryBar
        function show(seat: int, name: string, colour: int) {
            if (!item)
                setSource("../components/PlayerAreaSheet.qml", { board: boardEntry });
            (item as PlayerAreaSheet).show(seat, name, colour)
        }
        Connections {
            target: areaSheet.item
            function onClosed() { entryBar.takeFocus() }
        }
    }
    Loader {
        id: packUpSheet
        anchors.fill: parent // what the sheet sizes itself by
        function show(tab: int) {
            if (!item)
                setSource("../campaign/PackUpSheet.qml");
            (item as PackUpSheet).show(tab)
        }
    }
    AboveTheEntryBar {
        id: courtSheet
        room: page.aboveTheEntryBar
        function show(id: string, name: string, taking: int) {
            if (!item)
                setSource("../components/CourtCardSheet.qml", { board: boardEntry });
            (item as CourtCardSheet).show(id, name, taking)
        }
        Connections {
            target: courtSheet.item
            function onClosed() { entryBar.takeFocus() }
        }
    }
}
