// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Arcs.Ui

// Opens the table view full screen on a screen: with several, the table says which (the first
// one that is not the app's is offered first); with one, it covers the app until Esc. The view
// and the choice are made when first wanted, from their files: start-up loads neither.
Item {
    id: opener

    required property var appScreen
    property Window window: null
    readonly property bool active: window !== null
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
        const menu = choice.make()
        menu.parent = anchor
        menu.x = anchor.width - menu.width // under the button, right-aligned to it
        menu.y = anchor.height
        menu.open()
    }
    function open(index: int) {
        close()
        const target = screens[index]
        // Made at its screen's size (laid out at another, Qt 6.4's layouts kept elided texts).
        const view = Qt.createComponent("TableScreen.qml").createObject(opener, {
            screen: target,
            sharesScreen: isAppScreen(target),
            x: target.virtualX,
            y: target.virtualY,
            width: target.width,
            height: target.height
        }) as TableScreen
        // It covers its screen, as the screen now is.
        view.x = Qt.binding(() => target.virtualX)
        view.y = Qt.binding(() => target.virtualY)
        view.width = Qt.binding(() => target.width)
        view.height = Qt.binding(() => target.height)
        view.closeRequested.connect(opener.close)
        view.closing.connect(opener.close) // closed by the window manager
        window = view
        view.showFullScreen()
    }
    function close() {
        if (window)
            window.destroy()
        window = null
    }

    MadeOnDemand {
        id: choice // which screen, asked where there are several
        source: Qt.resolvedUrl("TableScreenChoice.qml")
        parentObject: opener
        properties: ({ opener: opener })
    }
}
