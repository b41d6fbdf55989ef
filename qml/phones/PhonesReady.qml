// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// Who has said on their phone that they are ready for the table's next step: shown under an
// Intermission's or an event's title, only once someone has.
Label {
    objectName: "phonesReady"
    visible: text !== ""
    text: Phones.readyLine
    color: Theme.text
    wrapMode: Text.WordWrap
}
