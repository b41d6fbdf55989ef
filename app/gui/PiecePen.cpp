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
QPainterPath planetSymbolPath(arcs::PlanetSymbol symbol) {
    QPainterPath path;
    switch (symbol) {
    case arcs::PlanetSymbol::Arrow:
        path.moveTo(5, 0);
        path.lineTo(10, 10);
        path.lineTo(5, 7.2);
        path.lineTo(0, 10);
        path.closeSubpath();
        break;
    case arcs::PlanetSymbol::Crescent: {
        QPainterPath inner;
        path.addEllipse(QPointF(5.1, 5), 5, 5);
        inner.addEllipse(QPointF(6.5, 5), 4.8, 4.8);
        path = path.subtracted(inner);
        break;
    }
    case arcs::PlanetSymbol::Hex:
        path.moveTo(5, 0);
        path.lineTo(9.3, 2.5);
        path.lineTo(9.3, 7.5);
        path.lineTo(5, 10);
        path.lineTo(0.7, 7.5);
        path.lineTo(0.7, 2.5);
        path.closeSubpath();
        break;
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
using BoxKey = std::tuple<int, int, qreal, QRgb, QRgb, qreal, qreal, bool>;
struct DrawnBoxes {
    std::map<BoxKey, QImage> images;
    qsizetype bytes = 0;
};

QString damagedSuffix() {
    return QCoreApplication::translate("PiecePen", "d", "damaged");
}

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
    // Both edges to the nearest whole pixel, not the corner alone: two boxes that touch share
    // a pixel edge (a count drawn a pixel over its neighbour's, a cold play-test).
    const qreal scale = device.m11();
    const QRectF onDevice = device.mapRect(box);
    const QPointF corner(std::round(onDevice.left()), std::round(onDevice.top()));
    const QSize pixels(int(std::round(onDevice.right()) - corner.x()),
                       int(std::round(onDevice.bottom()) - corner.y()));
    if (pixels.isEmpty())
        return;
    const bool smooth = painter.testRenderHint(QPainter::Antialiasing);
    const BoxKey key{pixels.width(), pixels.height(), radius, fill.isValid() ? fill.rgba() : 0,
                     border.rgba(),  borderWidth,     scale,  smooth};
    thread_local DrawnBoxes drawn; // a table screen paints on its own render thread
    auto found = drawn.images.find(key);
    if (found == drawn.images.end()) {
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(scale);
        image.fill(Qt::transparent);
        QPainter imagePainter(&image);
        imagePainter.setRenderHint(QPainter::Antialiasing, smooth);
        paintBox(imagePainter, QRectF(QPointF(0, 0), QSizeF(pixels) / scale), radius, fill, border,
                 borderWidth);
        if (drawn.bytes > 8 * 1024 * 1024) { // a few hundred looks: enough for any table
            drawn.images.clear();
            drawn.bytes = 0;
        }
        drawn.bytes += image.sizeInBytes();
        found = drawn.images.emplace(key, std::move(image)).first;
    }
    painter.drawImage(box.topLeft() + (corner - onDevice.topLeft()) / scale, found->second);
}

QString pillLabel(const QString &mark, int count, bool damaged, bool flagship) {
    if (flagship) // an anchor, as narrow as a count: a word crowded a campaign's map
        return mark + flagshipMark;
    return mark + QString::number(count) + (damaged ? damagedSuffix() : QString());
}

QString buildingMark(const QString &ownerSymbol, bool free) {
    return free ? QCoreApplication::translate("PiecePen", "F", "Free building") : ownerSymbol;
}

namespace {
// A damaged count's label in two, the mark and count and the damaged suffix, each drawn no
// taller than inside the hollow border: 繁體中文's 損 filled a 19 px pill's height and the ▲
// sat on its border (a cold play-test).
struct DamagedLabel {
    QString count;
    QString suffix;
    QFont countFont;
    QFont suffixFont;
    qreal width() const {
        return QFontMetricsF(countFont).horizontalAdvance(count) +
               QFontMetricsF(suffixFont).horizontalAdvance(suffix);
    }
};

// The text's ink, from its baseline, as the raster engine draws it: font metrics put a
// fallback font's ▲ and 損 a pixel or two off. Kept, as the map draws the same few labels
// again and again.
QRect inkOf(const QString &text, const QFont &font) {
    thread_local std::map<std::pair<QString, int>, QRect> known; // as the boxes: per render thread
    const auto key = std::pair(text, font.pixelSize() * (font.bold() ? -1 : 1));
    if (const auto found = known.find(key); found != known.end())
        return found->second;
    const int size = font.pixelSize();
    QImage image(qCeil(QFontMetricsF(font).horizontalAdvance(text)) + 2 * size, 3 * size,
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(QPoint(size, 2 * size), text);
    }
    QRect ink;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 0)
                ink |= QRect(x - size, y - 2 * size, 1, 1);
    if (known.size() > 512)
        known.clear();
    return known[key] = ink;
}

// No taller than inside a hollow pill's border, with a pixel to spare each side.
QFont fittedFont(const QString &text, qreal height) {
    QFont font = pillFont(height);
    const qreal room = height - 2 * pillBorder(height) - 2;
    while (font.pixelSize() > 8 && inkOf(text, font).height() > room)
        font.setPixelSize(font.pixelSize() - 2);
    return font;
}

DamagedLabel damagedLabel(const QString &label, qreal height) {
    const QString suffix = damagedSuffix();
    const bool split = label.endsWith(suffix);
    const QString count = split ? label.chopped(suffix.size()) : label;
    return {count, split ? suffix : QString(), fittedFont(count, height),
            fittedFont(split ? suffix : QString(), height)};
}

// Drawn with its ink in the middle of `box`, not its line: the line's descent put a tall
// glyph on a hollow pill's border.
void drawInkCentred(QPainter &painter, qreal left, const QRectF &box, const QString &text,
                    const QFont &font) {
    painter.setFont(font);
    const QRect ink = inkOf(text, font);
    painter.drawText(QPointF(left, std::round(box.center().y() - ink.top() - ink.height() / 2.0)),
                     text);
}
} // namespace

