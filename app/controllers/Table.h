#pragma once

#include "models/PlayerListModel.h"
#include "models/ReachModel.h"
#include "state/GameSetup.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

class QQmlEngine;
class QJSEngine;

namespace arcs {
class Catalog;
}

// The game on the table: owns the current game and the models the interface shows of it.
class Table : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString setupCardName READ setupCardName NOTIFY gameChanged)
    Q_PROPERTY(QString modeName READ modeName NOTIFY gameChanged)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameChanged)
    Q_PROPERTY(QVariantList clusterInPlay READ clusterInPlay NOTIFY gameChanged)
    Q_PROPERTY(QString outOfPlayDescription READ outOfPlayDescription NOTIFY gameChanged)
    Q_PROPERTY(QVariantList lanes READ lanes NOTIFY gameChanged)
    Q_PROPERTY(ReachModel *reach READ reach CONSTANT)
    Q_PROPERTY(PlayerListModel *players READ players CONSTANT)

public:
    static Table *instance();
    static Table *create(QQmlEngine *, QJSEngine *);

    bool hasGame() const { return m_setup.has_value(); }
    QString setupCardName() const;
    QString modeName() const;
    int playerCount() const;
    QList<int> outOfPlayClusters() const;
    // One flag per cluster 1..6, for the map's wedges.
    QVariantList clusterInPlay() const;
    QString outOfPlayDescription() const;
    // Adjacent systems in play: {from, to, pathMarker}, for drawing the map.
    QVariantList lanes() const;
    ReachModel *reach() { return &m_reach; }
    PlayerListModel *players() { return &m_players; }
    const std::optional<arcs::GameSetup> &setup() const { return m_setup; }

    // Starts a game; returns the reason it cannot start (nothing changes then), or empty.
    QString startGame(const arcs::GameSetup &setup);
    Q_INVOKABLE void loadDemo();

signals:
    void gameChanged();

private:
    explicit Table(QObject *parent = nullptr);

    const arcs::Catalog &m_catalog;
    std::optional<arcs::GameSetup> m_setup;
    ReachModel m_reach;
    PlayerListModel m_players;
};
