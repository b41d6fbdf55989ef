// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

// Enter or Return presses the button the keyboard is on, as Space does: Qt Quick's buttons take
// only Space, and people at a table reach for Enter. Installed on the application, it sees the
// key before the focused item, in the main window and in every sheet.
class EnterPressesButtons : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};
