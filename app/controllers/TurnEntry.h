// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "models/ReachSystem.h"

#include "entries/Entry.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The turn under way, for the interface: whose it is, the card, the actions left by kind, the
// Prelude, and ending it. Every number comes from the engine's turn budget.
class TurnEntry : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(QString playerName READ playerName NOTIFY changed)
    Q_PROPERTY(arcs::PlayerColour playerColour READ playerColour NOTIFY changed)
    Q_PROPERTY(int actionsLeft READ actionsLeft NOTIFY changed)
    // "2 left: battle, move or secure"; empty where actions are not counted.
    Q_PROPERTY(QString leftText READ leftText NOTIFY changed)
    // Resources spent for their Prelude action this turn, and whether the Prelude is still open.
    Q_PROPERTY(QString preludeText READ preludeText NOTIFY changed)
    Q_PROPERTY(bool preludeOpen READ preludeOpen NOTIFY changed)
    // Nobody else plays a card this round: ending this turn ends the round (or the chapter).
    Q_PROPERTY(bool lastOfRound READ lastOfRound NOTIFY changed)
    // What ending the turn now brings: "Ending it with 2 actions unused", or on the round's
    // last turn "Ends round 2: Mikah takes the initiative"; empty when the next player simply
    // goes on.
    Q_PROPERTY(QString endText READ endText NOTIFY changed)
    // False for games recorded before the app counted actions.
    Q_PROPERTY(bool countsActions READ countsActions NOTIFY changed)
    Q_PROPERTY(QString refusal READ refusal NOTIFY changed)
    // The player has no ships or starports on the map (Elimination): the gates where they place
    // fresh ships as the turn ends; empty otherwise.
    Q_PROPERTY(
        QVariantList eliminationGates READ eliminationGates NOTIFY changed) // ReachSystem each
    Q_PROPERTY(int eliminationShips READ eliminationShips NOTIFY changed)

public:
    explicit TurnEntry(Table *table = nullptr, QObject *parent = nullptr);

    bool active() const;
    int seat() const;
    QString playerName() const;
    arcs::PlayerColour playerColour() const;
    int actionsLeft() const;
    QString leftText() const;
    QString preludeText() const;
    bool preludeOpen() const;
    bool lastOfRound() const;
    QString endText() const;
    bool countsActions() const;
    QString refusal() const { return m_refusal; }
    QVariantList eliminationGates() const;
    int eliminationShips() const;

    Q_INVOKABLE bool endTurn();
    // Elimination: the ships placed in this gate, and the turn ended, in one entry.
    Q_INVOKABLE bool placeShipsAndEndTurn(const ReachSystem &gate);
    // An action a card effect gives (any kind); `card` may name it.
    Q_INVOKABLE bool addExtraAction(const QString &card = QString());

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    const std::optional<arcs::Turn> &turn() const;
    bool applyOrRefuse(const arcs::Entry &entry);
    QString m_refusal;
};
