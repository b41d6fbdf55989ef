// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventSteps.h"

#include "SoundBoard.h"
#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/Chapter.h"
#include "rules/CourtCards.h"
#include "rules/EntryWords.h"
#include "rules/Events.h"
#include "rules/Govern.h"
#include "rules/Roller.h"

EventSteps::EventSteps(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void EventSteps::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, [this] {
        if (!active() || stage() != Summit)
            m_deal.clear(); // a deal belongs to the Summit it was drafted in
        m_refusal.clear();  // said about a table that has changed since
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

QString EventSteps::callerColour() const {
    return active() ? arcs::nameOf(state().setup.seats[caller()].colour) : QString();
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
        out.append(
            QVariantMap{{QStringLiteral("seat"), seat},
                        {QStringLiteral("name"), state().playerName(seat)},
                        {QStringLiteral("colour"), arcs::nameOf(state().setup.seats[seat].colour)},
                        {QStringLiteral("regent"), arcs::isRegent(board, seat)},
                        {QStringLiteral("firstRegent"), state().campaign->firstRegent == seat},
                        {QStringLiteral("favors"), arcs::listOf(favors)},
                        {QStringLiteral("agents"), arcs::inSupply(board, seat, catalog()).agents}});
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
            out.append(QVariantMap{{QStringLiteral("type"), int(type)},
                                   {QStringLiteral("name"), arcs::resourceWord(resource)},
                                   {QStringLiteral("count"), int(held.count(resource))}});
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
        .arg(arcs::rolledPlanet(roll).name());
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
        out.append(QVariantMap{
            {QStringLiteral("courtCard"), card ? step.card : QString()},
            {QStringLiteral("courtCardName"), card ? card->name : QString()},
            {QStringLiteral("title"), arcs::eventStepTitle(event.steps[i], state(), catalog())},
            // What a step asks is worked out from the table as it is when the step comes.
            {QStringLiteral("detail"),
             current ? arcs::eventStepDetail(event.steps[i], state(), catalog()) : QString()},
            {QStringLiteral("done"), i < event.stepsDone},
            {QStringLiteral("current"), current}});
    }
    return out;
}

QString EventSteps::stepAction() const {
    if (!active() || stage() != Step)
        return {};
    const arcs::EventState &event = *state().event;
    return event.steps[event.stepsDone].kind == arcs::EventStepKind::BlightCrises
               ? tr("Apply the Blight Crises")
               : tr("Done");
}

QStringList EventSteps::deal() const {
    QStringList out;
    for (const arcs::SummitMove &move : m_deal)
        out << arcs::summitMoveText(state(), move);
    return out;
}

bool EventSteps::apply(const arcs::Entry &entry) {
    m_refusal = table().apply(entry);
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
    QList<arcs::SummitMove> moves = m_deal;
    moves.append({arcs::SummitMoveKind(kind), player, rival, count});
    m_refusal = arcs::entryProblem(state(), arcs::SummitDeal{moves}, catalog());
    if (m_refusal.isEmpty()) {
        m_deal = moves;
        emit negotiated();
    }
    emit changed();
}

void EventSteps::clearDeal() {
    m_deal.clear();
    m_refusal.clear();
    emit changed();
}

void EventSteps::agreeDeal() {
    const QList<arcs::SummitMove> moves = m_deal;
    if (apply(arcs::SummitDeal{moves})) {
        m_deal.clear();
        emit negotiated();
        emit changed();
    }
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
    SoundBoard::instance()->play(QStringLiteral("diceRoll"));
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
    if (!active() || stage() != Step || !state().campaign->firstRegent)
        return false;
    const arcs::EventState &event = *state().event;
    return event.steps[event.stepsDone].kind == arcs::EventStepKind::GovernTheImperialReach;
}

QString EventSteps::firstRegentName() const {
    const auto first = state().campaign ? state().campaign->firstRegent : std::nullopt;
    return first ? state().playerName(*first) : QString();
}

QString EventSteps::policyName() const {
    return state().campaign ? arcs::policyWord(state().campaign->policy) : QString();
}

QVariantList EventSteps::otherPolicies() const {
    QVariantList out;
    for (std::size_t policy = 0; governing() && policy < arcs::countOf<arcs::ImperialPolicy>();
         ++policy) {
        if (arcs::ImperialPolicy(policy) != state().campaign->policy)
            out.append(QVariantMap{
                {QStringLiteral("policy"), int(policy)},
                {QStringLiteral("name"), arcs::policyWord(arcs::ImperialPolicy(policy))}});
    }
    return out;
}

QVariantList EventSteps::tributes() const {
    QVariantList out;
    if (!governing())
        return out;
    for (int regent : arcs::demandedRegents(state())) {
        QStringList options;
        for (const arcs::Tribute &tribute : arcs::tributeOptions(state(), regent, catalog()))
            options << arcs::tributeText(state(), tribute);
        out.append(QVariantMap{{QStringLiteral("seat"), regent},
                               {QStringLiteral("name"), state().playerName(regent)},
                               {QStringLiteral("options"), options}});
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
    if (governing() && state().campaign->policy == arcs::ImperialPolicy::Escalation) {
        for (const arcs::SystemId system : arcs::requisitionOptions(state()))
            out << system.name();
    }
    return out;
}

bool EventSteps::war() const {
    return governing() && state().campaign->policy == arcs::ImperialPolicy::War;
}

QVariantList EventSteps::regents() const {
    QVariantList out;
    for (int seat : governing() ? arcs::regents(state()) : QList<int>())
        out.append(QVariantMap{{QStringLiteral("seat"), seat},
                               {QStringLiteral("name"), state().playerName(seat)}});
    return out;
}

int EventSteps::weapons() const {
    return governing() ? int(std::min<qsizetype>(arcs::weaponsToGive(state(), catalog()),
                                                 arcs::regents(state()).size()))
                       : 0;
}

void EventSteps::enforce(const QList<int> &tribute, int own, int requisition,
                         const QList<int> &armed) {
    arcs::GovernImperialReach govern;
    const QList<int> demanded = arcs::demandedRegents(state());
    for (int i = 0; i < demanded.size(); ++i) {
        const QList<arcs::Tribute> options = arcs::tributeOptions(state(), demanded[i], catalog());
        const int choice = tribute.value(i, 0);
        if (choice >= 0 && choice < options.size())
            govern.tribute.append(options[choice]);
    }
    const QList<arcs::ResourceType> owned = arcs::ownDemandOptions(state());
    if (own >= 0 && own < owned.size())
        govern.own = owned[own];
    const QList<arcs::SystemId> places = arcs::requisitionOptions(state());
    if (state().campaign->policy == arcs::ImperialPolicy::Escalation && requisition >= 0 &&
        requisition < places.size())
        govern.requisition = places[requisition];
    if (state().campaign->policy == arcs::ImperialPolicy::War) // every Regent, unless short
        govern.armed = weapons() == arcs::regents(state()).size() ? arcs::regents(state()) : armed;
    apply(govern);
}

void EventSteps::changePolicy(int policy) {
    apply(arcs::GovernImperialReach{arcs::ImperialPolicy(policy), {}, {}, {}, {}});
}

QString EventSteps::eventFaceText(int face) const {
    if (face < 1 || face > 6)
        return {};
    const arcs::EventDieFace &printed = catalog().dice.eventDie[std::size_t(face - 1)];
    return tr("%1 · %2").arg(printed.icon == arcs::EventIcon::Crisis ? tr("Crisis") : tr("Edict"),
                             arcs::symbolWord(printed.symbol));
}

static_assert(int(EventSteps::Step) == int(arcs::EventStage::Step) &&
                  int(EventSteps::Roll) == int(arcs::EventStage::Roll),
              "EventSteps::Stage mirrors arcs::EventStage");
static_assert(int(EventSteps::InviteToEmpire) == int(arcs::SummitMoveKind::InviteToEmpire),
              "EventSteps::MoveKind mirrors arcs::SummitMoveKind");
