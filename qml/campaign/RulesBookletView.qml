// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
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

    Column { // a positioner: its rows are made anew on every tick (a layout kept them stacked)
        width: view.availableWidth
        spacing: Theme.spacing

        Label {
            width: parent.width
            text: booklet.recorded
                  ? qsTr("The Edicts resolve from the lowest order number up.")
                  : qsTr("Tick the Fate Edicts your booklet holds. Until you do, the Edicts on the Event screen ask about each one of the Fates in play.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: booklet.edicts
            TableCheckBox { // the base campaign's are always in the booklet
                required property var modelData // a bookletEdict
                objectName: "booklet_" + modelData.name
                width: parent.width
                enabled: modelData.fate !== ""
                text: qsTr("%1 · %2").arg(String(modelData.order).padStart(2, "0")).arg(modelData.name)
                      + (modelData.fate !== "" ? qsTr(" (%1)").arg(modelData.fate) : "")
                      + (modelData.note !== "" ? qsTr(" — %1").arg(modelData.note) : "")
                checked: modelData.inBooklet
                onToggled: problem.text = booklet.setInBooklet(modelData.name, checked)
            }
        }
        Label {
            id: problem
            width: parent.width
            visible: text !== ""
            color: Theme.danger
            wrapMode: Text.WordWrap
        }
    }
}
