// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachPainting.h"

#include "PiecePen.h"
#include "ReachGeometry.h"
#include "ReachModel.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace {

constexpr qreal outOfPlayOpacity = 0.35;

void drawRing(QPainter &painter, QPointF centre, qreal diameter, const QColor &colour,
              qreal width) {
    const QRectF box(centre.x() - diameter / 2, centre.y() - diameter / 2, diameter, diameter);
    PiecePen::drawBox(painter, box, diameter / 2, QColor(), colour, width);
}

// Text.Outline's look: the text ringed in another colour so it reads over anything.
void drawOutlined(QPainter &painter, const QRectF &box, int flags, const QString &text,
                  const QColor &colour, const QColor &outline) {
    painter.setPen(outline);
    for (const QPointF offset : {QPointF(-1, 0), QPointF(1, 0), QPointF(0, -1), QPointF(0, 1)})
        painter.drawText(box.translated(offset), flags, text);
    painter.setPen(colour);
    painter.drawText(box, flags, text);
}

} // namespace

ReachPainting::ReachPainting(QQuickItem *parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    connect(this, &ReachPainting::lookChanged, this, [this] { update(); });
    connect(this, &QQuickItem::widthChanged, this, [this] { update(); });
    connect(this, &QQuickItem::heightChanged, this, [this] { update(); });
}

void ReachPainting::setReach(ReachModel *reach) {
    if (m_reach == reach)
        return;
    if (m_reach)
        disconnect(m_reach, nullptr, this, nullptr);
    m_reach = reach;
    if (m_reach) {
        const auto repaint = [this] { update(); };
        connect(m_reach, &QAbstractItemModel::dataChanged, this, repaint);
        connect(m_reach, &QAbstractItemModel::modelReset, this, repaint); // its 24 rows stay
    }
    emit reachChanged();
    update();
}

QList<SystemValue> ReachPainting::systems() const {
    QList<SystemValue> out;
    if (!m_reach)
        return out;
    for (int row = 0; row < m_reach->rowCount(); ++row)
        out.append(m_reach->system(row));
    return out;
}

QColor ReachPainting::colour(const QString &key) const {
    const QVariant value = m_colours.value(key, m_colours.value(QStringLiteral("text")));
    return value.value<QColor>();
}

QColor ReachPainting::ownerColour(const QString &playerColour) const {
    return playerColour.isEmpty() || playerColour == QLatin1String("free")
               ? colour(QStringLiteral("textMuted"))
               : colour(playerColour);
}

PiecePen::Look ReachPainting::look(const QString &playerColour) const {
    return {ownerColour(playerColour), colour(QStringLiteral("surface")),
            colour(QStringLiteral("onPlayerColour")), colour(QStringLiteral("text"))};
}

QString ReachPainting::symbol(const QString &key) const {
    return m_symbols.value(key, QStringLiteral("?")).toString();
}

QList<ReachPainting::Pill> ReachPainting::pillsOf(const SystemValue &system) const {
    QList<Pill> pills;
    for (const QVariant &value : system.pieces) {
        const auto seat = value.value<SeatPieces>();
        const QString mark = symbol(seat.colour);
        if (seat.flagship)
            pills.append({PiecePen::pillLabel(mark, 1, false, true), seat.colour, false});
        if (seat.freshShips > 0)
            pills.append(
                {PiecePen::pillLabel(mark, seat.freshShips, false, false), seat.colour, false});
        if (seat.damagedShips > 0)
            pills.append(
                {PiecePen::pillLabel(mark, seat.damagedShips, true, false), seat.colour, true});
    }
    const auto campaignPill = [&pills](const QString &mark, int count, bool damaged) {
        if (count > 0)
            pills.append({PiecePen::pillLabel(mark, count, damaged, false), QString(), damaged});
    };
    // A glyph and a count, as a player's ships are drawn: words ("Blight 1d") covered the
    // planets and each other on a campaign's crowded map.
    const CampaignPieces &campaign = system.campaign;
    campaignPill(PiecePen::imperialMark, campaign.imperialShips.fresh, false);
    campaignPill(PiecePen::imperialMark, campaign.imperialShips.damaged, true);
    campaignPill(PiecePen::blightMark, campaign.blight.fresh, false);
    campaignPill(PiecePen::blightMark, campaign.blight.damaged, true);
    return pills;
}

QString ReachPainting::buildingMark(const SlotBuilding &building) const {
    if (building.kind.isEmpty() || building.damaged)
        return {};
    return PiecePen::buildingMark(symbol(building.colour),
                                  building.colour == QLatin1String("free"));
}

QString ReachPainting::centreText(const SystemValue &system) const {
    return system.isGate ? QString::number(system.cluster) : symbol(system.planetType);
}

QString ReachPainting::outOfPlayLabel(int cluster) const {
    return tr("Cluster %1\nout of play").arg(cluster);
}

