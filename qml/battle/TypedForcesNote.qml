// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Where typed forces came from: they follow the sides chosen, not the board. There as long as
// the forces are typed, two lines high whatever it says: gone or shorter at the first count
// changed, it moved the +/− buttons from under the finger (cold play-test 75). In a layout.
Label {
    id: note

    required property BattlePlanner planner

    visible: !planner.system.valid
    // Its width from the layout alone, never from when it was polished (docs/ARCHITECTURE.md);
    // two whole lines with room to spare (exactly two elided the first).
    Layout.preferredWidth: 0
    Layout.preferredHeight: Math.ceil(2 * metrics.lineSpacing) + 2
    maximumLineCount: 2
    elide: Text.ElideRight
    // Where they meet nowhere, the pieces are the last sides' (a Rival with nothing near read as
    // having forces in 3-gate; a cold play-test).
    text: !planner.typedFrom.valid ? qsTr("Typed forces, as the table set them:")
          : (planner.sidesMeet ? qsTr("Typed forces, from these sides' pieces in %1:")
                               : qsTr("Typed forces, from what these sides have in %1 (they meet nowhere on the board):"))
            .arg(planner.typedFrom.word)
    wrapMode: Text.WordWrap
    color: Theme.textMuted
    font.pixelSize: Theme.fontSmall

    FontMetrics { id: metrics; font: note.font }
}
