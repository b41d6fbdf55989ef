// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Templates as T
import Arcs.App
import Arcs.Ui

// Beside the entry line: what the entry will record, or why it is refused — in red before
// Enter, in bold once Enter was refused. Two lines at most, the rest where the pointer rests.
Text {
    id: preview
    objectName: "entryPreview"

    required property RoundEntry entry
    readonly property bool refused: entry.refusal !== ""
    readonly property bool refusable: entry.draftProblem !== "" // not yet entered

    horizontalAlignment: Text.AlignRight
    verticalAlignment: Text.AlignVCenter
    text: refused ? qsTr("✗ %1").arg(entry.refusal)
          : refusable ? qsTr("✗ %1").arg(entry.draftProblem) : entry.preview
    wrapMode: Text.WordWrap
    maximumLineCount: 2
    elide: Text.ElideRight
    color: refused || refusable ? Theme.danger : Theme.text
    font.pixelSize: Theme.fontSmall
    font.bold: refused
    HoverHandler { id: previewHover }
    T.ToolTip.text: text
    T.ToolTip.visible: truncated && previewHover.hovered
}
