// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameFile.h"

#include "entries/JsonValues.h"

#include <QCoreApplication>

namespace arcs {

namespace {
QString tr(const char *text) {
    return QCoreApplication::translate("GameFile", text);
}
} // namespace

QJsonObject gameFileToJson(const GameFile &file) {
    return {{QStringLiteral("format"), QLatin1String(GameFile::format)},
            {QStringLiteral("version"), GameFile::version},
            {QStringLiteral("name"), file.name},
            {QStringLiteral("created"), file.created.toString(Qt::ISODate)},
            {QStringLiteral("updated"), file.updated.toString(Qt::ISODate)},
            {QStringLiteral("cursor"), file.cursor},
            {QStringLiteral("entries"), file.entries}};
}

std::optional<std::pair<GameFile, Journal>> readGameFile(const QJsonObject &json,
                                                         const Catalog &catalog, QString *error) {
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (json.value(QStringLiteral("format")).toString() != QLatin1String(GameFile::format))
        return fail(tr("it is not an Arcs Companion game (\"format\" is not \"%1\")")
                        .arg(QLatin1String(GameFile::format)));
    const auto version = wholeNumber(json.value(QStringLiteral("version")));
    if (!version || *version < 1)
        return fail(tr("\"version\" must be a whole number from 1"));
    if (*version > GameFile::version)
        return fail(tr("it was written by a newer Arcs Companion (game file version %1; this one "
                       "reads up to %2): update the app")
                        .arg(*version)
                        .arg(GameFile::version));
    GameFile file;
    file.name = json.value(QStringLiteral("name")).toString().trimmed();
    if (file.name.isEmpty())
        return fail(tr("the game has no \"name\""));
    file.created =
        QDateTime::fromString(json.value(QStringLiteral("created")).toString(), Qt::ISODate);
    file.updated =
        QDateTime::fromString(json.value(QStringLiteral("updated")).toString(), Qt::ISODate);
    if (!file.created.isValid() || !file.updated.isValid())
        return fail(tr("\"created\" and \"updated\" must be dates such as 2026-11-30T20:15:00Z"));
    if (!json.value(QStringLiteral("entries")).isArray())
        return fail(tr("\"entries\" must be the list of the game's entries"));
    file.entries = json.value(QStringLiteral("entries")).toArray();
    if (file.entries.isEmpty())
        return fail(tr("the game has no entries: it must start with its setup"));
    const auto cursor = wholeNumber(json.value(QStringLiteral("cursor")));
    if (!cursor || *cursor < 0 || *cursor > file.entries.size())
        return fail(tr("\"cursor\" must be a whole number from 0 to %1 (the entries in effect)")
                        .arg(file.entries.size()));
    file.cursor = *cursor;
    QString problem;
    auto journal = Journal::fromJson(file.entries, file.cursor, catalog, &problem);
    if (!journal)
        return fail(problem);
    return std::make_pair(file, std::move(*journal));
}

} // namespace arcs
