// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

// The board entries of a Flagship (Blighted Reach "Flagships"): gaining one, and building and
// repairing in its board's slots. BoardEntries.cpp asks these for the entries that name a
// Flagship.
namespace arcs {

class Catalog;

// Why the player cannot gain a Flagship there (no Fate that gives one, one already, a system
// without their Loyal pieces), or empty.
QString gainFlagshipProblem(const GameState &state, const GainFlagship &gain,
                            const Catalog &catalog);
// The ships the player places with the Flagship: 3 (as many as the supply has) when they have
// no Loyal piece on the map, else none.
int shipsWithFlagship(const Board &board, int seat, const Catalog &catalog);
void applyGainFlagship(Board &board, const GainFlagship &gain, const Catalog &catalog);

// Why this city or starport cannot be built in that Flagship slot (Build::onFlagship), or empty.
QString flagshipBuildProblem(const GameState &state, const Build &build, const Catalog &catalog);
// Built damaged where someone else controls the Flagship's system (FAQ).
void applyFlagshipBuild(GameState &state, const Build &build);
// Why that Upgrade or Armor cannot be repaired (Repair::onFlagship), or empty.
QString flagshipRepairProblem(const GameState &state, const Repair &repair, const Catalog &catalog);
void applyFlagshipRepair(Board &board, const Repair &repair);

} // namespace arcs
