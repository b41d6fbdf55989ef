// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The ambition boxes with this chapter's markers, who leads each one on the board right now,
// and the markers still available.
Pane {
    padding: Theme.padding
    background: Rectangle { color: Theme.surface; radius: Theme.radius }

    MoreToSeeScrollView { // beside the turn panel, in 繁體中文 or larger text it can run over
        id: scroll
        anchors.fill: parent
        ColumnLayout {
            width: scroll.availableWidth
            spacing: Theme.spacing

            // The heading and the markers still available share a line: the boxes below keep
            // their room beside the turn panel.
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing / 2 // the chips apart at any text size
                Text {
                    height: implicitHeight + 8 // a marker chip's: the words centred beside them
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("Ambitions")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    font.capitalization: Font.AllUppercase
                }
                Item { width: Theme.spacing; height: 1 }
                Text {
                    height: implicitHeight + 8
                    verticalAlignment: Text.AlignVCenter
                    text: Table.availableMarkers.length === 0 ? qsTr("no markers left")
                                                              : qsTr("markers left:")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
                Repeater {
                    model: Table.availableMarkers
                    MarkerChip {}
                }
            }

            Column { // a positioner: Qt 6.4's layouts can crash when a Repeater replaces their items
                id: ambitionRows
                Layout.fillWidth: true
                spacing: Theme.spacing / 4 // during a turn the five stay in sight at 1280×720
                Repeater {
                    model: Table.ambitions
                    delegate: Item { // tapped: what a card does to this box
                        id: box
                        required property string id
                        required property string title
                        required property int cardNumber
                        required property var markers
                        required property bool declared
                        required property string lead
                        required property bool contested
                        readonly property real numberWidth: Theme.fontBody * 1.2
                        width: ambitionRows.width
                        height: grid.implicitHeight

                        TapTarget {
                            objectName: "ambition_" + box.id
                            label: qsTr("%1: a card declares it or takes its marker back").arg(box.title)
                            onActivated: {
                                ambitionMenu.ambition = box.id
                                ambitionMenu.ambitionTitle = box.title
                                ambitionMenu.popup(box)
                            }
                        }
                        GridLayout {
                            id: grid
                            width: parent.width
                            columns: 3
                            columnSpacing: Theme.spacing
                            rowSpacing: 0

                            Text {
                                Layout.row: 0
                                Layout.column: 0
                                Layout.preferredWidth: box.numberWidth
                                horizontalAlignment: Text.AlignHCenter
                                text: box.cardNumber
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall
                            }
                            Text {
                                id: title
                                Layout.row: 0
                                Layout.column: 1
                                Layout.fillWidth: true
                                text: box.title
                                color: box.declared ? Theme.text : Theme.textMuted
                                font.pixelSize: Theme.fontBody
                                font.bold: box.declared
                            }
                            MarkerChip {
                                Layout.row: 0
                                Layout.column: 2
                                visible: box.declared
                                modelData: box.markers.join(" + ")
                            }
                            Text { // on the title's line: during a turn the five stay in sight
                                objectName: "noneYet_" + box.id
                                Layout.row: 0
                                Layout.column: 2
                                visible: !box.declared && !box.contested && box.lead !== ""
                                text: qsTr("none yet")
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall
                            }
                            TextMetrics {
                                id: leadWidth
                                text: box.lead
                                font.pixelSize: Theme.fontSmall
                            }
                            Text {
                                objectName: "lead_" + box.id
                                // Who leads an undeclared box, on its title's line where it fits
                                // (in 繁體中文 it does): during a turn the five stay in sight.
                                readonly property bool besideTitle: !box.declared
                                    && box.numberWidth + title.implicitWidth + leadWidth.advanceWidth
                                       + 2 * grid.columnSpacing <= grid.width
                                visible: box.declared || box.contested
                                // Below, it takes the number's column too: a three-way tie
                                // stays on one line, and the five stay in sight.
                                Layout.row: besideTitle ? 0 : 1
                                Layout.column: besideTitle ? 2 : 0
                                Layout.columnSpan: besideTitle ? 1 : 3
                                leftPadding: besideTitle ? 0 : Theme.spacing
                                Layout.fillWidth: !besideTitle
                                text: box.lead
                                wrapMode: Text.WordWrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                    }
                }
            }

        }
    }
    AmbitionMenu {
        id: ambitionMenu
        objectName: "ambitionMenu"
    }
}
