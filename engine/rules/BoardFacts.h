// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Board.h"

#include <QList>
#include <QMap>

#include <optional>

namespace arcs {

class Catalog;
struct GameSetup;

// What players otherwise count by hand, derived from the board. Pure functions.

// A board for `players` with nothing on it: empty systems, empty resource slots.
Board emptyBoard(int players, const Catalog &catalog);
// The board right after setup: starting pieces (setup card or leaders), resources in slots 1
// and 2, the Court row and deck, and with two players the resources on the ambition boxes.
// Precondition: setup.problem(catalog) is empty.
Board setUpBoard(const GameSetup &setup, const Catalog &catalog);

// The place of a card in the Court row, or -1.
int courtPlace(const Court &court, const QString &card);
// Whether a lore card is out of the lore deck by name: in the Court row or deck, or a player's.
bool loreOnTable(const Board &board, const QString &name);
// The seat whose play area holds the card, or -1.
int holderOf(const Board &board, const QString &card);
// Whether the Empire controls the system: any fresh Imperial ship there (campaign), unless a
// card's effect decides who controls it.
bool empireControls(const Board &board, SystemId system);
// The seat a card's effect names there (SystemState::controlByCard); else the seat with more
// fresh ships than each Rival there, if any, where the Empire does not control the system.
// (Regents' control of Empire-controlled systems is the campaign's.)
std::optional<int> controller(const Board &board, SystemId system);
// A campaign player's title: a Regent of the Empire (everyone starts as one), else an Outlaw.
bool isRegent(const Board &board, int seat);
// Whether the player controls the system: the most fresh ships there, or, where the Empire
// controls, as a Regent with Loyal pieces there (the Presence Law). Several Regents may.
bool controls(const Board &board, int seat, SystemId system);
// Whether someone other than the player controls the system (what they build there is damaged).
bool controlledByOther(const Board &board, int seat, SystemId system);
// Whether a Regent Commands the Imperial Fleet there: Loyal pieces in an Empire-controlled
// system (the Presence Law).
bool commandsImperialFleet(const Board &board, int seat, SystemId system);
// Who controls the system for ambitions, objectives and events (a campaign): the First Regent
// where the Empire controls, else the controller.
std::optional<int> controllerForObjectives(const Board &board, SystemId system,
                                           std::optional<int> firstRegent);
// Whether the player has buildings in any system other than this one; in any system at all.
bool hasBuildingsOutside(const Board &board, int seat, SystemId system);
bool hasBuildingsOnTheMap(const Board &board, int seat);
// Cities off the player's board: on the map, on their Flagship board or held in Rivals' Trophies.
int citiesBuilt(const Board &board, int seat);
// Raid cost of each resource slot, left to right (lore slots after the printed ones).
QList<int> raidCosts(const PlayerArea &area, const Catalog &catalog);
bool resourceSlotOpen(const Board &board, int seat, int slot, const Catalog &catalog);
int openResourceSlots(const Board &board, int seat, const Catalog &catalog);
int emptyOpenSlots(const Board &board, int seat, const Catalog &catalog);
// The leftmost empty open slot, where a gained resource goes.
std::optional<int> emptyOpenSlot(const Board &board, int seat, const Catalog &catalog);
// Where a gained resource goes: to `into` (an open slot the player chose) or the leftmost empty
// open slot; what it takes the place of moves to an empty open slot, or without one is
// discarded. No slot: nothing takes the gain. (Whether the supply has one is the caller's.)
struct GainPlacement {
    std::optional<int> slot;
    std::optional<int> displacedTo;
    std::optional<ResourceType> discarded;
};
GainPlacement gainPlacement(const Board &board, int seat, std::optional<int> into,
                            const Catalog &catalog);
// Whether where a gained resource goes is the player's choice worth asking: empty open slots of
// different raid costs, or none empty while the open slots hold resources it could replace.
bool gainPlacementMatters(const Board &board, int seat, const Catalog &catalog);
// Power added to each ambition won alone, from the uncovered city slots.
int cityBonusPower(const Board &board, int seat, const Catalog &catalog);
// Whether the player holds a Guild card that lets a declaration skip the zero marker (Secret
// Order, Galactic Bards).
bool skipsZeroMarker(const Board &board, int seat, const Catalog &catalog);
// Whether the player has neither ships nor starports on the map, nor a Flagship (Elimination).
bool eliminated(const Board &board, int seat);
// Pieces in the player's supply (cities: still on the player board). Agents below zero are
// stand-ins on Outrage icons, waiting for an agent to return.
PieceCounts inSupply(const Board &board, int seat, const Catalog &catalog);
int resourcesInSupply(const Board &board, ResourceType type, const Catalog &catalog);
// Resource and Guild icons of one type a player has: slots, frozen resources, cards held and
// resources on them.
int icons(const Board &board, int seat, ResourceType type, const Catalog &catalog);
// Each ambition's count for every seat, as chapter-end scoring counts them.
// `trustHolder`: the First Regent, whose Imperial Trust counts as theirs (a campaign).
QMap<Ambition, QList<int>> ambitionStandings(const Board &board, std::optional<int> trustHolder,
                                             const Catalog &catalog);
// Who leads one ambition's counts (indexes into the list) and by how much over the next best.
// Nobody leads while every count is 0.
struct AmbitionLead {
    QList<int> leaders; // more than one: tied
    int count = 0;
    int margin = 0; // over the best of the others; 0 when tied
    bool operator==(const AmbitionLead &) const = default;
};
AmbitionLead ambitionLead(const QList<int> &counts);

// The ambition a resource's icons add to (Weapons add to none).
std::optional<Ambition> ambitionCounting(ResourceType type);
// The two-player dummy's totals from the resources on the ambition boxes.
QMap<Ambition, int> dummyTotals(const QList<ResourceType> &onAmbitionBoxes);
// Whether a Catapult move of the player's ships (with Imperial ships among them or not) ends on
// entering the gate: someone else controls it (the Empire stops Outlaws only; a Regent stops
// neither Imperial ships nor a Rival Regent's ships moving with them), or Blight is there.
// Without `empireLaws` (an Act recorded before them): only a Rival's control by ships stops it.
bool catapultStopsAt(const Board &board, int seat, SystemId gate, bool withImperialShips,
                     bool empireLaws);
// Where Loyal ships in `from` may move in one Move action: Catapult from a Loyal starport, or
// from a Free starport the player controls.
QList<SystemId> moveDestinations(const Board &board, int seat, SystemId from,
                                 bool withImperialShips, bool empireLaws, const Catalog &catalog);

} // namespace arcs
