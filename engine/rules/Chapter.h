// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "rules/Scoring.h"
#include "state/GameState.h"

namespace arcs {

class Catalog;

// The rules of playing chapters: cards, passes, turns and rounds, scoring and the game's end.
// An entry is asked about through EntryRules.h, which dispatches here.

// Why this card cannot be played now (whose turn, the hand, the round's rules), or empty.
QString playProblem(const GameState &state, const Play &play, const Catalog &catalog);
// Whether `play` shows face up a card already played this chapter: each card shows once.
bool playedAlready(const GameState &state, const Play &play);
// Precondition: playProblem is empty (the turn under way ended).
void applyPlay(GameState &state, const Play &play, const Catalog &catalog);
// The initiative holder passes instead of leading; the chapter ends when everyone with cards
// has passed in a row.
void applyPass(GameState &state);
// The turn under way ends, and with the round's last turn the round (or the chapter).
void endTurn(GameState &state, const Catalog &catalog);
// Every remaining action card is discarded and the chapter ends.
void endChapterNow(GameState &state);
// The chapter ends where nobody holds a card.
void endChapterIfNoCards(GameState &state);
// Why the chapter cannot be scored so, or empty.
QString scoreProblem(const GameState &state, const ScoreChapter &entry, const Catalog &catalog);
// Precondition: scoreProblem is empty. Power gained, the clean-up, the next chapter or the end.
void applyScore(GameState &state, const ScoreChapter &entry, const Catalog &catalog);
// A card played, as the journal says it was (Done: "Blue surpassed with Aggression 5") or as
// the entry bar says it will be before it is entered (Next: "Blue surpasses with …").
enum class Tense { Done, Next };
QString playText(const GameState &before, const Play &play, const Catalog &catalog, Tense tense);
// The same play in a few words, for a row of them: "Mikah: Agg 4, pivot, seized".
QString playShortText(const GameState &before, const Play &play, const Catalog &catalog);

// The state the next card (or a pass, or the chapter's end) is entered into: the turn under
// way ends first, and with it the round if it was the round's last turn.
GameState withTurnEnded(GameState state, const Catalog &catalog);

// The scoring input for the chapter that just ended, from the counts the table entered.
ScoringInput chapterScoringInput(const GameState &state, const ScoreChapter &entry,
                                 const Catalog &catalog);
// Who scores what for the chapter that ended in `state` with these counts, a line each: each
// declared ambition's places and why, then grand ambitions. Precondition: the entry applies.
QStringList chapterScoreLines(const GameState &state, const ScoreChapter &entry,
                              const Catalog &catalog);
// When this game ends: the Power that ends it after a chapter's scoring, and its last chapter.
struct GameEnd {
    std::optional<int> powerToWin; // none: the Power track's thresholds are ignored (campaign)
    int lastChapter = 0;
};
GameEnd gameEndFor(const GameSetup &setup, const Catalog &catalog);
// The phase a new game starts in: playing, or a campaign Act I's placement loop.
Phase firstPhase(const GameSetup &setup);
// After a chapter's scoring (with its Power added): whether the game ends now, and who wins —
// the most Power, ties to the earliest in turn order. A campaign's Act I or II ends after its
// last chapter with no winner; Act III ends as campaignEnd says (CampaignEnd.h).
struct GameOutcome {
    std::optional<int> winner; // a seat; none: an Act that ends without one
    bool operator==(const GameOutcome &) const = default;
};
std::optional<GameOutcome> outcomeAfterScoring(const GameState &state, const Catalog &catalog);
// Whether the game's winner shares the most Power with another player, and won as the
// earliest of them in turn order.
bool wonByTurnOrder(const GameState &state);

// Whether the seat's Fate scores grand ambitions in Act III (A and B Fates; a C Fate has a
// final objective instead).
bool hasGrandAmbitions(const GameState &state, int seat, const Catalog &catalog);

// A campaign's Act III, just scored: whether the campaign ends, who wins (a seat) and why (a C
// Fate's final objective, or the most Power after the last chapter).
struct CampaignVictory {
    int seat = 0;
    CampaignEndReason reason = CampaignEndReason::MostPower;
    QList<int> completedWithoutPower; // seats whose final objective is done, short of 1 Power
    bool operator==(const CampaignVictory &) const = default;
};
std::optional<CampaignVictory> campaignVictory(const GameState &state, const Catalog &catalog);

// What the clean-up after chapter-end scoring does (applied by the ScoreChapter entry, and
// explained on the chapter-end screen).
struct ChapterCleanUp {
    bool returnTrophies = false; // Warlord was scored
    bool returnCaptives = false; // Tyrant was scored
    QList<int> discardFuel;      // seats whose leader's trait discards their Fuel (Lavish)
    std::optional<int> flip;     // the marker that flips
    bool operator==(const ChapterCleanUp &) const = default;
};
// At chapter end, before scoring.
ChapterCleanUp chapterCleanUp(const GameState &state, const Catalog &catalog);

// Two players: the seat that may take the mulligan (the one without the initiative).
int mulliganSeat(const GameState &state);
// The marker that flips at this chapter end: the lowest one not yet flipped.
std::optional<int> markerToFlip(const GameState &state, const Catalog &catalog);

} // namespace arcs
