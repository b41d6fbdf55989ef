// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick.Controls.Fusion
import Arcs.Ui

// A vertical ScrollView whose bar (MoreToSeeScrollBar) is drawn whenever there is more to see,
// beside the content and never over a row's last button. The room for it is kept whether it
// shows or not: a padding following the bar re-laid the page out while it was being shown,
// which crashed Qt 6.4's layouts.
ScrollView {
    id: view
    ScrollBar.vertical: MoreToSeeScrollBar {
        parent: view
        x: view.width - width
        y: view.topPadding
        height: view.availableHeight
    }
    rightPadding: ScrollBar.vertical.width + Theme.spacing
    contentWidth: availableWidth
}
