// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BattleOdds.h"
#include "BattleRoll.h"
#include "TableClient.h"
#include "models/ReachSystem.h"

#include "entries/Entry.h"
#include "rules/Battle.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The Battle & Dice page: who fights, the forces in the battle system and the dice, with their
// live exact odds (BattleOdds) and their roll (BattleRoll).
class BattlePlanner : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int attacker READ attacker WRITE setAttacker NOTIFY setupChanged)
    Q_PROPERTY(int defender READ defender WRITE setDefender NOTIFY setupChanged)
    // Who defends: a Rival (`defender`), or in a campaign the Empire, the Free States or the
    // Blight.
    Q_PROPERTY(arcs::BattleDefender against READ against WRITE setAgainst NOTIFY setupChanged)
    Q_PROPERTY(bool campaign READ campaign NOTIFY setupChanged)
    // The battle system on the board; not valid: forces typed in to plan odds only.
    Q_PROPERTY(ReachSystem system READ system WRITE setSystem NOTIFY setupChanged)
    // Planning with typed forces: the system they started from (not valid: from none).
    Q_PROPERTY(ReachSystem typedFrom READ typedFrom NOTIFY setupChanged)
    // Whether the sides meet anywhere: where they do not, typedFrom is where the last sides met.
    Q_PROPERTY(bool sidesMeet READ sidesMeet NOTIFY setupChanged)
    // Where the battle was before other sides chosen moved it; none if they did not.
    Q_PROPERTY(ReachSystem movedFrom READ movedFrom NOTIFY setupChanged)
    // Systems where the attacker has ships and the defender has pieces.
    Q_PROPERTY(
        QVariantList battleSystems READ battleSystems NOTIFY setupChanged) // ReachSystem each
    // Where the sides meet but cannot battle, why (the Truce Law); empty otherwise.
    Q_PROPERTY(QString noBattleReason READ noBattleReason NOTIFY setupChanged)
    // A campaign: the Imperial ships in the battle system a Regent attacking may add (0: none
    // to add), whether they do, and the Imperial ships fighting on either side.
    Q_PROPERTY(int imperialShipsToAdd READ imperialShipsToAdd NOTIFY setupChanged)
    Q_PROPERTY(bool withImperialShips READ withImperialShips WRITE setWithImperialShips NOTIFY
                   setupChanged)
    Q_PROPERTY(int imperialShipsInBattle READ imperialShipsInBattle NOTIFY setupChanged)
    Q_PROPERTY(bool imperialAttacking READ imperialAttacking NOTIFY setupChanged)
    // A campaign: what the Flagships in the battle change, a line each.
    Q_PROPERTY(QStringList flagshipNotes READ flagshipNotes NOTIFY setupChanged)
    // Each side's pieces, indexed by Force (the Imperial ships fighting with it included).
    Q_PROPERTY(QList<int> attackerForces READ attackerForces NOTIFY setupChanged)
    Q_PROPERTY(QList<int> defenderForces READ defenderForces NOTIFY setupChanged)
    // What the defending side fields: ships, buildings (the Free States no ships, the Empire and
    // the Blight no buildings).
    Q_PROPERTY(bool defenderHasShips READ defenderHasShips NOTIFY setupChanged)
    Q_PROPERTY(bool defenderHasBuildings READ defenderHasBuildings NOTIFY setupChanged)
    Q_PROPERTY(bool defenderHasBuildingsElsewhere READ defenderHasBuildingsElsewhere WRITE
                   setDefenderHasBuildingsElsewhere NOTIFY setupChanged)
    Q_PROPERTY(int assault READ assault NOTIFY setupChanged)
    Q_PROPERTY(int skirmish READ skirmish NOTIFY setupChanged)
    Q_PROPERTY(int raid READ raid NOTIFY setupChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY setupChanged)
    // No system chosen and no attacking ship typed: the problem is a step still to take.
    Q_PROPERTY(bool nothingPlanned READ nothingPlanned NOTIFY setupChanged)
    // The dice's exact odds, as the forces make them.
    Q_PROPERTY(BattleOdds *odds READ odds CONSTANT)
    // The dice rolled for the battle set up, its result, and applying it.
    Q_PROPERTY(BattleRoll *roll READ roll CONSTANT)

