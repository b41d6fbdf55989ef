// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventSteps.h"

#include "EventChoices.h"

#include "SoundBoard.h"
#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/CourtCards.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/Events.h"
#include "rules/Govern.h"
#include "rules/Roller.h"

EventSteps::EventSteps(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void EventSteps::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, [this] {
        m_refusal.clear(); // said about a table that has changed since
        m_outcome.clear();
        emit changed();
    });
    connect(&table.summit(), &SummitTalks::changed, this, &EventSteps::changed);
    connect(&table.summit(), &SummitTalks::negotiated, this, &EventSteps::negotiated);
    connect(&table.summit(), &SummitTalks::entered, this, [this] { // here, or on the phones
        m_outcome = this->table().undoTitle();
        emit changed();
    });
    connect(&table, &Table::gameChanged, this, &EventSteps::namesChanged);
    emit namesChanged();
    emit changed();
}

EventSteps::Stage EventSteps::stage() const {
    return active() ? Stage(arcs::eventStage(*state().event)) : CallSummit;
}

QString EventSteps::cause() const {
    if (!active())
        return {};
    return state().event->cause == arcs::EventCause::Council
               ? tr("%1 secured the Imperial Council").arg(callerName())
               : tr("An Event card was played");
}

QString EventSteps::callerName() const {
    return active() ? state().playerName(caller()) : QString();
}

arcs::PlayerColour EventSteps::callerColour() const {
    return active() ? state().setup.seats[caller()].colour : arcs::PlayerColour{};
}

bool EventSteps::callerIsRegent() const {
    return active() && arcs::isRegent(state().board, caller());
}

QVariantList EventSteps::players() const {
    QVariantList out;
    if (!state().campaign)
        return out;
    const arcs::Board &board = state().board;
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        QStringList favors;
        for (int owner = 0; owner < state().playerCount(); ++owner) {
            const int count = board.areas[seat].favors.value(owner);
            if (count > 0)
                favors << tr("%1 of %2's").arg(count).arg(state().playerName(owner));
        }
        out.append(QVariant::fromValue(
            EventPlayer{seat, state().playerName(seat), state().setup.seats[seat].colour,
                        arcs::isRegent(board, seat), state().campaign->firstRegent == seat,
                        arcs::listOf(favors), arcs::inSupply(board, seat, catalog()).agents}));
    }
    return out;
}

QStringList EventSteps::names() const {
    QStringList out;
    for (int seat = 0; seat < state().playerCount(); ++seat)
        out << state().playerName(seat);
    return out;
}

bool EventSteps::crises() const {
    return active() && state().event->resolving == arcs::EventIcon::Crisis;
}

QString EventSteps::trustText() const {
    QStringList words;
    for (arcs::ResourceType type : state().board.imperialTrust)
        words << arcs::resourceWord(type);
    return words.isEmpty() ? tr("empty") : arcs::listOf(words);
}

QVariantList EventSteps::trust() const {
    QVariantList out;
    const QList<arcs::ResourceType> &held = state().board.imperialTrust;
    for (std::size_t type = 0; type < arcs::countOf<arcs::ResourceType>(); ++type) {
        const auto resource = arcs::ResourceType(type);
        if (held.contains(resource))
            out.append(QVariant::fromValue(ResourceChoice{int(type), arcs::resourceWord(resource),
                                                          int(held.count(resource))}));
    }
    return out;
}

int EventSteps::emptySlots() const {
    return active() ? arcs::emptyOpenSlots(state().board, caller(), catalog()) : 0;
}

QString EventSteps::rollText() const {
    if (!active() || !state().event->roll)
        return {};
    const arcs::EventRoll &roll = *state().event->roll;
    return tr("%1 · %2 · cluster %3 · rolled planet %4")
        .arg(roll.icon == arcs::EventIcon::Crisis ? tr("Crisis") : tr("Edict"),
             arcs::symbolWord(roll.symbol))
        .arg(roll.cluster)
        .arg(arcs::systemWord(arcs::rolledPlanet(roll)));
}

QString EventSteps::stageText() const {
    if (!active())
        return {};
    switch (stage()) {
    case CallSummit:
        return tr("%1 may call a Summit.").arg(callerName());
    case Summit:
        return tr("Summit called by %1: the players negotiate.").arg(callerName());
    case ResolveCouncil:
        return tr("%1 chooses: Crises or Edicts.").arg(callerName());
    case Roll:
        return tr("%1 rolls the event and number dice.").arg(callerName());
    case Step: // after the dice, or straight after the Council's securer chose the Edicts
        return state().event->roll ? rollText() : tr("%1 chose the Edicts.").arg(callerName());
    }
    return {};
}

