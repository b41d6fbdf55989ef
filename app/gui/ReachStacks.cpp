// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachStacks.h"

#include "PiecePen.h"
#include "ReachGeometry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include <QtMath>

namespace ReachLayout {

namespace {

constexpr qreal pillSpacing = 2; // between a stack's groups and rows

// The pills flow left to right in a box `boxWidth` wide, a player's own kept together (1 px
// apart); each campaign pill is a group of its own. Boxes from the stack's top left.
QList<QRectF> flow(const QList<Pill> &pills, qreal pillSize, qreal boxWidth) {
    QList<QList<qsizetype>> groups;
    for (qsizetype i = 0; i < pills.size(); ++i) {
        if (!groups.isEmpty() && pills[i].owner &&
            pills[groups.last().first()].owner == pills[i].owner)
            groups.last().append(i);
        else
            groups.append(QList<qsizetype>{i});
    }
    QList<QRectF> boxes(pills.size());
    qreal x = 0, y = 0;
    for (const QList<qsizetype> &group : groups) {
        qreal width = -1;
        for (qsizetype pill : group)
            width += PiecePen::pillWidth(pills[pill].label, pillSize, pills[pill].damaged) + 1;
        if (x > 0 && x + width > boxWidth) {
            x = 0;
            y += pillSize + pillSpacing;
        }
        qreal left = x;
        for (qsizetype pill : group) {
            boxes[pill] = QRectF(
                left, y, PiecePen::pillWidth(pills[pill].label, pillSize, pills[pill].damaged),
                pillSize);
            left += boxes[pill].width() + 1;
        }
        x += width + pillSpacing;
    }
    return boxes;
}

// Where a system's stack of pills may go, nearest first to its place outward of the system
// (away from the map's middle): further out, to either side, round it and at last inward, as
// long as it stays within `discsAway` discs of the disc's edge. Each place is given to `fits`
// until it takes one. `inward` turns it round: a gate's counts first toward the map's empty
// middle, not toward its planets (a gate's ♛1 read as a planet's: a cold play-test).
struct StackPlaces {
    QPointF centre;
    QPointF outward, across; // unit vectors
    QSizeF size;
    qreal start = 0;    // the place outward, just clear of the disc
    qreal furthest = 0; // from the disc's centre
    qreal step = 3;     // between places

