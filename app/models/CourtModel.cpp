// SPDX-License-Identifier: GPL-3.0-or-later
#include "CourtModel.h"

#include "data/Catalog.h"

CourtModel::CourtModel(const arcs::Catalog &catalog, QObject *parent)
    : QAbstractListModel(parent), m_catalog(catalog) {}

int CourtModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_state.board.court.row.size());
}

QVariant CourtModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_state.board.court.row.size())
        return {};
    const arcs::CourtCardInPlay &place = m_state.board.court.row[index.row()];
    const arcs::CourtCard *card = m_state.board.court.card(place.card, m_catalog);
    switch (role) {
    case IdRole:
        return place.card;
    case NameRole:
        return m_state.board.court.cardName(place.card, m_catalog);
    case KindRole:
        return card ? int(card->kind) : -1;
    case SuitRole:
        return int(card && card->suit ? *card->suit : arcs::ResourceType{}); // a Guild card's
    case RaidCostRole:
        return card ? card->raidCost.value_or(0) : 0;
    case AgentsRole: {
        QVariantList agents;
        for (int seat = 0; seat < place.agents.size(); ++seat)
            agents.append(QVariant::fromValue(CourtAgents{seat, m_state.playerName(seat),
                                                          m_state.setup.seats[seat].colour,
                                                          place.agents[seat]}));
        return agents;
    }
    case ProtectedRole:
        return card && card->isProtected();
    case AttachedRole: {
        QVariantList attached;
        for (const QString &id : place.attached)
            attached.append(
                QVariant::fromValue(NamedCard{id, m_state.board.court.cardName(id, m_catalog)}));
        return attached;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> CourtModel::roleNames() const {
    return {{IdRole, "cardId"},
            {NameRole, "name"},
            {KindRole, "kind"},
            {SuitRole, "suit"},
            {RaidCostRole, "raidCost"},
            {AgentsRole, "agents"},
            {ProtectedRole, "protectedCard"},
            {AttachedRole, "attached"}};
}

void CourtModel::setState(const arcs::GameState &state) {
    const qsizetype before = m_state.board.court.row.size();
    const bool reset = state.board.court.row.size() != before || state.setup != m_state.setup;
    if (reset)
        beginResetModel();
    m_state = state;
    if (reset)
        endResetModel();
    else if (before > 0)
        emit dataChanged(index(0), index(int(before) - 1));
}
