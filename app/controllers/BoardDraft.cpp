// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardDraft.h"

#include "Table.h"
#include "data/Catalog.h"
#include "models/ChoiceValues.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignSetup.h"
#include "rules/EntryRules.h"
#include "rules/TurnBudget.h"

#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>

BoardDraft::BoardDraft(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void BoardDraft::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, [this] {
        if (state().turnPlayer() != m_turnSeen) {
            m_turnSeen = state().turnPlayer();
            m_chosenSeat.reset(); // a new turn: the acting player is whoever plays it
        }
        m_refusal.clear(); // something else happened: an old refusal no longer applies
        announce();
    });
    m_turnSeen = state().turnPlayer();
    m_chosenSeat.reset();
    announce();
}

int BoardDraft::seat() const {
    const int players = state().playerCount();
    if (m_chosenSeat && *m_chosenSeat < players)
        return *m_chosenSeat;
    return state().turnPlayer().value_or(players > 0 ? state().initiative : 0);
}

void BoardDraft::setSeat(int seat) {
    if (seat < 0 || seat >= state().playerCount() || seat == this->seat())
        return;
    m_chosenSeat = seat;
    announce();
}

void BoardDraft::followTurn() {
    if (!m_chosenSeat)
        return;
    m_chosenSeat.reset();
    announce();
}

QString BoardDraft::seatName() const {
    return state().playerCount() > 0 ? state().playerName(seat()) : QString();
}

arcs::PlayerColour BoardDraft::seatColour() const {
    return state().playerCount() > 0 ? state().setup.seats[seat()].colour : arcs::PlayerColour{};
}

int BoardDraft::raidKeys() const {
    const auto &raid = state().board.raid;
    return raid && raid->attacker == seat() ? raid->keys : 0;
}

int BoardDraft::raidDefender() const {
    const auto &raid = state().board.raid;
    return raid ? raid->defender : -1;
}

bool BoardDraft::raidsFreeStates() const {
    const auto &raid = state().board.raid;
    return raidKeys() > 0 && raid->freeStates && catalog().map.planet(raid->system);
}

arcs::ResourceType BoardDraft::freeStatesLoot() const {
    return raidsFreeStates() ? catalog().map.planet(state().board.raid->system)->type
                             : arcs::ResourceType{};
}

bool BoardDraft::ransackDue() const {
    const QList<arcs::RansackDue> &due = state().board.ransacksDue;
    return std::any_of(due.begin(), due.end(),
                       [this](const arcs::RansackDue &d) { return d.player == seat(); });
}

bool BoardDraft::gainChoiceMatters() const {
    return seat() < state().playerCount() &&
           arcs::gainPlacementMatters(state().board, seat(), catalog());
}

QVariantList BoardDraft::arrangementsDue() const {
    QVariantList out;
    for (const arcs::ArrangementDue &due : state().board.arrangementsDue) {
        QList<int> discarded;
        for (const arcs::DisplacedResource &d : due.displaced) {
            if (!d.movedTo)
                discarded << int(d.type);
        }
        out << QVariant::fromValue(ArrangementPrompt{due.player, state().playerName(due.player),
                                                     arcs::displacedText(state(), due), discarded});
    }
    return out;
}

QVariantList BoardDraft::courtDeck() const {
    QVariantList out;
    const arcs::Board &board = state().board;
    for (const QString &id : board.court.deck) {
        const arcs::CourtCard *card = board.court.card(id, table().catalog());
        out.append(QVariant::fromValue(NamedCard{id, card ? card->name : id}));
    }
    // The lore cards shuffled in unseen: any the table does not have out already.
    for (const arcs::LoreCard &lore :
         board.court.loreInDeck > 0 ? catalog().lore : QList<arcs::LoreCard>()) {
        if (!arcs::loreOnTable(board, lore.name))
            out.append(QVariant::fromValue(NamedCard{lore.name, tr("%1 (lore)").arg(lore.name)}));
    }
    // By name, for the card drawn to be found in the list (the deck's order is unseen).
    std::sort(out.begin(), out.end(), [](const QVariant &a, const QVariant &b) {
        return a.value<NamedCard>().name.localeAwareCompare(b.value<NamedCard>().name) < 0;
    });
    return out;
}

