// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReachSystem.h"
#include "SystemValue.h"
#include "state/GameState.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Catalog;
}

// A lane between two adjacent systems in play; a path marker's is drawn apart.
struct Lane {
    Q_GADGET
    QML_VALUE_TYPE(lane)
    Q_PROPERTY(ReachSystem from MEMBER from)
    Q_PROPERTY(ReachSystem to MEMBER to)
    Q_PROPERTY(bool pathMarker MEMBER pathMarker)

public:
    ReachSystem from;
    ReachSystem to;
    bool pathMarker = false;
};

// The 24 systems of the Reach: what is printed on each, whether it is in play, and what stands
// there now (each player's pieces, the campaign's pieces, who controls it).
class ReachModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Reach belongs to the Table")

public:
    enum Role {
        SystemRole = Qt::UserRole + 1, // a ReachSystem
        ClusterRole,
        KindRole,
        IsGateRole,
        PlanetTypeRole,
        BuildingSlotsRole,
        InPlayRole,
        PiecesRole, // SeatPieces for each player with pieces here

        ControllerNameRole, // their name, or ""
        FreeSlotsRole,
        BuildingsRole, // SlotBuilding for each building slot, left to right
        CampaignRole,  // CampaignPieces

    };

    explicit ReachModel(const arcs::Catalog &catalog, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setState(const arcs::GameState &state);
    SystemValue system(int row) const; // what the roles read, for C++ views

private:
    const arcs::Catalog &m_catalog;
    QList<SystemValue> m_systems; // a row each, as the game last set has them
};
