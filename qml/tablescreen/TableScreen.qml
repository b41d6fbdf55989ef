// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The table view: what the whole table may see, large, for a TV or a second screen — chapter
// and round, initiative, the Reach, each player's Power and standing, the ambitions and who
// leads them, the Court, and the step of an event or the Intermission under way. Read-only and live; nothing private (no
// Fate offers or choices, no Fate notes such as the Pirate's Haven).
Window {
    id: screenWindow

    // Sizes for reading from across a room: a 1280×720 window has 24 px text, a 4K TV 72 px.
    readonly property real unit: Math.max(1, Math.min(width / 1280, height / 720))
    readonly property int fontSmall: Math.round(18 * unit)
    readonly property int fontBody: Math.round(24 * unit)
    readonly property int fontTitle: Math.round(34 * unit)
    readonly property int gap: Math.round(14 * unit)
    // Shown where the window shares its screen with the app's: the way back.
    property bool sharesScreen: false

    signal closeRequested()

    title: qsTr("Arcs Companion — table view")
    color: Theme.background
    minimumWidth: 640
    minimumHeight: 360

    Shortcut {
        sequences: ["Esc", "Ctrl+W"]
        onActivated: screenWindow.closeRequested()
    }
    Shortcut {
        sequence: "F11"
        onActivated: screenWindow.visibility = screenWindow.visibility === Window.FullScreen
                                               ? Window.Windowed : Window.FullScreen
    }

    Label {
        anchors.centerIn: parent
        visible: !Table.hasGame
        text: qsTr("No game on the table yet.")
        color: Theme.textMuted
        font.pixelSize: screenWindow.fontTitle
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: screenWindow.gap
        spacing: screenWindow.gap
        visible: Table.hasGame

        TableScreenHeader {
            Layout.fillWidth: true
            fontBody: screenWindow.fontBody
            fontTitle: screenWindow.fontTitle
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: screenWindow.gap

            TableScreenPlayers {
                objectName: "tableScreenPlayers"
                Layout.preferredWidth: screenWindow.width * 0.24
                Layout.fillHeight: true
                fontSmall: screenWindow.fontSmall
                fontBody: screenWindow.fontBody
                fontTitle: screenWindow.fontTitle
                gap: screenWindow.gap
            }
            ReachView {
                objectName: "tableScreenReach"
                Layout.fillWidth: true
                Layout.fillHeight: true
                enabled: false // read-only: a tap here changes nothing
                interactive: false // and no targets are made for taps
                margin: Math.min(width, height) * 0.06 // the outer labels stay off the side panels
            }
            ColumnLayout {
                Layout.fillWidth: false // the Reach takes what the sides leave
                // wider while steps are read there
                Layout.preferredWidth: screenWindow.width * (steps.visible ? 0.34 : 0.26)
                Layout.fillHeight: true
                spacing: screenWindow.gap
                TableScreenSteps {
                    id: steps
                    Layout.fillWidth: true
                    Layout.maximumHeight: screenWindow.height * 0.5 // the ambitions stay in sight
                    fontSmall: screenWindow.fontSmall
                    fontBody: screenWindow.fontBody
                    gap: screenWindow.gap
                }
                TableScreenAmbitions {
                    objectName: "tableScreenAmbitions"
                    Layout.fillWidth: true
                    // Never squeezed: the Court below gives way (it was drawn over the markers'
                    // line in 繁體中文 at 1280×720, a cold play-test).
                    Layout.minimumHeight: implicitHeight
                    leads: Table.phase === Table.ChapterEnd ? TableScreenAmbitions.None
                           : steps.visible ? TableScreenAmbitions.Declared : TableScreenAmbitions.All
                    fontSmall: screenWindow.fontSmall
                    fontBody: screenWindow.fontBody
                    gap: screenWindow.gap
                }
                // Under the ambitions, in the room the steps leave: during an event too (a Court
                // Crisis is settled there), not during an Intermission or a chapter's scoring.
                TableScreenCourt {
                    objectName: "tableScreenCourt"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // What is left, whatever its cards' size: they are fitted to it.
                    Layout.minimumHeight: 0
                    Layout.preferredHeight: 0
                    clip: true
                    visible: !steps.visible || steps.event.active
                    fontSmall: screenWindow.fontSmall
                    fontBody: screenWindow.fontBody
                    gap: screenWindow.gap
                }
            }
        }
        Label {
            objectName: "tableScreenWayBack"
            Layout.alignment: Qt.AlignRight
            visible: screenWindow.sharesScreen
            text: qsTr("Esc: back to the app")
            color: Theme.textMuted
            font.pixelSize: screenWindow.fontSmall
        }
    }
}
