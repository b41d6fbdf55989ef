// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts

// A Repeater whose items a Qt Quick Layout arranges. Qt 6.4's layouts keep a removed item in
// their arrangement until their next polish, and the item is deleted before it: a size given
// to the layout in between (an outer layout's polish, a text-size change) reaches the deleted
// item and crashes. So the outermost layout of the nest is polished as soon as the item has
// left, as the window would have: a queued call runs before the item's deferred deletion.
Repeater {
    onItemRemoved: (index, item) => {
        let layout = item.parent
        while (layout?.parent instanceof GridLayout || layout?.parent instanceof ColumnLayout
               || layout?.parent instanceof RowLayout)
            layout = layout.parent
        if (layout)
            Qt.callLater(layout.ensurePolished)
    }
}
