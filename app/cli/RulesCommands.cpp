// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliIo.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "entries/JsonValues.h"
#include "rules/Round.h"
#include "rules/Scoring.h"
#include "rules/TurnBudget.h"

#include <QJsonArray>

// arcs-cli score and arcs-cli round: the chapter-end and round rules on JSON.
namespace cli {

namespace {

using arcs::Ambition;

using arcs::wholeNumber;
using arcs::wholeNumbers;

std::optional<Ambition> ambitionNamed(const QString &name, QString *error) {
    const auto ambition = arcs::fromName<Ambition>(name);
    if (!ambition)
        *error = QStringLiteral("unknown ambition \"%1\": use %2")
                     .arg(name, arcs::allNames<Ambition>().join(QStringLiteral(", ")));
    return ambition;
}

std::optional<arcs::ScoringInput> scoringInput(const QJsonObject &json, QString *error) {
    arcs::ScoringInput input;
    const auto players = wholeNumber(json.value(QStringLiteral("players")));
    if (!players) {
        *error = QStringLiteral("\"players\" must be a whole number from 2 to 4");
        return std::nullopt;
    }
    input.players = *players;
    const QJsonObject declared = json.value(QStringLiteral("declared")).toObject();
    for (auto it = declared.begin(); it != declared.end(); ++it) {
        const auto ambition = ambitionNamed(it.key(), error);
        if (!ambition)
            return std::nullopt;
        if (!it.value().isArray()) {
            *error = QStringLiteral("\"declared\".%1 must be a list of markers").arg(it.key());
            return std::nullopt;
        }
        QList<arcs::MarkerValues> markers;
        for (const QJsonValue &marker : it.value().toArray()) {
            const auto values = wholeNumbers(marker);
            if (!values || values->size() != 2) {
                *error = QStringLiteral("each %1 marker must be [first, second]").arg(it.key());
                return std::nullopt;
            }
            markers.append({values->at(0), values->at(1)});
        }
        input.declared.insert(*ambition, markers);
    }
    const QJsonObject counts = json.value(QStringLiteral("counts")).toObject();
    for (auto it = counts.begin(); it != counts.end(); ++it) {
        const auto ambition = ambitionNamed(it.key(), error);
        if (!ambition)
            return std::nullopt;
        const auto values = wholeNumbers(it.value());
        if (!values) {
            *error = QStringLiteral("\"counts\".%1 must be a list of whole numbers").arg(it.key());
            return std::nullopt;
        }
        input.counts.insert(*ambition, *values);
    }
    if (json.contains(QStringLiteral("cityBonus"))) {
        const auto bonus = wholeNumbers(json.value(QStringLiteral("cityBonus")));
        if (!bonus) {
            *error = QStringLiteral("\"cityBonus\" must be a list of 0, 2 or 5 per player");
            return std::nullopt;
        }
        input.cityBonus = *bonus;
    }
    if (json.contains(QStringLiteral("dummy"))) {
        QMap<Ambition, int> dummy;
        const QJsonObject totals = json.value(QStringLiteral("dummy")).toObject();
        for (auto it = totals.begin(); it != totals.end(); ++it) {
            const auto ambition = ambitionNamed(it.key(), error);
            const auto value = wholeNumber(it.value());
            if (!ambition)
                return std::nullopt;
            if (!value) {
                *error = QStringLiteral("\"dummy\".%1 must be a whole number").arg(it.key());
                return std::nullopt;
            }
            dummy.insert(*ambition, *value);
        }
        input.dummy = dummy;
    }
    if (json.contains(QStringLiteral("leaders"))) {
        for (const QJsonValue &leader : json.value(QStringLiteral("leaders")).toArray())
            input.leaders.append(leader.toString());
    }
    if (json.contains(QStringLiteral("grand"))) {
        const auto fulfilled = wholeNumbers(json.value(QStringLiteral("grand")));
        if (!fulfilled) {
            *error = QStringLiteral("\"grand\" must be a list of 0, 1 or 2 per player");
            return std::nullopt;
        }
        // Missing act or chapter: an act or chapter 0, which the rules refuse by name.
        input.grand = arcs::GrandAmbitionsFulfilled{
            wholeNumber(json.value(QStringLiteral("act"))).value_or(0),
            wholeNumber(json.value(QStringLiteral("chapter"))).value_or(0), *fulfilled};
    }
    return input;
}

QJsonArray toArray(const QList<int> &values) {
    QJsonArray out;
    for (int value : values)
        out.append(value);
    return out;
}

} // namespace

int scoreCommand(const QStringList &args) {
    QString error;
    const auto json = readInputArgument(QStringLiteral("score"), args, &error);
    if (!json)
        return fail(error);
    const auto input = scoringInput(*json, &error);
    if (!input)
        return fail(error);
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    // Missing counts are 0, for every player.
    arcs::ScoringInput filled = *input;
    for (const arcs::AmbitionInfo &info : catalog.ambitions) {
        if (!filled.counts.contains(info.ambition))
            filled.counts.insert(info.ambition, QList<int>(std::max(0, filled.players), 0));
    }
    const QString problem = arcs::scoringProblem(filled, catalog);
    if (!problem.isEmpty())
        return fail(problem);
    const arcs::ChapterScore score = arcs::scoreChapter(filled, catalog);
    QJsonObject ambitions;
    for (const arcs::AmbitionScore &ambition : score.ambitions)
        ambitions.insert(arcs::nameOf(ambition.ambition),
                         QJsonObject{{QStringLiteral("first"), toArray(ambition.first)},
                                     {QStringLiteral("second"), toArray(ambition.second)},
                                     {QStringLiteral("gains"), toArray(ambition.gains)}});
    QJsonObject out{{QStringLiteral("gains"), toArray(score.gains)},
                    {QStringLiteral("ambitions"), ambitions}};
    if (filled.grand)
        out.insert(QStringLiteral("grand"), toArray(score.grand));
    printJson(out);
    return 0;
}

namespace {

// A play's turn as the round command reads it: optional "actions", "prelude" and "extra".
struct PlayedTurn {
    QList<arcs::ActionKind> actions;
    QList<arcs::ResourceType> prelude;
    int extra = 0;
};

template <typename E>
std::optional<QList<E>> namesFromJson(const QJsonValue &value, const char *key, QString *error) {
    QList<E> out;
    if (value.isUndefined())
        return out;
    const QStringList names = arcs::allNames<E>();
    const auto wrong = [&] {
        *error = QStringLiteral("\"%1\" must be a list of %2")
                     .arg(QLatin1String(key), names.join(QStringLiteral(", ")));
        return std::nullopt;
    };
    if (!value.isArray())
        return wrong();
    for (const QJsonValue &name : value.toArray()) {
        const auto parsed = arcs::fromName<E>(name.toString());
        if (!parsed)
            return wrong();
        out.append(*parsed);
    }
    return out;
}

std::optional<PlayedTurn> turnFromJson(const QJsonObject &json, QString *error) {
    PlayedTurn turn;
    const auto actions =
        namesFromJson<arcs::ActionKind>(json.value(QStringLiteral("actions")), "actions", error);
    const auto prelude = actions ? namesFromJson<arcs::ResourceType>(
                                       json.value(QStringLiteral("prelude")), "prelude", error)
                                 : std::nullopt;
    if (!prelude)
        return std::nullopt;
    turn.actions = *actions;
    turn.prelude = *prelude;
    const QJsonValue extra = json.value(QStringLiteral("extra"));
    if (!extra.isUndefined()) {
        const auto count = wholeNumber(extra);
        if (!count || *count < 0) {
            *error = QStringLiteral("\"extra\" must be a whole number of actions, 0 or more");
            return std::nullopt;
        }
        turn.extra = *count;
    }
    return turn;
}

} // namespace

int roundCommand(const QStringList &args) {
    QString error;
    const auto json = readInputArgument(QStringLiteral("round"), args, &error);
    if (!json)
        return fail(error);
    const auto players = wholeNumber(json->value(QStringLiteral("players")));
    const auto initiative = wholeNumber(json->value(QStringLiteral("initiative")));
    if (!players)
        return fail(QStringLiteral("\"players\" must be a whole number from 2 to 4"));
    if (!initiative)
        return fail(QStringLiteral("\"initiative\" must be the player holding the initiative"));
    if (!json->value(QStringLiteral("plays")).isArray())
        return fail(QStringLiteral("\"plays\" must be a list of plays"));
    const QJsonValue campaign = json->value(QStringLiteral("campaign"));
    if (!campaign.isUndefined() && !campaign.isBool())
        return fail(QStringLiteral("\"campaign\" must be true or false"));
    const arcs::Deck deck = campaign.toBool() ? arcs::Deck::Campaign : arcs::Deck::Base;
    QList<arcs::Play> plays;
    QList<PlayedTurn> turns;
    for (const QJsonValue &value : json->value(QStringLiteral("plays")).toArray()) {
        const auto play = arcs::playFromJson(value.toObject(), &error);
        const auto turn = play ? turnFromJson(value.toObject(), &error) : std::nullopt;
        if (!turn)
            return fail(QStringLiteral("play %1: %2").arg(plays.size() + 1).arg(error));
        plays.append(*play);
        turns.append(*turn);
    }
    const arcs::Catalog &catalog = arcs::Catalog::builtIn();
    const QString problem = arcs::roundProblem(*players, *initiative, plays, catalog, deck);
    if (!problem.isEmpty())
        return fail(problem);
    for (int i = 0; i < plays.size(); ++i) {
        arcs::Turn turn = arcs::openTurn(plays.first(i), plays[i], catalog, false);
        turn.prelude = turns[i].prelude;
        turn.extra = turns[i].extra;
        if (const QString unpaid = arcs::turnPlanProblem(turn, turns[i].actions, catalog);
            !unpaid.isEmpty())
            return fail(QStringLiteral("play %1 (player %2): %3")
                            .arg(i + 1)
                            .arg(plays[i].player)
                            .arg(unpaid));
    }
    const arcs::RoundOutcome outcome = arcs::resolveRound(*initiative, plays, catalog);
    printJson(
        {{QStringLiteral("initiative"), outcome.initiative},
         {QStringLiteral("seized"), outcome.seized ? QJsonValue(*outcome.seized) : QJsonValue()},
         {QStringLiteral("pips"), toArray(outcome.pips)},
         {QStringLiteral("event"), outcome.event}});
    return 0;
}

} // namespace cli
