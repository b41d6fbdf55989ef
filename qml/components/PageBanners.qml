// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App
import Arcs.Ui

// What is said above every page, each made only while it has something to say: undone entries
// about to be dropped (or history being amended), a phone waiting to be let in. They float over
// the top of the page rather than push it down: the map a player is comparing after an Undo
// must not shrink and move in the same moment. (The library's problem, which lasts, is in the
// page's flow instead: Main.qml.)
Column {
    spacing: Theme.spacing
    Loader {
        width: parent.width
        active: Table.amending || Table.undoneToDrop > 0
        source: Table.amending ? "AmendingBanner.qml" : "DropUndoneBanner.qml"
    }
    Loader {
        width: parent.width
        active: Phones.requests.length > 0
        source: "../phones/PhoneRequestBanner.qml"
    }
}
