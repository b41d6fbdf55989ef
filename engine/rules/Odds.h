// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace arcs {

struct DicePool {
    int assault = 0;
    int skirmish = 0;
    int raid = 0;
    int size() const { return assault + skirmish + raid; }
    bool operator==(const DicePool &) const = default;
};

// One joint result of a roll: what all the dice show together, and in how many of the
// 6^n equally likely face combinations it comes up.
struct RollOutcome {
    int hits = 0;
    int selfHits = 0;
    bool intercept = false;
    int buildingHits = 0;
    int keys = 0;
    std::uint64_t ways = 0;

    // Hits the attacker takes: self-hits, plus one per fresh defending ship if any intercept.
    int damageTaken(int freshDefenders) const {
        return selfHits + (intercept ? freshDefenders : 0);
    }
};

// The exact distribution of a dice pool: every outcome's count out of 6^n, so every
// probability is an exact fraction.
class RollDistribution {
public:
    std::uint64_t total() const { return m_total; }
    const QList<RollOutcome> &outcomes() const { return m_outcomes; }
    double probability(const RollOutcome &outcome) const;

    // P(hits >= minHits and damage taken <= maxDamage) against freshDefenders fresh ships.
    double chance(int minHits, int maxDamage, int freshDefenders) const;
    double expectedDamage(int freshDefenders) const;
    double expectedHits() const;
    // P(hits == k) for k = 0..max.
    QList<double> hitsHistogram() const;
    QList<double> damageHistogram(int freshDefenders) const;

private:
    friend RollDistribution rollDistribution(const DicePool &, const DiceData &);
    std::uint64_t m_total = 1;
    QList<RollOutcome> m_outcomes;
};

// Why this pool cannot be rolled (more than the dice limit of a type, a negative count), or empty.
QString dicePoolProblem(const DicePool &pool, const DiceData &dice);
// Precondition: dicePoolProblem is empty.
RollDistribution rollDistribution(const DicePool &pool, const DiceData &dice);

} // namespace arcs
