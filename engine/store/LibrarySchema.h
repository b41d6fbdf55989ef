// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>

// The library file's tables, how a new one is made, how an older one is brought up to date,
// and what makes a file unusable.
namespace arcs::librarySchema {

// What is wrong with an existing file, checked on a read-only connection so the file is not
// touched; empty when it is a library this version can use, whose version is then `*version`.
QString existingFileProblem(const QString &path, int *version);
// A new library at `path`, built beside it and moved there once complete; empty on success.
QString createAt(const QString &path);
// Brings the open library `db` from `version` up to Library::schemaVersion, one step at a
// time, each in a transaction; empty on success, else why (the file is left at the last step).
QString upgrade(QSqlDatabase &db, int version);

} // namespace arcs::librarySchema
