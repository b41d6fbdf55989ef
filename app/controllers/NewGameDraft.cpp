// SPDX-License-Identifier: GPL-3.0-or-later
#include "NewGameDraft.h"

#include "Table.h"
#include "data/Catalog.h"
#include "models/ChoiceValues.h"
#include "rules/CampaignSetup.h"
#include "rules/Events.h"

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
    if (campaign())
        dealCampaign();
    else if (m_setup.court.size() != catalog().game.courtRow.forPlayers(players))
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

QList<int> NewGameDraft::colours() const {
    QList<int> out;
    for (const auto &seat : m_setup.seats)
        out << int(seat.colour);
    return out;
}

QList<int> NewGameDraft::availableColours() const {
    QList<int> out;
    for (arcs::PlayerColour colour : catalog().game.colours)
        out << int(colour);
    return out;
}

void NewGameDraft::setMode(arcs::GameMode mode) {
    if (mode == m_setup.mode)
        return;
    m_setup.mode = mode;
    m_setup.leaders =
        arcs::usesLeaders(mode) ? QStringList(playerCount(), QString()) : QStringList();
    if (campaign()) {
        m_setup.setupCard.clear(); // Act I has none
        m_setup.act = arcs::ActSetup{};
        rollNumberDie();
        rollEventDie();
        drawPolicy();
        dealCampaign();
    } else {
        m_setup.act.reset();
        m_fateOffers.clear();
        m_setup.court = arcs::GameSetup::dealCourt(playerCount(), m_random(), catalog());
    }
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
    if (campaign() && m_setup.act && m_setup.act->fates.contains(0))
        return m_fatesDrawnAtTable ? tr("Enter each player's Fate as revealed.")
                                   : tr("Every player chooses one of their two Fates.");
    return m_setup.problem(catalog());
}

