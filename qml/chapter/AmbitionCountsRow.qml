// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Fusion
import Arcs.App
import Arcs.Ui

// One declared ambition: its name and markers (and whether its counts come from the board), a
// count per player, and the dummy's count. Every column has the grid's fixed width, so the
// rows line up under the header whatever the numbers.
Row {
    id: row

    required property ChapterScoring scoring
    required property var modelData
    required property int labelWidth
    required property int cellWidth
    // This ambition's ambitionCount.
    readonly property var counts: {
        for (const c of scoring.counts) {
            if (c.ambition === modelData.id)
                return c
        }
        return { tracked: false, bySeat: [] }
    }
    readonly property var dummyCount: {
        for (const d of scoring.dummy) {
            if (d.id === modelData.id)
                return d.count
        }
        return 0
    }

    spacing: Theme.spacing

    Column {
        width: row.labelWidth
        anchors.verticalCenter: parent.verticalCenter
        Label {
            width: parent.width
            text: row.modelData.title + "  " + row.modelData.markers
            elide: Text.ElideRight
            color: Theme.text
            font.bold: true
        }
        Label {
            objectName: "tracked_" + row.modelData.id
            width: parent.width
            visible: row.counts.tracked
            text: qsTr("from the board")
            elide: Text.ElideRight
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.italic: true
        }
    }
    Repeater {
        model: row.scoring.players
        TableSpinBox {
            required property var modelData
            objectName: "count_" + row.modelData.id + "_" + modelData.seat
            Accessible.name: qsTr("%1's %2 count").arg(modelData.name).arg(row.modelData.title)
            width: row.cellWidth
            from: 0
            to: 99
            editable: true
            implicitHeight: Theme.touchTarget
            value: row.counts.bySeat[modelData.seat] ?? 0
            onValueModified: row.scoring.setCount(row.modelData.id, modelData.seat, value)
        }
    }
    Label {
        objectName: "dummy_" + row.modelData.id
        visible: row.scoring.dummy.length > 0
        width: row.cellWidth
        anchors.verticalCenter: parent.verticalCenter
        horizontalAlignment: Text.AlignHCenter
        text: row.dummyCount
        color: Theme.textMuted
    }
}
