// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Before an Act's first card: each player sets up from the Setup side of their objective card,
// named by its number (never its text). Put away once the table has done it.
Pane {
    id: notice
    objectName: "fateSetupNotice"

    property bool dismissed: false

    // Once the placement loop is done: over the map, it hid the planets to place on.
    visible: Table.fateSetups.length > 0 && !dismissed && Table.phase !== Table.Placement
    padding: Theme.padding
    background: Rectangle { color: Theme.surfaceRaised; border.color: Theme.accent; radius: Theme.radius }

    Connections { // a new Act asks again
        target: Table
        function onGameChanged() { notice.dismissed = false }
    }

    RowLayout {
        width: parent.width
        spacing: Theme.padding
        ColumnLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("Fate setup")
                color: Theme.accent
                font.bold: true
            }
            LayoutRepeater {
                model: Table.fateSetups
                Label {
                    required property string modelData
                    Layout.fillWidth: true
                    text: modelData
                    color: Theme.text
                    wrapMode: Text.WordWrap
                }
            }
        }
        Button {
            objectName: "fateSetupDone"
            text: qsTr("Done")
            implicitHeight: Theme.touchTarget
            onClicked: notice.dismissed = true
        }
    }
}
