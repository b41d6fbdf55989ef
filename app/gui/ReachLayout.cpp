// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachLayout.h"

#include "PiecePen.h"
#include "ReachGeometry.h"
#include "ReachPlacer.h"
#include "ReachStacks.h"

#include <QFontMetricsF>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

namespace ReachLayout {

namespace {

constexpr qreal buildingSpacing = 3;
constexpr qreal targetRingScale = 1.45; // a target's ring, around the controller's

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

// The places for a mark printed beside `disc`: first `usual` (a size and a side each, the
// map's usual places), then round the disc in sixteen directions from the first of them, in
// each of their sizes, touching the space kept round it and a step or two further out.
QList<QRectF> placesRound(const QRectF &disc, const QList<std::pair<QSizeF, Side>> &usual) {
    QList<QRectF> places;
    for (const auto &[size, side] : usual)
        places.append(beside(disc, size, side));
    const QPointF start = beside(disc, {1, 1}, usual.first().second).center() - disc.center();
    const qreal first = std::atan2(start.y(), start.x());
    for (const qreal further : {0.0, gap, 2 * gap})
        for (int step = 0; step <= 8; ++step)
            for (const int turn : {step, -step}) {
                const qreal angle = first + turn * M_PI / 8;
                const QPointF out(std::cos(angle), std::sin(angle));
                for (const auto &[size, side] : usual) {
                    const qreal reach =
                        (std::abs(out.x()) * size.width() + std::abs(out.y()) * size.height()) / 2;
                    places.append(boxAt(
                        disc.center() + out * (disc.width() / 2 + gap + further + reach), size));
                }
                if (step == 0 || step == 8)
                    break;
            }
    return places;
}

// Whether marks printed beside system `i`'s planet (its ID symbol, slots, a target's ⇩) read as
// its: each nearer the planet's ring than any other system's, by `nearer` (else
// `scale.apart()`), and that far from the other systems' printed marks.
bool printedAsOwn(const QList<QRectF> &boxes, qsizetype i, const QList<SystemMarks> &all,
                  const Scale &scale, std::optional<qreal> nearer = std::nullopt) {
    return std::all_of(boxes.cbegin(), boxes.cend(), [&](const QRectF &box) {
        const qreal own = distance(box, ringMark(all[i].disc));
        for (qsizetype other = 0; other < all.size(); ++other) {
            if (other == i)
                continue;
            if (distance(box, ringMark(all[other].disc)) < own + nearer.value_or(scale.apart()))
                return false;
            QList<QRectF> printed = all[other].buildings;
            if (!all[other].planetSymbol.isNull())
                printed.append(all[other].planetSymbol);
            for (const QRectF &mark : printed)
                if (distance(box, Taken(mark)) < scale.apart())
                    return false;
        }
        return true;
    });
}

// A row of `pills` `height` tall, from the origin.
QList<QRectF> pillRow(const QList<Pill> &pills, qreal height) {
    QList<QRectF> boxes;
    qreal left = 0;
    for (const Pill &pill : pills) {
        boxes.append(
            QRectF(left, 0, PiecePen::pillWidth(pill.label, height, pill.damaged), height));
        left = boxes.last().right() + 2;
    }
    return boxes;
}

// Boxes of `size` `further` outside the ring kept round `disc`, round it sixteen ways from below
// on its left (the ID symbol stands above, the slots below, the controller's symbol top right).
QList<QRectF> placesOnRing(const QRectF &disc, QSizeF size, qreal further) {
    const QPointF centre = disc.center();
    const qreal ring = disc.width() * ringScale / 2 + 1 + further; // off the drawn ring
    const auto reachesRing = [&](const QRectF &box) {
        const qreal dx = std::max({box.left() - centre.x(), 0.0, centre.x() - box.right()});
        const qreal dy = std::max({box.top() - centre.y(), 0.0, centre.y() - box.bottom()});
        return std::hypot(dx, dy) < ring;
    };
    QList<QRectF> places;
    for (int step = 0; step <= 8; ++step)
        for (const int turn : {step, -step}) {
            const qreal angle = (135 + 22.5 * turn) * M_PI / 180; // y grows down: below left
            const QPointF out(std::cos(angle), std::sin(angle));
            qreal along = ring;
            while (reachesRing(boxAt(centre + out * along, size)))
                along += 0.5;
            places.append(boxAt(centre + out * along, size));
            if (step == 0 || step == 8)
                break;
        }
    return places;
}

// The boxes of system `i`'s `pills` in a row on its planet's edge, beside its ring (touching
// it, or a step off), where they read as its own: nearer its ring than any other system's by a
// whole pill (a third of one, beside 3-gate's ring, read as the gate's; a cold play-test),
// apart from the other systems' edge rows as stacks are, off the map's middle, wholly inside
// its wedge (a row astride a border read as the next cluster's); in smaller pills where they must;
// taken from `placer`. Nothing where no place reads: in stacks, sixteen Blight counts covered Act
// I's map and stood between systems, read as either's (a cold play-test at 1280×720).
std::optional<QList<QRectF>> placeOnEdge(const QList<Pill> &pills, qsizetype i,
                                         const QList<SystemMarks> &all, Placer &placer,
                                         const Scale &scale) {
    const QRectF &disc = all[i].disc;
    const auto apartFromOthers = [&](const QRectF &box) {
        for (qsizetype other = 0; other < i; ++other)
            if (!all[other].edgePills.isEmpty() &&
                isWithin(box, Taken(bounds(all[other].edgePills)), stackGap(scale)))
                return false;
        return true;
    };
    for (const qreal height : {1.0, 0.8, 0.7}) {
        const QList<QRectF> row = pillRow(pills, scale.pillSize * height);
        const auto at = [&](const QRectF &place) {
            QList<QRectF> moved = row;
            for (QRectF &pill : moved)
                pill.translate(place.topLeft());
            return moved;
        };
        // Nearest the planet first: a wide row at a corner touched the ring with a corner of
        // its own and stood off in the next system's way.
        QList<QRectF> round;
        for (const qreal further : {0.0, gap})
            round += placesOnRing(disc, bounds(row).size(), further);
        std::stable_sort(round.begin(), round.end(), [&](const QRectF &a, const QRectF &b) {
            return QLineF(a.center(), disc.center()).length() <
                   QLineF(b.center(), disc.center()).length();
        });
        for (const QRectF &place : round) {
            if (placer.isClear(place) && !covers(place, mapMiddle(scale)) &&
                isInWedge(place, all[i].cluster, scale, true) && apartFromOthers(place) &&
                printedAsOwn(at(place), i, all, scale, scale.pillSize)) {
                placer.take(place, i);
                return at(place);
            }
        }
    }
    return std::nullopt;
}

// The layout, with the Blight of the systems `edgeInStack` in their stacks rather than on
// their edges.
QList<SystemMarks> layoutWith(const QList<SystemShown> &systems, const Scale &scale,
                              const QList<SystemMarks> &previous,
                              const QSet<qsizetype> &edgeInStack) {
    Placer placer(scale.area);
    QList<SystemMarks> all(systems.size());
    for (qsizetype i = 0; i < systems.size(); ++i) {
        const SystemShown &system = systems[i];
        const bool isGate = system.kind == arcs::SystemKind::Gate;
        const QPointF centre =
            ReachGeometry::systemPoint(scale.mapSize, system.cluster, system.kind);
        const qreal diameter = ReachGeometry::diameter(scale.mapSize, isGate);
        all[i].name = system.name;
        all[i].cluster = system.cluster;
        all[i].isGate = isGate;
        all[i].disc = boxAt(centre, {diameter, diameter});
        // Kept clear of the ring a controller puts round it, controlled or not, so that
        // nothing moves when control changes.
        placer.take(ringMark(all[i].disc, i));
    }
    // What is printed beside each planet: the same places whatever stands on the map.
    for (qsizetype i = 0; i < systems.size(); ++i) {
        if (systems[i].kind == arcs::SystemKind::Gate)
            continue;
        const QRectF &disc = all[i].disc;
        const qreal side = std::max(12.0, disc.width() * 0.28);
        const QSizeF symbol(side, side);
        all[i].planetSymbol = placer.place(
            placesRound(disc, {{symbol, Side::Above},
                               {symbol, Side::Left},
                               {symbol, Side::Right},
                               {symbol, Side::Below}}),
            i, {}, [&](const QRectF &box) { return printedAsOwn({box}, i, all, scale); });
    }
    for (qsizetype i = 0; i < systems.size(); ++i) {
        const int count = systems[i].buildingSlots;
        if (count == 0)
            continue;
        const QRectF &disc = all[i].disc;
        const qreal side = std::max(15.0, disc.width() * 0.3);
        const qreal length = count * side + (count - 1) * buildingSpacing;
        const QSizeF row(length, side), column(side, length);
        const auto slotsIn = [&](const QRectF &box) {
            const bool across = box.width() >= box.height();
            QList<QRectF> boxes;
            for (int slot = 0; slot < count; ++slot) {
                const qreal offset = slot * (side + buildingSpacing);
                boxes.append(across ? QRectF(box.left() + offset, box.top(), side, side)
                                    : QRectF(box.left(), box.top() + offset, side, side));
            }
            return boxes;
        };
        all[i].buildings = slotsIn(placer.place(
            placesRound(disc, {{row, Side::Below},
                               {column, Side::Right},
                               {column, Side::Left},
                               {row, Side::Above}}),
            i, {}, [&](const QRectF &box) { return printedAsOwn(slotsIn(box), i, all, scale); }));
    }
    for (qsizetype i = 0; i < systems.size(); ++i) {
        if (systems[i].controllerSymbol.isEmpty())
            continue;
        const QRectF &disc = all[i].disc;
        const qreal side = controllerSealSide(disc.width());
        const QSizeF size(side, side);
        const qreal out = disc.width() * 0.12; // on the ring, at its corners
        const QRectF ring = ringMark(disc).box;
        all[i].controllerSymbol = placer.place(
            {QRectF(QPointF(disc.right() + out - size.width(), disc.top() - out), size),
             QRectF(QPointF(disc.left() - out, disc.top() - out), size),
             QRectF(QPointF(disc.right() + out - size.width(), disc.bottom() + out - size.height()),
                    size),
             QRectF(QPointF(disc.left() - out, disc.bottom() + out - size.height()), size)},
            i, ring);
    }
    // The Blight on its planet's own edge where that reads as the planet's, else in its stack.
    QList<SystemShown> stacking = systems;
    for (qsizetype i = 0; i < systems.size(); ++i) {
        if (systems[i].edgePills.isEmpty())
            continue;
        if (const auto row = edgeInStack.contains(i)
                                 ? std::nullopt
                                 : placeOnEdge(systems[i].edgePills, i, all, placer, scale)) {
            all[i].edgePills = *row;
        } else {
            stacking[i].pills += stacking[i].edgePills;
            all[i].edgePillsStacked = true;
        }
    }
    // The pills last: where they go may depend on their neighbours', nothing else on them.
    // The gates' first, which have the least room; a stack two pills wide first, and where
    // that finds no room, wider and lower, then in smaller pills.
    QList<qsizetype> order;
    for (const bool gates : {true, false})
        for (qsizetype i = 0; i < systems.size(); ++i)
            if ((systems[i].kind == arcs::SystemKind::Gate) == gates &&
                !stacking[i].pills.isEmpty())
                order.append(i);
    const auto stoodBefore = [&](qsizetype i) {
        const bool stood = previous.size() == systems.size() && previous[i].name == all[i].name;
        return stood ? Stack{previous[i].pills, previous[i].tether, previous[i].caption} : Stack();
    };
    // Which stacks of unchanged shape keep their place (`pins`), and whether the stacks that
    // find no place reading as their own are set apart after all the others have theirs (a
    // crowded gate's counts set apart took the place 2-crescent's read at, and sent them onto
    // the map's middle) rather than each in its turn.
    struct Way {
        std::function<bool(qsizetype)> pins;
        bool apartLast;
        bool forgetsWhereTheyStood = false;
    };
    // The stacks laid over other marks, and those that did not keep their place.
    struct Placed {
        int laidOver = 0;
        QList<qsizetype> moved;
    };
    const auto placeStacks = [&](Placer &on, QList<SystemMarks> &into, const Way &way) {
        Placed placed;
        const auto before = [&](qsizetype i) {
            return way.forgetsWhereTheyStood ? Stack() : stoodBefore(i);
        };
        const auto keep = [&](qsizetype i, const Stack &stack) {
            into[i].pills = stack.pills;
            into[i].tether = stack.tether;
            into[i].caption = stack.caption;
            placed.laidOver += stack.laidOver;
        };
        for (const qsizetype i : order) {
            const auto stack = way.pins(i)
                                   ? placeStackUnchanged(stacking[i], i, into, on, scale, before(i))
                                   : std::nullopt;
            if (stack)
                keep(i, *stack);
            else
                placed.moved.append(i);
        }
        QList<qsizetype> apart;
        for (const qsizetype i : placed.moved) {
            // Set apart before: where it stood first, after the others (looking for a place
            // that reads, at every entry, took 20 ms of its frame on Act II at 1280×720).
            if (way.apartLast && !before(i).caption.isNull())
                apart.append(i);
            else if (const auto stack =
                         placeStackReading(stacking[i], i, into, on, scale, before(i)))
                keep(i, *stack);
            else if (way.apartLast)
                apart.append(i);
            else
                keep(i, placeStackApart(stacking[i], i, into, on, scale, before(i)));
        }
        for (const qsizetype i : apart) {
            const Stack stood = before(i);
            auto stack = placeStackApartAsBefore(stacking[i], i, into, on, scale, stood);
            if (!stack && !stood.caption.isNull())
                stack = placeStackReading(stacking[i], i, into, on, scale, stood);
            keep(i, stack ? *stack : placeStackApart(stacking[i], i, into, on, scale, stood));
        }
        return placed;
    };
    // Counts of the same shape first, where they stood: a move at one system sends no other
    // system's counts elsewhere (a set-apart gate's jumped across the map as its neighbours'
    // changed; a play-test). Where that leaves any laid over other marks, the clusters where
    // counts changed placed afresh, the others kept (placed afresh everywhere, a battle at
    // 3-gate shrank the counts of other clusters; a play-test); then every stack, set apart
    // last or each in its turn: the way that lays fewer over.
    const Placer placerBeforeStacks = placer;
    const QList<SystemMarks> marksBeforeStacks = all;
    const Placed kept = placeStacks(placer, all, {[](qsizetype) { return true; }, true});
    QSet<int> clustersChanged, clusters;
    for (const qsizetype i : kept.moved)
        clustersChanged.insert(all[i].cluster);
    for (const SystemMarks &marks : all)
        clusters.insert(marks.cluster);
    const auto elsewhere = [&](qsizetype i) { return !clustersChanged.contains(all[i].cluster); };
    const auto none = [](qsizetype) { return false; };
    QList<Way> ways;
    if (clustersChanged.size() < clusters.size()) // else the same as placing them all afresh
        ways << Way{elsewhere, true};
    // Last, as if nothing had stood anywhere: where every stack of the places before lays one
    // over another (a Blight added at a crowded planet, its row beside its own counts; a cold
    // play-test), the layout is never worse than the map drawn afresh.
    ways << Way{none, true} << Way{none, false} << Way{none, true, true} << Way{none, false, true};
    int fewest = kept.laidOver;
    for (const Way &way : ways) {
        if (fewest == 0)
            break;
        Placer another = placerBeforeStacks;
        QList<SystemMarks> anotherMarks = marksBeforeStacks;
        if (const int laidOver = placeStacks(another, anotherMarks, way).laidOver;
            laidOver < fewest) {
            fewest = laidOver;
            placer = another;
            all = anotherMarks;
        }
    }
    // A target's ⇩ last: it comes and goes with a move, and nothing moves for it.
    for (qsizetype i = 0; i < systems.size(); ++i) {
        if (!systems[i].target)
            continue;
        const QRectF &disc = all[i].disc;
        all[i].targetRing =
            boxAt(disc.center(), {disc.width() * targetRingScale, disc.width() * targetRingScale});
        // Above the ring if it is clear, else the first clear place round it, sixteen ways,
        // touching it: further out, an ⇩ stood apart from everything (a cold play-test).
        const QSizeF size = arrowSize(disc.width());
        const qreal reach = all[i].targetRing.width() / 2 + gap + size.height() / 2;
        QList<QRectF> places;
        for (int step = 0; step < 16; ++step) {
            const qreal angle = (-90 + 22.5 * step) * M_PI / 180;
            places.append(
                boxAt(disc.center() + reach * QPointF(std::cos(angle), std::sin(angle)), size));
        }
        // Only where it reads as its system's: an ⇩ nearer a neighbour pointed at the wrong
        // planet; with no such place the ring alone says it.
        const auto reads = std::find_if(places.cbegin(), places.cend(), [&](const QRectF &box) {
            return placer.isClear(box) && printedAsOwn({box}, i, all, scale);
        });
        if (reads != places.cend()) {
            all[i].targetArrow = *reads;
            placer.take(*reads, i);
        }
    }
    return all;
}

} // namespace

QList<SystemMarks> layout(const QList<SystemShown> &systems, const Scale &scale,
                          const QList<SystemMarks> &previous) {
    QList<SystemMarks> all = layoutWith(systems, scale, previous, {});
    // A system's counts set apart take its Blight with them: a gate's Blight left at the gate
    // and its counts framed across the cluster read as two systems' (a cold play-test).
    QSet<qsizetype> edgeInStack;
    for (qsizetype i = 0; i < all.size(); ++i)
        if (!all[i].caption.isNull() && !all[i].edgePills.isEmpty())
            edgeInStack.insert(i);
    return edgeInStack.isEmpty() ? all : layoutWith(systems, scale, previous, edgeInStack);
}

QList<Pill> stacked(const SystemShown &system, const SystemMarks &marks) {
    return marks.edgePillsStacked ? system.pills + system.edgePills : system.pills;
}

QFont arrowFont(qreal discWidth) {
    return PiecePen::font(std::max(14.0, discWidth * 0.6), true);
}

QSizeF arrowSize(qreal discWidth) {
    // Square: it is turned to point at its planet from whichever side it stands on.
    const QFontMetricsF metrics(arrowFont(discWidth));
    const QRectF ink = metrics.tightBoundingRect(QStringLiteral("⇩"));
    const qreal side = std::max(ink.width(), ink.height()) + 2; // and its outline
    return {side, side};
}

QFont controllerFont(qreal discWidth) {
    return PiecePen::font(std::max(10.0, discWidth * 0.3), true);
}

qreal controllerSealSide(qreal discWidth) {
    return QFontMetricsF(controllerFont(discWidth)).height() * 1.2;
}

QStringList overlaps(const QList<SystemShown> &systems, const QList<SystemMarks> &marks,
                     const Scale &scale) {
    enum class Part { Disc, Controller, Tether, Other };
    struct Mark {
        QString words; // "1-arrow's ♛1"
        QRectF box;
        qsizetype system;
        Part part;
        QLineF tether = {};
    };
    QList<Mark> all;
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
        const QList<Pill> stack = stacked(systems[i], marks[i]);
        for (qsizetype pill = 0; pill < marks[i].pills.size(); ++pill)
            all.append({QStringLiteral("%1's %2").arg(name, stack[pill].label),
                        marks[i].pills[pill], i, Part::Other});
        for (qsizetype pill = 0; pill < marks[i].edgePills.size(); ++pill)
            all.append({QStringLiteral("%1's %2").arg(name, systems[i].edgePills[pill].label),
                        marks[i].edgePills[pill], i, Part::Other});
        if (!marks[i].caption.isNull())
            all.append({name + QStringLiteral("'s caption"), marks[i].caption, i, Part::Other});
        if (!marks[i].tether.isNull())
            all.append({name + QStringLiteral("'s tether"), tetherMark(marks[i].tether, i).box, i,
                        Part::Tether, marks[i].tether});
        if (!marks[i].targetArrow.isNull())
            all.append({name + QStringLiteral("'s ⇩"), marks[i].targetArrow, i, Part::Other});
    }
    QStringList found;
    for (qsizetype i = 0; i < marks.size(); ++i) {
        if (!marks[i].planetSymbol.isNull() &&
            !printedAsOwn({marks[i].planetSymbol}, i, marks, scale))
            found << marks[i].name + QStringLiteral("'s ID symbol does not read as its own");
        if (!printedAsOwn(marks[i].buildings, i, marks, scale))
            found << marks[i].name + QStringLiteral("'s building slots do not read as its own");
        if (!printedAsOwn(marks[i].edgePills, i, marks, scale))
            found << marks[i].name + QStringLiteral("'s edge pills do not read as its own");
        if (!marks[i].edgePills.isEmpty() &&
            !isInWedge(bounds(marks[i].edgePills), marks[i].cluster, scale, true))
            found << marks[i].name +
                         QStringLiteral("'s edge pills stand across its wedge's border");
        if (const QRectF &arrow = marks[i].targetArrow; !arrow.isNull()) {
            if (!printedAsOwn({arrow}, i, marks, scale))
                found << marks[i].name + QStringLiteral("'s ⇩ does not read as its own");
            if (distance(arrow, Taken(marks[i].targetRing, true)) > 2 * gap)
                found << marks[i].name + QStringLiteral("'s ⇩ stands apart from its ring");
        }
        if (marks[i].pills.isEmpty())
            continue;
        if (!marks[i].caption.isNull()) {
            const qreal inset = scale.frameInset();
            const QRectF frame = bounds(QList<QRectF>(marks[i].pills) << marks[i].caption)
                                     .adjusted(-inset, -inset, inset, inset);
            if (!scale.area.contains(frame))
                found << marks[i].name + QStringLiteral("'s frame is cut by the map's edge");
        }
        if (!stackReadsAsOwn(marks, i, scale))
            found << marks[i].name + QStringLiteral("'s pills do not read as its own");
        // A gate's own stack may stand in its wedge of the empty middle, beside the gate.
        if (covers(bounds(marks[i].pills), mapMiddle(scale)) &&
            !(marks[i].isGate && marks[i].tether.isNull() && marks[i].caption.isNull()))
            found << marks[i].name + QStringLiteral("'s pills cover the map's middle");
    }
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (all[i].part != Part::Tether && !scale.area.contains(all[i].box))
            found << all[i].words + QStringLiteral(" is cut by the map's edge");
        for (qsizetype j = i + 1; j < all.size(); ++j) {
            const Mark &a = all[i], &b = all[j];
            bool covered = false;
            if (a.part == Part::Tether || b.part == Part::Tether) {
                // A tether joins its own disc and pills; stackReadsAsOwn keeps it off the rest.
                const Mark &line = a.part == Part::Tether ? a : b;
                const Mark &other = a.part == Part::Tether ? b : a;
                if (other.system == line.system)
                    covered = false;
                else if (other.part == Part::Tether)
                    covered = line.tether.intersects(other.tether) == QLineF::BoundedIntersection;
                else if (other.part == Part::Disc)
                    covered =
                        distance(other.box.center(), line.tether) < other.box.width() / 2 - 0.5;
                else
                    covered = crosses(line.tether, other.box.adjusted(0.5, 0.5, -0.5, -0.5));
            } else {
                // A controller's symbol sits on its own disc's edge by design, clear of its
                // letter.
                const bool meantToTouch =
                    a.system == b.system && a.part == Part::Disc && b.part == Part::Controller;
                covered = !meantToTouch &&
                          (a.part == Part::Disc ? covers(b.box, {a.box, true})
                                                : covers(a.box, {b.box, b.part == Part::Disc}));
            }
            if (covered)
                found << a.words + QStringLiteral(" covers ") + b.words;
        }
    }
    return found;
}

} // namespace ReachLayout
