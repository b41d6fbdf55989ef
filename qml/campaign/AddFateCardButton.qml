// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// The Court's "+ Fate card", a campaign's only: the Court panel loads it by its file's URL, so
// a base game loads none of it.
Button {
    objectName: "addFateCardOpen"
    text: qsTr("+ Fate card")
    flat: true
    font.pixelSize: Theme.fontSmall
    leftPadding: 4
    rightPadding: 4
    implicitHeight: Theme.touchTarget * 0.8
}
