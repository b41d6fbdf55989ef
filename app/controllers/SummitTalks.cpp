// SPDX-License-Identifier: GPL-3.0-or-later
#include "SummitTalks.h"

#include "Table.h"
#include "rules/EntryRules.h"
#include "rules/Events.h"

SummitTalks::SummitTalks(Table &table) : m_table(table) {
    connect(&table, &Table::stateChanged, this, &SummitTalks::followTable);
    connect(&table, &Table::gameChanged, this, &SummitTalks::clear);
}

void SummitTalks::followTable() {
    const auto &event = m_table.state().event;
    if (!m_moves.isEmpty() && (!event || arcs::eventStage(*event) != arcs::EventStage::Summit))
        clear();
}

QList<int> SummitTalks::parties() const {
    return arcs::summitDealParties(m_moves);
}

void SummitTalks::reset(const QList<arcs::SummitMove> &moves) {
    m_moves = moves;
    m_agreed.clear(); // an agreement was to the deal as it stood
    ++m_version;
    emit changed();
}

QString SummitTalks::add(const arcs::SummitMove &move) {
    QList<arcs::SummitMove> moves = m_moves;
    moves.append(move);
    if (const QString why =
            arcs::entryProblem(m_table.state(), arcs::SummitDeal{moves}, m_table.catalog());
        !why.isEmpty())
        return why;
    reset(moves);
    emit negotiated();
    return {};
}

void SummitTalks::clear() {
    if (!m_moves.isEmpty() || !m_agreed.isEmpty())
        reset({});
}

QString SummitTalks::enter() {
    if (m_moves.isEmpty())
        return tr("No move is listed for the deal yet.");
    if (const QString why = m_table.apply(arcs::SummitDeal{m_moves}); !why.isEmpty())
        return why;
    reset({});
    emit negotiated();
    emit entered();
    return {};
}

QString SummitTalks::agree(int seat, int version) {
    if (m_moves.isEmpty())
        return tr("No deal is listed at the Summit now.");
    if (version != m_version)
        return tr("The deal has changed since your phone showed it: read it again, then agree.");
    const QList<int> parties = this->parties();
    if (!parties.contains(seat))
        return tr("This deal does not name %1: only the players it names agree to it.")
            .arg(m_table.state().playerName(seat));
    if (!m_agreed.contains(seat))
        m_agreed.append(seat);
    emit negotiated();
    if (m_agreed.size() < parties.size()) {
        emit changed();
        return {};
    }
    const QString why = enter();
    if (!why.isEmpty()) { // the table has moved on: this agreement did not make the deal
        m_agreed.removeOne(seat);
        emit changed();
    }
    return why;
}
