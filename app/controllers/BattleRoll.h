// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"

#include "entries/Entry.h"
#include "rules/Battle.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>

// The dice of the battle its BattlePlanner sets up — rolled in the app or entered from real
// dice — resolved step by step, with the proposed hits open to change before the result is
// journaled.
class BattleRoll : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A battle's roll belongs to its BattlePlanner")
    // The battle's setup lets the dice be rolled (its problem is the planner's).
    Q_PROPERTY(bool canRoll READ canRoll NOTIFY changed)
    Q_PROPERTY(QVariantList faces READ faces NOTIFY changed)
    Q_PROPERTY(bool rolled READ rolled NOTIFY changed)
    // Real dice being entered: a die's face not given yet.
    Q_PROPERTY(bool facesMissing READ facesMissing NOTIFY changed)
    Q_PROPERTY(QStringList steps READ steps NOTIFY changed)
    // The Imperial ships in the battle fight on the attacker's side (else the defender's).
    Q_PROPERTY(bool imperialAttacking READ imperialAttacking NOTIFY changed)
    // Whom the battle is against: the Blight's pieces are named Blight, not ships.
    Q_PROPERTY(arcs::BattleDefender against READ against NOTIFY changed)
    // By Pieces: how many fought, and how many the result damages and destroys (empty before a
    // roll).
    Q_PROPERTY(QList<int> inBattle READ inBattle NOTIFY changed)
    Q_PROPERTY(QList<int> damaged READ damaged NOTIFY changed)
    Q_PROPERTY(QList<int> destroyed READ destroyed NOTIFY changed)
    // The Flagships' buildings in the battle and what the result leaves of each
    // (FlagshipSlotResult).
    Q_PROPERTY(QVariantList flagshipSlots READ flagshipSlots NOTIFY changed)
    // The result in words, a line a side.
    Q_PROPERTY(QStringList outcome READ outcome NOTIFY changed)
    // Why the dice cannot produce the result as the table corrected it; empty when they can.
    Q_PROPERTY(QString outcomeProblem READ outcomeProblem NOTIFY changed)
    // The table decided a result the dice cannot produce: it is applied as it is.
    Q_PROPERTY(bool tableDecided READ tableDecided WRITE setTableDecided NOTIFY changed)
    // The keys rolled that the attacker's ships left can raid with.
    Q_PROPERTY(int keysUsable READ keysUsable NOTIFY changed)
    Q_PROPERTY(QString applyProblem READ applyProblem NOTIFY changed)
    // The battle last applied, as the history titles it; empty once another is planned or it
    // is undone.
    Q_PROPERTY(QString applied READ applied NOTIFY changed)
    // Each die's faces as the icons printed on it (by arcs::BattleDie), and what the icons mean.
    Q_PROPERTY(QVariantList faceLabels READ faceLabels NOTIFY wordsChanged)
    Q_PROPERTY(QString faceLegend READ faceLegend NOTIFY wordsChanged)

public:
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

    // The battle the dice are rolled for, as its planner has set it up.
    struct Battle {
        int attacker = 0;
        int defender = 1;
        arcs::BattleDefender against = arcs::BattleDefender::Player;
        std::optional<arcs::SystemId> system; // none: forces typed in, for the odds only
        arcs::BattleSetup setup;
        arcs::DicePool pool;
    };

    explicit BattleRoll(QObject *parent = nullptr);

    // The battle as it is set up now: a roll under way follows its forces (unless the table
    // corrected its result).
    void setBattle(const Battle &battle);
    // No dice: another pool, or another battle.
    void clear();
    // Another battle planned: the one applied is let go too.
    void startAfresh();
    // Dice rolled or being entered: the planner keeps the battle they are for.
    bool underWay() const { return m_hasRoll; }
    // The table's entries in force now: an undo past the battle applied lets it go.
    void followCursor(int cursor);

    bool canRoll() const;
    bool imperialAttacking() const { return m_battle.setup.imperialAttacking; }
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
    QString applied() const;
    arcs::BattleDefender against() const { return m_battle.against; }
    QVariantList faceLabels() const;
    QString faceLegend() const;

    Q_INVOKABLE void rollDice();
    // Real dice: every face to be entered.
    Q_INVOKABLE void enterDice();
    Q_INVOKABLE void setFace(arcs::BattleDie die, int index, int face);
    // The table corrects the result: the damaged pieces are kept as far as the destroyed allow.
    Q_INVOKABLE void setDamaged(BattleRoll::Pieces pieces, int count);
    Q_INVOKABLE void setDestroyed(BattleRoll::Pieces pieces, int count);
    // A Flagship slot's "damaged" or "destroyed" box (`box`) ticked or unticked: unticked, the
    // building is as it was before the battle (a damaged one is never repaired).
    Q_INVOKABLE void toggleFlagshipSlot(arcs::BattleSide side, int position, bool armor,
                                        BattleRoll::SlotAfter box);
    Q_INVOKABLE bool apply();

