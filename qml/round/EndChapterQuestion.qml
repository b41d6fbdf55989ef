// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// Ending a chapter early skips its remaining rounds: asked once, in words, never re-armed.
ConfirmDialog {
    required property RoundEntry entry

    objectName: "endChapterDialog"
    title: qsTr("End chapter %1 now?").arg(Table.chapter)
    // Who still holds cards, so that nobody ends a chapter under way by mistake (a play-test).
    text: qsTr("For tables entering scoring only: the rounds not entered are skipped and the chapter-end screen asks for the counts. Undo brings the chapter back.")
          + (entry.cardsInHand !== "" ? "\n\n" + entry.cardsInHand : "")
    acceptText: qsTr("End chapter")
    onAccepted: entry.endChapter()
}
