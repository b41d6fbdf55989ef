// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// The window's pages, a tab each, in the order Ctrl+1 … Ctrl+5 reach them.
TabBar {
    objectName: "navigation"
    background: null

    component PageTab: TabButton {
        width: implicitWidth
        implicitHeight: Theme.touchTarget
        leftPadding: Theme.padding
        rightPadding: Theme.padding
    }

    PageTab { text: qsTr("Table") }
    PageTab { objectName: "battleTab"; text: qsTr("Battle && Dice") }
    PageTab { objectName: "historyTab"; text: qsTr("History") }
    PageTab { objectName: "gamesTab"; text: qsTr("Games") }
    PageTab { objectName: "settingsTab"; text: qsTr("Settings") }
}
