// SPDX-License-Identifier: GPL-3.0-or-later
#include "CourtCards.h"

#include "BoardFacts.h"
#include "EntryWords.h"
#include "data/Catalog.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CourtCards)
};

// "F5-03": the Fate's number and the card's, as printed in the card's corners (RB p.2).
QString idProblem(const QString &id, const Catalog &catalog) {
    static const QRegularExpression pattern(QStringLiteral("^F([1-9][0-9]?)-([0-9]{2})$"));
    const QRegularExpressionMatch match = pattern.match(id);
    const Fate *fate = match.hasMatch() ? catalog.fate(match.captured(1).toInt()) : nullptr;
    if (!fate)
        return Text::tr(
                   "\"%1\" is not a Fate card's number: write it as printed in its corners, the "
                   "Fate's number and the card's, such as F5-03.")
            .arg(id);
    const int number = match.captured(2).toInt();
    if (number < 1 || number > fate->cards)
        return Text::tr("The %1's Fate Set (F%2) has cards 01 to %3, not %4.")
            .arg(fate->name)
            .arg(fate->number)
            .arg(fate->cards, 2, 10, QLatin1Char('0'))
            .arg(match.captured(2));
    return {};
}

} // namespace

void takeCardOut(Board &board, const QString &card) {
    board.court.deck.removeAll(card);
    board.court.discard.removeAll(card);
    for (CourtCardInPlay &place : board.court.row)
        place.attached.removeAll(card);
    for (PlayerArea &area : board.areas) {
        area.guildCards.removeAll(card);
        area.heldOnCards.remove(card);
    }
}

int attachedPlace(const Court &court, const QString &card) {
    for (int i = 0; i < court.row.size(); ++i) {
        if (court.row[i].attached.contains(card))
            return i;
    }
    return -1;
}

QString whereaboutsOf(const GameState &state, const QString &card, const Catalog &catalog) {
    const Court &court = state.board.court;
    if (courtPlace(court, card) >= 0)
        return Text::tr("in the Court row");
    if (const int place = attachedPlace(court, card); place >= 0)
        return Text::tr("attached above %1").arg(court.cardName(court.row[place].card, catalog));
    if (court.deck.contains(card))
        return Text::tr("in the Court deck");
    if (court.discard.contains(card))
        return Text::tr("in the Court discard");
    if (const int holder = holderOf(state.board, card); holder >= 0)
        return Text::tr("held by %1").arg(state.playerName(holder));
    return {};
}

QString addFateCardProblem(const GameState &state, const AddFateCard &add, const Catalog &catalog) {
    if (!state.campaign)
        return Text::tr("Fate cards are a campaign's.");
    const CourtCard &card = add.card;
    if (QString p = idProblem(card.id, catalog); !p.isEmpty())
        return p;
    if (card.name.trimmed().isEmpty() || card.name.size() > longestCardName)
        return Text::tr("Name the card as printed (at most %1 letters).").arg(longestCardName);
    if (card.kind == CourtCardKind::Council)
        return Text::tr("The Imperial Council is no Fate card: choose Guild or Vox.");
    if (card.kind == CourtCardKind::Guild && !card.suit)
        return Text::tr("A Guild card has a suit: choose the resource printed on it.");
    if (card.kind == CourtCardKind::Vox && (card.suit || card.raidCost))
        return Text::tr("A Vox card has no suit and no raid cost.");
    if (card.raidCost && (*card.raidCost < 1 || *card.raidCost > highestRaidCost))
        return Text::tr("A raid cost is 1 to %1 keys; a protected card shows an X instead.")
            .arg(highestRaidCost);
    if (add.to == FateCardPlace::PlayArea) {
        if (add.player < 0 || add.player >= state.playerCount())
            return Text::tr("Choose a player at this table.");
        if (card.kind != CourtCardKind::Guild)
            return Text::tr(
                "Only Guild cards are kept in a play area: a Vox card goes into the Court.");
    }
    if (const QString where = whereaboutsOf(state, card.id, catalog); !where.isEmpty())
        return Text::tr("%1 (%2) is already in play, %3: move it from where it is.")
            .arg(card.id, state.board.court.cardName(card.id, catalog), where);
    return {};
}

void applyAddFateCard(Board &board, const AddFateCard &add) {
    QList<CourtCard> &known = board.court.tableCards;
    known.removeIf([&](const CourtCard &card) { return card.id == add.card.id; });
    CourtCard card = add.card;
    card.deck = CourtDeck::FateSet;
    known.append(card);
    switch (add.to) {
    case FateCardPlace::CourtDeck:
        board.court.deck.append(card.id);
        return;
    case FateCardPlace::CourtRow:
        board.court.row.append({card.id, QList<int>(board.playerCount())});
        return;
    case FateCardPlace::PlayArea:
        board.areas[add.player].guildCards.append(card.id);
        return;
    }
}

