// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// The journal, newest last: go back to any entry (and forward again with Redo), or amend it
// where a mistake happened: an entry missed, entered wrongly, or not made at all.
Item {
    id: page

    property int amending: 0 // the entry the amend menu is for
    // An amendment begun: what was missed, or the entry again, is entered on the Table (History
    // stayed in front, and nothing said where to go; cold play-test 75).
    signal enterOnTheTable()

    function amend(kind: int) {
        if (Table.amend(page.amending, kind) === "")
            page.enterOnTheTable()
    }

    Menu {
        id: amendMenu
        objectName: "amendMenu"
        width: 24 * Theme.fontBody // the labels whole, not elided
        MenuItem {
            objectName: "amendInsert"
            implicitHeight: Theme.touchTarget
            text: qsTr("Insert a missed entry before it")
            onTriggered: page.amend(Table.InsertBefore)
        }
        MenuItem {
            objectName: "amendEdit"
            implicitHeight: Theme.touchTarget
            text: qsTr("Enter it again, corrected")
            onTriggered: page.amend(Table.Edit)
        }
        MenuItem {
            objectName: "amendDelete"
            implicitHeight: Theme.touchTarget
            text: qsTr("Delete it…")
            onTriggered: deletion.make().show(Table.deletePreview(page.amending))
        }
    }
    MadeOnDemand {
        id: chapterScores
        source: Qt.resolvedUrl("../chapter/ChapterScoresPopup.qml")
        parentObject: page
    }
    MadeOnDemand {
        id: deletion
        source: Qt.resolvedUrl("../components/AmendPreviewDialog.qml")
        parentObject: page
        onMade: object => object.confirmed.connect(() => Table.deleteEntry(page.amending))
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.padding * 2
        spacing: Theme.padding

        RowLayout {
            spacing: Theme.padding
            Label {
                text: qsTr("History")
                color: Theme.text
                font.pixelSize: Theme.fontTitle
            }
            TabBar { // a campaign's earlier Acts, read-only; the Act on the table last
                id: acts
                objectName: "historyActs"
                visible: Table.act > 1
                currentIndex: Math.max(0, Table.act - 1)
                Repeater {
                    model: Table.act > 1 ? Table.act : 0
                    TabButton {
                        required property int index
                        objectName: "historyAct" + (index + 1)
                        width: implicitWidth
                        implicitHeight: Theme.touchTarget
                        leftPadding: Theme.padding
                        rightPadding: Theme.padding
                        font.pixelSize: Theme.fontBody
                        text: index + 1 === Table.act ? qsTr("This Act") : qsTr("Act %1").arg(Table.numeralOfAct(index + 1))
                    }
                }
            }
        }
        Label {
            objectName: "earlierActCaption"
            visible: earlierAct.visible
            text: qsTr("Act %1 as it was played, to its end: read-only.").arg(Table.numeralOfAct(acts.currentIndex + 1))
            color: Theme.textMuted
        }
        ListView { // an earlier Act: what was entered, in order, read-only
            id: earlierAct
            objectName: "earlierAct"
            visible: acts.visible && acts.currentIndex + 1 < Table.act
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            ScrollBar.vertical: MoreToSeeScrollBar { id: earlierBar }
            model: visible ? GamesLibrary.actHistory(acts.currentIndex + 1) : []
            delegate: RowLayout {
                id: played
                required property int index
                required property string modelData
                width: ListView.view.width - (earlierBar.size < 1 ? earlierBar.width : 0)
                height: Theme.touchTarget
                spacing: Theme.padding
                Label {
                    Layout.preferredWidth: 48 * Theme.scale
                    text: played.index + 1
                    color: Theme.textMuted
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    Layout.fillWidth: true
                    text: played.modelData
                    color: Theme.text
                    elide: Text.ElideRight
                }
            }
        }
        Label {
            visible: historyList.count === 0 && !earlierAct.visible
            text: qsTr("Nothing entered yet.")
            color: Theme.textMuted
        }
        ListView {
            id: historyList
            objectName: "historyList"
            visible: !earlierAct.visible
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            // Seen from across the table whenever entries are out of sight (a cold play-test
            // saw no bar).
            ScrollBar.vertical: MoreToSeeScrollBar { id: historyBar }
            model: Table.history
            spacing: 2
            onCountChanged: positionViewAtEnd()
            delegate: ItemDelegate {
                id: entry
                required property int number
                required property string title
                required property bool undone
                required property bool current
                required property bool chapterScored
                width: ListView.view.width - (historyBar.size < 1 ? historyBar.width : 0)
                // A long entry wraps in the room its buttons leave (it ran on under Amend…; a
                // cold play-test): the row grows for it.
                height: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding)
                contentItem: RowLayout {
                    spacing: Theme.padding
                    Label {
                        Layout.preferredWidth: 48 * Theme.scale
                        text: entry.number
                        color: Theme.textMuted
                        horizontalAlignment: Text.AlignRight
                    }
                    Label {
                        objectName: "historyTitle_" + entry.number
                        Layout.fillWidth: true
                        Layout.preferredWidth: 0 // what the buttons leave, not its whole line
                        wrapMode: Text.WordWrap
                        text: entry.undone ? qsTr("%1 (undone)").arg(entry.title) : entry.title
                        color: entry.undone ? Theme.textMuted : Theme.text
                        font.strikeout: entry.undone
                    }
                    Button { // the chapter-end screen's summary, after it has gone
                        objectName: "chapterScores_" + entry.number
                        text: qsTr("Who scored what…")
                        visible: entry.chapterScored
                        onClicked: chapterScores.make().show(entry.title,
                                                             Table.chapterScoreLines(entry.number))
                    }
                    Button {
                        text: entry.undone ? qsTr("Redo to here") : qsTr("Back to here")
                        visible: !entry.current && !Table.amending
                        onClicked: Table.rewindTo(entry.number)
                    }
                    Button {
                        objectName: "amend_" + entry.number
                        text: qsTr("Amend…")
                        visible: !entry.undone && entry.number > 1 && !Table.amending && !Table.entriesUndone
                        onClicked: {
                            page.amending = entry.number
                            amendMenu.popup() // where it was tapped
                        }
                    }
                }
            }
        }
    }
}
