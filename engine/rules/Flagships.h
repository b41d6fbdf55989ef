// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Board.h"

#include <QString>

#include <optional>

// A campaign player's Flagship (Blighted Reach "Flagships", components §6c): where the piece
// counts as a fresh Loyal ship, what its board's slots take, what its Upgrades allow, and how it
// is hit in a Crisis.
namespace arcs {

class Catalog;

// Whether the player's Flagship stands in this system.
bool flagshipIn(const Board &board, int seat, SystemId system);
// Whether anyone's Flagship stands there.
bool anyFlagshipIn(const Board &board, SystemId system);
// Whether any ship stands there: anyone's, Imperial ones and Flagships included.
bool anyShipIn(const Board &board, SystemId system);
// Fresh Loyal ships there, the Flagship included.
int freshLoyalShips(const Board &board, int seat, SystemId system);
// Whether the player has a Loyal piece there: a ship, a building, the Flagship or a Fate token
// Loyal to them.
bool hasLoyalPieces(const Board &board, int seat, SystemId system);

// The planet type the Flagship must be at to build in this slot; none: any planet.
std::optional<ResourceType> slotPlanet(FlagshipSlot slot, const Catalog &catalog);
// "Ship Crane" or "Ship Crane Armor", in the reader's language.
QString slotName(FlagshipSlot slot, const Catalog &catalog);
QString upgradeName(Upgrade upgrade);
// What the Upgrade allows, in a line (the rulebook's "Flagship Upgrade Benefits", in our words).
QString upgradeAllows(Upgrade upgrade);
// Ships the player may build in their Flagship's system each turn: 1, 2 with the Ship Crane.
int shipsAtFlagshipPerTurn(const Flagship &flagship);

// Hits on the Flagship's Upgrades and Armor, in a Crisis and as a battle's proposal: each hit
// damages the rightmost fresh Armor or destroys the rightmost damaged one, then, with no Armor
// left, the rightmost Upgrade (Armor is always hit before its Upgrade). Returns the hits nothing
// was left to take.
int hitFlagship(Flagship &flagship, int hits);
// What hits did to the board, slot by slot: "Hull Armor damaged", "Ship Crane destroyed".
QStringList flagshipChanges(const Flagship &before, const Flagship &after, const Catalog &catalog);
// The buildings a Flagship board lost (none when there is no Flagship).
int buildingsLost(const std::optional<Flagship> &before, const std::optional<Flagship> &after);
// The Intermission's Repair & Destroy: damaged Upgrades and Armor are destroyed.
Flagship afterIntermission(const Flagship &flagship);
// What the log sheet's "Flagship pieces" row says, Upgrade by Upgrade from the left, C for a
// city and S for a starport: "Slipstream Drive C + Armor S · Hull S"; empty when nothing is
// built.
QString flagshipLetters(const Flagship &flagship, const Catalog &catalog);

} // namespace arcs
