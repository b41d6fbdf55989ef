// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The event and number dice: rolled in the app, or the faces of the table's dice entered. The
// event die's starburst means the Crises, its scroll the Edicts; its symbol and the number die
// name the rolled planet for the Court Crises.
ColumnLayout {
    id: panel

    required property EventSteps steps
    property int eventFace: 0
    property int numberFace: 0
    readonly property bool tableDiceChosen: eventFace > 0 && numberFace > 0
    // Both dice chosen: the view scrolls the Enter button into sight (it was below the fold).
    signal diceChosen(Item enterButton)
    onTableDiceChosenChanged: if (tableDiceChosen) diceChosen(enterRoll)

    spacing: Theme.spacing
    onVisibleChanged: { eventFace = 0; numberFace = 0 }

    RowLayout {
        spacing: Theme.padding
        Label {
            text: qsTr("%1 rolls the event and number dice.").arg(panel.steps.callerName)
            color: Theme.text
            font.pixelSize: Theme.fontTitle
        }
        DefaultButton {
            objectName: "rollEventDice"
            text: qsTr("Roll")
            highlighted: !panel.tableDiceChosen
            implicitHeight: Theme.touchTarget
            onClicked: panel.steps.rollInApp()
        }
    }
    Label { text: qsTr("Or enter the table's dice — event die:"); color: Theme.textMuted }
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Repeater {
            model: 6
            EntryButton { // the face chosen filled, as the entry bar's: a thin border went unseen
                required property int index
                objectName: "eventFace" + (index + 1)
                text: panel.steps.eventFaces[index] ?? "" // the icon in words, not a shape alone
                checked: panel.eventFace === index + 1
                onClicked: panel.eventFace = index + 1
            }
        }
    }
    Flow { // wraps at 1280x720
        Layout.fillWidth: true
        spacing: Theme.spacing
        Label {
            height: Theme.touchTarget
            verticalAlignment: Text.AlignVCenter
            text: qsTr("Number die:")
            color: Theme.textMuted
        }
        Repeater {
            model: 6
            EntryButton {
                required property int index
                objectName: "numberFace" + (index + 1)
                text: index + 1
                checked: panel.numberFace === index + 1
                onClicked: panel.numberFace = index + 1
            }
        }
    }
    Button { // a line of its own: in the faces' Flow it wrapped away as its words grew
        id: enterRoll
        objectName: "enterEventRoll"
        text: panel.tableDiceChosen
              ? qsTr("Enter %1, cluster %2").arg(panel.steps.eventFaces[panel.eventFace - 1] ?? "").arg(panel.numberFace)
              : qsTr("Choose both dice")
        enabled: panel.tableDiceChosen
        // The table's dice chosen, Enter enters them: it rolled the app's instead, Roll
        // keeping the keys (a cold play-test).
        highlighted: enabled
        onEnabledChanged: if (enabled) forceActiveFocus(Qt.TabFocusReason)
        implicitHeight: Theme.touchTarget
        onClicked: panel.steps.enterRoll(panel.eventFace, panel.numberFace)
    }
}
