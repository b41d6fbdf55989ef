// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "journal/Journal.h"
#include "projection/TableProjection.h"
#include "store/CampaignFile.h"

#include <QFile>
#include <QJsonDocument>

#include <benchmark/benchmark.h>

// What the table per viewer costs (issue 38: under 1 ms to build and 1 ms to serialise): a
// campaign Act of 1,500 entries, projected for the public and for a seat, and written as the
// JSON a phone receives; beside it the baseline, the whole state as `arcs-cli replay` writes it.
namespace {

const arcs::Catalog &catalog() {
    return arcs::Catalog::builtIn();
}

// Act II of tests/data/campaign-act-two.json, taken to 1,500 entries by corrections of ships
// across the map.
const arcs::GameState &longAct() {
    static const arcs::GameState state = [] {
        QFile file(QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read the campaign fixture");
        QString error;
        const auto campaign = arcs::readCampaignFile(
            QJsonDocument::fromJson(file.readAll()).object(), catalog(), &error);
        if (!campaign)
            qFatal("%s", qPrintable(error));
        arcs::Journal act = campaign->second.last();
        const QStringList kinds{QStringLiteral("gate"), QStringLiteral("arrow"),
                                QStringLiteral("crescent"), QStringLiteral("hex")};
        // Each system in turn gains a ship of one player, then loses it.
        for (int entry = 0; act.size() < 1500; ++entry) {
            const int system = entry % 24;
            const QJsonObject json{
                {QStringLiteral("action"), QStringLiteral("correct")},
                {QStringLiteral("target"), QStringLiteral("pieces")},
                {QStringLiteral("player"), system % 4},
                {QStringLiteral("system"),
                 QStringLiteral("%1-%2").arg(system % 6 + 1).arg(kinds[system / 6])},
                {QStringLiteral("piece"), QStringLiteral("ship")},
                {QStringLiteral("damaged"), false},
                {QStringLiteral("value"), entry / 24 % 2}};
            const std::optional<arcs::Entry> correction = arcs::entryFromJson(json, &error);
            if (!correction)
                qFatal("%s", qPrintable(error));
            if (const QString problem = act.apply(*correction); !problem.isEmpty())
                qFatal("%s", qPrintable(problem));
        }
        return act.state();
    }();
    return state;
}

arcs::Viewer viewer(const benchmark::State &bench) {
    return bench.range(0) < 0 ? arcs::Viewer::publicTable()
                              : arcs::Viewer::ofSeat(int(bench.range(0)));
}

void project(benchmark::State &bench) {
    const arcs::GameState &state = longAct();
    for (auto _ : bench)
        benchmark::DoNotOptimize(arcs::projectTable(state, std::nullopt, viewer(bench), catalog()));
}
BENCHMARK(project)->Arg(-1)->Arg(1)->Unit(benchmark::kMicrosecond);

void serialise(benchmark::State &bench) {
    const arcs::TableProjection projection =
        arcs::projectTable(longAct(), std::nullopt, viewer(bench), catalog());
    for (auto _ : bench)
        benchmark::DoNotOptimize(QJsonDocument(projection.toJson()).toJson(QJsonDocument::Compact));
}
BENCHMARK(serialise)->Arg(-1)->Arg(1)->Unit(benchmark::kMicrosecond);

// The baseline: the whole state written as `arcs-cli replay` prints it.
void serialiseWholeState(benchmark::State &bench) {
    const arcs::GameState &state = longAct();
    for (auto _ : bench)
        benchmark::DoNotOptimize(QJsonDocument(state.toJson()).toJson(QJsonDocument::Compact));
}
BENCHMARK(serialiseWholeState)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
