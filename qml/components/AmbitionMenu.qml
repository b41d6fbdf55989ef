// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// What a card's effect does to one ambition box mid-chapter (Populist Demands): declare it with
// the next marker, or take a marker back out of it.
Menu {
    id: menu

    property string ambition // an arcs::Ambition name
    property string ambitionTitle
    readonly property var boxed: opened ? markers.inBox(ambition) : []

    width: Math.max(implicitWidth, 22 * Theme.fontBody)

    AmbitionMarkers {
        id: markers
        table: Table
    }

    MenuItem {
        objectName: "declareByCard"
        text: markers.nextMarker === ""
              ? qsTr("No marker left to declare %1").arg(menu.ambitionTitle)
              : qsTr("A card declares %1 (the %2 marker)").arg(menu.ambitionTitle).arg(markers.nextMarker)
        enabled: markers.nextMarker !== ""
        opacity: enabled ? 1 : 0.5
        onTriggered: markers.declare(menu.ambition)
    }
    Repeater {
        model: menu.boxed
        MenuItem {
            required property var modelData
            objectName: "returnMarker_" + modelData.text
            text: qsTr("A card takes the %1 marker back").arg(modelData.text)
            onTriggered: markers.returnMarker(modelData.marker)
        }
    }
}