signals:
    void changed();
    void wordsChanged(); // the table's words again, in the language chosen
    // For the dice and hit sounds (the page plays them).
    void diceRolled();
    void hitsLanded();
    // The result journaled: the board the planner follows has changed.
    void appliedToBoard();

private:
    void connectTo(Table &table) override;
    void resolve();
    QList<int> &facesOf(arcs::BattleDie die);
    arcs::FreshDamaged before(Pieces pieces) const;
    void setAfter(Pieces pieces, int damaged, int destroyed);
    // The players' own pieces after the battle; with the Imperial ships of their side.
    arcs::PiecesHere attackerAfter() const;
    arcs::PiecesHere defenderAfter() const;
    arcs::PiecesHere attackingForcesAfter() const;
    arcs::PiecesHere defendingForcesAfter() const;
    const std::optional<arcs::Flagship> &flagshipBefore(arcs::BattleSide side) const;
    const std::optional<arcs::Flagship> &attackerFlagshipAfter() const {
        return m_flagshipAfter[0];
    }
    const std::optional<arcs::Flagship> &defenderFlagshipAfter() const {
        return m_flagshipAfter[1];
    }
    static SlotAfter slotAfter(const std::optional<arcs::FlagshipBuilding> &slot);
    arcs::BattleResult battleResult() const;

    Battle m_battle;
    arcs::RolledDice m_faces;
    bool m_hasRoll = false;
    arcs::BattleResolution m_resolution;
    std::array<arcs::FreshDamaged, 5> m_after; // by Pieces: proposed, or as the table corrected
    std::array<std::optional<arcs::Flagship>, 2> m_flagshipAfter; // by side, the same way
    bool m_tableDecided = false;
    bool m_edited = false; // the table corrected the proposed result
    int m_presses = 0;     // every Roll draws new dice, even for the same pool
    // The entries in force once the battle shown as applied was: its title is the last's, in the
    // language of the moment (it stayed in English after a change to 繁體中文; a cold play-test).
    std::optional<int> m_appliedAt;
};

// One of a Flagship's slots in a battle's result: whose side, which slot, and what the hits
// leave of its building (the table may correct it).
struct FlagshipSlotResult {
    Q_GADGET
    QML_VALUE_TYPE(flagshipSlotResult)
    Q_PROPERTY(arcs::BattleSide side MEMBER side)
    Q_PROPERTY(int position MEMBER position)
    Q_PROPERTY(bool armor MEMBER armor)
    Q_PROPERTY(QString name MEMBER name) // "Upgrade 2: city"
    Q_PROPERTY(bool damagedBefore MEMBER damagedBefore)
    Q_PROPERTY(BattleRoll::SlotAfter after MEMBER after)

public:
    arcs::BattleSide side = arcs::BattleSide::Attacker;
    int position = 1;
    bool armor = false;
    QString name;
    bool damagedBefore = false;
    BattleRoll::SlotAfter after = BattleRoll::Fresh;
};
