// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"
#include "state/Board.h"
#include "state/CampaignState.h"

#include <QList>
#include <QMap>

#include <array>

// The campaign's table setup, computed from the dice: Act I's Imperial clusters, Free cities
// and Blight (rulebook "Act I Setup", table steps N-Q), and the Blight and ambition markers of
// Acts II and III (steps A, C and D).
namespace arcs {

class Catalog;
struct GameSetup;
struct GameState;
struct PlaceStartingPieces;
struct MoveObjective;
struct KeepFateNote;

// The Empire, the Free States and the Blight as Act I sets them out.
struct ActOneReach {
    std::array<int, 2> imperialClusters{}; // the rolled cluster, then the next clockwise
    QMap<SystemId, SystemState> systems;   // only the systems with something on them
    // Two players: the resources of the Imperial clusters' planets, onto the ambition boxes.
    QList<ResourceType> ambitionResources;
};

// The cluster after `cluster` clockwise round the gates.
int nextClusterClockwise(int cluster, const MapData &map);

// Precondition: 2-4 players and a number die of 1-6.
ActOneReach actOneReach(int players, int numberDie, PlanetSymbol eventSymbol,
                        const Catalog &catalog);

// The board a campaign's Act I starts on: the Act I reach from the Act's dice, no player
// pieces yet (the placement loop places them), the Imperial Council leftmost in the Court row
// and the rest of the campaign Court in its deck, and with two players the Imperial clusters'
// resources on the ambition boxes. Precondition: setup.problem(catalog) is empty.
Board actOneBoard(const GameSetup &setup, const Catalog &catalog);
// The campaign's Court deck at the start of Act I: every Guild and Vox card marked "CC".
QStringList campaignCourtDeck(const Catalog &catalog);
// The board Act II or III starts on: the table the Intermission left, its Court (cleared as in
// Intermission step B) dealt again with the Council In Session leftmost, Blight on empty gates and
// the rolled planets (laterActBlight), and with two players the resources of the two rolled
// clusters on the ambitions, as far as the supply goes. Precondition: setup.problem(catalog) is
// empty.
Board laterActBoard(const GameSetup &setup, const Catalog &catalog);
// The board an Act starts on: Act I's or a later one's.
Board actBoard(const GameSetup &setup, const Catalog &catalog);
// What the start of an Act sets beyond the board: the campaign state, the Power carried from
// the Intermission, the ambition markers an Act flips.
void beginAct(GameState &state, const Catalog &catalog);
// The campaign state an Act starts with: Fates, objective markers on their cards' start
// spaces for this many players, the First Regent (a Fate's setup, or the initiative holder).
CampaignState campaignAtStart(const GameSetup &setup, const Catalog &catalog);
// Who takes the First Regent tile as Act I is set up: the first Fate in play whose setup takes
// it (the Steward, else the Admiral: campaign.json), else the initiative holder.
int actOneFirstRegent(const GameSetup &setup, const Catalog &catalog);

// The ships each placement of the Act I loop puts on its planet (rulebook "Act I Setup", players
// step G), with one building.
inline constexpr int placementShips = 3;

// The Act I placement loop: the seat to place next (turn order, then in reverse), if any.
// Before an Act's first card, each player sets up from the Setup side of their objective card
// (Act I player setup C, Acts II and III setup F): the card it is, e.g. "F1-12"; empty when
// that setup is behind the table or the seat has no Fate.
QString fateSetupCard(const GameState &state, int seat, const Catalog &catalog);

std::optional<int> nextPlacer(const GameState &state);
QString placementProblem(const GameState &state, const PlaceStartingPieces &placement,
                         const Catalog &catalog);
// Places the pieces and gains the resource; after the last placement the Free cities fill the
// Imperial planets and the first chapter begins.
void applyPlacement(GameState &state, const PlaceStartingPieces &placement, const Catalog &catalog);

QString objectiveMoveProblem(const GameState &state, const MoveObjective &move);
// Who writes `player`'s Fate note: the player to their right (the one before them in the
// clockwise turn order; base rulebook "reverse turn order") where their Fate says so (the
// Pathfinder's Portal), else `player`.
int fateNoteWriter(const GameState &state, int player, const Catalog &catalog);
// Why this Fate note cannot be kept (no campaign, no such seat, a writer the Fate does not
// name), or empty. A note with no writer is its player's (as every note was before writers).
QString fateNoteProblem(const GameState &state, const KeepFateNote &keep, const Catalog &catalog);
void applyObjectiveMove(GameState &state, const MoveObjective &move);

// Fate cards dealt from the Fates of one letter, shuffled by `seed`, leaving out `excluded`
// (Fates in play or back in the box): `cards[i]` for player i (2 each in Act I setup; 1 after
// a completed objective and 2 after a failed one at the Intermission). Fate numbers, per
// player. Precondition: enough Fates of the letter are left.
QList<QList<int>> dealFates(FateLetter letter, const QList<int> &cards, quint64 seed,
                            const QList<int> &excluded, const Catalog &catalog);

// Planets where a player may place in the placement loop: an Imperial ship there and a
// building slot left empty (the planet may hold Rival pieces).
QList<SystemId> placementLoopPlanets(const Board &board, const Catalog &catalog);
// Step I: a Free city in every empty slot of the planets with an Imperial ship.
QMap<SystemId, int> freeCitiesFillingImperialPlanets(const Board &board, const Catalog &catalog);

// The three ambition markers at the start of an Act (1-3), in the catalog's order (5/3, 3/2,
// 2/0): which of them is flipped.
std::array<bool, 3> markersFlippedAtActStart(int act, const Catalog &catalog);

// The damaged Blight that steps C and D of the Act II & III setup place, by system: one on
// each gate with no Blight and no ships, then in each cluster one on the planet of the rolled
// symbol if it has none, otherwise one on each of the cluster's planets without Blight. With
// the supply empty Blight comes from Trophies, so only the tokens already on the map limit it
// (placed in that order).
QMap<SystemId, int> laterActBlight(const Board &board, PlanetSymbol eventSymbol,
                                   const Catalog &catalog);

} // namespace arcs
