// SPDX-License-Identifier: GPL-3.0-or-later
#include "Library.h"

#include "CampaignFile.h"
#include "GameFile.h"
#include "LibrarySchema.h"
#include "LibrarySql.h"
#include "data/Catalog.h"
#include "rules/EntryWords.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
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
    // WAL: a commit is one append, and a process killed mid-write loses at most that commit.
    if (!run(query, QStringLiteral("PRAGMA journal_mode=WAL"), {}, &problem) ||
        !run(query, QStringLiteral("PRAGMA synchronous=FULL"), {}, &problem) ||
        !run(query, QStringLiteral("PRAGMA foreign_keys=ON"), {}, &problem))
        return fail(isReadOnlyError(problem)
                        ? Text::tr("cannot be written: the file or its folder is read-only (%1)")
                              .arg(problem)
                        : Text::tr("cannot be used (%1)").arg(problem));
    if (const QString problem = librarySchema::upgrade(db, version); !problem.isEmpty())
        return fail(problem);
    return library;
}

namespace {

// One transaction: every statement or none.
class Transaction {
public:
    explicit Transaction(const QString &connection)
        : m_db(QSqlDatabase::database(connection, false)), m_query(m_db) {
        m_open = m_db.transaction();
        if (!m_open)
            m_error = m_db.lastError().text();
    }
    ~Transaction() {
        if (m_open)
            m_db.rollback();
    }
    bool exec(const QString &sql, const QVariantList &values = {}) {
        return m_error.isEmpty() && run(m_query, sql, values, &m_error);
    }
    QSqlQuery &query() { return m_query; }
    // Counts a change to `game`, which the writer last saw at revision `seen`: a game changed
    // since (by another window or arcs-cli) refuses the whole transaction.
    // `seen` is kept up to date once the change is committed.
    void claim(qint64 game, std::map<qint64, qint64> &seen) {
        const auto read = seen.find(game);
        if (read == seen.end()) {
            m_moved = true;
            return;
        }
        if (exec(QStringLiteral("UPDATE games SET revision = revision + 1 WHERE id = ? AND "
                                "revision = ?"),
                 {game, read->second}) &&
            m_query.numRowsAffected() != 1)
            m_moved = true;
        m_claimed = &read->second;
    }
    // Empty on success; the database's reason otherwise (and nothing is kept).
    QString commit() {
        if (m_moved)
            return Text::tr("This game was changed elsewhere (in another Arcs Companion window "
                            "or by arcs-cli) since this window read it, so nothing was saved.");
        if (m_error.isEmpty() && !m_db.commit())
            m_error = m_db.lastError().text();
        if (m_error.isEmpty()) {
            m_open = false;
            if (m_claimed)
                ++*m_claimed;
        }
        return m_error.isEmpty()
                   ? QString()
                   : Text::tr("The library could not be written (%1); nothing was changed.")
                         .arg(m_error);
    }

private:
    QSqlDatabase m_db;
    QSqlQuery m_query;
    bool m_open = false;
    bool m_moved = false;
    qint64 *m_claimed = nullptr;
    QString m_error;
};

} // namespace

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

