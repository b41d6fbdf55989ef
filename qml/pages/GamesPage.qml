// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Qt.labs.platform as Platform
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Every game in the library: open, rename, duplicate, export, delete (kept for a while, and
// restorable), import a game file, back up the whole library.
Item {
    id: page

    objectName: "gamesPage"

    signal gameOpened()

    function report(problem: string) {
        result.done = false
        result.text = problem
    }
    // What a file action did, or why it did nothing.
    function reportFile(problem: string, done: string) {
        result.done = problem === ""
        result.text = problem === "" ? done : problem
    }

    // Entries made since show up to date, also when the page is first made.
    onVisibleChanged: if (visible) GamesLibrary.refreshGames()
    Component.onCompleted: GamesLibrary.refreshGames()

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
                onClicked: backupDialog.ask(qsTr("arcs-library-%1.sqlite").arg(new Date().toISOString().slice(0, 10)))
            }
        }
        Label {
            id: result
            property bool done: false // a success said, not a problem
            objectName: "gamesProblem"
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.WordWrap
            color: done ? Theme.text : Theme.danger
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
                    exportDialog.ask(GamesLibrary.fileNameFor(id))
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

    // Qt.labs.platform's dialogs are the system's (or Qt Widgets') own: Save says Save, Enter
    // takes the file, an existing file is confirmed before it is replaced, typed paths work.
    Platform.FileDialog {
        id: importDialog
        title: qsTr("Import a game")
        fileMode: Platform.FileDialog.OpenFile
        folder: GamesLibrary.filesFolder
        nameFilters: [qsTr("Arcs Companion games (*.json)")]
        onAccepted: page.reportFile(GamesLibrary.importGame(file),
                                    qsTr("Imported %1: it is in the list below.")
                                        .arg(GamesLibrary.displayPath(file)))
    }
    SaveFileDialog {
        id: exportDialog
        property int gameId: 0
        title: qsTr("Export the game")
        defaultSuffix: "json"
        nameFilters: [qsTr("Arcs Companion games (*.json)")]
        onAccepted: page.reportFile(GamesLibrary.exportGame(gameId, file),
                                    qsTr("Exported to %1").arg(GamesLibrary.displayPath(file)))
    }
    SaveFileDialog {
        id: backupDialog
        title: qsTr("Back up the library")
        defaultSuffix: "sqlite"
        nameFilters: [qsTr("Arcs Companion libraries (*.sqlite)")]
        onAccepted: page.reportFile(GamesLibrary.backUpLibrary(file),
                                    qsTr("Library backed up to %1").arg(GamesLibrary.displayPath(file)))
    }
}
