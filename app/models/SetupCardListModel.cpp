// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetupCardListModel.h"

#include "data/Catalog.h"

SetupCardListModel::SetupCardListModel(QObject *parent) : QAbstractListModel(parent) {}

int SetupCardListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_cards.size());
}

QVariant SetupCardListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_cards.size())
        return {};
    const arcs::SetupCard &card = *m_cards[index.row()];
    switch (role) {
    case NameRole:
        return card.name;
    case ExperiencedRole:
        return card.experienced;
    case OutOfPlayRole: {
        QVariantList clusters;
        for (int cluster : card.outOfPlay)
            clusters.append(cluster);
        return clusters;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> SetupCardListModel::roleNames() const {
    return {{NameRole, "name"}, {ExperiencedRole, "experienced"}, {OutOfPlayRole, "outOfPlay"}};
}

void SetupCardListModel::setPlayerCount(int players) {
    if (players == m_playerCount)
        return;
    beginResetModel();
    m_playerCount = players;
    m_cards = arcs::Catalog::builtIn().setupCardsFor(players);
    endResetModel();
    emit playerCountChanged();
}

int SetupCardListModel::indexOf(const QString &name) const {
    for (int i = 0; i < m_cards.size(); ++i) {
        if (m_cards[i]->name == name)
            return i;
    }
    return -1;
}
