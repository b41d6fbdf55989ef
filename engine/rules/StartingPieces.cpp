// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartingPieces.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(StartingPieces)
};

void place(QList<PiecesInSystem> &pieces, SystemId system, int player, const Placement &placement) {
    PiecesInSystem entry{system, player, placement.ships, 0, 0};
    if (placement.building == Building::City)
        entry.cities = 1;
    else if (placement.building == Building::Starport)
        entry.starports = 1;
    pieces.append(entry);
}

} // namespace

QList<ResourceType> resourcesOfClusters(const QList<int> &clusters, const Catalog &catalog) {
    QList<ResourceType> out;
    for (int cluster : clusters) {
        for (const Planet &planet : catalog.map.clusters.at(cluster - 1).planets)
            out.append(planet.type);
    }
    return out;
}

QList<ResourceType> outOfPlayResources(const SetupCard &card, const Catalog &catalog) {
    return resourcesOfClusters(card.outOfPlay, catalog);
}

QString startingTableProblem(const QString &setupCard, const QStringList &leaders,
                             const Catalog &catalog) {
    const SetupCard *card = catalog.setupCard(setupCard);
    if (!card)
        return Text::tr("There is no setup card called \"%1\".").arg(setupCard);
    if (leaders.isEmpty())
        return {};
    if (leaders.size() != card->players)
        return Text::tr("\"%1\" is for %2 players: give one leader for each, not %3.")
            .arg(card->name)
            .arg(card->players)
            .arg(leaders.size());
    for (qsizetype i = 0; i < leaders.size(); ++i) {
        if (!catalog.leader(leaders[i]))
            return Text::tr("There is no leader called \"%1\".").arg(leaders[i]);
        if (leaders.indexOf(leaders[i]) != i)
            return Text::tr("Two players lead as the %1: each leader card is in the game once.")
                .arg(leaders[i]);
    }
    return {};
}

StartingTable startingTable(const QString &setupCard, const QStringList &leaders,
                            const Catalog &catalog) {
    const SetupCard &card = *catalog.setupCard(setupCard);
    StartingTable table;
    table.outOfPlay = card.outOfPlay;
    for (int player = 0; player < card.seats.size(); ++player) {
        const SetupSeat &seat = card.seats[player];
        const Leader *leader = leaders.isEmpty() ? nullptr : catalog.leader(leaders[player]);
        const StartingPlacement &placement = leader ? leader->setup : catalog.standardPlacement;
        place(table.pieces, seat.a, player, placement.a);
        place(table.pieces, seat.b, player, placement.b);
        for (const SystemId &system : seat.c)
            place(table.pieces, system, player, placement.c);
        // Resources go in slots 1 and 2: the leader's, or the A and B planets' types.
        table.resources.append(leader
                                   ? leader->resources
                                   : std::array<ResourceType, 2>{catalog.map.planet(seat.a)->type,
                                                                 catalog.map.planet(seat.b)->type});
    }
    if (card.players == 2)
        table.dummy = dummyTotals(outOfPlayResources(card, catalog));
    return table;
}

} // namespace arcs
