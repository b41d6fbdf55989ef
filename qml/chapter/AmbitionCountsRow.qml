// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arcs.App
import Arcs.Ui

// One declared ambition: its name and markers, a count per player, and the dummy's count.
RowLayout {
    id: row

    required property ChapterScoring scoring
    required property var modelData
    property int labelWidth: 240 * Theme.scale
    property int cellWidth: 150 * Theme.scale
    // This ambition's ambitionCount.
    readonly property var counts: {
        for (const c of scoring.counts) {
            if (c.ambition === modelData.id)
                return c
        }
        return { tracked: false, bySeat: [] }
    }

    spacing: Theme.spacing

    Label {
        Layout.preferredWidth: row.labelWidth
        text: row.modelData.title + "  " + row.modelData.markers
        color: Theme.text
        font.bold: true
    }
    Repeater {
        model: row.scoring.players
        SpinBox {
            required property var modelData
            objectName: "count_" + row.modelData.id + "_" + modelData.seat
            Layout.preferredWidth: row.cellWidth
            from: 0
            to: 99
            editable: true
            implicitHeight: Theme.touchTarget
            value: row.counts.bySeat[modelData.seat] ?? 0
            onValueModified: row.scoring.setCount(row.modelData.id, modelData.seat, value)
        }
    }
    Label {
        objectName: "tracked_" + row.modelData.id
        Layout.fillWidth: true
        Layout.minimumWidth: 0
        elide: Text.ElideRight
        visible: row.counts.tracked
        text: qsTr("from the board")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.italic: true
    }
    Label {
        visible: row.scoring.dummy.length > 0
        text: {
            const entry = row.scoring.dummy.find(item => item.id === row.modelData.id)
            return entry ? entry.count : ""
        }
        color: Theme.textMuted
    }
}
