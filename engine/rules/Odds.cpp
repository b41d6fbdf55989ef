#include "Odds.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>
#include <map>

namespace arcs {

namespace {

// Outcomes packed into one integer so that identical ones merge: a few hundred at most.
constexpr int fieldBits = 6;
constexpr std::uint32_t fieldMask = (1u << fieldBits) - 1;

std::uint32_t pack(int hits, int selfHits, bool intercept, int buildingHits, int keys) {
    return std::uint32_t(hits) | std::uint32_t(selfHits) << fieldBits |
           std::uint32_t(intercept) << (2 * fieldBits) |
           std::uint32_t(buildingHits) << (3 * fieldBits) | std::uint32_t(keys) << (4 * fieldBits);
}

RollOutcome unpack(std::uint32_t key, std::uint64_t ways) {
    return {int(key & fieldMask),
            int(key >> fieldBits & fieldMask),
            bool(key >> (2 * fieldBits) & 1),
            int(key >> (3 * fieldBits) & fieldMask),
            int(key >> (4 * fieldBits) & fieldMask),
            ways};
}

using Counts = std::map<std::uint32_t, std::uint64_t>;

Counts addDie(const Counts &before, const std::array<DieFace, 6> &faces) {
    Counts after;
    for (const auto &[key, ways] : before) {
        const RollOutcome sofar = unpack(key, ways);
        for (const DieFace &face : faces) {
            after[pack(sofar.hits + face.hits, sofar.selfHits + face.selfHits,
                       sofar.intercept || face.intercept > 0,
                       sofar.buildingHits + face.buildingHits, sofar.keys + face.keys)] += ways;
        }
    }
    return after;
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

QList<double> RollDistribution::keysHistogram() const {
    return histogram(*this, [](const RollOutcome &o) { return o.keys; });
}

QString dicePoolProblem(const DicePool &pool, const DiceData &dice) {
    const auto tr = [](const char *text) { return QCoreApplication::translate("Odds", text); };
    const std::array<std::pair<int, QString>, 3> counts{
        {{pool.assault, tr("assault")}, {pool.skirmish, tr("skirmish")}, {pool.raid, tr("raid")}}};
    for (const auto &[count, name] : counts) {
        if (count < 0)
            return tr("The number of %1 dice cannot be negative (%2).").arg(name).arg(count);
        if (count > dice.maxDicePerType)
            return tr("At most %1 %2 dice can be rolled, not %3.")
                .arg(dice.maxDicePerType)
                .arg(name)
                .arg(count);
    }
    return {};
}

RollDistribution rollDistribution(const DicePool &pool, const DiceData &dice) {
    Counts counts{{pack(0, 0, false, 0, 0), 1}};
    RollDistribution distribution;
    const std::array<std::pair<int, BattleDie>, 3> kinds{{{pool.assault, BattleDie::Assault},
                                                          {pool.skirmish, BattleDie::Skirmish},
                                                          {pool.raid, BattleDie::Raid}}};
    for (const auto &[count, die] : kinds) {
        for (int i = 0; i < count; ++i) {
            counts = addDie(counts, dice.battle(die).faces);
            distribution.m_total *= 6;
        }
    }
    for (const auto &[key, ways] : counts)
        distribution.m_outcomes.append(unpack(key, ways));
    return distribution;
}

} // namespace arcs
