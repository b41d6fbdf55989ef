// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Shapes

// The planet ID symbol printed on the map: arrowhead, crescent or hexagon.
Shape {
    id: symbol

    required property string kind
    property color colour: "white"

    implicitWidth: 16
    implicitHeight: 16

    ShapePath {
        fillColor: symbol.colour
        strokeColor: "transparent"
        scale: Qt.size(symbol.width / 10, symbol.height / 10)
        PathSvg {
            path: {
                switch (symbol.kind) {
                case "arrow": return "M 5 0 L 10 10 L 5 7.2 L 0 10 Z"
                case "crescent": return "M 6.5 0.2 A 5 5 0 1 0 6.5 9.8 A 3.9 3.9 0 1 1 6.5 0.2 Z"
                case "hex": return "M 5 0 L 9.3 2.5 L 9.3 7.5 L 5 10 L 0.7 7.5 L 0.7 2.5 Z"
                }
                return ""
            }
        }
    }
}
