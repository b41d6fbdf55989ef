// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import Arcs.Ui

// A question that changes the game, asked once in words: the page behind dims, the choice is
// a button named for what it does (Enter takes it, Escape cancels), and nothing re-arms itself.
Dialog {
    id: dialog

    property string text
    property string acceptText: qsTr("OK")

    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.padding : 600, 34 * Theme.fontBody)
    modal: true
    focus: true
    padding: Theme.padding
    font.pixelSize: Theme.fontBody
    standardButtons: Dialog.Ok | Dialog.Cancel
    Component.onCompleted: {
        standardButton(Dialog.Ok).text = acceptText
        standardButton(Dialog.Ok).highlighted = true
    }
    onAcceptTextChanged: if (standardButton(Dialog.Ok)) standardButton(Dialog.Ok).text = acceptText

    T.Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.55) }
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.border
        radius: Theme.radius
    }
    header: Label {
        text: dialog.title
        padding: Theme.padding
        bottomPadding: 0
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.fontTitle
        font.bold: true
    }
    Label {
        width: dialog.availableWidth
        focus: true // Enter takes the named choice
        text: dialog.text
        wrapMode: Text.WordWrap
        color: Theme.text
        Keys.onReturnPressed: dialog.accept()
        Keys.onEnterPressed: dialog.accept()
    }
}
