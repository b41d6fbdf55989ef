// SPDX-License-Identifier: GPL-3.0-or-later
#include "Entry.h"
#include "BoardEntryJson.h"
#include "EventEntryJson.h"
#include "JsonValues.h"
#include "rules/Overloaded.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Entry)
};

QString playKindName(PlayKind kind) {
    switch (kind) {
    case PlayKind::Lead:
        return QStringLiteral("lead");
    case PlayKind::Surpass:
        return QStringLiteral("surpass");
    case PlayKind::Copy:
        return QStringLiteral("copy");
    case PlayKind::Pivot:
        return QStringLiteral("pivot");
    case PlayKind::Event:
        return QStringLiteral("event");
    }
    return {};
}

QJsonArray intArray(const QList<int> &values) {
    QJsonArray out;
    for (int value : values)
        out.append(value);
    return out;
}

QJsonObject playToJson(const Play &play) {
    QJsonObject json{{QStringLiteral("player"), play.player},
                     {QStringLiteral("type"), playKindName(play.kind)}};
    if (play.card)
        json.insert(QStringLiteral("card"),
                    QJsonObject{{QStringLiteral("suit"), nameOf(play.card->suit)},
                                {QStringLiteral("number"), play.card->number}});
    if (play.declare)
        json.insert(QStringLiteral("declare"), nameOf(*play.declare));
    if (play.keepsNumber)
        json.insert(QStringLiteral("keepsNumber"), true);
    if (play.seize)
        json.insert(QStringLiteral("seize"), true);
    return json;
}

} // namespace

std::optional<Play> playFromJson(const QJsonObject &json, QString *error) {
    const auto fail = [error](const QString &message) -> std::optional<Play> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    Play play;
    const auto player = wholeNumber(json.value(QStringLiteral("player")));
    if (!player)
        return fail(Text::tr("a play needs \"player\" as a whole number"));
    play.player = *player;
    const QString type = json.value(QStringLiteral("type")).toString();
    const QList<PlayKind> kinds{PlayKind::Lead, PlayKind::Surpass, PlayKind::Copy, PlayKind::Pivot,
                                PlayKind::Event};
    const auto kind = std::find_if(kinds.begin(), kinds.end(),
                                   [&](PlayKind k) { return playKindName(k) == type; });
    if (kind == kinds.end())
        return fail(Text::tr("unknown play type \"%1\": use lead, surpass, copy, pivot or event")
                        .arg(type));
    play.kind = *kind;
    if (json.contains(QStringLiteral("card")) && !json.value(QStringLiteral("card")).isNull()) {
        const QJsonObject card = json.value(QStringLiteral("card")).toObject();
        const auto suit = fromName<Suit>(card.value(QStringLiteral("suit")).toString());
        if (!suit)
            return fail(
                Text::tr("unknown suit \"%1\": use administration, aggression, construction or "
                         "mobilization")
                    .arg(card.value(QStringLiteral("suit")).toString()));
        const auto number = wholeNumber(card.value(QStringLiteral("number")));
        if (!number)
            return fail(Text::tr("a card needs \"number\" as a whole number"));
        play.card = CardId{*suit, *number};
    }
    if (json.contains(QStringLiteral("declare")) &&
        !json.value(QStringLiteral("declare")).isNull()) {
        const QString name = json.value(QStringLiteral("declare")).toString();
        const auto ambition = fromName<Ambition>(name);
        if (!ambition)
            return fail(
                Text::tr("unknown ambition \"%1\": use tycoon, tyrant, warlord, keeper or empath")
                    .arg(name));
        play.declare = ambition;
    }
    const QJsonValue seize = json.value(QStringLiteral("seize"));
    if (!seize.isUndefined() && !seize.isBool())
        return fail(Text::tr("\"seize\" must be true or false"));
    play.seize = seize.toBool(false);
    const QJsonValue keeps = json.value(QStringLiteral("keepsNumber"));
    if (!keeps.isUndefined() && !keeps.isBool())
        return fail(Text::tr("\"keepsNumber\" must be true or false"));
    play.keepsNumber = keeps.toBool(false);
    return play;
}

