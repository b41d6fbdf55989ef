// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// The heading of the step under way, kept at the top of the steps while its foot is scrolled to:
// a step taller than the view left it cut off above (an Edict at 1280×720; a cold play-test).
Rectangle {
    id: pinned

    required property string title

    height: label.implicitHeight + Theme.spacing
    color: Theme.surface
    Label {
        id: label
        objectName: "pinnedStepTitle"
        width: parent.width
        text: qsTr("▶ %1").arg(pinned.title)
        color: Theme.accent
        font.bold: true
        font.pixelSize: Theme.fontTitle
        elide: Text.ElideRight
    }
}
