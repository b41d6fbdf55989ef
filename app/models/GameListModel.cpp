// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameListModel.h"

#include "rules/EntryWords.h"

#include <QLocale>

int GameListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_games.size());
}

namespace {

// When a game was last played, as the language in use writes it. Qt 6.4 does not know the day
// period "B" (上午, 下午) that Chinese short times use, and would print a bare B: "AP" says it.
QString shortDateTime(const QDateTime &when) {
    QString format = QLocale().dateTimeFormat(QLocale::ShortFormat);
    format.replace(QLatin1Char('B'), QStringLiteral("AP"));
    return QLocale().toString(when, format);
}

} // namespace

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
        return shortDateTime(game.updated.toLocalTime());
    case EntriesRole:
        return game.entries;
    case DeletedRole:
        return game.deleted.has_value();
    case CurrentRole:
        return game.id == m_current;
    case StandingRole: {
        if (!game.standing)
            return QString();
        const arcs::Standing &standing = *game.standing;
        QStringList powers;
        for (int seat = 0; seat < standing.power.size(); ++seat)
            powers << tr("%1 %2").arg(game.players.value(seat)).arg(standing.power[seat]);
        const QString power = arcs::listOf(powers);
        const QString act = game.act > 0 ? tr("Act %1 · ").arg(arcs::actWord(game.act)) : QString();
        if (standing.winner)
            return tr("%1 won · %2").arg(game.players.value(*standing.winner), power);
        if (standing.over) // a campaign's Act I or II, with no winner (it read "Chapter 3")
            return tr("Act %1 over · %2").arg(arcs::actWord(game.act), power);
        return act + tr("Chapter %1 · %2").arg(standing.chapter).arg(power);
    }
    case CampaignRole:
        return game.campaign.has_value();
    default:
        return {};
    }
}

QHash<int, QByteArray> GameListModel::roleNames() const {
    return {{IdRole, "gameId"},        {NameRole, "name"},       {SetupCardRole, "setupCard"},
            {PlayersRole, "players"},  {UpdatedRole, "updated"}, {EntriesRole, "entries"},
            {DeletedRole, "deleted"},  {CurrentRole, "current"}, {StandingRole, "standing"},
            {CampaignRole, "campaign"}};
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
    // The same games in the same order change in place: a row being edited (its name field
    // handling Enter) must not be destroyed under it.
    const auto sameRows = [&] {
        if (ordered.size() != m_games.size())
            return false;
        for (qsizetype row = 0; row < ordered.size(); ++row) {
            if (ordered[row].id != m_games[row].id)
                return false;
        }
        return true;
    };
    if (sameRows()) {
        m_games = ordered;
        m_current = current;
        if (!m_games.isEmpty())
            emit dataChanged(index(0), index(int(m_games.size()) - 1));
        return;
    }
    beginResetModel();
    m_games = ordered;
    m_current = current;
    endResetModel();
}
