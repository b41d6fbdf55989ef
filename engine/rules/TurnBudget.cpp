// SPDX-License-Identifier: GPL-3.0-or-later
#include "TurnBudget.h"

#include "data/Catalog.h"
#include "rules/EntryWords.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(TurnBudget)
};

QList<ActionKind> suitActions(Suit suit, const Catalog &catalog) {
    for (const SuitActions &entry : catalog.suits) {
        if (entry.suit == suit)
            return entry.actions;
    }
    return {};
}

// Kuhn's augmenting paths over the sources bound to kinds: a handful, so this is instant.
bool assign(int action, const QList<ActionSource> &sources, const QList<ActionKind> &actions,
            QList<int> &owner, QList<bool> &seen) {
    for (int s = 0; s < sources.size(); ++s) {
        if (seen[s] || !sources[s].kinds.contains(actions[action]))
            continue;
        seen[s] = true;
        if (owner[s] < 0 || assign(owner[s], sources, actions, owner, seen)) {
            owner[s] = action;
            return true;
        }
    }
    return false;
}

QString orList(const QList<ActionKind> &kinds) {
    QStringList words;
    for (ActionKind kind : kinds)
        words.append(actionWord(kind));
    if (words.size() <= 1)
        return words.join(QString());
    const QString last = words.takeLast();
    return Text::tr("%1 or %2").arg(listOf(words), last);
}

QString notTheirTurn(const GameState &state, int player) {
    if (!state.turn)
        return Text::tr("No turn is under way: %1 plays a card first.")
            .arg(state.playerName(state.toAct().value_or(player)));
    if (state.turn->player != player)
        return Text::tr("It is %1's turn, not %2's.")
            .arg(state.playerName(state.turn->player), state.playerName(player));
    return {};
}

} // namespace

QString actionWord(ActionKind kind) {
    switch (kind) {
    case ActionKind::Tax:
        return Text::tr("tax");
    case ActionKind::Repair:
        return Text::tr("repair");
    case ActionKind::Influence:
        return Text::tr("influence");
    case ActionKind::Battle:
        return Text::tr("battle");
    case ActionKind::Move:
        return Text::tr("move");
    case ActionKind::Secure:
        return Text::tr("secure");
    case ActionKind::Build:
        return Text::tr("build");
    }
    return {};
}

Turn openTurn(const QList<Play> &earlier, const Play &play, const Catalog &catalog,
              bool councilSecured) {
    const Play &lead = earlier.isEmpty() ? play : earlier.first();
    Turn turn;
    turn.player = play.player;
    turn.leadSuit = lead.card ? lead.card->suit : Suit::Administration;
    turn.suit = play.kind == PlayKind::Copy || !play.card ? turn.leadSuit : play.card->suit;
    turn.pips = pipsOf(earlier, play, catalog, councilSecured);
    return turn;
}

QList<ActionKind> preludeActions(ResourceType resource, const Turn &turn, const Catalog &catalog) {
    switch (resource) {
    case ResourceType::Material:
        return {ActionKind::Build, ActionKind::Repair};
    case ResourceType::Fuel:
        return {ActionKind::Move};
    case ResourceType::Weapon:
        return {};
    case ResourceType::Relic:
        return {ActionKind::Secure};
    case ResourceType::Psionic:
        return suitActions(turn.leadSuit, catalog);
    }
    return {};
}

QList<ActionSource> actionSources(const Turn &turn, const Catalog &catalog) {
    QList<ActionKind> pipKinds = suitActions(turn.suit, catalog);
    // A Weapon adds "or Battle" to the played card only, not to other resources' actions.
    if (turn.prelude.contains(ResourceType::Weapon) && !pipKinds.contains(ActionKind::Battle))
        pipKinds.append(ActionKind::Battle);
    QList<ActionSource> sources;
    for (int pip = 0; pip < turn.pips; ++pip)
        sources.append({ActionSource::From::Pip, pipKinds});
    for (ResourceType resource : turn.prelude) {
        if (const QList<ActionKind> kinds = preludeActions(resource, turn, catalog);
            !kinds.isEmpty())
            sources.append({ActionSource::From::Resource, kinds});
    }
    QList<ActionKind> any;
    for (std::size_t kind = 0; kind < countOf<ActionKind>(); ++kind)
        any.append(ActionKind(kind));
    for (int card = 0; card < turn.extra; ++card)
        sources.append({ActionSource::From::Card, any});
    return sources;
}

