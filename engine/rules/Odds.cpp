// SPDX-License-Identifier: GPL-3.0-or-later
#include "Odds.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>
#include <map>
#include <tuple>
#include <vector>

namespace arcs {

namespace {

using Counts = std::map<std::tuple<int, int, int, int, int>, std::uint64_t>;

// The distribution of n dice of one type, merged by outcome: a few hundred entries at most.
QList<RollOutcome> sameDice(const std::array<DieFace, 6> &faces, int count) {
    Counts counts{{{0, 0, 0, 0, 0}, 1}};
    for (int i = 0; i < count; ++i) {
        Counts next;
        for (const auto &[key, ways] : counts) {
            const auto &[hits, self, intercept, building, keys] = key;
            for (const DieFace &face : faces)
                next[{hits + face.hits, self + face.selfHits, std::max(intercept, face.intercept),
                      building + face.buildingHits, keys + face.keys}] += ways;
        }
        counts = std::move(next);
    }
    QList<RollOutcome> out;
    for (const auto &[key, ways] : counts) {
        const auto &[hits, self, intercept, building, keys] = key;
        out.append({hits, self, intercept > 0, building, keys, ways});
    }
    return out;
}

// Dense table over every possible joint result, so that combining the three dice types is
// plain multiplication and addition.
struct Bounds {
    int hits, self, building, keys;
    int index(int h, int s, bool i, int b, int k) const {
        return (((h * (self + 1) + s) * 2 + int(i)) * (building + 1) + b) * (keys + 1) + k;
    }
    int size() const { return (hits + 1) * (self + 1) * 2 * (building + 1) * (keys + 1); }
};

int maxOf(const QList<RollOutcome> &outcomes, int RollOutcome::*field) {
    int most = 0;
    for (const RollOutcome &outcome : outcomes)
        most = std::max(most, outcome.*field);
    return most;
}

QList<double> histogram(const RollDistribution &distribution,
                        const std::function<int(const RollOutcome &)> &value) {
    QList<double> out;
    for (const RollOutcome &outcome : distribution.outcomes()) {
        const int bucket = value(outcome);
        if (out.size() <= bucket)
            out.resize(bucket + 1, 0.0);
        out[bucket] += distribution.probability(outcome);
    }
    return out;
}

} // namespace

double RollDistribution::probability(const RollOutcome &outcome) const {
    return double(outcome.ways) / double(m_total);
}

double RollDistribution::chance(int minHits, int maxDamage, int freshDefenders) const {
    std::uint64_t ways = 0;
    for (const RollOutcome &outcome : m_outcomes) {
        if (outcome.hits >= minHits && outcome.damageTaken(freshDefenders) <= maxDamage)
            ways += outcome.ways;
    }
    return double(ways) / double(m_total);
}

double RollDistribution::expectedDamage(int freshDefenders) const {
    double sum = 0;
    for (const RollOutcome &outcome : m_outcomes)
        sum += probability(outcome) * outcome.damageTaken(freshDefenders);
    return sum;
}

double RollDistribution::expectedHits() const {
    double sum = 0;
    for (const RollOutcome &outcome : m_outcomes)
        sum += probability(outcome) * outcome.hits;
    return sum;
}

QList<double> RollDistribution::hitsHistogram() const {
    return histogram(*this, [](const RollOutcome &o) { return o.hits; });
}

QList<double> RollDistribution::damageHistogram(int freshDefenders) const {
    return histogram(*this, [&](const RollOutcome &o) { return o.damageTaken(freshDefenders); });
}

namespace {
// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Odds)
};
} // namespace

QString dicePoolProblem(const DicePool &pool, const DiceData &dice) {
    const std::array<std::pair<int, QString>, 3> counts{{{pool.assault, Text::tr("assault")},
                                                         {pool.skirmish, Text::tr("skirmish")},
                                                         {pool.raid, Text::tr("raid")}}};
    for (const auto &[count, name] : counts) {
        if (count < 0)
            return Text::tr("The number of %1 dice cannot be negative (%2).").arg(name).arg(count);
        if (count > dice.maxDicePerType)
            return Text::tr("At most %1 %2 dice can be rolled, not %3.")
                .arg(dice.maxDicePerType)
                .arg(name)
                .arg(count);
    }
    return {};
}

RollDistribution rollDistribution(const DicePool &pool, const DiceData &dice) {
    const QList<RollOutcome> assault =
        sameDice(dice.battle(BattleDie::Assault).faces, pool.assault);
    const QList<RollOutcome> skirmish =
        sameDice(dice.battle(BattleDie::Skirmish).faces, pool.skirmish);
    const QList<RollOutcome> raid = sameDice(dice.battle(BattleDie::Raid).faces, pool.raid);
    const auto span = [&](int RollOutcome::*field) {
        return maxOf(assault, field) + maxOf(skirmish, field) + maxOf(raid, field);
    };
    const Bounds bounds{span(&RollOutcome::hits), span(&RollOutcome::selfHits),
                        span(&RollOutcome::buildingHits), span(&RollOutcome::keys)};
    std::vector<std::uint64_t> table(std::size_t(bounds.size()), 0);
    for (const RollOutcome &a : assault) {
        for (const RollOutcome &s : skirmish) {
            const std::uint64_t as = a.ways * s.ways;
            for (const RollOutcome &r : raid)
                table[std::size_t(bounds.index(
                    a.hits + s.hits + r.hits, a.selfHits + s.selfHits + r.selfHits,
                    a.intercept || s.intercept || r.intercept,
                    a.buildingHits + s.buildingHits + r.buildingHits, a.keys + s.keys + r.keys))] +=
                    as * r.ways;
        }
    }
    RollDistribution distribution;
    distribution.m_total = 1;
    for (int i = 0; i < pool.size(); ++i)
        distribution.m_total *= 6;
    for (int h = 0; h <= bounds.hits; ++h)
        for (int sh = 0; sh <= bounds.self; ++sh)
            for (int i = 0; i < 2; ++i)
                for (int b = 0; b <= bounds.building; ++b)
                    for (int k = 0; k <= bounds.keys; ++k) {
                        const std::uint64_t ways = table[std::size_t(bounds.index(h, sh, i, b, k))];
                        if (ways > 0)
                            distribution.m_outcomes.append({h, sh, i == 1, b, k, ways});
                    }
    return distribution;
}

} // namespace arcs
