// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Resettling a Flagship (a C Fate): the planet for the city and for the starport, and where the
// ships go that bring the player back to 8 Loyal ships on the map. The engine checks it all.
ColumnLayout {
    id: panel

    required property FlagshipView view
    property var ships: ({}) // system name → ships placed there
    readonly property string city: cityChoice.currentText
    readonly property string starport: starportChoice.currentText
    readonly property int placed: Object.values(ships).reduce((sum, n) => sum + n, 0)
    readonly property string problem: view.resettleProblem(city, starport, ships)
    signal entered(string problem)

    visible: view.resettleable
    spacing: Theme.spacing

    Label {
        text: qsTr("Resettle (your C Fate)")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    GridLayout {
        Layout.fillWidth: true
        columns: 2
        Label { text: qsTr("City in"); color: Theme.text }
        ComboBox {
            id: cityChoice
            objectName: "resettleCity"
            Accessible.name: qsTr("City in")
            Layout.fillWidth: true
            model: panel.view.planets
        }
        Label { text: qsTr("Starport in"); color: Theme.text }
        ComboBox {
            id: starportChoice
            objectName: "resettleStarport"
            Accessible.name: qsTr("Starport in")
            Layout.fillWidth: true
            model: panel.view.planets
        }
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("New ships: %1 of %2 placed").arg(panel.placed).arg(panel.view.shipsToResettle)
        color: Theme.text
    }
    LayoutRepeater {
        model: panel.view.resettleShipSystems(panel.city, panel.starport)
        Stepper {
            required property string modelData
            objectName: "resettleShips_" + modelData
            Layout.fillWidth: true
            label: modelData
            value: panel.ships[modelData] ?? 0
            onChanged: count => {
                const next = Object.assign({}, panel.ships)
                next[modelData] = count
                panel.ships = next
            }
        }
    }
    Label {
        Layout.fillWidth: true
        visible: panel.problem !== ""
        text: panel.problem
        wrapMode: Text.WordWrap
        color: Theme.textMuted
    }
    Button {
        objectName: "resettle"
        text: qsTr("Resettle")
        implicitHeight: Theme.touchTarget
        enabled: panel.problem === ""
        onClicked: {
            const refusal = panel.view.resettle(panel.city, panel.starport, panel.ships)
            if (refusal === "")
                panel.ships = {}
            panel.entered(refusal)
        }
    }
}
