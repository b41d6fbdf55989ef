// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

#include <QList>
#include <QString>

// Govern the Imperial Reach (Edict 03; rulebook "Edicts", "Imperial Trust"; errata p.21): the
// First Regent enforces the Imperial policy — the Imperial Demand from each Rival Regent and
// their own, then the Imperial Action — or changes it.
namespace arcs {

class Catalog;

// The Rival Regents the Demand is collected from, in seat order.
QList<int> demandedRegents(const GameState &state);
// What the First Regent may take from this Rival Regent: each distinct piece of the Demand
// they have; else a Favor; else Outlaw status or nothing.
QList<Tribute> tributeOptions(const GameState &state, int regent, const Catalog &catalog);
// The First Regent's own resources of the Demand (one of them goes into the Trust).
QList<ResourceType> ownDemandOptions(const GameState &state);
// Escalation: where the 2 Imperial ships may go — every Empire-controlled system, else every
// system with a Loyal starport of the First Regent.
QList<SystemId> requisitionOptions(const GameState &state);
// War: the Weapons there are to give (the supply's, then the Trust's).
int weaponsToGive(const GameState &state, const Catalog &catalog);
// Every Regent, the First Regent included, in seat order.
QList<int> regents(const GameState &state);

QString tributeText(const GameState &state, const Tribute &tribute);
QString governProblem(const GameState &state, const GovernImperialReach &govern,
                      const Catalog &catalog);
// Precondition: governProblem is empty.
void applyGovern(GameState &state, const GovernImperialReach &govern, const Catalog &catalog);
QString governTitle(const GameState &before, const GovernImperialReach &govern);

} // namespace arcs
