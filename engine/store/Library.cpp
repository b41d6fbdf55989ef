// SPDX-License-Identifier: GPL-3.0-or-later
#include "Library.h"

#include "GameFile.h"
#include "LibrarySchema.h"
#include "LibrarySql.h"
#include "LibraryWrites.h"
#include "data/Catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace arcs {

using namespace librarySql;

namespace {
QSettings appSettings() {
    return QSettings(QStringLiteral("ArcsCompanion"), QLatin1String(appName));
}
} // namespace

void Library::loadDriver() {
    const QString name = newConnectionName();
    QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    QSqlDatabase::removeDatabase(name);
}

QString Library::defaultPath() {
    const QString remembered = appSettings().value(QStringLiteral("library/path")).toString();
    if (!remembered.isEmpty())
        return remembered;
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("ArcsCompanion/%1/library.sqlite").arg(QLatin1String(appName)));
}

void Library::rememberPath(const QString &path) {
    appSettings().setValue(QStringLiteral("library/path"), path);
}

Library::Library(QString connection, QString path)
    : m_connection(std::move(connection)), m_path(std::move(path)) {}

Library::Library(Library &&other) noexcept
    : m_connection(std::exchange(other.m_connection, QString())), m_path(std::move(other.m_path)),
      m_version(other.m_version), m_revisions(std::move(other.m_revisions)) {}

Library &Library::operator=(Library &&other) noexcept {
    if (this != &other) {
        close();
        m_connection = std::exchange(other.m_connection, QString());
        m_path = std::move(other.m_path);
        m_version = other.m_version;
        m_revisions = std::move(other.m_revisions);
    }
    return *this;
}

Library::~Library() {
    close();
}

void Library::close() {
    if (m_connection.isEmpty())
        return;
    QSqlDatabase::database(m_connection, false).close();
    QSqlDatabase::removeDatabase(std::exchange(m_connection, QString()));
}

std::optional<Library> Library::open(const QString &path, QString *error, Access access) {
    const auto fail = [&](const QString &problem) -> std::optional<Library> {
        if (error)
            *error = Text::tr("The library %1 %2.").arg(QDir::toNativeSeparators(path), problem);
        return std::nullopt;
    };
    const bool exists = QFileInfo::exists(path);
    const bool readOnly = access == Access::ReadOnly;
    if (readOnly && !exists)
        return fail(Text::tr("does not exist"));
    int version = schemaVersion;
    if (exists) {
        if (const QString problem = librarySchema::existingFileProblem(path, &version);
            !problem.isEmpty())
            return fail(problem);
    } else if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        return fail(Text::tr("cannot be created: its folder cannot be made"));
    } else if (const QString problem = librarySchema::createAt(path); !problem.isEmpty()) {
        return fail(problem);
    }

    const QString name = newConnectionName();
    Library library(name, path);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (readOnly)
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db.open())
        return fail(Text::tr("cannot be opened (%1)").arg(db.lastError().text()));
    QSqlQuery query(db);
    QString problem;
    if (readOnly) {
        // In a read-only folder even reading a WAL library needs files it cannot make: read
        // the file as it stands instead.
        if (!run(query, QStringLiteral("SELECT COUNT(*) FROM games"), {}, &problem)) {
            query = QSqlQuery();
            db.close();
            readWithoutWriting(db, path);
            if (!db.open())
                return fail(Text::tr("cannot be opened (%1)").arg(db.lastError().text()));
            query = QSqlQuery(db);
        }
        // An older library is read as it stands: version 1's summaries are not compared, and
        // before version 3 its games have no standing or draft.
        library.m_version = version;
        return library;
    }
    const auto readOnlyProblem = [](const QString &detail) {
        return Text::tr("cannot be written: the file or its folder is read-only (%1)").arg(detail);
    };
    if (!QFileInfo(path).isWritable() || !QFileInfo(QFileInfo(path).absolutePath()).isWritable())
        return fail(readOnlyProblem(Text::tr("no write permission")));
    // A rollback journal, not a write-ahead log: with a log, any other opening of the file in
    // this process (a file dialog reading its type) drops SQLite's locks, and another process
    // closing the file then deletes the log that this one goes on committing into — entries
    // lost at the next kill. Idle, a rollback journal holds no lock to drop, and a commit is in
    // the file when it returns. An older library's log is folded in here.
    if (!run(query, QStringLiteral("PRAGMA journal_mode=DELETE"), {}, &problem) || !query.next() ||
        query.value(0).toString() != QLatin1String("delete")) {
        if (problem.isEmpty())
            problem = Text::tr("another program has it open");
        return fail(isReadOnlyError(problem)
                        ? readOnlyProblem(problem)
                        : Text::tr("cannot be used (its write-ahead log cannot be folded in: %1)")
                              .arg(problem));
    }
    if (!run(query, QStringLiteral("PRAGMA synchronous=FULL"), {}, &problem) ||
        !run(query, QStringLiteral("PRAGMA foreign_keys=ON"), {}, &problem))
        return fail(isReadOnlyError(problem) ? readOnlyProblem(problem)
                                             : Text::tr("cannot be used (%1)").arg(problem));
    if (const QString problem = librarySchema::upgrade(db, version); !problem.isEmpty())
        return fail(problem);
    return library;
}

