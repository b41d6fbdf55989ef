// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryRules.h"

#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignSetup.h"
#include "rules/Chapter.h"
#include "rules/EntryWords.h"
#include "rules/Events.h"
#include "rules/Overloaded.h"
#include "rules/TurnBudget.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The chapter's strings kept in their context: the translations stay theirs.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Chapter)
};

} // namespace

QString entryProblem(const GameState &state, const Entry &entry, const Catalog &catalog) {
    if (const auto *start = std::get_if<StartGame>(&entry)) {
        if (state.phase != Phase::NotStarted)
            return Text::tr("A game is already under way; start a new game instead.");
        return start->setup.problem(catalog);
    }
    if (state.phase == Phase::NotStarted)
        return Text::tr("Start a game first.");
    if (state.phase == Phase::GameOver)
        return Text::tr("The game is over.");
    // What each kind says of itself (EntryKind.h): when it may come.
    const EntryKindInfo kind =
        std::visit([]<class T>(const T &) { return EntryKindInfo(T::kind); }, entry);
    // While the event is resolved the table may still mirror what a Crisis or Edict did.
    if (state.event && !kind.duringEvent.value)
        return Text::tr("Resolve the end-of-round event first, on the Event screen.");
    if (state.phase == Phase::Placement && !kind.duringPlacement.value)
        return Text::tr("Place the starting pieces first: %1 places next.")
            .arg(state.playerName(nextPlacer(state).value_or(0)));
    const bool playing = state.phase == Phase::Playing;
    if (!playing && !kind.outsidePlay.value)
        return Text::tr("Chapter %1 is over: score it before going on.").arg(state.chapter);
    // After the turn under way ends (if it does), a card or a pass comes next.
    const auto nextCardProblem = [&](const GameState &next) {
        if (next.phase == Phase::ChapterEnd)
            return Text::tr("Every card of chapter %1 is played: score it.").arg(state.chapter);
        // The round's event comes before the next round's first card (a card typed then was
        // taken, and the event opened under it; a cold play-test).
        if (next.event)
            return Text::tr("Round %1 ends with its event: end %2's turn, and resolve the event "
                            "before the next card.")
                .arg(state.round)
                .arg(state.playerName(state.turnPlayer().value_or(0)));
        return QString();
    };
    const auto onBoard = [&](const Entry &board) {
        if (const auto action = turnActionOf(board)) {
            if (QString p = turnActionProblem(state, *action, catalog); !p.isEmpty())
                return p;
        }
        return boardEntryProblem(state, board, catalog);
    };
    return std::visit(
        Overloaded{
            [](const StartGame &) { return QString(); },
            [&](const PlayCard &e) {
                const GameState next = withTurnEnded(state, catalog);
                if (QString p = nextCardProblem(next); !p.isEmpty())
                    return p;
                return playProblem(next, e.play, catalog);
            },
            [&](const PassInitiative &) {
                const GameState next = withTurnEnded(state, catalog);
                if (QString p = nextCardProblem(next); !p.isEmpty())
                    return p;
                if (!next.plays.isEmpty())
                    return Text::tr(
                        "Only the initiative holder can pass, and only instead of leading.");
                return QString();
            },
            [&](const TakeMulligan &) {
                if (state.playerCount() != 2)
                    return Text::tr("Only a two-player game has a mulligan.");
                if (state.mulliganTaken)
                    return Text::tr("The mulligan was already taken this chapter.");
                if (state.round != 1 || !state.plays.isEmpty() || state.passesInARow > 0)
                    return Text::tr(
                        "The mulligan is taken right after the deal, before the first card "
                        "is led.");
                return QString();
            },
            [&](const RecordDeclaration &) {
                if (!state.nextMarker(catalog))
                    return Text::tr("Every ambition marker is already in a box: no ambition can be "
                                    "declared.");
                return QString();
            },
            [&](const ReturnMarker &e) {
                const bool inBox = e.marker >= 0 && e.marker < int(state.markers.size()) &&
                                   state.markers[std::size_t(e.marker)].box;
                return inBox ? QString()
                             : Text::tr("That ambition marker is in no box: only a declared "
                                        "ambition's marker can return.");
            },
            [&](const EndChapter &) { return QString(); },
            [&](const EndTurn &) {
                if (!state.turn)
                    return Text::tr("No turn is under way: the next card starts one.");
                return QString();
            },
            [&](const ExtraAction &e) { return extraActionProblem(state, e.player); },
            [&](const Elimination &e) { return eliminationProblem(state, e, catalog); },
            [&](const PlaceStartingPieces &e) { return placementProblem(state, e, catalog); },
            [&](const MoveObjective &e) { return objectiveMoveProblem(state, e); },
            [&](const KeepFateNote &e) { return fateNoteProblem(state, e, catalog); },
            [&](const ScoreChapter &e) { return scoreProblem(state, e, catalog); },
            [&](const FollowEmpireLaws &) {
                if (!state.setup.act)
                    return Text::tr("Only a campaign Act has the Empire's laws.");
                if (state.setup.empireLaws)
                    return Text::tr("This Act follows the Empire's laws already.");
                return QString();
            },
            [&](const EventKind auto &e) { return eventEntryProblem(state, e, catalog); },
            [&](const SpendResource &e) {
                if (QString p = boardEntryProblem(state, e, catalog); !p.isEmpty())
                    return p;
                return preludeProblem(state, e.player, catalog);
            },
            [&]<BoardKind T>(const T &e) {
                // What mirrors the table (a correction) is no action: the turn does not pay.
                if constexpr (T::kind.outsidePlay.value)
                    return boardEntryProblem(state, e, catalog);
                else
                    return onBoard(e);
            },
        },
        entry);
}

