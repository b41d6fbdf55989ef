// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResettleDraft.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/EntryRules.h"
#include "rules/FlagshipEntries.h"
#include "rules/Flagships.h"

ResettleDraft::ResettleDraft(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void ResettleDraft::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &ResettleDraft::changed);
    emit changed();
}

void ResettleDraft::setSeat(int seat) {
    if (m_seat == seat)
        return;
    m_seat = seat; // another player's area: another draft
    m_city = m_starport = {};
    m_ships.clear();
    emit changed();
}

bool ResettleDraft::resettleable() const {
    if (!state().campaign || m_seat < 0 || m_seat >= state().playerCount() ||
        !state().board.areas[m_seat].flagship)
        return false;
    const arcs::Fate *fate = catalog().fate(state().campaign->fates.value(m_seat));
    return fate && fate->letter == arcs::FateLetter::C;
}

QVariantList ResettleDraft::planets() const {
    QVariantList out;
    for (const arcs::SystemId system : catalog().map.allSystems()) {
        if (catalog().map.planet(system) && !state().board.outOfPlay.contains(system.cluster))
            out << QVariant::fromValue(ReachSystem(system));
    }
    return out;
}

int ResettleDraft::shipsDue() const {
    return resettleable() ? arcs::shipsToResettle(state().board, m_seat, catalog()) : 0;
}

void ResettleDraft::setCity(const ReachSystem &city) {
    if (m_city == city)
        return;
    m_city = city;
    emit changed();
}

void ResettleDraft::setStarport(const ReachSystem &starport) {
    if (m_starport == starport)
        return;
    m_starport = starport;
    emit changed();
}

QVariantList ResettleDraft::ships() const {
    QVariantList out;
    if (!resettleable())
        return out;
    for (const arcs::SystemId system : catalog().map.allSystems()) {
        if (system == m_city.id() || system == m_starport.id() ||
            arcs::hasLoyalPieces(state().board, m_seat, system))
            out << QVariant::fromValue(ResettleShips{system, m_ships.value(system.index())});
    }
    return out;
}

int ResettleDraft::placed() const {
    int out = 0;
    for (const QVariant &here : ships())
        out += here.value<ResettleShips>().count;
    return out;
}

void ResettleDraft::place(const ReachSystem &system, int count) {
    if (!system.valid() || count < 0 || m_ships.value(system.id()->index()) == count)
        return;
    m_ships[system.id()->index()] = count;
    emit changed();
}

// The ships go where the list offers them now: a count left at a planet no longer chosen for a
// building is not sent.
std::optional<arcs::Resettle> ResettleDraft::entry() const {
    if (!m_city.valid() || !m_starport.valid() || !resettleable())
        return std::nullopt;
    arcs::Resettle entry{m_seat, *m_city.id(), *m_starport.id(), {}};
    for (const QVariant &value : ships()) {
        const auto here = value.value<ResettleShips>();
        if (here.count > 0)
            entry.ships.append({*here.system.id(), here.count});
    }
    return entry;
}

QString ResettleDraft::problem() const {
    const auto drafted = entry();
    if (!drafted)
        return tr("Choose a planet for the city and one for the starport.");
    return arcs::entryProblem(state(), *drafted, catalog());
}

QString ResettleDraft::resettle() {
    const auto drafted = entry();
    const QString refusal = drafted ? table().apply(*drafted) : problem();
    if (refusal.isEmpty()) {
        m_city = m_starport = {};
        m_ships.clear();
        emit changed();
    }
    return refusal;
}
