// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

#include <QCoreApplication>

#include <initializer_list>

// What the board entries' rules share across their families, for rules/ alone: the checks every
// entry makes, and each family's checks and changes that the dispatch (BoardEntries.cpp) or
// another family calls. Pieces: BoardEntries.cpp; CourtEntries.cpp; BattleEntries.cpp;
// ResourceEntries.cpp.
namespace arcs {

class Catalog;

namespace boardrules {

// The context lupdate and the translator share for the board entries' strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(BoardEntries)
};

// Checks shared by every entry: seats, systems in play, a card of the Court row.
class Check {
public:
    Check(const GameState &state, const Catalog &catalog) : s(state), c(catalog) {}

    QString seat(int seat) const;
    QString system(SystemId system) const;
    QString courtCard(const QString &card) const;

    const GameState &s;
    const Catalog &c;
};

inline QString firstOf(std::initializer_list<QString> problems) {
    for (const QString &problem : problems) {
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

// The Court
QString influenceProblem(const Check &check, const Influence &influence);
QString secureProblem(const Check &check, int player, const QString &card, const QString &refill);
void applySecure(GameState &state, const Secure &secure, const Catalog &catalog);
QString ransackProblem(const Check &check, const Ransack &ransack);
void applyRansack(Board &board, const Ransack &ransack, const Catalog &catalog);
QString removeFromCourtProblem(const Check &check, const RemoveFromCourt &remove);
void applyRemoveFromCourt(Board &board, const RemoveFromCourt &remove);

// Battle
QString battleResultProblem(const Check &check, const BattleResult &battle);
void applyBattle(Board &board, const BattleResult &battle, std::optional<int> firstRegent,
                 bool empireLaws, const Catalog &catalog);
QString raidProblem(const Check &check, const Raid &raid);
void applyRaid(Board &board, const Raid &raid, const Catalog &catalog);
QString truceProblem(const Check &check, int player, int rival, SystemId system);
void cityDestroyed(Board &board, int destroyer, int owner, SystemId system, const Catalog &catalog);

// Resources
QString intoProblem(const Check &check, int player, std::optional<int> into);
QString slotProblem(const Check &check, int player, int slot);
QString spendProblem(const Check &check, const SpendResource &spend);
void applySpend(GameState &state, const SpendResource &spend);
QString arrangeProblem(const Check &check, const ArrangeResources &arrange);
void applyArrange(Board &board, const ArrangeResources &arrange);
void provokeOutrage(Board &board, int seat, ResourceType type, const Catalog &catalog);

} // namespace boardrules
} // namespace arcs
