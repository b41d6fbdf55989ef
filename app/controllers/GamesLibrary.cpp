// SPDX-License-Identifier: GPL-3.0-or-later
#include "GamesLibrary.h"

#include "data/Catalog.h"
#include "store/CampaignFile.h"
#include "store/GameFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJSEngine>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <utility>

namespace {

QString localPath(const QUrl &file) {
    return file.isLocalFile() ? file.toLocalFile() : file.toString();
}

QString backupFolderOf(const QString &libraryPath) {
    return QFileInfo(libraryPath).dir().filePath(QStringLiteral("backups"));
}

} // namespace

GamesLibrary::GamesLibrary(Table &table, QObject *parent) : QObject(parent), m_table(table) {
    m_table.setKeeper(this);
}

GamesLibrary::~GamesLibrary() {
    m_table.setKeeper(nullptr);
}

namespace {
GamesLibrary *qmlLibrary = nullptr; // the library main() gave to QML
}

void GamesLibrary::useInQml(GamesLibrary *library) {
    qmlLibrary = library;
}

GamesLibrary *GamesLibrary::create(QQmlEngine *, QJSEngine *) {
    Q_ASSERT(qmlLibrary); // main() gives the library before QML loads
    QJSEngine::setObjectOwnership(qmlLibrary, QJSEngine::CppOwnership);
    return qmlLibrary;
}

QString GamesLibrary::keepNewGame(const arcs::Entry &start) {
    std::optional<qint64> id;
    QString problem;
    const arcs::GameSetup &setup = std::get<arcs::StartGame>(start).setup;
    const int act = setup.act ? setup.act->act : 0;
    if (m_library && act == 1) {
        if (const auto created = m_library->createCampaign(tr("Campaign · %1").arg(gameName(setup)),
                                                           start, &problem))
            id = created->second;
    } else if (m_library && act > 1) {
        // The next Act belongs to the campaign of the Act on the table.
        const auto campaign = m_library->campaignOf(m_gameId);
        if (!campaign)
            return tr("Act %1 continues a campaign, and the game on the table is not one.")
                .arg(act);
        id = m_library->addAct(campaign->id, start, &problem);
        problem = readAgainIfBehind(problem);
    } else if (m_library) {
        id = m_library->createGame(gameName(setup), start, &problem);
    }
    if (!problem.isEmpty())
        return problem;
    m_gameId = id.value_or(0);
    m_tableGameSaved = id.has_value();
    refreshGames();
    emit libraryChanged();
    return {};
}

QString GamesLibrary::keepEntry(int seq, const arcs::Entry &entry, const arcs::GameState &after) {
    return m_library && m_gameId
               ? readAgainIfBehind(m_library->appendEntry(m_gameId, seq, entry, after))
               : QString();
}

QString GamesLibrary::keepAmendedJournal(int from, const arcs::Journal &journal,
                                         const QJsonObject &amendment) {
    return m_library && m_gameId
               ? readAgainIfBehind(m_library->replaceEntries(m_gameId, from, journal, amendment))
               : QString();
}

QString GamesLibrary::keepActStartUndone() {
    const auto campaign = m_library && m_gameId ? m_library->campaignOf(m_gameId) : std::nullopt;
    if (!campaign)
        return tr("Only a saved campaign's Act II or III starts from an Intermission.");
    QString problem;
    const auto previous = m_library->undoLatestActStart(campaign->id, &problem);
    return previous ? openGame(*previous) : readAgainIfBehind(problem);
}

QString GamesLibrary::keepCursor(int cursor, const arcs::GameState &atCursor) {
    return m_library && m_gameId
               ? readAgainIfBehind(m_library->setCursor(m_gameId, cursor, atCursor))
               : QString();
}

QString GamesLibrary::readAgainIfBehind(const QString &problem) {
    if (problem.isEmpty() || !m_library->changedSinceRead(m_gameId))
        return problem;
    const QString said =
        problem + u' ' +
        tr("The table now shows the game as it is saved: enter the change again if it is "
           "still wanted.");
    // After the refusal has reached whoever asked (the table is mid-change until then).
    QMetaObject::invokeMethod(
        this,
        [this, said, game = m_gameId] {
            if (m_library && m_gameId == game && openGame(game).isEmpty()) {
                m_libraryProblem = said;
                emit libraryChanged();
            }
        },
        Qt::QueuedConnection);
    return said;
}

void GamesLibrary::dismissProblem() {
    if (!saving())
        return;
    m_libraryProblem.clear();
    emit libraryChanged();
}

QString GamesLibrary::keepDraft(const QJsonObject &draft) {
    return m_library && m_gameId ? m_library->setDraft(m_gameId, draft) : QString();
}

