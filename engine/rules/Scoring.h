// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"

#include <QList>
#include <QMap>
#include <QStringList>

#include <optional>

namespace arcs {

class Catalog;

// Act III of a campaign: how many of their two grand ambitions each player fulfilled.
struct GrandAmbitionsFulfilled {
    int act = 3;
    int chapter = 1;
    QList<int> fulfilled; // per player: 0, 1 or 2
};

// Everything chapter-end scoring needs. Players keep one fixed order throughout (turn order for
// the CLI, seats in the app); with two players an optional dummy holds the setup card's
// out-of-play resources.
struct ScoringInput {
    int players = 0;
    QMap<Ambition, QList<MarkerValues>> declared; // markers in each ambition box
    QMap<Ambition, QList<int>> counts;            // per player; missing entries count 0
    QList<int> cityBonus;                         // per player: 0, 2 or 5; empty means all 0
    std::optional<QMap<Ambition, int>> dummy;     // two players only
    QStringList leaders;                          // per player; empty or "" for no leader
    std::optional<GrandAmbitionsFulfilled> grand; // a campaign's Act III
};

struct AmbitionScore {
    Ambition ambition = Ambition::Tycoon;
    QList<MarkerValues> markers;
    QList<int> counts;          // per player, then the dummy (if any) last
    QList<int> first;           // who placed first (several when tied: they score the second value)
    QList<int> second;          // who placed second (empty when tied or nobody qualifies)
    QList<int> gains;           // Power per player, city bonus included; the dummy never gains
    QList<int> cityBonus;       // the part of gains that is city bonus
    MarkerValues total() const; // the box's first and second values summed over its markers
};

struct ChapterScore {
    QList<int> gains;               // total Power per player, grand ambitions included
    QList<int> grand;               // the part of gains from grand ambitions (Act III)
    QList<AmbitionScore> ambitions; // declared ambitions only, in the catalog's order
};

// The reason the input cannot be scored, or empty.
QString scoringProblem(const ScoringInput &input, const Catalog &catalog);
// Scores every declared ambition. Precondition: scoringProblem(input) is empty.
ChapterScore scoreChapter(const ScoringInput &input, const Catalog &catalog);
// One line a player can check, e.g.
// "Tycoon (5/3 + 2/0): Red 4, Blue 2, Yellow 0 → Red +7 +2 city bonus, Blue +3".
QString explain(const AmbitionScore &score, const QStringList &names);
QString ambitionTitle(Ambition ambition);

// The city bonuses a player board can show: the Power its uncovered city slots add, from none
// built to all (0, 2, 5).
QList<int> cityBonusSteps(const Catalog &catalog);

} // namespace arcs
