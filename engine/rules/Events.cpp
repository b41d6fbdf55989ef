// SPDX-License-Identifier: GPL-3.0-or-later
#include "Events.h"

#include "BlightCrisis.h"
#include "BoardFacts.h"
#include "EntryWords.h"
#include "Flagships.h"
#include "Govern.h"
#include "Overloaded.h"
#include "data/Catalog.h"

#include <QCoreApplication>

#include <algorithm>

// The end-of-round event's rules: when one follows a round, its steps in order, and each of
// its entries checked and applied (what they say: EventWords.cpp).
namespace arcs {

namespace {

// The context lupdate and the translator share for the event's strings (Events.cpp and
// EventWords.cpp).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Events)
};

constexpr const char *governCard = "03"; // Govern the Imperial Reach (components-campaign §4)
constexpr const char *guildEnvoysCard = "02";
constexpr const char *quorumCard = "F1-13"; // the Steward's Imperial Quorum

bool anyRegent(const Board &board) {
    for (int seat = 0; seat < board.playerCount(); ++seat) {
        if (isRegent(board, seat))
            return true;
    }
    return false;
}

// Whether `taken` can come out of `from`, type by type.
bool holds(const QList<ResourceType> &from, const QList<ResourceType> &taken) {
    for (ResourceType type : taken) {
        if (taken.count(type) > from.count(type))
            return false;
    }
    return true;
}

// The First Regent leaves the Empire or loses the tile: the tile passes to the strongest
// Regent; with none, the Trust returns to the supply and its holder loses 1 Power a resource.
void passFirstRegentTile(GameState &state, int leaving) {
    if (const auto next = strongestRegent(state, leaving)) {
        state.campaign->firstRegent = next;
        return;
    }
    state.players[leaving].power -= int(state.board.imperialTrust.size());
    state.board.imperialTrust.clear();
    state.campaign->firstRegent.reset();
}

QString summitMoveProblem(const GameState &state, const SummitMove &move, const Catalog &catalog) {
    const int players = state.playerCount();
    const auto seatProblem = [&](int seat) {
        return seat < 0 || seat >= players
                   ? Text::tr("There is no player %1 in a %2-player game.").arg(seat).arg(players)
                   : QString();
    };
    if (QString p = seatProblem(move.player); !p.isEmpty())
        return p;
    const bool withRival = move.kind == SummitMoveKind::ReturnFavors ||
                           move.kind == SummitMoveKind::PromiseFavor ||
                           move.kind == SummitMoveKind::InviteToEmpire;
    if (withRival) {
        if (QString p = seatProblem(move.rival); !p.isEmpty())
            return p;
        if (move.rival == move.player)
            return Text::tr("A Summit move is made with a Rival, not with oneself.");
    }
    if (move.count < 1)
        return Text::tr("Say how many: at least 1.");
    const Board &board = state.board;
    const QString who = state.playerName(move.player);
    const int caller = state.event->caller;
    const bool callToOrder =
        move.kind == SummitMoveKind::ReturnFavors || move.kind == SummitMoveKind::PetitionCouncil ||
        move.kind == SummitMoveKind::LeaveEmpire || move.kind == SummitMoveKind::ReviveEmpire;
    if (callToOrder && move.player != caller)
        return Text::tr("Only %1, who called the Summit, takes Call to Order actions.")
            .arg(state.playerName(caller));
    switch (move.kind) {
    case SummitMoveKind::ReturnFavors: {
        const int favors = board.areas[move.player].favors.value(move.rival);
        if (favors < move.count)
            return Text::tr("%1 holds %2 of %3's Favors, not %4.")
                .arg(who)
                .arg(favors)
                .arg(state.playerName(move.rival))
                .arg(move.count);
        return {};
    }
    case SummitMoveKind::PetitionCouncil:
        return board.court.councilDecided ? QString()
                                          : Text::tr("The Imperial Council is already In Session.");
    case SummitMoveKind::LeaveEmpire:
        return isRegent(board, move.player) ? QString()
                                            : Text::tr("%1 is already an Outlaw.").arg(who);
    case SummitMoveKind::ReviveEmpire:
        if (anyRegent(board))
            return Text::tr("The Empire is revived only when nobody is a Regent.");
        return {};
    case SummitMoveKind::PromiseFavor: {
        const int agents = inSupply(board, move.player, catalog).agents;
        if (agents < move.count)
            return Text::tr("%1 has %2 agents in supply, not %3.")
                .arg(who)
                .arg(agents)
                .arg(move.count);
        return {};
    }
    case SummitMoveKind::InviteToEmpire:
        if (state.campaign->firstRegent != move.player)
            return Text::tr("Only the First Regent invites an Outlaw into the Empire.");
        if (isRegent(board, move.rival))
            return Text::tr("%1 is already a Regent.").arg(state.playerName(move.rival));
        return {};
    }
    return {};
}

void applySummitMove(GameState &state, const SummitMove &move) {
    Board &board = state.board;
    switch (move.kind) {
    case SummitMoveKind::ReturnFavors:
        board.areas[move.player].favors[move.rival] -= move.count;
        break;
    case SummitMoveKind::PetitionCouncil:
        board.court.councilDecided = false;
        break;
    case SummitMoveKind::LeaveEmpire:
        board.areas[move.player].title = ImperialTitle::Outlaw;
        if (state.campaign->firstRegent == move.player)
            passFirstRegentTile(state, move.player);
        break;
    case SummitMoveKind::ReviveEmpire:
        board.areas[move.player].title = ImperialTitle::Regent;
        state.campaign->firstRegent = move.player;
        break;
    case SummitMoveKind::PromiseFavor:
        board.areas[move.rival].favors[move.player] += move.count;
        break;
    case SummitMoveKind::InviteToEmpire:
        board.areas[move.rival].title = ImperialTitle::Regent;
        break;
    }
}

QString councilProblem(const GameState &state, const ResolveCouncil &council,
                       const Catalog &catalog) {
    const int securer = state.event->caller;
    const QString who = state.playerName(securer);
    if (isRegent(state.board, securer)) {
        if (!council.stolen.isEmpty())
            return Text::tr(
                       "%1 is a Regent: they take the First Regent tile with the Trust, and steal "
                       "nothing.")
                .arg(who);
        return {};
    }
    if (!holds(state.board.imperialTrust, council.stolen))
        return Text::tr("The Imperial Trust holds %1: %2 cannot be stolen from it.")
            .arg(state.board.imperialTrust.isEmpty() ? Text::tr("nothing")
                                                     : resourceList(state.board.imperialTrust),
                 resourceList(council.stolen));
    const int emptySlots = emptyOpenSlots(state.board, securer, catalog);
    if (council.stolen.size() > emptySlots)
        return Text::tr("%1 has %n empty resource slots: they steal up to that many.", nullptr,
                        emptySlots)
            .arg(who);
    return {};
}

void applyCouncil(GameState &state, const ResolveCouncil &council, const Catalog &catalog) {
    EventState &event = *state.event;
    const int securer = event.caller;
    if (isRegent(state.board, securer)) {
        state.campaign->firstRegent = securer;
    } else {
        for (ResourceType type : council.stolen) {
            state.board.imperialTrust.removeOne(type);
            state.board.areas[securer].resources[*emptyOpenSlot(state.board, securer, catalog)] =
                type;
        }
        if (state.campaign->firstRegent)
            state.players[*state.campaign->firstRegent].power -= int(council.stolen.size());
    }
    event.resolving = council.resolve;
    event.steps = council.resolve == EventIcon::Crisis ? crisesSteps(state.board, catalog)
                                                       : edictSteps(state, catalog);
}

// The step under way is done; after the last one the event is over.
void finishStep(GameState &state) {
    state.event->stepsDone += 1;
    if (state.event->stepsDone == state.event->steps.size())
        state.event.reset();
}

} // namespace

