// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachPainting.h"

#include "PiecePen.h"
#include "ReachGeometry.h"
#include "ReachModel.h"
#include "ReachPlacer.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <cmath>

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

// A symbol's ink centred in a round seal and well inside it, however large the font draws it
// (● fills its em, ♛ does not).
void drawInSeal(QPainter &painter, const QRectF &seal, const QString &symbol, QFont font,
                const QColor &colour) {
    QRectF ink = QFontMetricsF(font).tightBoundingRect(symbol);
    if (const qreal largest = std::max(ink.width(), ink.height()), room = seal.width() * 0.62;
        largest > room) {
        font.setPixelSize(std::max(2, int(font.pixelSize() * room / largest)));
        ink = QFontMetricsF(font).tightBoundingRect(symbol);
    }
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(seal.center() - ink.center(), symbol);
}

} // namespace

ReachPainting::ReachPainting(QQuickItem *parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    connect(this, &ReachPainting::lookChanged, this, &ReachPainting::layOutAgain);
    connect(this, &QQuickItem::widthChanged, this, &ReachPainting::layOutAgain);
    connect(this, &QQuickItem::heightChanged, this, &ReachPainting::layOutAgain);
}

// Laid out when next painted, once however many rows changed, and at the size the page's
// layouts settle on: laid out as they were polished, a turn's start laid the whole map out at
// a passing size and again at its own (16 ms each), and a hidden page's map at no size at all.
void ReachPainting::layOutAgain() {
    m_laidOut = false;
    update();
}

const ReachPainting::Layout &ReachPainting::layout() {
    if (m_laidOut)
        return m_layout;
    const ReachLayout::Scale now = scale();
    const bool sameScale =
        now.mapSize == m_layout.scale.mapSize && now.pillSize == m_layout.scale.pillSize;
    QList<ReachLayout::SystemShown> shownNow = shown(systems());
    QList<ReachLayout::SystemMarks> marks = ReachLayout::layout(
        shownNow, now, sameScale ? m_layout.marks : QList<ReachLayout::SystemMarks>());
    m_layout = {now, std::move(shownNow), std::move(marks)};
    m_laidOut = true;
    return m_layout;
}