QVariantList EventSteps::steps() const {
    QVariantList out;
    if (!active())
        return out;
    const arcs::EventState &event = *state().event;
    for (int i = 0; i < event.steps.size(); ++i) {
        // A Council's Crises list their steps before the dice: none is under way until rolled.
        const bool current = i == event.stepsDone && stage() == Step;
        // A Court Crisis's card, while it is still in the Court: its Crisis may remove it.
        const arcs::EventStep &step = event.steps[i];
        const bool inCourt = step.kind == arcs::EventStepKind::CourtCrisis &&
                             (arcs::courtPlace(state().board.court, step.card) >= 0 ||
                              arcs::attachedPlace(state().board.court, step.card) >= 0);
        const arcs::CourtCard *card =
            inCourt ? state().board.court.card(step.card, catalog()) : nullptr;
        out.append(QVariant::fromValue(EventStepLine{
            card ? step.card : QString(), card ? card->name : QString(),
            arcs::eventStepTitle(event.steps[i], state(), catalog()),
            // What a step asks is worked out from the table as it is when the step comes.
            current ? arcs::eventStepDetail(event.steps[i], state(), catalog()) : QString(),
            i < event.stepsDone, current}));
    }
    return out;
}

QString EventSteps::stepAction() const {
    const auto step = arcs::stepUnderWay(state());
    if (!step)
        return {};
    return *step == arcs::EventStepKind::BlightCrises ? tr("Apply the Blight Crises") : tr("Done");
}

QStringList EventSteps::deal() const {
    QStringList out;
    for (const arcs::SummitMove &move : table().summit().moves())
        out << arcs::summitMoveText(state(), move);
    return out;
}

QString EventSteps::agreement() const {
    SummitTalks &talks = table().summit();
    if (talks.agreed().isEmpty())
        return {};
    QStringList agreed, waiting;
    for (const int seat : talks.parties())
        (talks.agreed().contains(seat) ? agreed : waiting) << state().playerName(seat);
    return tr("Agreed on their phones: %1 · waiting for %2")
        .arg(agreed.join(QStringLiteral(", ")), waiting.join(QStringLiteral(", ")));
}

bool EventSteps::apply(const arcs::Entry &entry) {
    m_refusal = table().apply(entry);
    if (m_refusal.isEmpty())
        m_outcome = table().undoTitle();
    emit changed();
    return m_refusal.isEmpty();
}

void EventSteps::decideSummit(bool call) {
    apply(arcs::DecideSummit{call});
}

void EventSteps::endSummit() {
    apply(arcs::EndSummit{});
}

void EventSteps::addMove(MoveKind kind, int player, int rival, int count) {
    m_refusal = table().summit().add({arcs::SummitMoveKind(kind), player, rival, count});
    emit changed();
}

void EventSteps::clearDeal() {
    m_refusal.clear();
    table().summit().clear();
    emit changed();
}

void EventSteps::agreeDeal() {
    m_refusal = table().summit().enter();
    emit changed();
}

void EventSteps::resolveCouncil(bool crises, const QList<int> &stolen) {
    arcs::ResolveCouncil council{crises ? arcs::EventIcon::Crisis : arcs::EventIcon::Edict, {}};
    for (int type : stolen)
        council.stolen.append(arcs::ResourceType(type));
    apply(council);
}

void EventSteps::rollInApp() {
    if (!active())
        return;
    const auto [eventFace, numberFace] = arcs::rollEventDice(state().seed, state().rolls);
    SoundBoard::instance()->play(SoundBoard::Cue::DiceRoll);
    enterRoll(eventFace, numberFace);
}

void EventSteps::enterRoll(int eventFace, int numberFace) {
    if (eventFace < 1 || eventFace > 6 || numberFace < 1 || numberFace > 6) {
        m_refusal = tr("Choose a face of each die.");
        emit changed();
        return;
    }
    if (apply(arcs::RollEvent{arcs::eventRoll(eventFace, numberFace, catalog())}))
        emit rolled();
}

void EventSteps::resolveStep() {
    apply(arcs::ResolveEventStep{});
}

bool EventSteps::governing() const {
    const auto step = arcs::stepUnderWay(state());
    return (step == arcs::EventStepKind::GovernTheImperialReach && state().campaign->firstRegent) ||
           step == arcs::EventStepKind::ImperialQuorum;
}

bool EventSteps::quorum() const {
    return arcs::stepUnderWay(state()) == arcs::EventStepKind::ImperialQuorum;
}

