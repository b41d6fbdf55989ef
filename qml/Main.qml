// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Templates as T
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

ApplicationWindow {
    id: window

    width: 1366
    height: 768
    // The smallest window everything fits in whole: narrower, the top bar's buttons overlapped
    // and the entry line left the window (a cold play-test at 1024×640).
    minimumWidth: 1280
    minimumHeight: 640
    visible: true
    // The window system adds " — Arcs Companion" (the application's display name).
    title: !Table.hasGame ? "" : Table.act > 0 ? qsTr("Campaign · Act %1").arg(Table.actNumeral) : Table.setupCardName
    color: Theme.background
    font.pixelSize: Theme.fontBody

    palette {
        window: Theme.background
        windowText: Theme.text
        base: Theme.surface
        alternateBase: Theme.surfaceRaised
        text: Theme.text
        button: Theme.surfaceRaised
        buttonText: Theme.text
        highlight: Theme.accent
        highlightedText: Theme.background
        mid: Theme.border
        dark: Theme.border
        light: Theme.surfaceRaised
        placeholderText: Theme.textMuted
        toolTipBase: Theme.surfaceRaised
        toolTipText: Theme.text
        disabled.button: Theme.surface // a disabled button sinks into the page, not only its text
        disabled.buttonText: Theme.textMuted
        disabled.windowText: Theme.textMuted
        disabled.text: Theme.textMuted
    }

    // Everything grows with the window past the 1366×768 laptop it was laid out for, so a 4K
    // screen without desktop scaling is as readable as a laptop. The size setting enlarges on
    // top, as far as the window holds the layout at 1280×720 scaled up.
    readonly property real wantedScale: Math.min(
        Math.max(1, Math.min(width / 1366, height / 768)) * AppSettings.sizePercent / 100,
        Math.max(1, Math.min(width / 1280, height / 720)))
    // Applied once the layout pass that changed it is over: Qt 6.4's layouts drop a size change
    // made while they lay out (a label kept its old width and overlapped its neighbour).
    onWantedScaleChanged: applyScale.restart()
    Component.onCompleted: Theme.scale = wantedScale
    Timer {
        id: applyScale
        interval: 0
        onTriggered: Theme.scale = window.wantedScale
    }

    header: ToolBar {
        background: Rectangle { color: Theme.surface }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.padding
            anchors.rightMargin: Theme.padding
            spacing: Theme.padding

            Text {
                text: qsTr("Arcs Companion")
                color: Theme.accent
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            PageTabs { id: navigation }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "undoButton"
                horizontalPadding: Theme.padding // its words off its edges at any text size
                text: qsTr("↶ Undo")
                enabled: Table.canUndo
                opacity: enabled ? 1 : 0.4
                implicitHeight: Theme.touchTarget
                T.ToolTip.visible: hovered && Table.canUndo
                T.ToolTip.text: qsTr("Undo: %1 (Ctrl+Z)").arg(Table.undoTitle)
                onClicked: Table.undo()
            }
            Text { // gives way first when the bar is short: New game… stays in the window
                Layout.fillWidth: true
                Layout.minimumWidth: 0
                Layout.preferredWidth: implicitWidth
                Layout.maximumWidth: 320 * Theme.scale
                text: Table.canUndo ? Table.undoTitle : ""
                // On two lines where the bar is short: on one, 1366×768 left "The Fate card F…"
                // (a cold play-test).
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                // Two letters and an ellipsis say nothing (a cold play-test read "An…"): the
                // button's tooltip names the entry then.
                opacity: width >= 6 * font.pixelSize ? 1 : 0
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
            Button {
                objectName: "redoButton"
                horizontalPadding: Theme.padding // its words off its edges at any text size
                text: qsTr("Redo ↷")
                enabled: Table.canRedo
                opacity: enabled ? 1 : 0.4
                implicitHeight: Theme.touchTarget
                T.ToolTip.visible: hovered && Table.canRedo
                T.ToolTip.text: qsTr("Redo: %1 (Ctrl+Shift+Z)").arg(Table.redoTitle)
                onClicked: Table.redo()
            }
            Button {
                objectName: "phonesButton"
                text: Phones.serving ? qsTr("Phones (%1)…").arg(Phones.devices.length) : qsTr("Phones…")
                implicitHeight: Theme.touchTarget
                Accessible.description: qsTr("Lets each player join on their own phone")
                onClicked: phonesDialog.make().open()
            }
            Button {
                objectName: "tableScreenButton"
                text: tableScreen.active ? qsTr("Close table view") : qsTr("Table view…")
                implicitHeight: Theme.touchTarget
                Accessible.description: qsTr("Shows the game large, read-only, on a TV or second screen (F10)")
                onClicked: tableScreen.active ? tableScreen.close() : tableScreen.offer(this)
            }
            Button {
                objectName: "headerNewGame"
                text: qsTr("New game…")
                implicitHeight: Theme.touchTarget
                onClicked: window.openWizard()
            }
        }
    }

    // Pages and the wizard are made when first wanted, and then kept: the window's first frame
    // shows the table without waiting for the rest. Their files are named, not their types,
    // and only what runs once they exist names their types: start-up loads none of them.
    function openWizard() {
        wizardLoader.active = true;
        (wizardLoader.item as NewGameWizard).open()
    }
    // In the page's flow, not over it: floating over the page's header, "Redo all" stood where
    // "Campaign log…" had been, and a click meant for the log redid two corrections (cold
    // play-test 71). The map is shorter while they show.
    PageBanners {
        id: banners
        anchors.left: parent.left
        anchors.right: parent.right
    }
    MadeOnDemand {
        id: phonesDialog
        source: Qt.resolvedUrl("phones/PhonesDialog.qml")
        parentObject: window
    }

    StackLayout {
        id: pages
        anchors.fill: parent
        anchors.topMargin: banners.height
        currentIndex: navigation.currentIndex
        TablePage {
            onNewGameRequested: window.openWizard()
            onBattleRequested: (system, attacker) => {
                navigation.currentIndex = 1;
                (battlePage.item as BattlePage).battleIn(system, attacker)
            }
        }
        PageLoader {
            id: battlePage
            stack: pages
            index: 1
            source: "pages/BattlePage.qml"
            onLoaded: (item as BattlePage).backToTable.connect(() => navigation.currentIndex = 0)
        }
        PageLoader {
            stack: pages
            index: 2
            source: "pages/HistoryPage.qml"
            onLoaded: (item as HistoryPage).enterOnTheTable.connect(() => navigation.currentIndex = 0)
        }
        PageLoader {
            stack: pages
            index: 3
            source: "pages/GamesPage.qml"
            onLoaded: (item as GamesPage).gameOpened.connect(() => navigation.currentIndex = 0)
        }
        PageLoader {
            stack: pages
            index: 4
            source: "pages/SettingsPage.qml"
        }
    }

    Shortcut {
        sequences: ["Ctrl+Z"]
        context: Qt.ApplicationShortcut // also with a sheet open: it shows the table undone
        onActivated: Table.undo()
    }
    Shortcut {
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut // quits even with a sheet or dialog open
        onActivated: Qt.quit()
    }
    PageShortcuts {
        navigation: navigation
        window: window
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        context: Qt.ApplicationShortcut
        onActivated: Table.redo()
    }

    KeyboardFocusRing {
        drawnOn: window.T.Overlay.overlay // over the pages, the header and any sheet
        focusWindow: window
    }
    FocusReturn {
        overlay: window.T.Overlay.overlay
        focusWindow: window
    }

    // The table view on the screen chosen: another screen where there is one, else this one.
    TableScreenLoader {
        id: tableScreen
        appScreen: window.screen
    }
    Shortcut {
        sequence: "F10"
        context: Qt.ApplicationShortcut
        onActivated: tableScreen.active ? tableScreen.close() : tableScreen.offer(null)
    }

    Loader {
        id: wizardLoader
        anchors.fill: parent // what the wizard sizes itself by
        active: false
        source: "wizard/NewGameWizard.qml"
        onLoaded: (item as NewGameWizard).accepted.connect(() => navigation.currentIndex = 0)
    }
}
