// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Board.h"
#include "CampaignState.h"
#include "EventState.h"
#include "GameSetup.h"
#include "Turn.h"
#include "data/CatalogTypes.h"
#include "rules/Round.h"

#include <QJsonObject>
#include <QList>

#include <array>
#include <optional>

namespace arcs {

class Catalog;

// Placement: a campaign's Act I placement loop, before the first card.
enum class Phase { NotStarted, Placement, Playing, ChapterEnd, GameOver };

struct AmbitionMarkerState {
    bool flipped = false;
    std::optional<Ambition> box; // none: available
    bool operator==(const AmbitionMarkerState &) const = default;
};

struct PlayerState {
    int power = 0;
    int hand = 0; // action cards in hand
    bool operator==(const PlayerState &) const = default;
};

// Everything the table knows at one moment of a game. Seats index the players clockwise;
// every Play's player is a seat.
struct GameState {
    GameSetup setup;
    Phase phase = Phase::NotStarted;
    int chapter = 0;
    int round = 0;
    int initiative = 0;
    QList<PlayerState> players;
    Board board;
    std::array<AmbitionMarkerState, 3> markers{}; // in the catalog's order: 5/3, 3/2, 2/0
    QList<Play> plays;                            // this round's plays so far
    std::optional<Turn> turn;                     // the turn under way
    QList<CardId> playedThisChapter;              // face-up cards seen this chapter
    int passesInARow = 0;
    bool mulliganTaken = false;       // two players: once per chapter
    QList<QList<int>> powerByChapter; // after each scored chapter, per seat
    std::optional<int> winner;
    std::optional<CampaignState> campaign; // a campaign's Act
    std::optional<int> councilSecuredBy;   // this round: the Imperial Council's securer
    std::optional<EventState> event;       // the end-of-round event under way
    std::uint64_t seed = 0; // the game's dice: roll k comes from (seed, k), so replays match
    int rolls = 0;

    int playerCount() const { return int(players.size()); }
    std::optional<int> turnPlayer() const {
        return turn ? std::optional<int>(turn->player) : std::nullopt;
    }
    QString playerName(int seat) const;
    // Seats in turn order from the current initiative holder.
    QList<int> turnOrder() const;
    // The seat expected to play the next card (or pass), if the round is under way and someone
    // has cards. During a turn, the player after the one whose turn it is.
    std::optional<int> toAct() const;
    // Whether every card of this round is in: the last turn ends the round.
    bool roundComplete() const { return phase == Phase::Playing && !plays.isEmpty() && !toAct(); }
    MarkerValues markerValue(int marker, const Catalog &catalog) const;
    QList<MarkerValues> markersIn(Ambition ambition, const Catalog &catalog) const;
    // The marker a declaration would take: the highest available one.
    std::optional<int> nextMarker(const Catalog &catalog) const;

    QJsonObject toJson() const;
    bool operator==(const GameState &) const = default;
};

QString phaseName(Phase phase);
// Who holds the First Regent tile, and with it the Imperial Trust (a campaign), if anyone.
inline std::optional<int> trustHolder(const GameState &state) {
    return state.campaign ? state.campaign->firstRegent : std::nullopt;
}

} // namespace arcs
