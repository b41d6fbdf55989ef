// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Before an Act's first card: each player sets up from the Setup side of their objective card,
// named by its number (never its text). A row of the page, beside the map: the table places
// pieces by it and must see the planets. Put away (done) once the table has done it.
Pane {
    id: notice
    objectName: "fateSetupNotice"

    signal done()

    padding: Theme.spacing
    background: Rectangle { color: Theme.surfaceRaised; border.color: Theme.accent; radius: Theme.radius }

    RowLayout {
        width: parent.width
        spacing: Theme.padding
        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing / 2
            Label {
                Layout.fillWidth: true
                text: qsTr("Fate setup: each player sets up from the Setup side of their "
                           + "objective card, then flips it to its Objective side.")
                color: Theme.accent
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Flow {
                id: setups
                Layout.fillWidth: true
                spacing: Theme.padding
                Repeater {
                    model: Table.fateSetups
                    Label {
                        required property string modelData
                        width: Math.min(implicitWidth, setups.width)
                        text: modelData
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
        Button {
            objectName: "fateSetupDone"
            text: qsTr("Done")
            implicitHeight: Theme.touchTarget
            onClicked: notice.done()
        }
    }
}
