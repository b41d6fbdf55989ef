// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachPlacer.h"

#include <algorithm>
#include <cmath>

namespace ReachLayout {

QRectF boxAt(QPointF centre, QSizeF size) {
    return {centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(),
            size.height()};
}

Taken ringMark(const QRectF &disc, qsizetype owner) {
    return {boxAt(disc.center(), disc.size() * ringScale), true, owner};
}

QRectF bounds(const QList<QRectF> &boxes) {
    QRectF all;
    for (const QRectF &box : boxes)
        all = all.united(box);
    return all;
}

bool crosses(const QLineF &line, const QRectF &rect) {
    if (rect.contains(line.p1()) || rect.contains(line.p2()))
        return true;
    const QPointF corners[] = {rect.topLeft(), rect.topRight(), rect.bottomRight(),
                               rect.bottomLeft()};
    for (int side = 0; side < 4; ++side)
        if (line.intersects(QLineF(corners[side], corners[(side + 1) % 4])) ==
            QLineF::BoundedIntersection)
            return true;
    return false;
}

qreal distance(QPointF point, const QLineF &line) {
    const QPointF along = line.p2() - line.p1();
    const qreal length = QPointF::dotProduct(along, along);
    const qreal t =
        length == 0 ? 0
                    : std::clamp(QPointF::dotProduct(point - line.p1(), along) / length, 0.0, 1.0);
    return QLineF(point, line.p1() + t * along).length();
}

qreal distance(const QRectF &box, const Taken &mark) {
    if (mark.round) {
        const QPointF centre = mark.box.center();
        const QPointF nearest(std::clamp(centre.x(), box.left(), box.right()),
                              std::clamp(centre.y(), box.top(), box.bottom()));
        const QPointF apart = centre - nearest;
        return std::max(0.0, std::sqrt(QPointF::dotProduct(apart, apart)) - mark.box.width() / 2);
    }
    const qreal dx = std::max({0.0, mark.box.left() - box.right(), box.left() - mark.box.right()});
    const qreal dy = std::max({0.0, mark.box.top() - box.bottom(), box.top() - mark.box.bottom()});
    return std::sqrt(dx * dx + dy * dy);
}

bool covers(const QRectF &rect, const Taken &other) {
    // Half a pixel of antialiasing either side is allowed.
    const QRectF first = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    if (!other.tether.isNull())
        return crosses(other.tether, first);
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

// Most marks are far, told by their boxes alone.
bool isWithin(const QRectF &box, const Taken &mark, qreal reach) {
    const QRectF &other = mark.box;
    return other.left() < box.right() + reach && box.left() - reach < other.right() &&
           other.top() < box.bottom() + reach && box.top() - reach < other.bottom() &&
           distance(box, mark) < reach;
}

Taken tetherMark(const QLineF &tether, qsizetype owner) {
    // A line's box can be no wider than a point, which intersects nothing: a pixel round it.
    return {QRectF(tether.p1(), tether.p2()).normalized().adjusted(-1, -1, 1, 1), false, owner,
            tether};
}

bool tetherCrosses(const QLineF &tether, const Taken &mark) {
    if (!tetherMark(tether, -1).box.intersects(mark.box))
        return false;
    if (!mark.tether.isNull())
        return tether.intersects(mark.tether) == QLineF::BoundedIntersection;
    if (mark.round)
        return distance(mark.box.center(), tether) < mark.box.width() / 2 - 0.5;
    return crosses(tether, mark.box.adjusted(0.5, 0.5, -0.5, -0.5));
}

bool Placer::isClear(const QRectF &box, const QRectF &except) const {
    if (!m_area.contains(box))
        return false;
    return std::none_of(m_taken.cbegin(), m_taken.cend(), [&](const Taken &taken) {
        return taken.box != except && covers(box, taken);
    });
}

bool Placer::isClearOf(const QRectF &box, const QList<Taken> &near) const {
    return m_area.contains(box) &&
           std::none_of(near.cbegin(), near.cend(), [&](const Taken &t) { return covers(box, t); });
}

QList<Taken> Placer::near(const QRectF &region) const {
    QList<Taken> out;
    for (const Taken &taken : m_taken)
        if (taken.box.intersects(region))
            out.append(taken);
    return out;
}

QRectF Placer::place(const QList<QRectF> &candidates, qsizetype owner, const QRectF &except,
                     const std::function<bool(const QRectF &)> &reads) {
    auto chosen = candidates.cend();
    if (reads)
        chosen = std::find_if(candidates.cbegin(), candidates.cend(), [&](const QRectF &box) {
            return isClear(box, except) && reads(box);
        });
    if (chosen == candidates.cend())
        chosen = std::find_if(candidates.cbegin(), candidates.cend(),
                              [&](const QRectF &box) { return isClear(box, except); });
    if (chosen == candidates.cend())
        chosen = std::find_if(candidates.cbegin(), candidates.cend(),
                              [&](const QRectF &box) { return m_area.contains(box); });
    const QRectF box = chosen == candidates.cend() ? candidates.first() : *chosen;
    take(box, owner);
    return box;
}

} // namespace ReachLayout
