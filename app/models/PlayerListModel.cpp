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
    const arcs::SeatView &view = m_table.seats[seat];
    switch (role) {
    case NameRole:
        return view.name;
    case ColourRole:
        return int(view.colour); // a Game.PlayerColour
    case SeatRole:
        return seat;
    case HasInitiativeRole:
        return view.hasInitiative;
    case IsToActRole:
        return view.toPlay;
    case TakingTurnRole:
        return view.takingTurn;
    case PowerRole:
        return view.power;
    case HandRole:
        return view.hand;
    case AreaRole:
        return QVariant::fromValue(PlayerAreaValue::of(m_table, seat, *m_catalog));
    case FateRole: {
        const arcs::Fate *fate = view.fate ? m_catalog->fate(*view.fate) : nullptr;
        return fate ? fate->name : QString();
    }
    case ObjectiveRole:
        return view.objective.value_or(-1);
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

void PlayerListModel::setProjection(const arcs::TableProjection &table,
                                    const arcs::Catalog &catalog) {
    m_catalog = &catalog;
    const auto who = [](const QList<arcs::SeatView> &seats) {
        QList<std::pair<QString, arcs::PlayerColour>> out;
        for (const arcs::SeatView &seat : seats)
            out.append({seat.name, seat.colour});
        return out;
    };
    const bool sameTable = table.clockwise == m_seats && who(table.seats) == who(m_table.seats);
    m_table = table;
    if (sameTable) {
        if (!m_seats.isEmpty())
            emit dataChanged(index(0), index(int(m_seats.size()) - 1));
        return;
    }
    beginResetModel();
    m_seats = table.clockwise;
    endResetModel();
    emit seatsInOrderChanged();
}