bool canPay(const QList<ActionSource> &sources, const QList<ActionKind> &actions) {
    if (actions.size() > sources.size())
        return false;
    // A source of any kind (a card's action) pays for whatever the others leave: only the pips
    // and resources, a handful, are matched, so a turn with hundreds of card actions stays
    // instant. The most the others pay, plus those of any kind, is the most all of them pay.
    QList<ActionSource> kindBound;
    qsizetype anyKind = 0;
    for (const ActionSource &source : sources) {
        if (source.kinds.size() == qsizetype(countOf<ActionKind>()))
            ++anyKind;
        else
            kindBound.append(source);
    }
    QList<int> owner(kindBound.size(), -1);
    qsizetype unpaid = 0;
    for (int action = 0; action < actions.size(); ++action) {
        QList<bool> seen(kindBound.size(), false);
        if (!assign(action, kindBound, actions, owner, seen) && ++unpaid > anyKind)
            return false;
    }
    return true;
}

QList<ActionKind> payableKinds(const Turn &turn, const Catalog &catalog) {
    // The card's own actions first, as it lists them; then the others.
    QList<ActionKind> order = suitActions(turn.suit, catalog);
    for (std::size_t kind = 0; kind < countOf<ActionKind>(); ++kind) {
        if (!order.contains(ActionKind(kind)))
            order.append(ActionKind(kind));
    }
    const QList<ActionSource> sources = actionSources(turn, catalog);
    QList<ActionKind> out;
    for (ActionKind kind : order) {
        if (canPay(sources, QList<ActionKind>(turn.taken) << kind))
            out.append(kind);
    }
    return out;
}

int actionsLeft(const Turn &turn, const Catalog &catalog) {
    return std::max(0, int(actionSources(turn, catalog).size() - turn.taken.size()));
}

int actionsUnused(const GameState &state, const Catalog &catalog) {
    return state.turn && state.setup.turnsCounted ? actionsLeft(*state.turn, catalog) : 0;
}

QString withActionsUnused(int unused) {
    if (unused <= 0)
        return {};
    return unused == 1 ? Text::tr("with 1 action unused")
                       : Text::tr("with %1 actions unused").arg(unused);
}

bool preludeOpen(const Turn &turn, const Catalog &catalog) {
    QList<ActionSource> withoutPips = actionSources(turn, catalog);
    withoutPips.removeIf([](const ActionSource &s) { return s.from == ActionSource::From::Pip; });
    return canPay(withoutPips, turn.taken);
}

QString turnPlanProblem(const Turn &turn, const QList<ActionKind> &actions,
                        const Catalog &catalog) {
    const QList<ActionSource> sources = actionSources(turn, catalog);
    for (int count = 1; count <= actions.size(); ++count) {
        if (canPay(sources, actions.first(count)))
            continue;
        QStringList paying;
        const int pips =
            int(std::count_if(sources.begin(), sources.end(), [](const ActionSource &s) {
                return s.from == ActionSource::From::Pip;
            }));
        if (pips == 1)
            paying << Text::tr("1 pip (%1)").arg(orList(sources.first().kinds));
        else if (pips > 1)
            paying << Text::tr("%1 pips (%2)").arg(pips).arg(orList(sources.first().kinds));
        for (ResourceType resource : turn.prelude) {
            if (const QList<ActionKind> kinds = preludeActions(resource, turn, catalog);
                !kinds.isEmpty())
                paying << Text::tr("%1 (%2)").arg(resourceWord(resource), orList(kinds));
        }
        if (turn.extra > 0)
            paying << (turn.extra == 1 ? Text::tr("1 action from a card")
                                       : Text::tr("%1 actions from cards").arg(turn.extra));
        return Text::tr("%1 (action %2) cannot be paid: this turn has %3")
            .arg(actionWord(actions[count - 1]))
            .arg(count)
            .arg(paying.isEmpty() ? Text::tr("nothing to pay with") : listOf(paying));
    }
    return {};
}

std::optional<TurnAction> turnActionOf(const Entry &entry) {
    return std::visit(
        []<class T>(const T &e) -> std::optional<TurnAction> {
            constexpr std::optional<ActionKind> action = T::kind.action.value;
            if constexpr (!action)
                return std::nullopt;
            else if constexpr (requires { e.attacker; }) // a battle: the attacker's action
                return TurnAction{e.attacker, *action};
            else
                return TurnAction{e.player, *action};
        },
        entry);
}