std::optional<EventState> eventAfterRound(const GameState &state, int initiativeNext) {
    if (!state.campaign)
        return std::nullopt;
    EventState event;
    if (state.councilSecuredBy && state.board.court.councilDecided) {
        event.cause = EventCause::Council;
        event.caller = *state.councilSecuredBy;
    } else if (anyEvent(state.plays)) {
        event.caller = initiativeNext;
    } else {
        return std::nullopt;
    }
    return event;
}

EventStage eventStage(const EventState &event) {
    if (!event.summitCalled)
        return EventStage::CallSummit;
    if (*event.summitCalled && !event.summitOver)
        return EventStage::Summit;
    if (event.cause == EventCause::Council && !event.resolving)
        return EventStage::ResolveCouncil;
    if (!event.roll && event.resolving != EventIcon::Edict)
        return EventStage::Roll;
    return EventStage::Step;
}

std::optional<EventStepKind> stepUnderWay(const GameState &state) {
    if (!state.event || eventStage(*state.event) != EventStage::Step ||
        state.event->stepsDone >= state.event->steps.size())
        return std::nullopt;
    return state.event->steps[state.event->stepsDone].kind;
}

EventRoll eventRoll(int eventFace, int numberFace, const Catalog &catalog) {
    const EventDieFace &face = catalog.dice.eventDie[std::size_t(eventFace - 1)];
    return {face.icon, face.symbol, catalog.dice.numberDie[std::size_t(numberFace - 1)]};
}