QStringList ReachPainting::textsAt(const QString &name) const {
    QStringList texts;
    for (const SystemValue &system : systems()) {
        if (system.name != name)
            continue;
        texts << centreText(system);
        if (!system.controller.isEmpty())
            texts << symbol(system.controller);
        for (const QVariant &value : system.buildings)
            if (const QString mark = buildingMark(value.value<SlotBuilding>()); !mark.isEmpty())
                texts << mark;
        for (const Pill &pill : pillsOf(system))
            texts << pill.label;
    }
    return texts;
}

QStringList ReachPainting::outOfPlayLabels() const {
    QStringList labels;
    for (int cluster = 1; cluster <= m_clusterInPlay.size(); ++cluster)
        if (!m_clusterInPlay[cluster - 1].toBool())
            labels << outOfPlayLabel(cluster);
    return labels;
}

void ReachPainting::paint(QPainter *painter) {
    if (m_mapSize <= 0)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->translate((width() - m_mapSize) / 2, (height() - m_mapSize) / 2);
    paintWedges(*painter);
    paintLanes(*painter);
    for (const SystemValue &system : systems())
        paintSystem(*painter, system);
}

void ReachPainting::paintWedges(QPainter &painter) const {
    const qreal size = m_mapSize;
    const qreal inner = size * ReachGeometry::wedgeInnerRadius;
    const qreal outer = size * ReachGeometry::wedgeOuterRadius;
    const QPointF middle(size / 2, size / 2);
    const QRectF innerCircle(middle.x() - inner, middle.y() - inner, 2 * inner, 2 * inner);
    const QRectF outerCircle(middle.x() - outer, middle.y() - outer, 2 * outer, 2 * outer);
    const qreal half = ReachGeometry::wedgeHalfAngle;
    for (int cluster = 1; cluster <= 6; ++cluster) {
        const bool inPlay = m_clusterInPlay.value(cluster - 1, true).toBool();
        const qreal angle = ReachGeometry::clusterAngle(cluster);
        // QPainterPath turns counterclockwise on screen, the Reach's angles clockwise.
        QPainterPath wedge(
            ReachGeometry::polar(size, ReachGeometry::wedgeInnerRadius, angle - half));
        wedge.lineTo(ReachGeometry::polar(size, ReachGeometry::wedgeOuterRadius, angle - half));
        wedge.arcTo(outerCircle, -(angle - half), -2 * half);
        wedge.lineTo(ReachGeometry::polar(size, ReachGeometry::wedgeInnerRadius, angle + half));
        wedge.arcTo(innerCircle, -(angle + half), 2 * half);
        wedge.closeSubpath();
        // Filled without antialiasing, a third of the cost: the smooth border covers its edge.
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.fillPath(wedge, colour(inPlay ? QStringLiteral("clusterFill")
                                              : QStringLiteral("clusterOutOfPlay")));
        // A one-pixel border is drawn by the raster engine's line path: a quarter of the cost
        // of a wider one, which is outlined and filled as a shape.
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.strokePath(wedge, QPen(colour(QStringLiteral("border")), 1));
        if (inPlay)
            continue;
        painter.setFont(PiecePen::font(m_fontSmall));
        painter.setPen(colour(QStringLiteral("textMuted")));
        const QPointF at = ReachGeometry::polar(size, 0.27, angle);
        painter.drawText(QRectF(at.x() - size / 4, at.y() - size / 4, size / 2, size / 2),
                         Qt::AlignCenter, outOfPlayLabel(cluster));
    }
}

void ReachPainting::paintLanes(QPainter &painter) const {
    for (const QVariant &value : m_lanes) {
        const QVariantMap lane = value.toMap();
        const bool pathMarker = lane.value(QStringLiteral("pathMarker")).toBool();
        QPen pen(colour(pathMarker ? QStringLiteral("accent") : QStringLiteral("lane")),
                 pathMarker ? 3 : 2);
        if (pathMarker)
            pen.setDashPattern({3, 2});
        painter.setPen(pen);
        painter.drawLine(ReachGeometry::systemPointByName(
                             m_mapSize, lane.value(QStringLiteral("from")).toString()),
                         ReachGeometry::systemPointByName(
                             m_mapSize, lane.value(QStringLiteral("to")).toString()));
    }
}

