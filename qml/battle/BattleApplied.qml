// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A battle applied and nothing left to fight: what the board now says and the raid's keys to
// spend, instead of an empty form of zeros (a cold play-test read it as the battle lost).
ColumnLayout {
    id: done

    required property BattlePlanner planner
    signal backToTable()

    spacing: Theme.padding

    Label {
        Layout.alignment: Qt.AlignHCenter
        text: qsTr("✓ Battle applied to the board")
        color: Theme.text
        font.pixelSize: Theme.fontHuge
    }
    Label {
        objectName: "battleAppliedWords"
        Layout.alignment: Qt.AlignHCenter
        Layout.maximumWidth: Theme.fontBody * 40
        text: done.planner.roll.applied
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.fontBody
    }
    RaidPanel { // the keys the attacker rolled, spent after the battle
        Layout.alignment: Qt.AlignHCenter
        Layout.preferredWidth: Theme.fontBody * 30
        attacker: done.planner.attacker
    }
    RowLayout {
        Layout.alignment: Qt.AlignHCenter
        spacing: Theme.padding
        Button {
            objectName: "doneBackToTable"
            text: qsTr("Back to the table")
            font.pixelSize: Theme.fontBody
            implicitHeight: Theme.touchTarget
            highlighted: true
            onClicked: done.backToTable()
        }
        Button {
            objectName: "planAnotherBattle"
            text: qsTr("Plan another battle")
            font.pixelSize: Theme.fontBody
            implicitHeight: Theme.touchTarget
            onClicked: done.planner.planAnother()
        }
    }
}