Standing Standing::of(const GameState &state) {
    Standing out;
    out.chapter = state.chapter;
    for (const PlayerState &player : state.players)
        out.power << player.power;
    out.winner = state.winner;
    out.over = state.phase == Phase::GameOver;
    return out;
}

QJsonObject Standing::toJson() const {
    QJsonArray powers;
    for (int p : power)
        powers.append(p);
    QJsonObject out{{QStringLiteral("chapter"), chapter}, {QStringLiteral("power"), powers}};
    if (winner)
        out.insert(QStringLiteral("winner"), *winner);
    if (over)
        out.insert(QStringLiteral("over"), true);
    return out;
}

std::optional<Standing> Standing::fromJson(const QJsonObject &json) {
    if (!json.value(QStringLiteral("chapter")).isDouble())
        return std::nullopt;
    Standing out;
    out.chapter = json.value(QStringLiteral("chapter")).toInt();
    for (const QJsonValue &p : json.value(QStringLiteral("power")).toArray())
        out.power << p.toInt();
    if (json.contains(QStringLiteral("winner")))
        out.winner = json.value(QStringLiteral("winner")).toInt();
    // Written before it was kept: over where someone won, else as the game was last saved.
    out.over = json.value(QStringLiteral("over")).toBool(out.winner.has_value());
    return out;
}

namespace {

GameSummary summaryFrom(const QSqlQuery &query) {
    GameSummary game;
    game.id = query.value(0).toLongLong();
    game.name = query.value(1).toString();
    game.created = QDateTime::fromString(query.value(2).toString(), Qt::ISODate);
    game.updated = QDateTime::fromString(query.value(3).toString(), Qt::ISODate);
    game.cursor = query.value(4).toInt();
    if (!query.value(5).isNull())
        game.deleted = QDateTime::fromString(query.value(5).toString(), Qt::ISODate);
    game.entries = query.value(6).toInt();
    if (!query.value(8).isNull())
        game.standing = Standing::fromJson(parse(query.value(8).toString()));
    QString ignored;
    const auto start = entryFromJson(parse(query.value(7).toString()), &ignored);
    if (const auto *startGame = start ? std::get_if<StartGame>(&*start) : nullptr) {
        game.setupCard = startGame->setup.setupCard;
        for (const PlayerSeat &seat : startGame->setup.seats)
            game.players << seat.name;
        game.act = startGame->setup.act ? startGame->setup.act->act : 0;
    }
    if (!query.value(9).isNull())
        game.campaign = query.value(9).toLongLong();
    return game;
}

// Libraries before version 3 (read as they stand when read-only) keep no standing, and before
// version 4 no campaigns. A campaign's Act goes by the campaign's name.
QString selectGames(int version) {
    const bool campaigns = version >= 4;
    return QStringLiteral("SELECT g.id, %1, g.created, g.updated, g.cursor, g.deleted, "
                          "(SELECT COUNT(*) FROM entries e WHERE e.game = g.id), "
                          "(SELECT action FROM entries e WHERE e.game = g.id AND e.seq = 0), %2, "
                          "%3 FROM games g %4")
        .arg(campaigns ? QStringLiteral("COALESCE(c.name, g.name)") : QStringLiteral("g.name"),
             version >= 3 ? QStringLiteral("g.standing") : QStringLiteral("NULL"),
             campaigns ? QStringLiteral("g.campaign") : QStringLiteral("NULL"),
             campaigns ? QStringLiteral("LEFT JOIN campaigns c ON c.id = g.campaign ") : QString());
}

// A campaign is listed once, as its latest Act.
QString latestActsOnly(int version) {
    return version >= 4 ? QStringLiteral("(g.campaign IS NULL OR g.id = (SELECT MAX(h.id) FROM "
                                         "games h WHERE h.campaign = g.campaign)) ")
                        : QStringLiteral("1 ");
}

} // namespace

