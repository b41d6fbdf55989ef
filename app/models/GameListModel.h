// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/Library.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// The games in the library, the one played last first; deleted games (still recoverable) last.
class GameListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The games belong to the Table")

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        NameRole,
        SetupCardRole,
        PlayersRole, // names joined for reading
        UpdatedRole, // as the reader's locale writes it
        EntriesRole,
        DeletedRole,
        CurrentRole,
        // Where the game stands: "Chapter 3 · Ana 12, Ben 9, Cy 4", or who won; "" if unknown.
        StandingRole,
        CampaignRole, // whether the row is a campaign (listed at its latest Act)
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setGames(const QList<arcs::GameSummary> &games, qint64 current);

private:
    QList<arcs::GameSummary> m_games;
    qint64 m_current = 0;
};