QString GamesLibrary::keepIntermission(const arcs::IntermissionChoices &choices) {
    if (!m_library || !m_gameId)
        return {};
    const auto campaign = m_library->campaignOf(m_gameId);
    if (!campaign)
        return tr("The game on the table is not a campaign's Act.");
    return readAgainIfBehind(m_library->setIntermission(
        campaign->id, int(campaign->acts.indexOf(m_gameId)) + 1, choices));
}

QString GamesLibrary::openLibrary(const QString &path) {
    m_openElsewhere = 0;
    if (m_lock.take(path) == LibraryLock::Outcome::HeldElsewhere) {
        m_openElsewhere = std::max<qint64>(m_lock.holder(), 1);
        return tr("The library %1 is open in another Arcs Companion window (process %2): use "
                  "that window, or close it first.")
            .arg(QDir::toNativeSeparators(path))
            .arg(m_lock.holder());
    }
    m_library.reset(); // the file in use is closed before another opens
    const bool unsavedGame = m_table.hasGame() && !m_tableGameSaved;
    m_gameId = 0;
    QString problem;
    auto library = arcs::Library::open(path, &problem);
    QString readOnlyNote;
    if (!library && QFileInfo::exists(path)) {
        // A library that cannot be written (a read-only folder or disk) can still be read.
        QString ignored;
        library = arcs::Library::open(path, &ignored, arcs::Library::Access::ReadOnly);
        if (library)
            readOnlyNote = tr("%1 Its games can be opened and exported, but nothing can be "
                              "saved: entries are refused.")
                               .arg(problem);
    }
    if (library)
        m_lock.take(path); // a new library's file exists now: its identity is locked too
    m_libraryPath = path;
    m_libraryProblem = library ? readOnlyNote : problem;
    m_library = std::move(library);
    if (m_library && readOnlyNote.isEmpty()) {
        // Today's backup before anything changes; a failure is said but does not stop play.
        m_libraryProblem = m_library->rotateBackups(backupFolderOf(path), QDate::currentDate());
        m_library->purgeDeleted(QDateTime::currentDateTimeUtc());
    }
    if (m_library) {
        // A game played unsaved joins this library; otherwise the game played last reopens,
        // and a game that belongs to another library leaves the table.
        QString opened;
        if (unsavedGame)
            opened = keepTableGameIn(*m_library);
        else if (const auto last = m_library->lastGame())
            opened = openGame(*last);
        else if (m_table.hasGame()) {
            m_tableGameSaved = false;
            m_table.setJournal(arcs::Journal(m_table.catalog()));
        }
        if (!opened.isEmpty())
            m_libraryProblem = opened;
    }
    refreshGames();
    emit libraryChanged();
    return m_library ? QString() : problem;
}

QString GamesLibrary::keepTableGameIn(arcs::Library &library) {
    const arcs::Journal &journal = m_table.journal();
    const arcs::GameFile file{gameName(m_table.state().setup), QDateTime::currentDateTimeUtc(),
                              QDateTime::currentDateTimeUtc(), journal.cursor(), journal.toJson()};
    QString problem;
    const auto id = library.importGame(arcs::gameFileToJson(file), m_table.catalog(), &problem);
    if (!id)
        return problem;
    m_gameId = *id;
    m_tableGameSaved = true;
    library.setLastGame(*id);
    if (!m_table.draft().isEmpty())
        library.setDraft(*id, m_table.draft());
    return {};
}

void GamesLibrary::closeLibrary() {
    if (m_library) // the evening's play in today's backup
        m_library->refreshBackup(backupFolderOf(m_library->path()), QDate::currentDate());
    m_library.reset();
    m_lock.release();
    m_gameId = 0;
}

QJsonObject GamesLibrary::tablePhones() const {
    return m_library && m_gameId ? m_library->phones(m_gameId) : QJsonObject();
}

QString GamesLibrary::keepTablePhones(const QJsonObject &phones) {
    return m_library && m_gameId ? m_library->setPhones(m_gameId, phones) : QString();
}

QString GamesLibrary::openGame(qint64 id) {
    if (!m_library)
        return m_libraryProblem;
    QString problem;
    QString warning;
    auto journal = m_library->loadJournal(id, m_table.catalog(), &problem, &warning);
    if (!journal)
        return problem;
    m_gameId = id;
    m_tableGameSaved = true;
    m_library->setLastGame(id);
    if (!warning.isEmpty())
        m_libraryProblem = warning;
    // A campaign's Act reopens with the Intermission begun after it, if any.
    const auto campaign = m_library->campaignOf(id);
    const qsizetype act = campaign ? campaign->acts.indexOf(id) : -1;
    m_table.setJournal(std::move(*journal), m_library->draft(id),
                       campaign && act < campaign->intermissions.size()
                           ? std::optional(campaign->intermissions[act])
                           : std::nullopt,
                       m_library->amendment(id));
    refreshGames();
    emit libraryChanged();
    return {};
}

