// SPDX-License-Identifier: GPL-3.0-or-later
#include "Chapter.h"

#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignEnd.h"
#include "rules/EntryWords.h"
#include "rules/Events.h"
#include "rules/TurnBudget.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Chapter)
};

Deck deckOf(const GameSetup &setup) {
    return setup.mode == GameMode::Campaign ? Deck::Campaign : Deck::Base;
}

int cardsNeeded(const Play &play) {
    return play.seize ? 2 : 1;
}

bool isFaceUp(const Play &play) {
    return play.kind != PlayKind::Copy && play.card.has_value();
}

} // namespace

bool playedAlready(const GameState &state, const Play &play) {
    return isFaceUp(play) && state.playedThisChapter.contains(*play.card);
}

QString playProblem(const GameState &state, const Play &play, const Catalog &catalog) {
    const std::optional<int> seat = state.toAct();
    if (!seat)
        return Text::tr("Nobody is due to play.");
    if (play.player != *seat)
        return Text::tr("It is %1's turn, not %2's.")
            .arg(state.playerName(*seat), state.playerName(play.player));
    const int hand = state.players[play.player].hand;
    if (hand < cardsNeeded(play))
        return play.seize && hand == 1
                   ? Text::tr("%1 has 1 card: seizing with an extra card needs 2.")
                         .arg(state.playerName(play.player))
                   : Text::tr("%1 has no cards left.").arg(state.playerName(play.player));
    QStringList names;
    for (int seat = 0; seat < state.playerCount(); ++seat)
        names << state.playerName(seat);
    const QString roundRule = playProblem(state.playerCount(), state.initiative, state.plays, play,
                                          catalog, deckOf(state.setup), names);
    if (!roundRule.isEmpty())
        return roundRule;
    if (playedAlready(state, play))
        return Text::tr("%1 was already played this chapter: check the card.")
            .arg(cardTitle(*play.card));
    if (play.declare && !state.nextMarker(catalog))
        return Text::tr("Every ambition marker is already in a box: no ambition can be declared.");
    return {};
}

namespace {

// The clockwise seat after `seat` that still holds cards, if any.
std::optional<int> nextWithCards(const GameState &state, int seat) {
    for (int step = 1; step < state.playerCount(); ++step) {
        const int candidate = (seat + step) % state.playerCount();
        if (state.players[candidate].hand > 0)
            return candidate;
    }
    return std::nullopt;
}

} // namespace

// Every remaining action card is discarded and the chapter ends.
void endChapterNow(GameState &state) {
    for (PlayerState &player : state.players)
        player.hand = 0;
    state.plays.clear();
    state.turn.reset();
    state.phase = Phase::ChapterEnd;
}

void endChapterIfNoCards(GameState &state) {
    const bool anyCards = std::any_of(state.players.begin(), state.players.end(),
                                      [](const PlayerState &p) { return p.hand > 0; });
    if (!anyCards) {
        state.turn.reset();
        state.phase = Phase::ChapterEnd;
    }
}

namespace {

// The last turn's end: the initiative moves and the next round begins (or the chapter ends).
// A campaign round with an Event card or a secured Council ends with its event; the chapter
// ends (without cards left) once the event is resolved.
void endRound(GameState &state, const Catalog &catalog) {
    state.initiative = resolveRound(state.initiative, state.plays, catalog).initiative;
    state.event = eventAfterRound(state, state.initiative);
    state.plays.clear();
    state.councilSecuredBy.reset();
    state.round += 1;
    if (!state.event)
        endChapterIfNoCards(state);
}

} // namespace

void endTurn(GameState &state, const Catalog &catalog) {
    state.turn.reset();
    if (state.roundComplete())
        endRound(state, catalog);
}

// Only A and B Fates have grand ambitions; a C Fate has a final objective instead.
bool hasGrandAmbitions(const GameState &state, int seat, const Catalog &catalog) {
    const Fate *fate = state.campaign ? catalog.fate(state.campaign->fates.value(seat)) : nullptr;
    return fate && fate->letter != FateLetter::C;
}

