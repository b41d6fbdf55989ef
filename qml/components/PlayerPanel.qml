pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Each player's Power (against the game-end threshold), cards in hand, and who holds the
// initiative or is to act, in words as well as marks.
Pane {
    id: panel

    padding: Theme.padding
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.padding

        Label {
            text: qsTr("Power · game ends at %1").arg(Table.powerToWin)
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
        }

        Repeater {
            model: Table.players
            delegate: ColumnLayout {
                id: row
                required property string name
                required property string colour
                required property bool hasInitiative
                required property bool isToAct
                required property int power
                required property int hand
                Layout.fillWidth: true
                spacing: 4

                RowLayout {
                    Layout.fillWidth: true
                    PlayerBadge {
                        Layout.fillWidth: true
                        name: row.name
                        colour: row.colour
                        fontSize: Theme.fontTitle
                    }
                    Label {
                        objectName: "power_" + row.name
                        text: row.power
                        color: Theme.text
                        font.pixelSize: Theme.fontHuge
                        font.bold: true
                    }
                }
                PowerTrack {
                    Layout.fillWidth: true
                    power: row.power
                    threshold: Table.powerToWin
                    colour: Theme.playerColour(row.colour)
                }
                Label {
                    text: (row.hand === 1 ? qsTr("1 card") : qsTr("%1 cards").arg(row.hand))
                          + (row.hasInitiative ? "  ·  " + qsTr("⚑ initiative") : "")
                          + (row.isToAct ? "  ·  " + qsTr("▶ to play") : "")
                    color: row.isToAct ? Theme.accent : Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    font.bold: row.isToAct
                }
            }
        }

        Item { Layout.fillHeight: true }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Setup card: %1").arg(Table.setupCardName)
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: Table.outOfPlayDescription + " · " + Table.modeName
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
    }
}
