// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/SystemId.h"
#include "state/Board.h"

#include <QList>

// The Blight Crises (rulebook "Crises", "Blight Crises"; campaign §5): in each system with
// Blight, each fresh Blight deals 3 hits and each damaged one 1; the hits go to the Imperial
// ships first, and what the Empire cannot take goes to the Loyal ships of every player there,
// each player taking all of it; fresh ships take hits before damaged ones, and a Flagship's Armor
// and Upgrades after the fresh ships (Flagships.h).
namespace arcs {

class Catalog;

// One side's ships after the Crisis and how many it lost; a player's Flagship there, after the
// hits it took once no other fresh Loyal ship was left (before damaged ships are destroyed).
struct ShipsAfterCrisis {
    FreshDamaged ships;
    int destroyed = 0;
    std::optional<Flagship> flagship = std::nullopt;
    bool operator==(const ShipsAfterCrisis &) const = default;
};

struct BlightCrisis {
    SystemId system;
    int hits = 0;
    ShipsAfterCrisis imperial;
    QList<ShipsAfterCrisis> players; // by seat
    bool operator==(const BlightCrisis &) const = default;
};

// The hits the Blight in a system deals.
int blightHits(const FreshDamaged &blight, const Catalog &catalog);
// The Crisis in one system; `flagships` by seat: the players' Flagships, those elsewhere left
// out as they are.
BlightCrisis blightCrisis(SystemId system, const SystemState &here, const Catalog &catalog,
                          const QList<std::optional<Flagship>> &flagships = {});
// Every system with Blight, clusters in order.
QList<BlightCrisis> blightCrises(const Board &board, const Catalog &catalog);
// The board once the Blight Crises have hit it (destroyed ships go back to their supply).
Board afterBlightCrises(const Board &board, const Catalog &catalog);

} // namespace arcs
