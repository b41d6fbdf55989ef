// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardFacts.h"

#include "data/Catalog.h"
#include "rules/CampaignSetup.h"
#include "rules/Flagships.h"
#include "rules/Reach.h"
#include "rules/StartingPieces.h"
#include "state/GameSetup.h"

#include <QSet>

#include <algorithm>

namespace arcs {

namespace {

int piecesOnMap(const Board &board, int seat, Piece piece) {
    int count = 0;
    for (const SystemState &system : board.systems)
        count += system.players.value(seat).of(piece).total();
    return count;
}

// Cities or starports built on the player's Flagship board.
int onFlagship(const Board &board, int seat, Piece piece) {
    const std::optional<Flagship> &flagship = board.areas.value(seat).flagship;
    if (!flagship || piece == Piece::Ship || piece == Piece::Agent)
        return 0;
    return flagship->count(piece == Piece::City ? Building::City : Building::Starport);
}

// Pieces of `owner` held in other players' Trophies.
int inRivalTrophies(const Board &board, int owner, Piece piece) {
    int count = 0;
    for (const PlayerArea &area : board.areas)
        count += area.trophies.value(owner).of(piece);
    return count;
}

std::optional<ResourceType> cardSuit(const Board &board, const QString &card,
                                     const Catalog &catalog) {
    const CourtCard *court = board.court.card(card, catalog);
    return court ? court->suit : std::nullopt;
}

int frozenOf(const PlayerArea &area, ResourceType type) {
    int count = 0;
    for (const QList<ResourceType> &frozen : area.frozen)
        count += int(frozen.count(type));
    return count;
}

} // namespace

Board emptyBoard(int players, const Catalog &catalog) {
    Board board;
    for (SystemState &system : board.systems)
        system.players = QList<PiecesHere>(players);
    PlayerArea empty;
    empty.resources = QList<std::optional<ResourceType>>(catalog.playerBoard.resourceSlots.size());
    empty.captives = QList<int>(players);
    empty.favors = QList<int>(players);
    empty.trophies = QList<PieceCounts>(players);
    board.areas = QList<PlayerArea>(players, empty);
    return board;
}

Board setUpBoard(const GameSetup &setup, const Catalog &catalog) {
    switch (setup.mode) {
    case GameMode::Base:
    case GameMode::LeadersAndLore:
        break;
    case GameMode::Campaign:
        return actBoard(setup, catalog);
    }
    const int players = int(setup.seats.size());
    const auto seatOf = [&](int fromInitiative) {
        return (setup.initiative + fromInitiative) % players;
    };
    QStringList leaders; // indexed from the initiative holder, as the setup card is
    for (int i = 0; i < setup.leaders.size() && i < players; ++i)
        leaders.append(setup.leaders[seatOf(i)]);
    const StartingTable start = startingTable(setup.setupCard, leaders, catalog);

    Board board = emptyBoard(players, catalog);
    board.outOfPlay = start.outOfPlay;
    for (const PiecesInSystem &pieces : start.pieces) {
        PiecesHere &here = board.at(pieces.system).players[seatOf(pieces.player)];
        here.ships.fresh += pieces.ships;
        here.cities.fresh += pieces.cities;
        here.starports.fresh += pieces.starports;
    }
    for (int player = 0; player < start.resources.size(); ++player) {
        PlayerArea &area = board.areas[seatOf(player)];
        area.resources[0] = start.resources[player][0];
        area.resources[1] = start.resources[player][1];
    }
    for (const QString &card : setup.court)
        board.court.row.append({card, QList<int>(players)});
    for (const CourtCard &card : catalog.courtCards) {
        if (card.deck == CourtDeck::Base && !setup.court.contains(card.id))
            board.court.deck.append(card.id);
    }
    if (players == 2)
        board.dummyResources = outOfPlayResources(*catalog.setupCard(setup.setupCard), catalog);
    return board;
}

bool loreOnTable(const Board &board, const QString &name) {
    return courtPlace(board.court, name) >= 0 || board.court.deck.contains(name) ||
           std::ranges::any_of(board.areas,
                               [&](const PlayerArea &area) { return area.lore.contains(name); });
}

int holderOf(const Board &board, const QString &card) {
    for (int seat = 0; seat < board.playerCount(); ++seat) {
        if (board.areas[seat].guildCards.contains(card))
            return seat;
    }
    return -1;
}

int courtPlace(const Court &court, const QString &card) {
    for (int i = 0; i < court.row.size(); ++i) {
        if (court.row[i].card == card)
            return i;
    }
    return -1;
}

bool empireControls(const Board &board, SystemId system) {
    const SystemState &here = board.at(system);
    return here.imperialShips.fresh > 0 && !here.controlByCard;
}

bool isRegent(const Board &board, int seat) {
    return board.areas[seat].title == ImperialTitle::Regent;
}

bool commandsImperialFleet(const Board &board, int seat, SystemId system) {
    return isRegent(board, seat) && empireControls(board, system) &&
           hasLoyalPieces(board, seat, system);
}

bool controls(const Board &board, int seat, SystemId system) {
    if (empireControls(board, system))
        return commandsImperialFleet(board, seat, system);
    return controller(board, system) == seat;
}

bool controlledByOther(const Board &board, int seat, SystemId system) {
    if (empireControls(board, system)) // the Empire, or Regents by the Presence Law
        return !controls(board, seat, system);
    const std::optional<int> holder = controller(board, system);
    return holder && *holder != seat;
}

std::optional<int> controllerForObjectives(const Board &board, SystemId system,
                                           std::optional<int> firstRegent) {
    return empireControls(board, system) ? firstRegent : controller(board, system);
}

std::optional<int> controller(const Board &board, SystemId system) {
    if (const std::optional<ControlByCard> &byCard = board.at(system).controlByCard)
        return byCard->seat;
    if (empireControls(board, system)) // ignoring every player's Loyal ships
        return std::nullopt;
    const QList<PiecesHere> &players = board.at(system).players;
    std::optional<int> best;
    int bestShips = 0;
    bool tied = false;
    for (int seat = 0; seat < players.size(); ++seat) {
        const int fresh = freshLoyalShips(board, seat, system);
        if (fresh > bestShips) {
            best = seat;
            bestShips = fresh;
            tied = false;
        } else if (fresh == bestShips && fresh > 0) {
            tied = true;
        }
    }
    return tied ? std::nullopt : best;
}

bool hasBuildingsOutside(const Board &board, int seat, SystemId system) {
    for (int index = 0; index < SystemId::count; ++index) {
        if (index != system.index() &&
            board.systems[std::size_t(index)].players.value(seat).buildings() > 0)
            return true;
    }
    return false;
}

bool hasBuildingsOnTheMap(const Board &board, int seat) {
    return std::any_of(
        board.systems.cbegin(), board.systems.cend(),
        [seat](const SystemState &here) { return here.players.value(seat).buildings() > 0; });
}

bool skipsZeroMarker(const Board &board, int seat, const Catalog &catalog) {
    const QStringList &held = board.areas[seat].guildCards;
    return std::any_of(held.begin(), held.end(), [&board, &catalog](const QString &id) {
        const CourtCard *card = board.court.card(id, catalog);
        return card && card->skipsZeroMarker;
    });
}

bool eliminated(const Board &board, int seat) {
    return piecesOnMap(board, seat, Piece::Ship) == 0 &&
           piecesOnMap(board, seat, Piece::Starport) == 0 && !board.areas[seat].flagship;
}

int citiesBuilt(const Board &board, int seat) {
    return piecesOnMap(board, seat, Piece::City) + onFlagship(board, seat, Piece::City) +
           inRivalTrophies(board, seat, Piece::City);
}

QList<int> raidCosts(const PlayerArea &area, const Catalog &catalog) {
    QList<int> costs;
    for (const ResourceSlotInfo &slot : catalog.playerBoard.resourceSlots)
        costs.append(slot.raidCost);
    for (const LoreCard &lore : catalog.lore) {
        if (area.lore.contains(lore.name) && lore.extraResourceSlotRaidCost)
            costs.append(*lore.extraResourceSlotRaidCost);
    }
    return costs;
}

bool resourceSlotOpen(const Board &board, int seat, int slot, const Catalog &catalog) {
    const QList<ResourceSlotInfo> &printed = catalog.playerBoard.resourceSlots;
    if (slot < 0 || slot >= board.areas[seat].resources.size())
        return false;
    if (slot >= printed.size())
        return true; // a lore card's slot
    const int opener = printed[slot].openedByCitySlot;
    return opener == 0 || opener <= citiesBuilt(board, seat);
}

int openResourceSlots(const Board &board, int seat, const Catalog &catalog) {
    int open = 0;
    for (int slot = 0; slot < board.areas[seat].resources.size(); ++slot)
        open += resourceSlotOpen(board, seat, slot, catalog) ? 1 : 0;
    return open;
}

int emptyOpenSlots(const Board &board, int seat, const Catalog &catalog) {
    int empty = 0;
    const PlayerArea &area = board.areas[seat];
    for (int slot = 0; slot < area.resources.size(); ++slot)
        empty += !area.resources[slot] && resourceSlotOpen(board, seat, slot, catalog);
    return empty;
}

std::optional<int> emptyOpenSlot(const Board &board, int seat, const Catalog &catalog) {
    const PlayerArea &area = board.areas[seat];
    for (int slot = 0; slot < area.resources.size(); ++slot) {
        if (!area.resources[slot] && resourceSlotOpen(board, seat, slot, catalog))
            return slot;
    }
    return std::nullopt;
}

GainPlacement gainPlacement(const Board &board, int seat, std::optional<int> into,
                            const Catalog &catalog) {
    const std::optional<int> empty = emptyOpenSlot(board, seat, catalog);
    if (!into)
        return {empty, std::nullopt, std::nullopt};
    const std::optional<ResourceType> there = board.areas[seat].resources.value(*into);
    if (!there)
        return {into, std::nullopt, std::nullopt};
    return {into, empty, empty ? std::nullopt : there};
}

bool gainPlacementMatters(const Board &board, int seat, const Catalog &catalog) {
    const PlayerArea &area = board.areas[seat];
    const QList<int> costs = raidCosts(area, catalog);
    QSet<int> emptyCosts;
    bool anyHeld = false;
    for (int slot = 0; slot < area.resources.size(); ++slot) {
        if (!resourceSlotOpen(board, seat, slot, catalog))
            continue;
        if (area.resources[slot])
            anyHeld = true;
        else
            emptyCosts.insert(costs.value(slot));
    }
    return emptyCosts.size() > 1 || (emptyCosts.isEmpty() && anyHeld);
}

int cityBonusPower(const Board &board, int seat, const Catalog &catalog) {
    const QList<int> &bonus = catalog.playerBoard.citySlotBonusPower;
    const int built = std::min(citiesBuilt(board, seat), int(bonus.size()));
    int power = 0;
    for (int slot = 0; slot < built; ++slot)
        power += bonus[slot];
    return power;
}

PieceCounts inSupply(const Board &board, int seat, const Catalog &catalog) {
    const SupplyLimits &limits = catalog.playerBoard.supply;
    PieceCounts supply;
    for (Piece piece : {Piece::Ship, Piece::City, Piece::Starport}) {
        const int limit = piece == Piece::Ship   ? limits.ships
                          : piece == Piece::City ? limits.cities
                                                 : limits.starports;
        supply.of(piece) = limit - piecesOnMap(board, seat, piece) -
                           onFlagship(board, seat, piece) - inRivalTrophies(board, seat, piece);
    }
    int agentsOut = inRivalTrophies(board, seat, Piece::Agent);
    for (const CourtCardInPlay &card : board.court.row)
        agentsOut += card.agents.value(seat);
    for (const PlayerArea &area : board.areas)
        agentsOut += area.captives.value(seat) + area.favors.value(seat);
    const std::array<bool, 5> &outrage = board.areas[seat].outrage;
    agentsOut += int(std::count(outrage.begin(), outrage.end(), true));
    supply.agents = limits.agents - agentsOut;
    return supply;
}

int resourcesInSupply(const Board &board, ResourceType type, const Catalog &catalog) {
    int held = int(board.dummyResources.count(type)) + int(board.imperialTrust.count(type));
    for (const PlayerArea &area : board.areas) {
        held += int(area.resources.count(type)) + frozenOf(area, type);
        for (auto it = area.heldOnCards.begin(); it != area.heldOnCards.end(); ++it) {
            if (cardSuit(board, it.key(), catalog) == type)
                held += it.value();
        }
    }
    return catalog.game.resourceTokensPerType - held;
}

int icons(const Board &board, int seat, ResourceType type, const Catalog &catalog) {
    const PlayerArea &area = board.areas[seat];
    int count = int(area.resources.count(type)) + frozenOf(area, type);
    for (const QString &card : area.guildCards) {
        if (cardSuit(board, card, catalog) == type)
            count += 1 + area.heldOnCards.value(card);
    }
    return count;
}

QMap<Ambition, QList<int>> ambitionStandings(const Board &board, std::optional<int> trustHolder,
                                             const Catalog &catalog) {
    QMap<Ambition, QList<int>> standings;
    for (int seat = 0; seat < board.playerCount(); ++seat) {
        const PlayerArea &area = board.areas[seat];
        // Frozen resources are still their holder's: the Trust counts for the First Regent.
        const QList<ResourceType> none;
        const QList<ResourceType> &trust = seat == trustHolder ? board.imperialTrust : none;
        const auto held = [&](ResourceType type) {
            return icons(board, seat, type, catalog) + int(trust.count(type));
        };
        standings[Ambition::Tycoon].append(held(ResourceType::Material) + held(ResourceType::Fuel));
        standings[Ambition::Tyrant].append(area.captiveCount());
        standings[Ambition::Warlord].append(area.trophyCount());
        standings[Ambition::Keeper].append(held(ResourceType::Relic));
        standings[Ambition::Empath].append(held(ResourceType::Psionic));
    }
    return standings;
}

AmbitionLead ambitionLead(const QList<int> &counts) {
    AmbitionLead lead;
    lead.count = counts.isEmpty() ? 0 : *std::max_element(counts.begin(), counts.end());
    if (lead.count <= 0)
        return {};
    int next = 0;
    for (int i = 0; i < counts.size(); ++i) {
        if (counts[i] == lead.count)
            lead.leaders.append(i);
        else
            next = std::max(next, counts[i]);
    }
    lead.margin = lead.leaders.size() > 1 ? 0 : lead.count - next;
    return lead;
}

std::optional<Ambition> ambitionCounting(ResourceType type) {
    switch (type) {
    case ResourceType::Material:
    case ResourceType::Fuel:
        return Ambition::Tycoon;
    case ResourceType::Weapon:
        return std::nullopt;
    case ResourceType::Relic:
        return Ambition::Keeper;
    case ResourceType::Psionic:
        return Ambition::Empath;
    }
    return std::nullopt;
}

QMap<Ambition, int> dummyTotals(const QList<ResourceType> &onAmbitionBoxes) {
    QMap<Ambition, int> totals;
    for (ResourceType type : onAmbitionBoxes) {
        // Weapons go on the Warlord box and count as Trophies there.
        totals[ambitionCounting(type).value_or(Ambition::Warlord)] += 1;
    }
    return totals;
}

bool catapultStopsAt(const Board &board, int seat, SystemId gate, bool withImperialShips,
                     bool empireLaws) {
    if (!empireLaws) {
        const std::optional<int> holder = controller(board, gate);
        return holder && *holder != seat;
    }
    if (board.at(gate).blight.total() > 0)
        return true;
    if (empireControls(board, gate))
        return !isRegent(board, seat);
    const std::optional<int> holder = controller(board, gate);
    if (!holder || *holder == seat)
        return false;
    // A Regent's gate lets Imperial ships through, with a Rival Regent's ships among them.
    return !(isRegent(board, *holder) && isRegent(board, seat) && withImperialShips);
}

QList<SystemId> moveDestinations(const Board &board, int seat, SystemId from,
                                 bool withImperialShips, bool empireLaws, const Catalog &catalog) {
    const Reach reach(catalog.map, board.outOfPlay);
    QList<SystemId> reached = reach.neighbours(from);
    const SystemState &start = board.at(from);
    const bool catapult = start.players.value(seat).starports.total() > 0 ||
                          (start.freeStarports.total() > 0 && controls(board, seat, from));
    if (!catapult)
        return reached;
    // Catapult: ships keep going through gates (control as it stands before they move in),
    // and stop at any planet or where catapultStopsAt says.
    QList<SystemId> frontier = reached;
    while (!frontier.isEmpty()) {
        const SystemId here = frontier.takeFirst();
        if (!here.isGate() || catapultStopsAt(board, seat, here, withImperialShips, empireLaws))
            continue;
        for (const SystemId &next : reach.neighbours(here)) {
            if (next != from && !reached.contains(next)) {
                reached.append(next);
                frontier.append(next);
            }
        }
    }
    std::sort(reached.begin(), reached.end());
    return reached;
}

} // namespace arcs
