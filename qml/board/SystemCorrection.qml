// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Sets any pieces in one system to match the real table: a player's, and in a campaign the
// Empire's, the Free pieces, the Blight, the Fates' named tokens and a card's effect on control. Each change is journaled
// (and undoable) like every other entry.
ColumnLayout {
    id: correction

    required property BoardDraft board
    required property reachSystem system
    required property var info
    signal entered(string problem)

    // A seat, or one of the campaign's sides: -1 Empire, -2 Free, -3 Blight, -4 Fate tokens;
    // -5: a card's effect on who controls the system. The acting player's, until another is chosen.
    property int seat: board.seat
    // The sheet opened again: the acting player's pieces first (a seat chosen in another game
    // stayed, showing 0 ships and refusing every tap; a cold play-test).
    function reset() {
        seat = Qt.binding(() => board.seat)
        toggle.checked = false
    }
    readonly property bool shown: toggle.checked
    readonly property bool rowsLaidOut: rows.height > 0 // the steppers, after the list of whose
    readonly property var here: {
        for (const p of info.pieces) {
            if (p.seat === seat)
                return p
        }
        return { freshShips: 0, damagedShips: 0, freshCities: 0, damagedCities: 0,
                 freshStarports: 0, damagedStarports: 0 }
    }
    readonly property var sides: Table.act > 0
        ? [{ seat: -1, name: qsTr("The Empire") }, { seat: -2, name: qsTr("Free cities and starports") },
           { seat: -3, name: qsTr("Blight") }, { seat: -4, name: qsTr("Fate tokens") },
           { seat: -5, name: qsTr("Control by a card's effect") }]
        : []

    function rowsFor(seat: int, isGate: bool): var {
        const count = (key, fresh, damaged) => [
            { side: key, piece: fresh.piece, damaged: false, value: fresh.value, label: fresh.label },
            { side: key, piece: fresh.piece, damaged: true, value: damaged.value, label: damaged.label }]
        const c = info.campaign
        switch (seat) {
        case -1: return count("empire", { piece: "ship", value: c.imperialShips.fresh, label: qsTr("Fresh Imperial ships") },
                              { value: c.imperialShips.damaged, label: qsTr("Damaged Imperial ships") })
        case -2: return isGate ? [] : count("free", { piece: "city", value: c.freeCities.fresh, label: qsTr("Fresh Free cities") },
                                            { value: c.freeCities.damaged, label: qsTr("Damaged Free cities") })
                     .concat(count("free", { piece: "starport", value: c.freeStarports.fresh, label: qsTr("Fresh Free starports") },
                                   { value: c.freeStarports.damaged, label: qsTr("Damaged Free starports") }))
        case -3: return count("blight", { piece: "ship", value: c.blight.fresh, label: qsTr("Fresh Blight") },
                              { value: c.blight.damaged, label: qsTr("Damaged Blight") })
        case -4:
        case -5: return []
        }
        const mine = (piece, key, fresh, damaged) => count("player", { piece: piece, value: here["fresh" + key], label: fresh },
                                                          { value: here["damaged" + key], label: damaged })
        const rows = mine("ship", "Ships", qsTr("Fresh ships"), qsTr("Damaged ships"))
        return isGate ? rows : rows.concat(mine("city", "Cities", qsTr("Fresh cities"), qsTr("Damaged cities")),
                                           mine("starport", "Starports", qsTr("Fresh starports"), qsTr("Damaged starports")))
    }

    spacing: 2

    Button {
        id: toggle
        objectName: "correctPieces"
        checkable: true
        implicitHeight: Theme.touchTarget
        text: checked ? qsTr("Hide corrections") : qsTr("Correct the pieces here…")
    }
    TableComboBox {
        id: whose
        objectName: "correctWhose"
        Accessible.name: qsTr("Whose pieces to correct")
        visible: toggle.checked
        Layout.fillWidth: true
        implicitHeight: Theme.touchTarget
        // In the order of the acting player's list above (a cold play-test saw two orders).
        model: Array.from(Table.players.seatsInOrder).map(seat => ({ seat: seat, name: Table.players.nameOf(seat) }))
                                           .concat(correction.sides)
        textRole: "name"
        valueRole: "seat"
        currentIndex: count > 0 ? indexOfValue(correction.seat) : -1
        onActivated: correction.seat = currentValue
    }
    Column { // a positioner: the rows change with the system shown
        id: rows
        Layout.fillWidth: true
        Layout.preferredWidth: 0
        visible: toggle.checked
        spacing: 2
        Repeater {
            model: correction.rowsFor(correction.seat, correction.info.isGate)
            Stepper {
                required property var modelData
                objectName: "correct_" + modelData.side + "_" + modelData.piece + (modelData.damaged ? "_damaged" : "")
                width: parent.width
                label: modelData.label
                value: modelData.value
                to: 15
                onChanged: v => correction.entered(correction.board.correct({
                    target: "pieces", side: modelData.side, player: Math.max(0, correction.seat),
                    system: correction.system, piece: modelData.piece, damaged: modelData.damaged,
                    value: v }))
            }
        }
    }
    FateTokenEditor {
        Layout.fillWidth: true
        visible: toggle.checked && correction.seat === -4
        board: correction.board
        system: correction.system
        tokens: correction.info.campaign.fateTokens
        words: correction.info.campaign.fateTokenWords
        onEntered: problem => correction.entered(problem)
    }
    ControlByCardEditor {
        Layout.fillWidth: true
        visible: toggle.checked && correction.seat === -5
        board: correction.board
        system: correction.system
        card: correction.info.controlByCard
        controllerName: correction.info.controllerName
        onEntered: problem => correction.entered(problem)
    }
}
