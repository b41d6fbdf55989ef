// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// The Reach with its pieces, a map key on request, and the move being entered: after "Choose
// where they go" the legal destinations light up and a tap on one journals the move. An
// eliminated player's gates light up the same way for their new ships, and in a campaign's Act I
// the planets the next player may place at.
Item {
    id: map

    required property BoardDraft board
    // A campaign's Act I placement loop: its legal planets light up, and a tap places there.
    property StartingPlacement placement: null
    readonly property bool placing: placement !== null && placement.active
    property reachSystem selectedSystem // whose sheet is open (none: not valid)
    property reachSystem moveFrom // where the move being entered starts (none: not valid)
    property int moveFresh: 0
    property int moveDamaged: 0
    property int moveImperialFresh: 0 // moving with them (a Regent's Imperial ships)
    property int moveImperialDamaged: 0
    property bool moveFlagship: false
    property var shipGates: [] // Elimination: where the new ships may go, reachSystems
    property string shipsText: "" // what the banner asks for them
    readonly property bool choosing: moveFrom.valid || shipGates.length > 0
    // What the banner asks for: the move's ships, or the new ships' gate.
    readonly property string bannerText: {
        if (!moveFrom.valid)
            return shipsText
        const ships = moveFresh + moveDamaged
        const imperial = moveImperialFresh + moveImperialDamaged
        const moving = (moveFlagship ? (ships === 0 ? qsTr("Flagship") : qsTr("Flagship and ")) : "")
            + (moveFlagship && ships === 0 ? ""
               : ships === 1 ? qsTr("1 ship") : qsTr("%1 ships").arg(ships))
            + (imperial === 0 ? "" : imperial === 1 ? qsTr(" and 1 Imperial ship")
                                                    : qsTr(" and %1 Imperial ships").arg(imperial))
        return qsTr("Tap a marked system (⇩) for %1's %2 from %3").arg(board.seatName).arg(moving).arg(moveFrom.word)
    }
    signal systemTapped(reachSystem system)
    signal gateChosen(reachSystem gate)

    function start(from: reachSystem, fresh: int, damaged: int, imperialFresh: int, imperialDamaged: int,
                   flagship: bool) {
        moveFrom = from
        moveFlagship = flagship
        moveFresh = fresh
        moveDamaged = damaged
        moveImperialFresh = imperialFresh
        moveImperialDamaged = imperialDamaged
        problem.text = ""
        forceActiveFocus() // Escape cancels
    }
    function placeShips(gates: var, text: string) {
        moveFrom = ReachSystems.none
        shipGates = gates
        shipsText = text
        problem.text = ""
        forceActiveFocus()
    }
    function cancelMove() {
        moveFrom = ReachSystems.none
        shipGates = []
        problem.text = ""
    }

    // Enlarged, the map is drawn again at its new size (crisp, every mark as it was, only
    // larger) and dragged about: a crowded Act I at 1280×720 has counts 10 px high (cold
    // play-tests). The wheel or a pinch enlarges it about the pointer, the Map key's button about
    // the middle.
    property real zoom: 1
    readonly property real maxZoom: Math.max(1, Math.min(3, 2400 / Math.max(1, Math.min(width, height))))
    function zoomTo(next: real, x: real, y: real) {
        const to = Math.min(maxZoom, Math.max(1, next))
        const contentX = (zoomArea.contentX + x) * to / zoom - x // the point under the pointer stays
        const contentY = (zoomArea.contentY + y) * to / zoom - y
        zoom = to
        zoomArea.contentX = Math.max(0, Math.min(contentX, zoomArea.contentWidth - zoomArea.width))
        zoomArea.contentY = Math.max(0, Math.min(contentY, zoomArea.contentHeight - zoomArea.height))
    }

    Flickable {
        id: zoomArea
        objectName: "mapZoom"
        anchors.fill: parent
        clip: map.zoom > 1
        contentWidth: width * map.zoom
        contentHeight: height * map.zoom
        interactive: map.zoom > 1
        boundsBehavior: Flickable.StopAtBounds

        WheelHandler {
            onWheel: event => map.zoomTo(map.zoom * (event.angleDelta.y > 0 ? 1.25 : 0.8),
                                         point.position.x - zoomArea.contentX,
                                         point.position.y - zoomArea.contentY)
        }
        PinchHandler {
            target: null
            property real from: 1
            onActiveChanged: from = map.zoom
            onActiveScaleChanged: map.zoomTo(from * activeScale, centroid.position.x - zoomArea.contentX,
                                             centroid.position.y - zoomArea.contentY)
        }
        ReachView {
            id: reach
            width: zoomArea.contentWidth
            height: zoomArea.contentHeight
            zoom: map.zoom
            margin: Math.min(width, height) * 0.035 // the outer labels stay above the turn bar
            selected: map.selectedSystem
            destinations: map.placing ? map.placement.planets
                          : map.moveFrom.valid ? map.board.destinations(map.moveFrom, map.moveImperialFresh + map.moveImperialDamaged > 0)
                          : map.shipGates
            onSystemTapped: system => {
                if (map.placing) {
                    problem.text = map.placement.place(system)
                    return
                }
                if (map.shipGates.length > 0) {
                    if (map.shipGates.indexOf(system) >= 0) {
                        map.gateChosen(system)
                        map.cancelMove()
                    } else {
                        problem.text = qsTr("%1 is not a marked gate: the ships go in a gate.").arg(system.word)
                    }
                    return
                }
                if (!map.moveFrom.valid) {
                    map.systemTapped(system)
                    return
                }
                problem.text = map.board.move(map.moveFrom, system, map.moveFresh, map.moveDamaged,
                                              map.moveImperialFresh, map.moveImperialDamaged, map.moveFlagship)
                if (problem.text === "")
                    map.cancelMove()
            }
        }
    }

    Button { // in the enlarged map's corner: the header keeps its room for the round's plays
        objectName: "wholeMapButton"
        visible: map.zoom > 1
        text: qsTr("⊖ Whole map")
        onClicked: map.zoomTo(1, 0, 0)
    }

    Text {
        id: problem
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        width: Math.min(parent.width, implicitWidth)
        visible: text !== ""
        wrapMode: Text.WordWrap
        color: Theme.danger
        font.pixelSize: Theme.fontBody
    }

    // Asked from the page's header (a button on the map covered the counts in its corner),
    // whose button opens and closes it.
    function toggleKey(opener: Item) {
        const key = mapKey.make()
        key.parent = opener
        if (key.visible)
            key.close()
        else
            key.open()
    }
    MadeOnDemand {
        id: mapKey
        source: Qt.resolvedUrl("MapKeyPopup.qml")
        parentObject: map
        properties: ({ map: map })
    }

    Keys.onEscapePressed: cancelMove()
}
