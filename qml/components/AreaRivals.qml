// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// A player's Captives and Trophies, by whose pieces they are, and their Power; all
// correctable.
ColumnLayout {
    id: rivals

    required property BoardDraft board
    required property int seat
    required property var area
    signal entered(string problem)

    readonly property real nameWidth: 7 * Theme.fontBody
    readonly property real cellWidth: Theme.touchTarget * 1.6 + Theme.fontBody * 1.6
    readonly property var columns: [
        { target: "captives", piece: "agent", key: "captives", title: qsTr("Captives") },
        { target: "trophies", piece: "ship", key: "ships", title: qsTr("Trophy ships") },
        { target: "trophies", piece: "city", key: "cities", title: qsTr("cities") },
        { target: "trophies", piece: "starport", key: "starports", title: qsTr("starports") },
        { target: "trophies", piece: "agent", key: "agents", title: qsTr("agents") }]

    function correct(fields: var) {
        fields.player = rivals.seat
        rivals.entered(rivals.board.correct(fields))
    }

    spacing: 2

    Label {
        text: qsTr("Captives %1 · Trophies %2").arg(rivals.area.captives).arg(rivals.area.trophies)
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    RowLayout {
        spacing: Theme.spacing
        Item {
            Layout.preferredWidth: rivals.nameWidth
            Layout.maximumWidth: rivals.nameWidth
        }
        LayoutRepeater {
            model: rivals.columns
            Label {
                required property var modelData
                Layout.preferredWidth: rivals.cellWidth
                Layout.maximumWidth: rivals.cellWidth
                horizontalAlignment: Text.AlignHCenter
                text: modelData.title
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
        }
    }
    Column { // a positioner: its rows are rebuilt on every entry
        spacing: 2
        Repeater {
        model: rivals.area.rivals
        RowLayout {
            id: rival
            required property var modelData
            spacing: Theme.spacing
            PlayerBadge {
                Layout.preferredWidth: rivals.nameWidth
                Layout.maximumWidth: rivals.nameWidth
                name: rival.modelData.name
                colour: rival.modelData.colour
            }
            LayoutRepeater {
                model: rivals.columns
                CountCell {
                    required property var modelData
                    objectName: "count_" + modelData.key + "_" + rival.modelData.seat
                    Layout.preferredWidth: rivals.cellWidth
                    Layout.maximumWidth: rivals.cellWidth
                    value: rival.modelData[modelData.key]
                    what: modelData.title
                    onChanged: v => rivals.correct({ target: modelData.target, owner: rival.modelData.seat,
                                                     piece: modelData.piece, value: v })
                }
            }
        }
        }
    }
    // A campaign's pieces among the Trophies (a card such as Blight Looms gives them too).
    RowLayout {
        visible: Table.act > 0
        Layout.topMargin: Theme.spacing
        spacing: Theme.spacing
        Label {
            Layout.preferredWidth: rivals.nameWidth
            Layout.maximumWidth: rivals.nameWidth
            text: qsTr("Trophies of the Reach")
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        LayoutRepeater {
            model: [
                { side: "empire", piece: "ship", key: "imperialShipTrophies", title: qsTr("Imperial ships") },
                { side: "free", piece: "city", key: "freeCityTrophies", title: qsTr("Free cities") },
                { side: "free", piece: "starport", key: "freeStarportTrophies", title: qsTr("Free starports") },
                { side: "blight", piece: "ship", key: "blightTrophies", title: qsTr("Blight") }]
            ColumnLayout {
                id: reachTrophy
                required property var modelData
                Layout.preferredWidth: rivals.cellWidth
                Layout.maximumWidth: rivals.cellWidth
                spacing: 0
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: reachTrophy.modelData.title
                    elide: Text.ElideRight
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
                CountCell {
                    objectName: "count_" + reachTrophy.modelData.key
                    value: rivals.area[reachTrophy.modelData.key]
                    what: reachTrophy.modelData.title
                    onChanged: v => rivals.correct({ target: "campaignTrophies", side: reachTrophy.modelData.side,
                                                     piece: reachTrophy.modelData.piece, value: v })
                }
            }
        }
    }
    Stepper {
        Layout.topMargin: Theme.spacing
        Layout.fillWidth: true
        label: qsTr("Power")
        value: rivals.area.power
        to: 99
        onChanged: v => rivals.correct({ target: "power", value: v })
    }
}
