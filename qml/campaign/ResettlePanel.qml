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

    required property ResettleDraft draft
    readonly property var planets: draft.planets // a JS array, for map and indexOf
    signal entered(string problem)

    visible: draft.resettleable
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
        TableComboBox {
            objectName: "resettleCity"
            Accessible.name: qsTr("City in")
            Layout.fillWidth: true
            model: panel.planets.map(planet => planet.word)
            currentIndex: panel.planets.indexOf(panel.draft.city)
            onActivated: index => panel.draft.city = panel.planets[index]
        }
        Label { text: qsTr("Starport in"); color: Theme.text }
        TableComboBox {
            objectName: "resettleStarport"
            Accessible.name: qsTr("Starport in")
            Layout.fillWidth: true
            model: panel.planets.map(planet => planet.word)
            currentIndex: panel.planets.indexOf(panel.draft.starport)
            onActivated: index => panel.draft.starport = panel.planets[index]
        }
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("New ships: %1 of %2 placed").arg(panel.draft.placed).arg(panel.draft.shipsDue)
        color: Theme.text
    }
    LayoutRepeater {
        model: panel.draft.ships
        Stepper {
            required property resettleShips modelData
            objectName: "resettleShips_" + modelData.system.word
            Layout.fillWidth: true
            label: modelData.system.word
            value: modelData.count
            onChanged: count => panel.draft.place(modelData.system, count)
        }
    }
    Label {
        Layout.fillWidth: true
        visible: panel.draft.problem !== ""
        text: panel.draft.problem
        wrapMode: Text.WordWrap
        color: Theme.textMuted
    }
    Button {
        objectName: "resettle"
        text: qsTr("Resettle")
        implicitHeight: Theme.touchTarget
        enabled: panel.draft.problem === ""
        onClicked: panel.entered(panel.draft.resettle())
    }
}
