// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachSystems.h"

ReachSystem ReachSystems::of(int cluster, arcs::SystemKind kind) {
    const arcs::SystemId system{cluster, kind};
    return cluster >= 1 && cluster <= arcs::SystemId::count / 4 && arcs::isOneOf(kind)
               ? ReachSystem(system)
               : ReachSystem();
}
