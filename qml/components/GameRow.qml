// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// One game of the library with what can be done to it; deleting asks first, and a deleted
// game can be restored until it is purged.
Pane {
    id: row

    required property int gameId
    required property string name
    required property string setupCard
    required property string players
    required property string updated
    required property int entries
    required property bool deleted
    required property bool current
    required property string standing
    required property bool campaign
    signal report(string problem)
    signal opened()
    signal exportRequested(int id)

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        border.color: row.current ? Theme.accent : "transparent"
    }

    component RowButton: Button {
        implicitHeight: Theme.touchTarget
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            TextField {
                id: nameField
                objectName: "gameName_" + row.gameId
                Accessible.name: qsTr("Game name")
                Layout.fillWidth: true
                text: row.name
                readOnly: row.deleted
                font.bold: true
                // After the key event is handled: renaming refreshes the list this row is in.
                onEditingFinished: if (text !== row.name) {
                    const id = row.gameId
                    const name = text
                    Qt.callLater(() => row.report(GamesLibrary.renameGame(id, name)))
                }
            }
            Label { // where it stands, in the players' own words
                objectName: "standing_" + row.gameId
                Layout.fillWidth: true
                visible: row.standing !== ""
                elide: Text.ElideRight
                text: row.standing
                color: Theme.text
            }
            Label {
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: (row.current ? qsTr("On the table · ") : "")
                      + (row.deleted ? qsTr("Deleted: restorable for %1 days · ").arg(GamesLibrary.deletedKeptDays) : "")
                      + (row.standing === "" ? row.players + " · " : "") // else named above
                      + qsTr("%1 · %2 · %3").arg(row.campaign ? qsTr("Campaign: The Blighted Reach") : row.setupCard)
                          .arg(row.entries === 1 ? qsTr("1 entry") : qsTr("%1 entries").arg(row.entries))
                          .arg(row.updated)
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
        }
        RowButton {
            objectName: "openGame_" + row.gameId
            visible: !row.deleted && !row.current
            text: qsTr("Open")
            highlighted: true
            onClicked: {
                const problem = GamesLibrary.openGame(row.gameId)
                row.report(problem)
                if (problem === "")
                    row.opened()
            }
        }
        RowButton { // a campaign is copied by exporting and importing it
            visible: !row.deleted && !row.campaign
            text: qsTr("Duplicate")
            onClicked: row.report(GamesLibrary.duplicateGame(row.gameId))
        }
        RowButton {
            visible: !row.deleted
            text: qsTr("Export…")
            onClicked: row.exportRequested(row.gameId)
        }
        RowButton {
            objectName: "deleteGame_" + row.gameId
            visible: !row.deleted && !row.current
            text: qsTr("Delete…")
            onClicked: confirm.open()
        }
        RowButton {
            objectName: "restoreGame_" + row.gameId
            visible: row.deleted
            text: qsTr("Restore")
            onClicked: row.report(GamesLibrary.restoreGame(row.gameId))
        }
    }

    ConfirmDialog {
        id: confirm
        objectName: "confirmDelete"
        title: qsTr("Delete “%1”?").arg(row.name)
        text: qsTr("It stays in the list for %1 days and can be restored until then.")
                  .arg(GamesLibrary.deletedKeptDays)
        acceptText: qsTr("Delete")
        onAccepted: row.report(GamesLibrary.deleteGame(row.gameId))
    }
}
