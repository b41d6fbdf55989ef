// SPDX-License-Identifier: GPL-3.0-or-later
#include "Catalog.h"

#include <QJsonArray>

namespace arcs {

const Planet *MapData::planet(SystemId system) const {
    if (system.isGate() || system.cluster < 1 || system.cluster > clusters.size())
        return nullptr;
    return &clusters[system.cluster - 1].planets[std::size_t(int(system.kind) - 1)];
}

QList<SystemId> MapData::allSystems() const {
    QList<SystemId> out;
    for (const Cluster &cluster : clusters) {
        out.append({cluster.number, SystemKind::Gate});
        for (const Planet &planet : cluster.planets)
            out.append(planet.system);
    }
    return out;
}

const BattleDieFaces &DiceData::battle(BattleDie die) const {
    return battleDice.at(static_cast<qsizetype>(die));
}

const FateObjective *Fate::objectiveForAct(int act) const {
    for (const FateObjective &objective : objectives) {
        if (objective.act == act)
            return &objective;
    }
    return nullptr;
}

const Fate *Catalog::fate(int number) const {
    for (const Fate &candidate : fates) {
        if (candidate.number == number)
            return &candidate;
    }
    return nullptr;
}

const SetupCard *Catalog::setupCard(const QString &name) const {
    for (const SetupCard &card : setupCards) {
        if (card.name == name)
            return &card;
    }
    return nullptr;
}

QList<const SetupCard *> Catalog::setupCardsFor(int players) const {
    QList<const SetupCard *> out;
    for (const SetupCard &card : setupCards) {
        if (card.players == players)
            out.append(&card);
    }
    return out;
}

const Leader *Catalog::leader(const QString &name) const {
    for (const Leader &leader : leaders) {
        if (leader.name == name)
            return &leader;
    }
    return nullptr;
}

const CourtCard *Catalog::courtCard(const QString &id) const {
    for (const CourtCard &card : courtCards) {
        if (card.id == id)
            return &card;
    }
    return nullptr;
}

const LoreCard *Catalog::loreCard(const QString &name) const {
    for (const LoreCard &lore : this->lore) {
        if (lore.name == name)
            return &lore;
    }
    return nullptr;
}

const ActionCard *Catalog::actionCard(Suit suit, int number) const {
    for (const ActionCard &card : actionCards) {
        if (card.suit == suit && card.number == number)
            return &card;
    }
    return nullptr;
}

namespace {

template <typename Container, typename Fn> QJsonArray arrayOf(const Container &items, Fn fn) {
    QJsonArray out;
    for (const auto &item : items)
        out.append(fn(item));
    return out;
}

QJsonArray toJson(const ByPlayerCount &values) {
    return arrayOf(values.values, [](int v) { return v; });
}

QJsonObject toJson(const Placement &placement) {
    QJsonObject out{{QStringLiteral("ships"), placement.ships}};
    if (placement.building != Building::None)
        out.insert(QStringLiteral("building"), nameOf(placement.building));
    return out;
}

QJsonObject toJson(const StartingPlacement &placement) {
    return {{QStringLiteral("a"), toJson(placement.a)},
            {QStringLiteral("b"), toJson(placement.b)},
            {QStringLiteral("c"), toJson(placement.c)}};
}

QJsonValue planetTypeOrAny(const std::optional<ResourceType> &type) {
    return type ? nameOf(*type) : QStringLiteral("any");
}

QJsonObject mapJson(const MapData &map) {
    const auto systemName = [](const SystemId &id) { return id.name(); };
    QJsonArray clusters;
    for (const Cluster &cluster : map.clusters) {
        QJsonObject planets;
        for (const Planet &planet : cluster.planets)
            planets.insert(nameOf(planet.symbol),
                           QJsonObject{{QStringLiteral("type"), nameOf(planet.type)},
                                       {QStringLiteral("slots"), planet.buildingSlots}});
        clusters.append(QJsonObject{{QStringLiteral("number"), cluster.number},
                                    {QStringLiteral("planets"), planets}});
    }
    return {
        {QStringLiteral("clusters"), clusters},
        {QStringLiteral("gateRing"), arrayOf(map.gateRing, [](int n) { return n; })},
        {QStringLiteral("adjacency"),
         QJsonObject{
             {QStringLiteral("withinCluster"),
              arrayOf(map.withinClusterAdjacency,
                      [](const auto &pair) {
                          return QJsonArray{nameOf(pair.first), nameOf(pair.second)};
                      })},
             {QStringLiteral("betweenClusters"),
              arrayOf(map.betweenClusterAdjacency,
                      [&](const auto &pair) {
                          return QJsonArray{systemName(pair.first), systemName(pair.second)};
                      })}}},
        {QStringLiteral("pathMarkers"), QJsonObject{{QStringLiteral("short"), map.shortPathMarkers},
                                                    {QStringLiteral("long"), map.longPathMarkers}}},
    };
}

QJsonObject setupCardJson(const SetupCard &card) {
    const auto name = [](const SystemId &id) { return id.name(); };
    return {{QStringLiteral("name"), card.name},
            {QStringLiteral("players"), card.players},
            {QStringLiteral("experienced"), card.experienced},
            {QStringLiteral("outOfPlay"), arrayOf(card.outOfPlay, [](int n) { return n; })},
            {QStringLiteral("seats"), arrayOf(card.seats, [&](const SetupSeat &seat) {
                 return QJsonObject{{QStringLiteral("a"), seat.a.name()},
                                    {QStringLiteral("b"), seat.b.name()},
                                    {QStringLiteral("c"), arrayOf(seat.c, name)}};
             })}};
}

QJsonObject diceJson(const DiceData &dice) {
    return {
        {QStringLiteral("maxDicePerType"), dice.maxDicePerType},
        {QStringLiteral("battleDice"),
         arrayOf(dice.battleDice,
                 [](const BattleDieFaces &die) {
                     return QJsonObject{
                         {QStringLiteral("id"), nameOf(die.die)},
                         {QStringLiteral("faces"), arrayOf(die.faces, [](const DieFace &f) {
                              return QJsonObject{{QStringLiteral("hits"), f.hits},
                                                 {QStringLiteral("selfHits"), f.selfHits},
                                                 {QStringLiteral("intercept"), f.intercept},
                                                 {QStringLiteral("buildingHits"), f.buildingHits},
                                                 {QStringLiteral("keys"), f.keys}};
                          })}};
                 })},
        {QStringLiteral("eventDie"), arrayOf(dice.eventDie,
                                             [](const EventDieFace &f) {
                                                 return QJsonObject{
                                                     {QStringLiteral("event"), nameOf(f.icon)},
                                                     {QStringLiteral("symbol"), nameOf(f.symbol)}};
                                             })},
        {QStringLiteral("numberDie"), arrayOf(dice.numberDie, [](int n) { return n; })},
    };
}

QJsonObject courtCardJson(const CourtCard &card) {
    QJsonObject out{{QStringLiteral("id"), card.id},
                    {QStringLiteral("name"), card.name},
                    {QStringLiteral("deck"), nameOf(card.deck)},
                    {QStringLiteral("kind"), nameOf(card.kind)}};
    if (card.suit)
        out.insert(QStringLiteral("suit"), nameOf(*card.suit));
    if (card.raidCost)
        out.insert(QStringLiteral("raidCost"), *card.raidCost);
    return out;
}

QJsonObject fateJson(const Fate &fate) {
    return {{QStringLiteral("number"), fate.number},
            {QStringLiteral("name"), fate.name},
            {QStringLiteral("letter"), nameOf(fate.letter)},
            {QStringLiteral("complexity"), fate.complexity},
            {QStringLiteral("flagship"), fate.flagship},
            {QStringLiteral("objectives"), arrayOf(fate.objectives, [](const FateObjective &o) {
                 QJsonObject out{{QStringLiteral("act"), o.act},
                                 {QStringLiteral("card"), o.card},
                                 {QStringLiteral("kind"), nameOf(o.kind)}};
                 if (o.start)
                     out.insert(QStringLiteral("start"), toJson(*o.start));
                 return out;
             })}};
}

QJsonObject campaignJson(const CampaignData &c) {
    const auto ints = [](const auto &values) { return arrayOf(values, [](int n) { return n; }); };
    return {
        {QStringLiteral("actChapters"), ints(c.actChapters)},
        {QStringLiteral("grandAmbitionPower"),
         arrayOf(c.grandAmbitionPower,
                 [](const GrandAmbitionPower &g) {
                     return QJsonObject{{QStringLiteral("chapter"), g.chapter},
                                        {QStringLiteral("one"), g.one},
                                        {QStringLiteral("both"), g.both}};
                 })},
        {QStringLiteral("ambitionMarkersFlippedAtActStart"), ints(c.markersFlippedAtActStart)},
        {QStringLiteral("flagshipUpgrades"),
         arrayOf(c.flagshipUpgrades,
                 [](const FlagshipUpgrade &u) {
                     return QJsonObject{
                         {QStringLiteral("position"), u.position},
                         {QStringLiteral("upgrade"), nameOf(u.upgrade)},
                         {QStringLiteral("name"), u.name},
                         {QStringLiteral("upgradePlanet"), planetTypeOrAny(u.upgradePlanet)},
                         {QStringLiteral("armorPlanet"), planetTypeOrAny(u.armorPlanet)}};
                 })},
        {QStringLiteral("resettleShips"), c.resettleShips},
        {QStringLiteral("eventCards"), toJson(c.eventCards)},
        {QStringLiteral("blight"),
         QJsonObject{{QStringLiteral("tokens"), c.blight.tokens},
                     {QStringLiteral("freshHits"), c.blight.freshHits},
                     {QStringLiteral("damagedHits"), c.blight.damagedHits},
                     {QStringLiteral("hitsToDamage"), c.blight.hitsToDamage}}},
        {QStringLiteral("pieces"), QJsonObject{{QStringLiteral("imperialShips"), c.imperialShips},
                                               {QStringLiteral("freeCities"), c.freeCities},
                                               {QStringLiteral("freeStarports"), c.freeStarports}}},
    };
}

} // namespace

QJsonObject Catalog::toJson() const {
    const auto ints = [](const auto &values) { return arrayOf(values, [](int n) { return n; }); };
    const auto names = [](const auto &values) {
        return arrayOf(values, [](auto v) { return nameOf(v); });
    };
    const SupplyLimits &supply = playerBoard.supply;
    return {
        {QStringLiteral("map"), mapJson(map)},
        {QStringLiteral("standardPlacement"), arcs::toJson(standardPlacement)},
        {QStringLiteral("setupCards"), arrayOf(setupCards, setupCardJson)},
        {QStringLiteral("suits"), arrayOf(suits,
                                          [&](const SuitActions &s) {
                                              return QJsonObject{
                                                  {QStringLiteral("id"), nameOf(s.suit)},
                                                  {QStringLiteral("actions"), names(s.actions)}};
                                          })},
        {QStringLiteral("actionCards"), arrayOf(actionCards,
                                                [](const ActionCard &a) {
                                                    return QJsonObject{
                                                        {QStringLiteral("suit"), nameOf(a.suit)},
                                                        {QStringLiteral("number"), a.number},
                                                        {QStringLiteral("pips"), a.pips}};
                                                })},
        {QStringLiteral("fourPlayerOnlyNumbers"), ints(fourPlayerOnlyNumbers)},
        {QStringLiteral("ambitions"), arrayOf(ambitions,
                                              [](const AmbitionInfo &a) {
                                                  return QJsonObject{
                                                      {QStringLiteral("id"), nameOf(a.ambition)},
                                                      {QStringLiteral("cardNumber"), a.cardNumber},
                                                      {QStringLiteral("counts"),
                                                       QJsonArray::fromStringList(a.counts)}};
                                              })},
        {QStringLiteral("anyAmbitionCardNumber"), anyAmbitionCardNumber},
        {QStringLiteral("noAmbitionCardNumber"), noAmbitionCardNumber},
        {QStringLiteral("ambitionMarkers"),
         arrayOf(ambitionMarkers,
                 [](const AmbitionMarker &m) {
                     return QJsonObject{
                         {QStringLiteral("id"), m.id},
                         {QStringLiteral("front"), QJsonArray{m.front.first, m.front.second}},
                         {QStringLiteral("flipped"),
                          QJsonArray{m.flipped.first, m.flipped.second}}};
                 })},
        {QStringLiteral("dice"), diceJson(dice)},
        {QStringLiteral("playerBoard"),
         QJsonObject{
             {QStringLiteral("resourceSlots"),
              arrayOf(playerBoard.resourceSlots,
                      [](const ResourceSlotInfo &s) {
                          return QJsonObject{
                              {QStringLiteral("raidCost"), s.raidCost},
                              {QStringLiteral("openedByCitySlot"), s.openedByCitySlot}};
                      })},
             {QStringLiteral("citySlotBonusPower"), ints(playerBoard.citySlotBonusPower)},
             {QStringLiteral("supply"), QJsonObject{{QStringLiteral("ships"), supply.ships},
                                                    {QStringLiteral("cities"), supply.cities},
                                                    {QStringLiteral("starports"), supply.starports},
                                                    {QStringLiteral("agents"), supply.agents}}}}},
        {QStringLiteral("courtCards"), arrayOf(courtCards, courtCardJson)},
        {QStringLiteral("leaders"),
         arrayOf(leaders,
                 [&](const Leader &l) {
                     return QJsonObject{
                         {QStringLiteral("name"), l.name},
                         {QStringLiteral("setup"), arcs::toJson(l.setup)},
                         {QStringLiteral("resources"), names(l.resources)},
                         {QStringLiteral("traits"), arrayOf(l.traits, [](const LeaderTrait &t) {
                              return QJsonObject{{QStringLiteral("name"), t.name},
                                                 {QStringLiteral("ambition"), nameOf(t.ambition)},
                                                 {QStringLiteral("effect"), nameOf(t.effect)}};
                          })}};
                 })},
        {QStringLiteral("lore"), arrayOf(lore,
                                         [](const LoreCard &l) {
                                             QJsonObject out{{QStringLiteral("number"), l.number},
                                                             {QStringLiteral("name"), l.name}};
                                             if (l.extraResourceSlotRaidCost)
                                                 out.insert(
                                                     QStringLiteral("extraResourceSlotRaidCost"),
                                                     *l.extraResourceSlotRaidCost);
                                             return out;
                                         })},
        {QStringLiteral("fates"), arrayOf(fates, fateJson)},
        {QStringLiteral("edicts"),
         arrayOf(edicts,
                 [&](const Edict &e) {
                     QJsonObject out{{QStringLiteral("order"), e.order},
                                     {QStringLiteral("name"), e.name},
                                     {QStringLiteral("cards"), QJsonArray::fromStringList(e.cards)},
                                     {QStringLiteral("fate"),
                                      e.fate.isEmpty() ? QJsonValue() : QJsonValue(e.fate)},
                                     {QStringLiteral("twoPlayerOnly"), e.twoPlayerOnly}};
                     if (!e.policies.isEmpty())
                         out.insert(QStringLiteral("policies"), names(e.policies));
                     return out;
                 })},
        {QStringLiteral("campaign"), campaignJson(campaign)},
        {QStringLiteral("game"),
         QJsonObject{
             {QStringLiteral("players"), QJsonObject{{QStringLiteral("min"), game.minPlayers},
                                                     {QStringLiteral("max"), game.maxPlayers}}},
             {QStringLiteral("colours"), names(game.colours)},
             {QStringLiteral("handSize"), game.handSize},
             {QStringLiteral("courtRow"), arcs::toJson(game.courtRow)},
             {QStringLiteral("powerToWin"), arcs::toJson(game.powerToWin)},
             {QStringLiteral("lastChapter"), game.lastChapter},
             {QStringLiteral("resourceTokensPerType"), game.resourceTokensPerType}}},
    };
}

} // namespace arcs