void ReachPainting::setReach(ReachModel *reach) {
    if (m_reach == reach)
        return;
    if (m_reach)
        disconnect(m_reach, nullptr, this, nullptr);
    m_reach = reach;
    if (m_reach) {
        connect(m_reach, &QAbstractItemModel::dataChanged, this, &ReachPainting::layOutAgain);
        // Its 24 rows stay.
        connect(m_reach, &QAbstractItemModel::modelReset, this, &ReachPainting::layOutAgain);
    }
    emit reachChanged();
    layOutAgain();
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

QColor ReachPainting::ownerColour(std::optional<arcs::PlayerColour> owner) const {
    const QColor muted = colour(QStringLiteral("textMuted"));
    return owner ? m_playerColours.value(qsizetype(*owner), muted) : muted;
}

PiecePen::Look ReachPainting::look(std::optional<arcs::PlayerColour> owner) const {
    return {ownerColour(owner), colour(QStringLiteral("surface")),
            colour(QStringLiteral("onPlayerColour")), colour(QStringLiteral("emptySlot"))};
}

PiecePen::Look ReachPainting::look(const ReachLayout::Pill &pill) const {
    PiecePen::Look out = look(pill.owner);
    if (pill.blight)
        out.owner = colour(QStringLiteral("blight"));
    return out;
}

QString ReachPainting::playerSymbol(arcs::PlayerColour player) const {
    return m_playerSymbols.value(qsizetype(player), QStringLiteral("?"));
}

QColor ReachPainting::resourceColour(arcs::ResourceType type) const {
    return m_resourceColours.value(qsizetype(type), colour(QStringLiteral("text")));
}

std::optional<arcs::PlayerColour> ReachPainting::controllerColour(const SystemValue &system) {
    return system.controlled ? std::optional(system.controller) : std::nullopt;
}

QString ReachPainting::controllerSymbol(const SystemValue &system) const {
    if (system.controlled)
        return playerSymbol(system.controller);
    return system.empireControls ? PiecePen::imperialMark : QString();
}

QList<ReachLayout::Pill> ReachPainting::pillsOf(const SystemValue &system) const {
    QList<ReachLayout::Pill> pills;
    for (const QVariant &value : system.pieces) {
        const auto seat = value.value<SeatPieces>();
        const QString mark = playerSymbol(seat.colour);
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
            pills.append({PiecePen::pillLabel(mark, count, damaged, false), std::nullopt, damaged});
    };
    // A glyph and a count, as a player's ships are drawn: words ("Blight 1d") covered the
    // planets and each other on a campaign's crowded map.
    const CampaignPieces &campaign = system.campaign;
    campaignPill(PiecePen::imperialMark, campaign.imperialShips.fresh, false);
    campaignPill(PiecePen::imperialMark, campaign.imperialShips.damaged, true);
    // Fate tokens by whose they are, as a Flagship is drawn: the player's symbol and colour.
    QList<FateTokenLook> looks;
    for (const FateTokenLook &look : campaign.fateTokenLooks)
        if (!looks.contains(look))
            looks.append(look);
    for (const FateTokenLook &look : looks) {
        const QString mark = look.loyalTo ? playerSymbol(*look.loyalTo) + PiecePen::fateTokenMark
                                          : PiecePen::fateTokenMark;
        const int count = int(campaign.fateTokenLooks.count(look));
        pills.append(
            {PiecePen::pillLabel(mark, count, look.damaged, false), look.loyalTo, look.damaged});
    }
    return pills;
}

QList<ReachLayout::Pill> ReachPainting::edgePillsOf(const SystemValue &system) const {
    QList<ReachLayout::Pill> pills;
    const auto blight = [&pills](int count, bool damaged) {
        if (count > 0)
            pills.append({PiecePen::pillLabel(PiecePen::blightMark, count, damaged, false),
                          std::nullopt, damaged, true});
    };
    blight(system.campaign.blight.fresh, false);
    blight(system.campaign.blight.damaged, true);
    return pills;
}

ReachLayout::SystemShown ReachPainting::shown(const SystemValue &system) const {
    return {system.system.id() ? system.system.id()->name() : QString(),
            system.word,
            system.cluster,
            system.kind,
            system.buildingSlots,
            controllerSymbol(system),
            pillsOf(system),
            edgePillsOf(system),
            m_destinations.contains(QVariant::fromValue(system.system))};
}

ReachLayout::Scale ReachPainting::scale() const {
    // The item's own rectangle in the map's coordinates (the wheel is centred in it).
    return {m_mapSize, m_pillSize,
            QRectF(-(width() - m_mapSize) / 2, -(height() - m_mapSize) / 2, width(), height())};
}

QList<ReachLayout::SystemShown> ReachPainting::shown(const QList<SystemValue> &systems) const {
    QList<ReachLayout::SystemShown> all;
    for (const SystemValue &system : systems)
        all.append(shown(system));
    return all;
}

QStringList ReachPainting::overlaps() {
    const Layout &now = layout();
    return ReachLayout::overlaps(now.shown, now.marks, now.scale);
}

QVariantList ReachPainting::targets() {
    QVariantList lit;
    const QPointF offset((width() - m_mapSize) / 2, (height() - m_mapSize) / 2);
    for (const ReachLayout::SystemMarks &marks : layout().marks)
        if (!marks.targetRing.isNull())
            lit.append(QVariantMap{{QStringLiteral("system"), marks.name},
                                   {QStringLiteral("ring"), marks.targetRing.translated(offset)}});
    return lit;
}

namespace {

qreal lowestOf(const QList<QRectF> &pills) {
    qreal lowest = std::numeric_limits<qreal>::max();
    for (const QRectF &pill : pills)
        lowest = std::min(lowest, pill.height());
    return lowest;
}

} // namespace

QVariantList ReachPainting::stackPlaces() {
    const QList<ReachLayout::SystemShown> &all = layout().shown;
    const QList<ReachLayout::SystemMarks> &marks = layout().marks;
    QVariantList places;
    for (qsizetype i = 0; i < marks.size(); ++i) {
        if (marks[i].pills.isEmpty())
            continue;
        QRectF stack = marks[i].caption;
        for (const QRectF &pill : marks[i].pills)
            stack = stack.united(pill);
        const QPointF from = stack.center() - QPointF(m_mapSize / 2, m_mapSize / 2);
        places.append(QVariantMap{
            {QStringLiteral("system"), all[i].name},
            {QStringLiteral("cluster"), all[i].cluster},
            {QStringLiteral("degrees"), qRadiansToDegrees(std::atan2(from.y(), from.x()))},
            {QStringLiteral("tethered"), !marks[i].tether.isNull()},
            {QStringLiteral("tetherLength"), marks[i].tether.length()},
            {QStringLiteral("captioned"), !marks[i].caption.isNull()},
            {QStringLiteral("pillHeight"), lowestOf(marks[i].pills)},
            {QStringLiteral("box"), stack}});
    }
    return places;
}

QVariantList ReachPainting::edgePlaces() {
    const QList<ReachLayout::SystemShown> &all = layout().shown;
    const QList<ReachLayout::SystemMarks> &marks = layout().marks;
    QVariantList places;
    for (qsizetype i = 0; i < marks.size(); ++i) {
        if (all[i].edgePills.isEmpty())
            continue;
        const QRectF row = ReachLayout::bounds(marks[i].edgePills);
        places.append(QVariantMap{
            {QStringLiteral("system"), all[i].name},
            {QStringLiteral("box"), row},
            {QStringLiteral("pillHeight"), lowestOf(marks[i].edgePills)},
            {QStringLiteral("ringGap"),
             row.isNull() ? -1
                          : ReachLayout::distance(row, ReachLayout::ringMark(marks[i].disc))}});
    }
    return places;
}

QString ReachPainting::buildingMark(const SlotBuilding &building) const {
    if (building.building == arcs::Building::None || building.damaged)
        return {};
    return PiecePen::buildingMark(building.owner ? playerSymbol(*building.owner) : QString(),
                                  !building.owner);
}

QString ReachPainting::centreText(const SystemValue &system) const {
    return system.isGate
               ? QString::number(system.cluster)
               : m_resourceLetters.value(qsizetype(system.planetType), QStringLiteral("?"));
}

QString ReachPainting::outOfPlayLabel(int cluster) const {
    return tr("Cluster %1\nout of play").arg(cluster);
}

QStringList ReachPainting::textsAt(const QString &name) const {
    QStringList texts;
    for (const SystemValue &system : systems()) {
        if (!system.system.id() || system.system.id()->name() != name)
            continue;
        texts << centreText(system);
        if (const QString controlledBy = controllerSymbol(system); !controlledBy.isEmpty())
            texts << controlledBy;
        for (const QVariant &value : system.buildings)
            if (const QString mark = buildingMark(value.value<SlotBuilding>()); !mark.isEmpty())
                texts << mark;
        for (const ReachLayout::Pill &pill : pillsOf(system) + edgePillsOf(system))
            texts << pill.label;
    }
    return texts;
}

ReachSystem ReachPainting::systemAt(QPointF point) {
    const QList<SystemValue> all = systems();
    const Layout &now = layout();
    if (m_mapSize <= 0 || now.marks.size() != all.size())
        return {};
    const QPointF at = point - QPointF((width() - m_mapSize) / 2, (height() - m_mapSize) / 2);
    const auto within = [&at](const QList<QRectF> &boxes) {
        return std::ranges::any_of(boxes, [&at](const QRectF &box) { return box.contains(at); });
    };
    // A row or stack of pills as one: a finger between two of them means the same system.
    const auto whole = [](QList<QRectF> boxes) {
        QRectF all;
        for (const QRectF &box : boxes)
            all = all.united(box);
        return all;
    };
    for (qsizetype i = 0; i < all.size(); ++i) {
        const ReachLayout::SystemMarks &marks = now.marks[i];
        if (within(marks.buildings) ||
            within({whole(QList<QRectF>(marks.pills) << marks.caption), whole(marks.edgePills),
                    marks.planetSymbol, marks.controllerSymbol}))
            return all[i].system;
    }
    return {};
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
    const QList<SystemValue> all = systems();
    const Layout &now = layout(); // the GUI thread waits while the map is painted
    const QList<ReachLayout::SystemShown> &shownAll = now.shown;
    const QList<ReachLayout::SystemMarks> &marks = now.marks;
    if (marks.size() != all.size())
        return;
    paintLeaders(*painter, marks);
    for (qsizetype i = 0; i < all.size(); ++i)
        paintSystem(*painter, all[i], shownAll[i], marks[i]);
    // The counts last: where a crowded map leaves one nowhere clear, it is never hidden under
    // a later system's planet. Their rims first, so no rim covers a neighbouring count.
    for (qsizetype i = 0; i < all.size(); ++i)
        paintPillRims(*painter, all[i], shownAll[i], marks[i]);
    for (qsizetype i = 0; i < all.size(); ++i)
        paintPills(*painter, all[i], shownAll[i], marks[i]);
}

// A frame of counts set far apart is joined to its system by a dotted line, under every disc
// and mark, so it covers none (with no line, a frame 150 px from its gate read as nobody's; a
// cold play-test).
void ReachPainting::paintLeaders(QPainter &painter,
                                 const QList<ReachLayout::SystemMarks> &marks) const {
    painter.save();
    painter.setPen(QPen(colour(QStringLiteral("text")), std::max(1.5, m_pillSize / 10), Qt::DotLine,
                        Qt::RoundCap));
    for (const ReachLayout::SystemMarks &system : marks) {
        if (system.caption.isNull())
            continue;
        QRectF frame = system.caption;
        for (const QRectF &pill : system.pills)
            frame = frame.united(pill);
        const QPointF from = system.disc.center();
        const QPointF to(std::clamp(from.x(), frame.left(), frame.right()),
                         std::clamp(from.y(), frame.top(), frame.bottom()));
        painter.drawLine(from, to);
    }
    painter.restore();
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
        const auto lane = value.value<Lane>();
        const bool pathMarker = lane.pathMarker;
        QPen pen(colour(pathMarker ? QStringLiteral("accent") : QStringLiteral("lane")),
                 pathMarker ? 3 : 2);
        if (pathMarker)
            pen.setDashPattern({3, 2});
        painter.setPen(pen);
        painter.drawLine(
            ReachGeometry::systemPoint(m_mapSize, lane.from.cluster(), lane.from.kind()),
            ReachGeometry::systemPoint(m_mapSize, lane.to.cluster(), lane.to.kind()));
    }
}

