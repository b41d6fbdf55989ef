// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A returning city covered a slot that held a resource, and where it went was the app's
// choice: the player reads what happened and may arrange their resources otherwise. Tap a
// resource to set it aside, tap one set aside and then a slot to put it there; what is still
// set aside on Done is discarded.
Pane {
    id: arrangement

    required property BoardDraft board
    required property var prompt // an arrangementPrompt
    property var held: []        // the slots as arranged so far: a Game.ResourceType, null when empty
    property var aside: []       // resources set aside: discarded unless put back
    property int picked: -1      // which one set aside goes into the next slot tapped
    property string problem: ""

    function start() {
        held = slots.map(slot => slot.held ? slot.type : null)
        aside = prompt.discarded.slice()
        picked = -1
        problem = ""
        editor.open()
    }
    function tapSlot(slot: int) {
        const nextHeld = held.slice()
        const nextAside = aside.slice()
        const there = nextHeld[slot]
        nextHeld[slot] = picked >= 0 ? nextAside.splice(picked, 1)[0] : null
        if (there !== null)
            nextAside.push(there)
        held = nextHeld
        aside = nextAside
        picked = -1
    }

    objectName: "resourceArrangement"
    padding: Theme.spacing
    background: Rectangle { color: Theme.surfaceRaised; radius: Theme.radius; border.color: Theme.accent }

    PlayerAreaView {
        id: area
        table: Table
        seat: arrangement.prompt.seat
    }
    readonly property var slots: area.area.resources // areaResourceSlots, as a JS array

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            Layout.fillWidth: true
            text: arrangement.prompt.text
            wrapMode: Text.WordWrap
            color: Theme.text
        }
        Button {
            objectName: "arrangeButton"
            text: qsTr("Arrange…")
            implicitHeight: Theme.touchTarget
            onClicked: arrangement.start()
        }
    }

    Popup {
        id: editor
        objectName: "arrangementEditor"
        y: arrangement.height + Theme.spacing // below what it answers, over the map
        margins: Theme.spacing // kept inside the window
        modal: true
        padding: Theme.padding
        background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.border }
        ColumnLayout {
            spacing: Theme.spacing
            Label {
                text: qsTr("%1's resources").arg(arrangement.prompt.name)
                color: Theme.text
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Label {
                text: qsTr("Tap a resource to set it aside; tap one set aside, then a slot")
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
            Row {
                spacing: Theme.spacing
                Repeater {
                    model: arrangement.slots
                    ResourceSlot {
                        id: arrangeSlot
                        required property var modelData // an areaResourceSlot
                        required property int index
                        objectName: "arrangeSlot" + index
                        held: (arrangement.held[index] ?? null) !== null
                        type: arrangement.held[index] ?? 0
                        open: modelData.open
                        raidCost: modelData.raidCost
                        showCost: true
                        size: Theme.touchTarget
                        TapTarget {
                            enabled: arrangeSlot.open
                            label: arrangeSlot.held
                                   ? qsTr("Resource slot %1: %2").arg(arrangeSlot.index + 1)
                                         .arg(Words.resources[arrangeSlot.type])
                                   : qsTr("Resource slot %1: empty").arg(arrangeSlot.index + 1)
                            onActivated: arrangement.tapSlot(arrangeSlot.index)
                        }
                    }
                }
            }
            Label {
                text: arrangement.aside.length > 0 ? qsTr("Set aside (discarded unless put in a slot):")
                                                   : qsTr("Nothing set aside")
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
            Row {
                spacing: Theme.spacing
                Repeater {
                    model: arrangement.aside
                    Button {
                        required property int modelData
                        required property int index
                        objectName: "aside" + index
                        checkable: true
                        checked: arrangement.picked === index
                        text: (checked ? "✓ " : "") + Words.resources[modelData]
                        implicitHeight: Theme.touchTarget
                        onClicked: arrangement.picked = checked ? index : -1
                    }
                }
            }
            Label {
                Layout.maximumWidth: Theme.touchTarget * 12
                visible: arrangement.problem !== ""
                text: arrangement.problem
                wrapMode: Text.WordWrap
                color: Theme.danger
            }
            RowLayout {
                Button {
                    text: qsTr("Cancel")
                    implicitHeight: Theme.touchTarget
                    onClicked: editor.close()
                }
                Button {
                    objectName: "arrangeDone"
                    text: qsTr("Done")
                    highlighted: true
                    implicitHeight: Theme.touchTarget
                    onClicked: {
                        arrangement.problem = arrangement.board.arrangeResources(arrangement.prompt.seat, arrangement.held)
                        if (arrangement.problem === "")
                            editor.close()
                    }
                }
            }
        }
    }
}
