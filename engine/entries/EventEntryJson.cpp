// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventEntryJson.h"

#include "FieldReader.h"
#include "rules/Overloaded.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <array>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Entry)
};

const QStringList kinds{"decideSummit", "endSummit",        "summitDeal",         "resolveCouncil",
                        "rollEvent",    "resolveEventStep", "governImperialReach"};

const std::array tributeNames{"resource", "trophy", "captive", "favor", "outlaw", "nothing"};

QJsonObject tributeToJson(const Tribute &tribute) {
    QJsonObject json{{QStringLiteral("regent"), tribute.regent},
                     {QStringLiteral("kind"), QLatin1String(tributeNames[int(tribute.kind)])}};
    if (tribute.kind == TributeKind::Resource)
        json.insert(QStringLiteral("resource"), nameOf(tribute.resource));
    if (tribute.kind == TributeKind::Trophy || tribute.kind == TributeKind::Captive)
        json.insert(QStringLiteral("owner"), tribute.owner);
    if (tribute.kind == TributeKind::Trophy)
        json.insert(QStringLiteral("piece"), nameOf(tribute.piece));
    return json;
}

// The fields a kind does not use keep their defaults, as tributeOptions gives them.
std::optional<Tribute> tributeFromJson(const QJsonObject &json, QString *error) {
    FieldReader r(json, QStringLiteral("tribute"));
    Tribute tribute;
    tribute.regent = r.number("regent");
    const QString kind = r.text("kind");
    const auto named = std::find(tributeNames.begin(), tributeNames.end(), kind);
    if (named == tributeNames.end()) {
        *error =
            Text::tr("a tribute's \"kind\" is resource, trophy, captive, favor, outlaw or nothing");
        return std::nullopt;
    }
    tribute.kind = TributeKind(named - tributeNames.begin());
    switch (tribute.kind) {
    case TributeKind::Resource:
        tribute.resource = r.name<ResourceType>("resource");
        break;
    case TributeKind::Trophy:
        tribute.owner = r.number("owner");
        tribute.piece = r.name<Piece>("piece");
        break;
    case TributeKind::Captive:
        tribute.owner = r.number("owner");
        break;
    case TributeKind::Favor:
    case TributeKind::Outlaw:
    case TributeKind::Nothing:
        break;
    }
    if (!r.ok()) {
        *error = r.error();
        return std::nullopt;
    }
    return tribute;
}

QString moveName(SummitMoveKind kind) {
    switch (kind) {
    case SummitMoveKind::ReturnFavors:
        return QStringLiteral("returnFavors");
    case SummitMoveKind::PetitionCouncil:
        return QStringLiteral("petitionCouncil");
    case SummitMoveKind::LeaveEmpire:
        return QStringLiteral("leaveEmpire");
    case SummitMoveKind::ReviveEmpire:
        return QStringLiteral("reviveEmpire");
    case SummitMoveKind::PromiseFavor:
        return QStringLiteral("promiseFavor");
    case SummitMoveKind::InviteToEmpire:
        return QStringLiteral("inviteToEmpire");
    }
    return {};
}

