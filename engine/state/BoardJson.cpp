// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardJson.h"

#include "entries/JsonValues.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(BoardJson)
};

QJsonArray pair(const FreshDamaged &pieces) {
    return {pieces.fresh, pieces.damaged};
}

QJsonObject piecesJson(const PiecesHere &pieces) {
    return {{QStringLiteral("ships"), pair(pieces.ships)},
            {QStringLiteral("cities"), pair(pieces.cities)},
            {QStringLiteral("starports"), pair(pieces.starports)}};
}

QJsonArray flagshipRow(const std::array<std::optional<FlagshipBuilding>, 6> &row) {
    QJsonArray out;
    for (const std::optional<FlagshipBuilding> &slot : row) {
        if (slot)
            out.append(QJsonObject{{QStringLiteral("building"), nameOf(slot->building)},
                                   {QStringLiteral("damaged"), slot->damaged}});
        else
            out.append(QJsonValue::Null);
    }
    return out;
}

QJsonArray ints(const QList<int> &values) {
    QJsonArray out;
    for (int value : values)
        out.append(value);
    return out;
}

} // namespace

QJsonValue fateTokenToJson(const FateToken &token) {
    if (token == FateToken{token.name}) // a plain token keeps the earlier spelling: its name
        return token.name;
    QJsonObject json{{QStringLiteral("name"), token.name}};
    if (token.loyalTo)
        json.insert(QStringLiteral("loyalTo"), *token.loyalTo);
    if (token.damaged)
        json.insert(QStringLiteral("damaged"), true);
    if (token.harmable)
        json.insert(QStringLiteral("harmable"), true);
    return json;
}

std::optional<FateToken> fateTokenFromJson(const QJsonValue &json, int players, QString *error) {
    const auto fail = [error](const QString &why) -> std::optional<FateToken> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString name = json.isString() ? json.toString()
                                         : json.toObject().value(QStringLiteral("name")).toString();
    if (name.trimmed().isEmpty())
        return fail(
            Text::tr("a token's name, or {\"name\", \"loyalTo\", \"damaged\", \"harmable\"}"));
    FateToken token{name};
    if (json.isString())
        return token;
    const QJsonObject object = json.toObject();
    if (object.contains(QStringLiteral("loyalTo"))) {
        const auto seat = wholeNumber(object.value(QStringLiteral("loyalTo")));
        if (!seat || *seat < 0 || *seat >= players)
            return fail(Text::tr("a token Loyal to a seat of the table"));
        token.loyalTo = *seat;
    }
    token.damaged = object.value(QStringLiteral("damaged")).toBool(false);
    token.harmable = object.value(QStringLiteral("harmable")).toBool(false);
    return token;
}

QJsonObject courtCardToJson(const CourtCard &card) {
    QJsonObject json{{QStringLiteral("id"), card.id},
                     {QStringLiteral("name"), card.name},
                     {QStringLiteral("kind"), nameOf(card.kind)}};
    if (card.deck != CourtDeck::FateSet)
        json.insert(QStringLiteral("deck"), nameOf(card.deck));
    if (card.suit)
        json.insert(QStringLiteral("suit"), nameOf(*card.suit));
    if (card.raidCost)
        json.insert(QStringLiteral("raidCost"), *card.raidCost);
    if (card.isProtected())
        json.insert(QStringLiteral("protected"), true);
    return json;
}

