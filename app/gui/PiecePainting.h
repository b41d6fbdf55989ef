// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PiecePen.h"

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

// One piece drawn as the map draws it (PiecePen), for the map key, the Court and the wizard:
// a ship count's pill, a building slot, a planet's ID symbol or a resource slot. ShipPill.qml,
// BuildingSlot.qml, PlanetSymbol.qml and ResourceSlot.qml give it the theme's colours.
class PiecePainting : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Shape shape MEMBER m_shape NOTIFY lookChanged)
    Q_PROPERTY(arcs::Building building MEMBER m_building NOTIFY lookChanged) // a slot's
    Q_PROPERTY(arcs::PlanetSymbol symbol MEMBER m_symbol NOTIFY lookChanged) // a planet's
    Q_PROPERTY(QString mark MEMBER m_mark NOTIFY lookChanged)                // the owner's symbol
    Q_PROPERTY(int count MEMBER m_count NOTIFY lookChanged)                  // a pill's ships
    Q_PROPERTY(bool damaged MEMBER m_damaged NOTIFY lookChanged)
    Q_PROPERTY(bool flagship MEMBER m_flagship NOTIFY lookChanged)
    Q_PROPERTY(bool free MEMBER m_free NOTIFY lookChanged)  // a Free building
    Q_PROPERTY(QString label READ label NOTIFY lookChanged) // a pill's count, a building's mark
    // The marks of a campaign's Imperial ships, Blight and Fate tokens, as the map draws them.
    Q_PROPERTY(QString imperialMark READ imperialMark CONSTANT)
    Q_PROPERTY(QString blightMark READ blightMark CONSTANT)
    Q_PROPERTY(QString fateTokenMark READ fateTokenMark CONSTANT)
    // The piece's own colour (its owner's, or a symbol's), the surface a hollow piece shows,
    // the mark on a filled piece, an empty slot's outline.
    Q_PROPERTY(QColor inkColour MEMBER m_inkColour NOTIFY lookChanged)
    Q_PROPERTY(QColor hollowColour MEMBER m_hollowColour NOTIFY lookChanged)
    Q_PROPERTY(QColor markColour MEMBER m_markColour NOTIFY lookChanged)
    Q_PROPERTY(QColor emptyColour MEMBER m_emptyColour NOTIFY lookChanged)

public:
    enum class Shape { Pill, Building, PlanetSymbol, ResourceSlot };
    Q_ENUM(Shape)

    explicit PiecePainting(QQuickItem *parent = nullptr);

    QString label() const;
    static QString imperialMark() { return PiecePen::imperialMark; }
    static QString blightMark() { return PiecePen::blightMark; }
    static QString fateTokenMark() { return PiecePen::fateTokenMark; }
    void paint(QPainter *painter) override;

signals:
    void lookChanged();

private:
    void fitPill(); // a pill is as wide as its label

    Shape m_shape = Shape::Pill;
    arcs::Building m_building = arcs::Building::None;
    arcs::PlanetSymbol m_symbol = arcs::PlanetSymbol::Arrow;
    QString m_mark;
    int m_count = 0;
    bool m_damaged = false;
    bool m_flagship = false;
    bool m_free = false;
    QColor m_inkColour;
    QColor m_hollowColour;
    QColor m_markColour;
    QColor m_emptyColour;
};
