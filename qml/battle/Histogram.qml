// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Arcs.Ui

// Bars of a probability distribution over 0, 1, 2…, each labelled with its value and percent.
ColumnLayout {
    id: histogram

    required property string title
    required property var probabilities
    property color barColour: Theme.accent
    readonly property real tallest: 4.5 * Theme.fontBody // the most likely bar

    spacing: 2

    Text {
        text: histogram.title
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Row {
        id: bars
        Layout.fillWidth: true
        Layout.preferredWidth: 100 // the bars follow the width given; they never ask for more
        // The bars and their labels grow with the text (fixed, the bars were flat at 4K and a
        // percent overprinted the title below: a cold play-test).
        Layout.preferredHeight: histogram.tallest + 3 * Theme.fontSmall
        spacing: 2
        Repeater {
            model: histogram.probabilities.length
            Column {
                id: bar
                required property int index
                readonly property real p: histogram.probabilities[index]
                width: (bars.width - bars.spacing * (histogram.probabilities.length - 1))
                       / Math.max(1, histogram.probabilities.length)
                anchors.bottom: parent.bottom
                Text { // "36%": a bare 36 read as a count of hits (a cold play-test)
                    objectName: "percent_" + bar.index
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: bar.p >= 0.005 ? qsTr("%1%", "a chance, in percent").arg(Math.round(bar.p * 100)) : ""
                    color: Theme.textMuted
                    font.pixelSize: Math.round(Theme.fontSmall * 0.85)
                }
                Rectangle {
                    width: parent.width
                    height: histogram.tallest * bar.p / Math.max(0.01, Math.max(...histogram.probabilities))
                    color: histogram.barColour
                    radius: 2
                }
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: bar.index
                    color: Theme.text
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}