namespace {
// A game just started with `start`, played last; in `campaign` if any.
qint64 insertNewGame(Transaction &t, const QString &name, const Entry &start,
                     const QVariant &campaign) {
    const QString stamp = now();
    // A game just started: nobody has any Power yet (an Act from an Intermission carries it).
    const auto *startGame = std::get_if<StartGame>(&start);
    Standing standing{1, QList<int>(startGame ? startGame->setup.seats.size() : 0, 0), {}};
    if (startGame && startGame->setup.act && startGame->setup.act->carried)
        standing.power = startGame->setup.act->carried->power;
    t.exec(QStringLiteral("INSERT INTO games (name, created, updated, cursor, standing, campaign) "
                          "VALUES (?, ?, ?, 1, ?, ?)"),
           {name, stamp, stamp, compact(standing.toJson()), campaign});
    const qint64 id = t.query().lastInsertId().toLongLong();
    t.exec(QStringLiteral("INSERT INTO entries (game, seq, action) VALUES (?, 0, ?)"),
           {id, compact(entryToJson(start))});
    t.exec(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('lastGame', ?)"), {id});
    return id;
}
} // namespace

std::optional<qint64> Library::createGame(const QString &name, const Entry &start, QString *error) {
    Transaction t(m_connection);
    const qint64 id = insertNewGame(t, name, start, QVariant());
    const QString problem = t.commit();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    m_revisions[id] = 0;
    return id;
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

namespace {
// A secret Fate note leaves the library only when its player allows it: an exported file has
// the rest of the note, its text left out.
GameFile withSecretsWithheld(GameFile file) {
    for (qsizetype i = 0; i < file.entries.size(); ++i) {
        QJsonObject entry = file.entries[i].toObject();
        if (entry.value(QStringLiteral("action")).toString() != QLatin1String("keepFateNote"))
            continue;
        const auto note = FateNote::fromJson(entry.value(QStringLiteral("note")).toObject());
        if (!note)
            continue;
        entry.insert(QStringLiteral("note"), note->forExport().toJson());
        file.entries[i] = entry;
    }
    return file;
}
} // namespace

std::optional<QJsonObject> Library::exportGame(qint64 game, QString *error) const {
    const auto file = gameFile(game, error);
    return file ? std::optional(gameFileToJson(withSecretsWithheld(*file))) : std::nullopt;
}

namespace {
// Adds a checked game file's game (its entries and the summaries due), in `campaign` if any.
qint64 insertGame(Transaction &t, const QString &name, const GameFile &file, const Journal &journal,
                  const QVariant &campaign) {
    t.exec(QStringLiteral("INSERT INTO games (name, created, updated, cursor, standing, campaign) "
                          "VALUES (?, ?, ?, ?, ?, ?)"),
           {name, file.created.toUTC().toString(Qt::ISODate),
            file.updated.toUTC().toString(Qt::ISODate), file.cursor,
            compact(Standing::of(journal.stateAfter(file.cursor)).toJson()), campaign});
    const qint64 id = t.query().lastInsertId().toLongLong();
    for (int seq = 0; seq < file.entries.size(); ++seq) {
        t.exec(QStringLiteral("INSERT INTO entries (game, seq, action) VALUES (?, ?, ?)"),
               {id, seq, compact(file.entries[seq].toObject())});
        if (Library::summaryDue(seq))
            t.exec(QStringLiteral(
                       "INSERT INTO summaries (game, seq, state, version) VALUES (?, ?, ?, ?)"),
                   {id, seq + 1, compact(journal.stateAfter(seq + 1).toJson()),
                    Library::summaryVersion});
    }
    return id;
}

QString intermissionsJson(const QList<IntermissionChoices> &intermissions) {
    QJsonArray out;
    for (const IntermissionChoices &choices : intermissions)
        out.append(choices.toJson());
    return QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact));
}
} // namespace

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
    const QString problem = t.commit();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    m_revisions[id] = 0;
    return id;
}

std::optional<std::pair<qint64, qint64>>
Library::createCampaign(const QString &name, const Entry &start, QString *error) {
    Transaction t(m_connection);
    const QString stamp = now();
    t.exec(QStringLiteral("INSERT INTO campaigns (name, created, updated, intermissions) VALUES "
                          "(?, ?, ?, '[]')"),
           {name, stamp, stamp});
    const qint64 campaign = t.query().lastInsertId().toLongLong();
    const qint64 game = insertNewGame(t, name, start, campaign);
    const QString problem = t.commit();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    m_revisions[game] = 0;
    return std::make_pair(campaign, game);
}

std::optional<CampaignRecord> Library::campaign(qint64 id) const {
    if (m_version < 4)
        return std::nullopt;
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    if (!run(query,
             QStringLiteral(
                 "SELECT name, created, updated, intermissions FROM campaigns WHERE id = ?"),
             {id}) ||
        !query.next())
        return std::nullopt;
    CampaignRecord record{id,
                          query.value(0).toString(),
                          QDateTime::fromString(query.value(1).toString(), Qt::ISODate),
                          QDateTime::fromString(query.value(2).toString(), Qt::ISODate),
                          {},
                          {}};
    const QJsonArray intermissions =
        QJsonDocument::fromJson(query.value(3).toString().toUtf8()).array();
    if (!run(query, QStringLiteral("SELECT id FROM games WHERE campaign = ? ORDER BY id"), {id}))
        return std::nullopt;
    while (query.next())
        record.acts.append(query.value(0).toLongLong());
    const auto actOne = record.acts.isEmpty() ? std::nullopt : game(record.acts[0]);
    const int players = actOne ? int(actOne->players.size()) : 0;
    for (const QJsonValue &choices : intermissions) {
        QString ignored; // written by this library, read back as written
        if (auto read = IntermissionChoices::fromJson(choices.toObject(), players, &ignored))
            record.intermissions.append(*read);
    }
    return record;
}

std::optional<CampaignRecord> Library::campaignOf(qint64 game) const {
    const auto summary = this->game(game);
    return summary && summary->campaign ? campaign(*summary->campaign) : std::nullopt;
}

QString Library::setIntermission(qint64 campaign, int afterAct,
                                 const IntermissionChoices &choices) {
    auto record = this->campaign(campaign);
    if (!record)
        return Text::tr("There is no campaign %1 in the library.").arg(campaign);
    if (afterAct < 1 || afterAct > record->acts.size() || afterAct > 2 ||
        afterAct < record->intermissions.size())
        return Text::tr("The campaign \"%1\" has no Intermission after Act %2 to keep.")
            .arg(record->name)
            .arg(afterAct);
    if (afterAct > record->intermissions.size())
        record->intermissions.append(choices);
    else
        record->intermissions[afterAct - 1] = choices;
    Transaction t(m_connection);
    t.claim(record->acts[afterAct - 1], m_revisions); // the Act it follows
    t.exec(QStringLiteral("UPDATE campaigns SET intermissions = ?, updated = ? WHERE id = ?"),
           {intermissionsJson(record->intermissions), now(), campaign});
    return t.commit();
}