QString scoreProblem(const GameState &state, const ScoreChapter &entry, const Catalog &catalog) {
    if (state.phase == Phase::Playing && state.turn && state.roundComplete() &&
        withTurnEnded(state, catalog).phase == Phase::ChapterEnd)
        return Text::tr("End %1's turn first: the chapter ends with its last turn.")
            .arg(state.playerName(state.turn->player));
    if (state.phase != Phase::ChapterEnd)
        return Text::tr("The chapter is still being played: score it once every card is played or "
                        "everyone with cards has passed.");
    for (qsizetype seat = 0; state.campaign && seat < entry.grand.size(); ++seat) {
        const Fate *fate = catalog.fate(state.campaign->fates.value(seat));
        if (entry.grand[seat] > 0 && fate && !hasGrandAmbitions(state, int(seat), catalog))
            return Text::tr("%1's %2 is a C Fate: it has a final objective, not grand ambitions.")
                .arg(state.playerName(int(seat)), fate->name);
    }
    return scoringProblem(chapterScoringInput(state, entry, catalog), catalog);
}

void applyPlay(GameState &state, const Play &play, const Catalog &catalog) {
    startTurn(state.board);
    state.players[play.player].hand -= cardsNeeded(play);
    if (isFaceUp(play))
        state.playedThisChapter.append(*play.card);
    if (play.declare)
        state.markers[std::size_t(*state.nextMarker(catalog))].box = play.declare;
    state.plays.append(play);
    state.passesInARow = 0;
    state.turn = openTurn(state.plays.first(state.plays.size() - 1), play, catalog,
                          state.councilSecuredBy.has_value());
    if (!state.setup.turnsCounted && state.roundComplete())
        endRound(state, catalog); // recorded before turns: the round ended with its last card
}

void applyPass(GameState &state) {
    startTurn(state.board);
    const int passer = state.initiative;
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

    const ChapterCleanUp cleanUp = chapterCleanUp(state, catalog);
    for (AmbitionMarkerState &marker : state.markers)
        marker.box.reset();
    if (cleanUp.flip)
        state.markers[std::size_t(*cleanUp.flip)].flipped = true;
    for (int seat : cleanUp.discardFuel) {
        for (std::optional<ResourceType> &slot : state.board.areas[seat].resources) {
            if (slot == ResourceType::Fuel)
                slot.reset();
        }
    }
    returnTrophiesAndCaptives(state.board, cleanUp.returnTrophies, cleanUp.returnCaptives, catalog);

    if (const std::optional<GameOutcome> outcome = outcomeAfterScoring(state, catalog)) {
        state.winner = outcome->winner;
        state.phase = Phase::GameOver;
        return;
    }
    state.chapter += 1;
    state.round = 1;
    for (PlayerState &player : state.players)
        player.hand = catalog.game.handSize;
    state.playedThisChapter.clear();
    state.turn.reset();
    state.passesInARow = 0;
    state.mulliganTaken = false;
    state.phase = Phase::Playing;
}

GameEnd gameEndFor(const GameSetup &setup, const Catalog &catalog) {
    switch (setup.mode) {
    case GameMode::Base:
    case GameMode::LeadersAndLore:
        return {catalog.game.powerToWin.forPlayers(int(setup.seats.size())),
                catalog.game.lastChapter};
    case GameMode::Campaign: // the Power track's thresholds are ignored
        return {std::nullopt, catalog.campaign.actChapters.at(std::size_t(setup.act->act - 1))};
    }
    Q_UNREACHABLE();
}

Phase firstPhase(const GameSetup &setup) {
    switch (setup.mode) {
    case GameMode::Base:
    case GameMode::LeadersAndLore:
        return Phase::Playing;
    case GameMode::Campaign: // Act I places its starting pieces first
        return setup.act->act == 1 ? Phase::Placement : Phase::Playing;
    }
    Q_UNREACHABLE();
}

namespace {

// The most Power, ties to the earliest in turn order.
int mostPower(const GameState &state) {
    int best = state.initiative;
    for (int seat : state.turnOrder()) {
        if (state.players[seat].power > state.players[best].power)
            best = seat;
    }
    return best;
}

} // namespace

bool wonByTurnOrder(const GameState &state) {
    if (!state.winner)
        return false;
    const int best = state.players[*state.winner].power;
    return std::count_if(state.players.begin(), state.players.end(),
                         [best](const PlayerState &player) { return player.power == best; }) > 1;
}

