// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// For tables that did not enter their rounds: put the markers declared at the table into their
// boxes, highest first, as the physical markers were taken.
RowLayout {
    id: recorder

    required property ChapterScoring scoring

    visible: scoring.nextMarker !== ""
    spacing: Theme.spacing

    Label {
        text: qsTr("Add a declaration (next marker %1):").arg(recorder.scoring.nextMarker)
        color: Theme.textMuted
    }
    Repeater {
        model: Table.ambitions
        Button {
            required property string id
            required property string title
            objectName: "record_" + id
            text: "+ " + title
            implicitHeight: Theme.touchTarget
            onClicked: recorder.scoring.recordDeclaration(id)
        }
    }
}
