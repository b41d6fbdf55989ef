// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReachSystem.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

// The systems of the Reach for QML, which cannot make a value type itself in Qt 6.4: none (a
// move no longer under way) and a system by its cluster and kind.
class ReachSystems : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(ReachSystem none READ none CONSTANT)

public:
    using QObject::QObject;

    static ReachSystem none() { return {}; }
    // Not valid when there is no such system (a cluster outside 1–6).
    Q_INVOKABLE static ReachSystem of(int cluster, arcs::SystemKind kind);
};
