// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// Who holds the initiative, and who seized it this round, in smaller type: the header's row
// keeps room for the round's plays.
Row {
    id: flag
    readonly property string seizedBy: Table.seizedByName !== ""
                                       ? qsTr(" → seized by %1").arg(Table.seizedByName) : ""
    readonly property string text: holder.text + seizedBy // as read aloud and by the tests
    property int pixelSize: Theme.fontTitle // the holder's; the seizure's is smaller
    // The seizure as "→ Ben" (in full where the pointer rests): a header with four plays
    // beside it cut them to "B…" (a cold play-test).
    property bool compact: false
    spacing: 0
    Accessible.name: text
    Text {
        id: holder
        text: qsTr("⚑ Initiative: %1 %2").arg(Theme.playerSymbol(Table.initiativeColour)).arg(Table.initiativeName)
        color: Theme.accent
        font.pixelSize: parent.pixelSize
    }
    Text {
        id: seizure
        anchors.baseline: holder.baseline
        text: flag.compact && Table.seizedByName !== "" ? qsTr(" → %1").arg(Table.seizedByName)
                                                        : flag.seizedBy
        HoverHandler { id: hover }
        ToolTip.text: qsTr("%1 seized the initiative: they lead the next round").arg(Table.seizedByName)
        ToolTip.visible: hover.hovered && flag.compact && Table.seizedByName !== ""
        color: Theme.accent
        font.pixelSize: Math.round(parent.pixelSize * 0.72)
    }
}
