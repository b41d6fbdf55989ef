// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "rules/Odds.h"

#include <benchmark/benchmark.h>

// How long the exact odds take: the full 6/6/6 distribution, and what the Battle & Dice page
// computes on every stepper change (distribution, histograms and the at-least/at-most query).
namespace {

void fullDistribution(benchmark::State &state) {
    const arcs::DiceData &dice = arcs::Catalog::builtIn().dice;
    const arcs::DicePool pool{int(state.range(0)), int(state.range(1)), int(state.range(2))};
    for (auto _ : state)
        benchmark::DoNotOptimize(arcs::rollDistribution(pool, dice));
}
BENCHMARK(fullDistribution)
    ->Args({6, 6, 6})
    ->Args({3, 3, 3})
    ->Args({6, 0, 0})
    ->Unit(benchmark::kMicrosecond);

void liveOddsUpdate(benchmark::State &state) {
    const arcs::DiceData &dice = arcs::Catalog::builtIn().dice;
    for (auto _ : state) {
        const arcs::RollDistribution odds = arcs::rollDistribution({6, 6, 6}, dice);
        benchmark::DoNotOptimize(odds.hitsHistogram());
        benchmark::DoNotOptimize(odds.damageHistogram(3));
        benchmark::DoNotOptimize(odds.chance(6, 4, 3));
        benchmark::DoNotOptimize(odds.expectedDamage(3));
    }
}
BENCHMARK(liveOddsUpdate)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
