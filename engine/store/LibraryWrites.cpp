// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryWrites.h"

#include "Library.h"
#include "journal/Journal.h"

namespace arcs::librarySql {

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
} // namespace arcs::librarySql
