// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CampaignLog.h"
#include "state/Board.h"
#include "state/GameSetup.h"

#include <QList>
#include <QString>
#include <QStringList>

// Packing the table into the box's trays and back out (rulebook "Packing Up"): the map trays
// have a section for each planet, marked with its ID symbol, and one for each gate, marked G;
// each player's tray holds their play area, cards in the large well and the rest in the small.
namespace arcs {

class Catalog;

// One map tray section with what goes in it, one line per owner ("Ana: 3 ships (1 damaged),
// 1 city", "Empire: 1 ship", "Free: 1 city", "Blight: 2 (1 damaged)", "Fate tokens: Portal").
struct TraySection {
    SystemId system;
    QStringList pieces;
    bool operator==(const TraySection &) const = default;
};
// The campaign's pieces in one system, a line each: the Empire's ships, the Free cities and
// starports, the Blight and the Fate tokens.
QStringList campaignPiecesHere(const SystemState &here, const QList<PlayerSeat> &seats);
// "Portal", "Seat (Loyal to Ana, damaged)".
QString fateTokenWords(const FateToken &token, const QList<PlayerSeat> &seats);
// Every system with something in it, cluster by cluster, the gate first.
QList<TraySection> mapTrays(const Board &board, const QList<PlayerSeat> &seats);
// "Cluster 3 · G", "Cluster 3 · hex": the section as the tray marks it.
QString traySectionName(SystemId system);

// A player's tray: the large well (cards in play) and the small well (everything else of the
// play area but the player board), plus the pieces left in their supply.
struct PlayerTray {
    int seat = 0;
    QStringList largeWell;
    QStringList smallWell;
    QString supply;
    bool operator==(const PlayerTray &) const = default;
};
PlayerTray playerTray(const Board &board, int seat, const QList<PlayerSeat> &seats,
                      const Catalog &catalog);

// The Court row as it lies, left to right, with the agents on each card: what goes back on the
// table when a table packed up in the middle of an Act.
QStringList courtRowLines(const Board &board, const QList<PlayerSeat> &seats,
                          const Catalog &catalog);

// Where the table was when it was packed: "Act II, chapter 2, round 3.", "In the Intermission
// after Act I, at step D, Repair & Destroy."
QString packedAt(const CampaignSoFar &campaign, const Catalog &catalog);

// Everything to pack, and to unpack in the same order: each map tray section with something in
// it, each player's tray, the Power track (objective markers, initiative, First Regent) and the
// Court row.
struct PackingStep {
    QString title;
    QStringList lines;
    bool operator==(const PackingStep &) const = default;
};
QList<PackingStep> packingList(const CampaignSoFar &campaign, const Catalog &catalog);

// Setting the table out again, a cluster at a time: each cluster with something in it (its
// sections named as the tray marks them: G, arrow, crescent, hex), then each player's tray, the
// Power track and the Court row, each a step of its own.
struct UnpackStep {
    QString title;
    QList<PackingStep> parts;
    bool operator==(const UnpackStep &) const = default;
};
QList<UnpackStep> unpackGuide(const CampaignSoFar &campaign, const Catalog &catalog);

} // namespace arcs