std::optional<CourtCard> courtCardFromJson(const QJsonValue &json, QString *error) {
    const auto fail = [error](const QString &why) -> std::optional<CourtCard> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QJsonObject object = json.toObject();
    CourtCard card;
    const auto deck = object.contains(QStringLiteral("deck"))
                          ? fromName<CourtDeck>(object.value(QStringLiteral("deck")).toString())
                          : std::optional<CourtDeck>(CourtDeck::FateSet);
    if (!deck)
        return fail(Text::tr("a card's \"deck\": %1").arg(allNames<CourtDeck>().join(u", ")));
    card.deck = *deck;
    card.id = object.value(QStringLiteral("id")).toString();
    card.name = object.value(QStringLiteral("name")).toString();
    const auto kind = fromName<CourtCardKind>(object.value(QStringLiteral("kind")).toString());
    if (!json.isObject() || card.id.isEmpty() || card.name.trimmed().isEmpty() || !kind ||
        *kind == CourtCardKind::Council)
        return fail(Text::tr("a Fate card: {\"id\", \"name\", \"kind\": \"guild\" or \"vox\"}"));
    card.kind = *kind;
    if (card.kind == CourtCardKind::Vox)
        return card;
    card.suit = fromName<ResourceType>(object.value(QStringLiteral("suit")).toString());
    if (!card.suit)
        return fail(
            Text::tr("a Guild card's \"suit\": %1").arg(allNames<ResourceType>().join(u", ")));
    const bool isProtected = object.value(QStringLiteral("protected")).toBool(false);
    const auto cost = wholeNumber(object.value(QStringLiteral("raidCost")));
    if (isProtected == object.contains(QStringLiteral("raidCost")) ||
        (!isProtected && (!cost || *cost < 1)))
        return fail(Text::tr("a Guild card's \"raidCost\" (1 or more) or \"protected\": true"));
    if (cost)
        card.raidCost = *cost;
    return card;
}

QJsonObject flagshipToJson(const Flagship &flagship) {
    return {{QStringLiteral("system"), flagship.system.name()},
            {QStringLiteral("upgrades"), flagshipRow(flagship.upgrades)},
            {QStringLiteral("armor"), flagshipRow(flagship.armor)}};
}