qreal pillWidth(const QString &label, qreal height, bool damaged) {
    const qreal text = damaged ? damagedLabel(label, height).width()
                               : QFontMetricsF(pillFont(height)).horizontalAdvance(label);
    return text + height * 0.6;
}

qreal pillBorder(qreal height) {
    return std::max(1.5, height * 0.1);
}

void drawPillRim(QPainter &painter, const QRectF &box, const Look &look) {
    constexpr qreal rim = 1.5;
    drawBox(painter, box.adjusted(-rim, -rim, rim, rim), box.height() / 3 + rim, look.surface,
            look.surface, 0);
}

void drawPill(QPainter &painter, const QRectF &box, const QString &label, bool damaged,
              const Look &look) {
    const qreal height = box.height();
    drawBox(painter, box, height / 3, damaged ? look.surface : look.owner, look.owner,
            damaged ? pillBorder(height) : 0);
    painter.setPen(damaged ? look.owner : look.onOwner);
    if (!damaged) {
        painter.setFont(pillFont(height));
        painter.drawText(box, Qt::AlignCenter, label);
        return;
    }
    const DamagedLabel parts = damagedLabel(label, height);
    const qreal left = box.center().x() - parts.width() / 2;
    drawInkCentred(painter, left, box, parts.count, parts.countFont);
    drawInkCentred(painter, left + QFontMetricsF(parts.countFont).horizontalAdvance(parts.count),
                   box, parts.suffix, parts.suffixFont);
}

void drawBuilding(QPainter &painter, const QRectF &slot, arcs::Building building, bool damaged,
                  const QString &mark, const Look &look) {
    const qreal side = slot.height();
    if (building == arcs::Building::None) {
        drawBox(painter, slot, 2, QColor(), look.emptyOutline, 1.5);
        return;
    }
    const qreal radius = building == arcs::Building::Starport ? side / 2 : 2;
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

void drawPlanetSymbol(QPainter &painter, const QRectF &box, arcs::PlanetSymbol symbol,
                      const QColor &colour) {
    painter.save();
    painter.translate(box.topLeft());
    painter.scale(box.width() / 10, box.height() / 10);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPath(planetSymbolPath(symbol));
    painter.restore();
}

} // namespace PiecePen
