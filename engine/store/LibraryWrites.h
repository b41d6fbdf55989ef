// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameFile.h"
#include "LibrarySql.h"
#include "entries/Entry.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <map>

namespace arcs {
class Journal;
}

// How the library's files write games (Library.cpp, LibraryCampaigns.cpp): one transaction,
// the rows of a new or an imported game, and a game file fit to leave the library.
namespace arcs::librarySql {

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

// A game just started with `start`, played last; in `campaign` if any.
qint64 insertNewGame(Transaction &t, const QString &name, const Entry &start,
                     const QVariant &campaign);
// Adds a checked game file's game (its entries and the summaries due), in `campaign` if any.
qint64 insertGame(Transaction &t, const QString &name, const GameFile &file, const Journal &journal,
                  const QVariant &campaign);
// A secret Fate note leaves the library only when its player allows it: an exported file has
// the rest of the note, its text left out.
GameFile withSecretsWithheld(GameFile file);

} // namespace arcs::librarySql
