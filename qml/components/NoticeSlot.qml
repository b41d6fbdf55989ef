// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// Where a TableNotice comes, made only while it has lines and is `wanted`, until the table says
// it is done, also after a relaunch: AppSettings keeps the Done by `key`. Its action, if any, is
// `acted`; `problem` says why it was refused.
Loader {
    id: slot

    required property string key
    required property string noticeName // the notice's objectName
    required property string title
    required property var lines // strings: Qt 6.4's qmllint takes no QStringList as list<string>
    property string actionText: ""
    property string problem: ""
    property bool wanted: true
    property int dismissals: 0 // read again once one is dismissed

    signal acted()

    visible: active
    active: wanted && lines.length > 0 && dismissals >= 0 && !AppSettings.noticeDismissed(key)
    source: Qt.resolvedUrl("TableNotice.qml") // beside this file, wherever it is used
    onLoaded: {
        const notice = item as TableNotice
        notice.objectName = slot.noticeName
        notice.title = Qt.binding(() => slot.title)
        notice.lines = Qt.binding(() => slot.lines)
        notice.actionText = Qt.binding(() => slot.actionText)
        notice.problem = Qt.binding(() => slot.problem)
        notice.acted.connect(slot.acted)
        notice.done.connect(() => {
            AppSettings.dismissNotice(slot.key)
            ++slot.dismissals
        })
    }
}
