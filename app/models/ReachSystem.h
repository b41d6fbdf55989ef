// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/SystemId.h"
#include "data/Vocabulary.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>

// A system of the Reach as QML holds it: tapped on the map, chosen from a list, handed back to a
// controller, never spelled as the journal does ("4-hex"). No system at all is a value too (a
// battle not yet placed, a sheet not yet opened): `valid` is false. QML compares two with ===.
class ReachSystem {
    Q_GADGET
    QML_VALUE_TYPE(reachSystem)
    Q_PROPERTY(bool valid READ valid)
    Q_PROPERTY(int cluster READ cluster)
    Q_PROPERTY(arcs::SystemKind kind READ kind)
    Q_PROPERTY(bool isGate READ isGate)
    Q_PROPERTY(QString word READ word) // as people read it, in their language: "4-六角"

public:
    ReachSystem() = default;
    ReachSystem(arcs::SystemId id) : m_id(id) {} // NOLINT: every system is one

    bool valid() const { return m_id.has_value(); }
    int cluster() const { return m_id ? m_id->cluster : 0; }
    arcs::SystemKind kind() const { return m_id ? m_id->kind : arcs::SystemKind::Gate; }
    bool isGate() const { return m_id && m_id->isGate(); }
    QString word() const;
    const std::optional<arcs::SystemId> &id() const { return m_id; }

    bool operator==(const ReachSystem &) const = default;

private:
    std::optional<arcs::SystemId> m_id;
};
