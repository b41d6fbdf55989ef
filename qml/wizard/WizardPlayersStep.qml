// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// How many play, their names, and their colours (each colour with its symbol).
ColumnLayout {
    id: step

    required property NewGameDraft draft

    spacing: Theme.padding

    RowLayout {
        spacing: Theme.spacing
        Label { text: qsTr("Players:"); color: Theme.text }
        LayoutRepeater {
            model: step.draft.maxPlayers - step.draft.minPlayers + 1
            EntryButton { // the chosen count filled, as a card chosen in the entry bar
                required property int index
                readonly property int count: step.draft.minPlayers + index
                objectName: "playerCount" + count
                text: count
                checked: step.draft.playerCount === count
                Accessible.name: qsTr("%1 players").arg(count)
                onClicked: step.draft.playerCount = count
            }
        }
    }

    Label {
        text: qsTr("In clockwise order around the table:")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }

    Column { // a positioner: the seats follow the player count
        Layout.fillWidth: true
        spacing: Theme.spacing
        Repeater {
            model: step.draft.playerCount
            RowLayout {
                id: seat
                required property int index
                spacing: Theme.spacing

                Label { // the seat, always in view: the problem line names players by it
                    Layout.preferredWidth: 5 * Theme.fontBody
                    text: qsTr("Player %1").arg(seat.index + 1)
                    color: Theme.textMuted
                }
                TextField {
                    objectName: "playerName" + seat.index
                    Layout.preferredWidth: 220 * Theme.scale
                    implicitHeight: Theme.touchTarget
                    Accessible.name: qsTr("Name of player %1").arg(seat.index + 1)
                    text: step.draft.names[seat.index] ?? ""
                    maximumLength: 24
                    onTextEdited: step.draft.setName(seat.index, text)
                    // A name kept from the last game is replaced by typing, not added to.
                    onActiveFocusChanged: if (activeFocus) selectAll()
                }
                LayoutRepeater {
                    model: step.draft.availableColours
                    Button {
                        id: swatch
                        required property int modelData // a Game.PlayerColour
                        objectName: "colour" + seat.index + "_" + modelData
                        checkable: true
                        checked: step.draft.colours[seat.index] === modelData
                        implicitWidth: Theme.touchTarget
                        implicitHeight: Theme.touchTarget
                        onClicked: step.draft.setColour(seat.index, modelData)
                        Accessible.name: Theme.playerColourName(modelData)
                        T.ToolTip.visible: hovered
                        T.ToolTip.text: Theme.playerColourName(modelData)
                        background: Rectangle {
                            radius: Theme.radius
                            color: swatch.checked ? Theme.surfaceRaised : Theme.surface
                            border.color: swatch.checked ? Theme.accent : Theme.border
                            border.width: swatch.checked ? 3 : 1
                        }
                        contentItem: Text {
                            text: Theme.playerSymbol(swatch.modelData)
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                            color: Theme.playerColour(swatch.modelData)
                            font.pixelSize: Theme.fontTitle
                        }
                    }
                }
            }
        }
    }

    Item { Layout.fillHeight: true }
}
