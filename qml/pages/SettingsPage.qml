// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// Preferences that are remembered between sessions.
Item {
    ColumnLayout {
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: Theme.padding * 2
        spacing: Theme.padding

        Label {
            text: qsTr("Settings")
            color: Theme.text
            font.pixelSize: Theme.fontTitle
        }

        Label {
            text: qsTr("Theme")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
        }
        RowLayout {
            spacing: Theme.padding
            TableRadioButton {
                objectName: "darkThemeButton"
                text: qsTr("Dark (for dim rooms)")
                font.pixelSize: Theme.fontBody
                checked: AppSettings.darkTheme
                onToggled: AppSettings.darkTheme = true
            }
            TableRadioButton {
                objectName: "lightThemeButton"
                text: qsTr("Light")
                font.pixelSize: Theme.fontBody
                checked: !AppSettings.darkTheme
                onToggled: AppSettings.darkTheme = false
            }
        }

        Label {
            text: qsTr("Language")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
        }
        RowLayout { // each language named in itself, so it is found whatever is shown now
            spacing: Theme.padding
            LayoutRepeater {
                model: [{ language: AppSettings.SystemLanguage, name: qsTr("The system's") },
                        { language: AppSettings.English, name: "English" },
                        { language: AppSettings.TraditionalChinese, name: "繁體中文" }]
                TableRadioButton {
                    required property var modelData
                    objectName: "language_" + modelData.language
                    text: modelData.name
                    font.pixelSize: Theme.fontBody
                    checked: AppSettings.language === modelData.language
                    onToggled: AppSettings.language = modelData.language
                }
            }
        }

        Label {
            text: qsTr("Text and piece size")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
        }
        RowLayout {
            spacing: Theme.padding
            TableSlider {
                id: sizeSlider
                objectName: "sizeSlider"
                Accessible.name: qsTr("Text and piece size")
                from: AppSettings.minSizePercent
                to: AppSettings.maxSizePercent
                stepSize: 25
                snapMode: Slider.SnapAlways
                value: AppSettings.sizePercent
                // Applied on release: the page would resize under the finger while dragging.
                onPressedChanged: if (!pressed) AppSettings.sizePercent = value
                Keys.onReleased: AppSettings.sizePercent = value
            }
            Label { // what is chosen, and beside it what this window shows (it said 200 % at 100 %)
                objectName: "sizeChosen"
                text: sizeHeld.visible ? qsTr("%1 % chosen · %2 % fits this window").arg(sizeSlider.value).arg(sizeHeld.heldPercent)
                                       : qsTr("%1 %").arg(sizeSlider.value)
                color: Theme.text
            }
        }
        Label { // the window caps the size: beyond it the panels would not fit
            id: sizeHeld
            readonly property real windowScale: Math.max(1, Math.min(Window.width / 1366, Window.height / 768))
            readonly property int heldPercent: Math.round(Theme.scale / windowScale * 100)
            objectName: "sizeHeld"
            Layout.fillWidth: true
            visible: heldPercent < AppSettings.sizePercent
            // Full screen helps only where the screen is larger than the window.
            readonly property bool screenHasRoom: Screen.width > Window.width + 1
                                                  || Screen.height > Window.height + 1
            // Everything grows with the window already; what the size adds is held at the room
            // the table's panels need, the same share on any screen (it promised 150 % "on a
            // larger screen" at 4K; cold play-test 74).
            text: (screenHasRoom
                   ? qsTr("This window holds %1 %: the table's panels need the room. A larger window, or full screen (F11), makes everything larger; Table view… shows the game large on a TV.")
                   : qsTr("This window holds %1 %: the table's panels need the room. Everything already grows with the screen; Table view… shows the game large on a TV."))
                  .arg(heldPercent)
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }

        Label {
            text: qsTr("Sound")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
        }
        Label { // rather than a volume that does nothing (a cold play-test)
            objectName: "soundUnavailable"
            Layout.fillWidth: true
            visible: !SoundBoard.available
            text: qsTr("Sounds are off: the app's sound plugin (Qt Multimedia) could not be loaded. Reinstalling the app brings it back.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        TableCheckBox {
            objectName: "muteBox"
            visible: SoundBoard.available
            text: qsTr("Mute all sounds")
            font.pixelSize: Theme.fontBody
            checked: AppSettings.muted
            onToggled: AppSettings.muted = checked
        }
        RowLayout {
            spacing: Theme.padding
            visible: SoundBoard.available
            enabled: !AppSettings.muted
            Label {
                text: qsTr("Volume")
                color: Theme.text
            }
            TableSlider {
                objectName: "volumeSlider"
                Accessible.name: qsTr("Volume")
                from: 0
                to: 1
                value: AppSettings.volume
                onMoved: AppSettings.volume = value
            }
            Button {
                text: qsTr("Test")
                onClicked: SoundBoard.play(SoundBoard.DiceRoll)
            }
        }
    }
}
