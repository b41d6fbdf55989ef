pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The players in turn order, the initiative holder marked in words as well as by place.
Pane {
    id: panel

    padding: Theme.padding
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            text: qsTr("Turn order")
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
                required property int index
                Layout.fillWidth: true
                spacing: 2

                PlayerBadge {
                    Layout.fillWidth: true
                    name: (row.index + 1) + ". " + row.name
                    colour: row.colour
                    fontSize: Theme.fontTitle
                }
                Label {
                    visible: row.hasInitiative
                    Layout.leftMargin: Theme.fontTitle * 1.6 + Theme.spacing
                    text: qsTr("⚑ holds the initiative")
                    color: Theme.accent
                    font.pixelSize: Theme.fontSmall
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
            text: Table.outOfPlayDescription
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        Label {
            text: Table.modeName
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
    }
}
