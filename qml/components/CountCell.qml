// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.Ui

// A compact count with − and + for grids of counts (the column header says what it counts).
RowLayout {
    id: cell

    required property int value
    property int to: 99
    property string what: "" // for screen readers
    signal changed(int value)

    spacing: 0

    Button {
        objectName: "minus"
        text: "−"
        focusPolicy: Qt.NoFocus
        implicitWidth: Theme.touchTarget * 0.8
        implicitHeight: Theme.touchTarget
        enabled: cell.value > 0
        Accessible.name: qsTr("One fewer %1").arg(cell.what)
        onClicked: cell.changed(cell.value - 1)
    }
    Label {
        Layout.preferredWidth: Theme.fontBody * 1.6
        horizontalAlignment: Text.AlignHCenter
        text: cell.value
        color: Theme.text
        font.bold: true
    }
    Button {
        objectName: "plus"
        text: "+"
        focusPolicy: Qt.NoFocus
        implicitWidth: Theme.touchTarget * 0.8
        implicitHeight: Theme.touchTarget
        enabled: cell.value < cell.to
        Accessible.name: qsTr("One more %1").arg(cell.what)
        onClicked: cell.changed(cell.value + 1)
    }
}