    StackPlaces(const QRectF &disc, QSizeF stack, qreal mapSize, qreal discsAway = 1.5,
                bool inward = false)
        : centre(disc.center()), size(stack) {
        QLineF line(QPointF(mapSize / 2, mapSize / 2), centre);
        line.setLength(inward ? -1 : 1);
        outward = {line.dx(), line.dy()};
        across = {-outward.y(), outward.x()};
        // How far the box reaches along the outward direction from its centre.
        const qreal reach =
            (std::abs(outward.x()) * size.width() + std::abs(outward.y()) * size.height()) / 2;
        start = disc.width() / 2 + gap + reach;
        furthest = start + disc.width() * discsAway;
    }
    QRectF region() const {
        return boxAt(centre, {2 * furthest + size.width(), 2 * furthest + size.height()});
    }
    template <typename Fits> std::optional<QRectF> first(Fits fits) const {
        std::optional<QRectF> found;
        visit([&](const QRectF &box) {
            if (fits(box))
                found = box;
            return found.has_value();
        });
        return found;
    }

private:
    // Gives each place in turn to `take` until it says it is done.
    template <typename Take> void visit(Take take) const {
        // Rings of places ever further from the place outward, each as far in steps.
        for (qreal moved = 0; moved <= start + 2 * furthest; moved += step) {
            for (qreal along = -moved; along <= moved; along += step) {
                const qreal aside = moved - std::abs(along);
                const qreal at = start + along;
                if (at * at + aside * aside > furthest * furthest)
                    continue;
                for (const qreal side : {aside, -aside}) {
                    if (take(boxAt(centre + outward * at + across * side, size)))
                        return;
                    if (aside == 0)
                        break;
                }
            }
        }
    }
};

// A stack reads as its system's when it stands beside the system's own marks (its disc, ID
// symbol, building slots) and plainly further from every other system's; where there is no
// such place, a tether from its disc to it says whose it is. Both in a pill's heights.
qreal attachReach(const Scale &scale) {
    return scale.pillSize / 3;
}
qreal margin(const Scale &scale) {
    return scale.apart();
}
// A shorter line is not seen: the stack would look set apart from everything.
qreal shortestTether(const Scale &scale) {
    return scale.pillSize * 2 / 3;
}

// How far `stack` is from the nearest of `own`.
qreal ownDistance(const QRectF &stack, const QList<Taken> &own) {
    qreal nearest = std::numeric_limits<qreal>::max();
    for (const Taken &mark : own)
        if (mark.tether.isNull())
            nearest = std::min(nearest, distance(stack, mark));
    return nearest;
}

// The line from the ring kept round `disc` to the nearest point of `stack`; null where the
// stack reaches the ring.
QLineF tetherFor(const QRectF &disc, const QRectF &stack) {
    const QPointF centre = disc.center();
    const QPointF nearest(std::clamp(centre.x(), stack.left(), stack.right()),
                          std::clamp(centre.y(), stack.top(), stack.bottom()));
    QLineF line(centre, nearest);
    const qreal ring = disc.width() * ringScale / 2;
    if (line.length() <= ring)
        return {};
    line.setP1(line.pointAt(ring / line.length()));
    return line;
}

// The marks round a stack of system `owner`: its own (ring, ID symbol, slots, controller's
// symbol), every other system's, sorted by their left edges (a box's neighbours are then a
// short run of them, found by halving), and the other systems' tethers.
struct Surroundings {
    QList<Taken> own, others, tethers;
    qreal widest = 0;      // of the others
    qreal stacksApart = 0; // the most any other stack keeps stacks away
    Surroundings(const QList<Taken> &marks, qsizetype owner) {
        for (const Taken &mark : marks)
            (mark.owner == owner ? own : mark.tether.isNull() ? others : tethers).append(mark);
        std::sort(others.begin(), others.end(),
                  [](const Taken &a, const Taken &b) { return a.box.left() < b.box.left(); });
        for (const Taken &mark : others) {
            widest = std::max(widest, mark.box.width());
            stacksApart = std::max(stacksApart, mark.stackApart.value_or(0));
        }
    }
    // Whether a stack at `box` comes nearer another system's disc or slots than `reach`, or
    // nearer another system's stack than it keeps apart, or covers a tether.
    bool crowds(const QRectF &box, qreal reach) const {
        return anyBeside(box, std::max(reach, stacksApart),
                         [&](const Taken &mark) {
                             return isWithin(box, mark, mark.stackApart.value_or(reach));
                         }) ||
               std::any_of(tethers.cbegin(), tethers.cend(),
                           [&](const Taken &tether) { return covers(box, tether); });
    }
    // Whether another system's ring is not plainly further from `point` than `own`: a row of
    // counts centred between two planets read as the other's (a cold play-test, Act II at
    // 1366×768), though it stood beside its own building slots.
    bool ringNearly(QPointF point, qreal own) const {
        constexpr qreal plainlyFurther = 1.2;
        return std::any_of(others.cbegin(), others.cend(), [&](const Taken &mark) {
            return mark.round && QLineF(point, mark.box.center()).length() < own * plainlyFurther;
        });
    }
    // Whether another system's ring comes nearer `box` than `reach`.
    bool ringWithin(const QRectF &box, qreal reach) const {
        return anyBeside(box, reach, [&](const Taken &mark) {
            return mark.round && isWithin(box, mark, reach);
        });
    }
    // Whether `tether` crosses any other system's mark or tether.
    bool crossedBy(const QLineF &tether) const {
        const auto crossed = [&](const Taken &mark) { return tetherCrosses(tether, mark); };
        return anyBeside(tetherMark(tether, -1).box, 0, crossed) ||
               std::any_of(tethers.cbegin(), tethers.cend(), crossed);
    }

private:
    // Whether `test` holds for any of the others that reach within `reach` of `box` across.
    template <typename Test> bool anyBeside(const QRectF &box, qreal reach, Test test) const {
        auto mark =
            std::lower_bound(others.cbegin(), others.cend(), box.left() - reach - widest,
                             [](const Taken &m, qreal left) { return m.box.left() < left; });
        for (; mark != others.cend() && mark->box.left() <= box.right() + reach; ++mark)
            if (test(*mark))
                return true;
        return false;
    }
};

// Whether `stack` reads as `system`'s among `around`: in its cluster's wedge; with no `tether`,
// beside its own marks and plainly further from every other system's; joined by `tether` (long
// enough to be seen), plainly not beside any other system's mark nor nearer another disc than
// half its length, the tether crossing no mark but its own ring.
bool readsAsOwn(const QRectF &stack, const QLineF &tether, const Surroundings &around,
                const SystemMarks &system, const Scale &scale) {
    // Wholly in its cluster's side of the map: a line across to another cluster's side was
    // followed to the wrong system, and a planet's counts astride the border read as the next
    // cluster's planet's (cold play-tests).
    if (!isInWedge(stack, system.cluster, scale, true))
        return false;
    const qreal own = ownDistance(stack, around.own);
    if (tether.isNull() &&
        (own > attachReach(scale) ||
         around.ringNearly(stack.center(), QLineF(stack.center(), system.disc.center()).length())))
        return false;
    const qreal apart = tether.isNull() ? own + margin(scale) : attachReach(scale) + margin(scale);
    if (around.crowds(stack, apart))
        return false;
    if (tether.isNull())
        return true;
    // Nearer its own line than any other system's disc, plainly: counts at the end of a long
    // line, beside 3-gate, were read as the gate's (a cold play-test).
    if (tether.length() < shortestTether(scale) || around.ringWithin(stack, tether.length() / 2))
        return false;
    return std::none_of(
               around.own.cbegin(), around.own.cend(),
               [&](const Taken &mark) { return !mark.round && tetherCrosses(tether, mark); }) &&
           !around.crossedBy(tether);
}

// A placed stack, which another system's stack keeps a gap from.
Taken stackMark(const QRectF &stack, qsizetype owner, const Scale &scale) {
    return {stack, false, owner, {}, stackGap(scale)};
}

// Where system `i`'s stack may stand at `place` (joined by a tether if `tethered`): the
// tether, or a null line, where it reads as its own among `around` and covers none of its own
// marks; nothing where it may not.
std::optional<QLineF> fitsAt(const QRectF &place, bool tethered, const Surroundings &around,
                             const SystemMarks &system, const Placer &placer, const Scale &scale) {
    const QLineF tether = tethered ? tetherFor(system.disc, place) : QLineF();
    // A gate's counts may stand in the map's empty middle, within its own cluster's wedge
    // (readsAsOwn): beside the gate, not across the map (a cold play-test's 2-gate).
    if ((tethered && tether.isNull()) ||
        (covers(place, mapMiddle(scale)) && (tethered || !system.isGate)) ||
        !readsAsOwn(place, tether, around, system, scale) || !placer.isClearOf(place, around.own))
        return std::nullopt;
    return tether;
}

// The stack's pills (after its caption, if `captioned`), flowed from the origin, moved to
// `place` and taken from `placer`.
Stack take(QList<QRectF> stack, const QRectF &place, const QLineF &tether, qsizetype i,
           Placer &placer, const Scale &scale, bool captioned = false) {
    const qreal frame = captioned ? scale.frameInset() : 0;
    placer.take(stackMark(place.adjusted(-frame, -frame, frame, frame), i, scale));
    if (!tether.isNull())
        placer.take(tetherMark(tether, i));
    for (QRectF &pill : stack)
        pill.translate(place.topLeft());
    const QRectF caption = captioned ? stack.takeFirst() : QRectF();
    return {stack, tether, caption};
}

// The stack's pills after the system's word: where nothing else says whose they are.
QList<QRectF> captioned(const SystemShown &system, qreal pillSize, qreal boxWidth) {
    return flow(QList<Pill>{{system.word, {}, false}} + system.pills, pillSize, boxWidth);
}

// Whether a stack set apart at `place` (tethered to `disc` if `tethered`) takes nothing of
// another system's: its box clear, as far from other stacks as they keep apart (they read as
// their own still), off the map's middle, its line long enough to see and crossing nothing.
bool isClearApart(const QRectF &place, bool tethered, const QRectF &disc, int cluster,
                  const Surroundings &near, const Placer &placer, const Scale &scale) {
    // Its frame is part of what must fit (cut by the panel's edge at 3-gate, a cold play-test).
    const qreal inset = scale.frameInset();
    const QRectF framed = place.adjusted(-inset, -inset, inset, inset);
    // The cheapest tests first: most places fail one of them.
    if (!isInWedge(place, cluster, scale) || covers(framed, mapMiddle(scale)) ||
        !placer.isClear(framed) || near.crowds(framed, 0))
        return false;
    const QLineF tether = tetherFor(disc, place);
    return !tethered || (!tether.isNull() && tether.length() >= shortestTether(scale) &&
                         !near.crossedBy(tether) && !tetherCrosses(tether, mapMiddle(scale)));
}

constexpr qreal stackWidths[] = {0.125, 0.25, 0.5}; // of the map, that pills flow in
// A captioned stack's pill heights (of a pill's) and the widths they flow in.
// A wider box of full-size pills comes before smaller pills only where the stack is first laid
// out: 3-gate's framed counts on a crowded map were too small to read across the table (a cold
// play-test), but one moved aside later by a neighbour's grown counts keeps near, as small as it
// must.
struct CaptionedSize {
    qreal height;
    qreal width;
    bool firstOnly = false;
};
constexpr CaptionedSize captionedSizes[] = {{1.0, 0.125},       {1.0, 0.25, true}, {0.85, 0.125},
                                            {0.85, 0.25, true}, {0.7, 0.125},      {0.7, 0.25},
                                            {0.7, 0.5}};

} // namespace

// Whether `box` lies in cluster `cluster`'s wedge of the map, seen from the map's middle: the
// six gates share the middle, whose wedges' borders are drawn, and counts across one look the
// next gate's. Its middle, or where it stands beside a gate with nothing else to say whose it
// is (`wholly`), every corner of it: counts astride a border by gate 4 read as 4's though
// they were 3's (a cold play-test), also beyond the map's rim, where the eye carries the border
// on. Its middle beyond the rim may stand a little further to either side.
bool isInWedge(const QRectF &box, int cluster, const Scale &scale, bool wholly) {
    const QPointF middle(scale.mapSize / 2, scale.mapSize / 2);
    // Within `degrees` of the wedge's middle direction: cos(the angle off) >= cos(degrees),
    // without an arctangent per corner (the layout asks this of thousands of places).
    const qreal towards = qDegreesToRadians(ReachGeometry::clusterAngle(cluster));
    const QPointF direction(std::cos(towards), std::sin(towards));
    const auto within = [&](QPointF point, qreal cosine) {
        const QPointF from = point - middle;
        return QPointF::dotProduct(from, direction) >=
               std::sqrt(QPointF::dotProduct(from, from)) * cosine;
    };
    static const qreal toBorder = std::cos(qDegreesToRadians(180.0 / 6)); // 30°: the border
    static const qreal pastTheRim = std::cos(qDegreesToRadians(36.0));
    if (!wholly) {
        const QPointF from = box.center() - middle;
        const bool beyondTheRim = QPointF::dotProduct(from, from) >
                                  std::pow(scale.mapSize * ReachGeometry::wedgeOuterRadius, 2);
        return within(box.center(), beyondTheRim ? pastTheRim : toBorder);
    }
    return within(box.topLeft(), toBorder) && within(box.topRight(), toBorder) &&
           within(box.bottomLeft(), toBorder) && within(box.bottomRight(), toBorder);
}

qreal stackGap(const Scale &scale) {
    return scale.pillSize * 2 / 3;
}

Taken mapMiddle(const Scale &scale) {
    const qreal side = 2 * scale.mapSize * ReachGeometry::wedgeInnerRadius;
    return {boxAt({scale.mapSize / 2, scale.mapSize / 2}, {side, side}), true};
}

namespace {

// The marks near `region` that a stack of system `i` keeps away from.
Surroundings around(const QRectF &region, qsizetype i, const Placer &placer, const Scale &scale) {
    const qreal reach = attachReach(scale) + margin(scale) + scale.pillSize;
    return Surroundings(placer.near(region.adjusted(-reach, -reach, reach, reach)), i);
}

} // namespace

std::optional<Stack> placeStackReading(const SystemShown &system, qsizetype i,
                                       const QList<SystemMarks> &all, Placer &placer,
                                       const Scale &scale, const Stack &previous) {
    const QRectF &disc = all[i].disc;
    const auto around = [&](const QRectF &region) {
        return ReachLayout::around(region, i, placer, scale);
    };
    // Where it stood while it still reads there, in pills of the same size, grown from the
    // same corner or round the same middle: counts that jump across the map at each entry
    // are lost by the table.
    if (!previous.pills.isEmpty()) {
        const QRectF was = bounds(previous.pills);
        const bool tethered = !previous.tether.isNull();
        for (const qreal width : stackWidths) {
            const QList<QRectF> stack =
                flow(system.pills, previous.pills.first().height(), scale.mapSize * width);
            const QSizeF size = bounds(stack).size();
            for (const QRectF &place : {QRectF(was.topLeft(), size), boxAt(was.center(), size)})
                if (const auto tether =
                        fitsAt(place, tethered, around(place.united(disc)), all[i], placer, scale))
                    return take(stack, place, *tether, i, placer, scale);
        }
    }
    // Where each pass looks: beside the system (within a disc and a half), else tethered
    // (within three discs), in full-size pills, then smaller. Further away they are set apart
    // with their system's name (placeStackApart): small pills at the map's edge on a long line
    // were read as another system's (a cold play-test, 1-gate's after a battle).
    struct Pass {
        qreal height;
        bool tethered;
        qreal discsAway;
    };
    const Pass passes[] = {{1.0, false, 1.5}, {1.0, true, 3},    {0.8, false, 1.5},
                           {0.8, true, 3},    {0.7, false, 1.5}, {0.7, true, 3}};
    for (const Pass &pass : passes) {
        QSizeF tried;
        for (const qreal width : stackWidths) {
            const QList<QRectF> stack =
                flow(system.pills, scale.pillSize * pass.height, scale.mapSize * width);
            if (bounds(stack).size() == tried)
                continue; // a short stack is the same at any width
            tried = bounds(stack).size();
            const StackPlaces places(disc, tried, scale.mapSize, pass.discsAway,
                                     all[i].isGate && !pass.tethered);
            const Surroundings near = around(places.region());
            std::optional<QLineF> tether;
            const std::optional<QRectF> place = places.first([&](const QRectF &box) {
                tether = fitsAt(box, pass.tethered, near, all[i], placer, scale);
                return tether.has_value();
            });
            if (place)
                return take(stack, *place, *tether, i, placer, scale);
        }
    }
    return std::nullopt;
}

std::optional<Stack> placeStackApartAsBefore(const SystemShown &system, qsizetype i,
                                             const QList<SystemMarks> &all, Placer &placer,
                                             const Scale &scale, const Stack &previous) {
    if (previous.caption.isNull())
        return std::nullopt;
    const QRectF &disc = all[i].disc;
    const QRectF was = bounds(QList<QRectF>(previous.pills) << previous.caption);
    const bool tethered = !previous.tether.isNull();
    for (const qreal width : stackWidths) {
        const QList<QRectF> stack =
            captioned(system, previous.caption.height(), scale.mapSize * width);
        const QRectF place(was.topLeft(), bounds(stack).size());
        if (isClearApart(place, tethered, disc, all[i].cluster,
                         around(place.united(disc), i, placer, scale), placer, scale))
            return take(stack, place, tethered ? tetherFor(disc, place) : QLineF(), i, placer,
                        scale, true);
    }
    return std::nullopt;
}

std::optional<Stack> placeStackUnchanged(const SystemShown &system, qsizetype i,
                                         const QList<SystemMarks> &all, Placer &placer,
                                         const Scale &scale, const Stack &previous) {
    if (previous.pills.isEmpty())
        return std::nullopt;
    const bool isCaptioned = !previous.caption.isNull(), tethered = !previous.tether.isNull();
    const QRectF was =
        bounds(isCaptioned ? QList<QRectF>(previous.pills) << previous.caption : previous.pills);
    const QRectF &disc = all[i].disc;
    const Surroundings near = around(was.united(disc), i, placer, scale);
    for (const qreal width : stackWidths) {
        const QList<QRectF> stack =
            isCaptioned
                ? captioned(system, previous.caption.height(), scale.mapSize * width)
                : flow(system.pills, previous.pills.first().height(), scale.mapSize * width);
        if (bounds(stack).size() != was.size())
            continue;
        if (isCaptioned) {
            if (!isClearApart(was, tethered, disc, all[i].cluster, near, placer, scale))
                return std::nullopt;
            return take(stack, was, tethered ? tetherFor(disc, was) : QLineF(), i, placer, scale,
                        true);
        }
        if (const auto tether = fitsAt(was, tethered, near, all[i], placer, scale))
            return take(stack, was, *tether, i, placer, scale);
        return std::nullopt;
    }
    return std::nullopt;
}

Stack placeStackApart(const SystemShown &system, qsizetype i, const QList<SystemMarks> &all,
                      Placer &placer, const Scale &scale, const Stack &previous) {
    const QRectF &disc = all[i].disc;
    const auto around = [&](const QRectF &region) {
        return ReachLayout::around(region, i, placer, scale);
    };
    // Nowhere that reads: the nearest place that covers nothing (laid over the planets, a gate's
    // counts hid cluster 3's; a cold play-test), captioned with the system's word, which says
    // whose they are beside other systems' marks (a crowded gate's counts, set apart by another
    // planet's, looked that planet's), and joined by a line where one crosses nothing; where
    // they stood so first.
    const auto tetherTo = [&](const QRectF &place, bool tethered) {
        return tethered ? tetherFor(disc, place) : QLineF();
    };
    if (auto asBefore = placeStackApartAsBefore(system, i, all, placer, scale, previous))
        return *asBefore;
    // As large as it fits, joined by a line or not: the smallest pills' words were hard to read
    // (cold play-tests; the word says whose they are either way).
    for (const auto &[height, width, firstOnly] : captionedSizes) {
        if (firstOnly && !previous.pills.isEmpty())
            continue;
        for (const bool tethered : {true, false}) {
            const QList<QRectF> stack =
                captioned(system, scale.pillSize * height, scale.mapSize * width);
            // Joined by a line, near; with its word alone, anywhere on the map (in coarser
            // steps): a crowded map's far corner is a place too.
            StackPlaces places(disc, bounds(stack).size(), scale.mapSize,
                               tethered ? 8 : scale.mapSize / disc.width());
            if (!tethered)
                places.step = scale.pillSize / 2;
            const Surroundings near = around(places.region());
            const std::optional<QRectF> clear = places.first([&](const QRectF &box) {
                return isClearApart(box, tethered, disc, all[i].cluster, near, placer, scale);
            });
            if (clear)
                return take(stack, *clear, tetherTo(*clear, tethered), i, placer, scale, true);
        }
    }
    const QList<QRectF> stack = flow(system.pills, scale.pillSize, scale.mapSize * stackWidths[0]);
    const StackPlaces places(disc, bounds(stack).size(), scale.mapSize);
    const QRectF box = places.first([&](const QRectF &place) { return scale.area.contains(place); })
                           .value_or(bounds(stack).translated(places.centre));
    Stack laidOver = take(stack, box, {}, i, placer, scale);
    laidOver.laidOver = true;
    return laidOver;
}

bool stackReadsAsOwn(const QList<SystemMarks> &marks, qsizetype i, const Scale &scale) {
    if (!marks[i].caption.isNull()) // its word says whose it is; overlaps() holds it off the rest
        return isInWedge(bounds(QList<QRectF>(marks[i].pills) << marks[i].caption),
                         marks[i].cluster, scale);
    // What the stack keeps away from: each system's ring, ID symbol, building slots,
    // controller's symbol and edge pills, and the other systems' stacks and tethers.
    QList<Taken> all;
    for (qsizetype system = 0; system < marks.size(); ++system) {
        const QRectF &disc = marks[system].disc;
        all.append(ringMark(disc, system));
        for (const QRectF &box : {marks[system].planetSymbol, marks[system].controllerSymbol})
            if (!box.isNull())
                all.append({box, false, system});
        for (const QRectF &box : marks[system].buildings + marks[system].edgePills)
            all.append({box, false, system});
    }
    for (qsizetype other = 0; other < marks.size(); ++other) {
        if (other == i || marks[other].pills.isEmpty())
            continue;
        QList<QRectF> stack = marks[other].pills;
        if (!marks[other].caption.isNull())
            stack << marks[other].caption;
        all.append(stackMark(bounds(stack), other, scale));
        if (!marks[other].tether.isNull())
            all.append(tetherMark(marks[other].tether, other));
    }
    return readsAsOwn(bounds(marks[i].pills), marks[i].tether, Surroundings(all, i), marks[i],
                      scale);
}

} // namespace ReachLayout