QStringList BoardDraft::courtDiscard() const {
    QStringList out;
    for (const QString &id : state().board.court.discard) {
        const arcs::CourtCard *card = state().board.court.card(id, table().catalog());
        out << (card ? card->name : id);
    }
    return out;
}

QString BoardDraft::enter(const arcs::Entry &entry) {
    m_refusal = table().apply(entry);
    announce();
    return m_refusal;
}

QString BoardDraft::refuse(const QString &problem) {
    m_refusal = problem;
    announce();
    return problem;
}

QString BoardDraft::noSystem() {
    return tr("Choose a system of the Reach first.");
}

std::optional<arcs::SystemId> BoardDraft::systemOf(const ReachSystem &system) {
    if (!system.valid())
        refuse(noSystem());
    return system.id();
}

std::optional<arcs::Piece> BoardDraft::mapPiece(arcs::Piece piece) {
    if (piece == arcs::Piece::Agent) {
        refuse(tr("Choose a ship, a city or a starport, not an agent."));
        return std::nullopt;
    }
    return piece;
}

namespace {
std::optional<int> slotOrLeftmost(int slot) {
    return slot >= 0 ? std::optional<int>(slot) : std::nullopt;
}

// A Game.ResourceType as QML gives it: a whole number in the enum's range.
std::optional<arcs::ResourceType> resourceType(const QVariant &value) {
    const int index = QJsonValue::fromVariant(value).toInt(-1); // -1 for 1.5 or "2"
    const auto type = static_cast<arcs::ResourceType>(index);
    if (index < 0 || !arcs::isOneOf(type)) // 7 names no type
        return std::nullopt;
    return type;
}
} // namespace

QString BoardDraft::tax(const ReachSystem &system, int cityOwner, int into, arcs::Side side) {
    const auto id = systemOf(system);
    return id ? enter(arcs::Tax{seat(), *id, cityOwner, slotOrLeftmost(into), side}) : m_refusal;
}

QString BoardDraft::build(const ReachSystem &system, arcs::Piece piece, arcs::Side side) {
    const auto id = systemOf(system);
    const auto kind = id ? mapPiece(piece) : std::nullopt;
    return kind ? enter(arcs::Build{seat(), *id, *kind, side}) : m_refusal;
}

QString BoardDraft::move(const ReachSystem &from, const ReachSystem &to, int fresh, int damaged,
                         int imperialFresh, int imperialDamaged, bool flagship) {
    const auto start = systemOf(from);
    const auto end = start ? systemOf(to) : std::nullopt;
    return end ? enter(arcs::Move{seat(), *start, *end, fresh, damaged, imperialFresh,
                                  imperialDamaged, flagship})
               : m_refusal;
}

QString BoardDraft::gainFlagship(const ReachSystem &system) {
    const auto id = systemOf(system);
    return id ? enter(arcs::GainFlagship{seat(), *id}) : m_refusal;
}

QString BoardDraft::buildOnFlagship(const ReachSystem &system, arcs::Building building,
                                    int position, bool armor) {
    const auto id = systemOf(system);
    if (!id)
        return m_refusal;
    const auto piece = arcs::pieceOf(building);
    if (!piece)
        return refuse(tr("Choose a city or a starport for the Flagship."));
    return enter(
        arcs::Build{seat(), *id, *piece, arcs::Side::Player, arcs::FlagshipSlot{position, armor}});
}

QString BoardDraft::keepFateNote(int player, const QString &text, bool secret, bool inExports) {
    arcs::FateNote note{text.trimmed(), secret, inExports};
    if (const int writer = arcs::fateNoteWriter(state(), player, catalog()); writer != player)
        note.writer = writer; // the Pathfinder's Portal: the player to the right's secret
    return enter(arcs::KeepFateNote{player, note});
}

QString BoardDraft::placeFateToken(const ReachSystem &system, const QString &name, int loyalTo,
                                   bool damaged, bool harmable) {
    const auto id = systemOf(system);
    if (!id)
        return m_refusal;
    arcs::FateToken token{name.trimmed(), std::nullopt, damaged, harmable};
    if (loyalTo >= 0)
        token.loyalTo = loyalTo;
    return enter(arcs::PlaceFateToken{*id, token});
}

