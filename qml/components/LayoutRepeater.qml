// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// A Repeater whose items a Qt Quick Layout arranges. Qt 6.4's layouts keep a removed item in
// their arrangement until their next polish, and the item is deleted before it: a size given
// to the layout in between (an outer layout's polish, a text-size change) reaches the deleted
// item and crashes. So the layout is polished as soon as the item has left it: a queued call
// runs before the item's deferred deletion. (Its wrapped labels take `Layout.preferredWidth: 0`,
// or the width they are given would follow when it was polished.)
Repeater {
    onItemRemoved: (index, item) => {
        const layout = item.parent
        if (layout)
            Qt.callLater(layout.ensurePolished)
    }
}
