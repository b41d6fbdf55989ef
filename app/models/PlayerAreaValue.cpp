// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlayerAreaValue.h"

#include "data/Catalog.h"
#include "projection/TableProjection.h"
#include "rules/BoardFacts.h"
#include "rules/EntryWords.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

// How many of each type, indexed by arcs::ResourceType.
template <typename Resources> QList<int> countedByType(const Resources &resources) {
    QList<int> counts(qsizetype(arcs::Spelling<arcs::ResourceType>::names.size()), 0);
    for (arcs::ResourceType type : resources)
        ++counts[int(type)];
    return counts;
}

} // namespace

PlayerAreaValue PlayerAreaValue::of(const arcs::TableProjection &table, int seat,
                                    const arcs::Catalog &catalog) {
    const arcs::Board &board = table.board;
    if (seat < 0 || seat >= board.playerCount() || seat >= table.seats.size())
        return {};
    const arcs::PlayerArea &area = board.areas[seat];
    const arcs::SeatView &view = table.seats[seat];
    const bool campaign = table.mode == arcs::GameMode::Campaign;
    PlayerAreaValue out;
    out.seat = seat;
    out.power = view.power;

    const QList<int> costs = arcs::raidCosts(area, catalog);
    for (int slot = 0; slot < area.resources.size(); ++slot) {
        const auto &resource = area.resources[slot];
        out.resources.append(QVariant::fromValue(AreaResourceSlot{
            slot, resource.has_value(), resource.value_or(arcs::ResourceType{}),
            arcs::resourceSlotOpen(board, seat, slot, catalog), costs.value(slot)}));
    }

    const int built = arcs::citiesBuilt(board, seat);
    const QList<int> &bonus = catalog.playerBoard.citySlotBonusPower;
    for (int slot = 0; slot < bonus.size(); ++slot)
        out.citySlots.append(QVariant::fromValue(AreaCitySlot{slot >= built, bonus[slot]}));

    for (const QString &id : area.guildCards) {
        const arcs::CourtCard *card = board.court.card(id, catalog);
        out.guildCards.append(QVariant::fromValue(
            AreaGuildCard{id, card ? card->name : id,
                          card ? card->suit.value_or(arcs::ResourceType{}) : arcs::ResourceType{},
                          card ? card->raidCost.value_or(0) : 0, card && card->isProtected(),
                          area.heldOnCards.value(id)}));
    }
    for (auto it = area.frozen.begin(); it != area.frozen.end(); ++it)
        out.frozen.append(QVariant::fromValue(AreaFrozen{it.key(), countedByType(*it)}));
    out.lore = area.lore;
    if (area.flagship)
        out.flagshipAt = arcs::systemWord(area.flagship->system);
    for (int type = 0; type < int(area.outrage.size()); ++type) {
        if (area.outrage[std::size_t(type)])
            out.outrage << type;
    }

    out.firstRegent = view.firstRegent;
    out.regent = campaign && view.regent;
    if (out.firstRegent) {
        out.trust = countedByType(board.imperialTrust);
        out.standing = QCoreApplication::translate("PlayerAreaValue", "First Regent");
    } else if (campaign && !view.regent) {
        out.standing = QCoreApplication::translate("PlayerAreaValue", "Outlaw");
    }
    if (campaign) { // a note the viewer may not read is absent
        const arcs::FateNote note = view.note.value_or(arcs::FateNote{});
        out.keepsNotes = true;
        out.noteText = note.text;
        out.noteSecret = note.secret;
        out.noteInExports = note.inExports;
        out.noteWithheld = note.withheld;
        if (view.noteWriter)
            out.noteWriter = table.seats.value(*view.noteWriter).name;
    }
    out.captives = area.captiveCount();
    out.trophies = area.trophyCount();
    out.imperialShipTrophies = area.campaignTrophies.imperialShips;
    out.freeCityTrophies = area.campaignTrophies.freeCities;
    out.freeStarportTrophies = area.campaignTrophies.freeStarports;
    out.blightTrophies = area.campaignTrophies.blight;
    for (int owner = 0; owner < board.playerCount(); ++owner) {
        if (owner == seat)
            continue;
        const arcs::PieceCounts &trophies = area.trophies[owner];
        out.rivals.append(QVariant::fromValue(
            AreaRival{owner, table.seats[owner].name, table.seats[owner].colour,
                      area.captives[owner], trophies.ships, trophies.cities, trophies.starports,
                      trophies.agents, area.favors.value(owner)}));
    }

    const arcs::PieceCounts supply = arcs::inSupply(board, seat, catalog);
    out.citiesOnBoard = supply.cities;
    out.cityBonus = arcs::cityBonusPower(board, seat, catalog);
    out.ships = supply.ships;
    out.starports = supply.starports;
    out.agents = std::max(0, supply.agents);
    out.standIns = std::max(0, -supply.agents);
    return out;
}

QJsonObject PlayerAreaValue::toJson() const {
    const auto resourceName = [](int type) { return arcs::nameOf(arcs::ResourceType(type)); };
    QJsonArray resourceSlots;
    for (const QVariant &value : resources) {
        const auto slot = value.value<AreaResourceSlot>();
        resourceSlots.append(QJsonObject{
            {u"type"_s, slot.held ? QJsonValue(resourceName(int(slot.type))) : QJsonValue()},
            {u"open"_s, slot.open},
            {u"keys"_s, slot.raidCost}});
    }
    QJsonArray cards;
    for (const QVariant &value : guildCards) {
        const auto card = value.value<AreaGuildCard>();
        cards.append(QJsonObject{{u"name"_s, card.name},
                                 {u"keys"_s, card.raidCost},
                                 {u"protected"_s, card.protectedCard}});
    }
    QJsonArray outraged;
    for (const int type : outrage)
        outraged.append(resourceName(type));
    QJsonArray rivalsHeld;
    for (const QVariant &value : rivals) {
        const auto rival = value.value<AreaRival>();
        rivalsHeld.append(QJsonObject{{u"name"_s, rival.name},
                                      {u"colour"_s, arcs::nameOf(rival.colour)},
                                      {u"captives"_s, rival.captives},
                                      {u"ships"_s, rival.ships},
                                      {u"cities"_s, rival.cities},
                                      {u"starports"_s, rival.starports},
                                      {u"agents"_s, rival.agents},
                                      {u"favors"_s, rival.favors}});
    }
    return QJsonObject{
        {u"resources"_s, resourceSlots},
        {u"guildCards"_s, cards},
        {u"lore"_s, QJsonArray::fromStringList(lore)},
        {u"outrage"_s, outraged},
        {u"captives"_s, captives},
        {u"trophies"_s, trophies},
        {u"rivals"_s, rivalsHeld},
        {u"campaignTrophies"_s, QJsonObject{{u"imperialShips"_s, imperialShipTrophies},
                                            {u"freeCities"_s, freeCityTrophies},
                                            {u"freeStarports"_s, freeStarportTrophies},
                                            {u"blight"_s, blightTrophies}}},
        {u"supply"_s, QJsonObject{{u"cities"_s, citiesOnBoard},
                                  {u"ships"_s, ships},
                                  {u"starports"_s, starports},
                                  {u"agents"_s, agents}}},
        {u"cityBonus"_s, cityBonus},
        {u"flagshipAt"_s, flagshipAt}};
}