QJsonObject entryToJson(const Entry &entry) {
    const auto kind = [](const char *name) {
        return QJsonObject{{QStringLiteral("action"), QLatin1String(name)}};
    };
    return std::visit(
        Overloaded{
            [](const StartGame &a) -> QJsonObject {
                return {{QStringLiteral("action"), QStringLiteral("startGame")},
                        {QStringLiteral("setup"), a.setup.toJson()},
                        {QStringLiteral("seed"), QString::number(a.seed)}};
            },
            [](const PlayCard &a) -> QJsonObject {
                return {{QStringLiteral("action"), QStringLiteral("play")},
                        {QStringLiteral("play"), playToJson(a.play)}};
            },
            [&](const PassInitiative &) { return kind("pass"); },
            [&](const TakeMulligan &) { return kind("mulligan"); },
            [](const RecordDeclaration &a) -> QJsonObject {
                return {{QStringLiteral("action"), QStringLiteral("recordDeclaration")},
                        {QStringLiteral("ambition"), nameOf(a.ambition)}};
            },
            [&](const EndChapter &) { return kind("endChapter"); },
            [&](const EndTurn &) { return kind("endTurn"); },
            [](const ExtraAction &a) -> QJsonObject {
                QJsonObject json{{QStringLiteral("action"), QStringLiteral("extraAction")},
                                 {QStringLiteral("player"), a.player}};
                if (!a.card.isEmpty())
                    json.insert(QStringLiteral("card"), a.card);
                return json;
            },
            [](const Elimination &a) -> QJsonObject {
                return {{QStringLiteral("action"), QStringLiteral("elimination")},
                        {QStringLiteral("player"), a.player},
                        {QStringLiteral("gate"), a.gate.name()}};
            },
            [](const PlaceStartingPieces &a) -> QJsonObject {
                return {{QStringLiteral("action"), QStringLiteral("placeStartingPieces")},
                        {QStringLiteral("player"), a.player},
                        {QStringLiteral("planet"), a.planet.name()},
                        {QStringLiteral("building"), nameOf(a.building)}};
            },
            [](const MoveObjective &a) -> QJsonObject {
                QJsonObject json{{QStringLiteral("action"), QStringLiteral("moveObjective")},
                                 {QStringLiteral("player"), a.player},
                                 {QStringLiteral("by"), a.by}};
                if (!a.why.isEmpty())
                    json.insert(QStringLiteral("why"), a.why);
                return json;
            },
            [](const KeepFateNote &a) -> QJsonObject {
                return {{QStringLiteral("action"), QStringLiteral("keepFateNote")},
                        {QStringLiteral("player"), a.player},
                        {QStringLiteral("note"), a.note.toJson()}};
            },
            [](const ScoreChapter &a) -> QJsonObject {
                QJsonObject counts;
                for (auto it = a.counts.begin(); it != a.counts.end(); ++it)
                    counts.insert(nameOf(it.key()), intArray(*it));
                QJsonObject json{{QStringLiteral("action"), QStringLiteral("scoreChapter")},
                                 {QStringLiteral("counts"), counts},
                                 {QStringLiteral("cityBonus"), intArray(a.cityBonus)}};
                if (!a.grand.isEmpty())
                    json.insert(QStringLiteral("grand"), intArray(a.grand));
                return json;
            },
            [](const BoardKind auto &a) { return boardEntryToJson(a); },
            [](const EventKind auto &a) { return eventEntryToJson(a); },
        },
        entry);
}

