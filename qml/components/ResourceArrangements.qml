// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Arcs.App
import Arcs.Ui

// Every player whose resources a returning city displaced, where their choice matters: one
// ResourceArrangement each, until the next card.
Column {
    id: arrangements

    required property BoardEntry board

    spacing: Theme.spacing

    Repeater {
        model: arrangements.board.arrangementsDue
        ResourceArrangement {
            required property var modelData // an arrangementPrompt
            width: arrangements.width
            board: arrangements.board
            prompt: modelData
        }
    }
}
