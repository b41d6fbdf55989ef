// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace arcs {
struct SetupCard;
}

// The setup cards that fit a number of players, for choosing one in the new-game wizard.
class SetupCardListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY playerCountChanged)

public:
    enum Role { NameRole = Qt::UserRole + 1, ExperiencedRole, OutOfPlayRole };

    explicit SetupCardListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int playerCount() const { return m_playerCount; }
    void setPlayerCount(int players);
    Q_INVOKABLE int indexOf(const QString &name) const;

signals:
    void playerCountChanged();

private:
    int m_playerCount = 0;
    QList<const arcs::SetupCard *> m_cards;
};