QString BoardDraft::repairFlagship(const ReachSystem &system, int position, bool armor) {
    const auto id = systemOf(system);
    if (!id)
        return m_refusal;
    const auto &flagship = state().board.areas.value(seat()).flagship;
    const arcs::FlagshipSlot slot{position, armor};
    // The piece follows the slot; an empty slot is refused by the engine.
    const bool starport = flagship && position >= 1 && position <= 6 && flagship->at(slot) &&
                          flagship->at(slot)->building == arcs::Building::Starport;
    return enter(arcs::Repair{seat(), *id, starport ? arcs::Piece::Starport : arcs::Piece::City,
                              arcs::Side::Player, slot});
}

QString BoardDraft::repair(const ReachSystem &system, arcs::Piece piece, arcs::Side side) {
    const auto id = systemOf(system);
    const auto kind = id ? mapPiece(piece) : std::nullopt;
    return kind ? enter(arcs::Repair{seat(), *id, *kind, side}) : m_refusal;
}

QString BoardDraft::influence(const QString &card) {
    return enter(arcs::Influence{seat(), card});
}

QString BoardDraft::secure(const QString &card, const QString &refill) {
    return enter(arcs::Secure{seat(), card, refill});
}

QString BoardDraft::spend(int player, int slot) {
    return enter(arcs::SpendResource{player, slot});
}

QString BoardDraft::discard(int player, int slot) {
    return enter(arcs::DiscardResource{player, slot});
}

QString BoardDraft::destroyPiece(const ReachSystem &system, int owner, arcs::Piece piece) {
    const auto id = systemOf(system);
    const auto kind = id ? mapPiece(piece) : std::nullopt;
    return kind ? enter(arcs::DestroyPiece{seat(), *id, owner, *kind}) : m_refusal;
}

QString BoardDraft::ransack(const QString &card, const QString &refill) {
    return enter(arcs::Ransack{seat(), card, refill});
}

QString BoardDraft::raid(int slot, const QString &card, int into) {
    return enter(arcs::Raid{seat(), slotOrLeftmost(slot), card, slotOrLeftmost(into)});
}

QString BoardDraft::removeFromCourt(const QString &card, arcs::CourtExit to,
                                    const QString &refill) {
    return enter(arcs::RemoveFromCourt{card, to, refill});
}

QString BoardDraft::raidFreeStates(int into) {
    return enter(arcs::Raid{seat(), std::nullopt, {}, slotOrLeftmost(into), arcs::Side::Free});
}

QString BoardDraft::arrangeResources(int seat, const QVariantList &resources) {
    arcs::ArrangeResources arrange{seat, {}};
    for (const QVariant &slot : resources) {
        const std::optional<arcs::ResourceType> type = resourceType(slot);
        if (!slot.isNull() && !type)
            return refuse(tr("\"%1\" is not a resource.").arg(slot.toString()));
        arrange.arrangement.append(type);
    }
    return enter(arrange);
}

QString BoardDraft::correct(const QVariantMap &fields) {
    QJsonObject json{{QStringLiteral("action"), QStringLiteral("correct")},
                     {QStringLiteral("player"), seat()},
                     {QStringLiteral("piece"), QStringLiteral("ship")},
                     {QStringLiteral("value"), 0}};
    for (auto it = fields.begin(); it != fields.end(); ++it)
        json.insert(it.key(), QJsonValue::fromVariant(*it));
    // A system comes as a reachSystem; the journal spells it.
    if (const QVariant system = fields.value(QStringLiteral("system")); !system.isNull()) {
        if (system.metaType() != QMetaType::fromType<ReachSystem>() ||
            !system.value<ReachSystem>().valid())
            return refuse(noSystem());
        json.insert(QStringLiteral("system"), system.value<ReachSystem>().id()->name());
    }
    // A resource comes as a Game.ResourceType (null: none); the journal spells it.
    if (const QVariant resource = fields.value(QStringLiteral("resource")); !resource.isNull()) {
        const std::optional<arcs::ResourceType> type = resourceType(resource);
        if (!type)
            return refuse(tr("\"%1\" is not a resource.").arg(resource.toString()));
        json.insert(QStringLiteral("resource"), arcs::nameOf(*type));
    }
    QString error;
    const auto entry = arcs::entryFromJson(json, &error);
    return entry ? enter(*entry) : refuse(error);
}

