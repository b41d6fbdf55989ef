// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BattleOdds.h"
#include "TableClient.h"

#include "entries/Entry.h"
#include "rules/Battle.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The Battle & Dice page: who fights, the forces in the battle system, the dice with live exact
// odds (BattleOdds), then a roll — in the app
// or entered from real dice — resolved step by step, with the proposed hits open to change
// before the result is journaled.
class BattlePlanner : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int attacker READ attacker WRITE setAttacker NOTIFY setupChanged)
    Q_PROPERTY(int defender READ defender WRITE setDefender NOTIFY setupChanged)
    // Who defends: a Rival (`defender`), or in a campaign the Empire, the Free States or the
    // Blight (arcs::BattleDefender's values).
    Q_PROPERTY(Against against READ against WRITE setAgainst NOTIFY setupChanged)
    Q_PROPERTY(bool campaign READ campaign NOTIFY setupChanged)
    // The battle system on the board ("4-arrow"); empty: forces typed in to plan odds only.
    Q_PROPERTY(QString system READ system WRITE setSystem NOTIFY setupChanged)
    // Systems where the attacker has ships and the defender has pieces.
    Q_PROPERTY(QStringList battleSystems READ battleSystems NOTIFY setupChanged)
    // The same systems as people read them ("3-通道" in 繁體中文).
    Q_PROPERTY(QStringList battleSystemWords READ battleSystemWords NOTIFY setupChanged)
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
    // The faces of each die type, indexed by Die: lists of faces, 0 for a die not entered yet.
    Q_PROPERTY(QVariantList faces READ faces NOTIFY rollChanged)
    Q_PROPERTY(bool rolled READ rolled NOTIFY rollChanged)
    // An entered roll with dice still to be given their faces.
    Q_PROPERTY(bool facesMissing READ facesMissing NOTIFY rollChanged)
    Q_PROPERTY(QStringList steps READ steps NOTIFY rollChanged)
    // The pieces of each kind in the battle, indexed by Pieces.
    Q_PROPERTY(QList<int> inBattle READ inBattle NOTIFY setupChanged)
    // The proposed (or corrected) result, indexed by Pieces: how many pieces of each kind are
    // damaged after the battle, and how many destroyed. Empty before the dice are in.
    Q_PROPERTY(QList<int> damaged READ damaged NOTIFY rollChanged)
    Q_PROPERTY(QList<int> destroyed READ destroyed NOTIFY rollChanged)
    // A campaign, once the dice are in: each built slot of a Flagship in the battle, Armor above
    // its Upgrade, as maps {side (Side), position, armor, name ("Hull Armor: starport"),
    // damagedBefore, after (SlotAfter)}. Whoever assigns the hits chooses the slots.
    Q_PROPERTY(QVariantList flagshipSlots READ flagshipSlots NOTIFY rollChanged)
    // The result as the table carries it out ("Defending ships: 1 destroyed, 1 damaged").
    Q_PROPERTY(QStringList outcome READ outcome NOTIFY rollChanged)
    // Why the dice cannot produce the result as corrected, or empty.
    Q_PROPERTY(QString outcomeProblem READ outcomeProblem NOTIFY rollChanged)
    // The table settles on a result the dice cannot produce; journaled as its decision.
    Q_PROPERTY(bool tableDecided READ tableDecided WRITE setTableDecided NOTIFY rollChanged)
    // The keys the attacker can raid with afterwards (only with a surviving ship).
    Q_PROPERTY(int keysUsable READ keysUsable NOTIFY rollChanged)
    Q_PROPERTY(QString applyProblem READ applyProblem NOTIFY rollChanged)
    // The battle last applied to the board, as the journal says it ("Mikah battled Ruth in …"),
    // until another battle is set up or it is undone.
    Q_PROPERTY(QString applied READ applied NOTIFY rollChanged)
    // What each face of each die shows, from the catalog: H hit, S self-hit, I intercept,
    // B building hit, K key. Six labels for each die type, indexed by Die.
    Q_PROPERTY(QVariantList faceLabels READ faceLabels NOTIFY wordsChanged)
    // What each icon on a face means ("✸ hit", …), for the legend beside the dice.
    Q_PROPERTY(QString faceLegend READ faceLegend NOTIFY wordsChanged)

