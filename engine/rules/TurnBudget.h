// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"
#include "state/Turn.h"

#include <optional>

namespace arcs {

class Catalog;

// The rules of a turn's actions: what pays for them, and what is left.

// One source pays for one action of any of its kinds: a pip of the card, a resource spent in
// the Prelude, or an action a card effect gives.
struct ActionSource {
    enum class From { Pip, Resource, Card };
    From from = From::Pip;
    QList<ActionKind> kinds;
    bool operator==(const ActionSource &) const = default;
};

// The turn a play opens after the earlier plays of its round (rules/Round.h pipsOf).
Turn openTurn(const QList<Play> &earlier, const Play &play, const Catalog &catalog,
              bool councilSecured);
// The actions a spent resource pays for; none for a Weapon, which lets the pips battle.
QList<ActionKind> preludeActions(ResourceType resource, const Turn &turn, const Catalog &catalog);
QList<ActionSource> actionSources(const Turn &turn, const Catalog &catalog);
// Whether each action can be paid by a different source (a matching, so the order the
// table took them in never matters).
bool canPay(const QList<ActionSource> &sources, const QList<ActionKind> &actions);
// The kinds one more action could be: the card's own actions in its order, then the others.
QList<ActionKind> payableKinds(const Turn &turn, const Catalog &catalog);
int actionsLeft(const Turn &turn, const Catalog &catalog);
// The Prelude lasts until a pip pays for an action: while every action taken is paid by
// resources and card effects alone.
bool preludeOpen(const Turn &turn, const Catalog &catalog);

// Why a whole turn's actions cannot all be paid by its sources, in order, or empty: names the
// first action that cannot be paid and what pays this turn.
QString turnPlanProblem(const Turn &turn, const QList<ActionKind> &actions, const Catalog &catalog);

// The action an entry takes for its player, if it is one of the game's actions.
struct TurnAction {
    int player = 0;
    ActionKind kind = ActionKind::Tax;
};
std::optional<TurnAction> turnActionOf(const Entry &entry);

// Why `player` cannot take this action now (not their turn, nothing left to pay it), or empty.
QString turnActionProblem(const GameState &state, const TurnAction &action, const Catalog &catalog);
// Why `player` cannot spend a resource for its Prelude action now, or empty.
QString preludeProblem(const GameState &state, int player, const Catalog &catalog);
// Why `player` cannot take an action a card gives now, or empty.
QString extraActionProblem(const GameState &state, int player);

// The actions a turn under way would leave untaken if it ended now: none where the table does
// not count actions (turnsCounted) or no turn is under way.
int actionsUnused(const GameState &state, const Catalog &catalog);
// "with 2 actions unused", or empty for none: what ending the turn now would say of them.
QString withActionsUnused(int unused);

// "2 left: tax, repair or influence", "no actions left".
QString actionsLeftText(const Turn &turn, const Catalog &catalog);
QString actionWord(ActionKind kind);

} // namespace arcs
