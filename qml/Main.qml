import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

ApplicationWindow {
    id: window

    width: 1366
    height: 768
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: Table.hasGame ? qsTr("Arcs Companion — %1").arg(Table.setupCardName) : qsTr("Arcs Companion")
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
    }

    header: ToolBar {
        background: Rectangle { color: Theme.surface }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.padding
            anchors.rightMargin: Theme.padding
            spacing: Theme.padding

            Label {
                text: qsTr("Arcs Companion")
                color: Theme.accent
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            TabBar {
                id: navigation
                objectName: "navigation"
                background: null
                TabButton {
                    text: qsTr("Table")
                    width: implicitWidth
                    implicitHeight: Theme.touchTarget
                    leftPadding: Theme.padding
                    rightPadding: Theme.padding
                }
                TabButton {
                    objectName: "settingsTab"
                    text: qsTr("Settings")
                    width: implicitWidth
                    implicitHeight: Theme.touchTarget
                    leftPadding: Theme.padding
                    rightPadding: Theme.padding
                }
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "headerNewGame"
                text: qsTr("New game…")
                implicitHeight: Theme.touchTarget
                onClicked: wizard.open()
            }
        }
    }

    StackLayout {
        anchors.fill: parent
        currentIndex: navigation.currentIndex
        TablePage {
            onNewGameRequested: wizard.open()
        }
        SettingsPage {}
    }

    NewGameWizard {
        id: wizard
        onAccepted: navigation.currentIndex = 0
    }
}