QString NewGameDraft::tableProblem() const {
    if (!campaign() || !m_setup.act)
        return problem();
    arcs::GameSetup dealt = m_setup; // as if each seat had taken its first Fate
    dealt.act->fates.clear();
    for (int seat = 0; seat < m_fateOffers.size(); ++seat) // each a Fate of their own
        dealt.act->fates.append(m_fateOffers[seat].value(m_fatesDrawnAtTable ? seat : 0));
    return dealt.problem(catalog());
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

void NewGameDraft::setColour(int seat, arcs::PlayerColour colour) {
    if (seat < 0 || seat >= playerCount() || !catalog().game.colours.contains(colour) ||
        m_setup.seats[seat].colour == colour)
        return;
    m_setup.seats[seat].colour = colour;
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
    m_setup.court = arcs::GameSetup::dealCourt(playerCount(), m_random(), catalog(), m_setup.mode);
    emit changed();
}

void NewGameDraft::dealCampaign() {
    m_setup.court = arcs::GameSetup::dealCourt(playerCount(), m_random(), catalog(), m_setup.mode);
    dealFates();
}

void NewGameDraft::dealFates() {
    const QList<int> twoEach(playerCount(), 2);
    m_dealtInApp = arcs::dealFates(arcs::FateLetter::A, twoEach, m_random(), {}, catalog());
    m_fatesOtherWay.clear();
    offerFates();
    m_setup.act->fates.clear();
}

void NewGameDraft::offerFates() {
    if (!m_fatesDrawnAtTable) {
        m_fateOffers = m_dealtInApp;
        return;
    }
    QList<int> letterA;
    for (const arcs::Fate &fate : catalog().fates) {
        if (fate.letter == arcs::FateLetter::A)
            letterA.append(fate.number);
    }
    m_fateOffers = QList<QList<int>>(playerCount(), letterA);
}

void NewGameDraft::setFatesDrawnAtTable(bool atTable) {
    if (atTable == m_fatesDrawnAtTable || !m_setup.act)
        return;
    // The deal stands, and each way keeps what was chosen in it: ticked and unticked, the box
    // dealt every hand again, and a player could redraw until they liked their pair (a cold
    // play-test).
    m_fatesDrawnAtTable = atTable;
    offerFates();
    std::swap(m_setup.act->fates, m_fatesOtherWay);
    emit changed();
}

QVariantList NewGameDraft::fatesAtTable() const {
    QVariantList rows;
    if (!m_fatesDrawnAtTable || !m_setup.act)
        return rows;
    const QStringList seatNames = names();
    for (int seat = 0; seat < m_fateOffers.size(); ++seat) {
        QVariantList offers;
        for (int number : m_fateOffers[seat])
            offers.append(QVariant::fromValue(fateOffer(catalog(), number, false)));
        rows.append(QVariant::fromValue(
            FateOfferRow{seat, seatNames.value(seat), offers, m_setup.act->fates.value(seat)}));
    }
    return rows;
}

void NewGameDraft::setNumberDie(int value) {
    if (!m_setup.act || value == m_setup.act->numberDie)
        return;
    m_setup.act->numberDie = value; // the engine says when it is not a die's face
    emit changed();
}

arcs::PlanetSymbol NewGameDraft::eventSymbol() const {
    return m_setup.act ? m_setup.act->eventSymbol : arcs::PlanetSymbol::Arrow;
}

// QML hands an enum in as a number: one that is no symbol or policy changes nothing.
void NewGameDraft::setEventSymbol(arcs::PlanetSymbol symbol) {
    if (!m_setup.act || !arcs::isOneOf(symbol) || symbol == m_setup.act->eventSymbol)
        return;
    m_setup.act->eventSymbol = symbol;
    emit changed();
}

arcs::ImperialPolicy NewGameDraft::policy() const {
    return m_setup.act ? m_setup.act->policy : arcs::ImperialPolicy::War;
}

void NewGameDraft::setPolicy(arcs::ImperialPolicy policy) {
    if (!m_setup.act || !arcs::isOneOf(policy) || policy == m_setup.act->policy)
        return;
    m_setup.act->policy = policy;
    emit changed();
}

void NewGameDraft::rollNumberDie() {
    std::uniform_int_distribution<int> face(1, int(catalog().map.clusters.size()));
    setNumberDie(face(m_random));
}

void NewGameDraft::rollEventDie() {
    std::uniform_int_distribution<std::size_t> face(0, arcs::countOf<arcs::PlanetSymbol>() - 1);
    setEventSymbol(arcs::PlanetSymbol(face(m_random)));
}

void NewGameDraft::drawPolicy() {
    std::uniform_int_distribution<std::size_t> card(0, arcs::countOf<arcs::ImperialPolicy>() - 1);
    setPolicy(arcs::ImperialPolicy(card(m_random)));
}

QVariantList NewGameDraft::imperialClusters() const {
    const int die = numberDie();
    if (die < 1 || die > int(catalog().map.clusters.size()))
        return {};
    return {die, arcs::nextClusterClockwise(die, catalog().map)};
}

int NewGameDraft::eventCards() const {
    // the catalog counts for the player counts the game has; none for a table still being seated
    return arcs::GameSetup::playerCountProblem(playerCount(), catalog()).isEmpty()
               ? catalog().campaign.eventCards.forPlayers(playerCount())
               : 0;
}

QStringList NewGameDraft::edictsForPlayers() const {
    QStringList names;
    for (const arcs::Edict *edict : arcs::edictsForPlayers(playerCount(), catalog()))
        names << edict->name;
    return names;
}

QVariantList NewGameDraft::fateOffers() const {
    QVariantList out;
    for (const QList<int> &hand : m_fateOffers) {
        QVariantList cards;
        for (int number : hand)
            cards.append(QVariant::fromValue(fateOffer(catalog(), number, false)));
        out.append(QVariant(cards));
    }
    return out;
}

int NewGameDraft::nextToChooseFate() const {
    if (!campaign())
        return -1;
    for (int seat = 0; seat < playerCount(); ++seat) {
        if (m_setup.act->fates.value(seat) == 0)
            return seat;
    }
    return -1;
}

void NewGameDraft::chooseFatesAgain() {
    if (!m_setup.act || m_setup.act->fates.isEmpty())
        return;
    m_setup.act->fates.clear();
    emit changed();
}

void NewGameDraft::chooseFate(int seat, int fate) {
    if (!m_setup.act || seat < 0 || seat >= m_fateOffers.size() ||
        (fate != 0 && !m_fateOffers[seat].contains(fate)))
        return;
    QList<int> &fates = m_setup.act->fates;
    fates.resize(playerCount()); // 0 until a seat chooses
    fates[seat] = fate;
    if (std::all_of(fates.begin(), fates.end(), [](int f) { return f == 0; }))
        fates.clear();
    emit changed();
}

void NewGameDraft::setCourtCard(int place, const QString &card) {
    const QStringList row = arcs::GameSetup::withCourtCard(m_setup.court, place, card);
    if (row == m_setup.court)
        return;
    m_setup.court = row;
    emit changed();
}

QVariantList NewGameDraft::courtCards() const {
    QVariantList out;
    for (const arcs::CourtCard &card : catalog().courtCards) {
        if (card.deck == arcs::GameSetup::courtDeck(m_setup.mode) &&
            card.kind != arcs::CourtCardKind::Council)
            out.append(QVariant::fromValue(NamedCard{card.id, card.name}));
    }
    return out;
}

bool NewGameDraft::start() {
    arcs::GameSetup setup = m_setup;
    if (setup.act && setup.act->act == 1) // known once the Fates are revealed, as Act I starts
        setup.act->firstRegent = arcs::actOneFirstRegent(setup, catalog());
    return table().startGame(setup).isEmpty();
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
