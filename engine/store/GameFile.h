// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "journal/Journal.h"

#include <QDateTime>
#include <QJsonObject>

#include <optional>

namespace arcs {

class Catalog;

// One game as a file of its own (export, import, arcs-cli replay): docs/FILE-FORMAT.md.
struct GameFile {
    static constexpr const char *format = "arcs-companion-game";
    static constexpr int version = 2; // 2: turns (endTurn, extraAction, setup.turnsCounted)

    QString name;
    QDateTime created;
    QDateTime updated;
    int cursor = 0;
    QJsonArray entries; // each entry as the journal spells it
};

QJsonObject gameFileToJson(const GameFile &file);

// What every file of the app starts with: its format and version, a name and two dates.
enum class FileKind { Game, Campaign };
struct FileHeader {
    QString name;
    QDateTime created;
    QDateTime updated;
};
// Checks the format (`kind`'s), the version (1 to `newest`), the name and the dates.
std::optional<FileHeader> readFileHeader(const QJsonObject &json, FileKind kind, int newest,
                                         QString *error);
// Checks everything: the format and version, the name, the cursor, and every entry replayed in
// order. On success also gives the replayed journal; on failure says what is wrong.
std::optional<std::pair<GameFile, Journal>> readGameFile(const QJsonObject &json,
                                                         const Catalog &catalog, QString *error);

} // namespace arcs
