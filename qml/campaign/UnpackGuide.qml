// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
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
    Repeater {
        model: guide.current.parts
        RowLayout {
            id: part
            required property var modelData
            Layout.fillWidth: true
            spacing: Theme.padding
            Label { // the tray section's mark
                Layout.preferredWidth: 7 * Theme.fontTitle
                Layout.alignment: Qt.AlignTop
                visible: part.modelData.title !== ""
                text: part.modelData.title
                color: Theme.accent
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: part.modelData.lines.join("\n")
                color: Theme.text
                font.pixelSize: Theme.fontTitle
                wrapMode: Text.WordWrap
            }
        }
    }
    Item { Layout.fillHeight: true }
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
