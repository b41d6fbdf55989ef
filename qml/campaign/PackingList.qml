// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// What goes in each map tray section (planets by ID symbol, gates G) and each player's tray,
// the Power track and the Court row: the table as it stands, to pack or to check.
ColumnLayout {
    id: packing

    required property CampaignBook book

    spacing: Theme.spacing

    Label {
        Layout.fillWidth: true
        text: qsTr("What goes in each section of the two map trays (planets by their ID symbol, gates G), in each player's tray, and where the markers stand.")
        color: Theme.textMuted
        wrapMode: Text.WordWrap
    }
    ListView {
        id: list
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: Theme.spacing
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: MoreToSeeScrollBar {}
        model: packing.book.packing
        delegate: RowLayout {
            id: step
            required property var modelData
            width: list.width - Theme.padding
            spacing: Theme.padding
            Label {
                Layout.preferredWidth: 12 * Theme.fontBody
                Layout.alignment: Qt.AlignTop
                text: step.modelData.title
                color: Theme.text
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                text: step.modelData.lines.join("\n")
                color: Theme.text
                wrapMode: Text.WordWrap
            }
        }
    }
}
