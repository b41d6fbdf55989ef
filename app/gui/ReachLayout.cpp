// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachLayout.h"

#include "PiecePen.h"
#include "ReachGeometry.h"

#include <QFontMetricsF>
#include <QLineF>

#include <algorithm>
#include <cmath>
#include <optional>

namespace ReachLayout {

namespace {

constexpr qreal gap = 3;         // between a disc and what is placed beside it
constexpr qreal pillSpacing = 2; // between a stack's groups and rows
constexpr qreal buildingSpacing = 3;
constexpr qreal ringScale = 1.22;       // a controlled system's ring, around its disc
constexpr qreal targetRingScale = 1.45; // a target's, around the controller's

// A placed mark as something later marks keep clear of: a box, or the circle in it.
struct Taken {
    QRectF box;
    bool round = false;
};

bool covers(const QRectF &rect, const Taken &other) {
    // Touching is not covering: half a pixel of antialiasing either side is allowed.
    const QRectF first = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    const QRectF second = other.box.adjusted(0.5, 0.5, -0.5, -0.5);
    if (!first.intersects(second))
        return false;
    if (!other.round)
        return true;
    const QPointF centre = other.box.center();
    const qreal radius = other.box.width() / 2 - 0.5;
    const qreal dx = centre.x() - std::clamp(centre.x(), first.left(), first.right());
    const qreal dy = centre.y() - std::clamp(centre.y(), first.top(), first.bottom());
    return dx * dx + dy * dy < radius * radius;
}

class Placer {
public:
    Placer(const QRectF &area) : m_area(area) {}
    void take(const QRectF &box, bool round = false) { m_taken.append({box, round}); }
    bool isClear(const QRectF &box, const QRectF &except = {}) const {
        if (!m_area.contains(box))
            return false;
        return std::none_of(m_taken.cbegin(), m_taken.cend(), [&](const Taken &taken) {
            return taken.box != except && covers(box, taken);
        });
    }
    // Whether `box` is clear of the marks in `near` and inside the item.
    bool isClearOf(const QRectF &box, const QList<Taken> &near) const {
        return m_area.contains(box) && std::none_of(near.cbegin(), near.cend(),
                                                    [&](const Taken &t) { return covers(box, t); });
    }
    // The marks that reach into `region`: a stack has some two thousand places to try, all
    // within it.
    QList<Taken> near(const QRectF &region) const {
        QList<Taken> out;
        for (const Taken &taken : m_taken)
            if (taken.box.intersects(region))
                out.append(taken);
        return out;
    }
    // The first clear box of `candidates`, else the first inside the item, else the first;
    // taken by the mark. `except`: a mark it is meant to touch.
    QRectF place(const QList<QRectF> &candidates, const QRectF &except = {}) {
        auto chosen = std::find_if(candidates.cbegin(), candidates.cend(),
                                   [&](const QRectF &box) { return isClear(box, except); });
        if (chosen == candidates.cend())
            chosen = std::find_if(candidates.cbegin(), candidates.cend(),
                                  [&](const QRectF &box) { return m_area.contains(box); });
        const QRectF box = chosen == candidates.cend() ? candidates.first() : *chosen;
        take(box);
        return box;
    }

private:
    QRectF m_area;
    QList<Taken> m_taken;
};

QRectF boxAt(QPointF centre, QSizeF size) {
    return {centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(),
            size.height()};
}

// A box of `size` beside the disc, `gap` away: above, below, on its left or on its right.
enum class Side { Above, Below, Left, Right };
QRectF beside(const QRectF &disc, QSizeF size, Side side) {
    const QPointF c = disc.center();
    const qreal r = disc.width() / 2 + gap;
    switch (side) {
    case Side::Above:
        return boxAt({c.x(), c.y() - r - size.height() / 2}, size);
    case Side::Below:
        return boxAt({c.x(), c.y() + r + size.height() / 2}, size);
    case Side::Left:
        return boxAt({c.x() - r - size.width() / 2, c.y()}, size);
    case Side::Right:
        return boxAt({c.x() + r + size.width() / 2, c.y()}, size);
    }
    return {};
}

// The pills flow left to right in a box `boxWidth` wide, a player's own kept together (1 px
// apart); each campaign pill is a group of its own. Boxes from the stack's top left.
QList<QRectF> flow(const QList<Pill> &pills, qreal pillSize, qreal boxWidth) {
    QList<QList<qsizetype>> groups;
    for (qsizetype i = 0; i < pills.size(); ++i) {
        if (!groups.isEmpty() && !pills[i].colour.isEmpty() &&
            pills[groups.last().first()].colour == pills[i].colour)
            groups.last().append(i);
        else
            groups.append(QList<qsizetype>{i});
    }
    QList<QRectF> boxes(pills.size());
    qreal x = 0, y = 0;
    for (const QList<qsizetype> &group : groups) {
        qreal width = -1;
        for (qsizetype pill : group)
            width += PiecePen::pillWidth(pills[pill].label, pillSize) + 1;
        if (x > 0 && x + width > boxWidth) {
            x = 0;
            y += pillSize + pillSpacing;
        }
        qreal left = x;
        for (qsizetype pill : group) {
            boxes[pill] =
                QRectF(left, y, PiecePen::pillWidth(pills[pill].label, pillSize), pillSize);
            left += boxes[pill].width() + 1;
        }
        x += width + pillSpacing;
    }
    return boxes;
}

QRectF bounds(const QList<QRectF> &boxes) {
    QRectF all;
    for (const QRectF &box : boxes)
        all = all.united(box);
    return all;
}

// Where a system's stack of pills may go, nearest first to its place outward of the system
// (away from the map's middle): further out, to either side, round it and at last inward, as
// long as it stays within a disc and a half of the disc's edge. Each place is given to `fits`
// until it takes one.
struct StackPlaces {
    QPointF centre;
    QPointF outward, across; // unit vectors
    QSizeF size;
    qreal start = 0;    // the place outward, just clear of the disc
    qreal furthest = 0; // from the disc's centre

