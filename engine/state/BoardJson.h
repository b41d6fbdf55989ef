// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Board.h"

#include <QJsonObject>

namespace arcs {

// The board as JSON for people and tools (arcs-cli replay, state summaries): only systems with
// pieces are listed. See docs/FILE-FORMAT.md.
QJsonObject boardToJson(const Board &board);

} // namespace arcs
