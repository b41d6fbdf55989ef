// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick.Controls.Fusion

// Drawn whenever there is more to see than fits, not only while scrolling as Fusion's is: at
// 1280×720 a sheet's last rows were out of sight with nothing saying so.
ScrollBar {
    policy: size < 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
}
