// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Sets any player's pieces in one system to match the real table; each change is journaled
// (and undoable) like every other entry.
ColumnLayout {
    id: correction

    required property BoardEntry board
    required property string systemName
    required property var info
    signal entered(string problem)

    property int seat: 0
    readonly property var here: {
        for (const p of info.pieces) {
            if (p.seat === seat)
                return p
        }
        return { freshShips: 0, damagedShips: 0, freshCities: 0, damagedCities: 0,
                 freshStarports: 0, damagedStarports: 0 }
    }

    spacing: 2

    Button {
        id: toggle
        objectName: "correctPieces"
        checkable: true
        implicitHeight: Theme.touchTarget
        text: checked ? qsTr("Hide corrections") : qsTr("Correct the pieces here…")
    }
    ComboBox {
        visible: toggle.checked
        Layout.fillWidth: true
        implicitHeight: Theme.touchTarget
        model: Table.players
        textRole: "name"
        valueRole: "seat"
        currentIndex: count > 0 ? indexOfValue(correction.seat) : -1
        onActivated: correction.seat = currentValue
    }
    Column { // a positioner: the rows change with the system shown
        Layout.fillWidth: true
        Layout.preferredWidth: 0
        visible: toggle.checked
        spacing: 2
        Repeater {
        model: correction.info.isGate
               ? [{ piece: "ship", damaged: false, key: "freshShips", label: qsTr("Fresh ships") },
                  { piece: "ship", damaged: true, key: "damagedShips", label: qsTr("Damaged ships") }]
               : [{ piece: "ship", damaged: false, key: "freshShips", label: qsTr("Fresh ships") },
                  { piece: "ship", damaged: true, key: "damagedShips", label: qsTr("Damaged ships") },
                  { piece: "city", damaged: false, key: "freshCities", label: qsTr("Fresh cities") },
                  { piece: "city", damaged: true, key: "damagedCities", label: qsTr("Damaged cities") },
                  { piece: "starport", damaged: false, key: "freshStarports", label: qsTr("Fresh starports") },
                  { piece: "starport", damaged: true, key: "damagedStarports",
                    label: qsTr("Damaged starports") }]
        Stepper {
            required property var modelData
            objectName: "correct_" + modelData.key
            width: parent.width
            label: modelData.label
            value: correction.here[modelData.key]
            to: 15
            onChanged: v => correction.entered(correction.board.correct({
                target: "pieces", player: correction.seat, system: correction.systemName,
                piece: modelData.piece, damaged: modelData.damaged, value: v }))
        }
        }
    }
}