QList<GameSummary> Library::games(bool withDeleted) const {
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    QList<GameSummary> out;
    const QString filter = QStringLiteral("WHERE ") + latestActsOnly(m_version) +
                           (withDeleted ? QString() : QStringLiteral("AND g.deleted IS NULL "));
    if (!run(query, selectGames(m_version) + filter +
                        QStringLiteral("ORDER BY g.updated DESC, g.id DESC")))
        return out;
    while (query.next())
        out.append(summaryFrom(query));
    return out;
}

std::optional<GameSummary> Library::game(qint64 id) const {
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!run(query, selectGames(m_version) + QStringLiteral("WHERE g.id = ?"), {id}) ||
        !query.next())
        return std::nullopt;
    return summaryFrom(query);
}

std::optional<qint64> Library::lastGame() const {
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!run(query, QStringLiteral("SELECT g.id FROM meta m JOIN games g ON g.id = CAST(m.value AS "
                                   "INTEGER) WHERE m.key = 'lastGame' AND g.deleted IS NULL")) ||
        !query.next())
        return std::nullopt;
    return query.value(0).toLongLong();
}

QString Library::setLastGame(qint64 id) {
    if (lastGame() == id)
        return {}; // as it was: no synced commit (the app reopens the last game at each start)
    Transaction t(m_connection);
    t.exec(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('lastGame', ?)"), {id});
    return t.commit();
}

std::optional<qint64> Library::committedNewGame(Transaction &t, qint64 game, QString *error) {
    const QString problem = t.commit();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    m_revisions[game] = 0;
    return game;
}

std::optional<qint64> Library::createGame(const QString &name, const Entry &start, QString *error) {
    Transaction t(m_connection);
    const qint64 id = insertNewGame(t, name, start, QVariant());
    return committedNewGame(t, id, error);
}

QString Library::appendEntry(qint64 game, int seq, const Entry &entry, const GameState &after) {
    Transaction t(m_connection);
    t.claim(game, m_revisions);
    t.exec(QStringLiteral("DELETE FROM entries WHERE game = ? AND seq >= ?"), {game, seq});
    t.exec(QStringLiteral("DELETE FROM summaries WHERE game = ? AND seq > ?"), {game, seq});
    t.exec(QStringLiteral("INSERT INTO entries (game, seq, action) VALUES (?, ?, ?)"),
           {game, seq, compact(entryToJson(entry))});
    if (summaryDue(seq))
        t.exec(
            QStringLiteral("INSERT INTO summaries (game, seq, state, version) VALUES (?, ?, ?, ?)"),
            {game, seq + 1, compact(after.toJson()), summaryVersion});
    t.exec(
        QStringLiteral("UPDATE games SET cursor = ?, updated = ?, standing = ?, amendment = NULL "
                       "WHERE id = ?"),
        {seq + 1, now(), compact(Standing::of(after).toJson()), game});
    return t.commit();
}

QString Library::replaceEntries(qint64 game, int from, const Journal &journal,
                                const QJsonObject &amendment) {
    Transaction t(m_connection);
    t.claim(game, m_revisions);
    t.exec(QStringLiteral("DELETE FROM entries WHERE game = ? AND seq >= ?"), {game, from});
    t.exec(QStringLiteral("DELETE FROM summaries WHERE game = ? AND seq > ?"), {game, from});
    for (int seq = from; seq < journal.size(); ++seq) {
        t.exec(QStringLiteral("INSERT INTO entries (game, seq, action) VALUES (?, ?, ?)"),
               {game, seq, compact(entryToJson(journal.entry(seq)))});
        if (summaryDue(seq))
            t.exec(QStringLiteral(
                       "INSERT INTO summaries (game, seq, state, version) VALUES (?, ?, ?, ?)"),
                   {game, seq + 1, compact(journal.stateAfter(seq + 1).toJson()), summaryVersion});
    }
    t.exec(QStringLiteral("UPDATE games SET cursor = ?, updated = ?, standing = ?, amendment = ? "
                          "WHERE id = ?"),
           {journal.cursor(), now(), compact(Standing::of(journal.state()).toJson()),
            amendment.isEmpty() ? QVariant() : QVariant(compact(amendment)), game});
    return t.commit();
}

qint64 Library::storedRevision(qint64 game) const {
    if (m_version < 5)
        return 0; // read as it stands (read-only): it counts no revisions
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!run(query, QStringLiteral("SELECT revision FROM games WHERE id = ?"), {game}) ||
        !query.next())
        return -1;
    return query.value(0).toLongLong();
}

