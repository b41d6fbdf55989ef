// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Battle.h"

#include <array>
#include <cstdint>

namespace arcs {

// The game's dice: roll number k of a game always comes out the same from the game's seed,
// so a journal replays exactly (the faces are stored in the entry as well).
RolledDice rollBattleDice(const DicePool &pool, std::uint64_t seed, int roll);
// The battle dice the app rolls for the game's roll number `roll` at the `press`th press of its
// Roll button: every press and every pool draws afresh, so that dice looked at and rolled again,
// or rolled for another pool, are new dice.
RolledDice rollBattleDiceAtPress(const DicePool &pool, std::uint64_t seed, int roll, int press);
// One six-sided die (event or number die): a face number 1..6.
int rollSixSided(std::uint64_t seed, int roll);
// The event die and the number die rolled together: their faces, 1..6 each.
std::array<int, 2> rollEventDice(std::uint64_t seed, int roll);

} // namespace arcs
