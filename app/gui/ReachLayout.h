// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QFont>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>

// Where each mark of the drawn Reach sits, decided once for the painting (ReachPainting) and for
// the check that no mark covers another or a planet: a campaign's crowded map must stay
// readable. Coordinates are the map's, its wheel in the square (0, 0, mapSize, mapSize).
namespace ReachLayout {

// A count of pieces on the map: "◆3", "♛1d", "◆⚓"; its owner a player's colour, or none for
// the Empire, the Blight (drawn in its own colour) and nobody's Fate tokens.
struct Pill {
    QString label;
    std::optional<arcs::PlayerColour> owner;
    bool damaged = false;
    bool blight = false;
};

// What the layout needs of a system: where it is and what it shows.
struct SystemShown {
    QString name; // "1-arrow"
    QString word; // as people read it, "1-arrow" or "1-箭頭": the caption of counts set far apart
    int cluster = 0;
    arcs::SystemKind kind = arcs::SystemKind::Gate;
    int buildingSlots = 0;
    QString controllerSymbol; // "" when nobody controls it
    QList<Pill> pills;        // stacked together
    QList<Pill> edgePills;    // the Blight's, on the planet's own edge: no other system's
    bool target = false;      // where to place or move to now: a ring and ⇩
};

// The sizes the map is drawn at: its wheel's side, a pill's height, and the item it is drawn
// in (which clips), in the map's coordinates.
struct Scale {
    qreal mapSize = 0;
    qreal pillSize = 14;
    QRectF area;
    // How much further a mark keeps from another system's marks than from its own, to read as
    // its own system's.
    qreal apart() const { return pillSize / 3; }
    // How far the frame round a captioned stack (its word and its counts) stands off them.
    qreal frameInset() const { return std::max(2.0, pillSize / 8); }
};

struct SystemMarks {
    QString name;
    int cluster = 0;
    bool isGate = false;     // its counts stay in its cluster's wedge of the map's middle
    QRectF disc;             // the planet or gate (round)
    QRectF planetSymbol;     // its printed ID symbol; null at a gate
    QRectF controllerSymbol; // the controller's symbol, at the disc's top right; null if none
    QList<QRectF> buildings; // one per building slot
    QList<QRectF> pills;     // one per pill, in the system's order
    QList<QRectF> edgePills; // one per edge pill, in a row beside the disc's ring
    QLineF tether;           // from the disc's ring to its pills where they stand apart
    QRectF caption;          // the system's word before its pills, where they stand far apart
    QRectF targetRing;       // a target's ring; null if it is none
    QRectF targetArrow;      // a target's ⇩, beside its ring; null if none, or none reads as its
    // No room on the edge that reads as the planet's: the edge pills end its stack.
    bool edgePillsStacked = false;
};

// Each system's marks, in the order given. The planets stay where the map prints them; each
// ID symbol and building row takes the first place beside its disc that covers nothing and
// reads as its planet's (nearer its ring than any other system's, and apart from their printed
// marks), the controller's symbol the first clear corner of its ring (the same places whatever
// stands on the map); then each system's edge pills in a row beside its ring, where they read
// as its own (else in smaller pills, else in its stack); then each system's
// pills take the place nearest outward of it that covers nothing, stays inside the item and
// reads as the system's: beside its marks and plainly further from any other system's, or, where
// no such place is left, joined to its disc by a tether that crosses nothing (and where even
// that is not left, the nearest place that covers nothing, tethered and captioned with the
// system's word); never on the map's
// middle. Last, each target's ⇩ the first clear place beside its ring that reads as its
// planet's, if any (nothing else moves for it). A system's pills stay where they stood in
// `previous` (the layout drawn before, at the same scale) while they still read there.
QList<SystemMarks> layout(const QList<SystemShown> &systems, const Scale &scale,
                          const QList<SystemMarks> &previous = {});
// The pills drawn in `system`'s stack, the layout `marks`: its own, then its edge pills where its
// edge had no room for them.
QList<Pill> stacked(const SystemShown &system, const SystemMarks &marks);
// A target's ⇩ is drawn in this font, and this size, beside a disc this wide.
QFont arrowFont(qreal discWidth);
QSizeF arrowSize(qreal discWidth);
// A controller's symbol is drawn in this font, on a round seal this wide, on a disc this wide.
QFont controllerFont(qreal discWidth);
qreal controllerSealSide(qreal discWidth);

// Every mark of `marks` (the layout of `systems`) that covers another, a planet, or is cut by
// the item's edge, and every ID symbol,
// building row and stack that does not read as its system's, in words ("1-arrow's ♛1 covers
// 1-gate's ◆3"): empty when the map reads cleanly.
QStringList overlaps(const QList<SystemShown> &systems, const QList<SystemMarks> &marks,
                     const Scale &scale);

} // namespace ReachLayout
