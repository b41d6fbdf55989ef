// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.Ui

// A notice in the column beside the map: a title and a line for each thing the table is to do
// or know, an action where the app can take one on (its refusal said under it), put away by
// Done. Beside the map, never over it: the table places pieces by it and must see the planets.
Pane {
    id: notice

    property string title
    property var lines: [] // a string list
    property string actionText: "" // no action when empty
    property string problem: "" // why the action was refused

    signal acted()
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
                    text: notice.title
                    color: Theme.accent
                    font.bold: true
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    model: notice.lines
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
        Label {
            Layout.fillWidth: true
            visible: notice.problem !== ""
            text: notice.problem
            color: Theme.danger
            wrapMode: Text.WordWrap
        }
        Button {
            id: action
            objectName: "noticeAction"
            Layout.fillWidth: true
            visible: notice.actionText !== ""
            text: notice.actionText
            highlighted: true
            implicitHeight: Math.max(Theme.touchTarget, contentItem.implicitHeight + 2 * padding)
            contentItem: Label { // whole, on two lines in a narrow column
                text: action.text
                font: action.font
                color: Theme.text
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            onClicked: notice.acted()
        }
        Button {
            objectName: "noticeDone"
            Layout.fillWidth: true
            text: qsTr("Done")
            implicitHeight: Theme.touchTarget
            onClicked: notice.done()
        }
    }
}
