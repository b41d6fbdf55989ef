// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"

#include <QJsonObject>

// The journal's spelling of the board entries (see docs/FILE-FORMAT.md).
namespace arcs {

QJsonObject boardEntryToJson(const Entry &board);
bool isBoardEntryKind(const QString &kind);
// Precondition: isBoardEntryKind(json["action"]).
std::optional<Entry> boardEntryFromJson(const QJsonObject &json, QString *error);

} // namespace arcs