GameState applyEntry(GameState state, const Entry &entry, const Catalog &catalog) {
    if (const auto action = turnActionOf(entry); action && state.turn)
        state.turn->taken.append(action->kind);
    std::visit(Overloaded{
                   [&](const StartGame &e) {
                       GameState fresh;
                       fresh.setup = e.setup;
                       fresh.phase = firstPhase(e.setup);
                       fresh.chapter = 1;
                       fresh.round = 1;
                       fresh.initiative = e.setup.initiative;
                       fresh.players =
                           QList<PlayerState>(e.setup.seats.size(), {0, catalog.game.handSize});
                       fresh.board = setUpBoard(e.setup, catalog);
                       if (e.setup.act)
                           beginAct(fresh, catalog);
                       fresh.seed = e.seed;
                       state = std::move(fresh);
                   },
                   [&](const PlayCard &e) {
                       state = withTurnEnded(std::move(state), catalog);
                       applyPlay(state, e.play, catalog);
                   },
                   [&](const PassInitiative &) {
                       state = withTurnEnded(std::move(state), catalog);
                       applyPass(state);
                   },
                   [&](const TakeMulligan &) { state.mulliganTaken = true; },
                   [&](const RecordDeclaration &e) {
                       state.markers[std::size_t(*state.nextMarker(catalog))].box = e.ambition;
                   },
                   [&](const ReturnMarker &e) { state.markers[std::size_t(e.marker)].box.reset(); },
                   [&](const EndChapter &) { endChapterNow(state); },
                   [&](const EndTurn &) { endTurn(state, catalog); },
                   [&](const ExtraAction &) { state.turn->extra += 1; },
                   [&](const Elimination &e) {
                       placeEliminatedShips(state.board, e, catalog);
                       if (state.turn)
                           endTurn(state, catalog);
                   },
                   [&](const PlaceStartingPieces &e) { applyPlacement(state, e, catalog); },
                   [&](const MoveObjective &e) { applyObjectiveMove(state, e); },
                   [&](const KeepFateNote &e) { state.campaign->notes[e.player] = e.note; },
                   [&](const FollowEmpireLaws &) { state.setup.empireLaws = true; },
                   [&](const EventKind auto &e) {
                       applyEventEntry(state, e, catalog);
                       if (!state.event)
                           endChapterIfNoCards(state);
                   },
                   [&](const ScoreChapter &e) { applyScore(state, e, catalog); },
                   [&](const BoardKind auto &e) { applyBoardEntry(state, e, catalog); },
               },
               entry);
    return state;
}

namespace {

// Ended by the table with actions left, it says so: an End turn tapped too soon is seen and
// undone. A turn the rules end (the player was eliminated) does not.
enum class TurnEnded { ByTheTable, ByTheRules };
QString endTurnTitle(const GameState &before, const Catalog &catalog,
                     TurnEnded ended = TurnEnded::ByTheTable) {
    const QString who = before.playerName(before.turn->player);
    const QString unused = ended == TurnEnded::ByTheTable
                               ? withActionsUnused(actionsUnused(before, catalog))
                               : QString();
    const QString title = unused.isEmpty() ? Text::tr("%1's turn ended").arg(who)
                                           : Text::tr("%1's turn ended %2").arg(who, unused);
    const GameState after = withTurnEnded(before, catalog);
    if (after.phase == Phase::ChapterEnd)
        return Text::tr("%1; chapter %2 is over").arg(title).arg(before.chapter);
    if (after.event)
        return Text::tr("%1; round %2 is over, %3 holds the initiative; the event follows")
            .arg(title)
            .arg(before.round)
            .arg(after.playerName(after.initiative));
    if (after.round != before.round)
        return Text::tr("%1; round %2 is over, %3 holds the initiative")
            .arg(title)
            .arg(before.round)
            .arg(after.playerName(after.initiative));
    return title;
}

QString startTitle(const StartGame &start, const Catalog &catalog) {
    const GameSetup &setup = start.setup;
    switch (setup.mode) {
    case GameMode::Base:
    case GameMode::LeadersAndLore:
        return Text::tr("New game on %1").arg(setup.setupCard);
    case GameMode::Campaign:
        if (setup.act->act > 1)
            return Text::tr("Act %1 of the campaign: the Blight spreads to the %2 planets")
                .arg(actWord(setup.act->act), symbolWord(setup.act->eventSymbol));
        return Text::tr(
                   "Act %1 of the campaign: Imperial clusters %2 and %3, Free cities on the %4 "
                   "planets")
            .arg(actWord(setup.act->act))
            .arg(setup.act->numberDie)
            .arg(nextClusterClockwise(setup.act->numberDie, catalog.map))
            .arg(symbolWord(setup.act->eventSymbol));
    }
    Q_UNREACHABLE();
}

} // namespace

