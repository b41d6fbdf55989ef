// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// Ending a chapter early skips its remaining rounds: asked once, in words, never re-armed.
ConfirmDialog {
    required property RoundEntry entry

    objectName: "endChapterDialog"
    title: qsTr("End chapter %1 now?").arg(Table.chapter)
    text: qsTr("For tables entering scoring only: the rounds not entered are skipped and the chapter-end screen asks for the counts. Undo brings the chapter back.")
    acceptText: qsTr("End chapter")
    onAccepted: entry.endChapter()
}
