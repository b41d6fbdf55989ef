// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QtQml/qqmlregistration.h>

// The game's words as QML reads them: the engine's own enums, `Game.Piece.City`,
// `Game.ResourceType.Fuel`, one type from the engine to the views, never a string to compare.
// (Qt 6.4 registers a foreign namespace when the engine's metatypes are extracted.)
namespace GameWords {
Q_NAMESPACE
QML_FOREIGN_NAMESPACE(arcs)
QML_NAMED_ELEMENT(Game)
} // namespace GameWords
