// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BoardDraft.h"
#include "TableClient.h"
#include "models/ReachSystem.h"

#include <QPointer>
#include <QtQml/qqmlregistration.h>

// One slot of a Flagship board as the interface shows it: the Upgrade or its Armor, the planet
// type it is built at, what stands in it, and for an Upgrade what it allows.
struct FlagshipSlotValue {
    Q_GADGET
    QML_VALUE_TYPE(flagshipSlot)
    Q_PROPERTY(int position MEMBER position) // 1-6 from the left
    Q_PROPERTY(bool armor MEMBER armor)
    Q_PROPERTY(QString name MEMBER name)                // "Ship Crane", "Ship Crane Armor"
    Q_PROPERTY(bool anyPlanet MEMBER anyPlanet)         // a slot for any planet's type
    Q_PROPERTY(arcs::ResourceType planet MEMBER planet) // else its planet type
    Q_PROPERTY(arcs::Building building MEMBER building) // None: empty
    Q_PROPERTY(bool damaged MEMBER damaged)
    Q_PROPERTY(QString allows MEMBER allows)   // Upgrades only
    Q_PROPERTY(QString problem MEMBER problem) // why the acting player cannot build or repair it

public:
    int position = 1;
    bool armor = false;
    QString name;
    bool anyPlanet = true;
    arcs::ResourceType planet{};
    arcs::Building building = arcs::Building::None;
    bool damaged = false;
    QString allows;
    QString problem;
    bool operator==(const FlagshipSlotValue &) const = default;
};

// A player's Flagship and what the acting player can do with theirs in one system: the Fate's
// Flagship placed there, a city or starport built in a slot whose planet type the system has,
// a damaged slot repaired. What the Flagship board and the system sheet show.
class FlagshipView : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(BoardDraft *board READ board WRITE setBoard NOTIFY changed)
    // The player whose board is shown; -1: the board's acting player.
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY changed)
    Q_PROPERTY(ReachSystem system READ system WRITE setSystem NOTIFY changed)
    Q_PROPERTY(bool hasFlagship READ hasFlagship NOTIFY changed)
    Q_PROPERTY(QString where READ where NOTIFY changed) // the Flagship's system in words, or ""
    // The twelve slots, Armor row first (as the board lies), left to right.
    Q_PROPERTY(QVariantList boardSlots READ boardSlots NOTIFY changed)
    // The system sheet's: whether the Fate of the acting player gives a Flagship not yet placed,
    // and why it cannot go in this system ("" when it can).
    Q_PROPERTY(bool placeable READ placeable NOTIFY changed)
    // The player's area's: how to place the Flagship their Fate gives, while it is not placed.
    Q_PROPERTY(QString toPlace READ toPlace NOTIFY changed)
    Q_PROPERTY(QString placeProblem READ placeProblem NOTIFY changed)
    // The acting player's Flagship in this system: the empty slots this planet builds (for a city
    // and for a starport) and the damaged slots, each a FlagshipSlotValue with its problem.
    Q_PROPERTY(bool here READ here NOTIFY changed)
    Q_PROPERTY(QVariantList buildable READ buildable NOTIFY changed)
    Q_PROPERTY(QVariantList repairable READ repairable NOTIFY changed)

public:
    explicit FlagshipView(Table *table = nullptr, QObject *parent = nullptr);

    BoardDraft *board() const { return m_board; }
    void setBoard(BoardDraft *board);
    int seat() const;
    void setSeat(int seat);
    ReachSystem system() const { return m_system; }
    void setSystem(const ReachSystem &system);
    bool hasFlagship() const;
    QString where() const;
    QVariantList boardSlots() const;
    bool placeable() const;
    QString placeProblem() const;
    QString toPlace() const;
    bool here() const;
    QVariantList buildable() const;
    QVariantList repairable() const;
    // Sets a slot of the player's board to match the table: a city, a starport or None (empty).
    Q_INVOKABLE QString correctSlot(int position, bool armor, arcs::Building building,
                                    bool damaged);

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    FlagshipSlotValue slotValue(const arcs::Flagship &flagship, arcs::FlagshipSlot slot) const;
    QPointer<BoardDraft> m_board;
    int m_seat = -1;
    ReachSystem m_system;
};
