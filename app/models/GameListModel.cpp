// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameListModel.h"

#include <QLocale>

int GameListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_games.size());
}

QVariant GameListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_games.size())
        return {};
    const arcs::GameSummary &game = m_games[index.row()];
    switch (role) {
    case IdRole:
        return game.id;
    case NameRole:
        return game.name;
    case SetupCardRole:
        return game.setupCard;
    case PlayersRole:
        return QLocale().createSeparatedList(game.players);
    case UpdatedRole:
        return QLocale().toString(game.updated.toLocalTime(), QLocale::ShortFormat);
    case EntriesRole:
        return game.entries;
    case DeletedRole:
        return game.deleted.has_value();
    case CurrentRole:
        return game.id == m_current;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const {
    return {{IdRole, "gameId"},       {NameRole, "name"},       {SetupCardRole, "setupCard"},
            {PlayersRole, "players"}, {UpdatedRole, "updated"}, {EntriesRole, "entries"},
            {DeletedRole, "deleted"}, {CurrentRole, "current"}};
}

void GameListModel::setGames(const QList<arcs::GameSummary> &games, qint64 current) {
    QList<arcs::GameSummary> ordered;
    for (const arcs::GameSummary &game : games) {
        if (!game.deleted)
            ordered.append(game);
    }
    for (const arcs::GameSummary &game : games) {
        if (game.deleted)
            ordered.append(game);
    }
    beginResetModel();
    m_games = ordered;
    m_current = current;
    endResetModel();
}