std::optional<SummitMoveKind> moveKind(const QString &name) {
    for (SummitMoveKind kind : {SummitMoveKind::ReturnFavors, SummitMoveKind::PetitionCouncil,
                                SummitMoveKind::LeaveEmpire, SummitMoveKind::ReviveEmpire,
                                SummitMoveKind::PromiseFavor, SummitMoveKind::InviteToEmpire}) {
        if (moveName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

QJsonObject action(const char *kind) {
    return {{QStringLiteral("action"), QLatin1String(kind)}};
}

} // namespace

bool isEventEntryKind(const QString &kind) {
    return kinds.contains(kind);
}

QJsonObject eventEntryToJson(const Entry &event) {
    return std::visit(
        Overloaded{
            [](const DecideSummit &e) {
        QJsonObject json = action("decideSummit");
        json.insert(QStringLiteral("call"), e.call);
        return json;
            },
            [](const EndSummit &) {
        return action("endSummit"); },
            [](const SummitDeal &e) {
        QJsonArray moves;
        for (const SummitMove &move : e.moves)
            moves.append(QJsonObject{{QStringLiteral("move"), moveName(move.kind)},
                                     {QStringLiteral("player"), move.player},
                                     {QStringLiteral("rival"), move.rival},
                                     {QStringLiteral("count"), move.count}});
        QJsonObject json = action("summitDeal");
        json.insert(QStringLiteral("moves"), moves);
        return json;
            },
            [](const ResolveCouncil &e) {
        QJsonArray stolen;
        for (ResourceType type : e.stolen)
            stolen.append(nameOf(type));
        QJsonObject json = action("resolveCouncil");
        json.insert(QStringLiteral("resolve"), nameOf(e.resolve));
        json.insert(QStringLiteral("stolen"), stolen);
        return json;
            },
            [](const RollEvent &e) {
        QJsonObject json = action("rollEvent");
        json.insert(QStringLiteral("icon"), nameOf(e.roll.icon));
        json.insert(QStringLiteral("symbol"), nameOf(e.roll.symbol));
        json.insert(QStringLiteral("cluster"), e.roll.cluster);
        return json;
            },
            [](const ResolveEventStep &) {
        return action("resolveEventStep"); },
            [](const GovernImperialReach &e) {
        QJsonObject json = action("governImperialReach");
        if (e.changeTo) {
            json.insert(QStringLiteral("changeTo"), nameOf(*e.changeTo));
            return json;
        }
        QJsonArray tribute, armed;
        for (const Tribute &t : e.tribute)
            tribute.append(tributeToJson(t));
        for (int seat : e.armed)
            armed.append(seat);
        json.insert(QStringLiteral("tribute"), tribute);
        if (e.own)
            json.insert(QStringLiteral("own"), nameOf(*e.own));
        if (e.requisition)
            json.insert(QStringLiteral("requisition"), e.requisition->name());
        if (!armed.isEmpty())
            json.insert(QStringLiteral("armed"), armed);
        return json;
            },
            []<class T>(const T &) requires(!EventKind<T>) { return QJsonObject();
}
,
} // namespace arcs
,
        event);
}

std::optional<Entry> eventEntryFromJson(const QJsonObject &json, QString *error) {
    const QString kind = json.value(QStringLiteral("action")).toString();
    FieldReader r(json, kind);
    std::optional<Entry> entry;
    QString nested;
    if (kind == QLatin1String("decideSummit")) {
        entry = DecideSummit{r.flag("call")};
    } else if (kind == QLatin1String("endSummit")) {
        entry = EndSummit{};
    } else if (kind == QLatin1String("summitDeal")) {
        SummitDeal deal;
        for (const QJsonValue &value : json.value(QStringLiteral("moves")).toArray()) {
            FieldReader m(value.toObject(), QStringLiteral("summitDeal.moves"));
            const auto move = moveKind(m.text("move"));
            SummitMove read{move.value_or(SummitMoveKind::PromiseFavor), m.number("player"),
                            m.number("rival"), m.number("count")};
            if (!move && nested.isEmpty())
                nested = Text::tr("unknown Summit move: use returnFavors, petitionCouncil, "
                                  "leaveEmpire, reviveEmpire, promiseFavor or inviteToEmpire");
            if (!m.ok() && nested.isEmpty())
                nested = m.error();
            deal.moves.append(read);
        }
        entry = deal;
    } else if (kind == QLatin1String("resolveCouncil")) {
        ResolveCouncil council{r.name<EventIcon>("resolve"), {}};
        for (const QJsonValue &value : json.value(QStringLiteral("stolen")).toArray()) {
            const auto type = fromName<ResourceType>(value.toString());
            if (!type && nested.isEmpty())
                nested = Text::tr("\"stolen\" must list resources: material, fuel, weapon, relic, "
                                  "psionic");
            council.stolen.append(type.value_or(ResourceType::Material));
        }
        entry = council;
    } else if (kind == QLatin1String("governImperialReach")) {
        GovernImperialReach govern;
        if (json.contains(QStringLiteral("changeTo")))
            govern.changeTo = r.name<ImperialPolicy>("changeTo");
        for (const QJsonValue &value : json.value(QStringLiteral("tribute")).toArray()) {
            const auto tribute = tributeFromJson(value.toObject(), &nested);
            if (!tribute)
                break;
            govern.tribute.append(*tribute);
        }
        govern.own = r.optionalName<ResourceType>("own");
        if (json.contains(QStringLiteral("requisition")))
            govern.requisition = r.system("requisition");
        for (const QJsonValue &value : json.value(QStringLiteral("armed")).toArray())
            govern.armed.append(value.toInt());
        entry = govern;
    } else { // "rollEvent" or "resolveEventStep": isEventEntryKind is the precondition
        if (kind == QLatin1String("rollEvent"))
            entry = RollEvent{EventRoll{r.name<EventIcon>("icon"), r.name<PlanetSymbol>("symbol"),
                                        r.number("cluster")}};
        else
            entry = ResolveEventStep{};
    }
    const QString problem = r.ok() ? nested : r.error();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return entry;
}

} // namespace arcs
