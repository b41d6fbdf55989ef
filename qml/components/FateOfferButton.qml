// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// A Fate offered in secret: it takes a tap only once it has been in sight a moment. It comes
// where "show my Fates" was tapped, and a double tap there chose a Fate unseen (a cold
// play-test).
Button {
    id: offer
    property bool settled: false
    enabled: settled
    implicitHeight: Theme.touchTarget * 1.5
    font.pixelSize: Theme.fontTitle
    Timer {
        interval: 600 // longer than a double tap
        running: true
        onTriggered: offer.settled = true
    }
}
