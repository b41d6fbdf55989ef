pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Arcs.Ui

// What the marks on the map mean: resource letters, ID symbols, slots and path markers.
ColumnLayout {
    spacing: Theme.spacing / 2

    Repeater {
        model: ["material", "fuel", "weapon", "relic", "psionic"]
        delegate: RowLayout {
            id: resourceRow
            required property string modelData
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
                text: Theme.resourceName(resourceRow.modelData)
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    Repeater {
        model: [{ kind: "arrow", label: qsTr("Arrow") }, { kind: "crescent", label: qsTr("Crescent") },
                { kind: "hex", label: qsTr("Hex") }]
        delegate: RowLayout {
            id: symbolRow
            required property var modelData
            spacing: Theme.spacing
            PlanetSymbol {
                Layout.preferredWidth: Theme.fontBody * 1.4
                Layout.preferredHeight: Theme.fontBody * 1.1
                kind: symbolRow.modelData.kind
                colour: Theme.text
            }
            Text {
                text: symbolRow.modelData.label
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    Text {
        text: qsTr("□ building slot")
        color: Theme.text
        font.pixelSize: Theme.fontSmall
    }
    Text {
        text: qsTr("┅ path marker")
        color: Theme.accent
        font.pixelSize: Theme.fontSmall
    }
}
