// SPDX-License-Identifier: GPL-3.0-or-later
import Qt.labs.platform as Platform
import Arcs.App

// A save dialog that opens where the last file went, with the name it suggests filled in.
Platform.FileDialog {
    id: dialog

    function ask(name: string) {
        const suggested = dialog.folder + "/" + name
        dialog.currentFile = suggested
        dialog.open()
        dialog.currentFile = suggested // a dialog shown for the first time forgets it otherwise
    }

    fileMode: Platform.FileDialog.SaveFile
    folder: GamesLibrary.filesFolder
}