void ReachPainting::paintSystem(QPainter &painter, const SystemValue &system) const {
    painter.save();
    painter.setOpacity(system.inPlay ? 1 : outOfPlayOpacity);
    const QPointF centre = ReachGeometry::systemPoint(m_mapSize, system.cluster, system.kind);
    const qreal diameter = ReachGeometry::diameter(m_mapSize, system.isGate);
    const qreal top = centre.y() - diameter / 2;

    if (m_destinations.contains(system.name)) { // an arrow as well as a ring
        const QFont font = PiecePen::font(std::max<qreal>(m_fontTitle, diameter * 0.6), true);
        painter.setFont(font);
        const qreal height = QFontMetricsF(font).height();
        const QRectF box(centre.x() - height * 2, top - diameter * 0.3 - height, height * 4,
                         height);
        drawOutlined(painter, box, Qt::AlignCenter, QStringLiteral("⇩"),
                     colour(QStringLiteral("target")), colour(QStringLiteral("background")));
        drawRing(painter, centre, diameter * 1.45, colour(QStringLiteral("target")),
                 std::max(3.0, diameter * 0.1));
    }
    if (!system.controller.isEmpty())
        drawRing(painter, centre, diameter * 1.22, colour(system.controller),
                 std::max(2.0, diameter * 0.07));

    const QRectF disc(centre.x() - diameter / 2, top, diameter, diameter);
    PiecePen::drawBox(painter, disc, diameter / 2,
                      system.isGate ? colour(QStringLiteral("surface")) : colour(system.planetType),
                      colour(system.isGate ? QStringLiteral("lane") : QStringLiteral("surface")),
                      system.isGate ? 3 : 2);
    painter.setFont(PiecePen::font(std::max<qreal>(m_fontSmall, diameter * 0.42), true));
    painter.setPen(colour(system.isGate ? QStringLiteral("text") : QStringLiteral("background")));
    painter.drawText(disc, Qt::AlignCenter, centreText(system));

    if (!system.isGate) {
        const qreal side = std::max(12.0, diameter * 0.28);
        PiecePen::drawPlanetSymbol(painter,
                                   QRectF(centre.x() - side / 2, top - 3 - side, side, side),
                                   system.kind, colour(QStringLiteral("text")));
    }

    if (!system.controller.isEmpty()) { // their symbol at the disc's top right
        const QFont font = PiecePen::font(std::max(10.0, diameter * 0.3), true);
        painter.setFont(font);
        const qreal right = centre.x() + diameter / 2 + diameter * 0.12;
        const qreal height = QFontMetricsF(font).height();
        drawOutlined(painter, QRectF(right - height * 2, top - diameter * 0.12, height * 2, height),
                     Qt::AlignRight | Qt::AlignTop, symbol(system.controller),
                     colour(system.controller), colour(QStringLiteral("background")));
    }

    if (!system.isGate)
        paintBuildings(painter, system, centre, diameter);
    paintPieces(painter, system);
    painter.restore();
}

void ReachPainting::paintBuildings(QPainter &painter, const SystemValue &system, QPointF centre,
                                   qreal diameter) const {
    const qreal side = std::max(13.0, diameter * 0.3);
    const qreal spacing = 3;
    const qsizetype count = system.buildings.size();
    qreal x = centre.x() - (count * side + (count - 1) * spacing) / 2;
    const qreal y = centre.y() + diameter / 2 + 4;
    for (const QVariant &value : system.buildings) {
        const auto building = value.value<SlotBuilding>();
        PiecePen::drawBuilding(painter, QRectF(x, y, side, side), building.kind, building.damaged,
                               buildingMark(building), look(building.colour));
        x += side + spacing;
    }
}

// The pills flow left to right in a box outward of the system, a player's own kept together.
void ReachPainting::paintPieces(QPainter &painter, const SystemValue &system) const {
    const QList<Pill> pills = pillsOf(system);
    if (pills.isEmpty())
        return;
    const auto widthOf = [&](const Pill &pill) {
        return PiecePen::pillWidth(pill.label, m_pillSize);
    };
    // Groups: each player's pills side by side (1 px apart), then each campaign pill alone.
    QList<QList<Pill>> groups;
    for (const Pill &pill : pills) {
        if (!groups.isEmpty() && !pill.colour.isEmpty() &&
            groups.last().first().colour == pill.colour)
            groups.last().append(pill);
        else
            groups.append({pill});
    }
    const auto groupWidth = [&](const QList<Pill> &group) {
        qreal width = -1;
        for (const Pill &pill : group)
            width += widthOf(pill) + 1;
        return width;
    };
    const qreal boxWidth = m_mapSize * 0.125;
    const qreal spacing = 2;
    QList<QPointF> places;
    qreal x = 0, y = 0;
    for (const QList<Pill> &group : groups) {
        const qreal width = groupWidth(group);
        if (x > 0 && x + width > boxWidth) {
            x = 0;
            y += m_pillSize + spacing;
        }
        places.append({x, y});
        x += width + spacing;
    }
    const qreal boxHeight = y + m_pillSize;
    const QPointF anchor = ReachGeometry::stackPoint(m_mapSize, system.cluster, system.kind);
    // Kept inside the item, which clips: a crowded stack at the rim moves inward, whole.
    const QRectF area(-(width() - m_mapSize) / 2, -(height() - m_mapSize) / 2, width(), height());
    const QPointF origin(
        std::max(area.left(), std::min(anchor.x() - boxWidth / 2, area.right() - boxWidth)),
        std::max(area.top(), std::min(anchor.y() - boxHeight / 2, area.bottom() - boxHeight)));

    for (qsizetype g = 0; g < groups.size(); ++g) {
        qreal left = origin.x() + places[g].x();
        for (const Pill &pill : groups[g]) {
            const QRectF box(left, origin.y() + places[g].y(), widthOf(pill), m_pillSize);
            left += box.width() + 1;
            PiecePen::drawPill(painter, box, pill.label, pill.damaged, look(pill.colour));
        }
    }
}
