// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/EventState.h"
#include "state/FateNote.h"
#include "state/GameState.h"
#include "state/IntermissionChoices.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <optional>

// The table as one viewer may see it: the host's screen, the public (the table view on a TV),
// or one seat (a player's own screen). Secrecy is decided here and nowhere else: a seat's
// projection holds the public table and that seat's own secrets; the public one holds none.
// What no viewer sees: the dice's seed (it foretells every roll) and the Intermission's draw.
namespace arcs {

class Catalog;

struct Viewer {
    enum class Kind { Host, Public, Seat };
    Kind kind = Kind::Public;
    int seat = -1; // a Seat's

    static Viewer host() { return {Kind::Host, -1}; }
    static Viewer publicTable() { return {Kind::Public, -1}; }
    static Viewer ofSeat(int seat) { return {Kind::Seat, seat}; }
    // Whether this viewer may see what is private to `seat`.
    bool sees(int seat) const {
        return kind == Kind::Host || (kind == Kind::Seat && this->seat == seat);
    }
    bool operator==(const Viewer &) const = default;
};

// A seat as the viewer sees it.
struct SeatView {
    int seat = 0;
    QString name;
    PlayerColour colour = PlayerColour::Red;
    int power = 0;
    int hand = 0; // action cards in hand
    bool hasInitiative = false;
    // The player taking their turn, or between turns the one to play the next card; nobody
    // while the round's event is resolved.
    bool toPlay = false;
    bool takingTurn = false;
    // A campaign's: the Fate played this Act, the objective marker's space, and the titles.
    std::optional<int> fate;
    std::optional<int> objective;
    bool firstRegent = false;
    bool regent = false;
    // What the seat's Fate asks them to keep this Act; at the Intermission, the note for the
    // log sheet's back. A secret one is absent for every viewer but its reader and the host.
    std::optional<FateNote> note;
    // Who writes the seat's note, where another seat does (the Pathfinder's Portal): public.
    std::optional<int> noteWriter;
    // The Intermission's step F: the Fates offered (private), whether the seat has chosen
    // (public) and which (private until every seat has chosen, then everyone's).
    QList<int> fatesOffered;
    bool fateChosen = false;
    std::optional<int> fateChoice;
    bool operator==(const SeatView &) const = default;
};

struct TableProjection {
    static constexpr int version = 1;
    Viewer viewer;
    GameMode mode = GameMode::Base;
    int act = 0; // a campaign's, else 0
    Phase phase = Phase::NotStarted;
    int chapter = 0;
    int round = 0;
    int initiative = 0;
    std::optional<int> toAct;
    std::optional<Turn> turn;
    QList<Play> plays; // this round's
    QList<CardId> playedThisChapter;
    std::array<AmbitionMarkerState, 3> markers{};
    QList<QList<int>> powerByChapter;
    std::optional<int> winner;
    std::optional<int> councilSecuredBy;
    Board board;
    std::optional<EventState> event;
    // While the event is resolved: the round whose end it follows (the round on the state has
    // moved on already).
    std::optional<int> eventRound;
    std::optional<int> intermissionStep; // 0 (A) to 6 (done) while an Intermission is under way
    QList<SeatView> seats;
    // The seats clockwise from the one who began with the initiative: the order tables list them.
    QList<int> clockwise;

    // Versioned ("format", "version"), stable: what a phone receives.
    QJsonObject toJson() const;
    bool operator==(const TableProjection &) const = default;
};

// The table `state` (and the Intermission under way after it, if any) as `viewer` may see it.
TableProjection projectTable(const GameState &state,
                             const std::optional<IntermissionChoices> &intermission,
                             const Viewer &viewer, const Catalog &catalog);

} // namespace arcs