QJsonObject boardToJson(const Board &board) {
    QJsonArray systems;
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemState &here = board.systems[std::size_t(index)];
        QJsonArray players;
        for (int seat = 0; seat < here.players.size(); ++seat) {
            if (here.players[seat].isEmpty())
                continue;
            QJsonObject pieces = piecesJson(here.players[seat]);
            pieces.insert(QStringLiteral("player"), seat);
            players.append(pieces);
        }
        const bool campaign = here.imperialShips.total() + here.freeCities.total() +
                                      here.freeStarports.total() + here.blight.total() >
                                  0 ||
                              !here.fateTokens.isEmpty();
        if (players.isEmpty() && !campaign && !here.controlByCard)
            continue;
        QJsonObject system{{QStringLiteral("system"), SystemId::fromIndex(index).name()},
                           {QStringLiteral("players"), players}};
        if (campaign) {
            system.insert(QStringLiteral("imperialShips"), pair(here.imperialShips));
            system.insert(QStringLiteral("freeCities"), pair(here.freeCities));
            system.insert(QStringLiteral("freeStarports"), pair(here.freeStarports));
            system.insert(QStringLiteral("blight"), pair(here.blight));
            QJsonArray tokens;
            for (const FateToken &token : here.fateTokens)
                tokens.append(fateTokenToJson(token));
            system.insert(QStringLiteral("fateTokens"), tokens);
        }
        if (here.controlByCard)
            system.insert(QStringLiteral("controlByCard"),
                          QJsonObject{{QStringLiteral("card"), here.controlByCard->card},
                                      {QStringLiteral("player"), here.controlByCard->seat}});
        systems.append(system);
    }

    const auto names = [](const QList<ResourceType> &types) {
        QJsonArray out;
        for (ResourceType type : types)
            out.append(nameOf(type));
        return out;
    };
    QJsonArray areas;
    for (const PlayerArea &area : board.areas) {
        QJsonArray resources;
        for (const auto &resource : area.resources)
            resources.append(resource ? QJsonValue(nameOf(*resource)) : QJsonValue());
        QJsonObject held;
        for (auto it = area.heldOnCards.begin(); it != area.heldOnCards.end(); ++it)
            held.insert(it.key(), *it);
        QJsonArray outrage;
        for (std::size_t type = 0; type < area.outrage.size(); ++type) {
            if (area.outrage[type])
                outrage.append(nameOf(ResourceType(type)));
        }
        QJsonArray trophies;
        for (const PieceCounts &pieces : area.trophies)
            trophies.append(QJsonObject{{QStringLiteral("ships"), pieces.ships},
                                        {QStringLiteral("cities"), pieces.cities},
                                        {QStringLiteral("starports"), pieces.starports},
                                        {QStringLiteral("agents"), pieces.agents}});
        QJsonObject json{
            {QStringLiteral("resources"), resources},
            {QStringLiteral("guildCards"), QJsonArray::fromStringList(area.guildCards)},
            {QStringLiteral("heldOnCards"), held},
            {QStringLiteral("lore"), QJsonArray::fromStringList(area.lore)},
            {QStringLiteral("outrage"), outrage},
            {QStringLiteral("captives"), ints(area.captives)},
            {QStringLiteral("trophies"), trophies}};
        // Written only when the campaign has set them, so earlier files read the same.
        if (area.title != ImperialTitle::Regent)
            json.insert(QStringLiteral("title"), nameOf(area.title));
        if (std::any_of(area.favors.begin(), area.favors.end(), [](int n) { return n > 0; }))
            json.insert(QStringLiteral("favors"), ints(area.favors));
        if (const CampaignTrophies &t = area.campaignTrophies; t.total() > 0)
            json.insert(QStringLiteral("campaignTrophies"),
                        QJsonObject{{QStringLiteral("imperialShips"), t.imperialShips},
                                    {QStringLiteral("freeCities"), t.freeCities},
                                    {QStringLiteral("freeStarports"), t.freeStarports},
                                    {QStringLiteral("blight"), t.blight}});
        if (area.flagship)
            json.insert(QStringLiteral("flagship"), flagshipToJson(*area.flagship));
        if (!area.frozen.isEmpty()) {
            QJsonObject frozen;
            for (auto it = area.frozen.begin(); it != area.frozen.end(); ++it)
                frozen.insert(it.key(), names(*it));
            json.insert(QStringLiteral("frozen"), frozen);
        }
        areas.append(json);
    }

    QJsonArray row;
    for (const CourtCardInPlay &card : board.court.row) {
        QJsonObject place{{QStringLiteral("card"), card.card},
                          {QStringLiteral("agents"), ints(card.agents)}};
        if (!card.attached.isEmpty())
            place.insert(QStringLiteral("attached"), QJsonArray::fromStringList(card.attached));
        row.append(place);
    }
    QJsonObject court{{QStringLiteral("row"), row},
                      {QStringLiteral("deck"), QJsonArray::fromStringList(board.court.deck)},
                      {QStringLiteral("discard"), QJsonArray::fromStringList(board.court.discard)}};
    if (board.court.councilDecided)
        court.insert(QStringLiteral("councilDecided"), true);
    if (board.court.loreInDeck > 0)
        court.insert(QStringLiteral("loreInDeck"), board.court.loreInDeck);
    if (!board.court.tableCards.isEmpty()) {
        QJsonArray cards;
        for (const CourtCard &card : board.court.tableCards)
            cards.append(courtCardToJson(card));
        court.insert(QStringLiteral("tableCards"), cards);
    }
    QJsonObject json{{QStringLiteral("outOfPlay"), ints(board.outOfPlay)},
                     {QStringLiteral("systems"), systems},
                     {QStringLiteral("areas"), areas},
                     {QStringLiteral("court"), court},
                     {QStringLiteral("dummyResources"), names(board.dummyResources)}};
    if (!board.imperialTrust.isEmpty())
        json.insert(QStringLiteral("imperialTrust"), names(board.imperialTrust));
    if (board.rulesBooklet)
        json.insert(QStringLiteral("rulesBooklet"),
                    QJsonArray::fromStringList(*board.rulesBooklet));
    if (!board.bookletLaws.isEmpty())
        json.insert(QStringLiteral("bookletLaws"), QJsonArray::fromStringList(board.bookletLaws));
    // Only a table carried through an Intermission has one when it is written.
    QJsonArray arrangements;
    for (const ArrangementDue &due : board.arrangementsDue) {
        QJsonArray displaced;
        for (const DisplacedResource &d : due.displaced) {
            QJsonObject moved{{QStringLiteral("resource"), nameOf(d.type)},
                              {QStringLiteral("fromSlot"), d.fromSlot}};
            if (d.movedTo)
                moved.insert(QStringLiteral("movedTo"), *d.movedTo);
            displaced.append(moved);
        }
        arrangements.append(QJsonObject{{QStringLiteral("player"), due.player},
                                        {QStringLiteral("displaced"), displaced}});
    }
    if (!arrangements.isEmpty())
        json.insert(QStringLiteral("arrangementsDue"), arrangements);
    return json;
}

