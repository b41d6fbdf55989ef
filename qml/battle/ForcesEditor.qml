// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Who attacks whom, where, and the pieces each side has in the battle system: the board's
// when a system is chosen, or typed in to plan.
ColumnLayout {
    id: editor

    required property BattlePlanner planner
    readonly property var systems: planner.battleSystems // a JS array, for concat and indexOf

    spacing: Theme.spacing
    readonly property real countWidth: Theme.touchTarget * 1.6 + Theme.fontBody * 1.6 + 4
    readonly property real kindWidth: Math.max(0, width - 2 * countWidth)

    component ForceHeader: Row {
        Item { width: editor.kindWidth; height: 1 }
        Repeater {
            model: [qsTr("fresh"), qsTr("damaged")]
            Label {
                required property string modelData
                width: editor.countWidth
                horizontalAlignment: Text.AlignHCenter
                text: modelData
                color: Theme.textMuted
            }
        }
    }
    // One kind of piece on one side, fresh and damaged; the board's, or typed in to plan.
    component ForceRow: Row {
        id: forceRow
        required property int side
        required property string piece // "Ships", "Cities", "Starports": names the cells
        required property string label
        required property int fresh // the Force of each
        required property int damaged
        readonly property var forces: side === Game.BattleSide.Attacker ? editor.planner.attackerForces
                                                                      : editor.planner.defenderForces
        enabled: !editor.planner.system.valid
        opacity: enabled ? 1 : 0.6
        Label {
            width: editor.kindWidth
            anchors.verticalCenter: parent.verticalCenter
            text: forceRow.label
            elide: Text.ElideRight
            color: Theme.text
        }
        Repeater {
            model: [{ force: forceRow.fresh, name: "fresh", what: qsTr("fresh") },
                    { force: forceRow.damaged, name: "damaged", what: qsTr("damaged") }]
            CountCell {
                required property var modelData
                objectName: (forceRow.side === Game.BattleSide.Attacker ? "attacker_" : "defender_")
                            + modelData.name + forceRow.piece
                width: editor.countWidth
                what: modelData.what + " " + forceRow.label
                value: forceRow.forces[modelData.force] ?? 0
                onChanged: value => editor.planner.setForce(forceRow.side, modelData.force, value)
            }
        }
    }

    // A list as wide as the column, whatever its longest choice: wider, its end was cut.
    component ColumnChoice: TableComboBox {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        implicitHeight: Theme.touchTarget
    }
    component PlayerChoice: ColumnChoice {
        model: Table.players
        textRole: "name"
        valueRole: "seat"
    }

    Label { text: qsTr("Attacker"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    PlayerChoice {
        objectName: "attackerChoice"
        Accessible.name: qsTr("Attacker")
        currentIndex: count > 0 ? indexOfValue(editor.planner.attacker) : -1
        onActivated: editor.planner.attacker = currentValue
    }
    Label { text: qsTr("Battle system"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    ColumnChoice {
        objectName: "systemChoice"
        Accessible.name: qsTr("Battle system")
        model: {
            const choices = [qsTr("None: plan with typed forces")]
            for (const system of editor.systems) // as the map names them
                choices.push(system.word)
            return choices
        }
        // Read again when the list changes: a new list resets the choice after the binding ran
        // (a proposed battle's system read "None"; a cold play-test).
        currentIndex: model.length > 0 ? Math.max(0, editor.systems.indexOf(editor.planner.system) + 1) : -1
        onActivated: index => editor.planner.system = index === 0 ? ReachSystems.none : editor.systems[index - 1]
    }
    TypedForcesNote {
        objectName: "typedFrom"
        Layout.fillWidth: true
        planner: editor.planner
    }
    Label { // the sides chosen moved the battle: said, not done silently
        objectName: "movedFrom"
        Layout.fillWidth: true
        visible: editor.planner.movedFrom.valid
        text: qsTr("The battle is no longer in %1: these sides cannot battle there.").arg(editor.planner.movedFrom.word)
        wrapMode: Text.WordWrap
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Label { // why the list holds only planning
        objectName: "noBattleSystem"
        Layout.fillWidth: true
        visible: Table.hasGame && editor.systems.length === 0
        // Where they meet but may not battle, the rule that stops them (the Truce Law): "no
        // system" was said of two Regents side by side (a cold play-test).
        text: editor.planner.noBattleReason !== ""
              ? qsTr("%1 Plan with typed forces below.").arg(editor.planner.noBattleReason)
              : qsTr("No system has the attacker's ships beside the defender's pieces: choose them below, or plan with typed forces.")
        wrapMode: Text.WordWrap
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    ForceHeader {}
    ForceRow {
        side: Game.BattleSide.Attacker; piece: "Ships"; label: qsTr("Ships")
        fresh: BattlePlanner.FreshShips; damaged: BattlePlanner.DamagedShips
    }
    TableCheckBox { // a Regent attacking may Command the Imperial Fleet in the battle
        objectName: "withImperialShips"
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        visible: editor.planner.imperialShipsToAdd > 0
        text: editor.planner.imperialShipsToAdd === 1
              ? qsTr("Add the Imperial ship")
              : qsTr("Add the %1 Imperial ships").arg(editor.planner.imperialShipsToAdd)
        checked: editor.planner.withImperialShips
        onToggled: editor.planner.withImperialShips = checked
    }

    Label { text: qsTr("Defender"); color: Theme.textMuted; font.pixelSize: Theme.fontSmall }
    ColumnChoice { // a campaign: a Rival, or the Empire's ships, the Free buildings or the Blight
        objectName: "againstChoice"
        Accessible.name: qsTr("Defending side")
        visible: editor.planner.campaign
        // In BattlePlanner.Against's order: Rival, Empire, FreeStates, Blight.
        model: [qsTr("A Rival"), qsTr("The Empire"), qsTr("The Free States"), qsTr("The Blight")]
        currentIndex: editor.planner.against
        onActivated: index => editor.planner.against = index
    }
    Label { // under the list, whole: "The Blight (Tough, no interce…" was cut in it
        objectName: "againstNote"
        Layout.fillWidth: true
        visible: editor.planner.campaign && text !== ""
        text: editor.planner.against === Game.BattleDefender.Empire ? qsTr("Only an Outlaw battles the Empire: a Regent may not harm Imperial ships.")
              : editor.planner.against === Game.BattleDefender.Blight ? qsTr("The Blight is Tough (2 hits damage or destroy one) and does not intercept.")
              : ""
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
    PlayerChoice {
        objectName: "defenderChoice"
        Accessible.name: qsTr("Defender")
        visible: editor.planner.against === Game.BattleDefender.Player
        currentIndex: count > 0 ? indexOfValue(editor.planner.defender) : -1
        onActivated: editor.planner.defender = currentValue
        delegate: ItemDelegate { // the attacker is listed, greyed: nobody battles themself
            required property string name
            required property int seat
            required property int index
            width: ListView.view.width
            text: name
            enabled: seat !== editor.planner.attacker
            opacity: enabled ? 1 : 0.4 // greyed as it is: Fusion's dark list draws it as the others
            highlighted: ListView.isCurrentItem
        }
    }
    // Above the defender's pieces, so it is in view on a short window: it decides the raid dice.
    TableCheckBox {
        // As wide as the column: a box wider than it widened every row, and the lists were cut.
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        enabled: !editor.planner.system.valid
        visible: editor.planner.against === Game.BattleDefender.Player // the others have none elsewhere
        text: qsTr("Has buildings elsewhere") // under the Defender's name
        checked: editor.planner.defenderHasBuildingsElsewhere
        onToggled: editor.planner.defenderHasBuildingsElsewhere = checked
    }
    Label {
        objectName: "imperialDefending"
        Layout.fillWidth: true
        visible: editor.planner.imperialShipsInBattle > 0 && !editor.planner.imperialAttacking
        // The battle system, or the one typed forces came from (it said "here" of none).
        readonly property string where: editor.planner.system.valid ? editor.planner.system.word
                                                                   : editor.planner.typedFrom.word
        text: editor.planner.imperialShipsInBattle === 1
              ? qsTr("A Regent defends with the Imperial ship in %1: it is among the ships.").arg(where)
              : qsTr("A Regent defends with the %1 Imperial ships in %2: they are among the ships.")
                    .arg(editor.planner.imperialShipsInBattle).arg(where)
        wrapMode: Text.WordWrap
        color: Theme.text
    }
    LayoutRepeater {
        model: editor.planner.flagshipNotes
        Label {
            required property string modelData
            Layout.fillWidth: true
            text: modelData
            wrapMode: Text.WordWrap
            color: Theme.text
        }
    }
    ForceHeader {}
    ForceRow {
        visible: editor.planner.defenderHasShips
        side: Game.BattleSide.Defender; piece: "Ships"
        label: editor.planner.against === Game.BattleDefender.Blight ? qsTr("Blight") : qsTr("Ships")
        fresh: BattlePlanner.FreshShips; damaged: BattlePlanner.DamagedShips
    }
    ForceRow {
        visible: editor.planner.defenderHasBuildings
        side: Game.BattleSide.Defender; piece: "Cities"; label: qsTr("Cities")
        fresh: BattlePlanner.FreshCities; damaged: BattlePlanner.DamagedCities
    }
    ForceRow {
        visible: editor.planner.defenderHasBuildings
        side: Game.BattleSide.Defender; piece: "Starports"; label: qsTr("Starports")
        fresh: BattlePlanner.FreshStarports; damaged: BattlePlanner.DamagedStarports
    }
}
