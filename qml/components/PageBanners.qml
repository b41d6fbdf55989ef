// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Arcs.App

// What is said above every page, each made only while it has something to say: the library's
// problem, undone entries about to be dropped (or history being amended), a phone waiting to
// be let in. The pages start below them. A Loader emptied keeps the height its banner gave
// it, so each takes room only while it holds one.
Column {
    Loader {
        width: parent.width
        visible: item !== null
        active: GamesLibrary.libraryProblem !== ""
        source: "LibraryBanner.qml"
    }
    Loader {
        width: parent.width
        visible: item !== null
        active: Table.amending || Table.undoneToDrop > 0
        source: Table.amending ? "AmendingBanner.qml" : "DropUndoneBanner.qml"
    }
    Loader {
        width: parent.width
        visible: item !== null
        active: Phones.requests.length > 0
        source: "../phones/PhoneRequestBanner.qml"
    }
}