namespace {

// Reads the board field by field; the first one that is wrong is remembered.
class BoardReader {
public:
    explicit BoardReader(int players) : m_players(players) {}

    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }

    void fail(const QString &where, const QString &expected) {
        if (m_error.isEmpty())
            m_error = Text::tr("board: %1 must be %2").arg(where, expected);
    }

    int count(const QJsonValue &value, const QString &where) {
        const auto number = wholeNumber(value);
        if (!number || *number < 0) {
            fail(where, Text::tr("a whole number of at least 0"));
            return 0;
        }
        return *number;
    }

    FreshDamaged pair(const QJsonValue &value, const QString &where) {
        const QJsonArray items = value.toArray();
        if (!value.isArray() || items.size() != 2) {
            fail(where, Text::tr("[fresh, damaged]"));
            return {};
        }
        return {count(items[0], where), count(items[1], where)};
    }

    ControlByCard controlByCard(const QJsonValue &value, const QString &where) {
        const QJsonObject json = value.toObject();
        const QString card = json.value(QStringLiteral("card")).toString().trimmed();
        const auto seat = wholeNumber(json.value(QStringLiteral("player")));
        if (card.isEmpty() || !seat || *seat < 0 || *seat >= m_players) {
            fail(where + QStringLiteral(".controlByCard"),
                 Text::tr("{\"card\": a card's name, \"player\": a seat of the table}"));
            return {};
        }
        return {card, *seat};
    }

    ArrangementDue arrangementDue(const QJsonObject &json) {
        const QString where = QStringLiteral("arrangementsDue[]");
        ArrangementDue due{
            seat(json.value(QStringLiteral("player")), where + QStringLiteral(".player")), {}};
        for (const QJsonValue &value : json.value(QStringLiteral("displaced")).toArray()) {
            const QJsonObject d = value.toObject();
            const QString in = where + QStringLiteral(".displaced[]");
            DisplacedResource displaced;
            if (const auto type = name<ResourceType>(d.value(QStringLiteral("resource")), in))
                displaced.type = *type;
            displaced.fromSlot = count(d.value(QStringLiteral("fromSlot")), in);
            if (d.contains(QStringLiteral("movedTo")))
                displaced.movedTo = count(d.value(QStringLiteral("movedTo")), in);
            due.displaced.append(displaced);
        }
        return due;
    }

    int seat(const QJsonValue &value, const QString &where) {
        const auto number = wholeNumber(value);
        if (!number || *number < 0 || *number >= m_players) {
            fail(where, Text::tr("a seat of the table"));
            return 0;
        }
        return *number;
    }

