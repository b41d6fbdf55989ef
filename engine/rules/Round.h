// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QList>
#include <QString>

#include <optional>

namespace arcs {

class Catalog;

struct CardId {
    Suit suit = Suit::Administration;
    int number = 0;
    bool operator==(const CardId &) const = default;
};

// One player's turn in a round. A Copy needs no card: it is played face down; an Event names
// none either.
struct Play {
    int player = 0;
    PlayKind kind = PlayKind::Lead;
    std::optional<CardId> card;
    std::optional<Ambition> declare; // the lead only
    bool seize = false;              // an extra face-down card (a Surpass with a 7 seizes anyway)
    // Declared with a card that skips the zero marker (Secret Order, Galactic Bards, Populist
    // Demands): the lead keeps its number.
    bool keepsNumber = false;
    bool operator==(const Play &) const = default;
};

struct RoundOutcome {
    int initiative = 0;        // who holds the initiative next round
    std::optional<int> seized; // who seized, if anyone
    QList<int> pips;           // per play, in the order played
    bool event = false;        // an Event card was played: its event follows the round
    bool operator==(const RoundOutcome &) const = default;
};

// Which deck the round is played from: a campaign's holds Event cards.
enum class Deck { Base, Campaign };

// Whether a play is legal after the earlier plays of the same round; empty when it is.
// players: 2..4; initiative: the holder, who must lead; `names` by seat, for the reasons (none:
// "player 2" for seat 1).
QString playProblem(int players, int initiative, const QList<Play> &earlier, const Play &play,
                    const Catalog &catalog, Deck deck = Deck::Base, const QStringList &names = {});
// The first problem in a whole round, or empty.
QString roundProblem(int players, int initiative, const QList<Play> &plays, const Catalog &catalog,
                     Deck deck = Deck::Base);
// Precondition: roundProblem is empty.
RoundOutcome resolveRound(int initiative, const QList<Play> &plays, const Catalog &catalog);

// The card numbers in the action deck for this many players (the 1s and 7s: four only).
QList<int> deckNumbers(int players, const Catalog &catalog);
// The kind a face-up card of this suit makes after the earlier plays of the round: the lead,
// a Surpass in the lead's suit, else a Pivot. (A Copy is the player's choice.)
PlayKind faceUpKind(const QList<Play> &earlier, Suit suit);

// The pips a play pays for its actions after the earlier plays of its round. An Event pays the
// lead card's, or none once an Event was played earlier this round (errata) or the Imperial
// Council was secured earlier this round (`councilSecured`).
int pipsOf(const QList<Play> &earlier, const Play &play, const Catalog &catalog,
           bool councilSecured);
bool anyEvent(const QList<Play> &plays);
// Whether someone already seized the initiative in these plays, and who.
bool initiativeSeized(const QList<Play> &plays, const Catalog &catalog);
std::optional<int> seizedBy(const QList<Play> &plays, const Catalog &catalog);
// Whether this play seizes the initiative, given the earlier plays of the round.
bool seizesInitiative(const QList<Play> &earlier, const Play &play, const Catalog &catalog);
// The lead card's number for Surpassing: 0 once an ambition is declared with it, unless a card
// let the declaration skip the zero marker.
int leadNumber(const Play &lead);
// The ambitions a lead card lets its player declare.
QList<Ambition> declarableWith(const CardId &card, const Catalog &catalog);

QString cardTitle(const CardId &card);
QString suitTitle(Suit suit);
// A suit in a few letters, where the suits stand side by side: "Adm".
QString suitShortTitle(Suit suit);

} // namespace arcs
