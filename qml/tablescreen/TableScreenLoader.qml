// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Arcs.Ui

// Opens the table view full screen on a screen: with several, the table says which (the first
// one that is not the app's is offered first); with one, it covers the app until Esc.
Item {
    id: opener

    required property var appScreen
    property TableScreen window: null
    readonly property bool active: window !== null
    property int screenIndex: 0
    // The screens as now connected (typed as var: Qt 6.4's qmllint does not know the list).
    readonly property var screens: application.screens
    readonly property var application: Qt.application

    // Screens are told apart by name and place (two X screens may share a name).
    function isAppScreen(candidate: var): bool {
        return candidate.name === appScreen.name && candidate.virtualX === appScreen.virtualX
               && candidate.virtualY === appScreen.virtualY && candidate.width === appScreen.width
               && candidate.height === appScreen.height
    }
    function offer(anchor: Item) {
        const screens = opener.screens
        if (screens.length < 2 || anchor === null) {
            let other = 0
            for (let index = screens.length - 1; index >= 0; --index) {
                if (!isAppScreen(screens[index]))
                    other = index
            }
            open(other)
            return
        }
        choice.parent = anchor
        choice.x = anchor.width - choice.width // under the button, right-aligned to it
        choice.y = anchor.height
        choice.open()
    }
    function open(index: int) {
        close()
        screenIndex = index
        // Made from a Component, not a Loader: Qt 6.4's Loader gives a bound component a
        // context of its own, and refuses to make it.
        window = screenComponent.createObject(opener) as TableScreen
    }
    function close() {
        if (window)
            window.destroy()
        window = null
    }

    Component {
        id: screenComponent
        TableScreen {
            readonly property var target: opener.screens[opener.screenIndex]
            screen: target
            sharesScreen: opener.isAppScreen(target)
            x: target.virtualX
            y: target.virtualY
            width: target.width
            height: target.height
            Component.onCompleted: showFullScreen()
            onCloseRequested: opener.close()
            onClosing: opener.close() // closed by the window manager
        }
    }

    Menu {
        id: choice
        objectName: "tableScreenChoice"
        property real widest: 0 // the whole of each item, "On screen 2: HDMI-1 (1920 × 1080)"
        width: Math.max(20 * Theme.fontBody, widest + leftPadding + rightPadding + Theme.spacing)
        Repeater {
            model: opener.screens
            MenuItem {
                required property var modelData
                required property int index
                objectName: "tableScreenOn" + index
                text: qsTr("On screen %1: %2 (%3 × %4)").arg(index + 1).arg(modelData.name)
                          .arg(modelData.width).arg(modelData.height)
                      + (opener.isAppScreen(modelData) ? qsTr(", this one") : "")
                onTriggered: opener.open(index)
                onImplicitWidthChanged: choice.widest = Math.max(choice.widest, implicitWidth)
            }
        }
    }
}
