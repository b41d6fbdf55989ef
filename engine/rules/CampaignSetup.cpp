// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignSetup.h"

#include "BoardEntries.h"
#include "BoardFacts.h"
#include "EntryWords.h"
#include "Flagships.h"
#include "Intermission.h"
#include "StartingPieces.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "state/GameState.h"

#include <QCoreApplication>

#include <algorithm>
#include <random>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CampaignSetup)
};

// Turn order, then the same in reverse.
QList<int> placementOrder(const GameState &state) {
    QList<int> order = state.turnOrder();
    QList<int> reversed(order.rbegin(), order.rend());
    return order + reversed;
}

// The Court an Act deals from `deck`: the Council (In Session) leftmost, then the dealt cards,
// no agents on any; the deck keeps what was not dealt. The cards as the table has them stay.
Court dealtCourt(const GameSetup &setup, const QStringList &deck, const Catalog &catalog,
                 const QList<CourtCard> &tableCards = {}) {
    const int players = int(setup.seats.size());
    Court court;
    court.tableCards = tableCards;
    for (const CourtCard &card : catalog.courtCards) {
        if (card.kind == CourtCardKind::Council)
            court.row.append({card.id, QList<int>(players)});
    }
    for (const QString &card : setup.court)
        court.row.append({card, QList<int>(players)});
    for (const QString &card : deck) {
        if (!setup.court.contains(card))
            court.deck.append(card);
    }
    return court;
}

} // namespace

int nextClusterClockwise(int cluster, const MapData &map) {
    const qsizetype at = map.gateRing.indexOf(cluster);
    return map.gateRing.at((at + 1) % map.gateRing.size());
}

ActOneReach actOneReach(int players, int numberDie, PlanetSymbol eventSymbol,
                        const Catalog &catalog) {
    ActOneReach reach;
    reach.imperialClusters = {numberDie, nextClusterClockwise(numberDie, catalog.map)};
    const auto imperial = [&](int cluster) {
        return std::ranges::find(reach.imperialClusters, cluster) != reach.imperialClusters.end();
    };
    for (const SystemId system : catalog.map.allSystems()) {
        SystemState here;
        if (imperial(system.cluster)) {
            here.imperialShips.fresh = 1;
        } else {
            here.blight.damaged = 1;
            if (system.kind == SystemId::planet(system.cluster, eventSymbol).kind)
                here.freeCities.fresh = 1;
        }
        reach.systems.insert(system, here);
    }
    if (players == 2)
        reach.ambitionResources =
            resourcesOfClusters({reach.imperialClusters[0], reach.imperialClusters[1]}, catalog);
    return reach;
}

QList<QList<int>> dealFates(FateLetter letter, const QList<int> &cards, quint64 seed,
                            const QList<int> &excluded, const Catalog &catalog) {
    QList<int> deck;
    for (const Fate &fate : catalog.fates) {
        if (fate.letter == letter && !excluded.contains(fate.number))
            deck.append(fate.number);
    }
    std::mt19937_64 generator(seed);
    std::shuffle(deck.begin(), deck.end(), generator);
    QList<QList<int>> hands;
    qsizetype next = 0;
    for (int count : cards) {
        hands.append(deck.mid(next, count));
        next += count;
    }
    return hands;
}

QList<SystemId> placementLoopPlanets(const Board &board, const Catalog &catalog) {
    QList<SystemId> out;
    for (const SystemId system : catalog.map.allSystems()) {
        const Planet *planet = catalog.map.planet(system);
        const SystemState &here = board.at(system);
        if (planet && here.imperialShips.total() > 0 && here.buildings() < planet->buildingSlots)
            out.append(system);
    }
    return out;
}

QMap<SystemId, int> freeCitiesFillingImperialPlanets(const Board &board, const Catalog &catalog) {
    QMap<SystemId, int> out;
    for (const SystemId system : placementLoopPlanets(board, catalog))
        out.insert(system,
                   catalog.map.planet(system)->buildingSlots - board.at(system).buildings());
    return out;
}

std::array<bool, 3> markersFlippedAtActStart(int act, const Catalog &catalog) {
    // The catalog lists the markers highest first; an Act flips its lowest ones.
    const int flips = catalog.campaign.markersFlippedAtActStart.at(std::size_t(act - 1));
    std::array<bool, 3> flipped{};
    for (int i = 0; i < flips; ++i)
        flipped[flipped.size() - 1 - std::size_t(i)] = true;
    return flipped;
}

