// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Odds.h"

#include <QFutureWatcher>
#include <QObject>
#include <QtQml/qqmlregistration.h>

// A battle's exact odds for the dice planned: hits, hits the attacker's ships take (as many
// fresh defending ships intercept), and the chance of both hopes at once. Computed off the
// interface thread; the latest request wins.
class BattleOdds : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A battle's odds belong to its BattlePlanner")
    Q_PROPERTY(bool busy READ busy NOTIFY changed)
    Q_PROPERTY(QList<double> hitsHistogram READ hitsHistogram NOTIFY changed)
    Q_PROPERTY(QList<double> damageHistogram READ damageHistogram NOTIFY changed)
    Q_PROPERTY(double expectedHits READ expectedHits NOTIFY changed)
    Q_PROPERTY(double expectedDamage READ expectedDamage NOTIFY changed)
    Q_PROPERTY(int minHits READ minHits WRITE setMinHits NOTIFY changed)
    Q_PROPERTY(int maxDamage READ maxDamage WRITE setMaxDamage NOTIFY changed)
    // P(at least minHits hits and at most maxDamage damage taken).
    Q_PROPERTY(double chance READ chance NOTIFY changed)

public:
    explicit BattleOdds(QObject *parent = nullptr);

    // The odds of `pool` from now on (a pool the dice cannot make is not asked for).
    void request(const arcs::DicePool &pool, const arcs::DiceData &dice);
    // The fresh defending ships that intercept: the damage taken depends on them.
    void setInterceptingShips(int ships);

    bool busy() const { return m_pending; }
    QList<double> hitsHistogram() const { return m_odds.hitsHistogram(); }
    QList<double> damageHistogram() const { return m_odds.damageHistogram(m_intercepting); }
    double expectedHits() const { return m_odds.expectedHits(); }
    double expectedDamage() const { return m_odds.expectedDamage(m_intercepting); }
    int minHits() const { return m_minHits; }
    void setMinHits(int hits);
    int maxDamage() const { return m_maxDamage; }
    void setMaxDamage(int damage);
    double chance() const { return m_odds.chance(m_minHits, m_maxDamage, m_intercepting); }

signals:
    void changed();

private:
    QFutureWatcher<arcs::RollDistribution> m_watcher;
    arcs::RollDistribution m_odds;
    int m_intercepting = 0;
    int m_minHits = 1;
    int m_maxDamage = 2;
    bool m_pending = false; // odds requested and not yet published
};
