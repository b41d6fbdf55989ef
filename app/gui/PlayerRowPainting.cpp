// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlayerRowPainting.h"

#include "PiecePen.h"
#include "PlayerAreaValue.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace {

constexpr qreal lineGap = 1; // between the row's lines: four rows fit at 1280×720
constexpr qreal partGap = 5; // between the parts of a line
constexpr qreal slotGap = 3; // between resource slots
constexpr qreal trackHeight = 10;

// The area's line as drawn in `width`: whole, or where it is longer, broken after its " · "
// into up to three lines, only the last elided ("4 cities · 8 agents · 1 Trophy · G…" was cut at
// 1280×720, "9 agents · 1 Captive · 2 Trop…" at 1366×768 with larger text; cold play-tests).
QStringList standingLines(const QString &standing, const QFontMetricsF &metrics, qreal width) {
    constexpr qsizetype mostLines = 3;
    const QString separator = QStringLiteral(" · ");
    QStringList lines;
    QString rest = standing;
    while (lines.size() < mostLines - 1 && metrics.horizontalAdvance(rest) > width) {
        qsizetype cut = -1; // the last separator the line reaches
        for (qsizetype at = rest.indexOf(separator); at > 0; at = rest.indexOf(separator, at + 1)) {
            if (metrics.horizontalAdvance(rest.left(at)) > width)
                break;
            cut = at;
        }
        if (cut < 0)
            break;
        lines << rest.left(cut);
        rest = rest.mid(cut + separator.size());
    }
    return lines << metrics.elidedText(rest, Qt::ElideRight, width);
}

} // namespace

PlayerRowPainting::PlayerRowPainting(QQuickItem *parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    connect(this, &PlayerRowPainting::lookChanged, this, &PlayerRowPainting::relayout);
}

QFont PlayerRowPainting::nameFont(bool compact) const {
    return PiecePen::font(compact ? m_fontBody : m_fontTitle);
}

QFont PlayerRowPainting::powerFont(bool compact) const {
    return PiecePen::font(compact ? m_fontTitle : m_fontHuge, true);
}

QFont PlayerRowPainting::smallFont(bool bold) const {
    return PiecePen::font(m_fontSmall, bold);
}

qreal PlayerRowPainting::slotSize() const {
    return m_fontBody * 1.15;
}

qreal PlayerRowPainting::badgeSide(bool compact) const {
    return (compact ? m_fontBody : m_fontTitle) * 1.6;
}

qreal PlayerRowPainting::headHeight(bool compact) const {
    return std::max(badgeSide(compact), QFontMetricsF(powerFont(compact)).height());
}

qreal PlayerRowPainting::powerWidth(bool compact) const {
    return QFontMetricsF(powerFont(compact)).horizontalAdvance(QString::number(m_power));
}

