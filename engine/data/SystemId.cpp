// SPDX-License-Identifier: GPL-3.0-or-later
#include "SystemId.h"

#include <QStringList>

namespace arcs {

QString SystemId::name() const {
    return QString::number(cluster) + u'-' + nameOf(kind);
}

std::optional<SystemId> SystemId::parse(const QString &name) {
    const QStringList parts = name.split(u'-');
    if (parts.size() != 2)
        return std::nullopt;
    bool ok = false;
    const int cluster = parts[0].toInt(&ok);
    const auto kind = fromName<SystemKind>(parts[1]);
    if (!ok || cluster < 1 || cluster > 6 || !kind)
        return std::nullopt;
    return SystemId{cluster, *kind};
}

SystemId SystemId::planet(int cluster, PlanetSymbol symbol) {
    return SystemId{cluster, static_cast<SystemKind>(static_cast<int>(symbol) + 1)};
}

} // namespace arcs
