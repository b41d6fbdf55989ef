// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineF>
#include <QList>
#include <QRectF>

#include <functional>
#include <optional>

// What ReachLayout places with: marks already placed, the geometry that tells whether a new one
// covers or comes near them, and the placer that keeps them. The map's coordinates throughout.
namespace ReachLayout {

inline constexpr qreal gap = 3;          // between a disc and what is placed beside it
inline constexpr qreal ringScale = 1.22; // a controlled system's ring, around its disc

// A placed mark as something later marks keep clear of: a box, the circle in it, or a stack's
// tether (the line across the box). `owner`: the system it belongs to, -1 for none.
// `stackApart`: set for a stack, how far another system's stack keeps from it (counts beside
// counts are told apart by a gap; beside another system's disc or slots they need more).
struct Taken {
    Taken(const QRectF &box, bool round = false, qsizetype owner = -1, const QLineF &tether = {},
          std::optional<qreal> stackApart = std::nullopt)
        : box(box), round(round), owner(owner), tether(tether), stackApart(stackApart) {}
    QRectF box;
    bool round;
    qsizetype owner;
    QLineF tether;
    std::optional<qreal> stackApart;
};

QRectF boxAt(QPointF centre, QSizeF size);
// The ring a controller puts round `disc` (drawn or not: marks keep clear of it), as a mark.
Taken ringMark(const QRectF &disc, qsizetype owner = -1);
QRectF bounds(const QList<QRectF> &boxes);
// Whether a segment crosses or touches a rectangle.
bool crosses(const QLineF &line, const QRectF &rect);
// How far a point is from a segment.
qreal distance(QPointF point, const QLineF &line);
// How far apart a box and a mark are, edge to edge (0 when they touch).
qreal distance(const QRectF &box, const Taken &mark);
// Whether a box covers a mark; touching is not covering.
bool covers(const QRectF &rect, const Taken &other);
// Whether a box comes nearer a mark than `reach`.
bool isWithin(const QRectF &box, const Taken &mark, qreal reach);
// A stack's tether as a mark.
Taken tetherMark(const QLineF &tether, qsizetype owner);
// Whether a tether crosses a mark (a disc, a box or another tether).
bool tetherCrosses(const QLineF &tether, const Taken &mark);

// The marks placed so far, inside the item's area.
class Placer {
public:
    explicit Placer(const QRectF &area) : m_area(area) {}
    void take(const QRectF &box, qsizetype owner, bool round = false) {
        m_taken.append({box, round, owner});
    }
    void take(const Taken &taken) { m_taken.append(taken); }
    // Whether `box` is inside the item and covers no mark but `except`.
    bool isClear(const QRectF &box, const QRectF &except = {}) const;
    // Whether `box` is clear of the marks in `near` and inside the item.
    bool isClearOf(const QRectF &box, const QList<Taken> &near) const;
    // The marks that reach into `region`: a stack has some thousands of places to try, all
    // within it.
    QList<Taken> near(const QRectF &region) const;
    // The first clear box of `candidates` that `reads` accepts, else the first clear one, else
    // the first inside the item, else the first; taken by the mark. `except`: a mark it is
    // meant to touch.
    QRectF place(const QList<QRectF> &candidates, qsizetype owner, const QRectF &except = {},
                 const std::function<bool(const QRectF &)> &reads = {});

private:
    QRectF m_area;
    QList<Taken> m_taken;
};

} // namespace ReachLayout
