// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/GameState.h"

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Catalog;
}

// The Court row, left to right: each card with its suit and raid cost, and every player's
// agents on it.
class CourtModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Court belongs to the Table")

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        NameRole,
        KindRole,     // "guild" or "vox"
        SuitRole,     // resource type, or "" for Vox cards
        RaidCostRole, // 0 for Vox cards
        AgentsRole,   // [{seat, name, colour, count}] by seat
    };

    explicit CourtModel(const arcs::Catalog &catalog, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setState(const arcs::GameState &state);
    // The agents on one card of the row, as AgentsRole gives them; empty if it is not there.
    Q_INVOKABLE QVariantList agentsOn(const QString &card) const;

private:
    const arcs::Catalog &m_catalog;
    arcs::GameState m_state;
};
