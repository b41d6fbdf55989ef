// SPDX-License-Identifier: GPL-3.0-or-later
#include "NextAct.h"

#include "BoardEntries.h"
#include "BoardFacts.h"
#include "CampaignSetup.h"
#include "CourtCards.h"
#include "EntryWords.h"
#include "data/Catalog.h"
#include "state/GameState.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(NextAct)
};

IntermissionResult resultAtActEnd(const GameState &actEnd, const Catalog &catalog) {
    return intermission(intermissionAtActEnd(actEnd), catalog);
}

} // namespace

bool intermissionFollows(const GameState &actEnd) {
    return actEnd.phase == Phase::GameOver && actEnd.campaign && actEnd.campaign->act < 3;
}

ObjectiveOutcome objectiveOutcome(const GameState &actEnd, int seat) {
    const std::optional<int> marker = actEnd.campaign->objectiveMarkers.value(seat);
    return marker.value_or(0) == 0 ? ObjectiveOutcome::Completed : ObjectiveOutcome::Failed;
}

IntermissionInput intermissionAtActEnd(const GameState &actEnd) {
    IntermissionInput input{actEnd.campaign->act, actEnd.initiative, {}, actEnd.board};
    for (int seat = 0; seat < actEnd.playerCount(); ++seat)
        input.players.append({actEnd.players[seat].power, objectiveOutcome(actEnd, seat),
                              actEnd.campaign->objectiveMarkers.value(seat).value_or(0)});
    return input;
}

IntermissionChoices beginIntermission(const GameState &actEnd, quint64 seed) {
    const qsizetype players = actEnd.playerCount();
    IntermissionChoices choices;
    choices.shipGates = QList<std::optional<SystemId>>(players);
    choices.fateSeed = seed;
    choices.fates = QList<std::optional<int>>(players);
    choices.notes = QList<FateNote>(players);
    return choices;
}

QList<QList<int>> fateOffers(const GameState &actEnd, const IntermissionChoices &choices,
                             const Catalog &catalog) {
    QList<int> cards;
    FateLetter letter = FateLetter::B;
    for (int seat = 0; seat < actEnd.playerCount(); ++seat) {
        const FateDraw draw = fateDraw(actEnd.campaign->act, objectiveOutcome(actEnd, seat));
        cards.append(draw.cards);
        letter = draw.letter;
    }
    QList<QList<int>> offers;
    if (choices.fatesDrawnAtTable) {
        QList<int> inBox;
        for (const Fate &fate : catalog.fates) {
            if (fate.letter == letter && !actEnd.campaign->fates.contains(fate.number))
                inBox.append(fate.number);
        }
        offers = QList<QList<int>>(actEnd.playerCount(), inBox);
    } else {
        offers = dealFates(letter, cards, choices.fateSeed, actEnd.campaign->fates, catalog);
    }
    for (int seat = 0; seat < actEnd.playerCount(); ++seat) {
        if (objectiveOutcome(actEnd, seat) == ObjectiveOutcome::Completed)
            offers[seat].prepend(actEnd.campaign->fates.value(seat));
    }
    return offers;
}

QString fateChoiceProblem(const GameState &actEnd, const IntermissionChoices &choices, int seat) {
    if (seat < 0 || seat >= actEnd.playerCount())
        return Text::tr("Choose a player at this table.");
    if (choices.step != IntermissionChoices::chooseFateStep)
        return Text::tr("Fates are chosen at the Intermission's step F.");
    if (choices.fatesDrawnAtTable)
        return Text::tr("The Fates were dealt at the table: the host enters them as they are "
                        "revealed.");
    if (choices.everyFateChosen())
        return Text::tr("Every Fate is chosen and revealed.");
    return {};
}

QString intermissionChoicesProblem(const GameState &actEnd, const IntermissionChoices &choices,
                                   const Catalog &catalog) {
    if (!intermissionFollows(actEnd))
        return Text::tr("An Intermission follows the end of Act I or Act II.");
    const int players = actEnd.playerCount();
    if (choices.shipGates.size() != players || choices.fates.size() != players ||
        choices.notes.size() != players)
        return Text::tr("The Intermission's choices are for another number of players.");
    const IntermissionResult result = resultAtActEnd(actEnd, catalog);
    for (int seat = 0; seat < players; ++seat) {
        const auto &gate = choices.shipGates[seat];
        const bool placing = result.placingShips.contains(seat);
        if (gate && !placing)
            return Text::tr(
                       "%1 still has ships or starports on the map: only a player with neither "
                       "places new ships in a gate.")
                .arg(actEnd.playerName(seat));
        if (gate && !gate->isGate())
            return Text::tr("%1 is not a gate: the new ships go in a gate.").arg(systemWord(*gate));
    }
    for (const CourtCard &card : choices.courtAdditions) {
        if (const QString problem =
                addFateCardProblem(actEnd, AddFateCard{card, FateCardPlace::CourtDeck, 0}, catalog);
            !problem.isEmpty())
            return problem;
        if (std::ranges::count(choices.courtAdditions, card.id, &CourtCard::id) > 1)
            return Text::tr("%1 (%2) is added to the Court deck once.").arg(card.id, card.name);
    }
    const QList<QList<int>> offers = fateOffers(actEnd, choices, catalog);
    for (int seat = 0; seat < players; ++seat) {
        const auto &fate = choices.fates[seat];
        if (fate && !offers[seat].contains(*fate))
            return Text::tr("%1 chooses from the Fates they were dealt, not Fate %2.")
                .arg(actEnd.playerName(seat))
                .arg(*fate);
        if (fate && choices.fates.indexOf(fate) != seat)
            return Text::tr("%1 and %2 both chose the %3: each Fate is in the game once.")
                .arg(actEnd.playerName(int(choices.fates.indexOf(fate))), actEnd.playerName(seat),
                     catalog.fate(*fate)->name);
    }
    return {};
}

