// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVariantMap>

namespace arcs {
class Catalog;
struct GameState;
} // namespace arcs

// One player's area as the interface shows it: resource slots with raid costs, city slots and
// the bonus, Guild cards and lore, Outrage, Captives and Trophies by owner, pieces in supply.
QVariantMap playerAreaMap(const arcs::GameState &state, int seat, const arcs::Catalog &catalog);