// The standings go to campaignEnd in turn order.
std::optional<CampaignVictory> campaignVictory(const GameState &state, const Catalog &catalog) {
    if (!state.campaign || state.campaign->act != lastAct)
        return std::nullopt;
    const CampaignState &campaign = *state.campaign;
    const QList<int> order = state.turnOrder();
    QList<CampaignStanding> standings;
    for (int seat : order) {
        const FateLetter letter = catalog.fate(campaign.fates.value(seat))->letter;
        standings.append(
            {state.players[seat].power, letter,
             letter == FateLetter::C ? campaign.objectiveMarkers.value(seat) : std::nullopt});
    }
    const auto end = campaignEnd(campaign.act, state.chapter, standings, catalog);
    if (!end)
        return std::nullopt;
    CampaignVictory victory{order[end->winner], end->reason, {}};
    for (int i = 0; i < standings.size(); ++i) {
        if (standings[i].finalObjectiveCompleted() && standings[i].power < 1)
            victory.completedWithoutPower.append(order[i]);
    }
    return victory;
}

std::optional<GameOutcome> outcomeAfterScoring(const GameState &state, const Catalog &catalog) {
    const GameEnd end = gameEndFor(state.setup, catalog);
    switch (state.setup.mode) {
    case GameMode::Base:
    case GameMode::LeadersAndLore: {
        const bool reached =
            std::any_of(state.players.begin(), state.players.end(), [&](const PlayerState &p) {
                return p.power >= end.powerToWin.value_or(INT_MAX);
            });
        if (!reached && state.chapter < end.lastChapter)
            return std::nullopt;
        return GameOutcome{mostPower(state)};
    }
    case GameMode::Campaign:
        if (state.campaign->act == int(catalog.campaign.actChapters.size())) {
            const auto victory = campaignVictory(state, catalog);
            return victory ? std::optional(GameOutcome{victory->seat}) : std::nullopt;
        }
        if (state.chapter < end.lastChapter)
            return std::nullopt;
        return GameOutcome{}; // the Intermission follows
    }
    Q_UNREACHABLE();
}

ChapterCleanUp chapterCleanUp(const GameState &state, const Catalog &catalog) {
    const auto scored = [&](Ambition ambition) {
        return !state.markersIn(ambition, catalog).isEmpty(); // every declared ambition scores
    };
    ChapterCleanUp cleanUp;
    cleanUp.returnTrophies = scored(Ambition::Warlord);
    cleanUp.returnCaptives = scored(Ambition::Tyrant);
    for (int seat = 0; seat < state.setup.leaders.size(); ++seat) {
        const Leader *leader = catalog.leader(state.setup.leaders[seat]);
        for (const LeaderTrait &trait : leader ? leader->traits : QList<LeaderTrait>()) {
            if (trait.effect == LeaderTraitEffect::DiscardFuelAfterScoring &&
                scored(trait.ambition) && !cleanUp.discardFuel.contains(seat))
                cleanUp.discardFuel.append(seat);
        }
    }
    cleanUp.flip = markerToFlip(state, catalog);
    return cleanUp;
}

GameState withTurnEnded(GameState state, const Catalog &catalog) {
    if (state.turn)
        endTurn(state, catalog);
    return state;
}

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

QStringList chapterScoreLines(const GameState &state, const ScoreChapter &entry,
                              const Catalog &catalog) {
    QStringList names;
    for (int seat = 0; seat < state.playerCount(); ++seat)
        names << state.playerName(seat);
    names << Text::tr("Dummy");
    const ChapterScore scored = scoreChapter(chapterScoringInput(state, entry, catalog), catalog);
    QStringList out;
    for (const AmbitionScore &score : scored.ambitions)
        out << explain(score, names);
    if (out.isEmpty())
        out << Text::tr("No ambition was declared this chapter: nobody scores.");
    for (qsizetype seat = 0; seat < scored.grand.size(); ++seat) {
        if (scored.grand[seat] > 0)
            out << Text::tr("%1's grand ambitions: %2 fulfilled → +%3")
                       .arg(names[seat])
                       .arg(entry.grand.value(seat))
                       .arg(scored.grand[seat]);
    }
    return out;
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
    // Act III scores grand ambitions (none fulfilled unless the table marks them); anywhere
    // else marking them is refused by the scoring.
    const int act = state.campaign ? state.campaign->act : 0;
    if (act == 3 || !entry.grand.isEmpty())
        input.grand = GrandAmbitionsFulfilled{
            act, state.chapter,
            entry.grand.isEmpty() ? QList<int>(state.playerCount(), 0) : entry.grand};
    return input;
}

