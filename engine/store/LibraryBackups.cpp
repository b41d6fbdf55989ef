// SPDX-License-Identifier: GPL-3.0-or-later
// The library's backups: a consistent copy made by SQLite, and a day's backup kept in a folder.
#include "Library.h"

#include "LibrarySql.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>

#include <filesystem>

namespace arcs {

using namespace librarySql;

QString Library::backupTo(const QString &file) const {
    if (QFileInfo::exists(file))
        return Text::tr("%1 already exists: choose a new file for the backup.")
            .arg(QDir::toNativeSeparators(file));
    const QString writing = file + QStringLiteral(".part");
    QFile::remove(writing);
    QSqlQuery query(QSqlDatabase::database(m_connection, false));
    QString problem;
    if (!run(query, QStringLiteral("VACUUM INTO ?"), {writing}, &problem) ||
        !QFile::rename(writing, file)) {
        QFile::remove(writing);
        return Text::tr("The backup %1 could not be written (%2).")
            .arg(QDir::toNativeSeparators(file),
                 problem.isEmpty() ? Text::tr("it could not be moved into place") : problem);
    }
    return {};
}

QStringList Library::backupsIn(const QString &folder, const QString &libraryPath) {
    QStringList out;
    const QDir dir(folder);
    // <library name>-YYYY-MM-DD.sqlite (the wildcards built up to keep "??" out of the source)
    const QString pattern =
        QStringLiteral("%1-%2-%3-%3.sqlite")
            .arg(QFileInfo(libraryPath).completeBaseName(), QString(4, u'?'), QString(2, u'?'));
    for (const QString &name : dir.entryList({pattern}, QDir::Files, QDir::Name | QDir::Reversed))
        out << dir.filePath(name);
    return out;
}

namespace {
QString backupFile(const QString &folder, const QString &libraryPath, const QDate &day) {
    return QDir(folder).filePath(
        QStringLiteral("%1-%2.sqlite")
            .arg(QFileInfo(libraryPath).completeBaseName(), day.toString(Qt::ISODate)));
}
} // namespace

QString Library::backupOver(const QString &file) const {
    if (!QFileInfo::exists(file))
        return backupTo(file);
    // Made beside it, then in its place in one step: the old file stays until the new is whole.
    const QString fresh = file + QStringLiteral(".new");
    QFile::remove(fresh);
    if (const QString problem = backupTo(fresh); !problem.isEmpty())
        return problem;
    std::error_code error;
    std::filesystem::rename(fresh.toStdString(), file.toStdString(), error);
    if (error) {
        QFile::remove(fresh);
        return Text::tr("%1 could not be replaced (%2).")
            .arg(QDir::toNativeSeparators(file), QString::fromStdString(error.message()));
    }
    return {};
}

QString Library::refreshBackup(const QString &folder, const QDate &today) const {
    const QString file = backupFile(folder, m_path, today);
    return QFileInfo::exists(file) ? backupOver(file) : rotateBackups(folder, today);
}

QString Library::rotateBackups(const QString &folder, const QDate &today) const {
    if (!QDir().mkpath(folder))
        return Text::tr("The backup folder %1 cannot be made.")
            .arg(QDir::toNativeSeparators(folder));
    const QString file = backupFile(folder, m_path, today);
    if (!QFileInfo::exists(file)) {
        if (const QString problem = backupTo(file); !problem.isEmpty())
            return problem;
    }
    const QStringList backups = backupsIn(folder, m_path);
    for (qsizetype i = backupsKept; i < backups.size(); ++i)
        QFile::remove(backups[i]);
    return {};
}

} // namespace arcs
