#pragma once

#include "actions/Action.h"
#include "rules/Scoring.h"
#include "state/GameState.h"

namespace arcs {

class Catalog;

// The rules of playing chapters: whether an entry is legal now, and what it changes.
// Why an action cannot be applied to this state, or empty.
QString actionProblem(const GameState &state, const Action &action, const Catalog &catalog);
// Precondition: actionProblem is empty.
GameState applyAction(GameState state, const Action &action, const Catalog &catalog);
// A readable title for the journal, e.g. "Blue surpassed with Aggression 5".
QString actionTitle(const GameState &before, const Action &action, const Catalog &catalog);

// The scoring input for the chapter that just ended, from the counts the table entered.
ScoringInput chapterScoringInput(const GameState &state, const ScoreChapter &entry,
                                 const Catalog &catalog);
// Two players: the seat that may take the mulligan (the one without the initiative).
int mulliganSeat(const GameState &state);
// The marker that flips at this chapter end: the lowest one not yet flipped.
std::optional<int> markerToFlip(const GameState &state, const Catalog &catalog);

} // namespace arcs
