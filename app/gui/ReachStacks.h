// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReachLayout.h"
#include "ReachPlacer.h"

#include <optional>

// Where each system's stack of pills goes on the drawn Reach, and whether it reads as the
// system's: beside the system's own marks (its disc, ID symbol, building slots) and plainly
// further from every other system's; where there is no such place, a tether from its disc to
// it says whose it is.
namespace ReachLayout {

struct Stack {
    QList<QRectF> pills;   // one per pill, in the system's order
    QLineF tether;         // null where the stack stands beside its system
    QRectF caption;        // the system's word, before the pills where nothing else says whose
    bool laidOver = false; // over other marks, where nothing was clear
};

// The boxes of system `i`'s pills (`system`'s) where they read best, taken from `placer` (its
// discs, ID symbols, slots and controllers' symbols already placed): beside the system if there is
// room, else tethered; a stack two pills wide first, then wider and lower, and only then in smaller
// pills. Where it stood in the `previous` layout first, while it still reads there. Nothing where
// no place reads as the system's.
std::optional<Stack> placeStackReading(const SystemShown &system, qsizetype i,
                                       const QList<SystemMarks> &all, Placer &placer,
                                       const Scale &scale, const Stack &previous);
// Where a stack set apart stood in `previous` (captioned), while that place is still clear;
// nothing for a stack that was not set apart.
std::optional<Stack> placeStackApartAsBefore(const SystemShown &system, qsizetype i,
                                             const QList<SystemMarks> &all, Placer &placer,
                                             const Scale &scale, const Stack &previous);
// A stack the same shape as in `previous` (its counts may differ), exactly where it stood while
// it still reads there (or, set apart, is still clear); nothing for a stack that has grown or
// shrunk, or whose place is taken.
std::optional<Stack> placeStackUnchanged(const SystemShown &system, qsizetype i,
                                         const QList<SystemMarks> &all, Placer &placer,
                                         const Scale &scale, const Stack &previous);
// Where no place reads as the system's: the nearest place that covers nothing, tethered and
// captioned with the system's word (where it stood in `previous` first); else as near as the
// item allows.
Stack placeStackApart(const SystemShown &system, qsizetype i, const QList<SystemMarks> &all,
                      Placer &placer, const Scale &scale, const Stack &previous);

// Whether `box` lies in cluster `cluster`'s wedge of the map, seen from its middle: its middle,
// or (`wholly`) every corner of it, where nothing else says whose it is (a stack beside its
// system, a Blight row on a planet's edge). Beyond the map's rim, where no border is drawn, its
// middle, a little further out.
bool isInWedge(const QRectF &box, int cluster, const Scale &scale, bool wholly = false);

// How far another system's counts keep from a stack: two stacks a third of a pill apart
// between gates 2 and 3 read as one block (a cold play-test).
qreal stackGap(const Scale &scale);

// The map's middle, where the wedges meet: no system's, so no count stands on it.
Taken mapMiddle(const Scale &scale);

// Whether system `i`'s placed stack reads as its own among the whole finished layout.
bool stackReadsAsOwn(const QList<SystemMarks> &marks, qsizetype i, const Scale &scale);

} // namespace ReachLayout
