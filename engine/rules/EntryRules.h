// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

// How the app and the journal ask the engine about an entry: each kind's rules are dispatched
// from here to their families (Chapter, BoardEntries, Events, Correction…).
namespace arcs {

class Catalog;

// Why this entry cannot be applied to this state, in words a player can act on; or empty.
QString entryProblem(const GameState &state, const Entry &entry, const Catalog &catalog);
// Precondition: entryProblem is empty.
GameState applyEntry(GameState state, const Entry &entry, const Catalog &catalog);
// A readable title for the journal, e.g. "Blue surpassed with Aggression 5".
QString entryTitle(const GameState &before, const Entry &entry, const Catalog &catalog);

} // namespace arcs
