// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// "Campaign log…" beside the round status, a campaign's only: loaded by its file's URL, so a
// base game loads none of it.
Button {
    objectName: "campaignLogButton"
    text: qsTr("Campaign log…")
    implicitHeight: Theme.touchTarget
}
