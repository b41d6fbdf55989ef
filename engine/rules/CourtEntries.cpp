// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardEntries.h"
#include "BoardEntryRules.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/CourtCards.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"

// The board entries of the Court: influence, secure, ransack, a card removed; what leaves the
// row and what refills it.

namespace arcs::boardrules {

namespace {

QString refillProblem(const Board &board, const QString &refill, const Catalog &catalog) {
    if (board.court.deck.isEmpty() && board.court.loreInDeck == 0)
        return refill.isEmpty() ? QString()
                                : Text::tr("The Court deck is empty: nothing refills the row.");
    if (refill.isEmpty())
        return Text::tr("Name the card drawn from the Court deck to fill the empty place.");
    if (catalog.loreCard(refill) && !board.court.deck.contains(refill)) {
        if (board.court.loreInDeck == 0)
            return Text::tr("No lore card is left in the Court deck: name the card that was "
                            "drawn.");
        if (loreOnTable(board, refill))
            return Text::tr("%1 is already on the table: name the lore card that was drawn.")
                .arg(refill);
        return {};
    }
    if (!board.court.deck.contains(refill))
        return Text::tr("%1 is not in the Court deck: name the card that was drawn.")
            .arg(board.court.cardName(refill, catalog));
    return {};
}

// A card leaving the row otherwise than secured: its attached card slides down, or a card is
// drawn in its place.
QString leavingProblem(const Board &board, const QString &card, const QString &refill,
                       const Catalog &catalog) {
    return slidesDown(board, card) ? slideProblem(board, card, refill, catalog)
                                   : refillProblem(board, refill, catalog);
}

// Secured cards go to the player, a Vox card to the discard.
void takeCards(Board &board, int player, const QStringList &cards, const Catalog &catalog) {
    for (const QString &id : cards) {
        const CourtCard *court = board.court.card(id, catalog);
        if (court && court->kind == CourtCardKind::Guild)
            board.areas[player].guildCards.append(id);
        else if (!court && catalog.loreCard(id)) // a campaign Court's lore: the player's lore
            board.areas[player].lore.append(id);
        else
            board.court.discard.append(id);
    }
}

// The card leaves the row (to the player, or to the discard if it is a Vox card); the
// player's agents on it return; Rival agents become Captives (Secure) or Trophies (Ransack).
// Securing takes the cards attached above it too; a ransacked card's attached card slides down.
void takeFromCourt(Board &board, int player, const QString &card, const QString &refill,
                   bool asTrophies, const Catalog &catalog) {
    const int index = courtPlace(board.court, card);
    const QList<int> agents = board.court.row[index].agents;
    QStringList taken{card};
    if (!asTrophies)
        taken += std::exchange(board.court.row[index].attached, {});
    for (int owner = 0; owner < agents.size(); ++owner) {
        if (owner == player)
            continue;
        if (asTrophies)
            board.areas[player].trophies[owner].agents += agents[owner];
        else
            board.areas[player].captives[owner] += agents[owner];
    }
    takeCards(board, player, taken, catalog);
    vacateCourtPlace(board, index, refill, QList<int>(board.playerCount()));
}

bool isCouncil(const QString &card, const Catalog &catalog) {
    const CourtCard *printed = catalog.courtCard(card);
    return printed && printed->kind == CourtCardKind::Council;
}

// Securing the Imperial Council flips it to Decided where it lies (rulebook "Imperial
// Council"); its agents leave as from any secured card: Rival agents become Captives. The cards
// attached above it are secured with it.
void secureCouncil(Board &board, int player, const QString &card, const Catalog &catalog) {
    CourtCardInPlay &council = board.court.row[courtPlace(board.court, card)];
    takeCards(board, player, std::exchange(council.attached, {}), catalog);
    for (int owner = 0; owner < council.agents.size(); ++owner) {
        if (owner != player)
            board.areas[player].captives[owner] += council.agents[owner];
    }
    council.agents = QList<int>(board.playerCount());
    board.court.councilDecided = true;
}

// The Imperial Council is influenced and secured only while In Session.
QString councilProblem(const Check &check, const QString &card) {
    if (!isCouncil(card, check.c) || !check.s.board.court.councilDecided)
        return {};
    return Text::tr(
        "The Imperial Council is Decided: nobody influences or secures it until a Summit "
        "petitions the Council, or the next Act.");
}

} // namespace

QString secureProblem(const Check &check, int player, const QString &card, const QString &refill) {
    if (QString p = firstOf({check.seat(player), check.courtCard(card)}); !p.isEmpty())
        return p;
    if (QString p = councilProblem(check, card); !p.isEmpty())
        return p;
    if (isCouncil(card, check.c) && !refill.isEmpty())
        return Text::tr(
            "A secured Imperial Council stays in the Court, Decided: nothing refills it.");
    const QList<int> &agents =
        check.s.board.court.row[courtPlace(check.s.board.court, card)].agents;
    if (agents[player] == 0)
        return Text::tr("%1 has no agents on %2.")
            .arg(check.s.playerName(player), check.s.board.court.cardName(card, check.c));
    for (int rival = 0; rival < agents.size(); ++rival) {
        if (rival != player && agents[rival] >= agents[player])
            return Text::tr("%1 needs more agents on %2 than each Rival (%1 %3, %4 %5).")
                .arg(check.s.playerName(player), check.s.board.court.cardName(card, check.c))
                .arg(agents[player])
                .arg(check.s.playerName(rival))
                .arg(agents[rival]);
    }
    return isCouncil(card, check.c) ? QString() : refillProblem(check.s.board, refill, check.c);
}

QString ransackProblem(const Check &check, const Ransack &ransack) {
    const Board &board = check.s.board;
    if (QString p = firstOf({check.seat(ransack.player), check.courtCard(ransack.card)});
        !p.isEmpty())
        return p;
    const QList<int> &agents = board.court.row[courtPlace(board.court, ransack.card)].agents;
    bool due = false;
    for (const RansackDue &ransackDue : board.ransacksDue) {
        if (ransackDue.player == ransack.player && agents.value(ransackDue.victim) > 0)
            due = true;
    }
    if (!due)
        return Text::tr(
                   "%1 can ransack only a card holding agents of a player whose city they just "
                   "destroyed.")
            .arg(check.s.playerName(ransack.player));
    return leavingProblem(board, ransack.card, ransack.refill, check.c);
}

QString removeFromCourtProblem(const Check &check, const RemoveFromCourt &remove) {
    const Board &board = check.s.board;
    if (attachedPlace(board.court, remove.card) >= 0) // the card below stays as it is
        return remove.refill.isEmpty()
                   ? QString()
                   : Text::tr("%1 is attached: nothing is drawn when it leaves.")
                         .arg(board.court.cardName(remove.card, check.c));
    if (QString p = check.courtCard(remove.card); !p.isEmpty())
        return p;
    if (isCouncil(remove.card, check.c))
        return Text::tr("The Imperial Council is never buried, discarded or scrapped.");
    return leavingProblem(board, remove.card, remove.refill, check.c);
}

void applyRansack(Board &board, const Ransack &ransack, const Catalog &catalog) {
    const QList<int> agents = board.court.row[courtPlace(board.court, ransack.card)].agents;
    for (int i = 0; i < board.ransacksDue.size(); ++i) {
        const RansackDue due = board.ransacksDue[i];
        if (due.player == ransack.player && agents.value(due.victim) > 0) {
            board.ransacksDue.removeAt(i);
            break;
        }
    }
    takeFromCourt(board, ransack.player, ransack.card, ransack.refill, true, catalog);
}

void applyRemoveFromCourt(Board &board, const RemoveFromCourt &remove) {
    const int index = courtPlace(board.court, remove.card);
    if (index < 0) { // an attached card
        board.court.row[attachedPlace(board.court, remove.card)].attached.removeAll(remove.card);
    }
    switch (remove.to) { // its agents return to their players, or go to the card sliding down
    case CourtExit::Bury:
        board.court.deck.append(remove.card);
        break;
    case CourtExit::Discard:
        board.court.discard.append(remove.card);
        break;
    case CourtExit::Scrap:
        break;
    }
    if (index >= 0)
        vacateCourtPlace(board, index, remove.refill, board.court.row[index].agents);
}

QString influenceProblem(const Check &check, const Influence &influence) {
    if (QString p = firstOf({check.seat(influence.player), check.courtCard(influence.card)});
        !p.isEmpty())
        return p;
    if (QString p = councilProblem(check, influence.card); !p.isEmpty())
        return p;
    if (inSupply(check.s.board, influence.player, check.c).agents <= 0)
        return Text::tr("%1 has no agents left in supply.")
            .arg(check.s.playerName(influence.player));
    return {};
}

void applySecure(GameState &state, const Secure &secure, const Catalog &catalog) {
    if (isCouncil(secure.card, catalog)) {
        secureCouncil(state.board, secure.player, secure.card, catalog);
        state.councilSecuredBy = secure.player;
    } else {
        takeFromCourt(state.board, secure.player, secure.card, secure.refill, false, catalog);
    }
}

} // namespace arcs::boardrules

namespace arcs {

using namespace boardrules;

bool refillsWhenTaken(const QString &card, const Catalog &catalog) {
    return !isCouncil(card, catalog);
}

} // namespace arcs
