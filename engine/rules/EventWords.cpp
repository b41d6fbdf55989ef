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

// What the event's steps and entries say: each step's title and detail (what it does to whom,
// from the state), and the entries' titles.
namespace arcs {

namespace {

// The context lupdate and the translator share for the event's strings (Events.cpp and
// EventWords.cpp).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Events)
};

const Edict *edictWithCard(const QString &card, const Catalog &catalog) {
    for (const Edict &edict : catalog.edicts) {
        if (edict.cards.contains(card))
            return &edict;
    }
    return nullptr;
}

// What one side's ships go through, as the table flips and removes them: fresh ships damaged
// (and still there) and ships destroyed.
QString shipLosses(const QString &who, const FreshDamaged &before, const ShipsAfterCrisis &after) {
    const int fromFreshDestroyed = std::max(0, after.destroyed - before.damaged);
    const int damaged = before.fresh - after.ships.fresh - fromFreshDestroyed;
    QStringList parts;
    if (damaged > 0)
        parts << Text::tr("%n damaged", nullptr, damaged);
    if (after.destroyed > 0)
        parts << Text::tr("%n destroyed", nullptr, after.destroyed);
    return parts.isEmpty() ? QString() : Text::tr("%1 %2").arg(who, parts.join(Text::tr(" and ")));
}

QString blightDetail(const GameState &state, const Catalog &catalog) {
    const QList<BlightCrisis> crises = blightCrises(state.board, catalog);
    if (crises.isEmpty())
        return Text::tr("No Blight on the map: nothing happens.");
    QStringList lines;
    int harmless = 0; // systems with Blight and no ships to hit
    for (const BlightCrisis &crisis : crises) {
        const SystemState &here = state.board.at(crisis.system);
        QStringList losses;
        losses << shipLosses(Text::tr("Imperial ships:"), here.imperialShips, crisis.imperial);
        for (int seat = 0; seat < crisis.players.size(); ++seat) {
            losses << shipLosses(Text::tr("%1's ships:").arg(state.playerName(seat)),
                                 here.players[seat].ships, crisis.players[seat]);
            if (const auto &after = crisis.players[seat].flagship) {
                const QStringList hit =
                    flagshipChanges(*state.board.areas[seat].flagship, *after, catalog);
                if (!hit.isEmpty())
                    losses << Text::tr("%1's Flagship: %2")
                                  .arg(state.playerName(seat), hit.join(Text::tr(", ")));
            }
        }
        losses.removeAll(QString());
        if (losses.isEmpty()) {
            ++harmless;
            continue;
        }
        lines << Text::tr("%1: %n hits", nullptr, crisis.hits)
                     .arg(systemWord(crisis.system))
                     .append(Text::tr(" — %1").arg(losses.join(Text::tr("; "))));
    }
    if (harmless > 0)
        lines << (lines.isEmpty()
                      ? Text::tr("The Blight in %n systems finds no ships to hit.", nullptr,
                                 harmless)
                      : Text::tr("The Blight in %n other systems finds no ships to hit.", nullptr,
                                 harmless));
    return lines.join(u'\n');
}

QString rolledDetail(const EventState &event) {
    if (!event.roll)
        return {};
    const EventRoll &roll = *event.roll;
    return Text::tr("Rolled cluster %1 · rolled symbol %2 · rolled planet %3")
        .arg(roll.cluster)
        .arg(symbolWord(roll.symbol), systemWord(rolledPlanet(roll)));
}

// The policy's Imperial Action in a sentence (Govern with Authority's stronger ones).
QString imperialActionDetail(ImperialPolicy policy, bool authority) {
    switch (policy) {
    case ImperialPolicy::Peace:
        return authority ? Text::tr("Celebrate Regency: each Regent gains twice the Power on their "
                                    "uncovered city slots.")
                         : Text::tr("Celebrate Regency: each Regent gains the Power on their "
                                    "uncovered city slots.");
    case ImperialPolicy::Escalation:
        return Text::tr("Requisition Ships: %n fresh Imperial ships in an Empire-controlled system "
                        "(none: at a Loyal starport).",
                        nullptr, authority ? 4 : 2);
    case ImperialPolicy::War:
        return authority
                   ? Text::tr("Distribute Arms: a Weapon (from the supply, else the Trust) and "
                              "any 1 resource to each Regent.")
                   : Text::tr("Distribute Arms: a Weapon to each Regent from the supply, else "
                              "from the Trust.");
    }
    return {};
}

QString demandWords(ImperialPolicy policy) {
    switch (policy) {
    case ImperialPolicy::Peace:
        return Text::tr("a Relic or Psionic");
    case ImperialPolicy::Escalation:
        return Text::tr("a Material, Fuel or Weapon");
    case ImperialPolicy::War:
        return Text::tr("a Trophy or Captive (not a Regent's or an Imperial piece)");
    }
    return {};
}

// Whom the Demand is collected from, by name.
QString demandedNames(const GameState &state, const Catalog &catalog) {
    const QList<int> demanded = demandedFrom(state, catalog);
    return demanded.isEmpty() ? Text::tr("no other Regent") : playerList(state, demanded);
}

QString governDetail(const GameState &state, const Catalog &catalog) {
    const ImperialPolicy policy = state.campaign->policy;
    const std::optional<int> first = state.campaign->firstRegent;
    if (!first)
        return Text::tr(
                   "Nobody holds the First Regent tile: the policy (%1) is neither enforced nor "
                   "changed.")
            .arg(policyWord(policy));
    const QString from = demandedNames(state, catalog);
    return Text::tr(
               "%1 (First Regent) enforces %2 or changes the policy. Enforcing: %3 from each "
               "Regent (%4), a Favor from one who has none, and 1 of their own into the Trust; "
               "then %5")
        .arg(state.playerName(*first), policyWord(policy), demandWords(policy), from,
             imperialActionDetail(policy, governsWithAuthority(state, catalog)));
}

QString quorumDetail(const GameState &state, const Catalog &catalog) {
    const ImperialPolicy policy = state.campaign->policy;
    const std::optional<int> first = state.campaign->firstRegent;
    const std::optional<int> actor = quorumRegent(state, Piece::Starport);
    const std::optional<int> changer = quorumRegent(state, Piece::City);
    const QString nobody = Text::tr("nobody (a tie)");
    const QString demand =
        first
            ? Text::tr("%1 (First Regent) collects the Demand: %2 from each of %3.")
                  .arg(state.playerName(*first), demandWords(policy), demandedNames(state, catalog))
            : Text::tr("Nobody holds the First Regent tile: no Demand.");
    return Text::tr("Edict 03 in three parts, then skipped. %1 Most starports, %2, may take the "
                    "Imperial Action: %3 Most cities, %4, may change the policy (%5).")
        .arg(demand, actor ? state.playerName(*actor) : nobody,
             imperialActionDetail(policy, governsWithAuthority(state, catalog)),
             changer ? state.playerName(*changer) : nobody, policyWord(policy));
}

QString guildEnvoysDetail(const GameState &state, const Catalog &catalog) {
    QStringList buried;
    for (const CourtCardInPlay &card : state.board.court.row) {
        const CourtCard *printed = state.board.court.card(card.card, catalog);
        const bool noAgents =
            std::all_of(card.agents.begin(), card.agents.end(), [](int n) { return n == 0; });
        if (printed && printed->kind == CourtCardKind::Guild && noAgents)
            buried << printed->name;
    }
    if (buried.isEmpty())
        return Text::tr("Every Guild card in the Court has agents on it: nothing is buried.");
    return Text::tr("Bury %1 (Guild cards with no agents), then refill the Court.")
        .arg(listOf(buried));
}

} // namespace

