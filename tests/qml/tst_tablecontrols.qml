// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Arcs.App
import Arcs.Ui

// The app's own controls keep their words whole at every text size.
TestCase {
    id: testCase
    name: "TableControls"
    when: windowShown
    width: 1600
    height: 400
    visible: true

    Component {
        id: boxComponent
        Flow {
            property alias box: box
            property alias widest: widest
            width: 1600
            TableComboBox { id: box; model: ["Ana", "Benedict"]; font.pixelSize: Theme.fontBody }
            TextMetrics { id: widest; font: box.font; text: "Benedict" }
        }
    }

    // A choice of players shows the whole name and its arrow, at 4K and after the text size
    // changes: Fusion's box is 120 pixels at any size, and read "An ▾" for Ana at 4K (cold
    // play-test 69).
    function test_aComboBoxHoldsItsWidestChoice() {
        for (const scale of [1, 2, 1.25]) {
            Theme.scale = scale
            const row = createTemporaryObject(boxComponent, testCase)
            waitForItemPolished(row)
            for (const next of [scale, scale * 1.5]) {
                Theme.scale = next
                waitForItemPolished(row)
                verify(row.box.implicitContentWidth >= row.widest.advanceWidth,
                       next + ": " + row.box.implicitContentWidth + " < " + row.widest.advanceWidth)
                verify(row.box.width >= row.box.implicitContentWidth + row.box.indicator.width,
                       next + ": " + row.box.width)
            }
        }
        Theme.scale = 1
    }
}
