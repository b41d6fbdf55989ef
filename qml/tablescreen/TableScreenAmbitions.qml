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
        delegate: Column {
            id: box
            required property string id
            required property string title
            required property var markers
            required property bool declared
            required property string lead
            width: ambitions.width
            visible: declared || ambitions.leads === TableScreenAmbitions.All

            RowLayout {
                width: parent.width
                Label {
                    Layout.fillWidth: true
                    text: box.title
                    elide: Text.ElideRight
                    color: box.declared ? Theme.text : Theme.textMuted
                    font.pixelSize: ambitions.fontBody
                    font.bold: box.declared
                }
                MarkerChip {
                    visible: box.declared
                    modelData: box.markers.join(" + ")
                    fontSize: ambitions.fontBody
                }
            }
            Label {
                objectName: "tableScreenLead_" + box.id
                width: parent.width
                visible: ambitions.leads !== TableScreenAmbitions.None
                text: box.lead
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                color: box.declared ? Theme.text : Theme.textMuted
                font.pixelSize: ambitions.fontSmall
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
