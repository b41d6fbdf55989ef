// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Shown before any game is on the table.
Item {
    id: empty

    signal newGameRequested()

    ColumnLayout {
        anchors.centerIn: parent
        spacing: Theme.padding

        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("No game on the table yet")
            color: Theme.text
            font.pixelSize: Theme.fontHuge
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Start a new game, or look around in the demo game.")
            color: Theme.textMuted
            font.pixelSize: Theme.fontBody
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.padding
            Button {
                objectName: "newGameButton"
                text: qsTr("New game…")
                font.pixelSize: Theme.fontBody
                implicitHeight: Theme.touchTarget
                highlighted: true
                onClicked: empty.newGameRequested()
            }
            Button {
                objectName: "demoButton"
                text: qsTr("Open the demo game")
                font.pixelSize: Theme.fontBody
                implicitHeight: Theme.touchTarget
                onClicked: Table.loadDemo()
            }
        }
    }
}
