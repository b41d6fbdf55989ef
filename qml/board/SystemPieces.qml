// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.Ui

// What stands in a system: who controls it, each player's pieces, and a campaign's Empire, Free
// pieces, Blight and Fate tokens. A positioner: its rows are rebuilt on every entry.
Column {
    id: pieces

    required property var info // a systemValue

    spacing: 2

    Label {
        width: parent.width
        bottomPadding: Theme.spacing - pieces.spacing
        text: pieces.info.empireControl !== "" ? pieces.info.empireControl
              : pieces.info.controlByCard !== ""
              ? qsTr("Controlled by %1 %2, as %3 says.").arg(Theme.playerSymbol(pieces.info.controller))
                                          .arg(pieces.info.controllerName).arg(pieces.info.controlByCard)
              : pieces.info.controllerName !== ""
              ? qsTr("Controlled by %1 %2").arg(Theme.playerSymbol(pieces.info.controller))
                                          .arg(pieces.info.controllerName)
              : qsTr("Nobody controls this system.")
        color: Theme.textMuted
        wrapMode: Text.WordWrap
    }
    Repeater {
        model: pieces.info.pieces
        RowLayout {
            id: here
            required property var modelData
            width: parent.width
            PlayerBadge {
                Layout.preferredWidth: 9 * Theme.fontBody
                Layout.maximumWidth: 9 * Theme.fontBody
                name: here.modelData.name
                colour: here.modelData.colour
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.text
                text: [[here.modelData.freshShips, qsTr("1 fresh ship"), qsTr("%1 fresh ships")],
                       [here.modelData.damagedShips, qsTr("1 damaged ship"), qsTr("%1 damaged ships")],
                       [here.modelData.freshCities, qsTr("1 city"), qsTr("%1 cities")],
                       [here.modelData.damagedCities, qsTr("1 damaged city"), qsTr("%1 damaged cities")],
                       [here.modelData.freshStarports, qsTr("1 starport"), qsTr("%1 starports")],
                       [here.modelData.damagedStarports, qsTr("1 damaged starport"),
                        qsTr("%1 damaged starports")]]
                      .filter(p => p[0] > 0).map(p => p[0] === 1 ? p[1] : p[2].arg(p[0]))
                      .concat(here.modelData.flagship ? [qsTr("the Flagship")] : []).join(" · ")
            }
        }
    }
    Repeater { // a campaign's Empire, Free pieces, Blight and Fate tokens
        model: pieces.info.campaign.lines
        Label {
            required property string modelData
            width: parent.width
            wrapMode: Text.WordWrap
            color: Theme.text
            text: modelData
        }
    }
}
