#pragma once

#include "actions/Action.h"

#include <QJsonObject>

// The journal's spelling of the board entries (see docs/FILE-FORMAT.md).
namespace arcs {

QJsonObject boardEntryToJson(const Action &action);
bool isBoardEntryKind(const QString &kind);
// Precondition: isBoardEntryKind(json["action"]).
std::optional<Action> boardEntryFromJson(const QJsonObject &json, QString *error);

} // namespace arcs
