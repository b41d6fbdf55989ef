// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// What a player's Fate asks them to keep during an Act (the Pirate's Haven, the Pathfinder's
// Portal…). A secret is shown only when its player asks, after the others are asked to look
// away; an exported file carries it only when the player allows it.
ColumnLayout {
    id: panel

    required property BoardDraft board
    required property int seat
    required property string name
    required property var area // a playerArea
    property bool shown: false // the secret, to its reader, until hidden
    // Who reads a secret: the writer where another player writes it (the Pathfinder's Portal,
    // written by the player to the right), else the player.
    readonly property string reader: area.noteWriter !== "" ? area.noteWriter : name
    signal entered(string problem)

    visible: area.keepsNotes
    onSeatChanged: shown = false
    spacing: Theme.spacing

    Label { text: qsTr("Kept for the Fate"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    Label {
        objectName: "fateNoteWriter"
        Layout.fillWidth: true
        visible: panel.area.noteWriter !== ""
        text: qsTr("%1 writes it, the player to %2's right, in secret from %2.").arg(panel.area.noteWriter).arg(panel.name)
        wrapMode: Text.WordWrap
        color: Theme.accent
    }
    Label {
        objectName: "fateNoteShown"
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.text
        text: panel.area.noteWithheld ? qsTr("A secret kept by %1, left out of the file this game came from.").arg(panel.name)
              : panel.area.noteText === "" ? qsTr("Nothing yet.")
              : !panel.area.noteSecret || panel.shown ? panel.area.noteText
              : qsTr("A secret only %1 may see.").arg(panel.reader)
    }
    RowLayout {
        visible: panel.area.noteSecret && panel.area.noteText !== ""
        Button {
            objectName: "showFateSecret"
            text: panel.shown ? qsTr("Hide it") : qsTr("Show to %1 alone…").arg(panel.reader)
            implicitHeight: Theme.touchTarget
            onClicked: panel.shown ? panel.shown = false : lookAway.open()
        }
        Label {
            text: panel.area.noteInExports ? qsTr("Exports carry it.") : qsTr("Exports leave it out.")
            color: Theme.textMuted
        }
    }
    ConfirmDialog {
        id: lookAway
        objectName: "fateSecretLookAway"
        title: qsTr("Only %1 looks").arg(panel.reader)
        text: qsTr("Everyone but %1, look away.").arg(panel.reader)
        acceptText: qsTr("I am %1: show it").arg(panel.reader)
        onAccepted: panel.shown = true
    }
    RowLayout {
        Layout.fillWidth: true
        Label { // a label, not a hint inside the field: it stays while the note is typed
            text: qsTr("Keep (e.g. 4 hex):")
            color: Theme.text
        }
        TextField {
            id: note
            objectName: "fateNoteText"
            Layout.fillWidth: true
            echoMode: secret.checked ? TextInput.Password : TextInput.Normal
            Accessible.name: qsTr("What the Fate asks %1 to keep").arg(panel.name)
        }
        Button {
            objectName: "keepFateNote"
            text: qsTr("Keep")
            enabled: note.text.trim() !== ""
            implicitHeight: Theme.touchTarget
            onClicked: {
                panel.entered(panel.board.keepFateNote(panel.seat, note.text, secret.checked,
                                                       inExports.checked))
                note.text = ""
                panel.shown = false
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        TableCheckBox { id: secret; objectName: "fateNoteSecret"; text: qsTr("Secret"); checked: true }
        TableCheckBox {
            id: inExports
            objectName: "fateNoteInExports"
            visible: secret.checked
            text: qsTr("Exports may carry it")
        }
    }
}
