// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

#include <QList>
#include <QString>

#include <optional>

// The end-of-round event of a campaign (rulebook "Events", "Imperial Council", "Summits",
// "Crises", "Edicts"): after a round with an Event card or a secured Council, the caller may
// call a Summit; then the dice (or the Council's choice) say whether the Crises or the Edicts
// resolve, step by step in their order.
namespace arcs {

class Catalog;

// The event a round's end sets off, if any: a secured Council (still Decided) overrides the
// Event cards; an Event card's caller is the initiative holder after the initiative check.
// `state`: the round's last turn just ended, its plays still listed.
std::optional<EventState> eventAfterRound(const GameState &state, int initiativeNext);

// Where the event stands: what the table enters next.
enum class EventStage { CallSummit, Summit, ResolveCouncil, Roll, Step };
EventStage eventStage(const EventState &event);
// The kind of the Crises' or Edicts' step under way, once the dice or the Council said which.
std::optional<EventStepKind> stepUnderWay(const GameState &state);

// The face of the event die (1..6) and the number die (1..6) as a roll.
EventRoll eventRoll(int eventFace, int numberFace, const Catalog &catalog);
// The planet the dice name: the rolled cluster's planet of the rolled symbol.
SystemId rolledPlanet(const EventRoll &roll);

// The Crises' steps in order: the Blight Crises, the Fate Crises, then each Vox card in the
// Court from left to right.
QList<EventStep> crisesSteps(const Board &board, const Catalog &catalog);
// The Fate Edicts the table may record in the rules booklet: each Edict of a Fate in play.
QList<const Edict *> fateEdictsInPlay(const GameState &state, const Catalog &catalog);
// Those of them that their Fate's setup or Resolution can have put in the booklet by this Act.
QList<const Edict *> fateEdictsDueThisAct(const GameState &state, const Catalog &catalog);
// The Edicts only a table of `players` puts in the rules booklet at a campaign's start (two
// players: Guild Envoys Depart), lowest order number first.
QList<const Edict *> edictsForPlayers(int players, const Catalog &catalog);
// The rules booklet's Edicts, lowest order number first: Guild Envoys Depart (two players),
// Govern the Imperial Reach (unless Govern with Authority replaced it), and the Fate Edicts the
// table recorded, or without a record each Fate Edict due this Act.
QList<const Edict *> edictsInBooklet(const GameState &state, const Catalog &catalog);
// The Edicts' steps: the booklet's Edicts in order.
QList<EventStep> edictSteps(const GameState &state, const Catalog &catalog);

// The Regent with the most Power other than `leaving` (ties: the first in turn order), if any.
std::optional<int> strongestRegent(const GameState &state, std::optional<int> leaving);

// What a step is called, and what it asks of the table (with the rolled cluster, symbol and
// planet for a Court Crisis; the losses for the Blight Crises).
QString eventStepTitle(const EventStep &step, const GameState &state, const Catalog &catalog);
QString eventStepDetail(const EventStep &step, const GameState &state, const Catalog &catalog);

QString eventEntryProblem(const GameState &state, const Entry &entry, const Catalog &catalog);
// Precondition: eventEntryProblem is empty.
void applyEventEntry(GameState &state, const Entry &entry, const Catalog &catalog);
QString eventEntryTitle(const GameState &before, const Entry &entry, const Catalog &catalog);
QString summitMoveText(const GameState &before, const SummitMove &move);
// The players a Summit deal names, who agree to it (rulebook "Summits": a Negotiation needs the
// affected Rival's consent; the caller's own moves name the caller), each once, by seat.
QList<int> summitDealParties(const QList<SummitMove> &moves);

} // namespace arcs
