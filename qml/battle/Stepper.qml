// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion
import QtQuick.Layouts
import Arcs.Ui

// A labelled number with large − and + buttons.
RowLayout {
    id: stepper

    required property string label
    required property int value
    property int from: 0
    property int to: 99
    signal changed(int value)

    spacing: 4
    opacity: enabled ? 1 : 0.6

    Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 80 * Theme.scale
        elide: Text.ElideRight
        text: stepper.label
        color: Theme.text
    }
    Button {
        objectName: "minus"
        text: "−"
        focusPolicy: Qt.NoFocus
        implicitWidth: Theme.touchTarget
        implicitHeight: Theme.touchTarget
        enabled: stepper.value > stepper.from
        onClicked: stepper.changed(stepper.value - 1)
    }
    Label {
        objectName: "stepperValue"
        Layout.preferredWidth: 28 * Theme.scale
        Layout.minimumWidth: implicitWidth // "-18" ran under + (a cold play-test, Act II's Power)
        horizontalAlignment: Text.AlignHCenter
        text: stepper.value
        color: Theme.text
        font.pixelSize: Theme.fontTitle
        font.bold: true
    }
    Button {
        objectName: "plus"
        text: "+"
        focusPolicy: Qt.NoFocus
        implicitWidth: Theme.touchTarget
        implicitHeight: Theme.touchTarget
        enabled: stepper.value < stepper.to
        onClicked: stepper.changed(stepper.value + 1)
    }
}