QString playShortText(const GameState &before, const Play &play, const Catalog &catalog) {
    // The suit as the entry bar's buttons say it: four players' plays fit beside the lead
    // ("Cy: Mo…" was all a cold play-test read of "Cy: Mobilization 2, pivot").
    const auto shortCard = [](const CardId &card) {
        return QStringLiteral("%1 %2").arg(suitShortTitle(card.suit)).arg(card.number);
    };
    QStringList what;
    switch (play.kind) {
    case PlayKind::Lead:
    case PlayKind::Surpass:
        what << shortCard(*play.card);
        break;
    case PlayKind::Pivot:
        what << shortCard(*play.card) << Text::tr("pivot");
        break;
    case PlayKind::Copy:
        what << Text::tr("copy");
        break;
    case PlayKind::Event:
        what << Text::tr("Event", "a play in a few words: an Event card");
        break;
    }
    if (play.declare)
        what << ambitionTitle(*play.declare);
    if (seizesInitiative(withTurnEnded(before, catalog).plays, play, catalog))
        what << Text::tr("seized");
    return Text::tr("%1: %2").arg(before.playerName(play.player),
                                  what.join(Text::tr(", ", "between a play's words")));
}

QString playText(const GameState &before, const Play &play, const Catalog &catalog, Tense tense) {
    const QString who = before.playerName(play.player);
    const bool done = tense == Tense::Done;
    QString title;
    switch (play.kind) {
    case PlayKind::Lead:
        title = (done ? Text::tr("%1 led %2") : Text::tr("%1 leads %2"))
                    .arg(who, cardTitle(*play.card));
        break;
    case PlayKind::Surpass:
        title = (done ? Text::tr("%1 surpassed with %2") : Text::tr("%1 surpasses with %2"))
                    .arg(who, cardTitle(*play.card));
        // A card lower than the lead's printed number surpasses only by the zero marker: say
        // so, or the table thinks the app misread the card.
        if (const QList<Play> earlier = withTurnEnded(before, catalog).plays;
            !earlier.isEmpty() && earlier.first().card &&
            play.card->number <= earlier.first().card->number)
            title += Text::tr(": the declared lead counts 0");
        break;
    case PlayKind::Copy:
        title = (done ? Text::tr("%1 copied") : Text::tr("%1 copies")).arg(who);
        break;
    case PlayKind::Pivot:
        title = (done ? Text::tr("%1 pivoted with %2") : Text::tr("%1 pivots with %2"))
                    .arg(who, cardTitle(*play.card));
        break;
    case PlayKind::Event: {
        const GameState ended = withTurnEnded(before, catalog);
        const QList<Play> &earlier = ended.plays;
        const bool councilSecured = ended.councilSecuredBy.has_value();
        title = done ? Text::tr("%1 played an Event card").arg(who)
                     : Text::tr("%1 plays an Event card").arg(who);
        const int pips = pipsOf(earlier, play, catalog, councilSecured);
        if (pips > 0 && !earlier.isEmpty())
            title += pips == 1 ? Text::tr(", with the lead's actions (%1, 1 pip)")
                                     .arg(suitTitle(earlier.first().card->suit))
                               : Text::tr(", with the lead's actions (%1, %2 pips)")
                                     .arg(suitTitle(earlier.first().card->suit))
                                     .arg(pips);
        else if (anyEvent(earlier))
            title += Text::tr(", with no actions: an Event was already played this round");
        else
            title += Text::tr(", with no actions: the Imperial Council was secured this round");
        break;
    }
    }
    if (play.declare && play.keepsNumber)
        title += Text::tr(", declaring %1 without the zero marker (the lead stays %2)")
                     .arg(ambitionTitle(*play.declare))
                     .arg(play.card ? play.card->number : 0);
    else if (play.declare)
        title += Text::tr(", declaring %1").arg(ambitionTitle(*play.declare));
    if (seizesInitiative(withTurnEnded(before, catalog).plays, play, catalog))
        title += Text::tr(", seizing the initiative");
    return title;
}

} // namespace arcs
