// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/TypedTurn.h"
#include "data/Catalog.h"
#include "rules/EntryRules.h"
#include "rules/TurnBudget.h"

#include <benchmark/benchmark.h>

// What the turn budget costs: checking an Influence mid-turn with turns counted against the same
// check in a game recorded before turns (the baseline: the board's own rules alone), the seven
// "can this kind be paid" questions the action buttons ask after every entry, and the entry
// line's hint of what the turn's player can type (typed::examples), asked after every entry too.
namespace {

const arcs::Catalog &catalog() {
    return arcs::Catalog::builtIn();
}

// The demo table, Mikah's Administration 4 under way with a Fuel spent and his city taxed.
arcs::GameState midTurn(bool turnsCounted) {
    arcs::GameSetup setup = arcs::GameSetup::demo();
    setup.turnsCounted = turnsCounted;
    arcs::GameState state = arcs::applyEntry({}, arcs::StartGame{setup, 1}, catalog());
    arcs::Correction fuel;
    fuel.target = arcs::CorrectionTarget::Resource;
    fuel.slot = 0;
    fuel.resource = arcs::ResourceType::Fuel;
    for (const arcs::Entry &entry :
         {arcs::Entry(fuel),
          arcs::Entry(arcs::PlayCard{
              {0, arcs::PlayKind::Lead, arcs::CardId{arcs::Suit::Administration, 4}, {}, false}}),
          arcs::Entry(arcs::SpendResource{0, 0}),
          arcs::Entry(arcs::Tax{0, *arcs::SystemId::parse(QStringLiteral("4-arrow")), 0})})
        state = arcs::applyEntry(state, entry, catalog());
    return state;
}

void checkAnInfluence(benchmark::State &bench) {
    const arcs::GameState state = midTurn(bench.range(0) == 1);
    const arcs::Entry influence = arcs::Influence{0, QStringLiteral("BC03")};
    if (!arcs::entryProblem(state, influence, catalog()).isEmpty())
        bench.SkipWithError("the influence should be legal");
    for (auto _ : bench)
        benchmark::DoNotOptimize(arcs::entryProblem(state, influence, catalog()));
}
BENCHMARK(checkAnInfluence)
    ->Arg(0)
    ->Arg(1)
    ->ArgNames({"turnsCounted"})
    ->Unit(benchmark::kMicrosecond);

void actionButtons(benchmark::State &bench) {
    const arcs::GameState state = midTurn(true);
    for (auto _ : bench) {
        for (std::size_t kind = 0; kind < arcs::countOf<arcs::ActionKind>(); ++kind)
            benchmark::DoNotOptimize(
                arcs::turnActionProblem(state, {0, arcs::ActionKind(kind)}, catalog()));
    }
}
BENCHMARK(actionButtons)->Unit(benchmark::kMicrosecond);

void typedExamples(benchmark::State &bench) {
    const arcs::GameState state = midTurn(true);
    if (typed::examples(state, catalog()).isEmpty())
        bench.SkipWithError("a turn is under way: there are examples");
    for (auto _ : bench)
        benchmark::DoNotOptimize(typed::examples(state, catalog()));
}
BENCHMARK(typedExamples)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