bool BoardDraft::canBattleIn(const ReachSystem &system) const {
    const auto &id = system.id();
    return id && arcs::firstDefenderAt(state(), seat(), *id, table().catalog()).has_value();
}

QString BoardDraft::whyNoBattleIn(const ReachSystem &system) const {
    const auto &id = system.id();
    return id ? arcs::whyNoBattleHere(state(), seat(), *id, table().catalog()) : QString();
}

QVariantList BoardDraft::destinations(const ReachSystem &from, bool withImperialShips) const {
    QVariantList out;
    if (!from.valid() || state().playerCount() == 0)
        return out;
    for (const arcs::SystemId &to :
         arcs::moveDestinations(state().board, seat(), *from.id(), withImperialShips,
                                state().setup.empireLaws, catalog()))
        out << QVariant::fromValue(ReachSystem(to));
    return out;
}

// The card the table will draw to refill the row: any card of the deck will do for asking
// whether securing is legal.
QString BoardDraft::refillFor(const QString &card) const {
    return arcs::refillsWhenTaken(card, catalog()) ? state().board.court.deck.value(0) : QString();
}

QString BoardDraft::secureProblem(const QString &card) const {
    return arcs::entryProblem(state(), arcs::Secure{seat(), card, refillFor(card)},
                              table().catalog());
}

QString BoardDraft::taxProblem(const ReachSystem &system, int cityOwner, arcs::Side side) const {
    const auto &id = system.id();
    return id ? arcs::entryProblem(state(), arcs::Tax{seat(), *id, cityOwner, std::nullopt, side},
                                   catalog())
              : noSystem();
}

QString BoardDraft::buildProblem(const ReachSystem &system, arcs::Piece piece,
                                 arcs::Side side) const {
    const auto &id = system.id();
    if (!id)
        return noSystem();
    return arcs::entryProblem(state(), arcs::Build{seat(), *id, piece, side}, catalog());
}

QString BoardDraft::repairProblem(const ReachSystem &system, arcs::Piece piece,
                                  arcs::Side side) const {
    const auto &id = system.id();
    if (!id)
        return noSystem();
    return arcs::entryProblem(state(), arcs::Repair{seat(), *id, piece, side}, catalog());
}

QString BoardDraft::spendProblem(int player, int slot) const {
    return arcs::entryProblem(state(), arcs::SpendResource{player, slot}, table().catalog());
}

void BoardDraft::announce() {
    m_actionProblems.reset();
    m_courtChoices.reset();
    emit changed();
}

QStringList BoardDraft::actionProblems() const {
    if (!m_actionProblems) {
        QStringList out;
        for (std::size_t kind = 0; kind < arcs::countOf<arcs::ActionKind>(); ++kind)
            out << arcs::turnActionProblem(state(), {seat(), arcs::ActionKind(kind)},
                                           table().catalog());
        m_actionProblems = out;
    }
    return *m_actionProblems;
}

QVariantList BoardDraft::courtChoices() const {
    if (!m_courtChoices) {
        QVariantList out;
        const bool ransacking = ransackDue();
        for (const arcs::CourtCardInPlay &place : state().board.court.row)
            out.append(
                QVariant::fromValue(CourtChoice{place.card, secureProblem(place.card),
                                                ransacking && ransackProblem(place.card).isEmpty(),
                                                arcs::refillsWhenTaken(place.card, catalog())}));
        m_courtChoices = out;
    }
    return *m_courtChoices;
}

QString BoardDraft::turnLine() const {
    const arcs::GameState &now = state();
    if (!now.setup.turnsCounted || now.phase != arcs::Phase::Playing || now.playerCount() == 0)
        return {};
    if (now.turnPlayer() != seat()) // the refusal any action would get says whose turn it is
        return arcs::turnActionProblem(now, {seat(), arcs::ActionKind::Move}, table().catalog());
    return tr("%1: %2").arg(seatName(), arcs::actionsLeftText(*now.turn, table().catalog()));
}

QString BoardDraft::ransackProblem(const QString &card) const {
    return arcs::entryProblem(state(), arcs::Ransack{seat(), card, refillFor(card)},
                              table().catalog());
}
