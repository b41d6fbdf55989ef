// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// Who holds the initiative, and who seized it this round.
Text {
    text: qsTr("⚑ Initiative: %1 %2").arg(Theme.playerSymbol(Table.initiativeColour)).arg(Table.initiativeName)
          + (Table.seizedByName !== "" ? qsTr(" → seized by %1").arg(Table.seizedByName) : "")
    color: Theme.accent
    font.pixelSize: Theme.fontTitle
}
