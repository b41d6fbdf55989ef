// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Arcs.App
import Arcs.Ui

// A player's row in the Players panel: painted (PlayerRowPainting), with a tap target over it
// for their whole area, and a campaign's objective marker. `compact`: the badge line in smaller
// type, where the rows would not fit whole otherwise; `fullHeight` the row's height when not.
Item {
    id: row
    property bool compact
    signal tapped()
    required property string name
    required property int colour
    required property bool hasInitiative
    required property bool isToAct
    required property bool takingTurn
    required property int power
    required property int hand
    required property int seat
    required property var area
    required property string fate
    required property int objective
    readonly property string trailing: qsTr("%n card(s)", "", row.hand) + (row.hasInitiative ? " " + qsTr("⚑") : "")
    // ▶ only for the card to play, as the entry bar's: during a turn the next card is another's.
    readonly property string cue: row.takingTurn ? qsTr("taking a turn")
                                  : row.isToAct ? qsTr("▶ to play") : ""
    readonly property string standing: Theme.areaParts(row.area).join(" · ")
    readonly property real fullHeight: painting.fullHeight
    implicitHeight: painting.implicitHeight
    height: implicitHeight

    PlayerRowPainting {
        id: painting
        objectName: "playerRow_" + row.name
        anchors.fill: parent
        name: row.name
        playerColour: Theme.playerColour(row.colour)
        playerSymbol: Theme.playerSymbol(row.colour)
        power: row.power
        threshold: Table.powerToWin
        maximum: Table.powerTrackLength
        objective: row.objective
        resources: row.area.resources
        trailing: row.trailing
        cue: row.cue
        standing: row.standing
        nameInset: objectiveMarker.count > 0 ? objectiveMarker.itemAt(0).implicitWidth : 0
        fontSmall: Theme.fontSmall
        fontBody: Theme.fontBody
        fontTitle: Theme.fontTitle
        fontHuge: Theme.fontHuge
        spacing: Theme.spacing
        compact: row.compact
        colours: Theme.paintColours
        resourceColours: Theme.paintResourceColours
        resourceLetters: Theme.paintResourceLetters
    }
    TapTarget { // what the row shows, read out, and the player's whole area
        label: qsTr("%1, %2 Power").arg(row.name).arg(row.power)
               + (row.cue !== "" ? ", " + row.cue : "") + ", " + row.trailing + ", "
               + row.standing + qsTr(": their area")
        onActivated: row.tapped()
    }
    Repeater { // a campaign's only: a base game makes none
        id: objectiveMarker
        model: row.objective >= 0 ? 1 : 0
        ObjectiveMarkerButton {
            // Placed from the row, not its parent: a marker made or taken
            // down with the row has none for a moment.
            x: row.width - width - painting.powerWidth - Theme.spacing
            y: (painting.headHeight - height) / 2
            seat: row.seat
            playerName: row.name
            fate: row.fate
            space: row.objective
        }
    }
}
