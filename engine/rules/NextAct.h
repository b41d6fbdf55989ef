// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Intermission.h"
#include "state/GameSetup.h"
#include "state/IntermissionChoices.h"

#include <QList>

// From the table an Act I or II ended with, through its Intermission, to the next Act's setup:
// what the step-by-step Intermission screen shows and what "Continue to Act II/III" starts.
namespace arcs {

class Catalog;
struct GameState;

// Whether the Act on this table has ended and an Intermission follows it.
bool intermissionFollows(const GameState &actEnd);
// Step A: an objective is completed when its marker has reached 0 (or the Fate has none).
ObjectiveOutcome objectiveOutcome(const GameState &actEnd, int seat);
// The Intermission on the Act's last table. Precondition: intermissionFollows(actEnd).
IntermissionInput intermissionAtActEnd(const GameState &actEnd);
// A new Intermission: nobody has chosen yet; `seed` shuffles step F's draw.
IntermissionChoices beginIntermission(const GameState &actEnd, quint64 seed);

// Step F: the Fates each seat chooses from: their own and one drawn after completing the
// objective, two drawn after failing it. Drawn at the table (fatesDrawnAtTable), the app does not
// know which: their own after completing it, and every Fate of the letter not in play.
QList<QList<int>> fateOffers(const GameState &actEnd, const IntermissionChoices &choices,
                             const Catalog &catalog);
// Why `seat` may not choose its Fate for the next Act in secret now (on its own device): not at
// step F, the Fates dealt at the table (entered as revealed there), or every Fate chosen and
// revealed already. Empty when it may; which Fate is checked by intermissionChoicesProblem.
QString fateChoiceProblem(const GameState &actEnd, const IntermissionChoices &choices, int seat);
// Why these choices do not fit this Intermission (a gate that is no gate, a Fate not offered),
// or empty. Choices not yet made are allowed.
QString intermissionChoicesProblem(const GameState &actEnd, const IntermissionChoices &choices,
                                   const Catalog &catalog);
// Cities back on their player boards at steps C and D cover slots again, as at any city's
// return: the resources under them move to the leftmost empty open slot or are discarded, and
// where the player's choice matters they arrange them before the next Act's first card
// (Board::arrangementsDue). Acts set up before this left them in the covered slots.
enum class CoveredResources { Settled, LeftCovered };
// The table the next Act starts from: step D's board with the ships placed at the chosen gates,
// and the Power after steps A and E. Precondition: the choices have no problem.
CarriedTable tableAfterIntermission(const GameState &actEnd, const IntermissionChoices &choices,
                                    const Catalog &catalog,
                                    CoveredResources covered = CoveredResources::Settled);
// What steps C and D did to the resources under the slots returning cities cover, seat by seat.
QList<ArrangementDue> resourcesDisplacedAtIntermission(const GameState &actEnd,
                                                       const Catalog &catalog);

// What the next Act's setup rolls and deals: the event die, with two players the number die
// twice, and the Court row, left to right, as the table dealt it or as the app dealt it
// (nextActCourtDeal).
struct NextActDice {
    PlanetSymbol eventSymbol = PlanetSymbol::Arrow;
    QList<int> ambitionClusters;
    QStringList court;
};
// The Court deck the next Act deals its row from: the deck the Intermission cleared the Court
// into (step B), without the cards players hold or the scrapped ones.
QStringList nextActCourtDeck(const GameState &actEnd, const IntermissionChoices &choices,
                             const Catalog &catalog);
// The app's deal of the next Act's Court row from that deck, shuffled by `seed`.
QStringList nextActCourtDeal(const GameState &actEnd, const IntermissionChoices &choices,
                             quint64 seed, const Catalog &catalog);
// Why the next Act cannot start yet (a step not done, a Fate not chosen), or empty.
QString nextActProblem(const GameState &actEnd, const IntermissionChoices &choices,
                       const Catalog &catalog);
// The next Act's setup: the same seats, the initiative from step E, the chosen Fates, the
// Imperial policy carried on, the table the Intermission left, and the Court row dealt (which
// GameSetup::problem checks against the deck). Precondition: nextActProblem is empty.
GameSetup nextActSetup(const GameState &actEnd, const IntermissionChoices &choices,
                       const NextActDice &dice, const Catalog &catalog);

} // namespace arcs
