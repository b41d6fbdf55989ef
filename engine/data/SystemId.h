#pragma once

#include "Vocabulary.h"

#include <QString>

#include <compare>
#include <optional>

namespace arcs {

// One of the 24 systems of the Reach: a gate or a planet of a cluster ("4-arrow", "2-gate").
struct SystemId {
    int cluster = 1;
    SystemKind kind = SystemKind::Gate;

    bool isGate() const { return kind == SystemKind::Gate; }
    QString name() const;
    static std::optional<SystemId> parse(const QString &name);
    static SystemId planet(int cluster, PlanetSymbol symbol);

    auto operator<=>(const SystemId &) const = default;
};

} // namespace arcs
