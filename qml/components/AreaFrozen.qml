// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A campaign player's frozen resources (Blighted Reach "Frozen"), by the card or piece freezing
// them: they count as the player's, but are not spent, given or lost to Outrage. Each count is
// corrected to match the table; a new one is frozen on a card named as printed.
ColumnLayout {
    id: frozen

    required property BoardDraft board
    required property PlayerAreaView view
    signal entered(string problem)

    readonly property var types: Theme.resourceTypes
    readonly property int seat: view.seat
    onSeatChanged: freezingCard.text = "" // a new player's area starts empty

    function correct(on: string, type: int, count: int) {
        frozen.entered(frozen.board.correct({ target: "frozen", player: frozen.view.seat,
                                              card: on, resource: type, value: count }))
    }

    spacing: Theme.spacing

    Label { text: qsTr("Frozen resources"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    Label {
        visible: frozen.view.area.frozen.length === 0
        text: qsTr("none")
        color: Theme.textMuted
    }
    Column { // a positioner: Qt 6.4's layouts can crash when a Repeater replaces their items
        id: frozenList
        Layout.fillWidth: true
        Layout.preferredWidth: 0
        spacing: 2
        Repeater {
            model: frozen.view.area.frozen
            ColumnLayout {
                id: piece
                required property var modelData // AreaFrozen
                width: frozenList.width
                spacing: 2
                Label {
                    text: qsTr("On %1").arg(piece.modelData.on)
                    color: Theme.text
                    font.bold: true
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Repeater {
                        model: frozen.types.filter(t => (piece.modelData.counts[t] ?? 0) > 0)
                        Stepper {
                            required property string modelData
                            objectName: "frozen_" + piece.modelData.on + "_" + modelData
                            width: 16 * Theme.fontBody
                            label: Words.resources[modelData]
                            value: piece.modelData.counts[modelData] ?? 0
                            to: 5
                            onChanged: v => frozen.correct(piece.modelData.on, modelData, v)
                        }
                    }
                }
            }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        Label { // a label, not a hint inside the field: it stays while the name is typed
            text: qsTr("Frozen on:")
            color: Theme.text
        }
        TextField {
            id: freezingCard
            objectName: "freezingCard"
            Layout.fillWidth: true
            implicitHeight: Theme.touchTarget
            Accessible.name: qsTr("The card or piece that freezes them")
        }
        TableComboBox {
            id: freezingType
            objectName: "frozenType"
            Accessible.name: qsTr("Resource to freeze")
            implicitHeight: Theme.touchTarget
            implicitWidth: 9 * Theme.fontBody
            model: frozen.types.map(t => Words.resources[t])
        }
        Button {
            objectName: "freezeOne"
            text: qsTr("Freeze 1")
            implicitHeight: Theme.touchTarget
            enabled: freezingCard.text.trim() !== ""
            opacity: enabled ? 1 : 0.4
            onClicked: {
                const on = freezingCard.text.trim()
                const type = frozen.types[freezingType.currentIndex]
                const held = frozen.view.area.frozen.find(f => f.on === on)
                frozen.correct(on, type, ((held ? held.counts[type] : 0) ?? 0) + 1)
            }
        }
    }
}
