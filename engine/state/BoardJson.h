// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Board.h"

#include <QJsonObject>

#include <optional>

namespace arcs {

// The board as JSON for people and tools (arcs-cli replay, state summaries): only systems with
// pieces are listed. See docs/FILE-FORMAT.md.
QJsonObject boardToJson(const Board &board);
// Reads what boardToJson wrote, for `players` seats (the table an Intermission leaves for the
// next Act). The limits that last one turn are not written and come back empty. On failure
// returns nullopt and names the first field that is wrong in *error. Only the shape is checked:
// whether the pieces fit the game's limits is limitProblem's (rules/BoardEntries.h).
std::optional<Board> boardFromJson(const QJsonObject &json, int players, QString *error);

// A Fate token: its name alone when it is nobody's, unharmed and unharmable (as earlier files
// wrote every token), else {"name", "loyalTo", "damaged", "harmable"}.
QJsonValue fateTokenToJson(const FateToken &token);
// For a table of `players` seats; on failure returns nullopt and says what is expected in *error.
std::optional<FateToken> fateTokenFromJson(const QJsonValue &json, int players, QString *error);
// A Court card as the table has it: {"id", "name", "kind"}, a Guild card with its "suit" and
// "raidCost" or "protected": true; "deck" unless it is a Fate Set's.
QJsonObject courtCardToJson(const CourtCard &card);
// Only the shape is checked (the id's Fate Set is the entry's to check); on failure returns
// nullopt and says what is expected in *error.
std::optional<CourtCard> courtCardFromJson(const QJsonValue &json, QString *error);
// A Flagship and its board's twelve slots, as a player area and a battle entry write it.
QJsonObject flagshipToJson(const Flagship &flagship);
// On failure returns nullopt and names the field (under `where`) that is wrong in *error.
std::optional<Flagship> flagshipFromJson(const QJsonObject &json, const QString &where,
                                         QString *error);

} // namespace arcs
