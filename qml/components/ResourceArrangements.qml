// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Arcs.App
import Arcs.Ui

// Every player whose resources a returning city displaced, where their choice matters: one
// ResourceArrangement each, until the next card. Each is loaded by its file's URL, so a table
// with none due (the first frame, most of the game) loads none of ResourceArrangement.qml.
Column {
    id: arrangements

    required property BoardDraft board

    spacing: Theme.spacing

    Repeater {
        model: arrangements.board.arrangementsDue
        Loader {
            required property var modelData // an arrangementPrompt
            width: arrangements.width
            Component.onCompleted: setSource("ResourceArrangement.qml",
                                             { board: arrangements.board, prompt: modelData })
        }
    }
}
