// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The rules booklet's Edict side: the base campaign's Edicts, always there, and each Edict of a
// Fate in play, ticked as the Fates' cards add it to the booklet or scrap it. The Event
// screen's Edicts follow the ticks.
ScrollView {
    id: view

    contentWidth: availableWidth
    clip: true

    RulesBooklet { id: booklet; table: Table }

    ColumnLayout {
        width: view.availableWidth
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: booklet.recorded
                  ? qsTr("The Edicts resolve from the lowest order number up.")
                  : qsTr("Tick the Fate Edicts your booklet holds. Until you do, the Edicts on the Event screen ask about each one of the Fates in play.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: booklet.edicts
            RowLayout {
                id: row
                required property var modelData // a bookletEdict
                readonly property string title: qsTr("%1 · %2")
                    .arg(String(modelData.order).padStart(2, "0")).arg(modelData.name)
                    + (modelData.fate !== "" ? qsTr(" (%1)").arg(modelData.fate) : "")
                    + (modelData.note !== "" ? qsTr(" — %1").arg(modelData.note) : "")
                Layout.fillWidth: true
                Label { // the base campaign's: always in the booklet
                    Layout.fillWidth: true
                    visible: row.modelData.fate === ""
                    text: "✓ " + row.title
                    color: Theme.text
                    wrapMode: Text.WordWrap
                }
                TableCheckBox {
                    objectName: "booklet_" + row.modelData.name
                    Layout.fillWidth: true
                    visible: row.modelData.fate !== ""
                    text: row.title
                    checked: row.modelData.inBooklet
                    onToggled: problem.text = booklet.setInBooklet(row.modelData.name, checked)
                }
            }
        }
        Label {
            id: problem
            Layout.fillWidth: true
            visible: text !== ""
            color: Theme.danger
            wrapMode: Text.WordWrap
        }
    }
}
