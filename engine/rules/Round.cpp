// SPDX-License-Identifier: GPL-3.0-or-later
#include "Round.h"

#include "Scoring.h"
#include "data/Catalog.h"

#include <QCoreApplication>

#include <algorithm>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Round)
};

constexpr int sevenCard = 7;

bool isSurpassWithSeven(const Play &play) {
    return play.kind == PlayKind::Surpass && play.card && play.card->number == sevenCard;
}

QString cardProblem(int players, const CardId &card, const Catalog &catalog) {
    if (!catalog.actionCard(card.suit, card.number))
        return Text::tr("There is no %1 card numbered %2: action cards go from 1 to 7.")
            .arg(suitTitle(card.suit))
            .arg(card.number);
    if (!deckNumbers(players, catalog).contains(card.number))
        return Text::tr(
                   "%1 is not in the deck with %2 players: the 1s and 7s are for 4 players only.")
            .arg(cardTitle(card))
            .arg(players);
    return {};
}

} // namespace

std::optional<int> seizedBy(const QList<Play> &plays, const Catalog &catalog) {
    for (qsizetype i = 0; i < plays.size(); ++i) {
        if (seizesInitiative(plays.first(i), plays[i], catalog))
            return plays[i].player;
    }
    return std::nullopt;
}

bool initiativeSeized(const QList<Play> &plays, const Catalog &catalog) {
    return seizedBy(plays, catalog).has_value();
}

QString suitTitle(Suit suit) {
    switch (suit) {
    case Suit::Administration:
        return Text::tr("Administration");
    case Suit::Aggression:
        return Text::tr("Aggression");
    case Suit::Construction:
        return Text::tr("Construction");
    case Suit::Mobilization:
        return Text::tr("Mobilization");
    }
    return {};
}

QString suitShortTitle(Suit suit) {
    switch (suit) {
    case Suit::Administration:
        return Text::tr("Adm", "Administration, on a button");
    case Suit::Aggression:
        return Text::tr("Agg", "Aggression, on a button");
    case Suit::Construction:
        return Text::tr("Con", "Construction, on a button");
    case Suit::Mobilization:
        return Text::tr("Mob", "Mobilization, on a button");
    }
    return {};
}

QString cardTitle(const CardId &card) {
    return QStringLiteral("%1 %2").arg(suitTitle(card.suit)).arg(card.number);
}

int leadNumber(const Play &lead) {
    return lead.declare && !lead.keepsNumber ? 0 : (lead.card ? lead.card->number : 0);
}

QList<Ambition> declarableWith(const CardId &card, const Catalog &catalog) {
    QList<Ambition> out;
    for (const AmbitionInfo &info : catalog.ambitions) {
        if (card.number == catalog.anyAmbitionCardNumber || card.number == info.cardNumber)
            out.append(info.ambition);
    }
    return out;
}

QList<int> deckNumbers(int players, const Catalog &catalog) {
    QList<int> out;
    for (const ActionCard &card : catalog.actionCards) {
        const bool dealt = players == catalog.game.maxPlayers ||
                           !catalog.fourPlayerOnlyNumbers.contains(card.number);
        if (dealt && !out.contains(card.number))
            out.append(card.number);
    }
    std::sort(out.begin(), out.end());
    return out;
}

PlayKind faceUpKind(const QList<Play> &earlier, Suit suit) {
    if (earlier.isEmpty())
        return PlayKind::Lead;
    const Play &lead = earlier.first();
    return lead.card && lead.card->suit == suit ? PlayKind::Surpass : PlayKind::Pivot;
}

namespace {
int printedPips(const CardId &id, const Catalog &catalog) {
    const ActionCard *card = catalog.actionCard(id.suit, id.number);
    return card ? card->pips : 0;
}
} // namespace

bool anyEvent(const QList<Play> &plays) {
    return std::any_of(plays.begin(), plays.end(),
                       [](const Play &play) { return play.kind == PlayKind::Event; });
}

int pipsOf(const QList<Play> &earlier, const Play &play, const Catalog &catalog,
           bool councilSecured) {
    switch (play.kind) {
    case PlayKind::Lead:
    case PlayKind::Surpass:
        return play.card ? printedPips(*play.card, catalog) : 1;
    case PlayKind::Copy:
    case PlayKind::Pivot:
        return 1;
    case PlayKind::Event:
        if (earlier.isEmpty() || !earlier.first().card || anyEvent(earlier) || councilSecured)
            return 0;
        return printedPips(*earlier.first().card, catalog);
    }
    return 0;
}

bool seizesInitiative(const QList<Play> &earlier, const Play &play, const Catalog &catalog) {
    if (!play.seize && !isSurpassWithSeven(play))
        return false;
    // Only one seize per round: a 7 after a seize still Surpasses but does not seize.
    return !initiativeSeized(earlier, catalog);
}

