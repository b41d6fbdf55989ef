// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameSetup.h"

#include "data/Catalog.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <random>

namespace arcs {

namespace {
constexpr int maxNameLength = 24;

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameSetup)
};

// `carried`: a later Act's Court as the Intermission left it, whose deck may hold Fate Set cards.
QString courtProblem(const QStringList &court, int players, CourtDeck deck, const Catalog &catalog,
                     const Court *carried = nullptr) {
    const int size = catalog.game.courtRow.forPlayers(players);
    if (court.size() != size)
        return Text::tr(
                   "The Court row has %1 cards with %2 players: choose the %1 cards dealt face "
                   "up, not %3.")
            .arg(size)
            .arg(players)
            .arg(court.size());
    for (qsizetype i = 0; i < court.size(); ++i) {
        const CourtCard *card =
            carried ? carried->card(court[i], catalog) : catalog.courtCard(court[i]);
        const bool fromDeck =
            card && (card->deck == deck || (carried && card->deck == CourtDeck::FateSet));
        if (!fromDeck || card->kind == CourtCardKind::Council)
            return deck == CourtDeck::Base
                       ? Text::tr("\"%1\" is not a card of the base Court deck.").arg(court[i])
                       : Text::tr("\"%1\" is not a Guild or Vox card of the campaign Court deck.")
                             .arg(court[i]);
        if (court.indexOf(court[i]) != i)
            return Text::tr("%1 is in the Court row twice: each card is in the deck once.")
                .arg(card->name);
    }
    return {};
}
} // namespace

QList<int> GameSetup::turnOrder() const {
    QList<int> order;
    for (int i = 0; i < seats.size(); ++i)
        order.append(int((initiative + i) % seats.size()));
    return order;
}

QString GameSetup::playerCountProblem(int players, const Catalog &catalog) {
    if (players < catalog.game.minPlayers || players > catalog.game.maxPlayers)
        return Text::tr("Arcs is played by %1 to %2 players; this table has %3.")
            .arg(catalog.game.minPlayers)
            .arg(catalog.game.maxPlayers)
            .arg(players);
    return {};
}

