// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BoardDraft.h"
#include "TableClient.h"
#include "data/Vocabulary.h"
#include "models/ReachSystem.h"
#include "models/SystemValue.h"

#include <QPointer>
#include <QtQml/qqmlregistration.h>

// One entry the acting player could make in a system, with the engine's reason if it cannot be
// made now: tax a player's city (seat, name, colour), build or repair a piece; the side says
// whose piece it uses (a Free building, an Imperial ship).
struct SystemChoice {
    Q_GADGET
    QML_VALUE_TYPE(systemChoice)
    Q_PROPERTY(arcs::Piece piece MEMBER piece) // a city for taxes
    Q_PROPERTY(int seat MEMBER seat)           // the city's owner for taxes; the acting player else
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(QString problem MEMBER problem)
    Q_PROPERTY(arcs::Side side MEMBER side)

public:
    arcs::Piece piece = arcs::Piece::City;
    int seat = -1;
    QString name;
    arcs::PlayerColour colour{};
    QString problem;
    arcs::Side side = arcs::Side::Player;
    bool operator==(const SystemChoice &) const = default;
};

// One system of the Reach, kept up to date as entries change the table: what stands
// there, and what the board's acting player can do there. What a system sheet shows.
class SystemView : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ReachSystem system READ system WRITE setSystem NOTIFY changed)
    Q_PROPERTY(BoardDraft *board READ board WRITE setBoard NOTIFY changed)
    Q_PROPERTY(SystemValue info READ info NOTIFY changed) // what stands there
    // SystemChoice lists: a tax for each player's cities here, a build for each piece the
    // system takes, a repair for each kind of the acting player's damaged pieces here.
    Q_PROPERTY(QVariantList taxChoices READ taxChoices NOTIFY changed)
    Q_PROPERTY(QVariantList buildChoices READ buildChoices NOTIFY changed)
    Q_PROPERTY(QVariantList repairChoices READ repairChoices NOTIFY changed)
    // A SystemChoice for each kind of piece a Rival has here, for a card that destroys one.
    Q_PROPERTY(QVariantList destroyChoices READ destroyChoices NOTIFY changed)
    // Whether the acting player has a rival to attack here.
    Q_PROPERTY(bool canBattle READ canBattle NOTIFY changed)
    // Where its ships meet another side's here but it can battle none of them, why.
    Q_PROPERTY(QString whyNoBattle READ whyNoBattle NOTIFY changed)
    // The Imperial ships here the acting player Commands and may move with their own (none
    // where they do not: the Presence Law).
    Q_PROPERTY(FreshDamagedCount commandedImperialShips READ commandedImperialShips NOTIFY changed)

public:
    explicit SystemView(Table *table = nullptr, QObject *parent = nullptr);

    ReachSystem system() const { return m_system; }
    void setSystem(const ReachSystem &system);
    BoardDraft *board() const { return m_board; }
    void setBoard(BoardDraft *board);
    // An empty value (its system not valid) while no system is chosen.
    SystemValue info() const;
    QVariantList taxChoices() const;
    QVariantList buildChoices() const;
    QVariantList repairChoices() const;
    QVariantList destroyChoices() const;
    bool canBattle() const;
    QString whyNoBattle() const;
    FreshDamagedCount commandedImperialShips() const;

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    SystemChoice choiceFor(arcs::Piece piece, arcs::Side side = arcs::Side::Player) const;
    ReachSystem m_system;
    QPointer<BoardDraft> m_board;
};
