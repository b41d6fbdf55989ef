// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Act I's placement loop: whose placement it is, the building they choose, and what a tap on a
// lit planet does. The map takes the tap.
Pane {
    id: panel

    required property StartingPlacement placement

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surfaceRaised
        radius: Theme.radius
        border.color: Theme.accent
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.padding

        PlayerBadge {
            objectName: "placementPlayer"
            Layout.minimumWidth: implicitWidth
            name: panel.placement.placerName
            colour: panel.placement.placerColour
            fontSize: Theme.fontTitle
        }
        Label {
            text: qsTr("places %1 ships and a").arg(panel.placement.ships)
            color: Theme.text
        }
        TableRadioButton {
            objectName: "placeCity"
            text: qsTr("City")
            checked: !panel.placement.starport
            onToggled: panel.placement.starport = false
        }
        TableRadioButton {
            objectName: "placeStarport"
            text: qsTr("Starport")
            checked: panel.placement.starport
            onToggled: panel.placement.starport = true
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("at a ringed planet (an Imperial ship and an empty slot), and gains 1 resource of its type. Placement %1 of %2.")
                      .arg(panel.placement.placement).arg(panel.placement.placements)
            color: Theme.textMuted
        }
    }
}
