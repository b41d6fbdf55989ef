// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"

#include <QList>
#include <QMap>
#include <QStringList>

#include <array>
#include <optional>

namespace arcs {

class Catalog;

// What one player has in one system right after setup.
struct PiecesInSystem {
    SystemId system;
    int player = 0; // 0 holds the initiative, then clockwise
    int ships = 0;
    int cities = 0;
    int starports = 0;
    bool operator==(const PiecesInSystem &) const = default;
};

// The table right after setup: pieces on the Reach, the two starting resources of each player
// (slots 1 and 2) and, with two players, the dummy's ambition totals.
struct StartingTable {
    QList<int> outOfPlay;
    QList<PiecesInSystem> pieces;
    QList<std::array<ResourceType, 2>> resources;
    std::optional<QMap<Ambition, int>> dummy;
};

// The resources matching the planets of these clusters, cluster by cluster.
QList<ResourceType> resourcesOfClusters(const QList<int> &clusters, const Catalog &catalog);
// The resources matching the planets the setup card puts out of play (with two players they
// go on the ambition boxes).
QList<ResourceType> outOfPlayResources(const SetupCard &card, const Catalog &catalog);

// Why this setup card and these leaders (Leaders & Lore; empty for the base game) cannot be
// set up, or empty.
QString startingTableProblem(const QString &setupCard, const QStringList &leaders,
                             const Catalog &catalog);
// Precondition: startingTableProblem is empty.
StartingTable startingTable(const QString &setupCard, const QStringList &leaders,
                            const Catalog &catalog);

} // namespace arcs
