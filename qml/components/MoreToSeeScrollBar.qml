// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// Drawn whenever there is more to see than fits, not only while scrolling as Fusion's is: at
// 1280×720 a sheet's last rows were out of sight with nothing saying so. A track and a handle
// seen from across the table: Fusion's faint 2 px handle was missed (a cold play-test).
ScrollBar {
    id: bar
    policy: size < 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    padding: 2
    contentItem: Rectangle {
        implicitWidth: 8
        implicitHeight: 8
        radius: 4
        color: bar.pressed ? Theme.accent : Theme.textMuted
        visible: bar.size < 1
    }
    background: Rectangle {
        implicitWidth: 12
        implicitHeight: 12
        radius: 6
        color: Theme.surfaceRaised
        visible: bar.size < 1
    }
}
