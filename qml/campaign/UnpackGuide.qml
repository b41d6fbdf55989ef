// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Setting the table out again a cluster at a time, then each player's tray, the Power track and
// the Court row.
ColumnLayout {
    id: guide

    required property CampaignBook book
    property int step: 0
    readonly property var steps: book.unpacking
    readonly property var current: steps[Math.min(step, steps.length - 1)] ?? { title: "", parts: [] }

    spacing: Theme.padding

    Label {
        text: qsTr("Step %1 of %2").arg(guide.step + 1).arg(guide.steps.length)
        color: Theme.textMuted
    }
    Label {
        objectName: "unpackTitle"
        Layout.fillWidth: true
        text: guide.current.title
        color: Theme.accent
        font.pixelSize: Theme.fontHuge
        font.bold: true
        wrapMode: Text.WordWrap
    }
    Flickable { // a positioner inside: the parts change with every step (Qt 6.4's layouts
        // left a changed step's rows on top of each other)
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        contentHeight: parts.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: MoreToSeeScrollBar { id: partsBar }
        Column {
            id: parts
            width: parent.width - partsBar.width // beside the bar, room kept for it
            spacing: Theme.spacing
            Repeater {
                model: guide.current.parts
                Row {
                    id: part
                    required property var modelData
                    width: parts.width
                    spacing: Theme.padding
                    Label { // the tray section's mark
                        id: mark
                        width: part.modelData.title !== "" ? 7 * Theme.fontTitle : 0
                        text: part.modelData.title
                        color: Theme.accent
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                    }
                    Label {
                        width: part.width - mark.width - part.spacing
                        text: part.modelData.lines.join("\n")
                        color: Theme.text
                        font.pixelSize: Theme.fontTitle
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
    RowLayout {
        spacing: Theme.padding
        Button {
            text: qsTr("Back")
            enabled: guide.step > 0
            implicitHeight: Theme.touchTarget
            onClicked: guide.step -= 1
        }
        Button {
            objectName: "unpackNext"
            text: guide.step + 1 < guide.steps.length ? qsTr("Done, next") : qsTr("All set out")
            enabled: guide.step + 1 < guide.steps.length
            highlighted: true
            implicitHeight: Theme.touchTarget
            onClicked: guide.step += 1
        }
    }
}
