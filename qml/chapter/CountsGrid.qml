// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// One row per declared ambition, one column per player (and the two-player dummy), plus the
// city bonus row. The numbers start from the board; the table can change any of them (a card's
// effect the board does not know); the engine does the scoring. Rows and cells are placed by
// positioners at fixed widths, so the columns line up, and Qt 6.4's layouts never see a
// Repeater replace their items (they can crash on it).
Column {
    id: grid

    required property ChapterScoring scoring
    readonly property int labelWidth: 200 * Theme.scale
    // Equal columns for the players and the dummy, as wide as the width given allows.
    readonly property int columns: scoring.players.length + (scoring.dummy.length > 0 ? 1 : 0)
    readonly property int cellWidth: Math.max(80 * Theme.scale,
                                              Math.min(150 * Theme.scale,
                                                       (width - labelWidth) / Math.max(1, columns) - Theme.spacing))

    spacing: Theme.spacing

    Row {
        spacing: Theme.spacing
        Item { width: grid.labelWidth; height: 1 }
        Repeater {
            model: grid.scoring.players
            PlayerBadge {
                required property var modelData
                width: grid.cellWidth
                name: modelData.name
                colour: modelData.colour
            }
        }
        Label {
            visible: grid.scoring.dummy.length > 0
            width: grid.cellWidth
            horizontalAlignment: Text.AlignHCenter
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

    Row {
        spacing: Theme.spacing
        Label {
            width: grid.labelWidth
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("City bonus (won alone)")
            wrapMode: Text.WordWrap
            color: Theme.text
        }
        Repeater {
            model: grid.scoring.players
            TableComboBox {
                id: bonus
                required property var modelData
                objectName: "cityBonus_" + modelData.seat
                Accessible.name: qsTr("%1's city bonus").arg(modelData.name)
                width: grid.cellWidth
                readonly property var options: grid.scoring.cityBonusOptions
                model: options.map(power => power > 0 ? "+" + power : "0")
                implicitHeight: Theme.touchTarget
                currentIndex: options.indexOf(grid.scoring.cityBonuses[modelData.seat] ?? 0)
                onActivated: index => grid.scoring.setCityBonus(bonus.modelData.seat, options[index])
            }
        }
    }

    Row { // a campaign's Act III: the two grand ambitions of each A or B Fate
        visible: grid.scoring.grandAmbitions
        spacing: Theme.spacing
        Label {
            width: grid.labelWidth
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Grand ambitions fulfilled")
            wrapMode: Text.WordWrap
            color: Theme.text
        }
        Repeater {
            model: grid.scoring.grandAmbitions ? grid.scoring.players : []
            TableComboBox {
                id: grand
                required property var modelData
                objectName: "grand_" + modelData.seat
                Accessible.name: qsTr("Grand ambitions fulfilled by %1").arg(modelData.name)
                width: grid.cellWidth
                model: ["0", "1", "2"]
                // a C Fate has a final objective instead
                enabled: grand.modelData.grandAmbitions
                implicitHeight: Theme.touchTarget
                currentIndex: grid.scoring.grand[modelData.seat] ?? 0
                onActivated: index => grid.scoring.setGrand(grand.modelData.seat, index)
            }
        }
    }
}
