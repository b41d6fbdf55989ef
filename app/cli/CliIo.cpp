// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliIo.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cstdio>

namespace cli {

int fail(const QString &message) {
    QString line = message;
    line.replace(u'\n', u' ');
    std::fprintf(stderr, "arcs-cli: %s\n", qPrintable(line));
    return 2;
}

void printJson(const QJsonObject &json) {
    std::fputs(QJsonDocument(json).toJson(QJsonDocument::Indented).constData(), stdout);
}

std::optional<QJsonObject> readJsonObject(const QString &source, QString *error) {
    QFile file;
    const bool opened = source == QLatin1String("-")
                            ? file.open(stdin, QIODevice::ReadOnly)
                            : (file.setFileName(source), file.open(QIODevice::ReadOnly));
    if (!opened) {
        *error = QStringLiteral("cannot read %1: %2").arg(source, file.errorString());
        return std::nullopt;
    }
    const QByteArray contents = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(contents, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1 is not valid JSON: %2 at offset %3")
                     .arg(source == QLatin1String("-") ? QStringLiteral("the input") : source,
                          parseError.errorString())
                     .arg(parseError.offset);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("the input must be a JSON object");
        return std::nullopt;
    }
    return doc.object();
}

std::optional<QJsonObject> readInputArgument(const QString &command, const QStringList &args,
                                             QString *error) {
    if (args.size() != 1) {
        *error = QStringLiteral("usage: arcs-cli %1 FILE (or - for standard input)").arg(command);
        return std::nullopt;
    }
    return readJsonObject(args.first(), error);
}

} // namespace cli
