// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

namespace arcs {

class Catalog;

// The rules of the board entries (the BoardKind entries: BattleResult and BoardEntryKinds.h).
// Why this board entry cannot be made now, in words a player can act on; or empty.
QString boardEntryProblem(const GameState &state, const Entry &entry, const Catalog &catalog);
// Precondition: boardEntryProblem is empty.
void applyBoardEntry(GameState &state, const Entry &entry, const Catalog &catalog);
QString boardEntryTitle(const GameState &before, const Entry &entry, const Catalog &catalog);

// Whether taking this Court card refills the row: the Imperial Council stays, Decided.
bool refillsWhenTaken(const QString &card, const Catalog &catalog);
// Whether what the player builds there comes in damaged: someone else controls the system (in an
// Act recorded before the Empire's laws, a Rival with the most fresh ships).
bool builtDamaged(const GameState &state, int player, SystemId system);
// Why `attacker` cannot battle `defender` (a seat; or `against` the Empire, the Free States or
// the Blight) in this system (seats, the system in play, ships to attack with, pieces to
// defend, the Truce Law), or empty.
QString battleProblemAt(const GameState &state, int attacker, int defender, SystemId system,
                        BattleDefender against, const Catalog &catalog);
// Where the attacker's ships and the defender's pieces meet: `first` if they meet there, else the
// first system in the Reach's order; nothing where they meet nowhere (or a seat is not one).
std::optional<SystemId> whereTheyMeet(const GameState &state, int attacker, int defender,
                                      BattleDefender against, std::optional<SystemId> first);
// Where the attacker's ships and the defender's pieces meet but they cannot battle, why (the
// Truce Law), said of `first` where they meet there; empty where they meet nowhere or can
// battle somewhere.
QString whyNoBattleWhereTheyMeet(const GameState &state, int attacker, int defender,
                                 BattleDefender against, const Catalog &catalog,
                                 std::optional<SystemId> first = std::nullopt);
// Where the attacker's ships meet another side's pieces in this system but can battle none of
// them, why (for the first Rival in turn order, else the Empire, the Free States, the Blight);
// empty where they can battle or meet nobody.
QString whyNoBattleHere(const GameState &state, int attacker, SystemId system,
                        const Catalog &catalog);
// Who the attacker can battle there: the first Rival in turn order, else (a campaign) the
// Empire, the Free States or the Blight, in that order.
struct BattleOpponent {
    BattleDefender against = BattleDefender::Player;
    int seat = 0; // a Rival's
    bool operator==(const BattleOpponent &) const = default;
};
std::optional<BattleOpponent> firstDefenderAt(const GameState &state, int attacker, SystemId system,
                                              const Catalog &catalog);

// Why this player cannot place their ships after elimination (no ships or starports left on the
// map, a gate in play, their own turn), or empty.
QString eliminationProblem(const GameState &state, const Elimination &elimination,
                           const Catalog &catalog);
// The ships placed: 3 fresh ones, or as many as the supply has.
int shipsAfterElimination(const Board &board, int seat, const Catalog &catalog);
void placeEliminatedShips(Board &board, const Elimination &elimination, const Catalog &catalog);

// What a returning city did to the resource under the slot it covers, for the player to read
// ("A city back on Mikah's board covers slot 3: its Fuel was discarded, no open slot being
// empty").
QString displacedText(const GameState &state, const ArrangementDue &due);

// Whether a tax gains the taxer anything: the planet's resource (a slot takes it and the supply
// has one) or, a Rival's city, a Captive.
bool taxGains(const Board &board, const Tax &tax, const Catalog &catalog);

// Whether a resource of `type` would be gained: the supply has one and a slot takes it.
bool gainsResource(const Board &board, int seat, ResourceType type, std::optional<int> into,
                   const Catalog &catalog);
// The resource, if the supply has it, goes where gainPlacement says; whether it was gained.
bool gainResource(Board &board, int seat, ResourceType type, const Catalog &catalog,
                  std::optional<int> into = {});

// Resources under slots that cities cover again (cities back on their boards) move to the
// leftmost empty open slot, or are discarded; where the player's choice matters, they may
// arrange them otherwise (Board::arrangementsDue). Returns every player's displaced resources,
// whether or not their choice matters.
QList<ArrangementDue> settleResources(Board &board, const Catalog &catalog);

// A new turn begins: the per-turn limits and any raid or ransack left open end.
void startTurn(Board &board);
// Chapter clean-up: Trophies return if Warlord was scored, Captives if Tyrant was. Cities
// return to their boards, and resources under the slots they cover move or are discarded.
void returnTrophiesAndCaptives(Board &board, bool trophies, bool captives, const Catalog &catalog);
// Why the board breaks a piece limit, a building slot count or the resource supply; or empty.
QString limitProblem(const Board &board, const GameState &state, const Catalog &catalog);

} // namespace arcs