std::optional<qint64> Library::addAct(qint64 campaign, const Entry &start, QString *error) {
    const auto record = this->campaign(campaign);
    const auto *startGame = std::get_if<StartGame>(&start);
    const int act = startGame && startGame->setup.act ? startGame->setup.act->act : 0;
    if (!record || act != record->acts.size() + 1 || record->intermissions.size() != act - 1) {
        if (error)
            *error = record
                         ? Text::tr("The campaign \"%1\" is not ready for Act %2: it has %3 Acts "
                                    "and %4 Intermissions.")
                               .arg(record->name)
                               .arg(act)
                               .arg(record->acts.size())
                               .arg(record->intermissions.size())
                         : Text::tr("There is no campaign %1 in the library.").arg(campaign);
        return std::nullopt;
    }
    Transaction t(m_connection);
    t.claim(record->acts.last(), m_revisions); // the Act it follows
    const qint64 id = insertNewGame(t, record->name, start, campaign);
    t.exec(QStringLiteral("UPDATE campaigns SET updated = ? WHERE id = ?"), {now(), campaign});
    const QString problem = t.commit();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    m_revisions[id] = 0;
    return id;
}

std::optional<qint64> Library::undoLatestActStart(qint64 campaign, QString *error) {
    const auto fail = [error](const QString &message) -> std::optional<qint64> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const auto record = this->campaign(campaign);
    if (!record || record->acts.size() < 2)
        return fail(Text::tr("Only a campaign's Act II or III starts from an Intermission."));
    const qint64 latest = record->acts.last();
    QSqlQuery count(QSqlDatabase::database(m_connection, false));
    if (!run(count, QStringLiteral("SELECT COUNT(*) FROM entries WHERE game = ?"), {latest}) ||
        !count.next() || count.value(0).toInt() != 1)
        return fail(Text::tr("Act %1 has entries after its start: undo them first.")
                        .arg(actWord(int(record->acts.size()))));
    const qint64 previous = record->acts[record->acts.size() - 2];
    Transaction t(m_connection);
    t.claim(latest, m_revisions);
    t.exec(QStringLiteral("DELETE FROM summaries WHERE game = ?"), {latest});
    t.exec(QStringLiteral("DELETE FROM entries WHERE game = ?"), {latest});
    t.exec(QStringLiteral("DELETE FROM games WHERE id = ?"), {latest});
    t.exec(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('lastGame', ?)"),
           {previous});
    t.exec(QStringLiteral("UPDATE campaigns SET updated = ? WHERE id = ?"), {now(), campaign});
    if (const QString problem = t.commit(); !problem.isEmpty())
        return fail(problem);
    m_revisions.erase(latest);
    return previous;
}

std::optional<QJsonObject> Library::exportCampaign(qint64 campaign, QString *error) const {
    const auto record = this->campaign(campaign);
    if (!record) {
        if (error)
            *error = Text::tr("There is no campaign %1 in the library.").arg(campaign);
        return std::nullopt;
    }
    CampaignFile file{record->name, record->created, record->updated, {}, record->intermissions};
    for (qint64 act : record->acts) {
        auto game = gameFile(act, error);
        if (!game)
            return std::nullopt;
        game->name = record->name;
        file.acts.append(withSecretsWithheld(*game));
    }
    for (IntermissionChoices &choices : file.intermissions) {
        for (FateNote &note : choices.notes)
            note = note.forExport();
    }
    return campaignFileToJson(file);
}

std::optional<qint64> Library::importCampaign(const QJsonObject &json, const Catalog &catalog,
                                              QString *error) {
    const auto read = readCampaignFile(json, catalog, error);
    if (!read)
        return std::nullopt;
    const auto &[file, journals] = *read;
    const QString name = importedName(file.name);
    Transaction t(m_connection);
    t.exec(QStringLiteral("INSERT INTO campaigns (name, created, updated, intermissions) VALUES "
                          "(?, ?, ?, ?)"),
           {name, file.created.toUTC().toString(Qt::ISODate),
            file.updated.toUTC().toString(Qt::ISODate), intermissionsJson(file.intermissions)});
    const qint64 id = t.query().lastInsertId().toLongLong();
    for (qsizetype act = 0; act < file.acts.size(); ++act)
        insertGame(t, name, file.acts[act], journals[act], id);
    const QString problem = t.commit();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return id;
}

void Library::limitPages(int pages) {
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    run(query, QStringLiteral("PRAGMA max_page_count = %1").arg(pages));
}

void Library::checkpoint() {
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    run(query, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
}

} // namespace arcs
