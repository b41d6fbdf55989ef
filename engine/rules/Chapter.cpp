#include "Chapter.h"

#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"

#include <QCoreApplication>

#include <algorithm>

namespace arcs {

namespace {

QString tr(const char *text) {
    return QCoreApplication::translate("Chapter", text);
}

int cardsNeeded(const Play &play) {
    return play.seize ? 2 : 1;
}

bool isFaceUp(const Play &play) {
    return play.kind != PlayKind::Copy && play.card.has_value();
}

QString playProblemNow(const GameState &state, const Play &play, const Catalog &catalog) {
    const std::optional<int> seat = state.toAct();
    if (!seat)
        return tr("Nobody is due to play.");
    if (play.player != *seat)
        return tr("It is %1's turn, not %2's.")
            .arg(state.playerName(*seat), state.playerName(play.player));
    const int hand = state.players[play.player].hand;
    if (hand < cardsNeeded(play))
        return play.seize && hand == 1
                   ? tr("%1 has 1 card: seizing with an extra card needs 2.")
                         .arg(state.playerName(play.player))
                   : tr("%1 has no cards left.").arg(state.playerName(play.player));
    const QString roundRule =
        playProblem(state.playerCount(), state.initiative, state.plays, play, catalog);
    if (!roundRule.isEmpty())
        return roundRule;
    if (isFaceUp(play) && state.playedThisChapter.contains(*play.card))
        return tr("%1 was already played this chapter: check the card.").arg(cardTitle(*play.card));
    if (play.declare && !state.nextMarker(catalog))
        return tr("Every ambition marker is already in a box: no ambition can be declared.");
    return {};
}

QString scoreProblemNow(const GameState &state, const ScoreChapter &entry, const Catalog &catalog) {
    if (state.phase != Phase::ChapterEnd)
        return tr("The chapter is still being played: score it once every card is played or "
                  "everyone with cards has passed.");
    return scoringProblem(chapterScoringInput(state, entry, catalog), catalog);
}

// The clockwise seat after `seat` that still holds cards, if any.
std::optional<int> nextWithCards(const GameState &state, int seat) {
    for (int step = 1; step < state.playerCount(); ++step) {
        const int candidate = (seat + step) % state.playerCount();
        if (state.players[candidate].hand > 0)
            return candidate;
    }
    return std::nullopt;
}

// Every remaining action card is discarded and the chapter ends.
void endChapterNow(GameState &state) {
    for (PlayerState &player : state.players)
        player.hand = 0;
    state.plays.clear();
    state.phase = Phase::ChapterEnd;
}

void endChapterIfNoCards(GameState &state) {
    const bool anyCards = std::any_of(state.players.begin(), state.players.end(),
                                      [](const PlayerState &p) { return p.hand > 0; });
    if (!anyCards)
        state.phase = Phase::ChapterEnd;
}

void applyPlay(GameState &state, const Play &play, const Catalog &catalog) {
    state.turnPlayer = play.player;
    state.players[play.player].hand -= cardsNeeded(play);
    if (isFaceUp(play))
        state.playedThisChapter.append(*play.card);
    if (play.declare)
        state.markers[std::size_t(*state.nextMarker(catalog))].box = play.declare;
    state.plays.append(play);
    state.passesInARow = 0;
    if (state.toAct())
        return;
    state.initiative = resolveRound(state.initiative, state.plays, catalog).initiative;
    state.plays.clear();
    state.round += 1;
    endChapterIfNoCards(state);
}

void applyPass(GameState &state) {
    const int passer = state.initiative;
    state.turnPlayer.reset();
    if (state.players[passer].hand > 0)
        state.passesInARow += 1;
    if (const auto next = nextWithCards(state, passer))
        state.initiative = *next;
    state.round += 1;
    const auto withCards = std::count_if(state.players.begin(), state.players.end(),
                                         [](const PlayerState &p) { return p.hand > 0; });
    if (state.passesInARow >= withCards)
        endChapterNow(state); // everyone with cards passed in a row
}

void applyScore(GameState &state, const ScoreChapter &entry, const Catalog &catalog) {
    const ChapterScore score = scoreChapter(chapterScoringInput(state, entry, catalog), catalog);
    QList<int> power;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        state.players[seat].power += score.gains[seat];
        power.append(state.players[seat].power);
    }
    state.powerByChapter.append(power);