SystemId rolledPlanet(const EventRoll &roll) {
    return SystemId::planet(roll.cluster, roll.symbol);
}

QList<EventStep> crisesSteps(const Board &board, const Catalog &catalog) {
    QList<EventStep> steps{{EventStepKind::BlightCrises, {}}, {EventStepKind::FateCrises, {}}};
    // Left to right, a card attached above resolving before the card below it (the topmost
    // first where a forced attach stacked them).
    for (const CourtCardInPlay &place : board.court.row) {
        QStringList cards(place.attached.rbegin(), place.attached.rend());
        cards.append(place.card);
        for (const QString &card : cards) {
            const CourtCard *printed = board.court.card(card, catalog);
            if (printed && printed->kind == CourtCardKind::Vox)
                steps.append({EventStepKind::CourtCrisis, card});
        }
    }
    return steps;
}

QList<const Edict *> fateEdictsInPlay(const GameState &state, const Catalog &catalog) {
    QList<const Edict *> out;
    for (const Edict &edict : catalog.edicts) {
        for (int number : state.campaign->fates) {
            const Fate *fate = catalog.fate(number);
            if (!edict.fate.isEmpty() && fate && fate->name == edict.fate && !out.contains(&edict))
                out.append(&edict);
        }
    }
    return out;
}

QList<const Edict *> fateEdictsDueThisAct(const GameState &state, const Catalog &catalog) {
    QList<const Edict *> out = fateEdictsInPlay(state, catalog);
    const int act = state.campaign->act;
    out.removeIf(
        [act](const Edict *edict) { return act < edict->fromAct || act > edict->untilAct; });
    return out;
}

QList<const Edict *> edictsForPlayers(int players, const Catalog &catalog) {
    QList<const Edict *> out;
    for (const Edict &edict : catalog.edicts)
        if (edict.fate.isEmpty() && edict.twoPlayerOnly && players == 2)
            out.append(&edict);
    return out;
}

QList<const Edict *> edictsInBooklet(const GameState &state, const Catalog &catalog) {
    const std::optional<QStringList> &recorded = state.board.rulesBooklet;
    const auto inBooklet = [&](const Edict &edict) {
        if (edict.fate.isEmpty())
            return !edict.twoPlayerOnly ||
                   edictsForPlayers(state.playerCount(), catalog).contains(&edict);
        return recorded ? recorded->contains(edict.name)
                        : fateEdictsDueThisAct(state, catalog).contains(&edict);
    };
    const bool authority =
        recorded &&
        std::any_of(catalog.edicts.begin(), catalog.edicts.end(), [&](const Edict &edict) {
            return !edict.policies.isEmpty() && !edict.fate.isEmpty() &&
                   recorded->contains(edict.name);
        });
    QList<const Edict *> out;
    for (const Edict &edict : catalog.edicts) {
        const bool replaced = authority && edict.cards.contains(QLatin1String(governCard));
        if (inBooklet(edict) && !replaced)
            out.append(&edict);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Edict *a, const Edict *b) { return a->order < b->order; });
    return out;
}

QList<EventStep> edictSteps(const GameState &state, const Catalog &catalog) {
    const QList<const Edict *> booklet = edictsInBooklet(state, catalog);
    // The Steward's Edicts the table recorded in the booklet are resolved here, not prompted.
    const bool recorded = state.setup.governInParts && state.board.rulesBooklet;
    const bool quorum = recorded && std::ranges::any_of(booklet, [](const Edict *edict) {
                            return edict->cards.contains(QLatin1String(quorumCard));
                        });
    const bool authority = governsWithAuthority(state, catalog);
    QList<EventStep> steps;
    for (const Edict *edict : booklet) {
        const QString card = edict->cards.value(0);
        const bool governs =
            card == QLatin1String(governCard) || (authority && !edict->policies.isEmpty());
        if (governs && quorum)
            continue; // Imperial Quorum carried Edict 03 out in its own way
        const EventStepKind kind =
            governs                                       ? EventStepKind::GovernTheImperialReach
            : quorum && card == QLatin1String(quorumCard) ? EventStepKind::ImperialQuorum
            : card == QLatin1String(guildEnvoysCard)      ? EventStepKind::GuildEnvoysDepart
                                                          : EventStepKind::FateEdict;
        steps.append({kind, card});
    }
    return steps;
}

std::optional<int> strongestRegent(const GameState &state, std::optional<int> leaving) {
    std::optional<int> best;
    for (int seat : state.turnOrder()) {
        if (seat == leaving || !isRegent(state.board, seat))
            continue;
        if (!best || state.players[seat].power > state.players[*best].power)
            best = seat;
    }
    return best;
}

