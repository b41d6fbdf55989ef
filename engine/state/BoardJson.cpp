// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardJson.h"

#include <QJsonArray>

namespace arcs {

namespace {

QJsonArray pair(const FreshDamaged &pieces) {
    return {pieces.fresh, pieces.damaged};
}

QJsonObject piecesJson(const PiecesHere &pieces) {
    return {{QStringLiteral("ships"), pair(pieces.ships)},
            {QStringLiteral("cities"), pair(pieces.cities)},
            {QStringLiteral("starports"), pair(pieces.starports)}};
}

QJsonArray ints(const QList<int> &values) {
    QJsonArray out;
    for (int value : values)
        out.append(value);
    return out;
}

} // namespace

QJsonObject boardToJson(const Board &board) {
    QJsonArray systems;
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemState &here = board.systems[std::size_t(index)];
        QJsonArray players;
        for (int seat = 0; seat < here.players.size(); ++seat) {
            if (here.players[seat].isEmpty())
                continue;
            QJsonObject pieces = piecesJson(here.players[seat]);
            pieces.insert(QStringLiteral("player"), seat);
            players.append(pieces);
        }
        const bool campaign = here.imperialShips.total() + here.freeCities.total() +
                                      here.freeStarports.total() + here.blight.total() >
                                  0 ||
                              !here.fateTokens.isEmpty();
        if (players.isEmpty() && !campaign)
            continue;
        QJsonObject system{{QStringLiteral("system"), SystemId::fromIndex(index).name()},
                           {QStringLiteral("players"), players}};
        if (campaign) {
            system.insert(QStringLiteral("imperialShips"), pair(here.imperialShips));
            system.insert(QStringLiteral("freeCities"), pair(here.freeCities));
            system.insert(QStringLiteral("freeStarports"), pair(here.freeStarports));
            system.insert(QStringLiteral("blight"), pair(here.blight));
            system.insert(QStringLiteral("fateTokens"),
                          QJsonArray::fromStringList(here.fateTokens));
        }
        systems.append(system);
    }

    QJsonArray areas;
    for (const PlayerArea &area : board.areas) {
        QJsonArray resources;
        for (const auto &resource : area.resources)
            resources.append(resource ? QJsonValue(nameOf(*resource)) : QJsonValue());
        QJsonObject held;
        for (auto it = area.heldOnCards.begin(); it != area.heldOnCards.end(); ++it)
            held.insert(it.key(), *it);
        QJsonArray outrage;
        for (std::size_t type = 0; type < area.outrage.size(); ++type) {
            if (area.outrage[type])
                outrage.append(nameOf(ResourceType(type)));
        }
        QJsonArray trophies;
        for (const PieceCounts &pieces : area.trophies)
            trophies.append(QJsonObject{{QStringLiteral("ships"), pieces.ships},
                                        {QStringLiteral("cities"), pieces.cities},
                                        {QStringLiteral("starports"), pieces.starports},
                                        {QStringLiteral("agents"), pieces.agents}});
        areas.append(
            QJsonObject{{QStringLiteral("resources"), resources},
                        {QStringLiteral("guildCards"), QJsonArray::fromStringList(area.guildCards)},
                        {QStringLiteral("heldOnCards"), held},
                        {QStringLiteral("lore"), QJsonArray::fromStringList(area.lore)},
                        {QStringLiteral("outrage"), outrage},
                        {QStringLiteral("captives"), ints(area.captives)},
                        {QStringLiteral("trophies"), trophies}});
    }

    QJsonArray row;
    for (const CourtCardInPlay &card : board.court.row)
        row.append(QJsonObject{{QStringLiteral("card"), card.card},
                               {QStringLiteral("agents"), ints(card.agents)}});
    QJsonArray dummy;
    for (ResourceType type : board.dummyResources)
        dummy.append(nameOf(type));
    return {
        {QStringLiteral("outOfPlay"), ints(board.outOfPlay)},
        {QStringLiteral("systems"), systems},
        {QStringLiteral("areas"), areas},
        {QStringLiteral("court"),
         QJsonObject{{QStringLiteral("row"), row},
                     {QStringLiteral("deck"), QJsonArray::fromStringList(board.court.deck)},
                     {QStringLiteral("discard"), QJsonArray::fromStringList(board.court.discard)}}},
        {QStringLiteral("dummyResources"), dummy}};
}

} // namespace arcs
