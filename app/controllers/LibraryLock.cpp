// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryLock.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace {
constexpr int unreadableLockSecs = 10;

struct Attempt {
    LibraryLock::Outcome outcome = LibraryLock::Outcome::Unlockable;
    std::unique_ptr<QLockFile> lock; // held when the outcome is Taken
    qint64 holder = 0;
};

Attempt lockAt(const QString &lockPath) {
    auto lock = std::make_unique<QLockFile>(lockPath);
    // Held as long as its process runs, however long the evening: only a lock whose process
    // has gone is stale.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0))
        return {LibraryLock::Outcome::Taken, std::move(lock)};
    if (lock->error() != QLockFile::LockFailedError)
        return {};
    Attempt held;
    held.outcome = LibraryLock::Outcome::HeldElsewhere;
    QString host;
    QString application;
    if (lock->getLockInfo(&held.holder, &host, &application))
        return held;
    // A lock that names nobody (cut short as it was written: the disk filled, the machine
    // went down) is nobody's once it is older than any lock being written now.
    const QFileInfo file(lockPath);
    if (file.lastModified().secsTo(QDateTime::currentDateTime()) > unreadableLockSecs &&
        lock->removeStaleLockFile() && lock->tryLock(0))
        return {LibraryLock::Outcome::Taken, std::move(lock)};
    held.holder = 0;
    return held;
}

// The lock of the file itself, or nothing while it does not exist.
QString identityLockPath(const QString &absolute) {
    if (!QFileInfo::exists(absolute))
        return {};
    return QDir::temp().filePath(
        QStringLiteral("arcs-companion-library-%1.lock").arg(LibraryLock::identity(absolute)));
}
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

QString LibraryLock::identity(const QString &path) {
#ifdef Q_OS_UNIX
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) == 0)
        return QStringLiteral("%1-%2").arg(quint64(status.st_dev)).arg(quint64(status.st_ino));
#endif
    return canonicalPath(path);
}

LibraryLock::Outcome LibraryLock::take(const QString &path) {
    const QString absolute = canonicalPath(path);
    const bool sameLibrary = m_lock && absolute == m_path;
    if (sameLibrary && m_fileLock)
        return Outcome::Taken;
    std::unique_ptr<QLockFile> lock;
    if (!sameLibrary) {
        // A new library's folder, as open() would make it.
        QDir().mkpath(QFileInfo(absolute).absolutePath());
        Attempt beside = lockAt(absolute + QStringLiteral(".lock"));
        m_holder = beside.holder;
        if (beside.outcome != Outcome::Taken)
            return beside.outcome;
        lock = std::move(beside.lock);
    }
    std::unique_ptr<QLockFile> fileLock;
    if (const QString fileLockPath = identityLockPath(absolute); !fileLockPath.isEmpty()) {
        Attempt file = lockAt(fileLockPath);
        if (file.outcome == Outcome::HeldElsewhere) {
            m_holder = file.holder;
            return Outcome::HeldElsewhere; // a hard link's window has it
        }
        fileLock = std::move(file.lock); // none where the temporary folder takes no lock
    }
    if (lock) {
        m_lock = std::move(lock);
        m_path = absolute;
    }
    m_fileLock = std::move(fileLock);
    return Outcome::Taken;
}

void LibraryLock::release() {
    m_fileLock.reset();
    m_lock.reset();
    m_path.clear();
}
