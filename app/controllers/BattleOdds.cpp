// SPDX-License-Identifier: GPL-3.0-or-later
#include "BattleOdds.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

BattleOdds::BattleOdds(QObject *parent) : QObject(parent) {
    connect(&m_watcher, &QFutureWatcher<arcs::RollDistribution>::finished, this, [this] {
        m_odds = m_watcher.result();
        m_pending = false;
        emit changed();
    });
}

void BattleOdds::request(const arcs::DicePool &pool, const arcs::DiceData &dice) {
    if (!arcs::dicePoolProblem(pool, dice).isEmpty())
        return;
    // A new request replaces the one being computed: only the latest result is published.
    m_watcher.setFuture(
        QtConcurrent::run([pool, dice] { return arcs::rollDistribution(pool, dice); }));
    m_pending = true;
    emit changed();
}

void BattleOdds::setInterceptingShips(int ships) {
    if (ships == m_intercepting)
        return;
    m_intercepting = ships;
    emit changed();
}

void BattleOdds::setMinHits(int hits) {
    m_minHits = std::max(0, hits);
    emit changed();
}

void BattleOdds::setMaxDamage(int damage) {
    m_maxDamage = std::max(0, damage);
    emit changed();
}
