// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Every game in the library: open, rename, duplicate, export, delete (kept for a while, and
// restorable), import a game file, back up the whole library.
Item {
    id: page

    signal gameOpened()

    function report(problem: string) {
        result.text = problem
    }

    onVisibleChanged: if (visible) GamesLibrary.refreshGames() // entries made since show up to date

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.padding
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.padding
            Label {
                Layout.fillWidth: true
                text: GamesLibrary.saving ? qsTr("Games saved in %1").arg(GamesLibrary.libraryPath)
                                   : qsTr("Games are not being saved.")
                elide: Text.ElideMiddle
                color: Theme.textMuted
            }
            Button {
                objectName: "importButton"
                enabled: GamesLibrary.saving
                text: qsTr("Import a game…")
                implicitHeight: Theme.touchTarget
                onClicked: importDialog.open()
            }
            Button {
                enabled: GamesLibrary.saving
                text: qsTr("Back up the library…")
                implicitHeight: Theme.touchTarget
                onClicked: backupDialog.open()
            }
        }
        Label {
            id: result
            objectName: "gamesProblem"
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.WordWrap
            color: Theme.danger
        }
        ListView {
            id: gamesList
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacing
            model: GamesLibrary.games
            delegate: GameRow {
                width: ListView.view.width
                onReport: problem => page.report(problem)
                onOpened: page.gameOpened()
                onExportRequested: id => {
                    exportDialog.gameId = id
                    exportDialog.open()
                }
            }
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            visible: gamesList.count === 0
            text: qsTr("No saved games yet: start one with New game…")
            color: Theme.textMuted
        }
    }

    FileDialog {
        id: importDialog
        title: qsTr("Import a game")
        nameFilters: [qsTr("Arcs Companion games (*.json)")]
        onAccepted: page.report(GamesLibrary.importGame(selectedFile))
    }
    FileDialog {
        id: exportDialog
        property int gameId: 0
        title: qsTr("Export the game")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Arcs Companion games (*.json)")]
        onAccepted: page.report(GamesLibrary.exportGame(gameId, selectedFile))
    }
    FileDialog {
        id: backupDialog
        title: qsTr("Back up the library")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "sqlite"
        nameFilters: [qsTr("Arcs Companion libraries (*.sqlite)")]
        onAccepted: page.report(GamesLibrary.backUpLibrary(selectedFile))
    }
}
