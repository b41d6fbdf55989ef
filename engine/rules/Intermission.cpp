// SPDX-License-Identifier: GPL-3.0-or-later
#include "Intermission.h"

#include "BoardFacts.h"
#include "Flagships.h"
#include "data/Catalog.h"
#include "state/GameSetup.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Intermission)
};

// The damaged ones destroyed.
FreshDamaged freshOnly(const FreshDamaged &pieces) {
    return {pieces.fresh, 0};
}

} // namespace

int powerAfterResolvingFate(const FateOutcome &fate) {
    return fate.objective == ObjectiveOutcome::Failed ? fate.power - fate.marker : fate.power;
}

Board afterClearingCourt(const Board &board, const Catalog &catalog) {
    Board out = board;
    out.court.row.clear();
    for (const CourtCardInPlay &card : board.court.row) {
        const CourtCard *printed = board.court.card(card.card, catalog);
        if (printed && printed->kind == CourtCardKind::Council)
            out.court.row.append({card.card, QList<int>(card.agents.size())});
        else
            out.court.deck.append(card.card);
        out.court.deck += card.attached; // cards attached above the Council too
    }
    out.court.discard.clear();
    return out;
}

Board afterClearingPieces(const Board &board) {
    Board out = board;
    for (PlayerArea &area : out.areas) {
        area.captives.fill(0);
        area.trophies.fill(PieceCounts{});
        area.campaignTrophies = {};
        area.frozen.clear(); // to the supply
    }
    out.dummyResources.clear();
    out.imperialTrust.clear(); // frozen resources return to the supply
    return out;
}

SystemState afterRepairAndDestroy(const SystemState &system, bool flagshipThere) {
    SystemState out = system;
    out.blight = {system.blight.total(), 0};
    out.imperialShips = freshOnly(system.imperialShips);
    out.freeCities = freshOnly(system.freeCities);
    out.freeStarports = freshOnly(system.freeStarports);
    for (PiecesHere &pieces : out.players) {
        pieces.ships = freshOnly(pieces.ships);
        pieces.cities = freshOnly(pieces.cities);
        pieces.starports = freshOnly(pieces.starports);
    }
    // The Blight takes what no ship stayed to defend.
    if (out.blight.total() > 0 && out.ships() == 0 && !flagshipThere) {
        out.freeCities = {};
        out.freeStarports = {};
        for (PiecesHere &pieces : out.players)
            pieces.cities = pieces.starports = {};
    }
    return out;
}

Board afterRepairAndDestroy(const Board &board) {
    Board out = board;
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        out.at(system) = afterRepairAndDestroy(board.at(system), anyFlagshipIn(board, system));
    }
    for (PlayerArea &area : out.areas) {
        if (area.flagship)
            area.flagship = afterIntermission(*area.flagship);
    }
    return out;
}

int initiativeToMostPower(const QList<int> &power, int holder) {
    const int players = int(power.size());
    int best = holder;
    for (int step = 1; step < players; ++step) {
        const int seat = (holder + step) % players;
        if (power[seat] > power[best])
            best = seat;
    }
    return best;
}

int halvedPower(int power) {
    return power > 1 ? power - power / 2 : power;
}

FateDraw fateDraw(int act, ObjectiveOutcome objective) {
    return {objective == ObjectiveOutcome::Completed ? 1 : 2,
            act == 1 ? FateLetter::B : FateLetter::C};
}

QString intermissionProblem(const IntermissionInput &input, const Catalog &catalog) {
    if (input.act != 1 && input.act != 2)
        return Text::tr("An Intermission follows Act I or Act II, not Act %1.").arg(input.act);
    const int players = int(input.players.size());
    if (const QString problem = GameSetup::playerCountProblem(players, catalog); !problem.isEmpty())
        return problem;
    if (input.initiative < 0 || input.initiative >= players)
        return Text::tr("The initiative is held by player 1 to %1, not %2.")
            .arg(players)
            .arg(input.initiative + 1);
    for (int seat = 0; seat < players; ++seat) {
        const FateOutcome &fate = input.players[seat];
        if (fate.objective == ObjectiveOutcome::Failed && fate.marker <= 0)
            return Text::tr("Player %1 failed their objective with the marker on %2: a failed "
                            "objective's marker is above 0.")
                .arg(seat + 1)
                .arg(fate.marker);
        if (fate.objective == ObjectiveOutcome::Completed && fate.marker != 0)
            return Text::tr(
                       "Player %1 completed their objective with the marker on %2: a completed "
                       "objective's marker is on 0.")
                .arg(seat + 1)
                .arg(fate.marker);
    }
    return {};
}

IntermissionResult intermission(const IntermissionInput &input, const Catalog &catalog) {
    IntermissionResult result;
    for (const FateOutcome &fate : input.players) {
        result.power.append(powerAfterResolvingFate(fate));
        result.draws.append(fateDraw(input.act, fate.objective));
    }
    result.initiative = initiativeToMostPower(result.power, input.initiative);
    for (int &power : result.power)
        power = halvedPower(power);
    result.board =
        afterRepairAndDestroy(afterClearingPieces(afterClearingCourt(input.board, catalog)));
    for (int seat = 0; seat < input.board.playerCount(); ++seat) {
        if (eliminated(result.board, seat))
            result.placingShips.append(seat);
    }
    return result;
}

QString intermissionStepTitle(int step) {
    static const char *const titles[] = {
        QT_TRANSLATE_NOOP("Intermission", "A. Resolve Fate"),
        QT_TRANSLATE_NOOP("Intermission", "B. Clear Court"),
        QT_TRANSLATE_NOOP("Intermission", "C. Clear Pieces"),
        QT_TRANSLATE_NOOP("Intermission", "D. Repair & Destroy"),
        QT_TRANSLATE_NOOP("Intermission", "E. Initiative and Power"),
        QT_TRANSLATE_NOOP("Intermission", "F. Choose Fate")};
    return step >= 0 && step < int(std::size(titles))
               ? QCoreApplication::translate("Intermission", titles[step])
               : QString();
}

} // namespace arcs