QMap<SystemId, int> laterActBlight(const Board &board, PlanetSymbol eventSymbol,
                                   const Catalog &catalog) {
    int onMap = 0;
    for (const SystemState &here : board.systems)
        onMap += here.blight.total();
    int left = std::max(0, catalog.campaign.blight.tokens - onMap);
    QMap<SystemId, int> placed;
    const auto place = [&](SystemId system) {
        if (left > 0) {
            placed[system] += 1;
            --left;
        }
    };
    const auto hasBlight = [&](SystemId system) { return board.at(system).blight.total() > 0; };
    for (const Cluster &cluster : catalog.map.clusters) {
        const SystemId gate{cluster.number, SystemKind::Gate};
        if (!hasBlight(gate) && !anyShipIn(board, gate))
            place(gate);
    }
    for (const Cluster &cluster : catalog.map.clusters) {
        const SystemId rolled = SystemId::planet(cluster.number, eventSymbol);
        if (!hasBlight(rolled)) {
            place(rolled);
            continue;
        }
        for (const Planet &planet : cluster.planets) {
            if (!hasBlight(planet.system))
                place(planet.system);
        }
    }
    return placed;
}

QStringList campaignCourtDeck(const Catalog &catalog) {
    QStringList deck;
    for (const CourtCard &card : catalog.courtCards) {
        if (card.deck == CourtDeck::Campaign && card.kind != CourtCardKind::Council)
            deck.append(card.id);
    }
    return deck;
}

Board actOneBoard(const GameSetup &setup, const Catalog &catalog) {
    const int players = int(setup.seats.size());
    Board board = emptyBoard(players, catalog);
    const ActOneReach reach =
        actOneReach(players, setup.act->numberDie, setup.act->eventSymbol, catalog);
    for (auto it = reach.systems.begin(); it != reach.systems.end(); ++it) {
        SystemState &here = board.at(it.key());
        here.imperialShips = it->imperialShips;
        here.freeCities = it->freeCities;
        here.blight = it->blight;
    }
    board.dummyResources = reach.ambitionResources;
    board.court = dealtCourt(setup, campaignCourtDeck(catalog), catalog);
    board.court.loreInDeck = players; // step J: 1 lore card per player, unseen
    return board;
}

Board laterActBoard(const GameSetup &setup, const Catalog &catalog) {
    const ActSetup &act = *setup.act;
    Board board = act.carried->board;
    startTurn(board); // nothing of a turn carries over
    // but the Intermission's displaced resources may be arranged before the first card
    board.arrangementsDue = act.carried->board.arrangementsDue;
    const Court cleared = afterClearingCourt(board, catalog).court;
    board.court = dealtCourt(setup, cleared.deck, catalog, board.court.tableCards);
    board.court.loreInDeck = cleared.loreInDeck;
    const QMap<SystemId, int> blight = laterActBlight(board, act.eventSymbol, catalog);
    for (auto it = blight.begin(); it != blight.end(); ++it)
        board.at(it.key()).blight.damaged += *it;
    board.dummyResources.clear();
    for (ResourceType type : resourcesOfClusters(act.ambitionClusters, catalog)) {
        if (resourcesInSupply(board, type, catalog) > 0)
            board.dummyResources.append(type);
    }
    return board;
}

Board actBoard(const GameSetup &setup, const Catalog &catalog) {
    return setup.act->act == 1 ? actOneBoard(setup, catalog) : laterActBoard(setup, catalog);
}

void beginAct(GameState &state, const Catalog &catalog) {
    state.campaign = campaignAtStart(state.setup, catalog);
    if (const auto &carried = state.setup.act->carried) {
        for (int seat = 0; seat < state.playerCount(); ++seat)
            state.players[seat].power = carried->power.value(seat);
    }
    const std::array<bool, 3> flipped = markersFlippedAtActStart(state.campaign->act, catalog);
    for (std::size_t i = 0; i < flipped.size(); ++i)
        state.markers[i].flipped = flipped[i];
}

CampaignState campaignAtStart(const GameSetup &setup, const Catalog &catalog) {
    CampaignState campaign;
    campaign.act = setup.act->act;
    campaign.fates = setup.act->fates;
    campaign.policy = setup.act->policy;
    const auto &carried = setup.act->carried;
    campaign.firstRegent = carried && carried->firstRegentCarried
                               ? carried->firstRegent
                               : setup.act->firstRegent.value_or(setup.initiative);
    const int players = int(setup.seats.size());
    campaign.notes = QList<FateNote>(players);
    for (int number : campaign.fates) {
        const FateObjective *objective = catalog.fate(number)->objectiveForAct(campaign.act);
        campaign.objectiveMarkers.append(objective && objective->start
                                             ? std::optional(objective->start->forPlayers(players))
                                             : std::nullopt);
    }
    return campaign;
}

