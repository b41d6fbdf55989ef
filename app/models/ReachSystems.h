// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReachSystem.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

// No system, for QML to assign (Qt 6.4 cannot make a value type in QML): a move no longer under
// way, a battle planned with typed forces.
class ReachSystems : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(ReachSystem none READ none CONSTANT)

public:
    using QObject::QObject;

    static ReachSystem none() { return {}; }
};