QString eventEntryProblem(const GameState &state, const Entry &entry, const Catalog &catalog) {
    if (!state.event)
        return Text::tr(
            "No event is under way: an Event card or the Imperial Council sets one off at "
            "the end of its round.");
    const EventState &event = *state.event;
    const EventStage stage = eventStage(event);
    const QString caller = state.playerName(event.caller);
    const auto at = [&](EventStage expected, const QString &otherwise) {
        return stage == expected ? QString() : otherwise;
    };
    return std::visit(
        Overloaded{
            [&](const DecideSummit &) {
                return at(EventStage::CallSummit, Text::tr("The Summit was already decided."));
            },
            [&](const EndSummit &) {
                return at(EventStage::Summit, Text::tr("No Summit is under way."));
            },
            [&](const SummitDeal &deal) {
                if (stage != EventStage::Summit)
                    return Text::tr("Summit moves are made while the Summit is under way.");
                if (deal.moves.isEmpty())
                    return Text::tr("A negotiation needs at least one move.");
                GameState next = state;
                for (const SummitMove &move : deal.moves) {
                    if (QString p = summitMoveProblem(next, move, catalog); !p.isEmpty())
                        return p;
                    applySummitMove(next, move);
                }
                return QString();
            },
            [&](const ResolveCouncil &council) {
                if (stage != EventStage::ResolveCouncil)
                    return event.cause == EventCause::Council
                               ? Text::tr("The Council is resolved after the Summit, once.")
                               : Text::tr("This event is an Event card's, not the Council's.");
                return councilProblem(state, council, catalog);
            },
            [&](const RollEvent &roll) {
                if (stage != EventStage::Roll)
                    return event.roll
                               ? Text::tr("The dice were already rolled for this event.")
                               : Text::tr("Settle the Summit first, then %1 rolls.").arg(caller);
                if (roll.roll.cluster < 1 || roll.roll.cluster > 6)
                    return Text::tr("The number die shows 1 to 6, not %1.").arg(roll.roll.cluster);
                return QString();
            },
            [&](const ResolveEventStep &) {
                if (stage != EventStage::Step)
                    return Text::tr("Settle the Summit and roll first.");
                if (stepUnderWay(state) == EventStepKind::GovernTheImperialReach &&
                    state.campaign->firstRegent)
                    return Text::tr(
                               "%1, the First Regent, enforces or changes the Imperial policy.")
                        .arg(state.playerName(*state.campaign->firstRegent));
                if (stepUnderWay(state) == EventStepKind::ImperialQuorum)
                    return Text::tr(
                        "Imperial Quorum is resolved in its three parts: the Demand, the "
                        "Imperial Action, the policy.");
                return QString();
            },
            [&](const GovernImperialReach &govern) {
                if (stepUnderWay(state) != EventStepKind::GovernTheImperialReach)
                    return Text::tr("Govern the Imperial Reach is resolved in its place among the "
                                    "Edicts.");
                return governProblem(state, govern, catalog);
            },
            [&](const ImperialQuorum &quorum) {
                if (stepUnderWay(state) != EventStepKind::ImperialQuorum)
                    return Text::tr(
                        "Imperial Quorum is resolved in its place among the Edicts, when the "
                        "rules booklet holds it.");
                return quorumProblem(state, quorum, catalog);
            },
            OutsideKinds<EventKinds, QString>{},
        },
        entry);
}

void applyEventEntry(GameState &state, const Entry &entry, const Catalog &catalog) {
    EventState &event = *state.event;
    std::visit(Overloaded{
                   [&](const DecideSummit &e) { event.summitCalled = e.call; },
                   [&](const EndSummit &) { event.summitOver = true; },
                   [&](const SummitDeal &e) {
                       for (const SummitMove &move : e.moves)
                           applySummitMove(state, move);
                   },
                   [&](const ResolveCouncil &e) { applyCouncil(state, e, catalog); },
                   [&](const RollEvent &e) {
                       state.rolls += 1;
                       event.roll = e.roll;
                       if (event.cause == EventCause::EventCard) {
                           event.resolving = e.roll.icon;
                           event.steps = e.roll.icon == EventIcon::Crisis
                                             ? crisesSteps(state.board, catalog)
                                             : edictSteps(state, catalog);
                       }
                   },
                   [&](const ResolveEventStep &) {
                       if (event.steps[event.stepsDone].kind == EventStepKind::BlightCrises)
                           state.board = afterBlightCrises(state.board, catalog);
                       finishStep(state);
                   },
                   [&](const GovernImperialReach &e) {
                       applyGovern(state, e, catalog);
                       finishStep(state);
                   },
                   [&](const ImperialQuorum &e) {
                       applyQuorum(state, e, catalog);
                       finishStep(state);
                   },
                   OutsideKinds<EventKinds>{},
               },
               entry);
}

} // namespace arcs