void ReachPainting::paintSystem(QPainter &painter, const SystemValue &system,
                                const ReachLayout::SystemShown &here,
                                const ReachLayout::SystemMarks &marks) const {
    painter.save();
    painter.setOpacity(system.inPlay ? 1 : outOfPlayOpacity);
    const QRectF &disc = marks.disc;
    const QPointF centre = disc.center();
    const qreal diameter = disc.width();

    if (!marks.targetRing.isNull()) // a wide ring, and an arrow where one fits: not colour alone
        drawRing(painter, centre, marks.targetRing.width(), colour(QStringLiteral("target")),
                 std::max(3.0, diameter * 0.1));
    if (!marks.targetArrow.isNull()) {
        // Turned to point at the planet: beside or below it, a ⇩ pointed at nothing (a cold
        // play-test).
        const QPointF at = marks.targetArrow.center();
        const qreal towards =
            qRadiansToDegrees(std::atan2(centre.y() - at.y(), centre.x() - at.x()));
        painter.save();
        painter.translate(at);
        painter.rotate(towards - 90); // ⇩ points down, at 90°
        painter.setFont(ReachLayout::arrowFont(diameter));
        const QSizeF room = QFontMetricsF(painter.font()).boundingRect(QStringLiteral("⇩")).size();
        drawOutlined(painter, QRectF(QPointF(-room.width() / 2, -room.height() / 2), room),
                     Qt::AlignCenter, QStringLiteral("⇩"), colour(QStringLiteral("target")),
                     colour(QStringLiteral("background")));
        painter.restore();
    }
    if (!controllerSymbol(system).isEmpty())
        drawRing(painter, centre, diameter * 1.22, ownerColour(controllerColour(system)),
                 std::max(2.0, diameter * 0.07));

    PiecePen::drawBox(painter, disc, diameter / 2,
                      system.isGate ? colour(QStringLiteral("surface"))
                                    : resourceColour(system.planetType),
                      colour(system.isGate ? QStringLiteral("lane") : QStringLiteral("surface")),
                      system.isGate ? 3 : 2);
    painter.setFont(PiecePen::font(std::max<qreal>(m_fontSmall, diameter * 0.42), true));
    painter.setPen(colour(system.isGate ? QStringLiteral("text") : QStringLiteral("background")));
    painter.drawText(disc, Qt::AlignCenter, centreText(system));

    if (const auto symbol = arcs::planetSymbolOf(system.kind);
        symbol && !marks.planetSymbol.isNull())
        PiecePen::drawPlanetSymbol(painter, marks.planetSymbol, *symbol,
                                   colour(QStringLiteral("text")));
    if (!marks.controllerSymbol.isNull()) {
        // A seal on the ring: the symbol in the ring's colour on the map's, never a filled
        // shape a building could be taken for (Dee's white ■ read as a city; a play-test).
        const QRectF &seal = marks.controllerSymbol;
        PiecePen::drawBox(painter, seal, seal.width() / 2, colour(QStringLiteral("background")),
                          ownerColour(controllerColour(system)), std::max(1.5, diameter * 0.05));
        drawInSeal(painter, seal, here.controllerSymbol, ReachLayout::controllerFont(diameter),
                   ownerColour(controllerColour(system)));
    }
    for (qsizetype slot = 0; slot < marks.buildings.size(); ++slot) {
        const auto building = system.buildings.value(slot).value<SlotBuilding>();
        PiecePen::drawBuilding(painter, marks.buildings[slot], building.building, building.damaged,
                               buildingMark(building), look(building.owner));
    }
    painter.restore();
}

