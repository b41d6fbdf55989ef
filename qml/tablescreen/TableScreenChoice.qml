// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.Ui

// Which screen the table view opens on, where there are several.
Menu {
    id: menu

    required property TableScreenLoader opener
    property real widest: 0 // the whole of each item, "On screen 2: HDMI-1 (1920 × 1080)"

    objectName: "tableScreenChoice"
    width: Math.max(20 * Theme.fontBody, widest + leftPadding + rightPadding + Theme.spacing)
    Repeater {
        model: menu.opener.screens
        MenuItem {
            required property var modelData
            required property int index
            objectName: "tableScreenOn" + index
            text: qsTr("On screen %1: %2 (%3 × %4)").arg(index + 1).arg(modelData.name)
                      .arg(modelData.width).arg(modelData.height)
                  + (menu.opener.isAppScreen(modelData) ? qsTr(", this one") : "")
            onTriggered: menu.opener.open(index)
            onImplicitWidthChanged: menu.widest = Math.max(menu.widest, implicitWidth)
        }
    }
}
