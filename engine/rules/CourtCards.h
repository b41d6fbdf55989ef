// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/BoardEntryKinds.h"
#include "state/GameState.h"

// The campaign Court's card rules (Blighted Reach "New Rules & Terms"): the Fate Set cards the
// table brings into play, cards attached above Court cards, protected Guild cards.
namespace arcs {

class Catalog;

// The longest name the table gives a card or a piece, and the highest raid cost a card shows.
constexpr qsizetype longestCardName = 40;
constexpr int highestRaidCost = 6;

// The place in the Court row whose card `card` is attached above, or -1.
int attachedPlace(const Court &court, const QString &card);
// Takes the card out of wherever it is: the Court deck or discard, above a Court card, a play
// area (with the resources held on it). Not from the row itself, whose place must be vacated.
void takeCardOut(Board &board, const QString &card);
// Where a card is now, in words ("held by Ana", "in the Court deck"), or empty: out of play.
QString whereaboutsOf(const GameState &state, const QString &card, const Catalog &catalog);

QString addFateCardProblem(const GameState &state, const AddFateCard &add, const Catalog &catalog);
void applyAddFateCard(Board &board, const AddFateCard &add);
QString addFateCardTitle(const GameState &before, const AddFateCard &add, const Catalog &catalog);

QString attachProblem(const GameState &state, const AttachCard &attach, const Catalog &catalog);
void applyAttach(Board &board, const AttachCard &attach);
QString attachTitle(const GameState &before, const AttachCard &attach, const Catalog &catalog);

// A card leaves row place `index` without being secured: the card attached above it slides down
// into the place and takes `agents`; with none attached, `refill` from the deck takes the place
// (none: the place closes).
void vacateCourtPlace(Board &board, int index, const QString &refill, const QList<int> &agents);
// Whether a card attached above `card` (in the row) slides down when it leaves.
bool slidesDown(const Board &board, const QString &card);
// Precondition: slidesDown(board, card). Why `refill` cannot be drawn for it, or empty.
QString slideProblem(const Board &board, const QString &card, const QString &refill,
                     const Catalog &catalog);
// Why a protected Guild card cannot leave `holder`'s play area by a raid, a Summit or a card
// that does not name it, or empty for a card that is not protected.
QString protectedProblem(const GameState &state, int holder, const QString &card,
                         const Catalog &catalog);

} // namespace arcs
