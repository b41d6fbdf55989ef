// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Step A: the Fate Set cards a Resolution card adds to the Court deck, read off the cards, so
// the next Act's Court is dealt from the deck the table has.
ColumnLayout {
    id: additions

    required property IntermissionSteps steps

    spacing: Theme.spacing

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Label {
            Layout.fillWidth: true
            text: qsTr("Cards a Resolution card adds to the Court deck:")
            wrapMode: Text.WordWrap
            color: Theme.text
        }
        Button {
            objectName: "resolutionAddCard"
            text: qsTr("+ Fate card…")
            implicitHeight: Theme.touchTarget
            onClicked: dialog.make().show()
        }
    }
    LayoutRepeater {
        model: additions.steps.courtAdditions
        RowLayout {
            id: added
            required property string modelData
            required property int index
            spacing: Theme.spacing
            Label { text: "• " + added.modelData; color: Theme.text }
            Button {
                objectName: "resolutionRemove" + added.index
                text: qsTr("Remove")
                implicitHeight: Theme.touchTarget
                Accessible.name: qsTr("Remove %1").arg(added.modelData)
                onClicked: additions.steps.removeCourtAddition(added.index)
            }
        }
    }
    MadeOnDemand {
        id: dialog
        source: Qt.resolvedUrl("../components/FateCardDialog.qml")
        parentObject: additions
        properties: ({ intermission: additions.steps })
    }
}
