// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlayerAreaMap.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "state/GameState.h"

#include <QVariantList>

QVariantMap playerAreaMap(const arcs::GameState &state, int seat, const arcs::Catalog &catalog) {
    const arcs::Board &board = state.board;
    if (seat < 0 || seat >= board.playerCount())
        return {};
    const arcs::PlayerArea &area = board.areas[seat];

    QVariantList resources;
    const QList<int> costs = arcs::raidCosts(area, catalog);
    for (int slot = 0; slot < area.resources.size(); ++slot) {
        const auto &resource = area.resources[slot];
        resources.append(QVariantMap{
            {QStringLiteral("slot"), slot},
            {QStringLiteral("type"), resource ? arcs::nameOf(*resource) : QString()},
            {QStringLiteral("open"), arcs::resourceSlotOpen(board, seat, slot, catalog)},
            {QStringLiteral("raidCost"), costs.value(slot)}});
    }

    QVariantList citySlots;
    const int built = arcs::citiesBuilt(board, seat);
    const QList<int> &bonus = catalog.playerBoard.citySlotBonusPower;
    for (int slot = 0; slot < bonus.size(); ++slot)
        citySlots.append(QVariantMap{{QStringLiteral("covered"), slot >= built},
                                     {QStringLiteral("bonus"), bonus[slot]}});

    QVariantList guildCards;
    for (const QString &id : area.guildCards) {
        const arcs::CourtCard *card = catalog.courtCard(id);
        guildCards.append(QVariantMap{
            {QStringLiteral("id"), id},
            {QStringLiteral("name"), card ? card->name : id},
            {QStringLiteral("suit"), card && card->suit ? arcs::nameOf(*card->suit) : QString()},
            {QStringLiteral("raidCost"), card ? card->raidCost.value_or(0) : 0},
            {QStringLiteral("held"), area.heldOnCards.value(id)}});
    }

    QStringList outrage;
    for (int type = 0; type < int(area.outrage.size()); ++type) {
        if (area.outrage[std::size_t(type)])
            outrage << arcs::nameOf(arcs::ResourceType(type));
    }

    QVariantList rivals; // Captives and Trophies by owner
    for (int owner = 0; owner < board.playerCount(); ++owner) {
        if (owner == seat)
            continue;
        const arcs::PieceCounts &trophies = area.trophies[owner];
        rivals.append(
            QVariantMap{{QStringLiteral("seat"), owner},
                        {QStringLiteral("name"), state.playerName(owner)},
                        {QStringLiteral("colour"), arcs::nameOf(state.setup.seats[owner].colour)},
                        {QStringLiteral("captives"), area.captives[owner]},
                        {QStringLiteral("ships"), trophies.ships},
                        {QStringLiteral("cities"), trophies.cities},
                        {QStringLiteral("starports"), trophies.starports},
                        {QStringLiteral("agents"), trophies.agents}});
    }

    const arcs::PieceCounts supply = arcs::inSupply(board, seat, catalog);
    return {{QStringLiteral("power"), state.players.value(seat).power},
            {QStringLiteral("resources"), resources},
            {QStringLiteral("citySlots"), citySlots},
            {QStringLiteral("citiesOnBoard"), supply.cities},
            {QStringLiteral("cityBonus"), arcs::cityBonusPower(board, seat, catalog)},
            {QStringLiteral("guildCards"), guildCards},
            {QStringLiteral("lore"), area.lore},
            {QStringLiteral("outrage"), outrage},
            {QStringLiteral("captives"), area.captiveCount()},
            {QStringLiteral("trophies"), area.trophyCount()},
            {QStringLiteral("rivals"), rivals},
            {QStringLiteral("ships"), supply.ships},
            {QStringLiteral("starports"), supply.starports},
            {QStringLiteral("agents"), std::max(0, supply.agents)},
            {QStringLiteral("standIns"), std::max(0, -supply.agents)}};
}
