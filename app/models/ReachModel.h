// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/GameState.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Catalog;
}

// The 24 systems of the Reach: what is printed on each, whether it is in play, and what stands
// there now (each player's pieces, the campaign's pieces, who controls it).
class ReachModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Reach belongs to the Table")

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        ClusterRole,
        KindRole,
        IsGateRole,
        PlanetTypeRole,
        BuildingSlotsRole,
        InPlayRole,
        // [{seat, name, colour, freshShips, damagedShips, freshCities, damagedCities,
        //   freshStarports, damagedStarports}] for each player with pieces here.
        PiecesRole,
        ControllerRole,     // the controlling player's colour, or ""
        ControllerNameRole, // their name, or ""
        FreeSlotsRole,
        // One entry per building slot, left to right: {kind: "city"/"starport"/"", colour,
        // damaged}; Free buildings have the colour "free".
        SlotsRole,
        // Campaign pieces: {imperialShips, freeCities, freeStarports, blight} as "fresh+damaged"
        // counts, and the Fate tokens' labels.
        CampaignRole,
    };

    explicit ReachModel(const arcs::Catalog &catalog, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setState(const arcs::GameState &state);
    // Every role of one system by name ("4-arrow"), as a map keyed by the role names.
    Q_INVOKABLE QVariantMap systemInfo(const QString &name) const;

private:
    QVariantList pieces(arcs::SystemId system) const;
    QVariantList buildingsInSlots(arcs::SystemId system, int count) const;

    const arcs::Catalog &m_catalog;
    arcs::GameState m_state;
};
