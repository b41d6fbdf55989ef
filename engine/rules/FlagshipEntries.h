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
// What the table does to place the Flagship the player's Fate gives, while it is not on the
// board ("Dee gains a Flagship: tap a system…"), or empty.
QString flagshipToPlace(const GameState &state, int seat, const Catalog &catalog);
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

// Why this slot cannot be set so (no Flagship, no such slot, not a city or starport), or empty.
QString correctSlotProblem(const GameState &state, const CorrectFlagshipSlot &correct,
                           const Catalog &catalog);

// Resettling (the C Fates): the ships the player places after the Flagship becomes a ship, to
// have 8 Loyal ships on the map (as many as the supply has).
int shipsToResettle(const Board &board, int seat, const Catalog &catalog);
// Why the player cannot Resettle so (no Flagship, no C Fate, a building with no slot or Free
// building to take, ships where they have no Loyal piece or not the number due), or empty.
QString resettleProblem(const GameState &state, const Resettle &resettle, const Catalog &catalog);
void applyResettle(Board &board, const Resettle &resettle, const Catalog &catalog);

} // namespace arcs
