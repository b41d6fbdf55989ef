// SPDX-License-Identifier: GPL-3.0-or-later
#include "Roller.h"

#include <random>

namespace arcs {

namespace {
std::mt19937_64 generatorFor(std::uint64_t seed, int roll) {
    std::seed_seq sequence{std::uint32_t(seed), std::uint32_t(seed >> 32), std::uint32_t(roll)};
    return std::mt19937_64(sequence);
}

// mt19937_64 is the same everywhere; the standard distributions are not, so map by hand.
int face(std::mt19937_64 &generator) {
    return int(generator() % 6) + 1;
}
} // namespace

RolledDice rollBattleDice(const DicePool &pool, std::uint64_t seed, int roll) {
    std::mt19937_64 generator = generatorFor(seed, roll);
    RolledDice rolled;
    for (int i = 0; i < pool.assault; ++i)
        rolled.assault.append(face(generator));
    for (int i = 0; i < pool.skirmish; ++i)
        rolled.skirmish.append(face(generator));
    for (int i = 0; i < pool.raid; ++i)
        rolled.raid.append(face(generator));
    return rolled;
}

RolledDice rollBattleDiceAtPress(const DicePool &pool, std::uint64_t seed, int roll, int press) {
    const std::uint64_t pressed = seed ^ (std::uint64_t(press) * 0x9e3779b97f4a7c15ULL) ^
                                  std::uint64_t(pool.assault << 8 | pool.skirmish << 4 | pool.raid);
    return rollBattleDice(pool, pressed, roll);
}

int rollSixSided(std::uint64_t seed, int roll) {
    std::mt19937_64 generator = generatorFor(seed, roll);
    return face(generator);
}

std::array<int, 2> rollEventDice(std::uint64_t seed, int roll) {
    std::mt19937_64 generator = generatorFor(seed, roll);
    const int eventFace = face(generator);
    return {eventFace, face(generator)};
}

} // namespace arcs