std::optional<arcs::CampaignSoFar> GamesLibrary::campaignOnTable(QString *problem) const {
    const auto campaign = m_library ? m_library->campaignOf(m_gameId) : std::nullopt;
    if (!campaign)
        return std::nullopt;
    arcs::CampaignSoFar soFar{campaign->name, {}, campaign->intermissions};
    for (const qint64 act : campaign->acts) {
        if (act == m_gameId) {
            soFar.acts.append(m_table.state());
            break;
        }
        const auto journal = m_library->loadJournal(act, m_table.catalog(), problem);
        if (!journal)
            return std::nullopt;
        soFar.acts.append(journal->state());
    }
    // The Intermission on the table is newer than the library's until it is kept.
    const qsizetype onTable = soFar.acts.size() - 1;
    soFar.intermissions = soFar.intermissions.mid(0, onTable);
    if (m_table.intermission())
        soFar.intermissions.append(*m_table.intermission());
    return soFar;
}

QString GamesLibrary::gameName(const arcs::GameSetup &setup) const {
    QStringList names;
    for (const arcs::PlayerSeat &seat : setup.seats)
        names << seat.name.trimmed();
    return tr("%1 · %2").arg(QLocale().createSeparatedList(names),
                             QLocale().toString(QDate::currentDate(), QLocale::ShortFormat));
}

GameListModel *GamesLibrary::games() {
    if (!std::exchange(m_gamesListed, true))
        refreshGames();
    return &m_games;
}

void GamesLibrary::refreshGames() {
    if (m_gamesListed)
        m_games.setGames(m_library ? m_library->games(true) : QList<arcs::GameSummary>(), m_gameId);
}

QString GamesLibrary::renameGame(qint64 id, const QString &name) {
    if (!m_library)
        return m_libraryProblem;
    const QString problem = m_library->rename(id, name);
    refreshGames();
    return problem;
}

QString GamesLibrary::duplicateGame(qint64 id) {
    if (!m_library)
        return m_libraryProblem;
    QString problem;
    m_library->duplicate(id, &problem);
    refreshGames();
    return problem;
}

QString GamesLibrary::deleteGame(qint64 id) {
    if (!m_library)
        return m_libraryProblem;
    if (id == m_gameId)
        return tr("This game is on the table: open another game before deleting it.");
    const QString problem = m_library->remove(id);
    refreshGames();
    return problem;
}

QString GamesLibrary::restoreGame(qint64 id) {
    if (!m_library)
        return m_libraryProblem;
    const QString problem = m_library->restore(id);
    refreshGames();
    return problem;
}

QString GamesLibrary::refusalToOverwrite(const QUrl &file) const {
    const QString library = libraryPath();
    if (library.isEmpty())
        return {};
    const QString target = localPath(file);
    const auto same = [&](const QString &own) {
        return QFileInfo::exists(target) && QFileInfo::exists(own)
                   ? LibraryLock::identity(target) == LibraryLock::identity(own) // links too
                   : LibraryLock::canonicalPath(target) == LibraryLock::canonicalPath(own);
    };
    const QStringList suffixes{QString(), QStringLiteral("-journal"), QStringLiteral("-wal"),
                               QStringLiteral("-shm"), QStringLiteral(".lock")};
    const bool libraryFile = std::any_of(suffixes.begin(), suffixes.end(),
                                         [&](const QString &s) { return same(library + s); });
    const bool backup = LibraryLock::canonicalPath(QFileInfo(target).absolutePath()) ==
                        LibraryLock::canonicalPath(backupFolderOf(library));
    if (!libraryFile && !backup)
        return {};
    return tr("%1 is %2: choose another file. Nothing was written.")
        .arg(QDir::toNativeSeparators(target),
             libraryFile ? tr("where the app keeps every game (its library)")
                         : tr("in the folder of the library's daily backups"));
}

QString GamesLibrary::exportGame(qint64 id, const QUrl &file) {
    if (!m_library)
        return m_libraryProblem;
    if (const QString refusal = refusalToOverwrite(file); !refusal.isEmpty())
        return refusal;
    useFolderOf(file);
    QString problem;
    // A campaign's Act exports the whole campaign.
    const auto summary = m_library->game(id);
    const auto json = summary && summary->campaign
                          ? m_library->exportCampaign(*summary->campaign, &problem)
                          : m_library->exportGame(id, &problem);
    if (!json)
        return problem;
    QSaveFile out(localPath(file));
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(QJsonDocument(*json).toJson(QJsonDocument::Indented)) < 0 || !out.commit())
        return tr("%1 could not be written (%2).")
            .arg(QDir::toNativeSeparators(localPath(file)), out.errorString());
    return {};
}

