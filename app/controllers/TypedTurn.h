// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

#include <QStringList>

#include <optional>

// The entry line's words for the turn under way, for the player whose turn it is:
//   end                      end the turn
//   extra                    +1 action from a card
//   tax 5-hex [player]       a city there (the player's own, else the only Rival's there, or
//                            the named Rival's)
//   build ship|city|starport 5-hex
//   repair [ship|city|starport] 5-hex   (a ship unless named)
//   move 3 1-gate 1-arrow    ships from one system to another (fresh ones first)
// A system is typed as the game names it (1-gate), or as the map does in its language (1-通道).
// The engine still checks the entry; these only read the words.
namespace typed {

bool isTurnCommand(const QString &line);
// Whose the line is to enter: a turn's action the player's whose turn it is, a card (or a
// pass) the player's who plays the next card; none where nobody is to.
std::optional<int> actingSeat(const QString &line, const arcs::GameState &state);
// The entry the line says; nullopt with *error when the words cannot be read.
std::optional<arcs::Entry> readTurnCommand(const QString &line, const arcs::GameState &state,
                                           QString *error);
// What the player whose turn it is could type now, each as the engine accepts it on this
// board: a move, a tax, a build and a repair where there is one, then "end". Empty when no turn
// is under way.
QStringList examples(const arcs::GameState &state, const arcs::Catalog &catalog);
// What the player whose turn it is could take now by tapping rather than typing, as the
// engine accepts it: the Court's + agent (Influence) and Secure where some card of the row
// takes it, and a battle in the first system where they can fight one.
struct TapOptions {
    bool influence = false;
    bool secure = false;
    std::optional<arcs::SystemId> battle;
};
TapOptions tapOptions(const arcs::GameState &state, const arcs::Catalog &catalog);
// The examples in a line, with the map's words for the kinds of system they name where
// those differ from the typed ones.
QString examplesLine(const QStringList &examples);

} // namespace typed
