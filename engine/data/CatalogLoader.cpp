// SPDX-License-Identifier: GPL-3.0-or-later
#include "Catalog.h"
#include "JsonNode.h"

#include <QFile>

#include <algorithm>
#include <map>

namespace arcs {

namespace {

constexpr int maxCount = 100; // generous bound for printed numbers (Power track, piece counts)

ByPlayerCount byPlayerCount(const JsonNode &node, int min, int max) {
    const QList<JsonNode> items = node.items(3, 3);
    ByPlayerCount out;
    for (std::size_t i = 0; i < 3; ++i)
        out.values[i] = items[qsizetype(i)].integer(min, max);
    return out;
}

SystemId systemId(const JsonNode &node) {
    const auto id = SystemId::parse(node.text());
    if (!id)
        node.fail(
            QStringLiteral("expected a system such as \"4-arrow\" or \"2-gate\", found \"%1\"")
                .arg(node.text()));
    return *id;
}

Placement placement(const JsonNode &node) {
    node.allowOnly({"ships", "building"});
    Placement out;
    out.ships = node["ships"].integer(0, 15);
    if (const auto building = node.optional("building")) {
        out.building = building->oneOf<Building>();
        if (out.building == Building::None)
            building->fail(QStringLiteral("leave the field out when there is no building"));
    }
    return out;
}

StartingPlacement startingPlacement(const JsonNode &node) {
    node.allowOnly({"a", "b", "c"});
    return {placement(node["a"]), placement(node["b"]), placement(node["c"])};
}

template <typename T> void requireUnique(const JsonNode &node, const QList<T> &values) {
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (values.indexOf(values[i]) != i)
            node.fail(QStringLiteral("the same entry appears twice"));
    }
}

void loadMap(const JsonNode &root, Catalog &c) {
    root.allowOnly({"symbols", "clusters", "gateRing", "adjacency", "pathMarkers"});
    const QList<JsonNode> symbols = root["symbols"].items(3, 3);
    for (int i = 0; i < 3; ++i) {
        if (symbols[i].oneOf<PlanetSymbol>() != static_cast<PlanetSymbol>(i))
            symbols[i].fail(
                QStringLiteral("symbols must be listed clockwise: arrow, crescent, hex"));
    }
    const QList<JsonNode> clusters = root["clusters"].items(6, 6);
    for (int i = 0; i < 6; ++i) {
        const JsonNode &node = clusters[i];
        node.allowOnly({"number", "planets"});
        Cluster cluster;
        cluster.number = node["number"].integer(i + 1, i + 1);
        const JsonNode planets = node["planets"];
        planets.allowOnly({"arrow", "crescent", "hex"});
        for (int s = 0; s < 3; ++s) {
            const auto symbol = static_cast<PlanetSymbol>(s);
            const JsonNode planet = planets[Spelling<PlanetSymbol>::names[std::size_t(s)]];
            planet.allowOnly({"type", "slots"});
            cluster.planets[std::size_t(s)] = {SystemId::planet(cluster.number, symbol), symbol,
                                               planet["type"].oneOf<ResourceType>(),
                                               planet["slots"].integer(1, 2)};
        }
        c.map.clusters.append(cluster);
    }
    const JsonNode ring = root["gateRing"];
    c.map.gateRing = ring.integers(1, 6);
    requireUnique(ring, c.map.gateRing);
    if (c.map.gateRing.size() != 6)
        ring.fail(QStringLiteral("expected all 6 clusters once each"));

    const JsonNode adjacency = root["adjacency"];
    adjacency.allowOnly({"withinCluster", "betweenClusters"});
    for (const JsonNode &pair : adjacency["withinCluster"].items(1, 6)) {
        const QList<JsonNode> ends = pair.items(2, 2);
        c.map.withinClusterAdjacency.append(
            {ends[0].oneOf<SystemKind>(), ends[1].oneOf<SystemKind>()});
    }
    for (const JsonNode &pair : adjacency["betweenClusters"].items(0, 12)) {
        const QList<JsonNode> ends = pair.items(2, 2);
        c.map.betweenClusterAdjacency.append({systemId(ends[0]), systemId(ends[1])});
    }
    const JsonNode markers = root["pathMarkers"];
    markers.allowOnly({"short", "long"});
    c.map.shortPathMarkers = markers["short"].integer(0, 6);
    c.map.longPathMarkers = markers["long"].integer(0, 6);
}

void loadSetupCards(const JsonNode &root, Catalog &c) {
    root.allowOnly({"placement", "setupCards"});
    c.standardPlacement = startingPlacement(root["placement"]);
    for (const JsonNode &node : root["setupCards"].items(1, 50)) {
        node.allowOnly({"name", "players", "experienced", "outOfPlay", "seats"});
        SetupCard card;
        card.name = node["name"].text();
        if (c.setupCard(card.name))
            node["name"].fail(QStringLiteral("another setup card has this name"));
        card.players = node["players"].integer(2, 4);
        card.experienced = node["experienced"].boolean();
        card.outOfPlay = node["outOfPlay"].integers(1, 6);
        requireUnique(node["outOfPlay"], card.outOfPlay);
        const QList<JsonNode> seats = node["seats"].items(card.players, card.players);
        for (const JsonNode &seatNode : seats) {
            seatNode.allowOnly({"a", "b", "c"});
            SetupSeat seat{systemId(seatNode["a"]), systemId(seatNode["b"]), {}};
            const int cCount = card.players == 2 ? 2 : 1;
            for (const JsonNode &cNode : seatNode["c"].items(cCount, cCount))
                seat.c.append(systemId(cNode));
            card.seats.append(seat);
        }
        c.setupCards.append(card);
    }
}

void loadActionCards(const JsonNode &root, Catalog &c) {
    root.allowOnly({"suits", "cards", "fourPlayerOnlyNumbers"});
    const QList<JsonNode> suits = root["suits"].items(4, 4);
    for (int i = 0; i < 4; ++i) {
        suits[i].allowOnly({"id", "actions"});
        SuitActions entry{suits[i]["id"].oneOf<Suit>(), {}};
        if (entry.suit != static_cast<Suit>(i))
            suits[i]["id"].fail(QStringLiteral("suits must be listed in the order %1")
                                    .arg(allNames<Suit>().join(QStringLiteral(", "))));
        for (const JsonNode &action : suits[i]["actions"].items(1, 4))
            entry.actions.append(action.oneOf<ActionKind>());
        c.suits.append(entry);
    }
    for (const JsonNode &node : root["cards"].items(28, 28)) {
        node.allowOnly({"suit", "number", "pips"});
        const ActionCard card{node["suit"].oneOf<Suit>(), node["number"].integer(1, 7),
                              node["pips"].integer(1, 4)};
        if (c.actionCard(card.suit, card.number))
            node.fail(QStringLiteral("this suit and number appear twice"));
        c.actionCards.append(card);
    }
    c.fourPlayerOnlyNumbers = root["fourPlayerOnlyNumbers"].integers(1, 7);
}

void loadAmbitions(const JsonNode &root, Catalog &c) {
    root.allowOnly({"ambitions", "anyAmbitionCardNumber", "noAmbitionCardNumber", "markers"});
    const QList<JsonNode> ambitions = root["ambitions"].items(5, 5);
    for (int i = 0; i < 5; ++i) {
        const JsonNode &node = ambitions[i];
        node.allowOnly({"id", "cardNumber", "counts"});
        AmbitionInfo info{node["id"].oneOf<Ambition>(), node["cardNumber"].integer(1, 7), {}};
        if (info.ambition != static_cast<Ambition>(i))
            node["id"].fail(QStringLiteral("ambitions must be listed in the order %1")
                                .arg(allNames<Ambition>().join(QStringLiteral(", "))));
        for (const JsonNode &count : node["counts"].items(1, 2))
            info.counts.append(count.text());
        c.ambitions.append(info);
    }
    c.anyAmbitionCardNumber = root["anyAmbitionCardNumber"].integer(1, 7);
    c.noAmbitionCardNumber = root["noAmbitionCardNumber"].integer(1, 7);
    for (const JsonNode &node : root["markers"].items(3, 3)) {
        node.allowOnly({"id", "front", "flipped"});
        const QList<int> front = node["front"].integers(0, 20);
        const QList<int> flipped = node["flipped"].integers(0, 20);
        if (front.size() != 2 || flipped.size() != 2)
            node.fail(QStringLiteral("each side is [first place, second place]"));
        c.ambitionMarkers.append(
            {node["id"].text(), {front[0], front[1]}, {flipped[0], flipped[1]}});
    }
}

void loadDice(const JsonNode &root, Catalog &c) {
    root.allowOnly({"maxDicePerType", "battleDice", "eventDie", "numberDie"});
    c.dice.maxDicePerType = root["maxDicePerType"].integer(1, 12);
    const QList<JsonNode> dice = root["battleDice"].items(3, 3);
    for (int d = 0; d < 3; ++d) {
        dice[d].allowOnly({"id", "faces"});
        BattleDieFaces entry;
        entry.die = dice[d]["id"].oneOf<BattleDie>();
        if (entry.die != static_cast<BattleDie>(d))
            dice[d]["id"].fail(QStringLiteral("dice must be listed as assault, skirmish, raid"));
        const QList<JsonNode> faces = dice[d]["faces"].items(6, 6);
        for (int f = 0; f < 6; ++f) {
            const JsonNode &face = faces[f];
            face.allowOnly({"hits", "selfHits", "intercept", "buildingHits", "keys"});
            entry.faces[std::size_t(f)] = {
                face["hits"].integer(0, 6), face["selfHits"].integer(0, 6),
                face["intercept"].integer(0, 1), face["buildingHits"].integer(0, 6),
                face["keys"].integer(0, 6)};
        }
        c.dice.battleDice.append(entry);
    }
    const QList<JsonNode> eventFaces = root["eventDie"].items(6, 6);
    for (int f = 0; f < 6; ++f) {
        eventFaces[f].allowOnly({"event", "symbol"});
        c.dice.eventDie[std::size_t(f)] = {eventFaces[f]["event"].oneOf<EventIcon>(),
                                           eventFaces[f]["symbol"].oneOf<PlanetSymbol>()};
    }
    const QList<JsonNode> numberFaces = root["numberDie"].items(6, 6);
    for (int f = 0; f < 6; ++f)
        c.dice.numberDie[std::size_t(f)] = numberFaces[f].integer(1, 6);
}

void loadPlayerBoard(const JsonNode &root, Catalog &c) {
    root.allowOnly({"resourceSlots", "citySlots", "supply"});
    const QList<JsonNode> citySlots = root["citySlots"].items(1, 6);
    for (const JsonNode &slot : citySlots) {
        slot.allowOnly({"bonusPower"});
        c.playerBoard.citySlotBonusPower.append(slot["bonusPower"].integer(0, 10));
    }
    for (const JsonNode &slot : root["resourceSlots"].items(1, 8)) {
        slot.allowOnly({"raidCost", "openedByCitySlot"});
        c.playerBoard.resourceSlots.append(
            {slot["raidCost"].integer(1, 6),
             slot["openedByCitySlot"].integer(0, int(citySlots.size()))});
    }
    const JsonNode supply = root["supply"];
    supply.allowOnly({"ships", "cities", "starports", "agents"});
    c.playerBoard.supply = {
        supply["ships"].integer(1, maxCount), supply["cities"].integer(1, maxCount),
        supply["starports"].integer(1, maxCount), supply["agents"].integer(1, maxCount)};
}

void loadCourt(const JsonNode &root, Catalog &c) {
    root.allowOnly({"cards"});
    for (const JsonNode &node : root["cards"].items(1, 100)) {
        CourtCard card;
        card.id = node["id"].text();
        if (c.courtCard(card.id))
            node["id"].fail(QStringLiteral("another Court card has this id"));
        card.name = node["name"].text();
        card.deck = node["deck"].oneOf<CourtDeck>();
        card.kind = node["kind"].oneOf<CourtCardKind>();
        if (card.kind == CourtCardKind::Guild) {
            node.allowOnly({"id", "name", "deck", "kind", "suit", "raidCost", "skipsZeroMarker"});
            card.suit = node["suit"].oneOf<ResourceType>();
            card.raidCost = node["raidCost"].integer(1, 6);
            if (const auto skips = node.optional("skipsZeroMarker"))
                card.skipsZeroMarker = skips->boolean();
        } else {
            node.allowOnly({"id", "name", "deck", "kind"});
        }
        if (card.deck == CourtDeck::FateSet)
            node["deck"].fail(QStringLiteral("a Fate Set's cards are added by the table"));
        if (card.kind == CourtCardKind::Council && card.deck != CourtDeck::Campaign)
            node["deck"].fail(QStringLiteral("the Imperial Council is a campaign card"));
        c.courtCards.append(card);
    }
}

void loadLeaders(const JsonNode &root, Catalog &c) {
    root.allowOnly({"leaders"});
    for (const JsonNode &node : root["leaders"].items(1, 50)) {
        node.allowOnly({"name", "setup", "resources", "traits"});
        Leader leader;
        leader.name = node["name"].text();
        leader.setup = startingPlacement(node["setup"]);
        const QList<JsonNode> resources = node["resources"].items(2, 2);
        leader.resources = {resources[0].oneOf<ResourceType>(), resources[1].oneOf<ResourceType>()};
        for (const JsonNode &trait : node["traits"].items(0, 4)) {
            trait.allowOnly({"name", "ambition", "effect"});
            leader.traits.append({trait["name"].text(), trait["ambition"].oneOf<Ambition>(),
                                  trait["effect"].oneOf<LeaderTraitEffect>()});
        }
        c.leaders.append(leader);
    }
}

void loadLore(const JsonNode &root, Catalog &c) {
    root.allowOnly({"lore"});
    for (const JsonNode &node : root["lore"].items(1, 50)) {
        node.allowOnly({"number", "name", "extraResourceSlotRaidCost"});
        LoreCard card{node["number"].integer(1, 50), node["name"].text(), std::nullopt};
        if (const auto cost = node.optional("extraResourceSlotRaidCost"))
            card.extraResourceSlotRaidCost = cost->integer(1, 6);
        c.lore.append(card);
    }
}

void loadFates(const JsonNode &root, Catalog &c) {
    root.allowOnly({"fates"});
    const QList<JsonNode> fates = root["fates"].items(24, 24);
    for (int i = 0; i < fates.size(); ++i) {
        const JsonNode &node = fates[i];
        node.allowOnly(
            {"number", "name", "letter", "complexity", "flagship", "cards", "objectives"});
        Fate fate;
        fate.number = node["number"].integer(i + 1, i + 1);
        fate.name = node["name"].text();
        fate.letter = node["letter"].oneOf<FateLetter>();
        fate.complexity = node["complexity"].integer(1, 3);
        fate.flagship = node["flagship"].boolean();
        fate.cards = node["cards"].integer(1, 99);
        for (const JsonNode &objective : node["objectives"].items(1, 3)) {
            objective.allowOnly({"act", "card", "kind", "start"});
            FateObjective entry{objective["act"].integer(1, 3), objective["card"].text(),
                                objective["kind"].oneOf<ObjectiveKind>(), std::nullopt};
            const bool needsStart = entry.kind != ObjectiveKind::GrandAmbitions;
            const auto start = objective.optional("start");
            if (needsStart && !start)
                objective["start"]; // throws "missing field"
            if (!needsStart && start)
                start->fail(QStringLiteral("grand ambitions have no starting space"));
            if (start)
                entry.start = byPlayerCount(*start, 1, 50);
            fate.objectives.append(entry);
        }
        c.fates.append(fate);
    }
}

void loadEdicts(const JsonNode &root, Catalog &c) {
    root.allowOnly({"edicts"});
    for (const JsonNode &node : root["edicts"].items(1, 100)) {
        node.allowOnly({"order", "name", "cards", "policies", "fate", "acts", "twoPlayerOnly"});
        Edict edict;
        edict.order = node["order"].integer(0, 99);
        edict.name = node["name"].text();
        for (const JsonNode &card : node["cards"].items(1, 3))
            edict.cards.append(card.text());
        if (const auto policies = node.optional("policies")) {
            for (const JsonNode &policy : policies->items(3, 3))
                edict.policies.append(policy.oneOf<ImperialPolicy>());
        }
        const JsonNode fate = node["fate"];
        edict.fate = fate.isNull() ? QString() : fate.text();
        if (!edict.fate.isEmpty()) { // a Fate Edict says in which Acts it can be in the booklet
            const QList<JsonNode> acts = node["acts"].items(2, 2);
            edict.fromAct = acts[0].integer(1, 3);
            edict.untilAct = acts[1].integer(edict.fromAct, 3);
        }
        edict.twoPlayerOnly = node["twoPlayerOnly"].boolean();
        c.edicts.append(edict);
    }
}

void loadCampaign(const JsonNode &root, Catalog &c) {
    root.allowOnly({"chapterTile", "ambitionMarkersFlippedAtActStart", "flagshipUpgrades",
                    "resettleShips", "firstRegentByActOneSetup", "notesWrittenFromTheRight",
                    "eventCards", "blight", "pieces"});
    const JsonNode tile = root["chapterTile"];
    tile.allowOnly({"actChapters", "grandAmbitionPower"});
    const QList<JsonNode> acts = tile["actChapters"].items(3, 3);
    for (std::size_t i = 0; i < 3; ++i)
        c.campaign.actChapters[i] = acts[qsizetype(i)].integer(1, 6);
    for (const JsonNode &node : tile["grandAmbitionPower"].items(1, 6)) {
        node.allowOnly({"chapter", "one", "both"});
        c.campaign.grandAmbitionPower.append({node["chapter"].integer(1, 6),
                                              node["one"].integer(0, 50),
                                              node["both"].integer(0, 50)});
    }
    const QList<JsonNode> flips = root["ambitionMarkersFlippedAtActStart"].items(3, 3);
    for (std::size_t i = 0; i < 3; ++i)
        c.campaign.markersFlippedAtActStart[i] = flips[qsizetype(i)].integer(0, 3);
    for (const JsonNode &node : root["flagshipUpgrades"].items(6, 6)) {
        node.allowOnly({"position", "upgrade", "name", "upgradePlanet", "armorPlanet"});
        const auto planetType = [](const JsonNode &planet) -> std::optional<ResourceType> {
            if (planet.text() == QLatin1String("any"))
                return std::nullopt;
            return planet.oneOf<ResourceType>();
        };
        // The engine's Upgrade order is the board's: the data must agree.
        const int position = node["position"].integer(1, 6);
        const Upgrade upgrade = node["upgrade"].oneOf<Upgrade>();
        if (position != int(c.campaign.flagshipUpgrades.size()) + 1 || int(upgrade) != position - 1)
            node["position"].fail(QStringLiteral("Upgrades must be listed in board order: %1")
                                      .arg(allNames<Upgrade>().join(QStringLiteral(", "))));
        c.campaign.flagshipUpgrades.append({position, upgrade, node["name"].text(),
                                            planetType(node["upgradePlanet"]),
                                            planetType(node["armorPlanet"])});
    }
    c.campaign.resettleShips = root["resettleShips"].integer(1, 15);
    for (const JsonNode &node : root["firstRegentByActOneSetup"].items(0, 24))
        c.campaign.firstRegentByActOneSetup.append(node.integer(1, 24));
    for (const JsonNode &node : root["notesWrittenFromTheRight"].items(0, 24))
        c.campaign.notesWrittenFromTheRight.append(node.integer(1, 24));
    c.campaign.eventCards = byPlayerCount(root["eventCards"], 0, 6);
    const JsonNode blight = root["blight"];
    blight.allowOnly({"tokens", "freshHits", "damagedHits", "hitsToDamage"});
    c.campaign.blight = {blight["tokens"].integer(1, maxCount), blight["freshHits"].integer(0, 10),
                         blight["damagedHits"].integer(0, 10),
                         blight["hitsToDamage"].integer(1, 10)};
    const JsonNode pieces = root["pieces"];
    pieces.allowOnly({"imperialShips", "freeCities", "freeStarports"});
    c.campaign.imperialShips = pieces["imperialShips"].integer(1, maxCount);
    c.campaign.freeCities = pieces["freeCities"].integer(1, maxCount);
    c.campaign.freeStarports = pieces["freeStarports"].integer(1, maxCount);
}

void loadGame(const JsonNode &root, Catalog &c) {
    root.allowOnly({"players", "colours", "handSize", "courtRow", "powerToWin", "lastChapter",
                    "resourceTokensPerType", "eliminationShips"});
    const JsonNode players = root["players"];
    players.allowOnly({"min", "max"});
    c.game.minPlayers = players["min"].integer(2, 4);
    c.game.maxPlayers = players["max"].integer(c.game.minPlayers, 4);
    for (const JsonNode &colour : root["colours"].items(c.game.maxPlayers, c.game.maxPlayers))
        c.game.colours.append(colour.oneOf<PlayerColour>());
    requireUnique(root["colours"], c.game.colours);
    c.game.handSize = root["handSize"].integer(1, 10);
    c.game.courtRow = byPlayerCount(root["courtRow"], 1, 10);
    c.game.powerToWin = byPlayerCount(root["powerToWin"], 1, maxCount);
    c.game.lastChapter = root["lastChapter"].integer(1, 10);
    c.game.resourceTokensPerType = root["resourceTokensPerType"].integer(1, 25);
    c.game.eliminationShips = root["eliminationShips"].integer(1, 15);
}

// References between files are checked once everything is loaded.
void checkReferences(const std::map<QString, JsonNode> &roots, const Catalog &c) {
    const JsonNode &setup = roots.at(QStringLiteral("setup-cards.json"));
    const QList<JsonNode> cards = setup["setupCards"].items();
    for (qsizetype i = 0; i < c.setupCards.size(); ++i) {
        const SetupCard &card = c.setupCards[i];
        for (qsizetype s = 0; s < card.seats.size(); ++s) {
            const SetupSeat &seat = card.seats[s];
            QList<SystemId> systems{seat.a, seat.b};
            systems += seat.c;
            for (const SystemId &system : systems) {
                if (card.outOfPlay.contains(system.cluster))
                    cards[i]["seats"].items()[s].fail(
                        QStringLiteral("%1 is in a cluster this card puts out of play")
                            .arg(system.name()));
            }
            if (seat.a.isGate() || seat.b.isGate())
                cards[i]["seats"].items()[s].fail(QStringLiteral("A and B must be planets"));
        }
    }
}

using Loader = void (*)(const JsonNode &, Catalog &);
const QList<std::pair<QString, Loader>> &loaders() {
    static const QList<std::pair<QString, Loader>> list{
        {QStringLiteral("map.json"), loadMap},
        {QStringLiteral("setup-cards.json"), loadSetupCards},
        {QStringLiteral("action-cards.json"), loadActionCards},
        {QStringLiteral("ambitions.json"), loadAmbitions},
        {QStringLiteral("dice.json"), loadDice},
        {QStringLiteral("player-board.json"), loadPlayerBoard},
        {QStringLiteral("court.json"), loadCourt},
        {QStringLiteral("leaders.json"), loadLeaders},
        {QStringLiteral("lore.json"), loadLore},
        {QStringLiteral("fates.json"), loadFates},
        {QStringLiteral("edicts.json"), loadEdicts},
        {QStringLiteral("campaign.json"), loadCampaign},
        {QStringLiteral("game.json"), loadGame},
    };
    return list;
}

} // namespace

QStringList Catalog::fileNames() {
    QStringList names;
    for (const auto &[name, loader] : loaders())
        names << name;
    return names;
}

Catalog Catalog::fromFiles(const QMap<QString, QByteArray> &files) {
    Catalog catalog;
    std::map<QString, JsonNode> roots;
    for (const auto &[name, loader] : loaders()) {
        if (!files.contains(name))
            throw CatalogError(QStringLiteral("%1: the file is missing").arg(name));
        const JsonNode root = JsonNode::parse(name, files.value(name));
        loader(root, catalog);
        roots.emplace(name, root);
    }
    checkReferences(roots, catalog);
    return catalog;
}

const Catalog &Catalog::builtIn() {
    static const Catalog catalog = [] {
        QMap<QString, QByteArray> files;
        for (const QString &name : fileNames()) {
            QFile file(QStringLiteral(":/arcs/data/") + name);
            if (file.open(QIODevice::ReadOnly))
                files.insert(name, file.readAll());
        }
        return fromFiles(files);
    }();
    return catalog;
}

} // namespace arcs
