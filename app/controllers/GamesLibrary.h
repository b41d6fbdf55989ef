// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LibraryLock.h"
#include "Table.h"
#include "models/GameListModel.h"
#include "rules/CampaignLog.h"
#include "store/Library.h"

#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

// The games library the game on the table is saved into, entry by entry: opening the file,
// the games list, open, rename, duplicate, delete and restore, export, import and backups.
// main() makes the app's for its table and gives it to QML (useInQml); tests make their own.
class GamesLibrary : public QObject, public TableKeeper {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(GameListModel *games READ games CONSTANT)
    // The library file games are saved in, and why it cannot be used (empty when it can).
    Q_PROPERTY(QString libraryPath READ libraryPath NOTIFY libraryChanged)
    Q_PROPERTY(QString libraryProblem READ libraryProblem NOTIFY libraryChanged)
    Q_PROPERTY(bool saving READ saving NOTIFY libraryChanged)
    // The newest automatic backup of the library's folder, if any.
    Q_PROPERTY(QString latestBackup READ latestBackup NOTIFY libraryChanged)
    Q_PROPERTY(int deletedKeptDays READ deletedKeptDays CONSTANT)
    // Where the file dialogs open: the folder a file was last exported to, imported or saved
    // from, else Documents, else home; always one that exists.
    Q_PROPERTY(QUrl filesFolder READ filesFolder NOTIFY filesFolderChanged)

public:
    explicit GamesLibrary(Table &table, QObject *parent = nullptr);
    ~GamesLibrary() override;
    static void useInQml(GamesLibrary *library);
    static GamesLibrary *create(QQmlEngine *, QJSEngine *);

    // Read from the library when first asked for (the Games page), then kept up to date.
    GameListModel *games();
    QString libraryPath() const { return m_library ? m_library->path() : m_libraryPath; }
    QString libraryProblem() const { return m_libraryProblem; }
    // Whether the game on the table is being saved entry by entry.
    bool saving() const { return m_library && (m_gameId != 0 || !m_table.hasGame()); }
    // The library's id of the game on the table; 0 while it is not saved.
    qint64 tableGameId() const { return m_gameId; }
    QString latestBackup() const;
    int deletedKeptDays() const { return arcs::Library::deletedKeptDays; }
    // The open library, if any (for fault tests).
    arcs::Library *library() { return m_library ? &*m_library : nullptr; }

    // Opens the library file (creating it if missing), makes today's backup and reopens the
    // game played last. Returns the problem (the file untouched), or empty. A library another
    // running app holds is not opened (openElsewhere() says so): one app keeps a library.
    QString openLibrary(const QString &path);
    // The process of the running app that held the library the last openLibrary() asked for
    // (then nothing was opened); 0 when it was not held elsewhere.
    qint64 openElsewhere() const { return m_openElsewhere; }
    // Puts away what the banner says, once read; a library that cannot be used stays said.
    Q_INVOKABLE void dismissProblem();
    // At exit: today's backup made again with the evening's play, the library file closed and
    // its lock released.
    void closeLibrary();
    Q_INVOKABLE void refreshGames();
    // The library's games, and the game being played in it.
    Q_INVOKABLE QString openGame(qint64 id);
    Q_INVOKABLE QString renameGame(qint64 id, const QString &name);
    Q_INVOKABLE QString duplicateGame(qint64 id);
    Q_INVOKABLE QString deleteGame(qint64 id);
    Q_INVOKABLE QString restoreGame(qint64 id);
    // Files as the file dialogs give them (local file URLs).
    Q_INVOKABLE QString exportGame(qint64 id, const QUrl &file);
    Q_INVOKABLE QString importGame(const QUrl &file);
    Q_INVOKABLE QString backUpLibrary(const QUrl &file);
    // An earlier Act of the campaign on the table (1: Act I), as History lists it read-only:
    // its entries' titles up to where it ended; none for the Act on the table or no such Act.
    Q_INVOKABLE QStringList actHistory(int act) const;
    // The file name an export suggests: the game's name, spelled for any file system.
    Q_INVOKABLE QString fileNameFor(qint64 id) const;
    // A name spelled for any file system ("Friday: the rematch/2" -> "Friday the rematch 2").
    static QString safeFileName(const QString &name);
    // A file as its owner reads it ("/home/ana/Arcs/tuesday.json").
    Q_INVOKABLE QString displayPath(const QUrl &file) const;
    QUrl filesFolder() const;
    // The file dialogs open where this file is next time.
    void useFolderOf(const QUrl &file);
    // Why a file the app is asked to write cannot be that one: the library itself, a file
    // SQLite or the lock keeps beside it, or one of its backups (a save dialog replaced the
    // library with an export, and every game was gone; a cold play-test). Empty otherwise.
    QString refusalToOverwrite(const QUrl &file) const;
    // The campaign whose Act is on the table, as far as the table has come: its earlier Acts
    // from the library, the Act and Intermission on the table as they stand. None outside a
    // saved campaign, or when an earlier Act cannot be read (*problem says why).
    std::optional<arcs::CampaignSoFar> campaignOnTable(QString *problem) const;
    // The phones let in at the table's game, as Phones writes them; kept with the game.
    QJsonObject tablePhones() const;
    QString keepTablePhones(const QJsonObject &phones);
    // Copies the latest backup to a new library file beside the unusable one and opens it.
    Q_INVOKABLE QString useLatestBackup();

    // TableKeeper: every change of the game on the table is saved before it is shown.
    QString keepNewGame(const arcs::Entry &start) override;
    QString keepEntry(int seq, const arcs::Entry &entry, const arcs::GameState &after) override;
    QString keepCursor(int cursor, const arcs::GameState &atCursor) override;
    QString keepDraft(const QJsonObject &draft) override;
    QString keepIntermission(const arcs::IntermissionChoices &choices) override;
    QString keepAmendedJournal(int from, const arcs::Journal &journal,
                               const QJsonObject &amendment) override;
    QString keepActStartUndone() override;

signals:
    void libraryChanged();
    void filesFolderChanged();

private:
    QString keepTableGameIn(arcs::Library &library);
    // A change refused because the game changed in the library since the table read it (in
    // another window, or by arcs-cli): the table reads it again once the refusal is said.
    QString readAgainIfBehind(const QString &problem);
    QString gameName(const arcs::GameSetup &setup) const;

    Table &m_table;
    GameListModel m_games;
    bool m_gamesListed = false; // whether m_games has been asked for
    std::optional<arcs::Library> m_library;
    LibraryLock m_lock;
    qint64 m_openElsewhere = 0;
    QString m_libraryPath;         // the file asked for, kept when it could not be opened
    QString m_libraryProblem;      // why it could not be
    qint64 m_gameId = 0;           // the current game in the library (0: not saved)
    bool m_tableGameSaved = false; // the game on the table is in some library (maybe another)
};
