// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardEntryJson.h"

#include "FieldReader.h"
#include "JsonValues.h"
#include "state/BoardJson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <limits>

namespace arcs {

namespace {

QJsonValue optionalText(const QString &text) {
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

QJsonObject fd(const FreshDamaged &pieces) {
    return {{QStringLiteral("fresh"), pieces.fresh}, {QStringLiteral("damaged"), pieces.damaged}};
}

FreshDamaged readFd(const QJsonObject &json, const char *key, QString *error) {
    FieldReader reader(json.value(QLatin1String(key)).toObject(),
                       QStringLiteral("\"%1\"").arg(QLatin1String(key)));
    FreshDamaged out{reader.number("fresh"), reader.number("damaged")};
    if (!reader.ok() && error->isEmpty())
        *error = reader.error();
    return out;
}

QJsonArray faces(const QList<int> &values) {
    QJsonArray out;
    for (int value : values)
        out.append(value);
    return out;
}

QJsonValue optionalNumber(std::optional<int> number) {
    return number ? QJsonValue(*number) : QJsonValue();
}

// A player's own pieces are the default, left unwritten so earlier files read the same.
QJsonValue sideOf(Side side) {
    return side == Side::Player ? QJsonValue() : QJsonValue(nameOf(side));
}

// Written only for a Flagship's slot, so earlier files read the same.
QJsonValue slotOf(const std::optional<FlagshipSlot> &slot) {
    if (!slot)
        return {};
    return QJsonObject{{QStringLiteral("position"), slot->position},
                       {QStringLiteral("armor"), slot->armor}};
}

std::optional<FlagshipSlot> readSlot(const QJsonObject &json, QString *error) {
    if (!json.contains(QLatin1String("onFlagship")))
        return std::nullopt;
    FieldReader reader(json.value(QLatin1String("onFlagship")).toObject(),
                       QStringLiteral("\"onFlagship\""));
    FlagshipSlot slot{reader.number("position"), reader.flag("armor")};
    if (!reader.ok() && error->isEmpty())
        *error = reader.error();
    return slot;
}

QJsonValue countOf(int count) {
    return count == 0 ? QJsonValue() : QJsonValue(count);
}

QJsonObject entry(const char *kind, std::initializer_list<std::pair<QString, QJsonValue>> fields) {
    QJsonObject json{{QStringLiteral("action"), QLatin1String(kind)}};
    for (const auto &[key, value] : fields) {
        if (!value.isNull())
            json.insert(key, value);
    }
    return json;
}

// Which fields each kind of correction has (the rest are left out of the journal).
enum Field {
    PlayerField = 1,
    SystemField = 2,
    PieceField = 4,
    OwnerField = 8,
    SlotField = 16,
    ResourceField = 32,
    CardField = 64,
    ValueField = 128
};

int fieldsOf(CorrectionTarget target) {
    switch (target) {
    case CorrectionTarget::Pieces:
        return PlayerField | SystemField | PieceField | ValueField;
    case CorrectionTarget::Resource:
        return PlayerField | SlotField | ResourceField;
    case CorrectionTarget::Captives:
        return PlayerField | OwnerField | ValueField;
    case CorrectionTarget::Trophies:
        return PlayerField | OwnerField | PieceField | ValueField;
    case CorrectionTarget::Outrage:
        return PlayerField | ResourceField | ValueField;
    case CorrectionTarget::CourtAgents:
    case CorrectionTarget::GuildCard:
    case CorrectionTarget::HeldOnCard:
    case CorrectionTarget::Lore:
        return PlayerField | CardField | ValueField;
    case CorrectionTarget::CourtCard:
        return SlotField | CardField;
    case CorrectionTarget::Power:
        return PlayerField | ValueField;
    case CorrectionTarget::FateToken:
        return SystemField | CardField | ValueField;
    case CorrectionTarget::Booklet:
    case CorrectionTarget::BookletLaw:
    case CorrectionTarget::RaidCost:
        return CardField | ValueField;
    case CorrectionTarget::Frozen:
        return PlayerField | CardField | ResourceField | ValueField;
    case CorrectionTarget::Control:
        return PlayerField | SystemField | CardField | ValueField;
    }
    return 0;
}

QJsonObject correctionToJson(const Correction &c) {
    const int fields = fieldsOf(c.target);
    QJsonObject json{{QStringLiteral("action"), QStringLiteral("correct")},
                     {QStringLiteral("target"), nameOf(c.target)}};
    if (c.target == CorrectionTarget::Pieces) {
        json.insert(QStringLiteral("side"), nameOf(c.side));
        json.insert(QStringLiteral("damaged"), c.damaged);
    }
    if (fields & PlayerField)
        json.insert(QStringLiteral("player"), c.player);
    if (fields & SystemField)
        json.insert(QStringLiteral("system"), c.system.name());
    if (fields & PieceField)
        json.insert(QStringLiteral("piece"), nameOf(c.piece));
    if (fields & OwnerField)
        json.insert(QStringLiteral("owner"), c.owner);
    if (fields & SlotField)
        json.insert(QStringLiteral("slot"), c.slot);
    if (fields & ResourceField)
        json.insert(QStringLiteral("resource"),
                    c.resource ? QJsonValue(nameOf(*c.resource)) : QJsonValue());
    if (fields & CardField)
        json.insert(QStringLiteral("card"), c.card);
    if (fields & ValueField)
        json.insert(QStringLiteral("value"), c.value);
    if (c.namedByCard)
        json.insert(QStringLiteral("namedByCard"), true);
    return json;
}

// Only the fields this kind of correction has are read, and each of them is required
// ("resource" may be null: an empty slot).
Correction correctionFromJson(FieldReader &r) {
    Correction c;
    c.target = r.name<CorrectionTarget>("target");
    if (!r.ok())
        return c;
    const int fields = fieldsOf(c.target);
    if (c.target == CorrectionTarget::Pieces) {
        c.side = r.optionalName<Side>("side").value_or(Side::Player);
        c.damaged = r.flag("damaged");
    }
    if (fields & PieceField)
        c.piece = r.name<Piece>("piece");
    // Version 1 spelled the Free cities and starports as the Empire's.
    if (c.side == Side::Empire && (c.piece == Piece::City || c.piece == Piece::Starport))
        c.side = Side::Free;
    if (fields & PlayerField)
        c.player = r.number("player");
    if (fields & SystemField)
        c.system = r.system("system");
    if (fields & OwnerField)
        c.owner = r.number("owner");
    if (fields & SlotField)
        c.slot = r.number("slot");
    if (fields & ResourceField)
        c.resource = r.optionalName<ResourceType>("resource");
    if (fields & CardField)
        c.card = r.text("card");
    if (fields & ValueField)
        c.value = r.number("value");
    if (c.target == CorrectionTarget::GuildCard)
        c.namedByCard = r.flag("namedByCard");
    return c;
}

const QStringList kinds{QStringLiteral("battle"),         QStringLiteral("tax"),
                        QStringLiteral("build"),          QStringLiteral("move"),
                        QStringLiteral("repair"),         QStringLiteral("influence"),
                        QStringLiteral("secure"),         QStringLiteral("spend"),
                        QStringLiteral("discard"),        QStringLiteral("destroyCity"),
                        QStringLiteral("destroyPiece"),   QStringLiteral("ransack"),
                        QStringLiteral("raid"),           QStringLiteral("arrangeResources"),
                        QStringLiteral("correct"),        QStringLiteral("removeFromCourt"),
                        QStringLiteral("gainFlagship"),   QStringLiteral("resettle"),
                        QStringLiteral("placeFateToken"), QStringLiteral("correctFlagshipSlot"),
                        QStringLiteral("addFateCard"),    QStringLiteral("attachCard")};

} // namespace

bool isBoardEntryKind(const QString &kind) {
    return kinds.contains(kind);
}

QJsonObject boardEntryToJson(const Entry &board) {
    const auto p = QStringLiteral("player");
    return std::visit(
        [&](const auto &a) -> QJsonObject {
            using T = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<T, BattleResult>) {
                return entry(
                    "battle",
                    {{QStringLiteral("attacker"), a.attacker},
                     {QStringLiteral("defender"), a.defender},
                     {QStringLiteral("system"), a.system.name()},
                     {QStringLiteral("assault"), faces(a.dice.assault)},
                     {QStringLiteral("skirmish"), faces(a.dice.skirmish)},
                     {QStringLiteral("raid"), faces(a.dice.raid)},
                     {QStringLiteral("attackerShips"), fd(a.attackerShips)},
                     {QStringLiteral("defenderShips"), fd(a.defenderShips)},
                     {QStringLiteral("defenderCities"), fd(a.defenderCities)},
                     {QStringLiteral("defenderStarports"), fd(a.defenderStarports)},
                     {QStringLiteral("tableDecided"), a.tableDecided},
                     {QStringLiteral("against"),
                      a.against == BattleDefender::Player ? QJsonValue() : nameOf(a.against)},
                     {QStringLiteral("withImperialShips"),
                      a.withImperialShips ? QJsonValue(true) : QJsonValue()},
                     {QStringLiteral("imperialShips"),
                      a.imperialShips.total() > 0 ? QJsonValue(fd(a.imperialShips)) : QJsonValue()},
                     {QStringLiteral("attackerFlagship"),
                      a.attackerFlagship ? QJsonValue(flagshipToJson(*a.attackerFlagship))
                                         : QJsonValue()},
                     {QStringLiteral("defenderFlagship"),
                      a.defenderFlagship ? QJsonValue(flagshipToJson(*a.defenderFlagship))
                                         : QJsonValue()}});
            } else if constexpr (std::is_same_v<T, Tax>) {
                return entry("tax", {{p, a.player},
                                     {QStringLiteral("system"), a.system.name()},
                                     {QStringLiteral("cityOwner"), a.cityOwner},
                                     {QStringLiteral("into"), optionalNumber(a.into)},
                                     {QStringLiteral("side"), sideOf(a.side)}});
            } else if constexpr (std::is_same_v<T, Build> || std::is_same_v<T, Repair>) {
                return entry(std::is_same_v<T, Build> ? "build" : "repair",
                             {{p, a.player},
                              {QStringLiteral("system"), a.system.name()},
                              {QStringLiteral("piece"), nameOf(a.piece)},
                              {QStringLiteral("side"), sideOf(a.side)},
                              {QStringLiteral("onFlagship"), slotOf(a.onFlagship)}});
            } else if constexpr (std::is_same_v<T, Move>) {
                return entry(
                    "move",
                    {{p, a.player},
                     {QStringLiteral("from"), a.from.name()},
                     {QStringLiteral("to"), a.to.name()},
                     {QStringLiteral("fresh"), a.fresh},
                     {QStringLiteral("damaged"), a.damaged},
                     {QStringLiteral("imperialFresh"), countOf(a.imperialFresh)},
                     {QStringLiteral("imperialDamaged"), countOf(a.imperialDamaged)},
                     {QStringLiteral("flagship"), a.flagship ? QJsonValue(true) : QJsonValue()}});
            } else if constexpr (std::is_same_v<T, Influence>) {
                return entry("influence", {{p, a.player}, {QStringLiteral("card"), a.card}});
            } else if constexpr (std::is_same_v<T, Secure> || std::is_same_v<T, Ransack>) {
                return entry(std::is_same_v<T, Secure> ? "secure" : "ransack",
                             {{p, a.player},
                              {QStringLiteral("card"), a.card},
                              {QStringLiteral("refill"), optionalText(a.refill)}});
            } else if constexpr (std::is_same_v<T, SpendResource> ||
                                 std::is_same_v<T, DiscardResource>) {
                return entry(std::is_same_v<T, SpendResource> ? "spend" : "discard",
                             {{p, a.player}, {QStringLiteral("slot"), a.slot}});
            } else if constexpr (std::is_same_v<T, DestroyPiece>) {
                // A city keeps version 1's spelling, which earlier versions read.
                if (a.piece == Piece::City)
                    return entry("destroyCity", {{p, a.player},
                                                 {QStringLiteral("system"), a.system.name()},
                                                 {QStringLiteral("owner"), a.owner}});
                return entry("destroyPiece", {{p, a.player},
                                              {QStringLiteral("system"), a.system.name()},
                                              {QStringLiteral("owner"), a.owner},
                                              {QStringLiteral("piece"), nameOf(a.piece)}});
            } else if constexpr (std::is_same_v<T, RemoveFromCourt>) {
                return entry("removeFromCourt",
                             {{QStringLiteral("card"), a.card},
                              {QStringLiteral("to"), nameOf(a.to)},
                              {QStringLiteral("refill"), optionalText(a.refill)}});
            } else if constexpr (std::is_same_v<T, Raid>) {
                return entry("raid", {{p, a.player},
                                      {QStringLiteral("slot"), optionalNumber(a.slot)},
                                      {QStringLiteral("card"), optionalText(a.card)},
                                      {QStringLiteral("into"), optionalNumber(a.into)},
                                      {QStringLiteral("side"), sideOf(a.side)}});
            } else if constexpr (std::is_same_v<T, ArrangeResources>) {
                QJsonArray arrangement;
                for (const std::optional<ResourceType> &slot : a.arrangement)
                    arrangement.append(slot ? QJsonValue(nameOf(*slot)) : QJsonValue());
                return entry("arrangeResources",
                             {{p, a.player}, {QStringLiteral("resources"), arrangement}});
            } else if constexpr (std::is_same_v<T, Correction>) {
                return correctionToJson(a);
            } else if constexpr (std::is_same_v<T, CorrectFlagshipSlot>) {
                return entry(
                    "correctFlagshipSlot",
                    {{p, a.player},
                     {QStringLiteral("onFlagship"), slotOf(a.slot)},
                     {QStringLiteral("building"),
                      a.building ? QJsonValue(nameOf(a.building->building)) : QJsonValue()},
                     {QStringLiteral("damaged"),
                      a.building && a.building->damaged ? QJsonValue(true) : QJsonValue()}});
            } else if constexpr (std::is_same_v<T, PlaceFateToken>) {
                return entry("placeFateToken",
                             {{QStringLiteral("system"), a.system.name()},
                              {QStringLiteral("token"), fateTokenToJson(a.token)}});
            } else if constexpr (std::is_same_v<T, Resettle>) {
                QJsonArray ships;
                for (const auto &[system, count] : a.ships)
                    ships.append(QJsonObject{{QStringLiteral("system"), system.name()},
                                             {QStringLiteral("count"), count}});
                return entry("resettle", {{p, a.player},
                                          {QStringLiteral("city"), a.city.name()},
                                          {QStringLiteral("starport"), a.starport.name()},
                                          {QStringLiteral("ships"), ships}});
            } else if constexpr (std::is_same_v<T, GainFlagship>) {
                return entry("gainFlagship",
                             {{p, a.player}, {QStringLiteral("system"), a.system.name()}});
            } else if constexpr (std::is_same_v<T, AddFateCard>) {
                return entry(
                    "addFateCard",
                    {{QStringLiteral("card"), courtCardToJson(a.card)},
                     {QStringLiteral("to"), nameOf(a.to)},
                     {p, a.to == FateCardPlace::PlayArea ? QJsonValue(a.player) : QJsonValue()}});
            } else if constexpr (std::is_same_v<T, AttachCard>) {
                return entry("attachCard",
                             {{QStringLiteral("card"), a.card}, {QStringLiteral("onto"), a.onto}});
            } else {
                static_assert(!BoardKind<T>, "every board entry has its spelling");
                return {}; // not a board entry: Entry.cpp spells it
            }
        },
        board);
}

std::optional<Entry> boardEntryFromJson(const QJsonObject &json, QString *error) {
    const QString kind = json.value(QStringLiteral("action")).toString();
    FieldReader r(json, QStringLiteral("a %1 entry").arg(kind));
    Entry action;
    QString nested;
    if (kind == QLatin1String("battle")) {
        BattleResult battle;
        battle.attacker = r.number("attacker");
        battle.defender = r.number("defender");
        battle.against = r.optionalName<BattleDefender>("against").value_or(BattleDefender::Player);
        battle.system = r.system("system");
        for (const auto &[key, list] :
             {std::pair{"assault", &battle.dice.assault},
              std::pair{"skirmish", &battle.dice.skirmish}, std::pair{"raid", &battle.dice.raid}}) {
            const auto values = wholeNumbers(json.value(QLatin1String(key)));
            if (values)
                *list = *values;
            else if (nested.isEmpty())
                nested = QStringLiteral("a battle entry needs \"%1\" as a list of die faces")
                             .arg(QLatin1String(key));
        }
        battle.attackerShips = readFd(json, "attackerShips", &nested);
        battle.defenderShips = readFd(json, "defenderShips", &nested);
        battle.defenderCities = readFd(json, "defenderCities", &nested);
        battle.defenderStarports = readFd(json, "defenderStarports", &nested);
        battle.withImperialShips = json.value(QLatin1String("withImperialShips")).toBool(false);
        if (json.contains(QLatin1String("imperialShips")))
            battle.imperialShips = readFd(json, "imperialShips", &nested);
        for (const auto &[key, flagship] :
             {std::pair{QStringLiteral("attackerFlagship"), &battle.attackerFlagship},
              std::pair{QStringLiteral("defenderFlagship"), &battle.defenderFlagship}}) {
            if (!json.contains(key))
                continue;
            QString problem;
            *flagship = flagshipFromJson(json.value(key).toObject(), key, &problem);
            if (!*flagship && nested.isEmpty())
                nested = problem;
        }
        // Results entered before the app checked them against the dice are the table's word.
        battle.tableDecided = json.value(QLatin1String("tableDecided")).toBool(true);
        action = battle;
    } else if (kind == QLatin1String("tax")) {
        action = Tax{r.number("player"), r.system("system"), r.number("cityOwner"),
                     r.optionalNumber("into"), r.optionalName<Side>("side").value_or(Side::Player)};
    } else if (kind == QLatin1String("build")) {
        action =
            Build{r.number("player"), r.system("system"), r.name<Piece>("piece"),
                  r.optionalName<Side>("side").value_or(Side::Player), readSlot(json, &nested)};
    } else if (kind == QLatin1String("repair")) {
        action =
            Repair{r.number("player"), r.system("system"), r.name<Piece>("piece"),
                   r.optionalName<Side>("side").value_or(Side::Player), readSlot(json, &nested)};
    } else if (kind == QLatin1String("move")) {
        action = Move{r.number("player"),
                      r.system("from"),
                      r.system("to"),
                      r.number("fresh"),
                      r.number("damaged"),
                      r.optionalNumber("imperialFresh").value_or(0),
                      r.optionalNumber("imperialDamaged").value_or(0),
                      json.value(QLatin1String("flagship")).toBool(false)};
    } else if (kind == QLatin1String("correctFlagshipSlot")) {
        CorrectFlagshipSlot correct{r.number("player"), {}, std::nullopt};
        correct.slot = readSlot(json, &nested).value_or(FlagshipSlot{});
        if (json.contains(QLatin1String("building")))
            correct.building = FlagshipBuilding{r.name<Building>("building"), r.flag("damaged")};
        action = correct;
    } else if (kind == QLatin1String("placeFateToken")) {
        // The seats are checked against the table when the entry is: any seat reads here.
        QString problem;
        const auto token = fateTokenFromJson(json.value(QLatin1String("token")),
                                             std::numeric_limits<int>::max(), &problem);
        if (!token && nested.isEmpty())
            nested = QStringLiteral("a placeFateToken entry's token must be %1").arg(problem);
        action = PlaceFateToken{r.system("system"), token.value_or(FateToken{})};
    } else if (kind == QLatin1String("resettle")) {
        Resettle resettle{r.number("player"), r.system("city"), r.system("starport"), {}};
        for (const QJsonValue &value : json.value(QLatin1String("ships")).toArray()) {
            FieldReader ships(value.toObject(), QStringLiteral("\"ships\""));
            resettle.ships.append({ships.system("system"), ships.number("count")});
            if (!ships.ok() && nested.isEmpty())
                nested = ships.error();
        }
        action = resettle;
    } else if (kind == QLatin1String("addFateCard")) {
        QString problem;
        const auto card = courtCardFromJson(json.value(QLatin1String("card")), &problem);
        if (!card && nested.isEmpty())
            nested = QStringLiteral("an addFateCard entry's card must be %1").arg(problem);
        const FateCardPlace to = r.name<FateCardPlace>("to");
        action = AddFateCard{card.value_or(CourtCard{}), to,
                             to == FateCardPlace::PlayArea ? r.number("player") : 0};
    } else if (kind == QLatin1String("attachCard")) {
        action = AttachCard{r.text("card"), r.text("onto")};
    } else if (kind == QLatin1String("gainFlagship")) {
        action = GainFlagship{r.number("player"), r.system("system")};
    } else if (kind == QLatin1String("influence")) {
        action = Influence{r.number("player"), r.text("card")};
    } else if (kind == QLatin1String("secure")) {
        action = Secure{r.number("player"), r.text("card"), r.text("refill")};
    } else if (kind == QLatin1String("ransack")) {
        action = Ransack{r.number("player"), r.text("card"), r.text("refill")};
    } else if (kind == QLatin1String("spend")) {
        action = SpendResource{r.number("player"), r.number("slot")};
    } else if (kind == QLatin1String("discard")) {
        action = DiscardResource{r.number("player"), r.number("slot")};
    } else if (kind == QLatin1String("destroyCity")) {
        action =
            DestroyPiece{r.number("player"), r.system("system"), r.number("owner"), Piece::City};
    } else if (kind == QLatin1String("destroyPiece")) {
        action = DestroyPiece{r.number("player"), r.system("system"), r.number("owner"),
                              r.name<Piece>("piece")};
    } else if (kind == QLatin1String("removeFromCourt")) {
        action = RemoveFromCourt{r.text("card"), r.name<CourtExit>("to"), r.text("refill")};
    } else if (kind == QLatin1String("raid")) {
        action =
            Raid{r.number("player"), r.optionalNumber("slot"), r.text("card"),
                 r.optionalNumber("into"), r.optionalName<Side>("side").value_or(Side::Player)};
    } else if (kind == QLatin1String("arrangeResources")) {
        ArrangeResources arrange{r.number("player"), {}};
        const QJsonValue resources = json.value(QLatin1String("resources"));
        for (const QJsonValue &slot : resources.toArray()) {
            const auto type = fromName<ResourceType>(slot.toString());
            if (!slot.isNull() && !type && nested.isEmpty())
                nested = QStringLiteral("an arrangeResources entry lists resource names or null, "
                                        "not %1")
                             .arg(QString::fromUtf8(
                                 QJsonDocument(QJsonArray{slot}).toJson(QJsonDocument::Compact)));
            arrange.arrangement.append(type);
        }
        if (!resources.isArray() && nested.isEmpty())
            nested = QStringLiteral("an arrangeResources entry needs \"resources\" as a list");
        action = arrange;
    } else { // "correct": isBoardEntryKind is the precondition
        action = correctionFromJson(r);
    }
    const QString problem = r.ok() ? nested : r.error();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return action;
}

} // namespace arcs
