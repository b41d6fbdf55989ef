// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Said above every page after going back several entries: the next entry would drop the undone
// ones, so the table chooses first. Made only then (Main.qml).
Rectangle {
    id: banner
    objectName: "dropUndoneBanner"

    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    color: Theme.surfaceRaised
    border.color: Theme.accent

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.padding
        Label {
            objectName: "dropUndoneText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Back at entry %1: the next entry drops the %n undone entries after it.", "", Table.undoneToDrop)
                      .arg(Table.cursor)
            color: Theme.text
        }
        Button {
            objectName: "dropUndone"
            text: qsTr("Drop them")
            implicitHeight: Theme.touchTarget
            onClicked: Table.dropUndone()
        }
        Button {
            objectName: "redoAll"
            text: qsTr("Redo all")
            implicitHeight: Theme.touchTarget
            onClicked: Table.redoAll()
        }
    }
}
