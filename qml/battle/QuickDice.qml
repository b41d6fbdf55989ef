// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The campaign's event die (Crisis or Edict, with a planet symbol) and number die (a cluster).
ColumnLayout {
    id: quick

    required property BattlePlanner planner
    readonly property var roll: planner.eventRoll

    spacing: Theme.spacing

    Button {
        objectName: "eventDiceButton"
        text: qsTr("Roll event and number dice")
        implicitHeight: Theme.touchTarget
        onClicked: quick.planner.rollEventDice()
    }
    RowLayout {
    spacing: Theme.spacing
    PlanetSymbol {
        visible: quick.roll.rolled
        kind: quick.roll.rolled ? quick.roll.symbol : "arrow"
        colour: Theme.text
        implicitWidth: Theme.fontTitle
        implicitHeight: Theme.fontTitle
    }
    Label {
        objectName: "eventDiceResult"
        visible: quick.roll.rolled
        text: qsTr("%1 · %2 · cluster %3")
              .arg(quick.roll.event === "crisis" ? qsTr("✸ Crisis") : qsTr("§ Edict"))
              .arg(quick.roll.symbol === "arrow" ? qsTr("Arrow") : quick.roll.symbol === "crescent" ? qsTr("Crescent") : qsTr("Hex"))
              .arg(quick.roll.cluster)
        color: Theme.text
        font.pixelSize: Theme.fontTitle
    }
    }
}