    QList<int> counts(const QJsonValue &value, const QString &where, qsizetype size) {
        QList<int> out;
        const QJsonArray items = value.toArray();
        if (!value.isArray() || (size >= 0 && items.size() != size)) {
            fail(where, size < 0 ? Text::tr("a list of whole numbers")
                                 : Text::tr("a list of %1 whole numbers").arg(size));
            return QList<int>(std::max<qsizetype>(size, 0), 0);
        }
        for (qsizetype i = 0; i < items.size(); ++i)
            out.append(count(items[i], where));
        return out;
    }

    QStringList texts(const QJsonValue &value, const QString &where) {
        QStringList out;
        if (!value.isArray()) {
            fail(where, Text::tr("a list of names"));
            return out;
        }
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isString())
                fail(where, Text::tr("a list of names"));
            out.append(item.toString());
        }
        return out;
    }

    template <typename E> std::optional<E> name(const QJsonValue &value, const QString &where) {
        const auto read = fromName<E>(value.toString());
        if (!read)
            fail(where, allNames<E>().join(QStringLiteral(", ")));
        return read;
    }

    void system(const QJsonObject &json, Board &board) {
        const auto id = SystemId::parse(json.value(QStringLiteral("system")).toString());
        if (!id) {
            fail(QStringLiteral("systems[].system"), Text::tr("a system such as \"2-gate\""));
            return;
        }
        const QString where = QStringLiteral("systems.%1").arg(id->name());
        SystemState &here = board.at(*id);
        for (const QJsonValue &value : json.value(QStringLiteral("players")).toArray()) {
            const QJsonObject pieces = value.toObject();
            const auto seat = wholeNumber(pieces.value(QStringLiteral("player")));
            if (!seat || *seat < 0 || *seat >= m_players) {
                fail(where + QStringLiteral(".players[].player"), Text::tr("a seat of the table"));
                return;
            }
            PiecesHere &mine = here.players[*seat];
            mine.ships = pair(pieces.value(QStringLiteral("ships")), where);
            mine.cities = pair(pieces.value(QStringLiteral("cities")), where);
            mine.starports = pair(pieces.value(QStringLiteral("starports")), where);
        }
        if (json.contains(QStringLiteral("controlByCard")))
            here.controlByCard = controlByCard(json.value(QStringLiteral("controlByCard")), where);
        if (!json.contains(QStringLiteral("imperialShips")))
            return; // no campaign pieces here
        here.imperialShips = pair(json.value(QStringLiteral("imperialShips")), where);
        here.freeCities = pair(json.value(QStringLiteral("freeCities")), where);
        here.freeStarports = pair(json.value(QStringLiteral("freeStarports")), where);
        here.blight = pair(json.value(QStringLiteral("blight")), where);
        const QJsonValue tokens = json.value(QStringLiteral("fateTokens"));
        if (!tokens.isArray())
            fail(where + QStringLiteral(".fateTokens"), Text::tr("a list of Fate tokens"));
        for (const QJsonValue &token : tokens.toArray()) {
            QString error;
            if (const auto read = fateTokenFromJson(token, m_players, &error))
                here.fateTokens.append(*read);
            else
                fail(where + QStringLiteral(".fateTokens"), error);
        }
    }

    PlayerArea area(const QJsonObject &json, qsizetype seat) {
        const QString where = QStringLiteral("areas[%1]").arg(seat);
        PlayerArea area;
        for (const QJsonValue &slot : json.value(QStringLiteral("resources")).toArray())
            area.resources.append(
                slot.isNull() ? std::nullopt
                              : name<ResourceType>(slot, where + QStringLiteral(".resources")));
        area.guildCards = texts(json.value(QStringLiteral("guildCards")), where);
        const QJsonObject held = json.value(QStringLiteral("heldOnCards")).toObject();
        for (auto it = held.begin(); it != held.end(); ++it)
            area.heldOnCards.insert(it.key(), count(*it, where + QStringLiteral(".heldOnCards")));
        const QJsonObject frozen = json.value(QStringLiteral("frozen")).toObject();
        for (auto it = frozen.begin(); it != frozen.end(); ++it) {
            QList<ResourceType> &types = area.frozen[it.key()];
            for (const QJsonValue &type : it->toArray()) {
                if (const auto read = name<ResourceType>(type, where + QStringLiteral(".frozen")))
                    types.append(*read);
            }
        }
        area.lore = texts(json.value(QStringLiteral("lore")), where);
        for (const QJsonValue &type : json.value(QStringLiteral("outrage")).toArray()) {
            if (const auto outraged = name<ResourceType>(type, where + QStringLiteral(".outrage")))
                area.outrage[std::size_t(*outraged)] = true;
        }
        area.captives = counts(json.value(QStringLiteral("captives")),
                               where + QStringLiteral(".captives"), m_players);
        if (json.contains(QStringLiteral("title"))) {
            if (const auto title = name<ImperialTitle>(json.value(QStringLiteral("title")),
                                                       where + QStringLiteral(".title")))
                area.title = *title;
        }
        area.favors = json.contains(QStringLiteral("favors"))
                          ? counts(json.value(QStringLiteral("favors")),
                                   where + QStringLiteral(".favors"), m_players)
                          : QList<int>(m_players);
        if (json.contains(QStringLiteral("campaignTrophies"))) {
            const QJsonObject campaign = json.value(QStringLiteral("campaignTrophies")).toObject();
            const QString in = where + QStringLiteral(".campaignTrophies");
            area.campaignTrophies = {count(campaign.value(QStringLiteral("imperialShips")), in),
                                     count(campaign.value(QStringLiteral("freeCities")), in),
                                     count(campaign.value(QStringLiteral("freeStarports")), in),
                                     count(campaign.value(QStringLiteral("blight")), in)};
        }
        if (json.contains(QStringLiteral("flagship")))
            area.flagship = flagship(json.value(QStringLiteral("flagship")).toObject(),
                                     where + QStringLiteral(".flagship"));
        const QJsonArray trophies = json.value(QStringLiteral("trophies")).toArray();
        if (trophies.size() != m_players)
            fail(where + QStringLiteral(".trophies"), Text::tr("one entry per seat"));
        for (const QJsonValue &value : trophies) {
            const QJsonObject owner = value.toObject();
            area.trophies.append({count(owner.value(QStringLiteral("ships")), where),
                                  count(owner.value(QStringLiteral("cities")), where),
                                  count(owner.value(QStringLiteral("starports")), where),
                                  count(owner.value(QStringLiteral("agents")), where)});
        }
        return area;
    }

    Flagship flagship(const QJsonObject &json, const QString &where) {
        Flagship flagship;
        const auto id = SystemId::parse(json.value(QStringLiteral("system")).toString());
        if (!id)
            fail(where + QStringLiteral(".system"), Text::tr("a system such as \"2-gate\""));
        else
            flagship.system = *id;
        const auto row = [&](const QString &key,
                             std::array<std::optional<FlagshipBuilding>, 6> &out) {
            const QJsonArray cells = json.value(key).toArray();
            if (cells.size() != qsizetype(out.size())) {
                fail(where + QLatin1Char('.') + key, Text::tr("a list of 6 slots"));
                return;
            }
            for (std::size_t i = 0; i < out.size(); ++i) {
                const QJsonObject slot = cells[qsizetype(i)].toObject();
                if (cells[qsizetype(i)].isNull())
                    continue;
                const auto building = name<Building>(slot.value(QStringLiteral("building")),
                                                     where + QLatin1Char('.') + key);
                if (building && *building != Building::None)
                    out[i] =
                        FlagshipBuilding{*building, slot.value(QStringLiteral("damaged")).toBool()};
                else
                    fail(where + QLatin1Char('.') + key,
                         Text::tr("empty slots, cities or starports"));
            }
        };
        row(QStringLiteral("upgrades"), flagship.upgrades);
        row(QStringLiteral("armor"), flagship.armor);
        return flagship;
    }

