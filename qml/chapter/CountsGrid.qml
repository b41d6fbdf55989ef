// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// One row per declared ambition, one column per player (and the two-player dummy), plus the
// city bonus row. The numbers start from the board; the table can change any of them (a card's
// effect the board does not know); the engine does the scoring.
ColumnLayout {
    id: grid

    required property ChapterScoring scoring
    readonly property int labelWidth: 200 * Theme.scale
    readonly property int cellWidth: Math.min(150 * Theme.scale, (width - labelWidth - 80) / Math.max(1, scoring.players.length) - spacing)

    spacing: Theme.spacing

    RowLayout {
        spacing: Theme.spacing
        Item { Layout.preferredWidth: grid.labelWidth }
        Repeater {
            model: grid.scoring.players
            PlayerBadge {
                required property var modelData
                Layout.preferredWidth: grid.cellWidth
                name: modelData.name
                colour: modelData.colour
            }
        }
        Label {
            visible: grid.scoring.dummy.length > 0
            text: qsTr("Dummy")
            color: Theme.textMuted
        }
    }

    Repeater {
        model: grid.scoring.ambitions
        delegate: AmbitionCountsRow {
            scoring: grid.scoring
            labelWidth: grid.labelWidth
            cellWidth: grid.cellWidth
        }
    }

    RowLayout {
        spacing: Theme.spacing
        Label {
            Layout.preferredWidth: grid.labelWidth
            text: qsTr("City bonus (won alone)")
            color: Theme.text
        }
        Repeater {
            model: grid.scoring.players
            ComboBox {
                id: bonus
                required property var modelData
                objectName: "cityBonus_" + modelData.seat
                Layout.preferredWidth: grid.cellWidth
                readonly property var options: grid.scoring.cityBonusOptions
                model: options.map(power => power > 0 ? "+" + power : "0")
                implicitHeight: Theme.touchTarget
                currentIndex: options.indexOf(grid.scoring.cityBonuses[modelData.seat] ?? 0)
                onActivated: index => grid.scoring.setCityBonus(bonus.modelData.seat, options[index])
            }
        }
    }
}
