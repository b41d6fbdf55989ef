// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"
#include "state/Board.h"

#include <QList>

// The Intermission after Acts I and II (rulebook "Intermission", steps A-F): what the app
// computes. Each step is a pure function so the step-by-step screen can show it before the
// table applies it.
namespace arcs {

class Catalog;

struct FateOutcome {
    int power = 0;
    ObjectiveOutcome objective = ObjectiveOutcome::Completed;
    int marker = 0; // the objective marker's space on the Power track
};

// A. Resolve Fate: a failed objective loses Power equal to the marker's space.
int powerAfterResolvingFate(const FateOutcome &fate);

// B. Clear Court: every card in the Court row but the Imperial Council back to the Court deck,
// their agents back to their players (agents off cards are in the supply), the discard scrapped.
Board afterClearingCourt(const Board &board, const Catalog &catalog);

// C. Clear Pieces: Trophies and Captives back to their owners, and with two players the
// resources on the ambition boxes back to the supply. (The Trust and frozen resources are the
// campaign state's, cleared with it.)
Board afterClearingPieces(const Board &board);

// D. Repair & Destroy: damaged Blight repaired; every damaged ship and building, Imperial and
// Free included, and every damaged Flagship Upgrade and Armor destroyed; then every building in
// a system with Blight and no ships (a Flagship is a ship: `flagshipThere`).
SystemState afterRepairAndDestroy(const SystemState &system, bool flagshipThere);
Board afterRepairAndDestroy(const Board &board);

// E. The initiative goes to the most Power; a tie goes to the tied player first in turn order
// from the current holder. `power` is by seat.
int initiativeToMostPower(const QList<int> &power, int holder);
// E. Above 1 Power a player loses half, rounding to lose less (7 -> 4).
int halvedPower(int power);

// F. The Fate cards a player draws: 1 after completing the objective, 2 after failing it;
// B Fates after Act I, C Fates after Act II.
struct FateDraw {
    int cards = 0;
    FateLetter letter = FateLetter::B;
    bool operator==(const FateDraw &) const = default;
};
FateDraw fateDraw(int act, ObjectiveOutcome objective);

// "A. Resolve Fate" … "F. Choose Fate": step 0 to 5, as the screens and the log name them.
QString intermissionStepTitle(int step);

// The whole Intermission, as the CLI and the tests see it.
struct IntermissionInput {
    int act = 1;
    int initiative = 0;
    QList<FateOutcome> players; // by seat
    Board board;                // the systems; the areas give the player count
};

struct IntermissionResult {
    QList<int> power;        // after steps A and E
    QList<FateDraw> draws;   // step F
    int initiative = 0;      // step E
    Board board;             // after steps B, C and D
    QList<int> placingShips; // seats left with no ships or starports: they place ships at a gate
};

// Why the input is not an Intermission the rules know, or empty.
QString intermissionProblem(const IntermissionInput &input, const Catalog &catalog);
// Precondition: intermissionProblem is empty.
IntermissionResult intermission(const IntermissionInput &input, const Catalog &catalog);

} // namespace arcs
