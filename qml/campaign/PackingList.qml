// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// What goes in each map tray section (planets by ID symbol, gates G) and each player's tray,
// the Power track and the Court row: the table as it stands, to pack or to check.
ListView {
    id: list

    required property CampaignBook book

    clip: true
    spacing: Theme.spacing
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {}
    model: book.packing
    header: Label {
        width: ListView.view.width - Theme.padding
        bottomPadding: Theme.spacing
        text: qsTr("What goes in each section of the two map trays (planets by their ID symbol, gates G), in each player's tray, and where the markers stand.")
        color: Theme.textMuted
        wrapMode: Text.WordWrap
    }
    delegate: RowLayout {
        id: step
        required property var modelData
        width: ListView.view.width - Theme.padding
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