PlayerRowPainting::Layout PlayerRowPainting::layOut(bool compact) const {
    Layout layout;
    const qreal width = this->width();
    const qreal head = headHeight(compact);
    const qreal side = badgeSide(compact);
    layout.badge = QRectF(0, (head - side) / 2, side, side);
    const qreal power = powerWidth(compact);
    layout.power = QRectF(width - power, 0, power, head);
    const qreal nameLeft = side + m_spacing;
    const qreal nameRight = width - power - partGap - (m_nameInset > 0 ? m_nameInset + partGap : 0);
    layout.name = QRectF(nameLeft, 0, std::max(0.0, nameRight - nameLeft), head);
    layout.track = QRectF(0, head + lineGap, width, trackHeight);

    // The slots, then the cue at the right end with the cards in hand beside it. Where the two
    // do not fit side by side, the cards in hand end the area's line, or where that is full
    // too, go under the cue: a row a line taller.
    const qreal top = layout.track.bottom() + lineGap;
    const qreal slot = slotSize();
    const qsizetype slotCount = m_resources.size();
    const qreal slotsRight = slotCount * slot + std::max<qsizetype>(0, slotCount - 1) * slotGap;
    const QFontMetricsF small(smallFont());
    const qreal line = small.height();
    const qreal cueWidth =
        m_cue.isEmpty() ? 0 : QFontMetricsF(smallFont(true)).horizontalAdvance(m_cue);
    const qreal trailingWidth = small.horizontalAdvance(m_trailing);
    const qreal room = width - slotsRight - partGap;
    const qreal cueGap = m_spacing / 2.0; // between the cards in hand and the cue
    const bool besideCue = m_cue.isEmpty() || cueWidth + cueGap + trailingWidth <= room;
    const bool endingStanding =
        !besideCue && small.horizontalAdvance(m_standing) + partGap + trailingWidth <= width;
    const bool underCue = !besideCue && !endingStanding;
    const qreal textHeight = underCue ? 2 * line : line;
    const qreal rowHeight = std::max(slot, textHeight);
    for (qsizetype i = 0; i < slotCount; ++i)
        layout.slotBoxes << QRectF(i * (slot + slotGap), top + (rowHeight - slot) / 2, slot, slot);
    const qreal textTop = top + (rowHeight - textHeight) / 2;
    if (!m_cue.isEmpty())
        layout.cue = QRectF(width - cueWidth, textTop, cueWidth, line);
    const qreal standingTop = top + rowHeight + lineGap;
    const qreal trailingRight = besideCue && !m_cue.isEmpty() ? width - cueWidth - cueGap : width;
    const qreal trailingTop = besideCue ? textTop : endingStanding ? standingTop : textTop + line;
    layout.trailing = QRectF(trailingRight - trailingWidth, trailingTop, trailingWidth, line);
    const qreal standingWidth = endingStanding ? width - trailingWidth - partGap : width;
    layout.standingLines = standingLines(m_standing, small, standingWidth);
    layout.standing =
        QRectF(0, standingTop, standingWidth, qreal(layout.standingLines.size()) * line);
    layout.height = layout.standing.bottom();
    return layout;
}

void PlayerRowPainting::relayout() {
    if (!isComponentComplete())
        return; // laid out once, when all its properties are set
    setImplicitHeight(layOut(m_compact).height);
    // Only when it changes: whether the rows are compact follows from it.
    if (const qreal full = layOut(false).height; full != m_fullHeight) {
        m_fullHeight = full;
        emit fullHeightChanged();
    }
    emit layoutChanged();
    update();
}

void PlayerRowPainting::componentComplete() {
    QQuickPaintedItem::componentComplete();
    relayout();
}

void PlayerRowPainting::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.width() != oldGeometry.width())
        relayout(); // the cue and the cards in hand may take one line or two
}

QColor PlayerRowPainting::colour(const QString &key) const {
    return m_colours.value(key).value<QColor>();
}

QColor PlayerRowPainting::resourceColour(arcs::ResourceType type) const {
    return m_resourceColours.value(qsizetype(type));
}

QString PlayerRowPainting::resourceLetter(arcs::ResourceType type) const {
    return m_resourceLetters.value(qsizetype(type));
}

QString PlayerRowPainting::elidedName(const Layout &layout) const {
    return QFontMetricsF(nameFont(m_compact))
        .elidedText(m_name, Qt::ElideRight, layout.name.width());
}

void PlayerRowPainting::paintTrack(QPainter &painter, const QRectF &track) const {
    const qreal radius = track.height() / 2;
    PiecePen::drawBox(painter, track, radius, colour(QStringLiteral("surfaceRaised")), {}, 0);
    const qreal share = std::clamp(qreal(m_power) / std::max(1, m_maximum), 0.0, 1.0);
    if (share > 0)
        PiecePen::drawBox(painter,
                          QRectF(track.topLeft(), QSizeF(track.width() * share, track.height())),
                          radius, m_playerColour, {}, 0);
    const QColor ink = colour(QStringLiteral("text"));
    if (m_threshold > 0) { // the game end's mark
        const qreal x = track.width() * m_threshold / std::max(1, m_maximum);
        painter.fillRect(QRectF(x - 1.5, track.top() - 3, 3, track.height() + 6), ink);
    }
    if (m_objective >= 0) { // the objective marker: a ring on its space, kept on the bar
        const qreal side = track.height() + 6;
        const qreal x = std::clamp(track.width() * m_objective / std::max(1, m_maximum) - side / 2,
                                   0.0, track.width() - side);
        PiecePen::drawBox(painter, QRectF(x, track.center().y() - side / 2, side, side), side / 2,
                          {}, ink, 2);
    }
}

