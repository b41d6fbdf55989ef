// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Arcs.App
import Arcs.Ui

// The Reach drawn from the catalog: clusters, the lanes between adjacent systems, and systems
// with their pieces. While a move is entered its legal destinations are highlighted. The
// drawing is one painted item; each system has its own small item over it for taps and keys,
// made once the window has shown a frame: nobody can tap or tab to them sooner, and the first
// frame comes without their 24 items (9 M instructions).
Item {
    id: view

    // Room around the wheel so the outer systems' labels stay off what is beside the view.
    property real margin: 0
    readonly property real mapSize: Math.min(width, height) - 2 * margin
    property var destinations: [] // reachSystems
    property reachSystem selected // the system whose sheet is open (none: not valid)
    property bool interactive: true // false: drawn only, with no targets (the table screen)
    property real zoom: 1 // enlarged this many times (BoardMap): every mark as it was, larger
    signal systemTapped(reachSystem system)

    property bool framed: false // the window has shown a frame with the view
    Connections {
        target: view.Window.window
        enabled: !view.framed
        function onFrameSwapped() { afterTheFrame.start() } // after it, not in it
    }
    Timer {
        id: afterTheFrame
        interval: 0
        onTriggered: view.framed = true
    }

    ReachPainting {
        id: painting
        objectName: "reachPainting"
        anchors.fill: parent
        reach: Table.reach
        lanes: Table.lanes
        clusterInPlay: Table.clusterInPlay
        destinations: view.destinations
        mapSize: view.mapSize
        // Ship counts read across the table: 18 px at least, more on a large map; a little less
        // only where the map is small (a 1280×720 window), in proportion, never under 14 px.
        pillSize: view.zoom * Math.max(Math.min(18 * Theme.scale, view.mapSize / view.zoom * 0.056),
                                       view.mapSize / view.zoom * 0.04, 14 * Theme.scale)
        fontSmall: Math.round(Theme.fontSmall * view.zoom)
        colours: Theme.paintColours
        playerColours: Theme.paintPlayerColours
        playerSymbols: Theme.paintPlayerSymbols
        resourceColours: Theme.paintResourceColours
        resourceLetters: Theme.paintResourceLetters
        // A tap on a system's counts, Blight or slots opens it too, as its disc does (a tap on
        // counts did nothing, and only the sheet said whose they were: a cold play-test).
        TapHandler {
            id: tap
            enabled: view.interactive
            onTapped: {
                const system = painting.systemAt(tap.point.position)
                if (system.valid)
                    view.systemTapped(system)
            }
        }
    }

    Item {
        width: view.mapSize
        height: view.mapSize
        anchors.centerIn: parent
        Repeater {
            model: view.interactive && view.framed ? Table.reach : null
            SystemNode {
                mapSize: view.mapSize
                destination: view.destinations.indexOf(system) >= 0
                selected: view.selected === system
                onTapped: system => view.systemTapped(system)
            }
        }
    }
}
