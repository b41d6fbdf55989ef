// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"

#include "entries/Entry.h"
#include "rules/Battle.h"
#include "rules/Odds.h"

#include <QFutureWatcher>

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The Battle & Dice page: who fights, the forces in the battle system, the dice with live exact
// odds (computed off the interface thread; the latest request wins), then a roll — in the app
// or entered from real dice — resolved step by step, with the proposed hits open to change
// before the result is journaled.
class BattlePlanner : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int attacker READ attacker WRITE setAttacker NOTIFY setupChanged)
    Q_PROPERTY(int defender READ defender WRITE setDefender NOTIFY setupChanged)
    // The battle system on the board ("4-arrow"); empty: forces typed in to plan odds only.
    Q_PROPERTY(QString system READ system WRITE setSystem NOTIFY setupChanged)
    // Systems where the attacker has ships and the defender has pieces.
    Q_PROPERTY(QStringList battleSystems READ battleSystems NOTIFY setupChanged)
    Q_PROPERTY(QVariantMap forces READ forces NOTIFY setupChanged)
    Q_PROPERTY(bool defenderHasBuildingsElsewhere READ defenderHasBuildingsElsewhere WRITE
                   setDefenderHasBuildingsElsewhere NOTIFY setupChanged)
    Q_PROPERTY(int assault READ assault NOTIFY setupChanged)
    Q_PROPERTY(int skirmish READ skirmish NOTIFY setupChanged)
    Q_PROPERTY(int raid READ raid NOTIFY setupChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY setupChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY oddsChanged)
    Q_PROPERTY(QVariantList hitsHistogram READ hitsHistogram NOTIFY oddsChanged)
    Q_PROPERTY(QVariantList damageHistogram READ damageHistogram NOTIFY oddsChanged)
    Q_PROPERTY(double expectedHits READ expectedHits NOTIFY oddsChanged)
    Q_PROPERTY(double expectedDamage READ expectedDamage NOTIFY oddsChanged)
    Q_PROPERTY(int minHits READ minHits WRITE setMinHits NOTIFY oddsChanged)
    Q_PROPERTY(int maxDamage READ maxDamage WRITE setMaxDamage NOTIFY oddsChanged)
    Q_PROPERTY(double chance READ chance NOTIFY oddsChanged)
    Q_PROPERTY(QVariantMap faces READ faces NOTIFY rollChanged)
    Q_PROPERTY(bool rolled READ rolled NOTIFY rollChanged)
    Q_PROPERTY(QStringList steps READ steps NOTIFY rollChanged)
    Q_PROPERTY(QVariantMap result READ result NOTIFY rollChanged)
    Q_PROPERTY(QString applyProblem READ applyProblem NOTIFY rollChanged)
    // The campaign's event die and number die, rolled together: {event, symbol, cluster}.
    Q_PROPERTY(QVariantMap eventRoll READ eventRoll NOTIFY eventRollChanged)
    // What each face of each die shows, from the catalog: H hit, S self-hit, I intercept,
    // B building hit, K key. {assault: [six labels], skirmish: [...], raid: [...]}.
    Q_PROPERTY(QVariantMap faceLabels READ faceLabels CONSTANT)

public:
    explicit BattlePlanner(Table *table = nullptr, QObject *parent = nullptr);

    int attacker() const { return m_attacker; }
    void setAttacker(int seat);
    int defender() const { return m_defender; }
    void setDefender(int seat);
    QString system() const { return m_system; }
    void setSystem(const QString &system);
    QStringList battleSystems() const;
    // freshShips, damagedShips (attacker), and the defender's ships, cities and starports.
    QVariantMap forces() const;
    bool defenderHasBuildingsElsewhere() const { return m_setup.defenderHasBuildingsElsewhere; }
    void setDefenderHasBuildingsElsewhere(bool elsewhere);
    int assault() const { return m_pool.assault; }
    int skirmish() const { return m_pool.skirmish; }
    int raid() const { return m_pool.raid; }
    QString problem() const;

    bool busy() const { return m_pending; }
    QVariantList hitsHistogram() const;
    QVariantList damageHistogram() const;
    double expectedHits() const;
    double expectedDamage() const;
    int minHits() const { return m_minHits; }
    void setMinHits(int hits);
    int maxDamage() const { return m_maxDamage; }
    void setMaxDamage(int damage);
    // P(at least minHits hits and at most maxDamage damage taken).
    double chance() const;

    // {assault: [faces], skirmish: [...], raid: [...]}; 0 is a die not entered yet.
    QVariantMap faces() const;
    bool rolled() const;
    QStringList steps() const;
    // The proposed (or corrected) result: attackerShipsLost, defenderShipsLost,
    // citiesDestroyed, starportsDestroyed, and keysUsable (for raiding afterwards).
    QVariantMap result() const;
    QString applyProblem() const;

    // side: "attacker" or "defender"; piece: e.g. "freshShips", "damagedCities".
    Q_INVOKABLE void setForce(const QString &side, const QString &piece, int count);
    // die: "assault", "skirmish" or "raid".
    Q_INVOKABLE void setDice(const QString &die, int count);
    Q_INVOKABLE void roll();
    Q_INVOKABLE void enterRoll();
    Q_INVOKABLE void setFace(const QString &die, int index, int face);
    Q_INVOKABLE void setResult(const QString &field, int value);
    Q_INVOKABLE bool apply();
    Q_INVOKABLE void clearRoll();
    Q_INVOKABLE void rollEventDice();
    // A battle the attacker starts in a system on the board: the first Rival there in turn
    // order defends.
    Q_INVOKABLE void battleIn(const QString &system, int attacker);
    QVariantMap eventRoll() const { return m_eventRoll; }
    QVariantMap faceLabels() const;

signals:
    void setupChanged();
    void oddsChanged();
    void rollChanged();
    void eventRollChanged();
    // For the dice and hit sounds (the page plays them).
    void diceRolled();
    void hitsLanded();

private:
    void connectTo(Table &table) override;
    const arcs::DiceData &dice() const;
    void requestOdds();
    void loadForcesFromBoard();
    void resolve();
    QList<int> *facesOf(const QString &die);
    arcs::PiecesHere *forcesOf(const QString &side);

    int m_attacker = 0;
    int m_defender = 1;
    QString m_system;
    arcs::BattleSetup m_setup;
    arcs::DicePool m_pool;
    QFutureWatcher<arcs::RollDistribution> m_watcher;
    arcs::RollDistribution m_odds;
    int m_minHits = 1;
    int m_maxDamage = 2;
    arcs::RolledDice m_faces;
    bool m_hasRoll = false;
    arcs::BattleResolution m_resolution;
    arcs::BattleLosses m_losses; // proposed by the dice, or as the table corrected them
    QVariantMap m_eventRoll;
    bool m_pending = false; // odds requested and not yet published
    bool m_edited = false;  // the table corrected the proposed result
    int m_presses = 0;      // every Roll draws new dice, even for the same pool
    arcs::BattleResult battleResult() const;
};
