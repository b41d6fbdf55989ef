// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

#include <QList>
#include <QString>

// Govern the Imperial Reach (Edict 03; rulebook "Edicts", "Imperial Trust"; errata p.21): the
// First Regent enforces the Imperial policy — the Imperial Demand from each Rival Regent and
// their own, then the Imperial Action — or changes it. The Steward's Imperial Quorum (Edict 02)
// shares its three parts among three Regents; Govern with Authority makes it stronger
// (components-campaign §4a, §4b).
namespace arcs {

class Catalog;

// Whether Edict 03 is the Steward's Govern with Authority (the rules booklet holds it, in an
// Act that resolves the Steward's Edicts): the Demand also taxes each Outlaw whose city or
// Flagship is in an Empire-controlled system, and the Imperial Actions are stronger.
bool governsWithAuthority(const GameState &state, const Catalog &catalog);
// Whom the Demand is collected from, in seat order: each Rival Regent, and with Authority each
// Outlaw the Empire holds.
QList<int> demandedFrom(const GameState &state, const Catalog &catalog);
// What the First Regent may take from this player: each distinct piece of the Demand they
// have; else a Favor; else Outlaw status (a Regent) or nothing.
QList<Tribute> tributeOptions(const GameState &state, int regent, const Catalog &catalog);
// The First Regent's own resources of the Demand (one of them goes into the Trust).
QList<ResourceType> ownDemandOptions(const GameState &state);
// Escalation: where the Imperial ships may go — every Empire-controlled system, else every
// system with a Loyal starport of the Regent who takes the Imperial Action.
QList<SystemId> requisitionOptions(const GameState &state, int actor);
// Escalation: how many Imperial ships it places (2; Govern with Authority: 4).
int requisitionedShips(const GameState &state, const Catalog &catalog);
// War: the Weapons there are to give (the supply's, then the Trust's).
int weaponsToGive(const GameState &state, const Catalog &catalog);
// War: how many Regents get a Weapon (each, unless the Weapons run short).
int regentsArmed(const GameState &state, const Catalog &catalog);
// War: how many resources a Regent armed discards at most to make room for what they gain (a
// Weapon, and with Authority 1 resource besides).
int roomNeeded(const GameState &state, int regent, const Catalog &catalog);
// Every Regent, the First Regent included, in seat order.
QList<int> regents(const GameState &state);
// Imperial Quorum: the Regent with more of their `building`s on the map than every other Regent
// (starports: takes the Imperial Action; cities: may change the policy); a tie: nobody.
std::optional<int> quorumRegent(const GameState &state, Piece building);

// The table the Imperial Action is taken on: the one the Demand left (an Act recorded before
// Edict 03 was resolved in parts: the one before the Demand).
GameState tableForAction(const GameState &state, const ImperialDemand &demand);

QString tributeText(const GameState &state, const Tribute &tribute);
QString governProblem(const GameState &state, const GovernImperialReach &govern,
                      const Catalog &catalog);
// Precondition: governProblem is empty.
void applyGovern(GameState &state, const GovernImperialReach &govern, const Catalog &catalog);
QString governTitle(const GameState &before, const GovernImperialReach &govern,
                    const Catalog &catalog);
QString quorumProblem(const GameState &state, const ImperialQuorum &quorum, const Catalog &catalog);
// Precondition: quorumProblem is empty.
void applyQuorum(GameState &state, const ImperialQuorum &quorum, const Catalog &catalog);
QString quorumTitle(const GameState &before, const ImperialQuorum &quorum, const Catalog &catalog);

} // namespace arcs
