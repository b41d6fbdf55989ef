// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

class QLockFile;

// At most one running app keeps a library: a lock file beside it (<library>.lock) names the
// process that holds it, and a lock left by a process that died is taken over. A library
// reached through a hard link has another path but is the same file, so the file itself is
// locked too, by its identity, in the temporary folder. (arcs-cli takes no lock: the library
// refuses any write onto a game that changed since it was read.)
class LibraryLock {
public:
    LibraryLock();
    ~LibraryLock();
    LibraryLock(const LibraryLock &) = delete;
    LibraryLock &operator=(const LibraryLock &) = delete;

    enum class Outcome {
        Taken,         // this process holds the library now (or held it already)
        HeldElsewhere, // another running process holds it: holder() says which
        Unlockable,    // no lock can be made beside it (a read-only folder): go on without
    };
    // Takes the lock of the library at `path`, letting go of the one held before; when it
    // cannot be taken, the one held before is kept. Taken again once a new library's file
    // exists, it locks the file's identity as well.
    Outcome take(const QString &path);
    void release();
    // The process that held the library when take() last found it held elsewhere.
    qint64 holder() const { return m_holder; }
    // The one name of the library at `path`, however it is reached: absolute, with symbolic
    // links to it or to a folder on its way resolved (a link opened a second window on it).
    static QString canonicalPath(const QString &path);
    // The file itself, however it is named: its device and inode where it exists (a hard
    // link has a path of its own), otherwise its canonical path.
    static QString identity(const QString &path);

private:
    std::unique_ptr<QLockFile> m_lock;     // beside the library
    std::unique_ptr<QLockFile> m_fileLock; // by the file's identity, once it exists
    QString m_path;                        // the library whose lock is held
    qint64 m_holder = 0;
};
