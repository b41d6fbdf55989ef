// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// Why a sheet's last entry was refused, or what it did, at its foot: boxed, so that under a
// line cut by the scroll's edge it never reads as laid over it (a play-test); gone while there
// is nothing to say.
Label {
    id: label

    property bool refused: true

    visible: text !== ""
    wrapMode: Text.WordWrap
    color: refused ? Theme.danger : Theme.text
    padding: Theme.spacing
    background: Rectangle {
        color: Theme.background
        border.color: label.refused ? Theme.danger : Theme.border
        radius: Theme.radius
    }
}
