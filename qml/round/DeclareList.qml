// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// The ambitions a 7 may declare, as a list.
TableComboBox {
    id: list

    required property RoundEntry entry
    readonly property var options: entry.declareOptions

    objectName: "declareList"
    Accessible.name: qsTr("Ambition to declare")
    implicitHeight: Theme.touchTarget
    focusPolicy: Qt.NoFocus
    model: options
    textRole: "title"
    displayText: qsTr("Declare: %1").arg(currentText)
    currentIndex: Math.max(0, options.findIndex(option => option.declares === list.entry.declaring
                                                && (!option.declares || option.ambition === list.entry.declare)))
    onActivated: index => list.options[index].declares ? list.entry.setDeclare(list.options[index].ambition)
                                                       : list.entry.clearDeclare()
}
