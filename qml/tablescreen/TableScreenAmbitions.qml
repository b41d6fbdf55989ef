// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The ambitions: who leads each on the board now, the declared ones with their markers and the
// undeclared ones muted, and the markers still to be declared.
Column { // a positioner: Qt 6.4's layouts can crash when a Repeater replaces their items
    id: ambitions

    required property int fontSmall
    required property int fontBody
    required property int gap
    // Room is short while an event, the Intermission or a chapter's scoring is shown above: the
    // declared ambitions with who leads (not at a chapter's end: the scoring has the counts), the
    // undeclared ones on one line by name.
    enum Leads { All, Declared, None }
    property int leads: TableScreenAmbitions.All

    spacing: gap / 2
    readonly property var markers: Table.availableMarkers // a JavaScript array, joined below

    Label {
        text: qsTr("Ambitions")
        color: Theme.textMuted
        font.pixelSize: ambitions.fontSmall
        font.capitalization: Font.AllUppercase
    }
    Repeater {
        model: Table.ambitions
        delegate: Item {
            id: box
            required property string id
            required property string title
            required property var markers
            required property bool declared
            required property string lead
            width: ambitions.width
            height: grid.implicitHeight
            visible: declared || ambitions.leads === TableScreenAmbitions.All

            // Who leads on the title's line where it fits: the Court below keeps its room (in
            // 繁體中文 at 1280×720 it showed two cards of five, a cold play-test).
            GridLayout {
                id: grid
                width: parent.width
                columns: 3
                columnSpacing: ambitions.gap / 2
                rowSpacing: 0
                readonly property bool leadBeside: title.implicitWidth + leadWidth.advanceWidth
                                                   + (chip.visible ? chip.implicitWidth : 0)
                                                   + 2 * columnSpacing <= width
                Label {
                    id: title
                    Layout.row: 0
                    Layout.column: 0
                    Layout.fillWidth: !grid.leadBeside
                    text: box.title
                    elide: Text.ElideRight
                    color: box.declared ? Theme.text : Theme.textMuted
                    font.pixelSize: ambitions.fontBody
                    font.bold: box.declared
                }
                TextMetrics {
                    id: leadWidth
                    text: box.lead
                    font.pixelSize: ambitions.fontSmall
                }
                Label {
                    objectName: "tableScreenLead_" + box.id
                    Layout.row: grid.leadBeside ? 0 : 1
                    Layout.column: grid.leadBeside ? 1 : 0
                    Layout.columnSpan: grid.leadBeside ? 1 : 3
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignBaseline
                    visible: ambitions.leads !== TableScreenAmbitions.None
                    text: box.lead
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    color: box.declared ? Theme.text : Theme.textMuted
                    font.pixelSize: ambitions.fontSmall
                }
                MarkerChip {
                    id: chip
                    Layout.row: 0
                    Layout.column: 2
                    visible: box.declared
                    modelData: box.markers.join(" + ")
                    fontSize: ambitions.fontBody
                }
            }
        }
    }
    Flow { // short of room: the undeclared ambitions on one line, by name
        width: ambitions.width
        visible: ambitions.leads !== TableScreenAmbitions.All
        Repeater {
            model: Table.ambitions
            Label {
                required property string title
                required property bool declared
                visible: !declared
                rightPadding: ambitions.fontSmall
                text: title
                color: Theme.textMuted
                font.pixelSize: ambitions.fontSmall
            }
        }
    }
    Label {
        width: ambitions.width
        topPadding: ambitions.gap / 2
        wrapMode: Text.WordWrap
        text: qsTr("Available markers: %1").arg(ambitions.markers.length > 0
                                                ? ambitions.markers.join("  ")
                                                : qsTr("none left"))
        color: Theme.textMuted
        font.pixelSize: ambitions.fontSmall
    }
}
