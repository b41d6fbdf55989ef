// SPDX-License-Identifier: GPL-3.0-or-later
#include "ActSetup.h"

#include "BoardJson.h"
#include "data/Catalog.h"
#include "entries/JsonValues.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ActSetup)
};

} // namespace

QString ActSetup::problem(int players, const Catalog &catalog) const {
    const int acts = int(catalog.campaign.actChapters.size());
    if (act < 1 || act > acts)
        return Text::tr("A campaign has Acts I to III, not Act %1.").arg(act);
    const int clusters = int(catalog.map.clusters.size());
    if (act == 1) {
        if (carried)
            return Text::tr("Act I starts on an empty map, not from an earlier table.");
        if (numberDie < 1 || numberDie > clusters)
            return Text::tr("The number die shows 1 to %1, not %2.").arg(clusters).arg(numberDie);
    } else {
        if (!carried)
            return Text::tr("Act %1 starts from the table its Intermission left.").arg(act);
        if (carried->power.size() != players || carried->board.playerCount() != players)
            return Text::tr("The table the Intermission left is for another number of players.");
        const qsizetype rolls = players == 2 ? 2 : 0;
        if (ambitionClusters.size() != rolls)
            return players == 2
                       ? Text::tr("With two players, roll the number die twice for the "
                                  "resources on the ambitions.")
                       : Text::tr("Only a two-player Act puts resources on the ambitions.");
        for (int cluster : ambitionClusters) {
            if (cluster < 1 || cluster > clusters)
                return Text::tr("The number die shows 1 to %1, not %2.").arg(clusters).arg(cluster);
        }
    }
    if (fates.size() != players)
        return Text::tr("Choose a Fate for each of the %1 players.").arg(players);
    for (qsizetype i = 0; i < fates.size(); ++i) {
        const Fate *fate = catalog.fate(fates[i]);
        if (!fate)
            return Text::tr("There is no Fate numbered %1: Fates are numbered 1 to %2.")
                .arg(fates[i])
                .arg(catalog.fates.size());
        // A Fate of letter L is first chosen in Act L (A: I, B: II, C: III) and then kept.
        if (int(fate->letter) + 1 > act)
            return Text::tr(
                       "The %1 is a %2 Fate: %2 Fates are first chosen at the Intermission after "
                       "Act %3.")
                .arg(fate->name, nameOf(fate->letter),
                     fate->letter == FateLetter::B ? QStringLiteral("I") : QStringLiteral("II"));
        if (fates.indexOf(fates[i]) != i)
            return Text::tr("Two players chose the %1: each Fate is in the game once.")
                .arg(fate->name);
    }
    if (firstRegent && (*firstRegent < 0 || *firstRegent >= players))
        return Text::tr("The First Regent must be one of the %1 players.").arg(players);
    if (carried && carried->firstRegent &&
        (*carried->firstRegent < 0 || *carried->firstRegent >= players))
        return Text::tr("The First Regent must be one of the %1 players.").arg(players);
    return {};
}

bool CarriedTable::startsFrom(const CarriedTable &left) const {
    Board carried = board;
    if (carried.court.loreInDeck == 0) // carried before the Court deck counted its lore
        carried.court.loreInDeck = left.board.court.loreInDeck;
    return carried == left.board && power == left.power &&
           (!firstRegentCarried || firstRegent == left.firstRegent);
}

QJsonObject ActSetup::toJson() const {
    QJsonArray fateNumbers;
    for (int fate : fates)
        fateNumbers.append(fate);
    QJsonObject json{{QStringLiteral("act"), act},
                     {QStringLiteral("numberDie"), numberDie},
                     {QStringLiteral("eventSymbol"), nameOf(eventSymbol)},
                     {QStringLiteral("policy"), nameOf(policy)},
                     {QStringLiteral("fates"), fateNumbers}};
    if (firstRegent)
        json.insert(QStringLiteral("firstRegent"), *firstRegent);
    if (!ambitionClusters.isEmpty()) {
        QJsonArray rolls;
        for (int cluster : ambitionClusters)
            rolls.append(cluster);
        json.insert(QStringLiteral("ambitionClusters"), rolls);
    }
    if (carried) {
        QJsonArray power;
        for (int value : carried->power)
            power.append(value);
        QJsonObject table{{QStringLiteral("board"), boardToJson(carried->board)},
                          {QStringLiteral("power"), power}};
        if (carried->firstRegentCarried)
            table.insert(QStringLiteral("firstRegent"), carried->firstRegent
                                                            ? QJsonValue(*carried->firstRegent)
                                                            : QJsonValue(QJsonValue::Null));
        json.insert(QStringLiteral("carried"), table);
    }
    return json;
}

std::optional<ActSetup> ActSetup::fromJson(const QJsonObject &json, QString *error) {
    const auto failWith = [error](const QString &message) -> std::optional<ActSetup> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    ActSetup setup;
    const auto act = wholeNumber(json.value(QStringLiteral("act")));
    const auto number = wholeNumber(json.value(QStringLiteral("numberDie")));
    const auto symbol =
        fromName<PlanetSymbol>(json.value(QStringLiteral("eventSymbol")).toString());
    const auto policy = fromName<ImperialPolicy>(json.value(QStringLiteral("policy")).toString());
    const auto fates = wholeNumbers(json.value(QStringLiteral("fates")));
    if (!act || !number)
        return failWith(Text::tr("\"act\" and \"numberDie\" must be whole numbers."));
    if (!symbol)
        return failWith(Text::tr("\"eventSymbol\" must be arrow, crescent or hex."));
    if (!policy)
        return failWith(Text::tr("\"policy\" must be war, peace or escalation."));
    if (!fates)
        return failWith(Text::tr("\"fates\" must list each player's Fate number."));
    setup.act = *act;
    setup.numberDie = *number;
    setup.eventSymbol = *symbol;
    setup.policy = *policy;
    setup.fates = *fates;
    if (json.contains(QStringLiteral("firstRegent"))) {
        setup.firstRegent = wholeNumber(json.value(QStringLiteral("firstRegent")));
        if (!setup.firstRegent)
            return failWith(Text::tr("\"firstRegent\" must be a seat number."));
    }
    if (json.contains(QStringLiteral("ambitionClusters"))) {
        const auto rolls = wholeNumbers(json.value(QStringLiteral("ambitionClusters")));
        if (!rolls)
            return failWith(Text::tr("\"ambitionClusters\" must list the number die's rolls."));
        setup.ambitionClusters = *rolls;
    }
    if (json.contains(QStringLiteral("carried"))) {
        const QJsonObject carried = json.value(QStringLiteral("carried")).toObject();
        const auto power = wholeNumbers(carried.value(QStringLiteral("power")));
        if (!power)
            return failWith(Text::tr("\"carried\".\"power\" must list each seat's Power."));
        const auto board = boardFromJson(carried.value(QStringLiteral("board")).toObject(),
                                         int(power->size()), error);
        if (!board)
            return std::nullopt;
        setup.carried = CarriedTable{*board, *power};
        const QJsonValue firstRegent = carried.value(QStringLiteral("firstRegent"));
        setup.carried->firstRegentCarried = !firstRegent.isUndefined();
        if (!firstRegent.isUndefined() && !firstRegent.isNull()) {
            setup.carried->firstRegent = wholeNumber(firstRegent);
            if (!setup.carried->firstRegent)
                return failWith(Text::tr("\"carried\".\"firstRegent\" must be a seat number or "
                                         "null."));
        }
    }
    return setup;
}

} // namespace arcs