QString eventStepTitle(const EventStep &step, const GameState &state, const Catalog &catalog) {
    Q_UNUSED(state);
    const Edict *edict = edictWithCard(step.card, catalog);
    switch (step.kind) {
    case EventStepKind::BlightCrises:
        return Text::tr("Blight Crises");
    case EventStepKind::FateCrises:
        return Text::tr("Fate Crises");
    case EventStepKind::CourtCrisis:
        return Text::tr("Court Crisis: %1").arg(state.board.court.cardName(step.card, catalog));
    case EventStepKind::GovernTheImperialReach:
        return Text::tr("Edict %1 · %2 (%3)")
            .arg(edict ? edict->order : 3, 2, 10, QLatin1Char('0'))
            .arg(edict ? edict->name : step.card, policyWord(state.campaign->policy));
    case EventStepKind::ImperialQuorum:
    case EventStepKind::GuildEnvoysDepart:
    case EventStepKind::FateEdict:
        if (!edict)
            return step.card;
        if (edict->fate.isEmpty())
            return Text::tr("Edict %1 · %2")
                .arg(edict->order, 2, 10, QLatin1Char('0'))
                .arg(edict->name);
        return Text::tr("Edict %1 · %2 (%3)")
            .arg(edict->order, 2, 10, QLatin1Char('0'))
            .arg(edict->name, edict->fate);
    }
    return {};
}