void ReachPainting::paintPillRims(QPainter &painter, const SystemValue &system,
                                  const ReachLayout::SystemShown &here,
                                  const ReachLayout::SystemMarks &marks) const {
    painter.save();
    painter.setOpacity(system.inPlay ? 1 : outOfPlayOpacity);
    const QList<ReachLayout::Pill> stack = ReachLayout::stacked(here, marks);
    for (qsizetype pill = 0; pill < marks.pills.size(); ++pill)
        PiecePen::drawPillRim(painter, marks.pills[pill], look(stack[pill]));
    for (qsizetype pill = 0; pill < marks.edgePills.size(); ++pill)
        PiecePen::drawPillRim(painter, marks.edgePills[pill], look(here.edgePills[pill]));
    painter.restore();
}

void ReachPainting::paintPills(QPainter &painter, const SystemValue &system,
                               const ReachLayout::SystemShown &here,
                               const ReachLayout::SystemMarks &marks) const {
    painter.save();
    painter.setOpacity(system.inPlay ? 1 : outOfPlayOpacity);
    if (!marks.tether.isNull()) { // a stack set apart, joined to its system
        painter.setPen(QPen(colour(QStringLiteral("text")), std::max(2.0, m_pillSize / 8),
                            Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(marks.tether);
    }
    if (!marks.caption.isNull()) {
        // Set far apart, the system's word and its pills framed as one: the stack read as a
        // neighbouring planet's under a caption alone (a cold play-test).
        QRectF group = marks.caption;
        for (const QRectF &pill : marks.pills)
            group = group.united(pill);
        const qreal inset = scale().frameInset();
        PiecePen::drawBox(painter, group.adjusted(-inset, -inset, inset, inset), inset * 2,
                          colour(QStringLiteral("background")), colour(QStringLiteral("text")),
                          1.5);
        painter.setFont(PiecePen::pillFont(marks.caption.height()));
        drawOutlined(painter, marks.caption, Qt::AlignCenter, here.word,
                     colour(QStringLiteral("text")), colour(QStringLiteral("background")));
    }
    const QList<ReachLayout::Pill> stack = ReachLayout::stacked(here, marks);
    for (qsizetype pill = 0; pill < marks.pills.size(); ++pill) {
        const ReachLayout::Pill &drawn = stack[pill];
        PiecePen::drawPill(painter, marks.pills[pill], drawn.label, drawn.damaged, look(drawn));
    }
    for (qsizetype pill = 0; pill < marks.edgePills.size(); ++pill) {
        const ReachLayout::Pill &drawn = here.edgePills[pill];
        PiecePen::drawPill(painter, marks.edgePills[pill], drawn.label, drawn.damaged, look(drawn));
    }
    painter.restore();
}
