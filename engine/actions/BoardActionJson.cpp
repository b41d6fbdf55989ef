#include "BoardActionJson.h"

#include "FieldReader.h"
#include "JsonValues.h"

#include <QJsonArray>

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

QJsonObject entry(const char *kind, std::initializer_list<std::pair<QString, QJsonValue>> fields) {
    QJsonObject json{{QStringLiteral("action"), QLatin1String(kind)}};
    for (const auto &[key, value] : fields) {
        if (!value.isNull())
            json.insert(key, value);
    }
    return json;
}

const QStringList kinds{
    QStringLiteral("battle"),      QStringLiteral("tax"),     QStringLiteral("build"),
    QStringLiteral("move"),        QStringLiteral("repair"),  QStringLiteral("influence"),
    QStringLiteral("secure"),      QStringLiteral("spend"),   QStringLiteral("discard"),
    QStringLiteral("destroyCity"), QStringLiteral("ransack"), QStringLiteral("raid"),
    QStringLiteral("correct")};

} // namespace

bool isBoardEntryKind(const QString &kind) {
    return kinds.contains(kind);
}

QJsonObject boardEntryToJson(const Action &action) {
    const auto p = QStringLiteral("player");
    return std::visit(
        [&](const auto &a) -> QJsonObject {
            using T = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<T, BattleResult>) {
                return entry("battle",
                             {{QStringLiteral("attacker"), a.attacker},
                              {QStringLiteral("defender"), a.defender},
                              {QStringLiteral("system"), a.system.name()},
                              {QStringLiteral("assault"), faces(a.dice.assault)},
                              {QStringLiteral("skirmish"), faces(a.dice.skirmish)},
                              {QStringLiteral("raid"), faces(a.dice.raid)},
                              {QStringLiteral("attackerShips"), fd(a.attackerShips)},
                              {QStringLiteral("defenderShips"), fd(a.defenderShips)},
                              {QStringLiteral("defenderCities"), fd(a.defenderCities)},
                              {QStringLiteral("defenderStarports"), fd(a.defenderStarports)}});
            } else if constexpr (std::is_same_v<T, Tax>) {
                return entry("tax", {{p, a.player},
                                     {QStringLiteral("system"), a.system.name()},
                                     {QStringLiteral("cityOwner"), a.cityOwner}});
            } else if constexpr (std::is_same_v<T, Build> || std::is_same_v<T, Repair>) {
                return entry(std::is_same_v<T, Build> ? "build" : "repair",
                             {{p, a.player},
                              {QStringLiteral("system"), a.system.name()},
                              {QStringLiteral("piece"), nameOf(a.piece)}});
            } else if constexpr (std::is_same_v<T, Move>) {
                return entry("move", {{p, a.player},
                                      {QStringLiteral("from"), a.from.name()},
                                      {QStringLiteral("to"), a.to.name()},
                                      {QStringLiteral("fresh"), a.fresh},
                                      {QStringLiteral("damaged"), a.damaged}});
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
            } else if constexpr (std::is_same_v<T, DestroyCity>) {
                return entry("destroyCity", {{p, a.player},
                                             {QStringLiteral("system"), a.system.name()},
                                             {QStringLiteral("owner"), a.owner}});
            } else if constexpr (std::is_same_v<T, Raid>) {
                return entry("raid",
                             {{p, a.player},
                              {QStringLiteral("slot"), a.slot ? QJsonValue(*a.slot) : QJsonValue()},
                              {QStringLiteral("card"), optionalText(a.card)}});
            } else if constexpr (std::is_same_v<T, Correction>) {
                return entry("correct",
                             {{QStringLiteral("target"), nameOf(a.target)},
                              {QStringLiteral("side"), nameOf(a.side)},
                              {p, a.player},
                              {QStringLiteral("system"), a.system.name()},
                              {QStringLiteral("piece"), nameOf(a.piece)},
                              {QStringLiteral("damaged"), a.damaged},
                              {QStringLiteral("owner"), a.owner},
                              {QStringLiteral("slot"), a.slot},
                              {QStringLiteral("resource"),
                               a.resource ? QJsonValue(nameOf(*a.resource)) : QJsonValue()},
                              {QStringLiteral("card"), optionalText(a.card)},
                              {QStringLiteral("value"), a.value}});
            } else {
                return {};
            }
        },
        action);
}

std::optional<Action> boardEntryFromJson(const QJsonObject &json, QString *error) {
    const QString kind = json.value(QStringLiteral("action")).toString();
    FieldReader r(json, QStringLiteral("a %1 entry").arg(kind));
    Action action;
    QString nested;
    if (kind == QLatin1String("battle")) {
        BattleResult battle;
        battle.attacker = r.number("attacker");
        battle.defender = r.number("defender");
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
        action = battle;
    } else if (kind == QLatin1String("tax")) {
        action = Tax{r.number("player"), r.system("system"), r.number("cityOwner")};
    } else if (kind == QLatin1String("build")) {
        action = Build{r.number("player"), r.system("system"), r.name<Piece>("piece")};
    } else if (kind == QLatin1String("repair")) {
        action = Repair{r.number("player"), r.system("system"), r.name<Piece>("piece")};
    } else if (kind == QLatin1String("move")) {
        action = Move{r.number("player"), r.system("from"), r.system("to"), r.number("fresh"),
                      r.number("damaged")};
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
        action = DestroyCity{r.number("player"), r.system("system"), r.number("owner")};
    } else if (kind == QLatin1String("raid")) {
        action = Raid{r.number("player"), r.optionalNumber("slot"), r.text("card")};
    } else {
        Correction c;
        c.target = r.name<CorrectionTarget>("target");
        c.side = r.name<Side>("side");
        c.player = r.number("player");
        c.system = r.system("system");
        c.piece = r.name<Piece>("piece");
        c.damaged = r.flag("damaged");
        c.owner = r.number("owner");
        c.slot = r.number("slot");
        c.resource = r.optionalName<ResourceType>("resource");
        c.card = r.text("card");
        c.value = r.number("value");
        action = c;
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
