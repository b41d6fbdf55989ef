// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A campaign's Act I for the engine tests of the Empire and the events.

#include "Entries.h"
#include "rules/EntryRules.h"
#include "rules/Events.h"

#include <QTest>

namespace arcs::test::campaign {

constexpr int Ana = 0;
constexpr int Bo = 1;

inline GameSetup campaignSetup(int players) {
    GameSetup setup;
    const QList<PlayerSeat> seats{{QStringLiteral("Ana"), PlayerColour::Blue},
                                  {QStringLiteral("Bo"), PlayerColour::Red},
                                  {QStringLiteral("Cy"), PlayerColour::Yellow}};
    setup.seats = seats.first(players);
    setup.mode = GameMode::Campaign;
    setup.court = GameSetup::dealCourt(players, 7, test::catalog(), GameMode::Campaign);
    // Fates 1 (Steward) and 2 (Founder): each adds Edicts to the booklet.
    setup.act = ActSetup{1,
                         6,
                         PlanetSymbol::Crescent,
                         ImperialPolicy::War,
                         QList<int>{1, 2, 3}.first(players),
                         std::nullopt};
    return setup;
}

// Applies an entry the engine must accept.
inline void must(GameState &state, const Entry &entry) {
    const QString problem = entryProblem(state, entry, test::catalog());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    state = applyEntry(state, entry, test::catalog());
}

// An Act I after its placement loop (each player placing a city on the first legal planet),
// Ana holding the initiative.
inline GameState actOne(int players = 2) {
    GameState state =
        applyEntry(GameState{}, StartGame{campaignSetup(players), 1}, test::catalog());
    while (const auto placer = nextPlacer(state))
        state = applyEntry(
            state,
            PlaceStartingPieces{*placer, placementLoopPlanets(state.board, test::catalog())[0],
                                Building::City},
            test::catalog());
    return state;
}

// The titles of the event's Crises or Edicts, in order.
inline QStringList stepTitles(const GameState &state) {
    QStringList out;
    for (const EventStep &step : state.event->steps)
        out << eventStepTitle(step, state, test::catalog());
    return out;
}

} // namespace arcs::test::campaign
