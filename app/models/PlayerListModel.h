// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "projection/TableProjection.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// The players clockwise from the one who started with the initiative, with Power, cards in hand,
// who holds the initiative or is to act now, and each player area: the table as one viewer may
// see it (the host's screen, or the public table view's).
class PlayerListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The players belong to the Table")
    // The seats row by row: the order every list of the players follows, as this one does.
    Q_PROPERTY(QList<int> seatsInOrder READ seatsInOrder NOTIFY seatsInOrderChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        ColourRole,
        SeatRole,
        HasInitiativeRole,
        IsToActRole,
        TakingTurnRole, // the player whose turn is under way
        PowerRole,
        HandRole,
        AreaRole,      // PlayerAreaValue
        FateRole,      // a campaign's: the Fate's name, or ""
        ObjectiveRole, // a campaign's: the objective marker's space, or -1 without one
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setProjection(const arcs::TableProjection &table, const arcs::Catalog &catalog);
    Q_INVOKABLE QString nameOf(int seat) const { return m_table.seats.value(seat).name; }
    QList<int> seatsInOrder() const { return m_seats; }

signals:
    void seatsInOrderChanged();

private:
    arcs::TableProjection m_table;
    const arcs::Catalog *m_catalog = nullptr;
    QList<int> m_seats; // row -> seat
};