QString playProblem(int players, int initiative, const QList<Play> &earlier, const Play &play,
                    const Catalog &catalog, Deck deck, const QStringList &names) {
    const auto who = [&names](int seat) {
        return seat < names.size() ? names[seat] : Text::tr("player %1").arg(seat + 1);
    };
    if (play.player < 0 || play.player >= players)
        return Text::tr("There is no player %1 in a %2-player game.").arg(play.player).arg(players);
    if (play.kind == PlayKind::Event) {
        if (deck != Deck::Campaign)
            return Text::tr("Event cards are in a campaign's action deck only.");
        if (play.card)
            return Text::tr("An Event card has no suit or number: enter it without a card.");
        if (earlier.isEmpty())
            return Text::tr(
                "An Event card cannot lead: the initiative holder leads a numbered card, or "
                "passes the initiative when they hold only Events.");
    }
    if (play.card) {
        const QString problem = cardProblem(players, *play.card, catalog);
        if (!problem.isEmpty())
            return problem;
    }
    if (earlier.isEmpty()) {
        if (play.kind != PlayKind::Lead || play.player != initiative)
            return Text::tr("Each round starts with the initiative holder, %1, leading a card.")
                .arg(who(initiative));
    } else {
        if (play.kind == PlayKind::Lead)
            return Text::tr("Only the first card of a round leads; %1 already led.")
                .arg(who(earlier.first().player));
        const int previous = (earlier.last().player - initiative + players) % players;
        const int position = (play.player - initiative + players) % players;
        if (position <= previous)
            return Text::tr("%1 cannot play now: turns go clockwise from the initiative "
                            "holder, once each.")
                .arg(who(play.player));
    }
    if (play.kind != PlayKind::Copy && play.kind != PlayKind::Event && !play.card)
        return Text::tr("Say which card was played: only a Copy is played face down.");
    if (play.keepsNumber && !play.declare)
        return Text::tr("Only a declaration places the zero marker: without one the lead keeps its "
                        "number anyway.");
    if (play.declare) {
        if (play.kind != PlayKind::Lead)
            return Text::tr("Only the lead player can declare an ambition.");
        if (!declarableWith(*play.card, catalog).contains(*play.declare))
            return Text::tr("%1 cannot declare %2.")
                .arg(cardTitle(*play.card), ambitionTitle(*play.declare));
    }
    // Before what the card would do: a card on the table already is the mistake to name.
    if (play.card && play.kind != PlayKind::Copy) {
        for (const Play &other : earlier) {
            if (other.kind != PlayKind::Copy && other.card == play.card)
                return Text::tr("%1 was already played this round: check the card.")
                    .arg(cardTitle(*play.card));
        }
    }
    if (!earlier.isEmpty()) {
        const Play &lead = earlier.first();
        if (play.kind == PlayKind::Surpass) {
            if (play.card->suit != lead.card->suit)
                return Text::tr(
                           "%1 cannot Surpass the %2 lead: Surpass with the lead suit, or Pivot.")
                    .arg(cardTitle(*play.card), suitTitle(lead.card->suit));
            if (play.card->number <= leadNumber(lead))
                return Text::tr(
                           "%1 does not Surpass: it must be higher than the lead's %2 (or play it "
                           "face down as a Copy).")
                    .arg(cardTitle(*play.card))
                    .arg(leadNumber(lead));
        }
        if (play.kind == PlayKind::Pivot && play.card->suit == lead.card->suit)
            return Text::tr("%1 is of the lead suit: Surpass with it, or Copy.")
                .arg(cardTitle(*play.card));
    }
    if (play.seize) {
        if (play.player == initiative)
            return Text::tr("The initiative holder cannot seize the initiative.");
        if (initiativeSeized(earlier, catalog))
            return Text::tr("The initiative was already seized this round.");
        if (isSurpassWithSeven(play))
            return Text::tr(
                "A Surpass with a 7 seizes the initiative by itself: no extra card is needed.");
    }
    return {};
}

QString roundProblem(int players, int initiative, const QList<Play> &plays, const Catalog &catalog,
                     Deck deck) {
    if (players < catalog.game.minPlayers || players > catalog.game.maxPlayers)
        return Text::tr("\"players\" must be from %1 to %2, not %3.")
            .arg(catalog.game.minPlayers)
            .arg(catalog.game.maxPlayers)
            .arg(players);
    if (initiative < 0 || initiative >= players)
        return Text::tr("\"initiative\" must be a player from 0 to %1.").arg(players - 1);
    if (plays.isEmpty())
        return Text::tr("A round needs at least the lead card.");
    for (qsizetype i = 0; i < plays.size(); ++i) {
        const QString problem =
            playProblem(players, initiative, plays.first(i), plays[i], catalog, deck);
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

RoundOutcome resolveRound(int initiative, const QList<Play> &plays, const Catalog &catalog) {
    RoundOutcome outcome;
    std::optional<Play> highestSurpass;
    for (qsizetype i = 0; i < plays.size(); ++i) {
        const Play &play = plays[i];
        // Plays alone: a Council secured mid-round is the table's, which replays it.
        outcome.pips.append(pipsOf(plays.first(i), play, catalog, false));
        if (seizesInitiative(plays.first(i), play, catalog))
            outcome.seized = play.player;
        if (play.kind == PlayKind::Surpass &&
            (!highestSurpass || play.card->number > highestSurpass->card->number))
            highestSurpass = play;
    }
    outcome.event = anyEvent(plays);
    outcome.initiative = outcome.seized   ? *outcome.seized
                         : highestSurpass ? highestSurpass->player
                                          : initiative;
    return outcome;
}

} // namespace arcs