// As ResourceSlot.qml shows one: its resource's colour and letter, empty, or covered by a city.
void PlayerRowPainting::paintSlot(QPainter &painter, const QRectF &box,
                                  const AreaResourceSlot &slot) const {
    const bool held = slot.held;
    const QColor fill = held        ? resourceColour(slot.type)
                        : slot.open ? QColor()
                                    : colour(QStringLiteral("surfaceRaised"));
    const QString mark = held        ? resourceLetter(slot.type)
                         : slot.open ? QString()
                                     : QStringLiteral("·");
    const QColor markColour =
        colour(held ? QStringLiteral("background") : QStringLiteral("textMuted"));
    const QColor ring = colour(slot.open ? QStringLiteral("text") : QStringLiteral("border"));
    PiecePen::drawResourceSlot(painter, box, mark, {fill, {}, markColour, ring});
}

void PlayerRowPainting::paint(QPainter *painter) {
    const Layout layout = layOut(m_compact);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);

    PiecePen::drawBox(*painter, layout.badge, layout.badge.width() / 4, m_playerColour,
                      colour(QStringLiteral("border")), 1);
    painter->setFont(nameFont(m_compact));
    painter->setPen(colour(QStringLiteral("onPlayerColour")));
    painter->drawText(layout.badge, Qt::AlignCenter, m_playerSymbol);

    const QColor text = colour(QStringLiteral("text"));
    const QColor muted = colour(QStringLiteral("textMuted"));
    painter->setFont(nameFont(m_compact));
    painter->setPen(text);
    painter->drawText(layout.name, Qt::AlignLeft | Qt::AlignVCenter, elidedName(layout));
    painter->setFont(powerFont(m_compact));
    painter->drawText(layout.power, Qt::AlignRight | Qt::AlignVCenter, QString::number(m_power));

    paintTrack(*painter, layout.track);
    for (qsizetype i = 0; i < layout.slotBoxes.size(); ++i)
        paintSlot(*painter, layout.slotBoxes[i], m_resources[i].value<AreaResourceSlot>());

    if (!m_cue.isEmpty()) {
        painter->setFont(smallFont(true));
        painter->setPen(colour(QStringLiteral("accent")));
        painter->drawText(layout.cue, Qt::AlignRight | Qt::AlignVCenter, m_cue);
    }
    painter->setFont(smallFont());
    painter->setPen(muted);
    painter->drawText(layout.trailing, Qt::AlignRight | Qt::AlignVCenter, m_trailing);
    const qreal line = QFontMetricsF(smallFont()).height();
    for (qsizetype i = 0; i < layout.standingLines.size(); ++i)
        painter->drawText(QRectF(layout.standing.left(), layout.standing.top() + qreal(i) * line,
                                 layout.standing.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter, layout.standingLines[i]);
}

QStringList PlayerRowPainting::texts() const {
    const Layout layout = layOut(m_compact);
    QStringList out{m_playerSymbol, elidedName(layout), QString::number(m_power)};
    for (const QVariant &slot : m_resources) {
        if (const auto resource = slot.value<AreaResourceSlot>(); resource.held)
            out << resourceLetter(resource.type);
    }
    if (!m_cue.isEmpty())
        out << m_cue;
    out << m_trailing << layout.standingLines;
    return out;
}
