// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick.Controls.Fusion
import Arcs.Ui

// A vertical ScrollView whose bar is drawn whenever there is more to see (MoreToSeeScrollBar's
// reason), beside the content and never over a row's last button. The room for it is kept
// whether it shows or not: a padding following the bar re-laid the page out while it was being
// shown, which crashed Qt 6.4's layouts.
ScrollView {
    ScrollBar.vertical.policy: ScrollBar.vertical.size < 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    rightPadding: ScrollBar.vertical.width + Theme.spacing
    contentWidth: availableWidth
}
