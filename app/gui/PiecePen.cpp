// SPDX-License-Identifier: GPL-3.0-or-later
#include "PiecePen.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace PiecePen {

namespace {

// In a 10 × 10 box: arrowhead, crescent, hexagon.
QPainterPath planetSymbolPath(const QString &kind) {
    QPainterPath path;
    if (kind == QLatin1String("arrow")) {
        path.moveTo(5, 0);
        path.lineTo(10, 10);
        path.lineTo(5, 7.2);
        path.lineTo(0, 10);
        path.closeSubpath();
    } else if (kind == QLatin1String("crescent")) {
        QPainterPath inner;
        path.addEllipse(QPointF(5.1, 5), 5, 5);
        inner.addEllipse(QPointF(6.5, 5), 4.8, 4.8);
        path = path.subtracted(inner);
    } else if (kind == QLatin1String("hex")) {
        path.moveTo(5, 0);
        path.lineTo(9.3, 2.5);
        path.lineTo(9.3, 7.5);
        path.lineTo(5, 10);
        path.lineTo(0.7, 7.5);
        path.lineTo(0.7, 2.5);
        path.closeSubpath();
    }
    return path;
}

// A box as drawn: filled, then its border inside its edge.
void paintBox(QPainter &painter, const QRectF &box, qreal radius, const QColor &fill,
              const QColor &border, qreal borderWidth) {
    painter.setPen(Qt::NoPen);
    if (fill.isValid()) {
        painter.setBrush(fill);
        painter.drawRoundedRect(box, radius, radius);
    }
    if (borderWidth > 0) {
        const qreal half = borderWidth / 2;
        const qreal inner = std::max(0.0, radius - half);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(border, borderWidth));
        painter.drawRoundedRect(box.adjusted(half, half, -half, -half), inner, inner);
    }
}

// The boxes drawn so far, by everything that makes them look different.
using BoxKey = std::tuple<qreal, qreal, qreal, QRgb, QRgb, qreal, qreal, bool>;
struct DrawnBoxes {
    std::map<BoxKey, QImage> images;
    qsizetype bytes = 0;
};

} // namespace

QFont pillFont(qreal height) {
    return font(height * 0.78, true);
}

QFont font(qreal pixelSize, bool bold) {
    QFont font;
    font.setPixelSize(std::max(2, 2 * qRound(pixelSize / 2)));
    font.setBold(bold);
    return font;
}

void drawBox(QPainter &painter, const QRectF &box, qreal radius, const QColor &fill,
             const QColor &border, qreal borderWidth) {
    // A rounded box is the raster engine's costliest shape, and a board repeats a few looks
    // many times (planets, slots, pills): each look is drawn once into an image, then copied to
    // the nearest whole pixel. Only under a translation and one scale, where that is exact.
    const QTransform device = painter.deviceTransform();
    if (device.type() > QTransform::TxScale || device.m11() != device.m22() || box.isEmpty()) {
        paintBox(painter, box, radius, fill, border, borderWidth);
        return;
    }
    const qreal scale = device.m11();
    const bool smooth = painter.testRenderHint(QPainter::Antialiasing);
    const BoxKey key{box.width(),   box.height(), radius, fill.isValid() ? fill.rgba() : 0,
                     border.rgba(), borderWidth,  scale,  smooth};
    thread_local DrawnBoxes drawn; // a table screen paints on its own render thread
    auto found = drawn.images.find(key);
    if (found == drawn.images.end()) {
        QImage image(qCeil(box.width() * scale), qCeil(box.height() * scale),
                     QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(scale);
        image.fill(Qt::transparent);
        QPainter imagePainter(&image);
        imagePainter.setRenderHint(QPainter::Antialiasing, smooth);
        paintBox(imagePainter, QRectF(QPointF(0, 0), box.size()), radius, fill, border,
                 borderWidth);
        if (drawn.bytes > 8 * 1024 * 1024) { // a few hundred looks: enough for any table
            drawn.images.clear();
            drawn.bytes = 0;
        }
        drawn.bytes += image.sizeInBytes();
        found = drawn.images.emplace(key, std::move(image)).first;
    }
    const QPointF at = device.map(box.topLeft());
    const QPointF snapped(std::round(at.x()), std::round(at.y()));
    painter.drawImage(box.topLeft() + (snapped - at) / scale, found->second);
}

QString pillLabel(const QString &mark, int count, bool damaged, bool flagship) {
    if (flagship) // an anchor, as narrow as a count: a word crowded a campaign's map
        return mark + flagshipMark;
    return mark + QString::number(count) +
           (damaged ? QCoreApplication::translate("PiecePen", "d", "damaged") : QString());
}

QString buildingMark(const QString &ownerSymbol, bool free) {
    return free ? QCoreApplication::translate("PiecePen", "F", "Free building") : ownerSymbol;
}

qreal pillWidth(const QString &label, qreal height) {
    return QFontMetricsF(pillFont(height)).horizontalAdvance(label) + height * 0.6;
}

void drawPill(QPainter &painter, const QRectF &box, const QString &label, bool damaged,
              const Look &look) {
    const qreal height = box.height();
    // A rim of the map's surface round it: a count against its own city's square, both yellow,
    // read as one block (a cold play-test).
    constexpr qreal rim = 1.5;
    drawBox(painter, box.adjusted(-rim, -rim, rim, rim), height / 3 + rim, look.surface,
            look.surface, 0);
    drawBox(painter, box, height / 3, damaged ? look.surface : look.owner, look.owner,
            damaged ? std::max(1.5, height * 0.12) : 0);
    painter.setFont(pillFont(height));
    painter.setPen(damaged ? look.owner : look.onOwner);
    painter.drawText(box, Qt::AlignCenter, label);
}

void drawBuilding(QPainter &painter, const QRectF &slot, const QString &kind, bool damaged,
                  const QString &mark, const Look &look) {
    const qreal side = slot.height();
    if (kind.isEmpty()) {
        drawBox(painter, slot, 2, QColor(), look.emptyOutline, 1.5);
        return;
    }
    const qreal radius = kind == QLatin1String("starport") ? side / 2 : 2;
    const qreal thickness = std::max(2.0, side * 0.14);
    drawBox(painter, slot, radius, damaged ? QColor() : look.owner, look.owner, thickness);
    if (damaged) { // struck through
        painter.save();
        painter.translate(slot.center());
        painter.rotate(-45);
        painter.fillRect(QRectF(-side * 0.6, -thickness / 2, side * 1.2, thickness), look.owner);
        painter.restore();
        return;
    }
    // The map's smallest text, no smaller; bold, as a resource slot's mark is (one font less).
    painter.setFont(font(std::max(10.0, side * 0.6), true));
    painter.setPen(look.onOwner);
    painter.drawText(slot, Qt::AlignCenter, mark);
}

void drawResourceSlot(QPainter &painter, const QRectF &box, const QString &mark, const Look &look) {
    drawBox(painter, box, box.width() / 2, look.owner, look.emptyOutline, 1.5);
    if (mark.isEmpty())
        return;
    painter.setFont(font(box.width() * 0.55, true));
    painter.setPen(look.onOwner);
    painter.drawText(box, Qt::AlignCenter, mark);
}

void drawPlanetSymbol(QPainter &painter, const QRectF &box, const QString &kind,
                      const QColor &colour) {
    painter.save();
    painter.translate(box.topLeft());
    painter.scale(box.width() / 10, box.height() / 10);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPath(planetSymbolPath(kind));
    painter.restore();
}

} // namespace PiecePen
