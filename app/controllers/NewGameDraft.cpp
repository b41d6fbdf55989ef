// SPDX-License-Identifier: GPL-3.0-or-later
#include "NewGameDraft.h"

#include "Table.h"
#include "data/Catalog.h"

NewGameDraft::NewGameDraft(Table *table, QObject *parent)
    : TableClient(table, parent), m_random(std::random_device{}()) {
    setPlayerCount(catalog().game.maxPlayers);
    start();
}

void NewGameDraft::connectTo(Table &) {} // it only starts games on the table

void NewGameDraft::setPlayerCount(int players) {
    if (players == playerCount() || players < minPlayers() || players > maxPlayers())
        return;
    const QList<arcs::PlayerColour> &colours = catalog().game.colours;
    while (m_setup.seats.size() > players)
        m_setup.seats.removeLast();
    while (m_setup.seats.size() < players) {
        // A fresh seat takes the first colour nobody has yet.
        arcs::PlayerColour colour = colours.first();
        for (arcs::PlayerColour candidate : colours) {
            const bool taken =
                std::any_of(m_setup.seats.begin(), m_setup.seats.end(),
                            [&](const auto &seat) { return seat.colour == candidate; });
            if (!taken) {
                colour = candidate;
                break;
            }
        }
        m_setup.seats.append({QString(), colour});
    }
    if (arcs::usesLeaders(m_setup.mode))
        m_setup.leaders.resize(players);
    if (m_setup.initiative >= players)
        m_setup.initiative = 0;
    const arcs::SetupCard *card = catalog().setupCard(m_setup.setupCard);
    if (card && card->players != players)
        m_setup.setupCard.clear();
    if (m_setup.court.size() != catalog().game.courtRow.forPlayers(players))
        m_setup.court = arcs::GameSetup::dealCourt(players, m_random(), catalog());
    emit changed();
}

void NewGameDraft::seatTheTable() {
    const QList<arcs::PlayerSeat> &seats = state().setup.seats;
    if (state().phase == arcs::Phase::NotStarted || seats.isEmpty())
        return;
    setPlayerCount(int(seats.size()));
    m_setup.seats = seats;
    emit changed();
}

int NewGameDraft::minPlayers() const {
    return catalog().game.minPlayers;
}
int NewGameDraft::maxPlayers() const {
    return catalog().game.maxPlayers;
}

QStringList NewGameDraft::names() const {
    QStringList out;
    for (const auto &seat : m_setup.seats)
        out << seat.name;
    return out;
}

QStringList NewGameDraft::colours() const {
    QStringList out;
    for (const auto &seat : m_setup.seats)
        out << arcs::nameOf(seat.colour);
    return out;
}

QStringList NewGameDraft::availableColours() const {
    QStringList out;
    for (arcs::PlayerColour colour : catalog().game.colours)
        out << arcs::nameOf(colour);
    return out;
}

QString NewGameDraft::mode() const {
    return arcs::nameOf(m_setup.mode);
}

void NewGameDraft::setMode(const QString &mode) {
    const auto parsed = arcs::fromName<arcs::GameMode>(mode);
    if (!parsed || *parsed == m_setup.mode)
        return;
    m_setup.mode = *parsed;
    m_setup.leaders =
        arcs::usesLeaders(*parsed) ? QStringList(playerCount(), QString()) : QStringList();
    emit changed();
}

void NewGameDraft::setSetupCard(const QString &name) {
    if (name == m_setup.setupCard)
        return;
    m_setup.setupCard = name;
    emit changed();
}

void NewGameDraft::setInitiative(int seat) {
    if (seat == m_setup.initiative)
        return;
    m_setup.initiative = seat;
    emit changed();
}

QString NewGameDraft::problem() const {
    return m_setup.problem(catalog());
}

QString NewGameDraft::playersProblem() const {
    return arcs::GameSetup::seatsProblem(m_setup.seats, catalog());
}

void NewGameDraft::setName(int seat, const QString &name) {
    if (seat < 0 || seat >= playerCount() || m_setup.seats[seat].name == name)
        return;
    m_setup.seats[seat].name = name;
    emit changed();
}

void NewGameDraft::setColour(int seat, const QString &colour) {
    const auto parsed = arcs::fromName<arcs::PlayerColour>(colour);
    if (seat < 0 || seat >= playerCount() || !parsed || m_setup.seats[seat].colour == *parsed)
        return;
    m_setup.seats[seat].colour = *parsed;
    emit changed();
}

void NewGameDraft::drawSetupCard() {
    const auto cards = catalog().setupCardsFor(playerCount());
    if (cards.isEmpty())
        return;
    std::uniform_int_distribution<qsizetype> pick(0, cards.size() - 1);
    setSetupCard(cards[pick(m_random)]->name);
}

void NewGameDraft::drawInitiative() {
    std::uniform_int_distribution<int> pick(0, playerCount() - 1);
    setInitiative(pick(m_random));
}

void NewGameDraft::dealCourt() {
    m_setup.court = arcs::GameSetup::dealCourt(playerCount(), m_random(), catalog());
    emit changed();
}

void NewGameDraft::setCourtCard(int place, const QString &card) {
    if (place < 0 || place >= m_setup.court.size() || m_setup.court[place] == card)
        return;
    // A card already in the row swaps places, so the row never holds a card twice.
    const qsizetype elsewhere = m_setup.court.indexOf(card);
    if (elsewhere >= 0)
        m_setup.court[elsewhere] = m_setup.court[place];
    m_setup.court[place] = card;
    emit changed();
}

QVariantList NewGameDraft::courtCards() const {
    QVariantList out;
    for (const arcs::CourtCard &card : catalog().courtCards) {
        if (card.deck == arcs::CourtDeck::Base)
            out.append(
                QVariantMap{{QStringLiteral("id"), card.id}, {QStringLiteral("name"), card.name}});
    }
    return out;
}

bool NewGameDraft::start() {
    return table().startGame(m_setup).isEmpty();
}

QStringList NewGameDraft::leaderNames() const {
    QStringList names;
    for (const arcs::Leader &leader : catalog().leaders)
        names << leader.name;
    return names;
}

void NewGameDraft::setLeader(int seat, const QString &leader) {
    if (seat < 0 || seat >= m_setup.leaders.size() || m_setup.leaders[seat] == leader)
        return;
    m_setup.leaders[seat] = leader;
    emit changed();
}

QStringList NewGameDraft::leaderChoices() const {
    return QStringList{tr("Leader…")} + leaderNames();
}

QVariantList NewGameDraft::leaderIndexes() const {
    QVariantList out;
    const QStringList names = leaderNames();
    for (const QString &leader : m_setup.leaders)
        out.append(int(names.indexOf(leader)) + 1);
    return out;
}

void NewGameDraft::chooseLeader(int seat, int choice) {
    setLeader(seat, choice > 0 ? leaderNames().value(choice - 1) : QString());
}
