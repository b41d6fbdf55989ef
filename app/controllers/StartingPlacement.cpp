// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartingPlacement.h"

#include "data/Catalog.h"
#include "rules/CampaignSetup.h"

StartingPlacement::StartingPlacement(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void StartingPlacement::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &StartingPlacement::changed);
    connect(&table, &Table::gameChanged, this, &StartingPlacement::changed);
    emit changed();
}

bool StartingPlacement::active() const {
    return arcs::nextPlacer(state()).has_value();
}

int StartingPlacement::seat() const {
    return arcs::nextPlacer(state()).value_or(-1);
}

QString StartingPlacement::placerName() const {
    const auto placer = arcs::nextPlacer(state());
    return placer ? state().playerName(*placer) : QString();
}

arcs::PlayerColour StartingPlacement::placerColour() const {
    const auto placer = arcs::nextPlacer(state());
    return placer ? state().setup.seats[*placer].colour : arcs::PlayerColour{};
}

int StartingPlacement::placement() const {
    return state().campaign ? state().campaign->placements + 1 : 0;
}

int StartingPlacement::placements() const {
    return 2 * state().playerCount(); // in turn order, then in reverse
}

QVariantList StartingPlacement::planets() const {
    QVariantList out;
    if (!active())
        return out;
    for (const arcs::SystemId system : arcs::placementLoopPlanets(state().board, catalog()))
        out << QVariant::fromValue(ReachSystem(system));
    return out;
}

int StartingPlacement::ships() const {
    return arcs::placementShips;
}

void StartingPlacement::setStarport(bool starport) {
    if (starport == m_starport)
        return;
    m_starport = starport;
    emit changed();
}

QString StartingPlacement::place(const ReachSystem &planet) {
    const auto placer = arcs::nextPlacer(state());
    const auto &system = planet.id();
    if (!placer)
        return tr("Every player has placed their starting pieces.");
    if (!system)
        return tr("Tap a lit planet to place there.");
    const QString problem = table().apply(arcs::PlaceStartingPieces{
        *placer, *system, m_starport ? arcs::Building::Starport : arcs::Building::City});
    if (problem.isEmpty())
        setStarport(false); // each placement chooses again
    return problem;
}
