// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// The rules booklet. Its Edict side: the base campaign's Edicts, always there, and each Edict of
// a Fate in play, ticked as the Fates' cards add it to the booklet or scrap it (the Event
// screen's Edicts follow the ticks). Its other side: the Law and Summit cards, added by name.
MoreToSeeScrollView {
    id: view

    clip: true

    RulesBooklet { id: booklet; table: Table }

    Column { // a positioner: its rows are made anew on every tick (a layout kept them stacked)
        width: view.availableWidth
        spacing: Theme.spacing

        Label {
            width: parent.width
            text: booklet.recorded
                  ? qsTr("The Edicts resolve from the lowest order number up.")
                  : qsTr("Tick the Fate Edicts your booklet holds. Until you do, the Edicts on the Event screen ask about each one its Fate can have added by this Act.")
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
        Row { // a card's effect puts another Govern card on top
            spacing: Theme.spacing / 2
            Label {
                anchors.verticalCenter: parent.verticalCenter
                rightPadding: Theme.spacing
                text: qsTr("Policy on top:")
                color: Theme.text
            }
            Repeater {
                model: Theme.imperialPolicies
                EntryButton {
                    required property int modelData // a Game.ImperialPolicy
                    objectName: "bookletPolicy_" + modelData
                    text: Words.policies[modelData]
                    checked: booklet.policy === modelData
                    onClicked: if (!checked) problem.text = booklet.setPolicy(modelData)
                }
            }
        }
        Label {
            text: qsTr("Laws and Summit cards")
            color: Theme.text
            font.bold: true
            topPadding: Theme.padding
        }
        Repeater {
            model: booklet.laws
            Row {
                id: law
                required property string modelData
                spacing: Theme.spacing
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: "• " + law.modelData
                    color: Theme.text
                }
                Button {
                    objectName: "removeLaw_" + law.modelData
                    text: qsTr("Take out")
                    implicitHeight: Theme.touchTarget
                    onClicked: problem.text = booklet.setLaw(law.modelData, false)
                }
            }
        }
        Row {
            spacing: Theme.spacing
            Label {
                id: lawLabel
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Card name")
                color: Theme.textMuted
            }
            TextField {
                id: lawName
                objectName: "lawName"
                width: Math.min(24 * Theme.fontBody, view.availableWidth * 0.5)
                implicitHeight: Theme.touchTarget
                Accessible.name: lawLabel.text
                onAccepted: addLaw.clicked()
            }
            Button {
                id: addLaw
                objectName: "addLaw"
                text: qsTr("Add to the booklet")
                implicitHeight: Theme.touchTarget
                onClicked: {
                    problem.text = booklet.setLaw(lawName.text, true)
                    if (problem.text === "")
                        lawName.clear()
                }
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
