// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The Reach with its pieces, a map key on request, and the move being entered: after "Choose
// where they go" the legal destinations light up and a tap on one journals the move.
Item {
    id: map

    required property BoardEntry board
    property string moveFrom: ""
    property int moveFresh: 0
    property int moveDamaged: 0
    signal systemTapped(string name)

    function start(from: string, fresh: int, damaged: int) {
        moveFrom = from
        moveFresh = fresh
        moveDamaged = damaged
        problem.text = ""
        forceActiveFocus() // Escape cancels
    }
    function cancelMove() {
        moveFrom = ""
        problem.text = ""
    }

    ReachView {
        id: reach
        anchors.fill: parent
        destinations: map.moveFrom !== "" ? map.board.destinations(map.moveFrom) : []
        onSystemTapped: name => {
            if (map.moveFrom === "") {
                map.systemTapped(name)
                return
            }
            problem.text = map.board.move(map.moveFrom, name, map.moveFresh, map.moveDamaged)
            if (problem.text === "")
                map.cancelMove()
        }
    }

    Rectangle { // at the foot of the map, clear of the clusters where ships go
        id: bannerBox
        objectName: "moveBanner"
        visible: map.moveFrom !== ""
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        width: Math.min(parent.width - keyButton.width - Theme.spacing,
                        banner.implicitWidth + 2 * Theme.padding)
        height: banner.height + Theme.spacing
        radius: Theme.radius
        color: Theme.surfaceRaised
        border.color: Theme.accent
        RowLayout {
            id: banner
            anchors.centerIn: parent
            width: Math.min(implicitWidth, bannerBox.width - 2 * Theme.padding)
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("Tap a marked system (⇩) for %1's %2 ships from %3")
                          .arg(map.board.seatName).arg(map.moveFresh + map.moveDamaged).arg(map.moveFrom)
                color: Theme.text
            }
            Button {
                text: qsTr("Cancel")
                implicitHeight: Theme.touchTarget * 0.8
                onClicked: map.cancelMove()
            }
        }
    }
    Label {
        id: problem
        anchors.bottom: bannerBox.visible ? bannerBox.top : parent.bottom
        anchors.left: parent.left
        width: Math.min(parent.width - keyButton.width, implicitWidth)
        visible: text !== ""
        wrapMode: Text.WordWrap
        color: Theme.danger
    }

    Button {
        id: keyButton
        objectName: "mapKeyButton"
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        text: qsTr("Map key")
        implicitHeight: Theme.touchTarget * 0.8
        onClicked: key.open()
    }
    Popup {
        id: key
        x: map.width - width
        y: map.height - height - Theme.touchTarget
        padding: Theme.padding
        background: Rectangle { color: Theme.surface; border.color: Theme.border; radius: Theme.radius }
        ColumnLayout {
            MapLegend {}
            Label {
                text: qsTr("Setup card: %1").arg(Table.setupCardName) + "\n"
                      + Table.outOfPlayDescription + " · " + Table.modeName
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
        }
    }

    Keys.onEscapePressed: cancelMove()
}
