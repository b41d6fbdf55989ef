// SPDX-License-Identifier: GPL-3.0-or-later
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
    // 0..23: four systems a cluster, clusters in order.
    int index() const { return (cluster - 1) * 4 + static_cast<int>(kind); }
    static SystemId fromIndex(int index) {
        return SystemId{index / 4 + 1, static_cast<SystemKind>(index % 4)};
    }
    static constexpr int count = 24;

    auto operator<=>(const SystemId &) const = default;
};

} // namespace arcs
