// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySql.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlError>
#include <QUrl>

#include <atomic>

namespace arcs::librarySql {

QString newConnectionName() {
    static std::atomic<int> counter{0};
    return QStringLiteral("arcs-library-%1").arg(++counter);
}

QString now() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString compact(const QJsonObject &json) {
    return QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

QJsonObject parse(const QString &text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

bool run(QSqlQuery &query, const QString &sql, const QVariantList &values, QString *error) {
    if (!query.prepare(sql)) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    return true;
}

void readWithoutWriting(QSqlDatabase &db, const QString &path) {
    db.setDatabaseName(QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) +
                       QStringLiteral("?immutable=1"));
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
}

bool isReadOnlyError(const QString &error) {
    return error.contains(QLatin1String("readonly")) ||
           error.contains(QLatin1String("read-only")) ||
           error.contains(QLatin1String("unable to open"));
}

} // namespace arcs::librarySql
