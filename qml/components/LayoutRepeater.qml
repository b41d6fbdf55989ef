// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// A Repeater whose items a Qt Quick Layout arranges. Qt 6.4's layouts keep a removed item in
// their arrangement until their next polish, and a size change before it (the text size
// changed) reaches the deleted item and crashes. A shown layout is polished before the next
// frame; a hidden one (in a closed sheet) is not, so it is asked to at once.
Repeater {
    onItemRemoved: (index, item) => {
        const layout = item.parent
        if (layout && !layout.visible)
            Qt.callLater(layout.ensurePolished)
    }
}
