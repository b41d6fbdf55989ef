// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The log sheet as the paper one has it: each player's name and colour, and for Acts I-III the
// Fate and Power, Outrage and Flagship pieces.
Flickable {
    id: sheet

    required property CampaignBook book

    clip: true
    contentHeight: players.implicitHeight
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: MoreToSeeScrollBar {}

    GridLayout {
        id: players
        width: sheet.width - Theme.padding
        columns: width > 60 * Theme.fontBody ? 2 : 1
        columnSpacing: Theme.padding * 2
        rowSpacing: Theme.padding
        LayoutRepeater {
            model: sheet.book.log
            // Every player's columns where the others' are: each sheet as wide as the others,
            // the Flagship's column of one width (its pieces wrap), the Fate's taking the rest.
            GridLayout {
                id: player
                required property var modelData
                readonly property real flagshipWidth: 9 * Theme.fontBody
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                columns: 5
                columnSpacing: Theme.padding
                rowSpacing: Theme.spacing / 2
                PlayerBadge {
                    Layout.columnSpan: 5
                    name: player.modelData.name
                    colour: player.modelData.colour
                    fontSize: Theme.fontTitle
                }
                LayoutRepeater {
                    model: [qsTr("Act"), qsTr("Fate and Power"), qsTr("Objective"), qsTr("Outrage"),
                            qsTr("Flagship")]
                    Label {
                        required property string modelData
                        required property int index
                        Layout.preferredWidth: index === 4 ? player.flagshipWidth : -1
                        text: modelData
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                    }
                }
                LayoutRepeater {
                    model: player.modelData.acts
                    delegate: Repeater {
                        id: act
                        required property var modelData
                        // An Act not yet played left blank, as the printed log leaves it: a
                        // dash beside 一 read as two dashes in 繁體中文 (a cold play-test).
                        model: [act.modelData.act,
                                act.modelData.fate === "" ? "" : qsTr("%1 · %2").arg(act.modelData.fate).arg(act.modelData.power),
                                act.modelData.objective,
                                act.modelData.outrage,
                                act.modelData.flagship]
                        Label {
                            required property string modelData
                            required property int index
                            Layout.fillWidth: index === 1
                            Layout.preferredWidth: index === 4 ? player.flagshipWidth : -1
                            wrapMode: index === 4 ? Text.WordWrap : Text.NoWrap
                            text: modelData
                            color: Theme.text
                            font.bold: index === 0
                            font.pixelSize: Theme.fontBody
                        }
                    }
                }
            }
        }
    }
}
