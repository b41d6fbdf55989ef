// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameFile.h"
#include "entries/Entry.h"
#include "journal/Journal.h"
#include "state/IntermissionChoices.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <map>
#include <optional>

namespace arcs::librarySql {
class Transaction;
}

namespace arcs {

class Catalog;

// Where a game stands at its cursor, for the games list: the chapter, each seat's Power, and
// the winner once there is one.
struct Standing {
    int chapter = 0;
    QList<int> power;
    std::optional<int> winner;
    bool over = false; // the game, or a campaign's Act (an Intermission next), is over
    bool operator==(const Standing &) const = default;
    static Standing of(const GameState &state);
    QJsonObject toJson() const;
    static std::optional<Standing> fromJson(const QJsonObject &json);
};

struct GameSummary {
    qint64 id = 0;
    QString name;
    QDateTime created;
    QDateTime updated;
    int entries = 0;
    int cursor = 0;
    QString setupCard;
    QStringList players;
    std::optional<QDateTime> deleted; // deleted games are kept for a while, then purged
    std::optional<Standing> standing; // none for games kept before the library held it
    // An Act of a campaign: the campaign (whose name the game goes by) and the Act.
    std::optional<qint64> campaign;
    int act = 0;
};

// A campaign in the library: its Acts' games in order, and the Intermissions after them as far
// as the table has come.
struct CampaignRecord {
    qint64 id = 0;
    QString name;
    QDateTime created;
    QDateTime updated;
    QList<qint64> acts;
    QList<IntermissionChoices> intermissions; // intermissions[i] follows acts[i]
};

// One SQLite library file (Qt SQL, rollback journal) holding every game: its journal of entries,
// the undo cursor, and state summaries to check replays against. Every change is one transaction,
// committed before the caller goes on. A file that cannot be used is left untouched.
class Library {
public:
    static constexpr int schemaVersion = 7;
    // The shape of a stored state summary (GameState::toJson): bumped whenever the state gains
    // a field, so that summaries of another shape are rewritten rather than compared.
    static constexpr int summaryVersion = 2;
    static constexpr int summaryEvery = 64; // entries between stored state summaries
    static constexpr int backupsKept = 10;
    static constexpr int deletedKeptDays = 30;

    enum class Access { ReadWrite, ReadOnly };
    // Opens (or creates) the library at `path`. On failure returns nullopt and says what is
    // wrong with which file; an existing file is not written to. A read-only library (a copy
    // on a read-only disk, say) shows its games and refuses every change.
    static std::optional<Library> open(const QString &path, QString *error,
                                       Access access = Access::ReadWrite);
    Library(Library &&other) noexcept;
    Library &operator=(Library &&other) noexcept;
    Library(const Library &) = delete;
    Library &operator=(const Library &) = delete;
    ~Library();

    QString path() const { return m_path; }
    // The user's library, shared by arcs-companion and arcs-cli: the file the app was last
    // pointed at (after restoring a backup), else library.sqlite in the app's data folder.
    static QString defaultPath();
    // Qt's SQLite driver, a plugin loaded on first use, loaded ahead of open() (at start-up, on
    // another thread while the window's types load).
    static void loadDriver();
    static void rememberPath(const QString &path);

    // Games and campaigns, a campaign listed once as the Act it is at.
    QList<GameSummary> games(bool withDeleted = false) const;
    std::optional<GameSummary> game(qint64 id) const;
    // The game played last, if it still exists.
    std::optional<qint64> lastGame() const;
    // Remembers the game played last; the same game again writes nothing.
    QString setLastGame(qint64 id);

    // A new game whose journal starts with `start`. Returns its id, or nullopt with the reason.
    std::optional<qint64> createGame(const QString &name, const Entry &start, QString *error);
    // Every change to a game's journal (appendEntry, setCursor, and the Intermission after an
    // Act, addAct) is refused when the game changed in the file since this library last read
    // or wrote it (another window or arcs-cli wrote to it): nothing is written over what this
    // library has not seen. loadJournal reads it again.
    bool changedSinceRead(qint64 game) const;

