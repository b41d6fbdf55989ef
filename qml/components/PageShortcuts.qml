// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Fusion

// The window's keys for its pages: Ctrl+1 … Ctrl+5 in the order of their tabs, F11 full screen.
Item {
    id: keys

    required property TabBar navigation
    required property Window window

    Shortcut { sequence: "Ctrl+1"; onActivated: keys.navigation.currentIndex = 0 }
    Shortcut { sequence: "Ctrl+2"; onActivated: keys.navigation.currentIndex = 1 }
    Shortcut { sequence: "Ctrl+3"; onActivated: keys.navigation.currentIndex = 2 }
    Shortcut { sequence: "Ctrl+4"; onActivated: keys.navigation.currentIndex = 3 }
    Shortcut { sequence: "Ctrl+5"; onActivated: keys.navigation.currentIndex = 4 }
    Shortcut {
        sequence: "F11"
        onActivated: keys.window.visibility = keys.window.visibility === Window.FullScreen
                                              ? Window.Windowed : Window.FullScreen
    }
}
