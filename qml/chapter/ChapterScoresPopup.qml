// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.Ui

// A scored chapter, from History: who scored what and why, as the chapter-end screen said it.
Popup {
    id: popup
    objectName: "chapterScores"

    property string title: ""
    property var lines: [] // Table.chapterScoreLines

    function show(entryTitle: string, scoreLines: var) {
        title = entryTitle
        lines = scoreLines
        open()
    }

    parent: T.Overlay.overlay
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    anchors.centerIn: T.Overlay.overlay
    width: Math.min(parent ? parent.width - 2 * Theme.padding : 720, 48 * Theme.fontBody)
    T.Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.55) }
    padding: Theme.padding * 2
    background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }

    ColumnLayout {
        width: parent.width
        spacing: Theme.spacing
        Label {
            Layout.fillWidth: true
            text: popup.title
            color: Theme.accent
            font.pixelSize: Theme.fontTitle
            font.bold: true
            wrapMode: Text.WordWrap
        }
        LayoutRepeater {
            model: popup.lines
            Label {
                required property string modelData
                Layout.fillWidth: true
                text: modelData
                color: Theme.text
                wrapMode: Text.WordWrap
            }
        }
        Button {
            objectName: "closeChapterScores"
            Layout.alignment: Qt.AlignRight
            text: qsTr("Close")
            implicitHeight: Theme.touchTarget
            onClicked: popup.close()
        }
    }
}
