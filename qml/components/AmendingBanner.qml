// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Said above every page while history is being amended: what is entered goes in at that point,
// and the later entries wait; replaying them shows first which still hold. Made only then.
Rectangle {
    id: banner
    objectName: "amendingBanner"

    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    color: Theme.surfaceRaised
    border.color: Theme.accent

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.padding
        Label {
            objectName: "amendingText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: Table.amendingText
            color: Theme.text
        }
        Button {
            objectName: "replayHeld"
            text: qsTr("Replay them…")
            highlighted: true
            implicitHeight: Theme.touchTarget
            onClicked: dialog.make().show(Table.amendPreview())
        }
        Button {
            objectName: "cancelAmending"
            text: qsTr("Cancel")
            implicitHeight: Theme.touchTarget
            onClicked: Table.cancelAmending()
        }
    }
    MadeOnDemand {
        id: dialog
        source: Qt.resolvedUrl("AmendPreviewDialog.qml")
        parentObject: banner
        onMade: object => object.confirmed.connect(() => Table.finishAmending())
    }
}