QString GameSetup::seatsProblem(const QList<PlayerSeat> &seats, const Catalog &catalog) {
    const int players = int(seats.size());
    if (const QString problem = playerCountProblem(players, catalog); !problem.isEmpty())
        return problem;
    for (int i = 0; i < players; ++i) {
        const QString name = seats[i].name.trimmed();
        if (name.isEmpty())
            return Text::tr("Player %1 has no name: type a name for every player.").arg(i + 1);
        if (name.size() > maxNameLength)
            return Text::tr("The name \"%1\" is longer than %2 characters: shorten it.")
                .arg(name)
                .arg(maxNameLength);
        if (!catalog.game.colours.contains(seats[i].colour))
            return Text::tr("Player %1 has a colour that is not in the game.").arg(i + 1);
        for (int j = 0; j < i; ++j) {
            if (seats[j].name.trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return Text::tr("Two players are called \"%1\": give each player a different name.")
                    .arg(name);
            if (seats[j].colour == seats[i].colour)
                return Text::tr("%1 and %2 both play %3: give each player a different colour.")
                    .arg(seats[j].name.trimmed(), name, nameOf(seats[i].colour));
        }
    }
    return {};
}

bool usesLeaders(GameMode mode) {
    switch (mode) {
    case GameMode::Base:
    case GameMode::Campaign:
        return false;
    case GameMode::LeadersAndLore:
        return true;
    }
    Q_UNREACHABLE();
}

CourtDeck GameSetup::courtDeck(GameMode mode) {
    switch (mode) {
    case GameMode::Base:
    case GameMode::LeadersAndLore:
        return CourtDeck::Base;
    case GameMode::Campaign:
        return CourtDeck::Campaign;
    }
    Q_UNREACHABLE();
}

QString GameSetup::problem(const Catalog &catalog) const {
    if (QString problem = seatsProblem(seats, catalog); !problem.isEmpty())
        return problem;
    const int players = int(seats.size());
    if (initiative < 0 || initiative >= players)
        return Text::tr("Choose which player starts with the initiative.");
    if (!usesLeaders(mode) && !leaders.isEmpty())
        return Text::tr("Leaders are only used in Leaders & Lore.");
    if (usesLeaders(mode)) {
        for (int i = 0; i < players; ++i) {
            const QString leader = leaders.value(i);
            if (leader.isEmpty())
                return Text::tr("%1 has no leader: choose a leader for every player.")
                    .arg(seats[i].name.trimmed());
            if (!catalog.leader(leader))
                return Text::tr("There is no leader called \"%1\".").arg(leader);
            if (leaders.indexOf(leader) != i)
                return Text::tr("Two players lead as the %1: each leader card is in the game once.")
                    .arg(leader);
        }
        if (leaders.size() > players)
            return Text::tr("There are more leaders than players.");
    }
    const CourtDeck deck = courtDeck(mode);
    if (mode == GameMode::Campaign) {
        if (!act)
            return Text::tr(
                "A campaign Act needs its setup: the dice rolled and each player's Fate.");
        if (const QString problem = act->problem(players, catalog); !problem.isEmpty())
            return problem;
        if (!setupCard.isEmpty())
            return Text::tr("A campaign uses no setup card: every cluster is in play.");
        const Court *left = act->carried ? &act->carried->board.court : nullptr;
        if (const QString problem = courtProblem(court, players, deck, catalog, left);
            !problem.isEmpty())
            return problem;
        // A later Act deals from the Court deck its Intermission cleared the Court into; cards
        // players hold, and scrapped ones, are not in it.
        for (const QString &card : court) {
            if (left && !left->deck.contains(card) &&
                std::ranges::none_of(left->row, [&](const auto &c) { return c.card == card; }))
                return Text::tr("%1 is not in the Court deck (held by a player, or scrapped): deal "
                                "the Court from the Court deck.")
                    .arg(left->cardName(card, catalog));
        }
        return {};
    }
    if (act)
        return Text::tr("Only a campaign is played in Acts.");
    const SetupCard *card = catalog.setupCard(setupCard);
    if (!card)
        return setupCard.isEmpty()
                   ? Text::tr("Choose a setup card, or draw one at random.")
                   : Text::tr("There is no setup card called \"%1\".").arg(setupCard);
    if (card->players != players)
        return Text::tr(
                   "\"%1\" is a card for %2 players, but this table has %3: choose a %3-player "
                   "card.")
            .arg(card->name)
            .arg(card->players)
            .arg(players);
    return courtProblem(court, players, deck, catalog);
}

QStringList GameSetup::dealCourt(int players, quint64 seed, const Catalog &catalog, GameMode mode) {
    QStringList deck;
    for (const CourtCard &card : catalog.courtCards) {
        if (card.deck == courtDeck(mode) && card.kind != CourtCardKind::Council)
            deck.append(card.id);
    }
    return dealCourtFrom(deck, players, seed, catalog);
}

QStringList GameSetup::dealCourtFrom(QStringList deck, int players, quint64 seed,
                                     const Catalog &catalog) {
    std::mt19937_64 generator(seed);
    std::shuffle(deck.begin(), deck.end(), generator);
    return deck.mid(0, catalog.game.courtRow.forPlayers(players));
}

QStringList GameSetup::withCourtCard(QStringList row, int place, const QString &card) {
    if (place < 0 || place >= row.size())
        return row;
    if (const qsizetype elsewhere = row.indexOf(card); elsewhere >= 0)
        row[elsewhere] = row[place];
    row[place] = card;
    return row;
}

QJsonObject GameSetup::toJson() const {
    QJsonArray players;
    for (const PlayerSeat &seat : seats)
        players.append(QJsonObject{{QStringLiteral("name"), seat.name},
                                   {QStringLiteral("colour"), nameOf(seat.colour)}});
    QJsonObject json{{QStringLiteral("players"), players},
                     {QStringLiteral("initiative"), initiative},
                     {QStringLiteral("mode"), nameOf(mode)},
                     {QStringLiteral("setupCard"), setupCard},
                     {QStringLiteral("leaders"), QJsonArray::fromStringList(leaders)},
                     {QStringLiteral("court"), QJsonArray::fromStringList(court)},
                     {QStringLiteral("turnsCounted"), turnsCounted}};
    if (act) {
        json.insert(QStringLiteral("act"), act->toJson());
        json.insert(QStringLiteral("empireLaws"), empireLaws);
        json.insert(QStringLiteral("governInParts"), governInParts);
    }
    return json;
}

std::optional<GameSetup> GameSetup::fromJson(const QJsonObject &json, QString *error) {
    const auto failWith = [error](const QString &message) -> std::optional<GameSetup> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (!json.value(QStringLiteral("players")).isArray())
        return failWith(Text::tr("\"players\" must be a list of {\"name\", \"colour\"}."));
    GameSetup setup;
    for (const QJsonValue &value : json.value(QStringLiteral("players")).toArray()) {
        const QJsonObject player = value.toObject();
        const auto colour =
            fromName<PlayerColour>(player.value(QStringLiteral("colour")).toString());
        if (!colour)
            return failWith(
                Text::tr("Unknown player colour \"%1\": use red, blue, yellow or white.")
                    .arg(player.value(QStringLiteral("colour")).toString()));
        setup.seats.append({player.value(QStringLiteral("name")).toString(), *colour});
    }
    const QJsonValue initiative = json.value(QStringLiteral("initiative"));
    if (!initiative.isDouble())
        return failWith(
            Text::tr("\"initiative\" must be the seat number of the initiative holder."));
    setup.initiative = initiative.toInt();
    const auto mode = fromName<GameMode>(json.value(QStringLiteral("mode")).toString());
    if (!mode)
        return failWith(Text::tr("\"mode\" must be \"base\", \"leadersAndLore\" or \"campaign\"."));
    setup.mode = *mode;
    setup.setupCard = json.value(QStringLiteral("setupCard")).toString();
    for (const QJsonValue &leader : json.value(QStringLiteral("leaders")).toArray())
        setup.leaders.append(leader.toString());
    for (const QJsonValue &card : json.value(QStringLiteral("court")).toArray())
        setup.court.append(card.toString());
    const QJsonValue turnsCounted = json.value(QStringLiteral("turnsCounted"));
    if (!turnsCounted.isUndefined() && !turnsCounted.isBool())
        return failWith(Text::tr("\"turnsCounted\" must be true or false."));
    setup.turnsCounted = turnsCounted.toBool(false); // absent: recorded before turns were counted
    const QJsonValue empireLaws = json.value(QStringLiteral("empireLaws"));
    if (!empireLaws.isUndefined() && !empireLaws.isBool())
        return failWith(Text::tr("\"empireLaws\" must be true or false."));
    // Absent from an Act: recorded before the laws. A base game has no Empire: true, as made.
    setup.empireLaws = empireLaws.toBool(!json.contains(QStringLiteral("act")));
    const QJsonValue governInParts = json.value(QStringLiteral("governInParts"));
    if (!governInParts.isUndefined() && !governInParts.isBool())
        return failWith(Text::tr("\"governInParts\" must be true or false."));
    // Absent from an Act: recorded before Edict 03 was resolved in parts.
    setup.governInParts = governInParts.toBool(!json.contains(QStringLiteral("act")));
    if (json.contains(QStringLiteral("act"))) {
        setup.act = ActSetup::fromJson(json.value(QStringLiteral("act")).toObject(), error);
        if (!setup.act)
            return std::nullopt;
    }
    return setup;
}

GameSetup GameSetup::demo() {
    GameSetup setup;
    setup.seats = {{QStringLiteral("Mikah"), PlayerColour::Blue},
                   {QStringLiteral("Ruth"), PlayerColour::Red},
                   {QStringLiteral("Yuki"), PlayerColour::Yellow},
                   {QStringLiteral("Wren"), PlayerColour::White}};
    setup.initiative = 0;
    setup.setupCard = QStringLiteral("4 Player Mix Up 1");
    setup.court = {QStringLiteral("BC03"), QStringLiteral("BC17"), QStringLiteral("BC22"),
                   QStringLiteral("BC27")};
    return setup;
}

} // namespace arcs
