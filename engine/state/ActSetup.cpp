// SPDX-License-Identifier: GPL-3.0-or-later
#include "ActSetup.h"

#include "data/Catalog.h"
#include "entries/JsonValues.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace arcs {

namespace {

QString tr(const char *text) {
    return QCoreApplication::translate("ActSetup", text);
}

} // namespace

QString ActSetup::problem(int players, const Catalog &catalog) const {
    if (act != 1)
        return tr("Only Act I is set up from the dice; Acts II and III start from the table "
                  "their Intermission left.");
    if (numberDie < 1 || numberDie > int(catalog.map.clusters.size()))
        return tr("The number die shows 1 to %1, not %2.")
            .arg(catalog.map.clusters.size())
            .arg(numberDie);
    if (fates.size() != players)
        return tr("Choose a Fate for each of the %1 players.").arg(players);
    for (qsizetype i = 0; i < fates.size(); ++i) {
        const Fate *fate = catalog.fate(fates[i]);
        if (!fate)
            return tr("There is no Fate numbered %1: Fates are numbered 1 to %2.")
                .arg(fates[i])
                .arg(catalog.fates.size());
        if (fate->letter != FateLetter::A)
            return tr("The %1 is a %2 Fate: Act I is played with A Fates.")
                .arg(fate->name, nameOf(fate->letter));
        if (fates.indexOf(fates[i]) != i)
            return tr("Two players chose the %1: each Fate is in the game once.").arg(fate->name);
    }
    if (firstRegent && (*firstRegent < 0 || *firstRegent >= players))
        return tr("The First Regent must be one of the %1 players.").arg(players);
    return {};
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
        return failWith(tr("\"act\" and \"numberDie\" must be whole numbers."));
    if (!symbol)
        return failWith(tr("\"eventSymbol\" must be arrow, crescent or hex."));
    if (!policy)
        return failWith(tr("\"policy\" must be war, peace or escalation."));
    if (!fates)
        return failWith(tr("\"fates\" must list each player's Fate number."));
    setup.act = *act;
    setup.numberDie = *number;
    setup.eventSymbol = *symbol;
    setup.policy = *policy;
    setup.fates = *fates;
    if (json.contains(QStringLiteral("firstRegent"))) {
        setup.firstRegent = wholeNumber(json.value(QStringLiteral("firstRegent")));
        if (!setup.firstRegent)
            return failWith(tr("\"firstRegent\" must be a seat number."));
    }
    return setup;
}

} // namespace arcs
