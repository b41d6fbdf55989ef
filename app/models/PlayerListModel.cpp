#include "PlayerListModel.h"

int PlayerListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_turnOrder.size());
}

QVariant PlayerListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_turnOrder.size())
        return {};
    const int seat = m_turnOrder[index.row()];
    const arcs::PlayerSeat &player = m_setup.seats[seat];
    switch (role) {
    case NameRole:
        return player.name.trimmed();
    case ColourRole:
        return arcs::nameOf(player.colour);
    case SeatRole:
        return seat;
    case HasInitiativeRole:
        return seat == m_setup.initiative;
    default:
        return {};
    }
}

QHash<int, QByteArray> PlayerListModel::roleNames() const {
    return {{NameRole, "name"},
            {ColourRole, "colour"},
            {SeatRole, "seat"},
            {HasInitiativeRole, "hasInitiative"}};
}

void PlayerListModel::setSetup(const arcs::GameSetup &setup) {
    beginResetModel();
    m_setup = setup;
    m_turnOrder = setup.turnOrder();
    endResetModel();
}
