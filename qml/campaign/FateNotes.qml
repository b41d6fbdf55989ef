// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The back of the log sheet: what a Fate asks its player to write down, written at an
// Intermission. A secret note stays hidden until its player asks to see it.
Flickable {
    id: view

    required property CampaignBook book
    property string problem: ""

    clip: true
    contentHeight: column.implicitHeight
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: MoreToSeeScrollBar {}

    ColumnLayout {
        id: column
        width: view.width - Theme.padding
        spacing: Theme.padding

        Label {
            Layout.fillWidth: true
            visible: view.book.notes.length === 0 && view.book.notesAfterAct === 0
            text: qsTr("Nothing written yet. Notes are written at the Intermission, when a Fate's Resolution card asks for them.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        LayoutRepeater { // the notes of earlier Intermissions (all of them during an Act)
            model: view.book.notes
            ColumnLayout {
                id: written
                required property var modelData
                property bool shown: !modelData.secret
                Layout.fillWidth: true
                RowLayout {
                    PlayerBadge { name: written.modelData.name; colour: written.modelData.colour }
                    Label {
                        text: written.modelData.secret ? qsTr("after Act %1 · secret").arg(written.modelData.act)
                                                       : qsTr("after Act %1").arg(written.modelData.act)
                        color: Theme.textMuted
                    }
                    Button {
                        visible: written.modelData.secret
                        text: written.shown ? qsTr("Hide") : qsTr("Show to %1 alone").arg(written.modelData.name)
                        implicitHeight: Theme.touchTarget
                        onClicked: written.shown = !written.shown
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: written.shown ? written.modelData.text : "••••••"
                    color: Theme.text
                    wrapMode: Text.WordWrap
                }
            }
        }
        Label {
            Layout.fillWidth: true
            visible: view.book.notesAfterAct > 0
            text: qsTr("Write what a Fate asks you to keep (the Believer's Ideals, the Pathfinder's Portal…). Tick Secret and only its writer will be shown it; the PDF leaves it out unless asked, and exported files unless In exports is ticked.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        LayoutRepeater { // writing at the Intermission on the table
            model: view.book.notesNow
            RowLayout {
                id: writer
                required property var modelData
                readonly property bool keptSecret: modelData.secret && modelData.text !== ""
                property bool shown: false // a kept secret, shown to its writer on request
                Layout.fillWidth: true
                spacing: Theme.spacing
                PlayerBadge {
                    Layout.preferredWidth: 9 * Theme.fontBody
                    name: writer.modelData.name
                    colour: writer.modelData.colour
                }
                TextField {
                    id: text
                    objectName: "noteText_" + writer.modelData.name
                    Accessible.name: qsTr("What the Fate asks %1 to keep").arg(writer.modelData.name)
                    Layout.fillWidth: true
                    text: writer.modelData.secret && !writer.shown ? "" : writer.modelData.text
                    placeholderText: writer.keptSecret ? qsTr("A secret note is kept: type to replace it")
                                                       : qsTr("Nothing written")
                    echoMode: secret.checked && !writer.shown ? TextInput.Password : TextInput.Normal
                    onAccepted: save.clicked()
                }
                Button {
                    visible: writer.keptSecret
                    text: writer.shown ? qsTr("Hide") : qsTr("Show to %1 alone").arg(writer.modelData.name)
                    implicitHeight: Theme.touchTarget
                    onClicked: writer.shown = !writer.shown
                }
                TableCheckBox {
                    id: secret
                    text: qsTr("Secret")
                    checked: writer.modelData.secret
                }
                TableCheckBox {
                    id: inExports
                    visible: secret.checked
                    text: qsTr("In exports")
                    checked: writer.modelData.inExports
                }
                Button {
                    id: save
                    objectName: "noteSave_" + writer.modelData.name
                    text: qsTr("Keep")
                    // an empty line would wipe a kept secret the writer did not retype
                    enabled: !(writer.keptSecret && text.text === "" && secret.checked)
                    implicitHeight: Theme.touchTarget
                    onClicked: view.problem = view.book.setNote(writer.modelData.seat, text.text, secret.checked,
                                                                inExports.checked)
                }
            }
        }
        Label {
            Layout.fillWidth: true
            visible: text !== ""
            text: view.problem
            color: Theme.danger
            wrapMode: Text.WordWrap
        }
    }
}