bool EventSteps::authority() const {
    return state().campaign && arcs::governsWithAuthority(state(), catalog());
}

std::optional<int> EventSteps::actor() const {
    if (!governing())
        return std::nullopt;
    return quorum() ? arcs::quorumRegent(state(), arcs::Piece::Starport)
                    : state().campaign->firstRegent;
}

QString EventSteps::firstRegentName() const {
    const auto first = state().campaign ? state().campaign->firstRegent : std::nullopt;
    return first ? state().playerName(*first) : QString();
}

QString EventSteps::actorName() const {
    const std::optional<int> seat = actor();
    return seat ? state().playerName(*seat) : QString();
}

QString EventSteps::changerName() const {
    const std::optional<int> seat =
        quorum() ? arcs::quorumRegent(state(), arcs::Piece::City) : std::nullopt;
    return seat ? state().playerName(*seat) : QString();
}

QString EventSteps::policyName() const {
    return state().campaign ? arcs::policyWord(state().campaign->policy) : QString();
}

QVariantList EventSteps::otherPolicies() const {
    QVariantList out;
    for (std::size_t policy = 0; governing() && policy < arcs::countOf<arcs::ImperialPolicy>();
         ++policy) {
        if (arcs::ImperialPolicy(policy) != state().campaign->policy)
            out.append(QVariant::fromValue(
                PolicyChoice{int(policy), arcs::policyWord(arcs::ImperialPolicy(policy))}));
    }
    return out;
}

QVariantList EventSteps::quorumPolicies() const {
    if (!quorum())
        return {};
    QVariantList out{QVariant::fromValue(PolicyChoice{-1, tr("keeps %1").arg(policyName())})};
    for (const QVariant &other : otherPolicies()) {
        PolicyChoice choice = other.value<PolicyChoice>();
        choice.name = tr("changes to %1").arg(choice.name);
        out.append(QVariant::fromValue(choice));
    }
    return out;
}

QVariantList EventSteps::tributes() const {
    QVariantList out;
    if (!governing() || !state().campaign->firstRegent)
        return out;
    for (int regent : arcs::demandedFrom(state(), catalog())) {
        QStringList options;
        for (const arcs::Tribute &tribute : arcs::tributeOptions(state(), regent, catalog()))
            options << arcs::tributeText(state(), tribute);
        out.append(
            QVariant::fromValue(SeatChoices{regent, state().playerName(regent), options, {}}));
    }
    return out;
}

QStringList EventSteps::ownOptions() const {
    QStringList out;
    for (arcs::ResourceType type :
         governing() ? arcs::ownDemandOptions(state()) : QList<arcs::ResourceType>())
        out << arcs::resourceWord(type);
    return out;
}

QStringList EventSteps::requisitionOptions() const {
    QStringList out;
    if (actor() && state().campaign->policy == arcs::ImperialPolicy::Escalation) {
        for (const arcs::SystemId system : arcs::requisitionOptions(state(), *actor()))
            out << system.name();
    }
    return out;
}

int EventSteps::requisitionCount() const {
    return governing() ? arcs::requisitionedShips(state(), catalog()) : 0;
}

bool EventSteps::war() const {
    return actor() && state().campaign->policy == arcs::ImperialPolicy::War;
}

QVariantList EventSteps::regents() const {
    QVariantList out;
    for (int seat : war() ? arcs::regents(state()) : QList<int>())
        out.append(QVariant::fromValue(SeatChoices{seat, state().playerName(seat), {}, {}}));
    return out;
}

int EventSteps::weapons() const {
    return war() ? arcs::regentsArmed(state(), catalog()) : 0;
}

QVariantList EventSteps::extraChoices() const {
    QVariantList out;
    for (std::size_t type = 0; war() && authority() && type < arcs::countOf<arcs::ResourceType>();
         ++type)
        out.append(QVariant::fromValue(
            ResourceChoice{int(type), arcs::resourceWord(arcs::ResourceType(type)), 0}));
    return out;
}

QVariantList EventSteps::roomOptions() const {
    QVariantList out;
    for (int seat : war() && weapons() > 0 ? arcs::regents(state()) : QList<int>()) {
        QVariantList held;
        const auto &resources = state().board.areas[seat].resources;
        for (int slot = 0; slot < resources.size(); ++slot) {
            if (resources[slot] && arcs::resourceSlotOpen(state().board, seat, slot, catalog()))
                held.append(
                    QVariant::fromValue(SlotChoice{slot, arcs::resourceWord(*resources[slot])}));
        }
        for (int i = 0; i < arcs::roomNeeded(state(), seat, catalog()) && !held.isEmpty(); ++i)
            out.append(QVariant::fromValue(SeatChoices{seat, state().playerName(seat), {}, held}));
    }
    return out;
}

