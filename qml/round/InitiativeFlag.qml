// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// Who holds the initiative, and who seized it this round, in smaller type: the header's row
// keeps room for the round's plays.
Row {
    readonly property string text: holder.text + seizure.text // as read aloud and by the tests
    property int pixelSize: Theme.fontTitle // the holder's; the seizure's is smaller
    spacing: 0
    Text {
        id: holder
        text: qsTr("⚑ Initiative: %1 %2").arg(Theme.playerSymbol(Table.initiativeColour)).arg(Table.initiativeName)
        color: Theme.accent
        font.pixelSize: parent.pixelSize
    }
    Text {
        id: seizure
        anchors.baseline: holder.baseline
        text: Table.seizedByName !== "" ? qsTr(" → seized by %1").arg(Table.seizedByName) : ""
        color: Theme.accent
        font.pixelSize: Math.round(parent.pixelSize * 0.72)
    }
}