private:
    int m_players = 0;
    QString m_error;
};

} // namespace

std::optional<Board> boardFromJson(const QJsonObject &json, int players, QString *error) {
    BoardReader read(players);
    Board board;
    for (SystemState &system : board.systems)
        system.players = QList<PiecesHere>(players);
    board.outOfPlay =
        read.counts(json.value(QStringLiteral("outOfPlay")), QStringLiteral("outOfPlay"), -1);
    for (const QJsonValue &system : json.value(QStringLiteral("systems")).toArray())
        read.system(system.toObject(), board);
    const QJsonArray areas = json.value(QStringLiteral("areas")).toArray();
    if (areas.size() != players)
        read.fail(QStringLiteral("areas"), Text::tr("one player area per seat"));
    for (qsizetype seat = 0; seat < areas.size(); ++seat)
        board.areas.append(read.area(areas[seat].toObject(), seat));
    const QJsonObject court = json.value(QStringLiteral("court")).toObject();
    for (const QJsonValue &value : court.value(QStringLiteral("row")).toArray()) {
        const QJsonObject card = value.toObject();
        board.court.row.append({card.value(QStringLiteral("card")).toString(),
                                read.counts(card.value(QStringLiteral("agents")),
                                            QStringLiteral("court.row[].agents"), players),
                                card.contains(QStringLiteral("attached"))
                                    ? read.texts(card.value(QStringLiteral("attached")),
                                                 QStringLiteral("court.row[].attached"))
                                    : QStringList()});
    }
    for (const QJsonValue &value : court.value(QStringLiteral("tableCards")).toArray()) {
        QString why;
        if (const auto card = courtCardFromJson(value, &why))
            board.court.tableCards.append(*card);
        else
            read.fail(QStringLiteral("court.tableCards"), why);
    }
    board.court.deck =
        read.texts(court.value(QStringLiteral("deck")), QStringLiteral("court.deck"));
    board.court.discard =
        read.texts(court.value(QStringLiteral("discard")), QStringLiteral("court.discard"));
    board.court.councilDecided = court.value(QStringLiteral("councilDecided")).toBool(false);
    if (court.contains(QStringLiteral("loreInDeck")))
        board.court.loreInDeck = read.count(court.value(QStringLiteral("loreInDeck")),
                                            QStringLiteral("court.loreInDeck"));
    for (const QJsonValue &type : json.value(QStringLiteral("dummyResources")).toArray()) {
        if (const auto resource = read.name<ResourceType>(type, QStringLiteral("dummyResources")))
            board.dummyResources.append(*resource);
    }
    for (const QJsonValue &type : json.value(QStringLiteral("imperialTrust")).toArray()) {
        if (const auto resource = read.name<ResourceType>(type, QStringLiteral("imperialTrust")))
            board.imperialTrust.append(*resource);
    }
    if (json.contains(QStringLiteral("bookletLaws")))
        board.bookletLaws =
            read.texts(json.value(QStringLiteral("bookletLaws")), QStringLiteral("bookletLaws"));
    if (json.contains(QStringLiteral("rulesBooklet")))
        board.rulesBooklet =
            read.texts(json.value(QStringLiteral("rulesBooklet")), QStringLiteral("rulesBooklet"));
    for (const QJsonValue &value : json.value(QStringLiteral("arrangementsDue")).toArray())
        board.arrangementsDue.append(read.arrangementDue(value.toObject()));
    if (read.failed()) {
        if (error)
            *error = read.error();
        return std::nullopt;
    }
    return board;
}

std::optional<Flagship> flagshipFromJson(const QJsonObject &json, const QString &where,
                                         QString *error) {
    BoardReader read(0);
    const Flagship flagship = read.flagship(json, where);
    if (read.failed()) {
        if (error)
            *error = read.error();
        return std::nullopt;
    }
    return flagship;
}

} // namespace arcs