QString addFateCardTitle(const GameState &before, const AddFateCard &add, const Catalog &) {
    const QString card = QStringLiteral("%1 %2").arg(add.card.id, add.card.name);
    switch (add.to) {
    case FateCardPlace::CourtDeck:
        return Text::tr("The Fate card %1 came into the Court deck").arg(card);
    case FateCardPlace::CourtRow:
        return Text::tr("The Fate card %1 came into the Court row").arg(card);
    case FateCardPlace::PlayArea:
        return Text::tr("%1 gained the Fate card %2").arg(before.playerName(add.player), card);
    }
    return {};
}

QString attachProblem(const GameState &state, const AttachCard &attach, const Catalog &catalog) {
    if (!state.campaign)
        return Text::tr("Cards are attached in a campaign.");
    const Court &court = state.board.court;
    const CourtCard *card = court.card(attach.card, catalog);
    if (!card)
        return Text::tr("There is no card \"%1\": add a Fate card first.").arg(attach.card);
    const int onto = courtPlace(court, attach.onto);
    if (onto < 0)
        return Text::tr("%1 is not in the Court row: attach above a card of the row.")
            .arg(court.cardName(attach.onto, catalog));
    if (attach.card == attach.onto || courtPlace(court, attach.card) >= 0)
        return Text::tr("%1 is in the Court row itself: it cannot also be attached.")
            .arg(card->name);
    if (attachedPlace(court, attach.card) >= 0)
        return Text::tr("%1 is already attached, %2.")
            .arg(card->name, whereaboutsOf(state, attach.card, catalog));
    if (card->kind == CourtCardKind::Council)
        return Text::tr("The Imperial Council is never attached.");
    const QString holderProblem =
        protectedProblem(state, holderOf(state.board, attach.card), attach.card, catalog);
    if (!holderProblem.isEmpty())
        return holderProblem;
    // A forced attach ignores the fewest requirements: above another attached card only when
    // no card of the row is free.
    if (!court.row[onto].attached.isEmpty()) {
        QStringList free;
        for (const CourtCardInPlay &place : court.row) {
            if (place.attached.isEmpty())
                free << court.cardName(place.card, catalog);
        }
        if (!free.isEmpty())
            return Text::tr("%1 already has a card attached: attach above a card with none (%2).")
                .arg(court.cardName(attach.onto, catalog), listOf(free));
    }
    return {};
}

void applyAttach(Board &board, const AttachCard &attach) {
    takeCardOut(board, attach.card);
    board.court.row[courtPlace(board.court, attach.onto)].attached.append(attach.card);
}

QString attachTitle(const GameState &before, const AttachCard &attach, const Catalog &catalog) {
    const Court &court = before.board.court;
    return Text::tr("%1 attached above %2")
        .arg(court.cardName(attach.card, catalog), court.cardName(attach.onto, catalog));
}

void vacateCourtPlace(Board &board, int index, const QString &refill, const QList<int> &agents) {
    CourtCardInPlay &place = board.court.row[index];
    if (!place.attached.isEmpty()) {
        place = {place.attached.first(), agents, place.attached.mid(1)};
    } else if (refill.isEmpty()) {
        board.court.row.removeAt(index);
    } else {
        if (!board.court.deck.removeOne(refill)) // one of the lore cards shuffled in, unseen
            board.court.loreInDeck -= 1;
        place = {refill, QList<int>(board.playerCount())};
    }
}

bool slidesDown(const Board &board, const QString &card) {
    const int index = courtPlace(board.court, card);
    return index >= 0 && !board.court.row[index].attached.isEmpty();
}

QString slideProblem(const Board &board, const QString &card, const QString &refill,
                     const Catalog &catalog) {
    if (refill.isEmpty())
        return {};
    const int index = courtPlace(board.court, card);
    return Text::tr("%1 slides down into the place of %2: nothing is drawn.")
        .arg(board.court.cardName(board.court.row[index].attached.first(), catalog),
             board.court.cardName(card, catalog));
}

QString protectedProblem(const GameState &state, int holder, const QString &card,
                         const Catalog &catalog) {
    const CourtCard *printed = state.board.court.card(card, catalog);
    if (holder < 0 || !printed || !printed->isProtected())
        return {};
    return Text::tr("%1 is protected: it leaves %2's play area only when %2 Provokes Outrage of %3 "
                    "(destroying a city on a planet of that type), or by a card that names it.")
        .arg(printed->name, state.playerName(holder), resourceWord(*printed->suit));
}

} // namespace arcs
