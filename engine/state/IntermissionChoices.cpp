// SPDX-License-Identifier: GPL-3.0-or-later
#include "IntermissionChoices.h"

#include "BoardJson.h"
#include "entries/JsonValues.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(IntermissionChoices)
};

} // namespace

bool IntermissionChoices::everyFateChosen() const {
    return std::all_of(fates.begin(), fates.end(),
                       [](const std::optional<int> &fate) { return fate.has_value(); });
}

QJsonObject IntermissionChoices::toJson() const {
    QJsonArray gates, chosen;
    for (const auto &gate : shipGates)
        gates.append(gate ? QJsonValue(gate->name()) : QJsonValue());
    for (const auto &fate : fates)
        chosen.append(fate ? QJsonValue(*fate) : QJsonValue());
    QJsonObject json{{QStringLiteral("step"), step},
                     {QStringLiteral("shipGates"), gates},
                     {QStringLiteral("fateSeed"), QString::number(fateSeed)},
                     {QStringLiteral("fates"), chosen}};
    if (!courtAdditions.isEmpty()) { // written only when there are some, as below
        QJsonArray cards;
        for (const CourtCard &card : courtAdditions)
            cards.append(courtCardToJson(card));
        json.insert(QStringLiteral("courtAdditions"), cards);
    }
    if (fatesDrawnAtTable) // written only when set, so earlier Intermissions read the same
        json.insert(QStringLiteral("fatesDrawnAtTable"), true);
    // Written only once there is a note, so Intermissions kept before notes read the same.
    if (std::any_of(notes.begin(), notes.end(),
                    [](const FateNote &note) { return !note.text.isEmpty(); })) {
        QJsonArray written;
        for (const FateNote &note : notes)
            written.append(note.toJson());
        json.insert(QStringLiteral("notes"), written);
    }
    return json;
}

std::optional<IntermissionChoices> IntermissionChoices::fromJson(const QJsonObject &json,
                                                                 int players, QString *error) {
    const auto failWith = [error](const QString &message) -> std::optional<IntermissionChoices> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    IntermissionChoices choices;
    const auto step = wholeNumber(json.value(QStringLiteral("step")));
    if (!step || *step < 0 || *step > stepCount)
        return failWith(Text::tr("An Intermission's \"step\" is 0 to %1.").arg(stepCount));
    choices.step = *step;
    bool seedOk = false;
    choices.fateSeed = json.value(QStringLiteral("fateSeed")).toString().toULongLong(&seedOk);
    if (!seedOk)
        return failWith(Text::tr("An Intermission's \"fateSeed\" must be a number in a string."));
    for (const QJsonValue &card : json.value(QStringLiteral("courtAdditions")).toArray()) {
        QString why;
        const auto read = courtCardFromJson(card, &why);
        if (!read)
            return failWith(Text::tr("An Intermission's \"courtAdditions\": %1").arg(why));
        choices.courtAdditions.append(*read);
    }
    const QJsonValue atTable = json.value(QStringLiteral("fatesDrawnAtTable"));
    if (!atTable.isUndefined() && !atTable.isBool())
        return failWith(Text::tr("An Intermission's \"fatesDrawnAtTable\" is true or false."));
    choices.fatesDrawnAtTable = atTable.toBool(false);
    const QJsonArray gates = json.value(QStringLiteral("shipGates")).toArray();
    const QJsonArray chosen = json.value(QStringLiteral("fates")).toArray();
    if (gates.size() != players || chosen.size() != players)
        return failWith(
            Text::tr(
                "An Intermission lists \"shipGates\" and \"fates\" for each of the %1 players.")
                .arg(players));
    for (const QJsonValue &gate : gates) {
        if (gate.isNull()) {
            choices.shipGates.append(std::nullopt);
            continue;
        }
        const auto system = SystemId::parse(gate.toString());
        if (!system)
            return failWith(Text::tr("\"%1\" is not a system of the Reach.").arg(gate.toString()));
        choices.shipGates.append(system);
    }
    for (const QJsonValue &fate : chosen) {
        if (fate.isNull()) {
            choices.fates.append(std::nullopt);
            continue;
        }
        const auto number = wholeNumber(fate);
        if (!number)
            return failWith(Text::tr("An Intermission's \"fates\" are Fate numbers or null."));
        choices.fates.append(*number);
    }
    const QJsonValue notes = json.value(QStringLiteral("notes"));
    if (notes.isUndefined()) {
        choices.notes = QList<FateNote>(players);
        return choices;
    }
    if (!notes.isArray() || notes.toArray().size() != players)
        return failWith(
            Text::tr("An Intermission's \"notes\" list one note for each of the %1 players.")
                .arg(players));
    for (const QJsonValue &note : notes.toArray()) {
        const auto read = FateNote::fromJson(note.toObject());
        if (!read)
            return failWith(Text::tr("Each of an Intermission's \"notes\" has a \"text\" and a "
                                     "true or false \"secret\"."));
        choices.notes.append(*read);
    }
    return choices;
}

} // namespace arcs
