// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.Ui

// The table dealt the Fate cards itself and each player chose in secret: once revealed, each
// player's Fate is entered here, one picker a player. The rows are remade on every change, so a
// refused pick shows the Fate still entered.
ColumnLayout {
    id: list

    required property var rows // [{seat, name, offers: [{number, label}], chosen}]
    signal entered(int seat, int fate)

    spacing: Theme.spacing

    Label {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.text
        text: qsTr("Each player drew and chose in secret; once the Fates are revealed, enter each one:")
    }
    LayoutRepeater {
        model: list.rows
        RowLayout {
            id: row
            required property var modelData
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                Layout.preferredWidth: 8 * Theme.fontBody
                text: row.modelData.name
                elide: Text.ElideRight
                color: Theme.text
                font.bold: true
            }
            TableComboBox {
                objectName: "fateAtTable" + row.modelData.seat
                Layout.fillWidth: true
                implicitHeight: Theme.touchTarget
                Accessible.name: qsTr("%1's Fate").arg(row.modelData.name)
                model: row.modelData.offers
                textRole: "label"
                valueRole: "number"
                currentIndex: count > 0 ? indexOfValue(row.modelData.chosen) : -1 // once it has its model
                displayText: currentIndex < 0 ? qsTr("Their Fate…") : currentText
                popup.height: Math.min(popup.contentItem.implicitHeight + 2, Window.height * 0.6)
                onActivated: chosen => list.entered(row.modelData.seat, valueAt(chosen))
            }
        }
    }
}