bool Library::changedSinceRead(qint64 game) const {
    const auto read = m_revisions.find(game);
    return read == m_revisions.end() || read->second != storedRevision(game);
}

QString Library::setCursor(qint64 game, int cursor, const GameState &atCursor) {
    Transaction t(m_connection);
    t.claim(game, m_revisions);
    t.exec(
        QStringLiteral("UPDATE games SET cursor = ?, updated = ?, standing = ?, amendment = NULL "
                       "WHERE id = ?"),
        {cursor, now(), compact(Standing::of(atCursor).toJson()), game});
    return t.commit();
}

QString Library::setCursor(qint64 game, int cursor) {
    Transaction t(m_connection);
    t.claim(game, m_revisions);
    t.exec(
        QStringLiteral("UPDATE games SET cursor = ?, updated = ?, amendment = NULL WHERE id = ?"),
        {cursor, now(), game});
    return t.commit();
}

QString Library::setDraft(qint64 game, const QJsonObject &draft) {
    Transaction t(m_connection);
    t.exec(QStringLiteral("UPDATE games SET draft = ? WHERE id = ?"),
           {draft.isEmpty() ? QVariant() : QVariant(compact(draft)), game});
    return t.commit();
}

// A game's JSON column (`column` is one of ours, never the caller's text); empty when NULL.
QJsonObject Library::gameJson(qint64 game, const char *column) const {
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!run(query, QStringLiteral("SELECT %1 FROM games WHERE id = ?").arg(QLatin1String(column)),
             {game}) ||
        !query.next() || query.value(0).isNull())
        return {};
    return parse(query.value(0).toString());
}

QJsonObject Library::draft(qint64 game) const {
    return gameJson(game, "draft");
}

QString Library::setPhones(qint64 game, const QJsonObject &phones) {
    Transaction t(m_connection);
    t.exec(QStringLiteral("UPDATE games SET phones = ? WHERE id = ?"),
           {phones.isEmpty() ? QVariant() : QVariant(compact(phones)), game});
    return t.commit();
}

QJsonObject Library::phones(qint64 game) const {
    // A library read as it stands (read-only) before version 7 keeps no phones.
    return m_version < 7 ? QJsonObject() : gameJson(game, "phones");
}

QJsonObject Library::amendment(qint64 game) const {
    // A library read as it stands (read-only) before version 6 keeps no amendment.
    return m_version < 6 ? QJsonObject() : gameJson(game, "amendment");
}

std::optional<Journal> Library::loadJournal(qint64 game, const Catalog &catalog, QString *error,
                                            QString *warning) const {
    const auto fail = [error](const QString &message) -> std::optional<Journal> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    // The revision before the entries: a change landing between the two reads makes this
    // library's next write to the game refused, never accepted onto entries it has not seen.
    const qint64 revision = storedRevision(game);
    const auto summary = this->game(game);
    if (!summary)
        return fail(Text::tr("There is no game %1 in the library.").arg(game));
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!run(query, QStringLiteral("SELECT action FROM entries WHERE game = ? ORDER BY seq"),
             {game}))
        return fail(query.lastError().text());
    QJsonArray entries;
    while (query.next())
        entries.append(parse(query.value(0).toString()));
    QString problem;
    auto journal = Journal::fromJson(entries, summary->cursor, catalog, &problem);
    if (!journal)
        return fail(Text::tr("The game \"%1\" cannot be replayed: %2").arg(summary->name, problem));
    m_revisions[game] = revision;
    // The stored summaries say what the table looked like; a replay that differs (rules changed
    // since) still opens, with a word to check the table. Summaries of another shape of state
    // say nothing either way.
    if (run(query,
            QStringLiteral(
                "SELECT seq, state FROM summaries WHERE game = ? AND version = ? ORDER BY seq"),
            {game, summaryVersion})) {
        while (query.next()) {
            const int seq = query.value(0).toInt();
            if (seq <= journal->size() &&
                journal->stateAfter(seq).toJson() != parse(query.value(1).toString())) {
                if (warning)
                    *warning =
                        Text::tr("The game \"%1\" replays differently from what was saved at "
                                 "entry %2 (it was saved by a version with other rules): check "
                                 "the table against the app.")
                            .arg(summary->name)
                            .arg(seq);
                break;
            }
        }
    }
    return journal;
}

QString Library::rename(qint64 game, const QString &name) {
    if (name.trimmed().isEmpty())
        return Text::tr("A game needs a name.");
    Transaction t(m_connection);
    t.exec(QStringLiteral("UPDATE games SET name = ? WHERE id = ?"), {name.trimmed(), game});
    t.exec(QStringLiteral("UPDATE campaigns SET name = ? WHERE id = (SELECT campaign FROM games "
                          "WHERE id = ?)"),
           {name.trimmed(), game});
    return t.commit();
}

