// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The games in tests/data, as the engine tests read them (ARCS_TEST_DATA: that folder).

#include "data/Catalog.h"
#include "journal/Journal.h"
#include "store/CampaignFile.h"
#include "store/GameFile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <utility>

namespace arcs::test {

inline QJsonObject readJson(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The golden games (tests/data/golden/NAME.json), each replayed to its cursor, by file name.
inline QList<std::pair<QString, Journal>> goldenGames() {
    const QDir golden(QStringLiteral(ARCS_TEST_DATA "/golden"));
    QList<std::pair<QString, Journal>> games;
    for (const QString &name : golden.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        if (name.endsWith(QLatin1String(".state.json")))
            continue;
        QString error;
        auto game = readGameFile(readJson(golden.filePath(name)), Catalog::builtIn(), &error);
        if (!game)
            qFatal("%s: %s", qPrintable(name), qPrintable(error));
        games.append({name, std::move(game->second)});
    }
    return games;
}

// The campaign fixture (tests/data/campaign-act-two.json): Act I, its Intermission, Act II.
inline std::pair<CampaignFile, QList<Journal>> campaignFixture() {
    QString error;
    auto campaign =
        readCampaignFile(readJson(QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json")),
                         Catalog::builtIn(), &error);
    if (!campaign)
        qFatal("%s", qPrintable(error));
    return std::move(*campaign);
}

} // namespace arcs::test
