// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.Ui

// A count of ships: the owner's symbol and the number, filled when fresh; hollow with a "d"
// when damaged (tipped over on the table). A Flagship is a fresh Loyal ship of its own.
Rectangle {
    id: pill

    required property string colour // player colour, or "" for the campaign's pieces
    required property int count
    property bool damaged: false
    property bool flagship: false
    property string mark: Theme.playerSymbol(colour)
    property string label: flagship ? mark + qsTr("Flag", "a Flagship on the map")
                                    : mark + count + (damaged ? qsTr("d", "damaged") : "")
    property real size: 14

    readonly property color ownerColour: colour === "" ? Theme.textMuted
                                                       : Theme.playerColour(colour)

    implicitWidth: label.implicitWidth + size * 0.6
    implicitHeight: size
    radius: size / 3
    color: damaged ? Theme.surface : ownerColour
    border.color: ownerColour
    border.width: damaged ? Math.max(1.5, size * 0.12) : 0

    Text {
        id: label
        anchors.centerIn: parent
        text: pill.label
        color: pill.damaged ? pill.ownerColour : (Theme.dark ? Theme.background : Theme.surface)
        font.pixelSize: pill.size * 0.78
        font.bold: true
    }
}
