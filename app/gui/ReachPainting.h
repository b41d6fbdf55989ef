// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PiecePen.h"
#include "ReachLayout.h"
#include "SystemValue.h"

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class ReachModel;
class QPainter;

// The Reach drawn in one item: the clusters, the lanes, and each system with its planet, who
// controls it, its building slots and the pieces standing there, and the move's destinations.
// One painted item rather than some 900 QML items, which took a sixth of the app's start-up.
// Taps and the keyboard reach the systems through their own small items (SystemNode.qml).
// Colours and symbols come from the theme: `colours` keyed by a theme colour's name, the
// players' and the resources' indexed by arcs::PlayerColour and arcs::ResourceType.
class ReachPainting : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ReachModel *reach READ reach WRITE setReach NOTIFY reachChanged)
    Q_PROPERTY(QVariantList lanes MEMBER m_lanes NOTIFY lookChanged)                 // Lane each
    Q_PROPERTY(QVariantList clusterInPlay MEMBER m_clusterInPlay NOTIFY lookChanged) // bool each
    Q_PROPERTY(
        QVariantList destinations MEMBER m_destinations NOTIFY lookChanged) // ReachSystem each
    Q_PROPERTY(qreal mapSize MEMBER m_mapSize NOTIFY lookChanged)   // the wheel's side, centred
    Q_PROPERTY(qreal pillSize MEMBER m_pillSize NOTIFY lookChanged) // a ship count's height
    Q_PROPERTY(int fontSmall MEMBER m_fontSmall NOTIFY lookChanged)
    Q_PROPERTY(QVariantMap colours MEMBER m_colours NOTIFY lookChanged)
    Q_PROPERTY(QList<QColor> playerColours MEMBER m_playerColours NOTIFY lookChanged)
    Q_PROPERTY(QList<QString> playerSymbols MEMBER m_playerSymbols NOTIFY lookChanged)
    Q_PROPERTY(QList<QColor> resourceColours MEMBER m_resourceColours NOTIFY lookChanged)
    Q_PROPERTY(QList<QString> resourceLetters MEMBER m_resourceLetters NOTIFY lookChanged)

public:
    explicit ReachPainting(QQuickItem *parent = nullptr);

    ReachModel *reach() const { return m_reach; }
    void setReach(ReachModel *reach);

    void paint(QPainter *painter) override;

    // What the map writes at a system: its letter or number, its controller's symbol, its
    // buildings' marks and its pieces' counts ("◆3", "◆2d", "◆⚓", "♛1"), as drawn.
    Q_INVOKABLE QStringList textsAt(const QString &system) const;
    // The system whose drawn mark (counts, Blight, building slot, symbol) is at `point`, in the
    // item's coordinates: not valid where there is none. A tap on counts opens their system.
    Q_INVOKABLE ReachSystem systemAt(QPointF point);
    // The labels of the clusters out of play, as drawn.
    Q_INVOKABLE QStringList outOfPlayLabels() const;
    // Every mark that covers another or a planet, or is cut by the item's edge, in words:
    // empty when the map reads cleanly (ReachLayout::overlaps).
    Q_INVOKABLE QStringList overlaps();
    // The systems lit as where to place or move to now, each with its wide ring: {system, ring
    // (its box, in the item's coordinates)}.
    Q_INVOKABLE QVariantList targets();
    // Where each system's counts stand, as drawn: {system, cluster, degrees (the counts'
    // middle seen from the map's, clockwise from east), tethered, tetherLength, pillHeight
    // (the lowest pill's), box (in the map's coordinates)}.
    Q_INVOKABLE QVariantList stackPlaces();
    // Where each system's Blight stands, as drawn: {system, box (its row on the planet's edge,
    // in the map's coordinates; null where there was no room and it ends the system's stack),
    // pillHeight, ringGap (how far the row is from the ring kept round its disc)}.
    Q_INVOKABLE QVariantList edgePlaces();

signals:
    void reachChanged();
    void lookChanged();

private:
    // Where each mark goes, laid out again before the next frame after any change, from where
    // the counts stood (ReachLayout::layout).
    struct Layout {
        ReachLayout::Scale scale;
        QList<ReachLayout::SystemShown> shown;
        QList<ReachLayout::SystemMarks> marks;
    };
    void layOutAgain();
    const Layout &layout();

    QList<ReachLayout::Pill> pillsOf(const SystemValue &system) const;     // stacked
    QList<ReachLayout::Pill> edgePillsOf(const SystemValue &system) const; // the Blight's
    ReachLayout::SystemShown shown(const SystemValue &system) const;
    QList<ReachLayout::SystemShown> shown(const QList<SystemValue> &systems) const;
    ReachLayout::Scale scale() const;
    QString buildingMark(const SlotBuilding &building) const;
    // Who controls the system, as its ring's symbol: a player's, ♛ for the Empire, or "".
    QString controllerSymbol(const SystemValue &system) const;
    QString centreText(const SystemValue &system) const;
    QString outOfPlayLabel(int cluster) const;

    void paintWedges(QPainter &painter) const;
    void paintLanes(QPainter &painter) const;
    void paintLeaders(QPainter &painter, const QList<ReachLayout::SystemMarks> &marks) const;
    void paintSystem(QPainter &painter, const SystemValue &system,
                     const ReachLayout::SystemShown &here,
                     const ReachLayout::SystemMarks &marks) const;
    void paintPillRims(QPainter &painter, const SystemValue &system,
                       const ReachLayout::SystemShown &here,
                       const ReachLayout::SystemMarks &marks) const;
    void paintPills(QPainter &painter, const SystemValue &system,
                    const ReachLayout::SystemShown &here,
                    const ReachLayout::SystemMarks &marks) const;

    QColor colour(const QString &key) const;
    QColor ownerColour(std::optional<arcs::PlayerColour> owner) const; // muted for nobody's
    PiecePen::Look look(std::optional<arcs::PlayerColour> owner) const;
    PiecePen::Look look(const ReachLayout::Pill &pill) const; // the Blight in its colour
    QString playerSymbol(arcs::PlayerColour player) const;
    QColor resourceColour(arcs::ResourceType type) const;
    static std::optional<arcs::PlayerColour> controllerColour(const SystemValue &system);

    QList<SystemValue> systems() const;

    QPointer<ReachModel> m_reach;
    QVariantList m_lanes;
    QVariantList m_clusterInPlay;
    QVariantList m_destinations;
    qreal m_mapSize = 0;
    qreal m_pillSize = 14;
    int m_fontSmall = 14;
    QVariantMap m_colours;
    QList<QColor> m_playerColours;
    QList<QString> m_playerSymbols;
    QList<QColor> m_resourceColours;
    QList<QString> m_resourceLetters;
    Layout m_layout;
    bool m_laidOut = false;
};