QString turnActionProblem(const GameState &state, const TurnAction &action,
                          const Catalog &catalog) {
    if (!state.setup.turnsCounted)
        return {};
    if (QString problem = notTheirTurn(state, action.player); !problem.isEmpty())
        return problem;
    const Turn &turn = *state.turn;
    const QString who = state.playerName(turn.player);
    const int left = actionsLeft(turn, catalog);
    if (left == 0)
        return Text::tr("%1 has no actions left this turn: end the turn, or add the action a card "
                        "gives.")
            .arg(who);
    const QList<ActionKind> payable = payableKinds(turn, catalog);
    if (!payable.contains(action.kind))
        return left == 1 ? Text::tr("%1 cannot %2 now: the action left can %3.")
                               .arg(who, actionWord(action.kind), orList(payable))
                         : Text::tr("%1 cannot %2 now: the %3 actions left can %4.")
                               .arg(who, actionWord(action.kind))
                               .arg(left)
                               .arg(orList(payable));
    return {};
}

QString preludeProblem(const GameState &state, int player, const Catalog &catalog) {
    if (!state.setup.turnsCounted)
        return {};
    if (!state.turn || state.turn->player != player)
        return Text::tr(
                   "%1 can spend a resource for its action only in the Prelude of their own turn, "
                   "after playing a card.")
            .arg(state.playerName(player));
    if (!preludeOpen(*state.turn, catalog))
        return Text::tr("%1's Prelude is over: resources are spent before the card's first action "
                        "pip. To return one to the supply, discard it.")
            .arg(state.playerName(player));
    return {};
}

QString extraActionProblem(const GameState &state, int player) {
    if (!state.setup.turnsCounted)
        return Text::tr("This game was recorded before the app counted actions: nothing to add.");
    return notTheirTurn(state, player);
}

namespace {

// The sources no action taken needs, the widest kept: each source is set aside, widest first,
// where the actions taken can still be paid without it (the free sources' sets are a matroid's
// independent sets, so the greedy choice is the widest).
QList<ActionSource> sourcesLeft(const Turn &turn, const Catalog &catalog) {
    const QList<ActionSource> sources = actionSources(turn, catalog);
    QList<int> widestFirst;
    for (int i = 0; i < sources.size(); ++i)
        widestFirst.append(i);
    std::stable_sort(widestFirst.begin(), widestFirst.end(), [&](int a, int b) {
        return sources[a].kinds.size() > sources[b].kinds.size();
    });
    QList<bool> free(sources.size(), false);
    for (int candidate : widestFirst) {
        free[candidate] = true;
        QList<ActionSource> paying;
        for (int i = 0; i < sources.size(); ++i) {
            if (!free[i])
                paying.append(sources[i]);
        }
        if (!canPay(paying, turn.taken))
            free[candidate] = false;
    }
    QList<ActionSource> left;
    for (int i = 0; i < sources.size(); ++i) {
        if (free[i])
            left.append(sources[i]);
    }
    return left;
}

bool anyKind(const QList<ActionKind> &kinds) {
    return kinds.size() == qsizetype(countOf<ActionKind>());
}

} // namespace

QString actionsLeftText(const Turn &turn, const Catalog &catalog) {
    const QList<ActionSource> left = sourcesLeft(turn, catalog);
    if (left.isEmpty())
        return Text::tr("no actions left");
    // Sources that pay for the same kinds are one group: "3 to tax, repair or influence; 1 to
    // move", so four actions left never read as four of anything.
    QList<QList<ActionKind>> groups;
    QList<int> counts;
    for (const ActionSource &source : left) {
        const qsizetype group = groups.indexOf(source.kinds);
        if (group >= 0) {
            ++counts[group];
        } else {
            groups.append(source.kinds);
            counts.append(1);
        }
    }
    QString what;
    if (groups.size() == 1) {
        what = anyKind(groups.first()) ? Text::tr("any action") : orList(groups.first());
    } else {
        QStringList parts;
        for (qsizetype group = 0; group < groups.size(); ++group)
            parts.append(anyKind(groups[group])
                             ? Text::tr("%1 for any action").arg(counts[group])
                             : Text::tr("%1 to %2").arg(counts[group]).arg(orList(groups[group])));
        what = parts.join(Text::tr("; "));
    }
    return Text::tr("%1 left: %2").arg(left.size()).arg(what);
}

} // namespace arcs