int actOneFirstRegent(const GameSetup &setup, const Catalog &catalog) {
    for (int fate : catalog.campaign.firstRegentByActOneSetup) {
        if (const qsizetype seat = setup.act->fates.indexOf(fate); seat >= 0)
            return int(seat);
    }
    return setup.initiative;
}

std::optional<int> nextPlacer(const GameState &state) {
    if (state.phase != Phase::Placement || !state.campaign)
        return std::nullopt;
    const QList<int> order = placementOrder(state);
    if (state.campaign->placements >= order.size())
        return std::nullopt;
    return order[state.campaign->placements];
}

QString placementProblem(const GameState &state, const PlaceStartingPieces &placement,
                         const Catalog &catalog) {
    const std::optional<int> placer = nextPlacer(state);
    if (!placer)
        return Text::tr("Every player has placed their starting pieces.");
    if (placement.player != *placer)
        return Text::tr("It is %1's turn to place starting pieces.").arg(state.playerName(*placer));
    if (placement.building == Building::None)
        return Text::tr("Place a city or a starport with the %1 ships.").arg(placementShips);
    if (!placementLoopPlanets(state.board, catalog).contains(placement.planet))
        return Text::tr(
                   "%1 is not a planet with an Imperial ship and an empty building slot: starting "
                   "pieces go on one of those (the marked planets).")
            .arg(systemWord(placement.planet));
    return {};
}

void applyPlacement(GameState &state, const PlaceStartingPieces &placement,
                    const Catalog &catalog) {
    PiecesHere &here = state.board.at(placement.planet).players[placement.player];
    here.ships.fresh += placementShips;
    (placement.building == Building::City ? here.cities : here.starports).fresh += 1;
    gainResource(state.board, placement.player, catalog.map.planet(placement.planet)->type,
                 catalog);
    state.campaign->placements += 1;
    if (nextPlacer(state))
        return;
    const QMap<SystemId, int> freeCities = freeCitiesFillingImperialPlanets(state.board, catalog);
    for (auto it = freeCities.begin(); it != freeCities.end(); ++it)
        state.board.at(it.key()).freeCities.fresh += *it;
    state.phase = Phase::Playing;
}

int fateNoteWriter(const GameState &state, int player, const Catalog &catalog) {
    const int players = state.playerCount();
    if (!state.campaign || player < 0 || player >= players ||
        !catalog.campaign.notesWrittenFromTheRight.contains(state.campaign->fates.value(player)))
        return player;
    return (player + players - 1) % players;
}

QString fateNoteProblem(const GameState &state, const KeepFateNote &keep, const Catalog &catalog) {
    if (!state.campaign)
        return Text::tr("Only a campaign keeps Fate notes.");
    if (keep.player < 0 || keep.player >= state.playerCount())
        return Text::tr("Choose a player at this table.");
    const int writer = fateNoteWriter(state, keep.player, catalog);
    if (keep.note.writer && *keep.note.writer != writer)
        return writer == keep.player
                   ? Text::tr("%1 writes their own Fate note.").arg(state.playerName(writer))
                   : Text::tr("%1's Fate note is written by %2, the player to their right.")
                         .arg(state.playerName(keep.player), state.playerName(writer));
    return {};
}

QString objectiveMoveProblem(const GameState &state, const MoveObjective &move) {
    if (!state.campaign)
        return Text::tr("Objective markers are a campaign's.");
    if (move.player < 0 || move.player >= state.playerCount())
        return Text::tr("Choose one of the %1 players.").arg(state.playerCount());
    const std::optional<int> marker = state.campaign->objectiveMarkers.value(move.player);
    if (!marker)
        return Text::tr("%1's Fate has no objective marker in this Act.")
            .arg(state.playerName(move.player));
    if (move.by == 0)
        return Text::tr("Move the marker by at least one space.");
    if (*marker - move.by < 0)
        return Text::tr("%1's objective marker is on %2: it moves at most %2 spaces, to 0.")
            .arg(state.playerName(move.player))
            .arg(*marker);
    return {};
}

void applyObjectiveMove(GameState &state, const MoveObjective &move) {
    std::optional<int> &marker = state.campaign->objectiveMarkers[move.player];
    marker = *marker - move.by;
}

QString fateSetupCard(const GameState &state, int seat, const Catalog &catalog) {
    const bool beforeTheFirstCard =
        state.phase == Phase::Placement ||
        (state.phase == Phase::Playing && state.chapter == 1 && state.round == 1 &&
         state.plays.isEmpty() && state.passesInARow == 0);
    if (!state.campaign || !beforeTheFirstCard)
        return {};
    const Fate *fate = catalog.fate(state.campaign->fates.value(seat));
    const FateObjective *objective = fate ? fate->objectiveForAct(state.campaign->act) : nullptr;
    return objective ? objective->card : QString();
}

} // namespace arcs