QString eventStepDetail(const EventStep &step, const GameState &state, const Catalog &catalog) {
    switch (step.kind) {
    case EventStepKind::BlightCrises:
        return blightDetail(state, catalog);
    case EventStepKind::FateCrises:
        return Text::tr("Each card with Crisis text a player holds resolves, in turn order: %1.")
            .arg(playerList(state, state.turnOrder()));
    case EventStepKind::CourtCrisis:
        return Text::tr(
                   "Resolve the Crisis on %1. %2. If it removes a card from the Court, its agents "
                   "return and the row is refilled from the deck.")
            .arg(state.board.court.cardName(step.card, catalog), rolledDetail(*state.event));
    case EventStepKind::GovernTheImperialReach:
        return governDetail(state, catalog);
    case EventStepKind::ImperialQuorum:
        return quorumDetail(state, catalog);
    case EventStepKind::GuildEnvoysDepart:
        return guildEnvoysDetail(state, catalog);
    case EventStepKind::FateEdict:
        if (state.board.rulesBooklet)
            return Text::tr("It is in the rules booklet: resolve it now.");
        return Text::tr(
            "If this Edict is in the rules booklet, resolve it now. (Campaign log › Rules "
            "booklet records which are.)");
    }
    return {};
}

QString summitMoveText(const GameState &before, const SummitMove &move) {
    const QString who = before.playerName(move.player);
    const QString rival = before.playerName(move.rival);
    switch (move.kind) {
    case SummitMoveKind::ReturnFavors:
        return Text::tr("%1 returns %n of %2's Favors", nullptr, move.count).arg(who, rival);
    case SummitMoveKind::PetitionCouncil:
        return Text::tr("%1 petitions the Council: it is In Session again").arg(who);
    case SummitMoveKind::LeaveEmpire:
        return Text::tr("%1 leaves the Empire and is an Outlaw").arg(who);
    case SummitMoveKind::ReviveEmpire:
        return Text::tr("%1 revives the Empire as First Regent").arg(who);
    case SummitMoveKind::PromiseFavor:
        return Text::tr("%1 promises %2 %n Favors", nullptr, move.count).arg(who, rival);
    case SummitMoveKind::InviteToEmpire:
        return Text::tr("%1 invites %2 into the Empire").arg(who, rival);
    }
    return {};
}

QList<int> summitDealParties(const QList<SummitMove> &moves) {
    QList<int> seats;
    for (const SummitMove &move : moves)
        seats << move.player << move.rival;
    std::ranges::sort(seats);
    seats.erase(std::unique(seats.begin(), seats.end()), seats.end());
    return seats;
}

QString eventEntryTitle(const GameState &before, const Entry &entry, const Catalog &catalog) {
    const EventState &event = *before.event;
    const QString caller = before.playerName(event.caller);
    return std::visit(
        Overloaded{
            [&](const DecideSummit &e) {
                return e.call ? Text::tr("%1 calls a Summit").arg(caller)
                              : Text::tr("%1 calls no Summit").arg(caller);
            },
            [&](const EndSummit &) { return Text::tr("The Summit ends"); },
            [&](const SummitDeal &e) {
                QStringList moves;
                for (const SummitMove &move : e.moves)
                    moves << summitMoveText(before, move);
                return moves.join(Text::tr("; "));
            },
            [&](const ResolveCouncil &e) {
                const QString choice = e.resolve == EventIcon::Crisis ? Text::tr("the Crises")
                                                                      : Text::tr("the Edicts");
                if (isRegent(before.board, event.caller))
                    return Text::tr("%1 takes the First Regent tile and chooses %2")
                        .arg(caller, choice);
                if (e.stolen.isEmpty())
                    return Text::tr("%1 chooses %2").arg(caller, choice);
                return Text::tr("%1 steals %2 from the Imperial Trust and chooses %3")
                    .arg(caller, resourceList(e.stolen), choice);
            },
            [&](const RollEvent &e) {
                return Text::tr("Event dice: %1, %2, cluster %3")
                    .arg(e.roll.icon == EventIcon::Crisis ? Text::tr("Crises") : Text::tr("Edicts"),
                         symbolWord(e.roll.symbol))
                    .arg(e.roll.cluster);
            },
            [&](const ResolveEventStep &) {
                const EventStep &step = event.steps[event.stepsDone];
                const QString title = eventStepTitle(step, before, catalog);
                // The Blight's hits, as they were worked out: once resolved, the step no longer
                // says what they were (a cold play-test).
                if (step.kind == EventStepKind::BlightCrises)
                    return Text::tr("%1 resolved. %2")
                        .arg(title, blightDetail(before, catalog)
                                        .replace(u'\n', Text::tr(". ", "between two sentences")));
                return Text::tr("%1 resolved").arg(title);
            },
            [&](const GovernImperialReach &e) { return governTitle(before, e, catalog); },
            [&](const ImperialQuorum &e) { return quorumTitle(before, e, catalog); },
            OutsideKinds<EventKinds, QString>{},
        },
        entry);
}

} // namespace arcs