CarriedTable tableAfterIntermission(const GameState &actEnd, const IntermissionChoices &choices,
                                    const Catalog &catalog, CoveredResources covered) {
    const IntermissionResult result = resultAtActEnd(actEnd, catalog);
    // The tile stays with its holder (Act II & III setup: "the same as the previous Act").
    CarriedTable table{result.board, result.power, actEnd.campaign->firstRegent};
    if (covered == CoveredResources::Settled)
        settleResources(table.board, catalog);
    for (const CourtCard &card : choices.courtAdditions) // a Resolution card's, at step A
        applyAddFateCard(table.board, AddFateCard{card, FateCardPlace::CourtDeck, 0});
    for (int seat = 0; seat < actEnd.playerCount(); ++seat) {
        if (const auto &gate = choices.shipGates.value(seat))
            placeEliminatedShips(table.board, Elimination{seat, *gate}, catalog);
        // A player taking a new Fate returns the Favors on their Fate card to their owners.
        const std::optional<int> fate = choices.fates.value(seat);
        if (fate && *fate != actEnd.campaign->fates.value(seat))
            table.board.areas[seat].favors.fill(0);
    }
    return table;
}

QList<ArrangementDue> resourcesDisplacedAtIntermission(const GameState &actEnd,
                                                       const Catalog &catalog) {
    Board board = resultAtActEnd(actEnd, catalog).board;
    return settleResources(board, catalog);
}

QString nextActProblem(const GameState &actEnd, const IntermissionChoices &choices,
                       const Catalog &catalog) {
    if (const QString problem = intermissionChoicesProblem(actEnd, choices, catalog);
        !problem.isEmpty())
        return problem;
    const IntermissionResult result = resultAtActEnd(actEnd, catalog);
    for (int seat : result.placingShips) {
        if (!choices.shipGates[seat])
            return Text::tr(
                       "%1 has no ships or starports left: choose the gate for their new ships.")
                .arg(actEnd.playerName(seat));
    }
    for (int seat = 0; seat < actEnd.playerCount(); ++seat) {
        if (!choices.fates[seat])
            return Text::tr("%1 has not chosen a Fate for the next Act.")
                .arg(actEnd.playerName(seat));
    }
    if (choices.step < IntermissionChoices::stepCount)
        return Text::tr("Finish the Intermission's steps first.");
    return {};
}

GameSetup nextActSetup(const GameState &actEnd, const IntermissionChoices &choices,
                       const NextActDice &dice, const Catalog &catalog) {
    const IntermissionResult result = resultAtActEnd(actEnd, catalog);
    GameSetup setup = actEnd.setup;
    setup.empireLaws = true; // a new Act is recorded under the Empire's laws
    setup.initiative = result.initiative;
    ActSetup act;
    act.act = actEnd.campaign->act + 1;
    act.eventSymbol = dice.eventSymbol;
    act.policy = actEnd.campaign->policy;
    for (const auto &fate : choices.fates)
        act.fates.append(fate.value_or(0));
    act.carried = tableAfterIntermission(actEnd, choices, catalog);
    act.ambitionClusters = dice.ambitionClusters;
    setup.court = dice.court;
    setup.act = act;
    return setup;
}

QStringList nextActCourtDeck(const GameState &actEnd, const IntermissionChoices &choices,
                             const Catalog &catalog) {
    return tableAfterIntermission(actEnd, choices, catalog).board.court.deck;
}

QStringList nextActCourtDeal(const GameState &actEnd, const IntermissionChoices &choices,
                             quint64 seed, const Catalog &catalog) {
    return GameSetup::dealCourtFrom(nextActCourtDeck(actEnd, choices, catalog),
                                    actEnd.playerCount(), seed, catalog);
}

} // namespace arcs
