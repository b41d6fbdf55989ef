// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlayerListModel.h"

#include "PlayerAreaValue.h"
#include "data/Catalog.h"

int PlayerListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_seats.size());
}

QVariant PlayerListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_seats.size())
        return {};
    const int seat = m_seats[index.row()];
    switch (role) {
    case NameRole:
        return m_state.playerName(seat);
    case ColourRole:
        return arcs::nameOf(m_state.setup.seats[seat].colour);
    case SeatRole:
        return seat;
    case HasInitiativeRole:
        return seat == m_state.initiative;
    case IsToActRole: // nobody plays a card while the round's event is resolved
        // The player taking their turn; between turns, who plays the next card. (The next card
        // was marked during a turn too, and the table read it as someone else's turn.)
        return !m_state.event &&
               (m_state.turn ? m_state.turn->player : m_state.toAct().value_or(-1)) == seat;
    case TakingTurnRole:
        return !m_state.event && m_state.turn && m_state.turn->player == seat;
    case PowerRole:
        return m_state.players[seat].power;
    case HandRole:
        return m_state.players[seat].hand;
    case AreaRole:
        return QVariant::fromValue(PlayerAreaValue::of(m_state, seat, *m_catalog));
    case FateRole: {
        const arcs::Fate *fate =
            m_state.campaign ? m_catalog->fate(m_state.campaign->fates.value(seat)) : nullptr;
        return fate ? fate->name : QString();
    }
    case ObjectiveRole:
        return m_state.campaign ? m_state.campaign->objectiveMarkers.value(seat).value_or(-1) : -1;
    default:
        return {};
    }
}

QHash<int, QByteArray> PlayerListModel::roleNames() const {
    return {{NameRole, "name"},          {ColourRole, "colour"},
            {SeatRole, "seat"},          {HasInitiativeRole, "hasInitiative"},
            {IsToActRole, "isToAct"},    {TakingTurnRole, "takingTurn"},
            {PowerRole, "power"},        {HandRole, "hand"},
            {AreaRole, "area"},          {FateRole, "fate"},
            {ObjectiveRole, "objective"}};
}

void PlayerListModel::setState(const arcs::GameState &state, const arcs::Catalog &catalog) {
    m_catalog = &catalog;
    const bool sameTable = state.setup == m_state.setup && state.playerCount() == m_seats.size();
    m_state = state;
    if (sameTable) {
        if (!m_seats.isEmpty())
            emit dataChanged(index(0), index(int(m_seats.size()) - 1));
        return;
    }
    beginResetModel();
    m_seats = state.phase == arcs::Phase::NotStarted ? QList<int>() : state.setup.turnOrder();
    endResetModel();
}
