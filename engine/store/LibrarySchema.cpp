// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySchema.h"

#include "Library.h"
#include "LibrarySql.h"

#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>

namespace arcs::librarySchema {

using namespace librarySql;

namespace {

const char *const schema[] = {
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE campaigns (id INTEGER PRIMARY KEY, name TEXT NOT NULL, created TEXT NOT NULL, "
    "updated TEXT NOT NULL, intermissions TEXT NOT NULL)",
    "CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT NOT NULL, created TEXT NOT NULL, "
    "updated TEXT NOT NULL, cursor INTEGER NOT NULL, deleted TEXT, draft TEXT, standing TEXT, "
    "campaign INTEGER REFERENCES campaigns(id), revision INTEGER NOT NULL DEFAULT 0, "
    "amendment TEXT, phones TEXT)",
    "CREATE TABLE entries (game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
    "seq INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (game, seq))",
    "CREATE TABLE summaries (game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
    "seq INTEGER NOT NULL, state TEXT NOT NULL, version INTEGER NOT NULL, "
    "PRIMARY KEY (game, seq))",
};

// Migrations from each earlier library version to the next; index 0 upgrades version 1.
const QList<QStringList> migrations{
    // 1 → 2: summaries say which shape of state they hold (version 1 wrote shape 1).
    {QStringLiteral("ALTER TABLE summaries ADD COLUMN version INTEGER NOT NULL DEFAULT 1")},
    // 2 → 3: a game keeps what a screen has typed but not entered yet (its draft), and where it
    // stands for the games list (filled in as each game is next played).
    {QStringLiteral("ALTER TABLE games ADD COLUMN draft TEXT"),
     QStringLiteral("ALTER TABLE games ADD COLUMN standing TEXT")},
    // 3 → 4: campaigns, whose Acts are games; the Intermissions between them kept with them.
    {QStringLiteral("CREATE TABLE campaigns (id INTEGER PRIMARY KEY, name TEXT NOT NULL, created "
                    "TEXT NOT NULL, updated TEXT NOT NULL, intermissions TEXT NOT NULL)"),
     QStringLiteral("ALTER TABLE games ADD COLUMN campaign INTEGER REFERENCES campaigns(id)")},
    // 4 → 5: a game counts its changes, so that a window whose view of it is behind (another
    // window or arcs-cli wrote since it read) is refused rather than writing over them.
    {QStringLiteral("ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0")},
    // 5 → 6: the last amendment of a game's history, kept to undo (or redo) it as one step after
    // a relaunch too, until the next change.
    {QStringLiteral("ALTER TABLE games ADD COLUMN amendment TEXT")},
    // 6 → 7: the phones the host let in at a game's table, so that a relaunch takes each back
    // to its seat.
    {QStringLiteral("ALTER TABLE games ADD COLUMN phones TEXT")},
};

} // namespace

QString existingFileProblem(const QString &path, int *version) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Text::tr("cannot be read (%1)").arg(file.errorString());
    const QByteArray header = file.read(16);
    file.close();
    if (header.isEmpty())
        return Text::tr(
            "is empty (0 bytes): it is not a library; move it away or choose another file");
    if (header != QByteArray("SQLite format 3\0", 16))
        return Text::tr("is not an Arcs Companion library (it is not an SQLite database)");

    QString problem;
    const QString name = newConnectionName();
    // A process killed mid-commit leaves the file half written beside its rollback journal.
    // SQLite puts the last commit back at the first read of a connection that may write; the
    // read-only check below cannot, and read the half-written file as damaged (tst_killsafe).
    if (QFileInfo(path + QStringLiteral("-journal")).size() > 0) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            if (db.open())
                QSqlQuery(db).exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master"));
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        // Read with its write-ahead log: a process killed mid-checkpoint leaves a main file that
        // is only whole with the log. Where the log cannot be read (a read-only folder), the
        // file as it stands.
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        const bool withLog =
            db.open() && QSqlQuery(db).exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master"));
        if (!withLog) {
            db.close();
            readWithoutWriting(db, path);
        }
        if (!withLog && !db.open()) {
            problem = Text::tr("cannot be opened (%1)").arg(db.lastError().text());
        } else {
            QSqlQuery query(db);
            if (!run(query, QStringLiteral("PRAGMA quick_check")) || !query.next() ||
                query.value(0).toString() != QLatin1String("ok")) {
                const QString detail = query.lastError().text().isEmpty()
                                           ? query.value(0).toString()
                                           : query.lastError().text();
                problem = Text::tr("is damaged (%1)").arg(detail.trimmed());
            } else if (!run(query, QStringLiteral("SELECT key, value FROM meta"))) {
                problem = Text::tr("is an SQLite database but not an Arcs Companion library");
            } else {
                QMap<QString, QString> meta;
                while (query.next())
                    meta.insert(query.value(0).toString(), query.value(1).toString());
                bool ok = false;
                *version = meta.value(QStringLiteral("schemaVersion")).toInt(&ok);
                if (meta.value(QStringLiteral("app")) != QLatin1String(appName) || !ok)
                    problem = Text::tr("is an SQLite database but not an Arcs Companion library");
                else if (*version > Library::schemaVersion)
                    problem = Text::tr("was written by a newer Arcs Companion (library version %1; "
                                       "this one reads up to %2): update the app")
                                  .arg(*version)
                                  .arg(Library::schemaVersion);
                else if (*version < 1)
                    problem = Text::tr("has an unknown library version %1").arg(*version);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return problem;
}

// Built beside its place, a kill or a full disk while it is made never leaves a half-made
// library where the app looks for it.
QString createAt(const QString &path) {
    const QString building = path + QStringLiteral(".new");
    QFile::remove(building);
    QString problem;
    const QString name = newConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(building);
        if (!db.open()) {
            problem = db.lastError().text();
        } else {
            QSqlQuery query(db);
            db.transaction();
            for (const char *statement : schema) {
                if (problem.isEmpty())
                    run(query, QLatin1String(statement), {}, &problem);
            }
            const QString meta = QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)");
            if (problem.isEmpty())
                run(query, meta, {QStringLiteral("app"), QLatin1String(appName)}, &problem);
            if (problem.isEmpty())
                run(query, meta, {QStringLiteral("schemaVersion"), Library::schemaVersion},
                    &problem);
            if (problem.isEmpty() && !db.commit())
                problem = db.lastError().text();
            query.finish();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (problem.isEmpty() && !QFile::rename(building, path))
        problem = Text::tr("it could not be moved into place");
    if (!problem.isEmpty()) {
        QFile::remove(building);
        return Text::tr("cannot be created (%1)").arg(problem);
    }
    return {};
}

QString upgrade(QSqlDatabase &db, int version) {
    Q_ASSERT(migrations.size() == Library::schemaVersion - 1); // a step for each earlier version
    QSqlQuery query(db);
    QString problem;
    for (int from = version; from < Library::schemaVersion; ++from) {
        db.transaction();
        for (const QString &statement : migrations.value(from - 1)) {
            if (!run(query, statement, {}, &problem)) {
                db.rollback();
                return Text::tr("cannot be upgraded from version %1 (%2)").arg(from).arg(problem);
            }
        }
        if (!run(query, QStringLiteral("UPDATE meta SET value = ? WHERE key = 'schemaVersion'"),
                 {from + 1}, &problem) ||
            !db.commit())
            return Text::tr("cannot be upgraded from version %1 (%2)").arg(from).arg(problem);
    }
    return {};
}

} // namespace arcs::librarySchema