std::optional<qint64> Library::duplicate(qint64 game, QString *error) {
    const auto source = this->game(game);
    if (!source || source->campaign) {
        if (error)
            *error =
                source ? Text::tr("\"%1\" is a campaign: export it and import the file for a copy.")
                             .arg(source->name)
                       : Text::tr("There is no game %1 in the library.").arg(game);
        return std::nullopt;
    }
    Transaction t(m_connection);
    const QString stamp = now();
    t.exec(
        QStringLiteral("INSERT INTO games (name, created, updated, cursor, standing) SELECT ?, ?, "
                       "?, cursor, standing FROM games WHERE id = ?"),
        {Text::tr("%1 (copy)").arg(source->name), stamp, stamp, game});
    const qint64 id = t.query().lastInsertId().toLongLong();
    t.exec(QStringLiteral("INSERT INTO entries (game, seq, action) SELECT ?, seq, action FROM "
                          "entries WHERE game = ?"),
           {id, game});
    t.exec(QStringLiteral("INSERT INTO summaries (game, seq, state, version) SELECT ?, seq, "
                          "state, version FROM summaries WHERE game = ?"),
           {id, game});
    const QString problem = t.commit();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return id;
}

namespace {
// The game and, when it is a campaign's Act, every Act of its campaign.
const QString gameOrItsCampaign =
    QStringLiteral("(id = ? OR campaign = (SELECT campaign FROM games WHERE id = ?))");
} // namespace

QString Library::remove(qint64 game) {
    Transaction t(m_connection);
    t.exec(QStringLiteral("UPDATE games SET deleted = ? WHERE ") + gameOrItsCampaign,
           {now(), game, game});
    return t.commit();
}

QString Library::restore(qint64 game) {
    Transaction t(m_connection);
    t.exec(QStringLiteral("UPDATE games SET deleted = NULL WHERE ") + gameOrItsCampaign,
           {game, game});
    return t.commit();
}

void Library::purgeDeleted(const QDateTime &now) {
    Transaction t(m_connection);
    t.exec(QStringLiteral("DELETE FROM games WHERE deleted IS NOT NULL AND deleted < ?"),
           {now.addDays(-deletedKeptDays).toUTC().toString(Qt::ISODate)});
    t.exec(QStringLiteral("DELETE FROM campaigns WHERE id NOT IN (SELECT campaign FROM games "
                          "WHERE campaign IS NOT NULL)"));
    t.commit();
}

std::optional<GameFile> Library::gameFile(qint64 game, QString *error) const {
    const auto summary = this->game(game);
    if (!summary) {
        if (error)
            *error = Text::tr("There is no game %1 in the library.").arg(game);
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    GameFile file{summary->name, summary->created, summary->updated, summary->cursor, {}};
    QString problem;
    if (!run(query, QStringLiteral("SELECT action FROM entries WHERE game = ? ORDER BY seq"),
             {game}, &problem)) {
        if (error)
            *error =
                Text::tr("The game \"%1\" could not be read (%2).").arg(summary->name, problem);
        return std::nullopt;
    }
    while (query.next())
        file.entries.append(parse(query.value(0).toString()));
    return file;
}

std::optional<QJsonObject> Library::exportGame(qint64 game, QString *error) const {
    const auto file = gameFile(game, error);
    return file ? std::optional(gameFileToJson(withSecretsWithheld(*file))) : std::nullopt;
}

QString Library::importedName(const QString &name) const {
    // An import beside what it was exported from can be told apart from it.
    const QList<GameSummary> present = games(true);
    const bool taken = std::any_of(present.begin(), present.end(),
                                   [&](const GameSummary &g) { return g.name == name; });
    return taken ? Text::tr("%1 (imported)").arg(name) : name;
}

std::optional<qint64> Library::importGame(const QJsonObject &json, const Catalog &catalog,
                                          QString *error) {
    const auto read = readGameFile(json, catalog, error);
    if (!read)
        return std::nullopt;
    const auto &[file, journal] = *read;
    const QString name = importedName(file.name);
    Transaction t(m_connection);
    const qint64 id = insertGame(t, name, file, journal, QVariant());
    return committedNewGame(t, id, error);
}

void Library::limitPages(int pages) {
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    run(query, QStringLiteral("PRAGMA max_page_count = %1").arg(pages));
}

} // namespace arcs
