// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QString>

// The game's words as people read them in entry titles and refusals (translatable).
namespace arcs {

QString resourceWord(ResourceType type);
// "ship" for 1, "ships" otherwise; likewise cities, starports, agents.
QString pieceWord(Piece piece, int count = 1);

// "I", "II", "III": an Act as the campaign's cards number it.
QString actWord(int act);
// "arrow", "crescent", "hex": a planet ID symbol, as the event die shows it.
QString symbolWord(PlanetSymbol symbol);
// "War", "Peace", "Escalation": the Imperial policy on the Govern the Imperial Reach card.
QString policyWord(ImperialPolicy policy);

} // namespace arcs
