// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts

// A page of the window's stack, made when first shown and then kept. Its file is named by
// `source`, so that start-up loads none of a page it does not show.
Loader {
    id: pageLoader

    required property StackLayout stack
    required property int index

    active: false // set once, when first shown, so no binding loops back
    Connections {
        target: pageLoader.stack
        function onCurrentIndexChanged() {
            if (pageLoader.stack.currentIndex === pageLoader.index)
                pageLoader.active = true
        }
    }
}
