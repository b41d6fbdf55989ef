// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameFile.h"

#include "CampaignFile.h"
#include "entries/JsonValues.h"

#include <QCoreApplication>

namespace arcs {

namespace {
// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(GameFile)
};
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

std::optional<FileHeader> readFileHeader(const QJsonObject &json, FileKind kind, int newest,
                                         QString *error) {
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const bool game = kind == FileKind::Game;
    const QLatin1String format(game ? GameFile::format : CampaignFile::format);
    if (json.value(QStringLiteral("format")).toString() != format)
        return fail(
            (game ? Text::tr("it is not an Arcs Companion game (\"format\" is not \"%1\")")
                  : Text::tr("it is not an Arcs Companion campaign (\"format\" is not \"%1\")"))
                .arg(format));
    const auto version = wholeNumber(json.value(QStringLiteral("version")));
    if (!version || *version < 1)
        return fail(Text::tr("\"version\" must be a whole number from 1"));
    if (*version > newest)
        return fail(
            (game ? Text::tr("it was written by a newer Arcs Companion (game file version %1; "
                             "this one reads up to %2): update the app")
                  : Text::tr("it was written by a newer Arcs Companion (campaign file version "
                             "%1; this one reads up to %2): update the app"))
                .arg(*version)
                .arg(newest));
    FileHeader header;
    header.name = json.value(QStringLiteral("name")).toString().trimmed();
    if (header.name.isEmpty())
        return fail(game ? Text::tr("the game has no \"name\"")
                         : Text::tr("the campaign has no \"name\""));
    header.created =
        QDateTime::fromString(json.value(QStringLiteral("created")).toString(), Qt::ISODate);
    header.updated =
        QDateTime::fromString(json.value(QStringLiteral("updated")).toString(), Qt::ISODate);
    if (!header.created.isValid() || !header.updated.isValid())
        return fail(
            Text::tr("\"created\" and \"updated\" must be dates such as 2026-11-30T20:15:00Z"));
    return header;
}

std::optional<std::pair<GameFile, Journal>> readGameFile(const QJsonObject &json,
                                                         const Catalog &catalog, QString *error) {
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const auto header = readFileHeader(json, FileKind::Game, GameFile::version, error);
    if (!header)
        return std::nullopt;
    GameFile file{header->name, header->created, header->updated, 0, {}};
    if (!json.value(QStringLiteral("entries")).isArray())
        return fail(Text::tr("\"entries\" must be the list of the game's entries"));
    file.entries = json.value(QStringLiteral("entries")).toArray();
    if (file.entries.isEmpty())
        return fail(Text::tr("the game has no entries: it must start with its setup"));
    const auto cursor = wholeNumber(json.value(QStringLiteral("cursor")));
    if (!cursor || *cursor < 0 || *cursor > file.entries.size())
        return fail(
            Text::tr("\"cursor\" must be a whole number from 0 to %1 (the entries in effect)")
                .arg(file.entries.size()));
    file.cursor = *cursor;
    QString problem;
    auto journal = Journal::fromJson(file.entries, file.cursor, catalog, &problem);
    if (!journal)
        return fail(problem);
    return std::make_pair(file, std::move(*journal));
}

} // namespace arcs
