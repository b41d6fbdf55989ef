// SPDX-License-Identifier: GPL-3.0-or-later
#include "PiecePainting.h"

#include "PiecePen.h"

#include <QPainter>

PiecePainting::PiecePainting(QQuickItem *parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    connect(this, &PiecePainting::lookChanged, this, [this] {
        fitPill();
        update();
    });
    connect(this, &QQuickItem::implicitHeightChanged, this, &PiecePainting::fitPill);
    connect(this, &QQuickItem::widthChanged, this, [this] { update(); });
    connect(this, &QQuickItem::heightChanged, this, [this] { update(); });
}

QString PiecePainting::label() const {
    switch (m_shape) {
    case Shape::Pill:
        return PiecePen::pillLabel(m_mark, m_count, m_damaged, m_flagship);
    case Shape::Building:
        return m_building == arcs::Building::None || m_damaged
                   ? QString()
                   : PiecePen::buildingMark(m_mark, m_free);
    case Shape::PlanetSymbol:
        return {};
    case Shape::ResourceSlot:
        return m_mark;
    }
    return {};
}

void PiecePainting::fitPill() {
    if (m_shape == Shape::Pill && implicitHeight() > 0) // not sized yet: no font to measure with
        setImplicitWidth(PiecePen::pillWidth(label(), implicitHeight(), m_damaged));
}

void PiecePainting::paint(QPainter *painter) {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box = boundingRect();
    const PiecePen::Look look{m_inkColour, m_hollowColour, m_markColour, m_emptyColour};
    switch (m_shape) {
    case Shape::Pill:
        PiecePen::drawPillRim(*painter, box, look);
        PiecePen::drawPill(*painter, box, label(), m_damaged, look);
        return;
    case Shape::Building:
        PiecePen::drawBuilding(*painter, box, m_building, m_damaged, label(), look);
        return;
    case Shape::PlanetSymbol:
        PiecePen::drawPlanetSymbol(*painter, box, m_symbol, m_inkColour);
        return;
    case Shape::ResourceSlot:
        PiecePen::drawResourceSlot(*painter, box, label(), look);
        return;
    }
}