QString entryTitle(const GameState &before, const Entry &entry, const Catalog &catalog) {
    return std::visit(
        Overloaded{
            [&](const StartGame &e) { return startTitle(e, catalog); },
            [&](const PlayCard &e) {
                // Entering the next card ended the turn under way: said where it had actions
                // left, as End turn says it (History did not; a cold play-test).
                const QString title = playText(before, e.play, catalog, Tense::Done);
                const QString unused = withActionsUnused(actionsUnused(before, catalog));
                return unused.isEmpty()
                           ? title
                           : Text::tr("%1; %2's turn ended %3")
                                 .arg(title, before.playerName(before.turn->player), unused);
            },
            [&](const PassInitiative &) {
                const GameState next = withTurnEnded(before, catalog);
                GameState after = next;
                applyPass(after);
                // The round ends at once, with no card: the next one's number is a round on.
                if (after.phase == Phase::ChapterEnd)
                    return Text::tr("%1 passed the initiative: everyone with cards passed, the "
                                    "chapter ends")
                        .arg(next.playerName(next.initiative));
                return Text::tr("%1 passed the initiative to %2: round %3 ends")
                    .arg(next.playerName(next.initiative), after.playerName(after.initiative))
                    .arg(next.round);
            },
            [&](const TakeMulligan &) {
                return Text::tr("%1 took the mulligan")
                    .arg(before.playerName(mulliganSeat(before)));
            },
            [&](const RecordDeclaration &e) {
                const auto marker = before.nextMarker(catalog);
                const MarkerValues value =
                    marker ? before.markerValue(*marker, catalog) : MarkerValues{};
                return Text::tr("%1 declared (%2/%3 marker)")
                    .arg(ambitionTitle(e.ambition))
                    .arg(value.first)
                    .arg(value.second);
            },
            [&](const ReturnMarker &e) {
                return Text::tr("The %1 marker leaves %2: no longer declared")
                    .arg(markerWord(before.markerValue(e.marker, catalog)),
                         ambitionTitle(*before.markers[std::size_t(e.marker)].box));
            },
            [&](const EndChapter &) {
                return Text::tr("Chapter %1 ended early").arg(before.chapter);
            },
            [&](const EndTurn &) { return endTurnTitle(before, catalog); },
            [&](const ExtraAction &e) {
                const QString who = before.playerName(e.player);
                return e.card.isEmpty()
                           ? Text::tr("%1: +1 action from a card").arg(who)
                           : Text::tr("%1: +1 action from %2")
                                 .arg(who, before.board.court.cardName(e.card, catalog));
            },
            [&](const Elimination &e) {
                const int ships = shipsAfterElimination(before.board, e.player, catalog);
                const QString placed =
                    (ships == 1
                         ? Text::tr("%1 had no ships or starports: 1 fresh ship placed in %3")
                         : Text::tr("%1 had no ships or starports: %2 fresh ships placed in %3"))
                        .arg(before.playerName(e.player))
                        .arg(ships)
                        .arg(systemWord(e.gate));
                return before.turn
                           ? Text::tr("%1; %2").arg(
                                 placed, endTurnTitle(before, catalog, TurnEnded::ByTheRules))
                           : placed;
            },
            [&](const PlaceStartingPieces &e) {
                return Text::tr("%1 placed 3 ships and a %2 at %3")
                    .arg(before.playerName(e.player),
                         pieceWord(e.building == Building::City ? Piece::City : Piece::Starport),
                         systemWord(e.planet));
            },
            [&](const KeepFateNote &e) {
                return e.note.secret ? Text::tr("%1 keeps a secret for their Fate")
                                           .arg(before.playerName(e.player))
                       : e.note.text.isEmpty()
                           ? Text::tr("%1's Fate note wiped").arg(before.playerName(e.player))
                           : Text::tr("%1's Fate note: %2")
                                 .arg(before.playerName(e.player), e.note.text);
            },
            [&](const MoveObjective &e) {
                const int from = before.campaign->objectiveMarkers.value(e.player).value_or(0);
                const QString moved = Text::tr("%1's objective marker moved from %2 to %3")
                                          .arg(before.playerName(e.player))
                                          .arg(from)
                                          .arg(from - e.by);
                return e.why.isEmpty() ? moved : Text::tr("%1 (%2)").arg(moved, e.why);
            },
            [&](const ScoreChapter &) { return Text::tr("Chapter %1 scored").arg(before.chapter); },
            [&](const FollowEmpireLaws &) {
                return Text::tr("The Empire's laws checked from here on");
            },
            [&](const EventKind auto &e) { return eventEntryTitle(before, e, catalog); },
            [&](const BoardKind auto &e) { return boardEntryTitle(before, e, catalog); },
        },
        entry);
}

} // namespace arcs