    // Clean-up: markers return; the lowest unflipped marker flips.
    const std::optional<int> flip = markerToFlip(state, catalog);
    for (AmbitionMarkerState &marker : state.markers)
        marker.box.reset();
    if (flip)
        state.markers[std::size_t(*flip)].flipped = true;
    const auto scored = [&](Ambition ambition) {
        return std::any_of(score.ambitions.begin(), score.ambitions.end(),
                           [&](const AmbitionScore &a) { return a.ambition == ambition; });
    };
    returnTrophiesAndCaptives(state.board, scored(Ambition::Warlord), scored(Ambition::Tyrant),
                              catalog);

    const int threshold = catalog.game.powerToWin.forPlayers(state.playerCount());
    const bool reached = std::any_of(state.players.begin(), state.players.end(),
                                     [&](const PlayerState &p) { return p.power >= threshold; });
    if (reached || state.chapter >= catalog.game.lastChapter) {
        int best = state.initiative; // ties go to the earliest in turn order
        for (int seat : state.turnOrder()) {
            if (state.players[seat].power > state.players[best].power)
                best = seat;
        }
        state.winner = best;
        state.phase = Phase::GameOver;
        return;
    }
    state.chapter += 1;
    state.round = 1;
    for (PlayerState &player : state.players)
        player.hand = catalog.game.handSize;
    state.playedThisChapter.clear();
    state.turnPlayer.reset();
    state.passesInARow = 0;
    state.mulliganTaken = false;
    state.phase = Phase::Playing;
}

} // namespace

int mulliganSeat(const GameState &state) {
    return (state.initiative + 1) % std::max(1, state.playerCount());
}

std::optional<int> markerToFlip(const GameState &state, const Catalog &catalog) {
    std::optional<int> lowest;
    for (int i = 0; i < int(state.markers.size()); ++i) {
        if (!state.markers[std::size_t(i)].flipped &&
            (!lowest ||
             catalog.ambitionMarkers[i].front.first < catalog.ambitionMarkers[*lowest].front.first))
            lowest = i;
    }
    return lowest;
}

ScoringInput chapterScoringInput(const GameState &state, const ScoreChapter &entry,
                                 const Catalog &catalog) {
    ScoringInput input;
    input.players = state.playerCount();
    for (const AmbitionInfo &info : catalog.ambitions) {
        const QList<MarkerValues> markers = state.markersIn(info.ambition, catalog);
        if (!markers.isEmpty())
            input.declared.insert(info.ambition, markers);
    }
    input.counts = entry.counts;
    input.leaders = state.setup.leaders;
    input.cityBonus = entry.cityBonus;
    if (state.playerCount() == 2)
        input.dummy = dummyTotals(state.board.dummyResources);
    return input;
}

QString actionProblem(const GameState &state, const Action &action, const Catalog &catalog) {
    if (const auto *start = std::get_if<StartGame>(&action)) {
        if (state.phase != Phase::NotStarted)
            return tr("A game is already under way; start a new game instead.");
        return start->setup.problem(catalog);
    }
    if (state.phase == Phase::NotStarted)
        return tr("Start a game first.");
    if (state.phase == Phase::GameOver)
        return tr("The game is over.");
    if (const auto *score = std::get_if<ScoreChapter>(&action))
        return scoreProblemNow(state, *score, catalog);
    if (std::holds_alternative<RecordDeclaration>(action)) {
        if (!state.nextMarker(catalog))
            return tr("Every ambition marker is already in a box: no ambition can be declared.");
        return {};
    }
    if (std::holds_alternative<Correction>(action))
        return boardEntryProblem(state, action, catalog); // the table may fix counts before scoring
    if (state.phase == Phase::ChapterEnd)
        return tr("Chapter %1 is over: score it before going on.").arg(state.chapter);
    if (isBoardEntry(action))
        return boardEntryProblem(state, action, catalog);
    if (const auto *play = std::get_if<PlayCard>(&action))
        return playProblemNow(state, play->play, catalog);
    if (std::holds_alternative<EndChapter>(action))
        return {};
    if (std::holds_alternative<PassInitiative>(action)) {
        if (!state.plays.isEmpty())
            return tr("Only the initiative holder can pass, and only instead of leading.");
        return {};
    }
    // TakeMulligan
    if (state.playerCount() != 2)
        return tr("Only a two-player game has a mulligan.");
    if (state.mulliganTaken)
        return tr("The mulligan was already taken this chapter.");
    if (state.round != 1 || !state.plays.isEmpty() || state.passesInARow > 0)
        return tr("The mulligan is taken right after the deal, before the first card is led.");
    return {};
}

