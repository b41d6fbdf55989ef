// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"

#include <QList>

#include <optional>

// How a campaign ends (rulebook "The Campaign", "Grand Ambitions", "Final Objective"; the FAQ's
// chapter-end order): Act III's grand ambitions, final objectives and the campaign's winner.
namespace arcs {

class Catalog;

// A campaign's Acts are I, II and III: the campaign ends with Act III, whose chapters score
// grand ambitions.
inline constexpr int lastAct = 3;

// The Power for fulfilling 0, 1 or 2 grand ambitions at the end of an Act III chapter, from
// the Act III side of the chapter track.
int grandAmbitionPower(int chapter, int fulfilled, const Catalog &catalog);
// Why these grand ambitions cannot be scored, or empty.
QString grandAmbitionProblem(int act, int chapter, const QList<int> &fulfilled, int players,
                             const Catalog &catalog);

struct CampaignStanding {
    int power = 0;
    FateLetter fate = FateLetter::A;
    std::optional<int> marker; // C Fates: the final objective's marker
    // A C Fate's marker on 0; it wins only with at least 1 Power.
    bool finalObjectiveCompleted() const { return fate == FateLetter::C && marker == 0; }
};

struct CampaignEnd {
    int winner = 0; // an index into the standings
    CampaignEndReason reason = CampaignEndReason::MostPower;
    bool operator==(const CampaignEnd &) const = default;
};

// Whether the campaign ends after scoring this chapter, and who wins. `standings` are in turn
// order from the initiative holder. In Act III a C Fate with its marker on 0 and at least 1
// Power wins (several: the most Power, then turn order, as the FAQ orders it); after Act III's
// last chapter the most Power wins (a tie: A over B over C Fates, then turn order).
std::optional<CampaignEnd>
campaignEnd(int act, int chapter, const QList<CampaignStanding> &standings, const Catalog &catalog);
QString campaignEndProblem(int act, int chapter, const QList<CampaignStanding> &standings,
                           const Catalog &catalog);

} // namespace arcs
