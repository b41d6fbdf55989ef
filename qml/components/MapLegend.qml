// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// What the marks on the map mean: resource letters, ID symbols, slots, pieces (a campaign's
// Imperial ships, Blight, Fate tokens, Free buildings and Flagships too), targets, control and path markers;
// then the setup card and the mode.
ColumnLayout {
    spacing: Theme.spacing / 2

    LayoutRepeater {
        model: Theme.resourceTypes
        delegate: RowLayout {
            id: resourceRow
            required property int modelData
            spacing: Theme.spacing
            Rectangle {
                Layout.preferredWidth: Theme.fontBody * 1.4
                Layout.preferredHeight: Layout.preferredWidth
                radius: width / 2
                color: Theme.resourceColour(resourceRow.modelData)
                Text {
                    anchors.centerIn: parent
                    text: Theme.resourceLetter(resourceRow.modelData)
                    color: Theme.background
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
            }
            Text {
                text: Words.resources[resourceRow.modelData]
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    LayoutRepeater {
        model: Theme.planetSymbols
        delegate: RowLayout {
            id: symbolRow
            required property int modelData // a Game.PlanetSymbol
            spacing: Theme.spacing
            PlanetSymbol {
                Layout.preferredWidth: Theme.fontBody * 1.4
                Layout.preferredHeight: Theme.fontBody * 1.1
                symbol: symbolRow.modelData
                colour: Theme.text
            }
            Text {
                text: Words.planetSymbols[symbolRow.modelData]
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    Text {
        text: qsTr("□ empty building slot")
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    LayoutRepeater {
        model: [{ building: Game.Building.City, damaged: false, label: qsTr("city (square), fresh") },
                { building: Game.Building.Starport, damaged: false, label: qsTr("starport (circle), fresh") },
                { building: Game.Building.City, damaged: true, label: qsTr("damaged building: hollow, struck") }]
        delegate: RowLayout {
            id: buildingRow
            required property var modelData
            spacing: Theme.spacing
            BuildingSlot {
                Layout.preferredWidth: Theme.fontBody
                Layout.preferredHeight: Theme.fontBody
                building: buildingRow.modelData.building
                freeBuilding: false
                colour: Game.PlayerColour.Blue
                damaged: buildingRow.modelData.damaged
            }
            Text {
                text: buildingRow.modelData.label
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
    }
    RowLayout {
        spacing: Theme.spacing
        ShipPill { colour: Game.PlayerColour.Blue; count: 3; size: Theme.fontBody * 1.1 }
        ShipPill { colour: Game.PlayerColour.Blue; count: 1; damaged: true; size: Theme.fontBody * 1.1 }
        Text {
            text: qsTr("ships: fresh, damaged")
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
    }
    RowLayout { // a campaign's pieces, drawn as the map draws them
        visible: Table.act > 0
        spacing: Theme.spacing
        ShipPill { nobodys: true; mark: imperialMark; count: 2; size: Theme.fontBody * 1.1 }
        ShipPill { nobodys: true; mark: imperialMark; count: 1; damaged: true; size: Theme.fontBody * 1.1 }
        Text {
            text: qsTr("Imperial ships: fresh, damaged")
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
    }
    RowLayout {
        visible: Table.act > 0
        spacing: Theme.spacing
        ShipPill { blight: true; mark: blightMark; count: 2; size: Theme.fontBody * 1.1 }
        ShipPill { blight: true; mark: blightMark; count: 1; damaged: true; size: Theme.fontBody * 1.1 }
        Text {
            text: qsTr("Blight: fresh, damaged; beside its planet or gate")
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
    }
    RowLayout {
        visible: Table.act > 0
        spacing: Theme.spacing
        LayoutRepeater {
            model: [Game.Building.City, Game.Building.Starport]
            delegate: BuildingSlot {
                required property int modelData // a Game.Building
                Layout.preferredWidth: Theme.fontBody
                Layout.preferredHeight: Theme.fontBody
                building: modelData
                freeBuilding: true
                damaged: false
            }
        }
        Text {
            text: qsTr("F: a Free city (square), a Free starport (circle)")
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
    }
    RowLayout {
        visible: Table.act > 0
        spacing: Theme.spacing
        ShipPill { nobodys: true; mark: fateTokenMark; count: 2; size: Theme.fontBody * 1.1 }
        ShipPill {
            colour: Game.PlayerColour.Blue
            mark: Theme.playerSymbol(colour) + fateTokenMark
            count: 1
            size: Theme.fontBody * 1.1
        }
        Text {
            text: qsTr("Fate tokens; with a player's symbol, Loyal to them")
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
    }
    RowLayout {
        visible: Table.act > 0
        spacing: Theme.spacing
        ShipPill { colour: Game.PlayerColour.Blue; count: 1; flagship: true; size: Theme.fontBody * 1.1 }
        Text {
            text: qsTr("a player's Flagship")
            color: Theme.text
            font.pixelSize: Theme.fontSmall
        }
    }
    Text {
        text: qsTr("A wide ring, and ⇩ where it fits: where to place or move to now")
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    Text {
        text: qsTr("╱ a thin line, or a frame headed by a system's name: counts set apart, and whose")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Text {
        text: qsTr("◯ a ring, with the symbol on a seal: who controls a system (♛ the Empire)")
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    Text {
        text: qsTr("┅ path marker")
        color: Theme.accent
        font.pixelSize: Theme.fontSmall
    }
    Text {
        text: qsTr("Scroll or pinch on the map to enlarge it; drag it to look about")
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    Text { // which map this is
        objectName: "mapSetupCard"
        text: Table.setupCardName === "" ? Table.modeName // a campaign: no setup card
              : qsTr("Setup card: %1").arg(Table.setupCardName) + "\n"
                + Table.outOfPlayDescription + " · " + Table.modeName
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
}
