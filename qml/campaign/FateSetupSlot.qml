// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// Where the Fate setup notice comes, beside the map on the table page: an Act's first card waits for
// each Fate's own setup. Made once the placement loop is done (the planets to place on stay in
// sight) and until the table says it is done, also after a relaunch (AppSettings keeps the
// Done, by the Act's dice seed). A base game never makes it.
Loader {
    id: slot

    readonly property string key: "fateSetup/" + Table.actKey
    property int dismissals: 0 // read again once one is dismissed

    visible: active
    active: Table.fateSetups.length > 0 && Table.phase === Table.Playing
            && dismissals >= 0 && !AppSettings.noticeDismissed(key)
    source: Qt.resolvedUrl("FateSetupNotice.qml") // beside this file, wherever it is used
    onLoaded: (item as FateSetupNotice).done.connect(() => {
        AppSettings.dismissNotice(slot.key)
        ++slot.dismissals
    })
}