    // Entry `seq` (0-based) replaces whatever was at seq and after (an undone tail), and the
    // cursor moves just after it. `after` is the state it leads to: kept as the game's standing,
    // and as a summary when one is due (every summaryEvery entries).
    QString appendEntry(qint64 game, int seq, const Entry &entry, const GameState &after);
    // History amended from entry `from` (0-based): the journal's entries from there replace
    // the stored ones, with its cursor, in one step (all of them or nothing). `amendment` is
    // what the table keeps to undo or redo that step (empty: nothing); appendEntry and
    // setCursor forget it.
    QString replaceEntries(qint64 game, int from, const Journal &journal,
                           const QJsonObject &amendment = {});
    QJsonObject amendment(qint64 game) const;
    // The phones let in at a game's table (their devices and seats, as the app writes them),
    // kept with the game; empty when none.
    QString setPhones(qint64 game, const QJsonObject &phones);
    QJsonObject phones(qint64 game) const;
    static bool summaryDue(int seq) { return (seq + 1) % summaryEvery == 0; }
    QString setCursor(qint64 game, int cursor);
    // The same, with where the game stands at the new cursor for the games list.
    QString setCursor(qint64 game, int cursor, const GameState &atCursor);
    // What a screen has typed for this game but not entered (the chapter-end counts), kept
    // so that a relaunch shows it again; an empty object clears it.
    QString setDraft(qint64 game, const QJsonObject &draft);
    QJsonObject draft(qint64 game) const;
    // The game's journal replayed up to its cursor, redo tail included. If the replay differs
    // from a stored summary (the game was saved by a version with other rules), the game still
    // opens and *warning says so.
    std::optional<Journal> loadJournal(qint64 game, const Catalog &catalog, QString *error,
                                       QString *warning = nullptr) const;

    // A new campaign whose Act I starts with `start`: the campaign's id and its Act I game's.
    std::optional<std::pair<qint64, qint64>> createCampaign(const QString &name, const Entry &start,
                                                            QString *error);
    std::optional<CampaignRecord> campaign(qint64 id) const;
    // The campaign a game is an Act of, if any.
    std::optional<CampaignRecord> campaignOf(qint64 game) const;
    // The Intermission after the campaign's Act `afterAct` (1 or 2) as far as the table has come.
    QString setIntermission(qint64 campaign, int afterAct, const IntermissionChoices &choices);
    // The campaign's next Act, starting with `start`; becomes the game played last.
    std::optional<qint64> addAct(qint64 campaign, const Entry &start, QString *error);
    // The start of the campaign's latest Act undone, while nothing was entered after it: that
    // Act goes, and the one before (with its Intermission) is the game played last. Its id, or
    // nullopt with the reason.
    std::optional<qint64> undoLatestActStart(qint64 campaign, QString *error);

    // Renaming, deleting or restoring a campaign's Act does it to the whole campaign.
    QString rename(qint64 game, const QString &name);
    std::optional<qint64> duplicate(qint64 game, QString *error); // not a campaign's Act
    QString remove(qint64 game); // kept for deletedKeptDays, then purged
    QString restore(qint64 game);
    void purgeDeleted(const QDateTime &now);

    // The whole game as a file (docs/FILE-FORMAT.md).
    std::optional<QJsonObject> exportGame(qint64 game, QString *error) const;
    // Checks the whole file first (format, version, every entry replayed); only then adds it.
    std::optional<qint64> importGame(const QJsonObject &file, const Catalog &catalog,
                                     QString *error);

    // A whole campaign as a file (docs/FILE-FORMAT.md).
    std::optional<QJsonObject> exportCampaign(qint64 campaign, QString *error) const;
    // Checks the whole file first (every Act replayed, every Intermission fitting between its
    // Acts); only then adds it. Returns the campaign's id.
    std::optional<qint64> importCampaign(const QJsonObject &file, const Catalog &catalog,
                                         QString *error);

    // A consistent copy of the whole library into `file` (which must not exist); written under
    // another name first, so a failed backup leaves nothing behind.
    QString backupTo(const QString &file) const;
    // The same into `file`, replacing it (if there) only once the copy is whole.
    QString backupOver(const QString &file) const;
    // Today's backup of this library in `folder` (<library name>-YYYY-MM-DD.sqlite) if there is
    // none yet; its oldest beyond backupsKept go. Libraries sharing a folder keep their own.
    QString rotateBackups(const QString &folder, const QDate &today) const;
    // Today's backup made again with the library as it is now, at the end of a session: the
    // one made when it opened holds none of the evening's play. A failed backup leaves the
    // earlier one in place.
    QString refreshBackup(const QString &folder, const QDate &today) const;
    // The backups of the library at `libraryPath` in `folder`, newest first.
    static QStringList backupsIn(const QString &folder, const QString &libraryPath);
    // For fault tests: caps the file at this many pages, as a full disk would stop it growing.
    void limitPages(int pages);

private:
    // Commits `t`, which made `game`: read by this library at revision 0 from then on. The game,
    // or nullopt and *error why (nothing kept).
    std::optional<qint64> committedNewGame(librarySql::Transaction &t, qint64 game, QString *error);
    std::optional<GameFile> gameFile(qint64 game, QString *error) const;
    QJsonObject gameJson(qint64 game, const char *column) const;
    QString importedName(const QString &name) const;
    explicit Library(QString connection, QString path);
    void close();
    qint64 storedRevision(qint64 game) const; // -1 when there is no such game
    QString m_connection;
    QString m_path;
    int m_version = schemaVersion; // older only when read without upgrading (read-only)
    // Each game's revision (games.revision, which counts its changes) as this library last
    // read or wrote it.
    mutable std::map<qint64, qint64> m_revisions;
};

} // namespace arcs