std::optional<Entry> entryFromJson(const QJsonObject &json, QString *error) {
    const auto fail = [error](const QString &message) -> std::optional<Entry> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QString kind = json.value(QStringLiteral("action")).toString();
    if (kind == QLatin1String("startGame")) {
        const auto setup =
            GameSetup::fromJson(json.value(QStringLiteral("setup")).toObject(), error);
        if (!setup)
            return std::nullopt;
        return StartGame{*setup, json.value(QStringLiteral("seed")).toString().toULongLong()};
    }
    if (kind == QLatin1String("play")) {
        const auto play = playFromJson(json.value(QStringLiteral("play")).toObject(), error);
        if (!play)
            return std::nullopt;
        return PlayCard{*play};
    }
    if (kind == QLatin1String("pass"))
        return PassInitiative{};
    if (kind == QLatin1String("mulligan"))
        return TakeMulligan{};
    if (kind == QLatin1String("endChapter"))
        return EndChapter{};
    if (kind == QLatin1String("endTurn"))
        return EndTurn{};
    if (kind == QLatin1String("extraAction")) {
        const auto player = wholeNumber(json.value(QStringLiteral("player")));
        const QJsonValue card = json.value(QStringLiteral("card"));
        if (!player)
            return fail(Text::tr("an extra action needs \"player\" as a whole number"));
        if (!card.isUndefined() && !card.isString())
            return fail(Text::tr("an extra action's \"card\" must be text"));
        return ExtraAction{*player, card.toString()};
    }
    if (kind == QLatin1String("elimination")) {
        const auto player = wholeNumber(json.value(QStringLiteral("player")));
        const auto gate = SystemId::parse(json.value(QStringLiteral("gate")).toString());
        if (!player || !gate)
            return fail(
                Text::tr("an elimination needs \"player\" as a whole number and \"gate\" as "
                         "a system such as \"2-gate\""));
        return Elimination{*player, *gate};
    }
    if (kind == QLatin1String("placeStartingPieces")) {
        const auto player = wholeNumber(json.value(QStringLiteral("player")));
        const auto planet = SystemId::parse(json.value(QStringLiteral("planet")).toString());
        const auto building = fromName<Building>(json.value(QStringLiteral("building")).toString());
        if (!player || !planet || planet->isGate() || !building)
            return fail(
                Text::tr("starting pieces need \"player\" as a whole number, \"planet\" as a "
                         "planet such as \"2-hex\" and \"building\" as city or starport"));
        return PlaceStartingPieces{*player, *planet, *building};
    }
    if (kind == QLatin1String("moveObjective")) {
        const auto player = wholeNumber(json.value(QStringLiteral("player")));
        const auto by = wholeNumber(json.value(QStringLiteral("by")));
        const QJsonValue why = json.value(QStringLiteral("why"));
        if (!player || !by)
            return fail(Text::tr("an objective move needs \"player\" and \"by\" as whole numbers"));
        if (!why.isUndefined() && !why.isString())
            return fail(Text::tr("an objective move's \"why\" must be text"));
        return MoveObjective{*player, *by, why.toString()};
    }
    if (kind == QLatin1String("keepFateNote")) {
        const auto player = wholeNumber(json.value(QStringLiteral("player")));
        const auto note = FateNote::fromJson(json.value(QStringLiteral("note")).toObject());
        if (!player || !note)
            return fail(Text::tr("a Fate note needs \"player\" as a whole number and \"note\" with "
                                 "\"text\" and a true or false \"secret\""));
        return KeepFateNote{*player, *note};
    }
    if (isBoardEntryKind(kind))
        return boardEntryFromJson(json, error);
    if (isEventEntryKind(kind))
        return eventEntryFromJson(json, error);
    if (kind == QLatin1String("recordDeclaration")) {
        const QString name = json.value(QStringLiteral("ambition")).toString();
        const auto ambition = fromName<Ambition>(name);
        if (!ambition)
            return fail(
                Text::tr("unknown ambition \"%1\": use tycoon, tyrant, warlord, keeper or empath")
                    .arg(name));
        return RecordDeclaration{*ambition};
    }
    if (kind == QLatin1String("scoreChapter")) {
        ScoreChapter score;
        const QJsonObject counts = json.value(QStringLiteral("counts")).toObject();
        for (auto it = counts.begin(); it != counts.end(); ++it) {
            const auto ambition = fromName<Ambition>(it.key());
            const auto values = wholeNumbers(it.value());
            if (!ambition || !values)
                return fail(Text::tr("\"counts\" must map ambitions to lists of whole numbers"));
            score.counts.insert(*ambition, *values);
        }
        const auto bonus = wholeNumbers(json.value(QStringLiteral("cityBonus")));
        if (!bonus)
            return fail(Text::tr("\"cityBonus\" must be a list of whole numbers"));
        score.cityBonus = *bonus;
        if (json.contains(QStringLiteral("grand"))) {
            const auto grand = wholeNumbers(json.value(QStringLiteral("grand")));
            if (!grand)
                return fail(
                    Text::tr("\"grand\" must list each player's grand ambitions fulfilled"));
            score.grand = *grand;
        }
        return score;
    }
    return fail(Text::tr("unknown action \"%1\"").arg(kind));
}

} // namespace arcs
