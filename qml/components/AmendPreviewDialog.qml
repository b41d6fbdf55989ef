// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.Ui

// Before history is amended: each later entry replayed, kept if it still holds, or dropped with
// the engine's reason. Nothing is dropped without being shown here first.
Popup {
    id: dialog
    objectName: "amendPreview"

    property var entries: [] // [{title, problem}]: problem "" when it holds
    readonly property int dropped: entries.filter(entry => entry.problem !== "").length
    signal confirmed()

    function show(preview: var) {
        entries = preview
        open()
    }

    parent: T.Overlay.overlay
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    anchors.centerIn: T.Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.padding : 720, 48 * Theme.fontBody)
    height: Math.min(parent ? parent.height - 2 * Theme.padding : 600, implicitHeight)
    T.Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.55) }
    padding: Theme.padding
    background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
            text: dialog.entries.length === 0
                  ? qsTr("No later entry to replay.")
                  : dialog.dropped === 0 ? qsTr("Every later entry still holds.")
                                         : qsTr("%1 of %n later entries no longer hold: they are dropped.", "", dialog.entries.length)
                                               .arg(dialog.dropped)
        }
        Flickable { // the whole list from its first line, scrolled when it is long
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: lines.implicitHeight
            contentHeight: lines.implicitHeight
            clip: true
            ScrollBar.vertical: MoreToSeeScrollBar { id: linesBar }
            Column {
                id: lines
                width: parent.width - linesBar.width // beside the bar, room kept for it
                spacing: Theme.spacing
                Repeater {
                    model: dialog.entries
                    Label {
                        required property var modelData
                        width: lines.width
                        wrapMode: Text.WordWrap
                        color: modelData.problem === "" ? Theme.text : Theme.danger
                        // the mark and the words, not the colour alone, say which
                        text: modelData.problem === "" ? qsTr("✓ Holds: %1").arg(modelData.title)
                                                       : qsTr("✗ Dropped: %1 — %2").arg(modelData.title).arg(modelData.problem)
                    }
                }
            }
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Button {
                text: qsTr("Back")
                implicitHeight: Theme.touchTarget
                onClicked: dialog.close()
            }
            Button {
                objectName: "confirmAmendment"
                text: dialog.dropped === 0 ? qsTr("Replay them")
                      : dialog.dropped === dialog.entries.length ? qsTr("Drop them all")
                      : qsTr("Keep those that hold")
                highlighted: true
                implicitHeight: Theme.touchTarget
                onClicked: {
                    dialog.close()
                    dialog.confirmed()
                }
            }
        }
    }
}
