// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import QtTest
import Arcs.Ui

// Qt 6.4's layouts keep a removed item in their arrangement until their next polish, and the
// item is deleted before it. A size given to the layout in between — an outer layout's
// arrangement reaching a scroll view's content, as the interface walk's text-size change did —
// reached the deleted item and crashed about one walk in seven. A LayoutRepeater's layout lets
// its removed items go before they are deleted.
TestCase {
    id: testCase
    name: "LayoutRepeater"

    Component {
        id: nestComponent
        // Never shown: no frame polishes its layouts between a removal and a resize, as no
        // frame came between them in the walk.
        Window {
            property alias outer: outer
            property alias rows: rows
            property alias inner: inner
            width: 400
            height: 400
            ColumnLayout {
                id: outer
                width: 300
                ScrollView { // as MoreToSeeScrollView: its content as wide as it is
                    Layout.fillWidth: true
                    Layout.preferredHeight: 200
                    contentWidth: availableWidth
                    ColumnLayout {
                        id: inner
                        width: parent.width
                        LayoutRepeater {
                            model: ListModel {
                                id: rows
                                ListElement { line: "Ships" }
                                ListElement { line: "Cities" }
                                ListElement { line: "Starports" }
                            }
                            Label {
                                required property string line
                                Layout.fillWidth: true
                                text: line
                            }
                        }
                    }
                }
            }
        }
    }

    function test_aRemovedRowNeverReachesAResize() {
        const window = createTemporaryObject(nestComponent, testCase)
        for (let round = 0; round < 20; ++round) {
            window.rows.remove(0)
            wait(0) // the queued calls run, then the removed row is deleted
            window.outer.width = 250 + round % 2 * 50 // the outer layout arranges the nest anew
            window.rows.append({ line: "Ships" })
            wait(0)
        }
        compare(window.rows.count, 3)
        compare(window.inner.children.length, 4, "three rows and the repeater")
        window.outer.width = 320
        window.inner.ensurePolished() // as a frame would: the rows it holds are the live ones
        for (let index = 0; index < window.inner.children.length; ++index) {
            const row = window.inner.children[index]
            if (row instanceof Label)
                compare(row.width, window.inner.width, row.text)
        }
    }
}
