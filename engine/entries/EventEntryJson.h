// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"

#include <QJsonObject>

// The journal's spelling of the event entries (see docs/FILE-FORMAT.md).
namespace arcs {

QJsonObject eventEntryToJson(const Entry &event);
bool isEventEntryKind(const QString &kind);
// Precondition: isEventEntryKind(json["action"]).
std::optional<Entry> eventEntryFromJson(const QJsonObject &json, QString *error);

} // namespace arcs