public:
    arcs::BattleDefender against() const { return m_against; }
    void setAgainst(arcs::BattleDefender against);
    bool campaign() const { return table().state().campaign.has_value(); }
    // A side's pieces in the battle.
    enum Force {
        FreshShips,
        DamagedShips,
        FreshCities,
        DamagedCities,
        FreshStarports,
        DamagedStarports
    };
    Q_ENUM(Force)

    explicit BattlePlanner(Table *table = nullptr, QObject *parent = nullptr);

    int attacker() const { return m_attacker; }
    void setAttacker(int seat);
    int defender() const { return m_defender; }
    void setDefender(int seat);
    ReachSystem system() const { return m_system ? ReachSystem(*m_system) : ReachSystem(); }
    void setSystem(const ReachSystem &system);
    ReachSystem typedFrom() const {
        return !m_system && m_typedFrom ? ReachSystem(*m_typedFrom) : ReachSystem();
    }
    bool sidesMeet() const { return m_sidesMeet; }
    ReachSystem movedFrom() const {
        return m_movedFrom ? ReachSystem(*m_movedFrom) : ReachSystem();
    }
    QVariantList battleSystems() const;
    QString noBattleReason() const;
    int imperialShipsToAdd() const;
    bool withImperialShips() const { return m_withImperialShips; }
    void setWithImperialShips(bool with);
    int imperialShipsInBattle() const { return m_setup.imperialShips.total(); }
    QStringList flagshipNotes() const { return arcs::flagshipNotes(m_setup); }
    bool imperialAttacking() const { return m_setup.imperialAttacking; }
    QList<int> attackerForces() const;
    QList<int> defenderForces() const;
    bool defenderHasShips() const { return arcs::defendsWithShips(m_against); }
    bool defenderHasBuildings() const { return arcs::defendsWithBuildings(m_against); }
    bool defenderHasBuildingsElsewhere() const { return m_setup.defenderHasBuildingsElsewhere; }
    void setDefenderHasBuildingsElsewhere(bool elsewhere);
    int assault() const { return m_pool.assault; }
    int skirmish() const { return m_pool.skirmish; }
    int raid() const { return m_pool.raid; }
    QString problem() const;
    bool nothingPlanned() const {
        return !m_system && m_setup.attacker.ships.total() == 0 && !m_setup.attackerFlagship;
    }

    BattleOdds *odds() { return &m_odds; }
    BattleRoll *roll() { return &m_roll; }

    Q_INVOKABLE void setForce(arcs::BattleSide side, BattlePlanner::Force force, int count);
    Q_INVOKABLE void setDice(arcs::BattleDie die, int count);
    // A battle the attacker starts in a system on the board: the first Rival there in turn
    // order defends.
    Q_INVOKABLE void battleIn(const ReachSystem &system, int attacker);
    // The applied battle said and let go: the forces shown again to plan the next one.
    Q_INVOKABLE void planAnother();

signals:
    void setupChanged();

private:
    void connectTo(Table &table) override;
    const arcs::DiceData &dice() const;
    void requestOdds();
    void loadForcesFromBoard();
    // Whether sides that can battle nowhere are given ones that can.
    enum class Propose { No, WhereStuck };
    void followTheBoard(Propose propose = Propose::WhereStuck);
    // Whom other sides propose to battle, besides a system.
    enum class Proposing { System, Opponent, Rival };
    void followTheSides(Proposing proposing);
    void letGoOfAnUnfitSystem();
    void startBattle();
    void proposeSystem();
    QList<arcs::SystemId> systemsToBattleIn() const; // where the sides chosen may battle now
    void proposeOpponent();
    void proposeRival();
    void usePool(const arcs::DicePool &pool);
    // The battle as set up now, for its roll.
    BattleRoll::Battle battle() const;
    int interceptingShips() const;

    int m_attacker = 0;
    int m_defender = 1;
    arcs::BattleDefender m_against = arcs::BattleDefender::Player;
    bool m_withImperialShips = false;
    std::optional<arcs::SystemId> m_system;
    std::optional<arcs::SystemId> m_typedFrom;
    std::optional<arcs::SystemId> m_movedFrom;
    bool m_sidesMeet = false;
    arcs::BattleSetup m_setup;
    arcs::DicePool m_pool;
    BattleOdds m_odds;
    BattleRoll m_roll;
    std::optional<int> m_turnSeen; // a new turn's player attacks, unless a roll is under way
};