    StackPlaces(const QRectF &disc, QSizeF stack, qreal mapSize)
        : centre(disc.center()), size(stack) {
        QLineF line(QPointF(mapSize / 2, mapSize / 2), centre);
        line.setLength(1);
        outward = {line.dx(), line.dy()};
        across = {-outward.y(), outward.x()};
        // How far the box reaches along the outward direction from its centre.
        const qreal reach =
            (std::abs(outward.x()) * size.width() + std::abs(outward.y()) * size.height()) / 2;
        start = disc.width() / 2 + gap + reach;
        furthest = start + disc.width() * 1.5;
    }
    QRectF region() const {
        return boxAt(centre, {2 * furthest + size.width(), 2 * furthest + size.height()});
    }
    template <typename Fits> std::optional<QRectF> first(Fits fits) const {
        constexpr qreal step = 3;
        // Rings of places ever further from the place outward, each as far in steps.
        for (qreal moved = 0; moved <= start + 2 * furthest; moved += step) {
            for (qreal along = -moved; along <= moved; along += step) {
                const qreal aside = moved - std::abs(along);
                const qreal at = start + along;
                if (at * at + aside * aside > furthest * furthest)
                    continue;
                for (const qreal side : {aside, -aside}) {
                    const QRectF box = boxAt(centre + outward * at + across * side, size);
                    if (fits(box))
                        return box;
                    if (aside == 0)
                        break;
                }
            }
        }
        return std::nullopt;
    }
};

// Which system's disc a stack centred there is nearest, edge to edge: a stack must be plainly
// its own system's.
qsizetype nearestDisc(const QList<SystemMarks> &systems, const QRectF &stack) {
    qsizetype nearest = -1;
    qreal shortest = 0;
    for (qsizetype i = 0; i < systems.size(); ++i) {
        const QRectF &disc = systems[i].disc;
        const qreal distance = QLineF(stack.center(), disc.center()).length() - disc.width() / 2;
        if (nearest < 0 || distance < shortest) {
            nearest = i;
            shortest = distance;
        }
    }
    return nearest;
}

// The boxes of system `i`'s pills where they read best, taken from `placer`.
QList<QRectF> placeStack(const QList<Pill> &pills, qsizetype i, const QList<SystemMarks> &all,
                         Placer &placer, const Scale &scale) {
    QList<QRectF> stack;
    QRectF box;
    // Smaller pills only where the map is too crowded for any other way.
    for (const auto &[height, width] : {std::pair{1.0, 0.125},
                                        {1.0, 0.25},
                                        {1.0, 0.5},
                                        {0.8, 0.125},
                                        {0.8, 0.25},
                                        {0.8, 0.5},
                                        {0.7, 0.125},
                                        {0.7, 0.25},
                                        {0.7, 0.5}}) {
        stack = flow(pills, scale.pillSize * height, scale.mapSize * width);
        const StackPlaces places(all[i].disc, bounds(stack).size(), scale.mapSize);
        const QList<Taken> near = placer.near(places.region());
        if (const std::optional<QRectF> clear = places.first([&](const QRectF &place) {
                return placer.isClearOf(place, near) && nearestDisc(all, place) == i;
            })) {
            box = *clear;
            break;
        }
    }
    if (box.isNull()) { // nowhere clear: the narrow stack as near as the item allows
        stack = flow(pills, scale.pillSize, scale.mapSize * 0.125);
        const StackPlaces places(all[i].disc, bounds(stack).size(), scale.mapSize);
        box = places.first([&](const QRectF &place) { return scale.area.contains(place); })
                  .value_or(bounds(stack).translated(places.centre));
    }
    placer.take(box);
    for (QRectF &pill : stack)
        pill.translate(box.topLeft());
    return stack;
}

} // namespace

QList<SystemMarks> layout(const QList<SystemShown> &systems, const Scale &scale) {
    Placer placer(scale.area);
    QList<SystemMarks> all(systems.size());
    for (qsizetype i = 0; i < systems.size(); ++i) {
        const SystemShown &system = systems[i];
        const bool isGate = system.kind == QLatin1String("gate");
        const QPointF centre =
            ReachGeometry::systemPoint(scale.mapSize, system.cluster, system.kind);
        const qreal diameter = ReachGeometry::diameter(scale.mapSize, isGate);
        all[i].name = system.name;
        all[i].disc = boxAt(centre, {diameter, diameter});
        // Kept clear of the ring a controller puts round it, controlled or not, so that
        // nothing moves when control changes.
        placer.take(boxAt(centre, {diameter * ringScale, diameter * ringScale}), true);
    }
    // What is printed beside each planet: the same places whatever stands on the map.
    for (qsizetype i = 0; i < systems.size(); ++i) {
        if (systems[i].kind == QLatin1String("gate"))
            continue;
        const QRectF &disc = all[i].disc;
        const qreal side = std::max(12.0, disc.width() * 0.28);
        all[i].planetSymbol = placer.place(
            {beside(disc, {side, side}, Side::Above), beside(disc, {side, side}, Side::Left),
             beside(disc, {side, side}, Side::Right), beside(disc, {side, side}, Side::Below)});
    }
    for (qsizetype i = 0; i < systems.size(); ++i) {
        const int count = systems[i].buildingSlots;
        if (count == 0)
            continue;
        const QRectF &disc = all[i].disc;
        const qreal side = std::max(13.0, disc.width() * 0.3);
        const qreal length = count * side + (count - 1) * buildingSpacing;
        const QSizeF row(length, side), column(side, length);
        const QRectF box =
            placer.place({beside(disc, row, Side::Below), beside(disc, column, Side::Right),
                          beside(disc, column, Side::Left), beside(disc, row, Side::Above)});
        const bool across = box.width() >= box.height();
        for (int slot = 0; slot < count; ++slot) {
            const qreal offset = slot * (side + buildingSpacing);
            all[i].buildings.append(across ? QRectF(box.left() + offset, box.top(), side, side)
                                           : QRectF(box.left(), box.top() + offset, side, side));
        }
    }
    for (qsizetype i = 0; i < systems.size(); ++i) {
        if (systems[i].controllerSymbol.isEmpty())
            continue;
        const QRectF &disc = all[i].disc;
        const QFontMetricsF metrics(PiecePen::font(std::max(10.0, disc.width() * 0.3), true));
        const QSizeF size(metrics.horizontalAdvance(systems[i].controllerSymbol), metrics.height());
        const qreal out = disc.width() * 0.12; // on the ring, at its corners
        const QRectF ring =
            boxAt(disc.center(), {disc.width() * ringScale, disc.width() * ringScale});
        all[i].controllerSymbol = placer.place(
            {QRectF(QPointF(disc.right() + out - size.width(), disc.top() - out), size),
             QRectF(QPointF(disc.left() - out, disc.top() - out), size),
             QRectF(QPointF(disc.right() + out - size.width(), disc.bottom() + out - size.height()),
                    size),
             QRectF(QPointF(disc.left() - out, disc.bottom() + out - size.height()), size)},
            ring);
    }
    // The pills last: where they go may depend on their neighbours', nothing else on them.
    // The gates' first, which have the least room; a stack two pills wide first, and where
    // that finds no room, wider and lower, then in smaller pills.
    QList<qsizetype> order;
    for (const bool gates : {true, false})
        for (qsizetype i = 0; i < systems.size(); ++i)
            if ((systems[i].kind == QLatin1String("gate")) == gates && !systems[i].pills.isEmpty())
                order.append(i);
    for (const qsizetype i : order)
        all[i].pills = placeStack(systems[i].pills, i, all, placer, scale);
    // A target's ⇩ last: it comes and goes with a move, and nothing moves for it.
    for (qsizetype i = 0; i < systems.size(); ++i) {
        if (!systems[i].target)
            continue;
        const QRectF &disc = all[i].disc;
        all[i].targetRing =
            boxAt(disc.center(), {disc.width() * targetRingScale, disc.width() * targetRingScale});
        // Above the ring if it is clear, else the first clear place round it, eight ways, close
        // to it then further out.
        const QSizeF size = arrowSize(disc.width());
        const qreal reach = all[i].targetRing.width() / 2 + gap + size.height() / 2;
        QList<QRectF> places;
        for (const qreal distance : {reach, reach + size.height() / 2, reach + size.height()})
            for (int step = 0; step < 8; ++step) {
                const qreal angle = (-90 + 45 * step) * M_PI / 180;
                places.append(boxAt(
                    disc.center() + distance * QPointF(std::cos(angle), std::sin(angle)), size));
            }
        all[i].targetArrow = placer.place(places);
    }
    return all;
}

QFont arrowFont(qreal discWidth) {
    return PiecePen::font(std::max(14.0, discWidth * 0.6), true);
}

QSizeF arrowSize(qreal discWidth) {
    const QFontMetricsF metrics(arrowFont(discWidth));
    return {metrics.horizontalAdvance(QStringLiteral("⇩")), metrics.height()};
}

QStringList overlaps(const QList<SystemShown> &systems, const Scale &scale) {
    enum class Part { Disc, Controller, Other };
    struct Mark {
        QString words; // "1-arrow's ♛1"
        QRectF box;
        qsizetype system;
        Part part;
    };
    QList<Mark> all;
    const QList<SystemMarks> marks = layout(systems, scale);
    for (qsizetype i = 0; i < marks.size(); ++i) {
        const QString &name = marks[i].name;
        all.append({name, marks[i].disc, i, Part::Disc});
        if (!marks[i].planetSymbol.isNull())
            all.append(
                {name + QStringLiteral("'s ID symbol"), marks[i].planetSymbol, i, Part::Other});
        if (!marks[i].controllerSymbol.isNull())
            all.append({name + QStringLiteral("'s controller"), marks[i].controllerSymbol, i,
                        Part::Controller});
        for (qsizetype slot = 0; slot < marks[i].buildings.size(); ++slot)
            all.append({QStringLiteral("%1's slot %2").arg(name).arg(slot + 1),
                        marks[i].buildings[slot], i, Part::Other});
        for (qsizetype pill = 0; pill < marks[i].pills.size(); ++pill)
            all.append({QStringLiteral("%1's %2").arg(name, systems[i].pills[pill].label),
                        marks[i].pills[pill], i, Part::Other});
        if (!marks[i].targetArrow.isNull())
            all.append({name + QStringLiteral("'s ⇩"), marks[i].targetArrow, i, Part::Other});
    }
    QStringList found;
    for (qsizetype i = 0; i < marks.size(); ++i)
        if (!marks[i].pills.isEmpty() && nearestDisc(marks, bounds(marks[i].pills)) != i)
            found << marks[i].name + QStringLiteral("'s pills are nearer another system");
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (!scale.area.contains(all[i].box))
            found << all[i].words + QStringLiteral(" is cut by the map's edge");
        for (qsizetype j = i + 1; j < all.size(); ++j) {
            const Mark &a = all[i], &b = all[j];
            // A controller's symbol sits on its own disc's edge by design, clear of its letter.
            const bool meantToTouch =
                a.system == b.system && a.part == Part::Disc && b.part == Part::Controller;
            const bool covered = a.part == Part::Disc
                                     ? covers(b.box, {a.box, true})
                                     : covers(a.box, {b.box, b.part == Part::Disc});
            if (!meantToTouch && covered)
                found << a.words + QStringLiteral(" covers ") + b.words;
        }
    }
    return found;
}

} // namespace ReachLayout
