// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// An object made from its file the first time it is asked for, then kept: the first frame
// neither makes it nor loads its file and the types it uses (a Menu, a Dialog and their
// controls). Its file is named by URL, so that nothing loads it before.
QtObject {
    required property url source // Qt.resolvedUrl("File.qml") in the file that names it
    required property QtObject parentObject
    property var properties: ({}) // given as it is made: its required properties
    property var object: null // untyped: typing it would load its file with the page

    signal made(var object) // once, to connect its signals

    function make(): var {
        if (!object) {
            const component = Qt.createComponent(source)
            object = component.createObject(parentObject, properties)
            if (!object) { // a file of the app's own: a mistake caught by its tests
                console.error(component.errorString())
                return null
            }
            made(object)
        }
        return object
    }
}