arcs::ImperialDemand EventSteps::draftDemand(const QList<int> &tribute, int own) const {
    arcs::ImperialDemand demand;
    if (!state().campaign->firstRegent)
        return demand;
    const QList<int> demanded = arcs::demandedFrom(state(), catalog());
    for (int i = 0; i < demanded.size(); ++i) {
        const QList<arcs::Tribute> options = arcs::tributeOptions(state(), demanded[i], catalog());
        const int choice = tribute.value(i, 0);
        if (choice >= 0 && choice < options.size())
            demand.tribute.append(options[choice]);
    }
    const QList<arcs::ResourceType> owned = arcs::ownDemandOptions(state());
    if (own >= 0 && own < owned.size())
        demand.own = owned[own];
    return demand;
}

arcs::ImperialAction EventSteps::draftAction(const arcs::ImperialDemand &demand, int requisition,
                                             const QList<int> &armed, const QList<int> &extra,
                                             const QList<int> &room) const {
    arcs::ImperialAction action;
    if (!actor())
        return action;
    const QList<arcs::SystemId> places = arcs::requisitionOptions(state(), *actor());
    if (state().campaign->policy == arcs::ImperialPolicy::Escalation && requisition >= 0 &&
        requisition < places.size())
        action.requisition = places[requisition];
    if (!war())
        return action;
    // The Regents the Demand left: one it made an Outlaw gets nothing.
    const arcs::GameState after = arcs::tableForAction(state(), demand);
    const QList<int> all = arcs::regents(after);
    action.armed = arcs::regentsArmed(after, catalog()) == all.size() ? all : armed;
    std::sort(action.armed.begin(), action.armed.end());
    const QList<int> shown = arcs::regents(state()); // `extra`'s order
    for (int i = 0; authority() && i < shown.size(); ++i) {
        if (action.armed.contains(shown[i]))
            action.extra.append(arcs::ResourceType(extra.value(i, 0)));
    }
    const QVariantList options = roomOptions();
    for (int i = 0; i < options.size(); ++i) {
        const int seat = options[i].value<SeatChoices>().seat;
        if (room.value(i, -1) >= 0 && action.armed.contains(seat))
            action.room.append({seat, room[i]});
    }
    return action;
}

void EventSteps::enforce(const QList<int> &tribute, int own, int requisition,
                         const QList<int> &armed, const QList<int> &extra, const QList<int> &room) {
    const arcs::ImperialDemand demand = draftDemand(tribute, own);
    apply(arcs::GovernImperialReach{std::nullopt, demand,
                                    draftAction(demand, requisition, armed, extra, room)});
}

void EventSteps::changePolicy(int policy) {
    apply(arcs::GovernImperialReach{arcs::ImperialPolicy(policy), {}, {}});
}

void EventSteps::resolveQuorum(const QList<int> &tribute, int own, bool actionTaken,
                               int requisition, const QList<int> &armed, const QList<int> &extra,
                               const QList<int> &room, int changeTo) {
    arcs::ImperialQuorum quorum{draftDemand(tribute, own), actionTaken, {}, std::nullopt};
    if (actionTaken)
        quorum.action = draftAction(quorum.demand, requisition, armed, extra, room);
    if (changeTo >= 0 && changeTo < int(arcs::countOf<arcs::ImperialPolicy>()))
        quorum.changeTo = arcs::ImperialPolicy(changeTo);
    apply(quorum);
}

QStringList EventSteps::eventFaceWords(const arcs::Catalog &catalog) {
    QStringList faces;
    for (const arcs::EventDieFace &printed : catalog.dice.eventDie)
        faces << tr("%1 · %2").arg(printed.icon == arcs::EventIcon::Crisis ? tr("Crisis")
                                                                           : tr("Edict"),
                                   arcs::symbolWord(printed.symbol));
    return faces;
}

static_assert(int(EventSteps::Step) == int(arcs::EventStage::Step) &&
                  int(EventSteps::Roll) == int(arcs::EventStage::Roll),
              "EventSteps::Stage mirrors arcs::EventStage");
static_assert(int(EventSteps::InviteToEmpire) == int(arcs::SummitMoveKind::InviteToEmpire),
              "EventSteps::MoveKind mirrors arcs::SummitMoveKind");
