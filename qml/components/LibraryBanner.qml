// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Says, above every page, when games are not being saved, a backup could not be made or the
// game was read again after another window changed it, and offers the latest backup when the
// library itself cannot be used. Made only then (Main.qml).
Rectangle {
    id: banner
    objectName: "libraryBanner"

    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    color: Theme.surfaceRaised
    border.color: Theme.danger

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.padding
        Label {
            objectName: "libraryProblem"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: (GamesLibrary.saving ? "" : qsTr("⚠ Games are not being saved. ")) + GamesLibrary.libraryProblem
            color: Theme.text
        }
        Button {
            objectName: "useLatestBackup"
            visible: !GamesLibrary.saving && GamesLibrary.latestBackup !== ""
            text: qsTr("Open the latest backup")
            implicitHeight: Theme.touchTarget
            onClicked: result.text = GamesLibrary.useLatestBackup()
        }
        Button {
            objectName: "dismissLibraryProblem"
            visible: GamesLibrary.saving
            text: qsTr("OK")
            implicitHeight: Theme.touchTarget
            onClicked: GamesLibrary.dismissProblem()
        }
        Label {
            id: result
            Layout.fillWidth: true
            Layout.maximumWidth: banner.width / 3
            visible: text !== ""
            wrapMode: Text.WordWrap
            color: Theme.danger
        }
    }
}