GameState applyAction(GameState state, const Action &action, const Catalog &catalog) {
    if (const auto *start = std::get_if<StartGame>(&action)) {
        GameState fresh;
        fresh.setup = start->setup;
        fresh.phase = Phase::Playing;
        fresh.chapter = 1;
        fresh.round = 1;
        fresh.initiative = start->setup.initiative;
        fresh.players = QList<PlayerState>(start->setup.seats.size(), {0, catalog.game.handSize});
        fresh.board = setUpBoard(start->setup, catalog);
        fresh.seed = start->seed;
        return fresh;
    }
    if (isBoardEntry(action)) {
        applyBoardEntry(state, action, catalog);
        return state;
    }
    if (const auto *play = std::get_if<PlayCard>(&action)) {
        startTurn(state.board);
        applyPlay(state, play->play, catalog);
    } else if (std::holds_alternative<PassInitiative>(action)) {
        startTurn(state.board);
        applyPass(state);
    } else if (std::holds_alternative<TakeMulligan>(action))
        state.mulliganTaken = true;
    else if (const auto *record = std::get_if<RecordDeclaration>(&action))
        state.markers[std::size_t(*state.nextMarker(catalog))].box = record->ambition;
    else if (std::holds_alternative<EndChapter>(action))
        endChapterNow(state);
    else if (const auto *score = std::get_if<ScoreChapter>(&action))
        applyScore(state, *score, catalog);
    return state;
}

QString actionTitle(const GameState &before, const Action &action, const Catalog &catalog) {
    if (const auto *start = std::get_if<StartGame>(&action))
        return tr("New game on %1").arg(start->setup.setupCard);
    if (const auto *entry = std::get_if<PlayCard>(&action)) {
        const Play &play = entry->play;
        const QString who = before.playerName(play.player);
        QString title;
        switch (play.kind) {
        case PlayKind::Lead:
            title = tr("%1 led %2").arg(who, cardTitle(*play.card));
            break;
        case PlayKind::Surpass:
            title = tr("%1 surpassed with %2").arg(who, cardTitle(*play.card));
            break;
        case PlayKind::Copy:
            title = tr("%1 copied").arg(who);
            break;
        case PlayKind::Pivot:
            title = tr("%1 pivoted with %2").arg(who, cardTitle(*play.card));
            break;
        }
        if (play.declare)
            title += tr(", declaring %1").arg(ambitionTitle(*play.declare));
        if (seizesInitiative(before.plays, play, catalog))
            title += tr(", seizing the initiative");
        return title;
    }
    if (std::holds_alternative<PassInitiative>(action))
        return tr("%1 passed the initiative").arg(before.playerName(before.initiative));
    if (std::holds_alternative<TakeMulligan>(action))
        return tr("%1 took the mulligan").arg(before.playerName(mulliganSeat(before)));
    if (const auto *record = std::get_if<RecordDeclaration>(&action)) {
        const auto marker = before.nextMarker(catalog);
        const MarkerValues value = marker ? before.markerValue(*marker, catalog) : MarkerValues{};
        return tr("%1 declared (%2/%3 marker)")
            .arg(ambitionTitle(record->ambition))
            .arg(value.first)
            .arg(value.second);
    }
    if (std::holds_alternative<EndChapter>(action))
        return tr("Chapter %1 ended early").arg(before.chapter);
    if (isBoardEntry(action))
        return boardEntryTitle(before, action, catalog);
    return tr("Chapter %1 scored").arg(before.chapter);
}

} // namespace arcs
