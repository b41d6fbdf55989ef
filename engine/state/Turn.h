// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QJsonObject>
#include <QList>

namespace arcs {

// The turn under way: the card its player played and what has paid for actions so far. The
// budget's rules are in rules/TurnBudget.h.
struct Turn {
    int player = 0;
    Suit suit = Suit::Administration;     // whose actions the pips take (a Copy: the lead's)
    Suit leadSuit = Suit::Administration; // a Psionic takes an action of the lead card
    int pips = 0;                         // a Copy or Pivot: 1
    QList<ResourceType> prelude;          // resources spent for their Prelude action
    int extra = 0;                        // actions from card effects the table entered
    QList<ActionKind> taken;              // in the order taken

    QJsonObject toJson() const;
    bool operator==(const Turn &) const = default;
};

} // namespace arcs