QString GamesLibrary::importGame(const QUrl &file) {
    if (!m_library)
        return m_libraryProblem;
    useFolderOf(file);
    const QString path = localPath(file);
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return tr("%1 cannot be read (%2).").arg(QDir::toNativeSeparators(path), in.errorString());
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(in.readAll(), &parseError);
    QString problem = parseError.error != QJsonParseError::NoError
                          ? tr("it is not JSON (%1 at byte %2)")
                                .arg(parseError.errorString())
                                .arg(parseError.offset)
                          : QString();
    if (problem.isEmpty() && !document.isObject())
        problem = tr("it is not an Arcs Companion game");
    const bool campaign = document.object().value(QStringLiteral("format")).toString() ==
                          QLatin1String(arcs::CampaignFile::format);
    std::optional<qint64> id;
    if (problem.isEmpty())
        id = campaign ? m_library->importCampaign(document.object(), m_table.catalog(), &problem)
                      : m_library->importGame(document.object(), m_table.catalog(), &problem);
    if (!id)
        return tr("%1 cannot be imported: %2.").arg(QDir::toNativeSeparators(path), problem);
    refreshGames();
    return {};
}

QStringList GamesLibrary::actHistory(int act) const {
    const auto campaign = m_library && m_gameId ? m_library->campaignOf(m_gameId) : std::nullopt;
    if (!campaign || act < 1 || act >= campaign->acts.size() || campaign->acts[act - 1] == m_gameId)
        return {};
    QString error;
    const auto journal = m_library->loadJournal(campaign->acts[act - 1], m_table.catalog(), &error);
    QStringList titles;
    for (int entry = 0; journal && entry < journal->cursor(); ++entry)
        titles << journal->title(entry);
    return titles;
}

QString GamesLibrary::safeFileName(const QString &name) {
    static const QRegularExpression unsafe(QStringLiteral("[^\\w\\- ]+"));
    return QString(name).replace(unsafe, QStringLiteral(" ")).simplified();
}

QString GamesLibrary::fileNameFor(qint64 id) const {
    const auto game = m_library ? m_library->game(id) : std::nullopt;
    const QString name = safeFileName(game ? game->name : QString());
    return (name.isEmpty() ? tr("game") : name) + QStringLiteral(".json");
}

QString GamesLibrary::displayPath(const QUrl &file) const {
    return QDir::toNativeSeparators(localPath(file));
}

namespace {
const QString filesFolderKey = QStringLiteral("files/folder");
}

QUrl GamesLibrary::filesFolder() const {
    for (const QString &folder :
         {QSettings().value(filesFolderKey).toString(),
          QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)}) {
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return QUrl::fromLocalFile(folder);
    }
    return QUrl::fromLocalFile(QDir::homePath());
}

void GamesLibrary::useFolderOf(const QUrl &file) {
    QSettings().setValue(filesFolderKey, QFileInfo(localPath(file)).absolutePath());
    emit filesFolderChanged();
}

QString GamesLibrary::backUpLibrary(const QUrl &file) {
    if (!m_library)
        return m_libraryProblem;
    if (const QString refusal = refusalToOverwrite(file); !refusal.isEmpty())
        return refusal;
    useFolderOf(file);
    return m_library->backupOver(localPath(file)); // the dialog confirmed replacing it
}

QString GamesLibrary::latestBackup() const {
    const QString path = libraryPath();
    return path.isEmpty() ? QString()
                          : arcs::Library::backupsIn(backupFolderOf(path), path).value(0);
}

QString GamesLibrary::useLatestBackup() {
    const QString backup = latestBackup();
    if (backup.isEmpty())
        return tr("There is no backup beside %1.").arg(QDir::toNativeSeparators(libraryPath()));
    const QString restored =
        QFileInfo(libraryPath())
            .dir()
            .filePath(
                QStringLiteral("library-restored-%1.sqlite")
                    .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    if (!QFile::copy(backup, restored))
        return tr("The backup could not be copied to %1.").arg(QDir::toNativeSeparators(restored));
    // The user's own library is replaced for good; one named on the command line only now.
    const bool usersLibrary = libraryPath() == arcs::Library::defaultPath();
    // The game on the table may hold entries newer than the backup: it joins the restored
    // library (a copy of it there can be deleted; lost entries could not be found again).
    m_tableGameSaved = false;
    if (const QString problem = openLibrary(restored); !problem.isEmpty())
        return problem;
    if (usersLibrary)
        arcs::Library::rememberPath(restored);
    return {};
}
