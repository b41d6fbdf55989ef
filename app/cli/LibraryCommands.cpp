// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliIo.h"

#include "data/Catalog.h"
#include "store/CampaignFile.h"
#include "store/GameFile.h"
#include "store/Library.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <cstdio>

// arcs-cli games, export, import and replay: the games library from scripts.
namespace cli {

namespace {

// Takes "--name VALUE" out of args; nullopt (and *error) when VALUE is missing.
std::optional<QString> takeOption(QStringList &args, const QString &name, QString *error) {
    const qsizetype at = args.indexOf(name);
    if (at < 0)
        return QString();
    if (at + 1 >= args.size()) {
        *error = QStringLiteral("%1 needs a value").arg(name);
        return std::nullopt;
    }
    const QString value = args[at + 1];
    args.remove(at, 2);
    return value;
}

// The library named by --library, or the user's. Commands that only read open it read-only:
// a missing file is refused rather than created, and nothing is ever written.
std::optional<arcs::Library> openLibrary(QStringList &args, arcs::Library::Access access,
                                         QString *error) {
    const auto path = takeOption(args, QStringLiteral("--library"), error);
    if (!path)
        return std::nullopt;
    return arcs::Library::open(path->isEmpty() ? arcs::Library::defaultPath() : *path, error,
                               access);
}

QJsonObject summaryJson(const arcs::GameSummary &game) {
    QJsonObject out{{QStringLiteral("id"), game.id},
                    {QStringLiteral("name"), game.name},
                    {QStringLiteral("setupCard"), game.setupCard},
                    {QStringLiteral("players"), QJsonArray::fromStringList(game.players)},
                    {QStringLiteral("entries"), game.entries},
                    {QStringLiteral("cursor"), game.cursor},
                    {QStringLiteral("updated"), game.updated.toString(Qt::ISODate)}};
    if (game.campaign)
        out.insert(QStringLiteral("act"), game.act); // a campaign, at this Act
    return out;
}

} // namespace

int gamesCommand(const QStringList &arguments) {
    QStringList args = arguments;
    QString error;
    auto library = openLibrary(args, arcs::Library::Access::ReadOnly, &error);
    if (!library)
        return fail(error);
    if (!args.isEmpty())
        return fail(
            QStringLiteral("games takes only --library PATH, found \"%1\"").arg(args.join(u' ')));
    QJsonArray games;
    for (const arcs::GameSummary &game : library->games())
        games.append(summaryJson(game));
    printJson({{QStringLiteral("games"), games}});
    return 0;
}

int exportCommand(const QStringList &arguments) {
    QStringList args = arguments;
    QString error;
    auto library = openLibrary(args, arcs::Library::Access::ReadOnly, &error);
    if (!library)
        return fail(error);
    const auto gameArg = takeOption(args, QStringLiteral("--game"), &error);
    const auto output =
        gameArg ? takeOption(args, QStringLiteral("--output"), &error) : std::nullopt;
    if (!output)
        return fail(error);
    if (!args.isEmpty())
        return fail(QStringLiteral("export takes --library PATH, --game ID and --output FILE, "
                                   "found \"%1\"")
                        .arg(args.join(u' ')));
    std::optional<qint64> game = library->lastGame();
    if (!gameArg->isEmpty()) {
        bool ok = false;
        const qint64 id = gameArg->toLongLong(&ok);
        game = ok && library->game(id) ? std::optional<qint64>(id) : std::nullopt;
        if (!game)
            return fail(QStringLiteral("there is no game %1 in %2; \"arcs-cli games\" lists them")
                            .arg(*gameArg, library->path()));
    }
    if (!game)
        return fail(QStringLiteral("%1 has no game to export").arg(library->path()));
    // A campaign's Act exports the whole campaign.
    const auto campaign = library->game(*game)->campaign;
    const auto json =
        campaign ? library->exportCampaign(*campaign, &error) : library->exportGame(*game, &error);
    if (!json)
        return fail(error);
    if (output->isEmpty()) {
        printJson(*json);
        return 0;
    }
    QSaveFile file(*output);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(*json).toJson(QJsonDocument::Indented)) < 0 || !file.commit())
        return fail(QStringLiteral("%1 could not be written: %2").arg(*output, file.errorString()));
    return 0;
}

int importCommand(const QStringList &arguments) {
    QStringList args = arguments;
    QString error;
    const auto libraryPath = takeOption(args, QStringLiteral("--library"), &error);
    if (!libraryPath)
        return fail(error);
    // --open: the game the app opens at its next start.
    const bool open = args.removeAll(QStringLiteral("--open")) > 0;
    if (args.size() != 1)
        return fail(QStringLiteral("import takes one FILE (and --library PATH, --open)"));
    // The whole file is checked before the library is opened, let alone changed.
    const auto json = readJsonObject(args.first(), &error);
    if (!json)
        return fail(error);
    const bool campaign = json->value(QStringLiteral("format")).toString() ==
                          QLatin1String(arcs::CampaignFile::format);
    const bool readable =
        campaign ? readCampaignFile(*json, arcs::Catalog::builtIn(), &error).has_value()
                 : readGameFile(*json, arcs::Catalog::builtIn(), &error).has_value();
    if (!readable)
        return fail(QStringLiteral("%1 cannot be imported: %2").arg(args.first(), error));
    auto library = arcs::Library::open(
        libraryPath->isEmpty() ? arcs::Library::defaultPath() : *libraryPath, &error);
    if (!library)
        return fail(error);
    // A campaign is listed as its latest Act.
    std::optional<qint64> id;
    if (!campaign)
        id = library->importGame(*json, arcs::Catalog::builtIn(), &error);
    else if (const auto added = library->importCampaign(*json, arcs::Catalog::builtIn(), &error))
        id = library->campaign(*added)->acts.last();
    if (!id)
        return fail(QStringLiteral("%1 cannot be imported: %2").arg(args.first(), error));
    if (open) {
        if (const QString problem = library->setLastGame(*id); !problem.isEmpty())
            return fail(QStringLiteral("%1 was imported but cannot be opened next: %2")
                            .arg(args.first(), problem));
    }
    printJson(summaryJson(*library->game(*id)));
    return 0;
}

int replayCommand(const QStringList &args) {
    QString error;
    const auto json = readInputArgument(QStringLiteral("replay"), args, &error);
    if (!json)
        return fail(error);
    const auto read = readGameFile(*json, arcs::Catalog::builtIn(), &error);
    if (!read)
        return fail(QStringLiteral("%1 cannot be replayed: %2").arg(args.first(), error));
    printJson(read->second.state().toJson());
    return 0;
}

} // namespace cli
