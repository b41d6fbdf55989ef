// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/SystemId.h"
#include "data/Vocabulary.h"

#include <QString>

// The game's words as people read them in entry titles and refusals (translatable).
namespace arcs {

struct GameState;
struct MarkerValues;

QString resourceWord(ResourceType type);
// Resources in a list, "Fuel, Relic".
QString resourceList(const QList<ResourceType> &types);
// "ship" for 1, "ships" otherwise; likewise cities, starports, agents.
QString pieceWord(Piece piece, int count = 1);
// "1 ship", "3 ships": a count of pieces (with the measure word a translation needs: 3 艘飛船).
QString countedPieces(Piece piece, int count);
// Words in a list, "a, b, c" (a translation may join them otherwise: a、b、c).
QString listOf(const QStringList &words);
// The players' names in a list, "Ana, Bo".
QString playerList(const GameState &state, const QList<int> &seats);
// "5/3": an ambition marker's side as printed.
QString markerWord(const MarkerValues &values);

// "I", "II", "III": an Act as the campaign's cards number it.
QString actWord(int act);
// "arrow", "crescent", "hex": a planet ID symbol, as the event die shows it.
QString symbolWord(PlanetSymbol symbol);
// "4-hex", "2-gate": a system by its cluster and ID symbol, as typed (a translation names the
// symbol in its words).
QString systemWord(SystemId system);
// "War", "Peace", "Escalation": the Imperial policy on the Govern the Imperial Reach card.
QString policyWord(ImperialPolicy policy);

} // namespace arcs