public:
    enum Side { Attacker, Defender };
    enum Against { Rival, Empire, FreeStates, Blight };
    Q_ENUM(Against)
    Against against() const { return Against(m_against); }
    void setAgainst(Against against);
    bool campaign() const { return table().state().campaign.has_value(); }
    Q_ENUM(Side)
    enum Force {
        FreshShips,
        DamagedShips,
        FreshCities,
        DamagedCities,
        FreshStarports,
        DamagedStarports
    };
    Q_ENUM(Force)
    // The players' own ships, their buildings, and the Imperial ships fighting on one side.
    enum Pieces {
        AttackingShips,
        DefendingShips,
        DefendingStarports,
        DefendingCities,
        ImperialShips
    };
    Q_ENUM(Pieces)
    // A Flagship slot's building after the battle.
    enum SlotAfter { Fresh, Damaged, Destroyed };
    Q_ENUM(SlotAfter)

    explicit BattlePlanner(Table *table = nullptr, QObject *parent = nullptr);

    int attacker() const { return m_attacker; }
    void setAttacker(int seat);
    int defender() const { return m_defender; }
    void setDefender(int seat);
    QString system() const { return m_system; }
    void setSystem(const QString &system);
    QStringList battleSystems() const;
    QStringList battleSystemWords() const;
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
        return m_system.isEmpty() && m_setup.attacker.ships.total() == 0 &&
               !m_setup.attackerFlagship;
    }

    BattleOdds *odds() { return &m_odds; }

    QVariantList faces() const;
    bool rolled() const;
    bool facesMissing() const;
    QStringList steps() const;
    QList<int> inBattle() const;
    QList<int> damaged() const;
    QList<int> destroyed() const;
    QVariantList flagshipSlots() const;
    QStringList outcome() const;
    QString outcomeProblem() const;
    bool tableDecided() const { return m_tableDecided; }
    void setTableDecided(bool decided);
    int keysUsable() const;
    QString applyProblem() const;

    Q_INVOKABLE void setForce(BattlePlanner::Side side, BattlePlanner::Force force, int count);
    Q_INVOKABLE void setDice(arcs::BattleDie die, int count);
    Q_INVOKABLE void roll();
    Q_INVOKABLE void enterRoll();
    Q_INVOKABLE void setFace(arcs::BattleDie die, int index, int face);
    // The table corrects the result: the damaged pieces are kept as far as the destroyed allow.
    Q_INVOKABLE void setDamaged(BattlePlanner::Pieces pieces, int count);
    Q_INVOKABLE void setDestroyed(BattlePlanner::Pieces pieces, int count);
    // A Flagship slot's "damaged" or "destroyed" box (`box`) ticked or unticked: unticked, the
    // building is as it was before the battle (a damaged one is never repaired).
    Q_INVOKABLE void toggleFlagshipSlot(BattlePlanner::Side side, int position, bool armor,
                                        BattlePlanner::SlotAfter box);
    Q_INVOKABLE bool apply();
    Q_INVOKABLE void clearRoll();
    // A battle the attacker starts in a system on the board: the first Rival there in turn
    // order defends.
    Q_INVOKABLE void battleIn(const QString &system, int attacker);
    QString applied() const { return m_applied; }
    // The applied battle said and let go: the forces shown again to plan the next one.
    Q_INVOKABLE void planAnother();
    QVariantList faceLabels() const;
    QString faceLegend() const;

signals:
    void setupChanged();
    void rollChanged();
    void wordsChanged(); // the table's words again, in the language chosen
    // For the dice and hit sounds (the page plays them).
    void diceRolled();
    void hitsLanded();

private:
    void connectTo(Table &table) override;
    const arcs::DiceData &dice() const;
    void requestOdds();
    void loadForcesFromBoard();
    // Whether sides that can battle nowhere are given ones that can.
    enum class Propose { No, WhereStuck };
    void followTheBoard(Propose propose = Propose::WhereStuck);
    void letGoOfAnUnfitSystem();
    void startBattle();
    void proposeSystem();
    QList<arcs::SystemId> systemsToBattleIn() const; // where the sides chosen may battle now
    void proposeOpponent();
    void usePool(const arcs::DicePool &pool);
    void resolve();
    QList<int> &facesOf(arcs::BattleDie die);
    arcs::FreshDamaged before(Pieces pieces) const;
    void setAfter(Pieces pieces, int damaged, int destroyed);
    // The players' own pieces after the battle; with the Imperial ships of their side.
    arcs::PiecesHere attackerAfter() const;
    arcs::PiecesHere defenderAfter() const;
    arcs::PiecesHere attackingForcesAfter() const;
    arcs::PiecesHere defendingForcesAfter() const;
    const std::optional<arcs::Flagship> &flagshipBefore(Side side) const;
    static SlotAfter slotAfter(const std::optional<arcs::FlagshipBuilding> &slot);
    int interceptingShips() const;

    int m_attacker = 0;
    int m_defender = 1;
    arcs::BattleDefender m_against = arcs::BattleDefender::Player;
    bool m_withImperialShips = false;
    QString m_system;
    arcs::BattleSetup m_setup;
    arcs::DicePool m_pool;
    BattleOdds m_odds;
    arcs::RolledDice m_faces;
    bool m_hasRoll = false;
    arcs::BattleResolution m_resolution;
    std::array<arcs::FreshDamaged, 5> m_after; // by Pieces: proposed, or as the table corrected
    std::array<std::optional<arcs::Flagship>, 2> m_flagshipAfter; // by Side, the same way
    bool m_tableDecided = false;
    QString m_applied;
    int m_appliedAt = 0;           // the entries in force once it was applied
    bool m_edited = false;         // the table corrected the proposed result
    int m_presses = 0;             // every Roll draws new dice, even for the same pool
    std::optional<int> m_turnSeen; // a new turn's player attacks, unless a roll is under way
    arcs::BattleResult battleResult() const;
};

// One of a Flagship's slots in a battle's result: whose side, which slot, and what the hits
// leave of its building (the table may correct it).
struct FlagshipSlotResult {
    Q_GADGET
    QML_VALUE_TYPE(flagshipSlotResult)
    Q_PROPERTY(int side MEMBER side) // BattlePlanner::Side
    Q_PROPERTY(int position MEMBER position)
    Q_PROPERTY(bool armor MEMBER armor)
    Q_PROPERTY(QString name MEMBER name) // "Upgrade 2: city"
    Q_PROPERTY(bool damagedBefore MEMBER damagedBefore)
    Q_PROPERTY(int after MEMBER after) // BattlePlanner::SlotAfter

public:
    int side = BattlePlanner::Attacker;
    int position = 1;
    bool armor = false;
    QString name;
    bool damagedBefore = false;
    int after = BattlePlanner::Fresh;
};
