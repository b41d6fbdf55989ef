// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

// What the library's files share: its SQL, its connections and its strings' context.
namespace arcs::librarySql {

// The context lupdate and the translator share for the library's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Library)
};

inline constexpr const char *appName = "arcs-companion";

// A connection name of its own for each connection this process opens.
QString newConnectionName();
QString now(); // UTC, ISO 8601
QString compact(const QJsonObject &json);
QJsonObject parse(const QString &text);
// Runs one statement with its values bound in order; false (and the reason) on failure.
bool run(QSqlQuery &query, const QString &sql, const QVariantList &values = {},
         QString *error = nullptr);
// A connection that reads the file as it is and writes nothing anywhere (no lock or WAL
// index files either), so it also works in a read-only folder.
void readWithoutWriting(QSqlDatabase &db, const QString &path);
bool isReadOnlyError(const QString &error);

} // namespace arcs::librarySql
