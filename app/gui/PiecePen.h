// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

// How the pieces look wherever they are drawn (the map, the map key, the Court): a ship count's
// pill, a building slot, a planet's ID symbol. One drawing, so the key shows what the map shows.
namespace PiecePen {

// The colours a piece is drawn with: its owner's, the surface a hollow (damaged) piece shows,
// the text on a filled piece, and an empty slot's outline.
struct Look {
    QColor owner;
    QColor surface;
    QColor onOwner;
    QColor emptyOutline;
};

// In even pixel sizes, as the theme's are: each size is a font loaded at start-up.
QFont font(qreal pixelSize, bool bold = false);

// A QML Rectangle's look: filled (unless `fill` is invalid), its border inside its edge.
void drawBox(QPainter &painter, const QRectF &box, qreal radius, const QColor &fill,
             const QColor &border, qreal borderWidth);

// The campaign's own pieces on the map, a glyph each: Imperial ships (a crown), Blight, and
// the Fates' tokens.
inline const QString imperialMark = QStringLiteral("♛");
inline const QString blightMark = QStringLiteral("☣");
inline const QString fateTokenMark = QStringLiteral("✦");
inline const QString flagshipMark = QStringLiteral("⚓");

// A ship count: "◆3", "◆1d" damaged (hollow), "◆⚓" for a Flagship.
QString pillLabel(const QString &mark, int count, bool damaged, bool flagship);
// Wide enough for the label clear of the border a damaged (hollow) pill has.
qreal pillWidth(const QString &label, qreal height, bool damaged);
// A damaged pill's border, inside its edge.
qreal pillBorder(qreal height);
// A pill's text, and a caption's beside pills `height` high.
QFont pillFont(qreal height);
void drawPill(QPainter &painter, const QRectF &box, const QString &label, bool damaged,
              const Look &look);
// A rim of the map's surface round a pill: a count against its own city's square, both yellow,
// read as one block (a cold play-test). Drawn under every pill of a map before the pills, so
// that no rim covers a neighbouring pill's edge.
void drawPillRim(QPainter &painter, const QRectF &box, const Look &look);

// A building slot: empty (Building::None), a city (square) or a starport (circle) with its owner's
// mark; a damaged building is hollow and struck through.
// What a fresh building shows: its owner's symbol, or "F" for a Free one.
QString buildingMark(const QString &ownerSymbol, bool free);
void drawBuilding(QPainter &painter, const QRectF &slot, arcs::Building building, bool damaged,
                  const QString &mark, const Look &look);

// A resource slot of a player board: a circle filled with its resource's colour (`look.owner`)
// and its letter, empty (no fill) or covered by a city (filled, with "·"); its ring is
// `look.emptyOutline`, its mark `look.onOwner`.
void drawResourceSlot(QPainter &painter, const QRectF &box, const QString &mark, const Look &look);

// The planet ID symbol printed on the map.
void drawPlanetSymbol(QPainter &painter, const QRectF &box, arcs::PlanetSymbol symbol,
                      const QColor &colour);

} // namespace PiecePen
