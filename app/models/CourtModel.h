// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChoiceValues.h"
#include "data/Vocabulary.h"

#include "state/GameState.h"

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Catalog;
}

// The Court row, left to right: each card with its suit and raid cost, and every player's
// agents on it.
// One player's agents on a Court card.
struct CourtAgents {
    Q_GADGET
    QML_VALUE_TYPE(courtAgents)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(int count MEMBER count)

public:
    int seat = 0;
    QString name;
    arcs::PlayerColour colour{};
    int count = 0;
    bool operator==(const CourtAgents &) const = default;
};

class CourtModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Court belongs to the Table")

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        NameRole,
        KindRole,     // an arcs::CourtCardKind, or -1 for a lore card (no Court card)
        SuitRole,     // resource type, or "" for Vox cards
        RaidCostRole, // 0 for Vox cards and protected Guild cards
        AgentsRole,   // CourtAgents for every seat
        ProtectedRole,
        AttachedRole, // NamedCard for each card attached above it, the lowest first
    };

    explicit CourtModel(const arcs::Catalog &catalog, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setState(const arcs::GameState &state);

private:
    const arcs::Catalog &m_catalog;
    arcs::GameState m_state;
};
