// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryLock.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>

namespace {
constexpr int unreadableLockSecs = 10;
} // namespace

LibraryLock::LibraryLock() = default;
LibraryLock::~LibraryLock() = default;

QString LibraryLock::canonicalPath(const QString &path) {
    const QFileInfo file(path);
    if (const QString existing = file.canonicalFilePath(); !existing.isEmpty())
        return existing;
    // A new library: its folder's own name, if the folder is there yet.
    const QString folder = QFileInfo(file.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? file.absoluteFilePath() : QDir(folder).filePath(file.fileName());
}

LibraryLock::Outcome LibraryLock::take(const QString &path) {
    const QString absolute = canonicalPath(path);
    if (m_lock && absolute == m_path)
        return Outcome::Taken;
    QDir().mkpath(QFileInfo(absolute).absolutePath()); // a new library's folder, as open() would
    auto lock = std::make_unique<QLockFile>(absolute + QStringLiteral(".lock"));
    // Held as long as its process runs, however long the evening: only a lock whose process
    // has gone is stale.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        m_lock = std::move(lock);
        m_path = absolute;
        return Outcome::Taken;
    }
    if (lock->error() != QLockFile::LockFailedError)
        return Outcome::Unlockable;
    QString host;
    QString application;
    if (lock->getLockInfo(&m_holder, &host, &application))
        return Outcome::HeldElsewhere;
    // A lock that names nobody (cut short as it was written: the disk filled, the machine
    // went down) is nobody's once it is older than any lock being written now.
    const QFileInfo file(absolute + QStringLiteral(".lock"));
    if (file.lastModified().secsTo(QDateTime::currentDateTime()) > unreadableLockSecs &&
        lock->removeStaleLockFile() && lock->tryLock(0)) {
        m_lock = std::move(lock);
        m_path = absolute;
        return Outcome::Taken;
    }
    m_holder = 0;
    return Outcome::HeldElsewhere;
}

void LibraryLock::release() {
    m_lock.reset();
    m_path.clear();
}
