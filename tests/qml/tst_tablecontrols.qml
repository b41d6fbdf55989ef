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

    Component {
        id: formComponent
        Row {
            property alias spin: spin
            property alias radio: radio
            property alias check: check
            TableSpinBox { id: spin; from: 1; to: 99; value: 12 }
            TableRadioButton { id: radio; text: "Vox" }
            TableCheckBox { id: check; text: "Protected (X)" }
            TextMetrics { id: digits; font: spin.font; text: "99" }
            property alias digits: digits
        }
    }

    // At 4K a spin box showed one digit squeezed, and a radio's and a check box's words touched
    // their ring (Fusion's 6-pixel spacing at any size; cold play-test 74): they grow with the
    // text.
    function test_aFormsControlsGrowWithTheText() {
        for (const scale of [1, 3]) {
            Theme.scale = scale
            const row = createTemporaryObject(formComponent, testCase)
            waitForItemPolished(row)
            verify(row.spin.availableWidth >= row.digits.advanceWidth,
                   scale + ": " + row.spin.availableWidth + " < " + row.digits.advanceWidth)
            compare(row.spin.font.pixelSize, Theme.fontBody)
            compare(row.radio.spacing, Theme.spacing)
            compare(row.check.spacing, Theme.spacing)
        }
        Theme.scale = 1
    }
}
