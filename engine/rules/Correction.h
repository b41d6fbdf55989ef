// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/BoardEntryKinds.h"
#include "state/GameState.h"

namespace arcs {

class Catalog;

// The plain correction entry: set one count to match the real table, within the box's limits.
QString correctionProblem(const GameState &state, const Correction &correction,
                          const Catalog &catalog);
// Precondition: correctionProblem is empty.
void applyCorrection(GameState &state, const Correction &correction, const Catalog &catalog);
QString correctionTitle(const GameState &before, const Correction &correction,
                        const Catalog &catalog);

} // namespace arcs
