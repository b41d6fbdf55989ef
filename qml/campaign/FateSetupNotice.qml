// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Before an Act's first card: each player sets up from the Setup side of their objective card,
// named by its number (never its text). A column beside the map: the table places pieces by it
// and must see the planets. Put away (done) once the table has done it.
Pane {
    id: notice
    objectName: "fateSetupNotice"

    signal done()

    padding: Theme.spacing
    background: Rectangle { color: Theme.surfaceRaised; border.color: Theme.accent; radius: Theme.radius }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        MoreToSeeScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            Column {
                width: scroll.availableWidth
                spacing: Theme.spacing
                Label {
                    width: parent.width
                    text: qsTr("Fate setup: each player sets up from the Setup side of their "
                               + "objective card, then flips it to its Objective side.")
                    color: Theme.accent
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    model: Table.fateSetups
                    Label {
                        required property string modelData
                        width: parent.width
                        text: modelData
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
        Button {
            objectName: "fateSetupDone"
            Layout.fillWidth: true
            text: qsTr("Done")
            implicitHeight: Theme.touchTarget
            onClicked: notice.done()
        }
    }
}
