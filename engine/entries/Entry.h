// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/BoardEntryKinds.h"
#include "entries/EventEntryKinds.h"
#include "rules/Battle.h"
#include "rules/Round.h"
#include "state/Board.h"
#include "state/FateNote.h"
#include "state/GameSetup.h"

#include <QJsonObject>
#include <QList>
#include <QMap>

#include <concepts>
#include <optional>
#include <variant>

namespace arcs {

// The entries a table makes. Each is validated against the state before it is applied.
struct StartGame {
    GameSetup setup;
    std::uint64_t seed = 0; // for the dice rolled in the app
    bool operator==(const StartGame &) const = default;
};

struct PlayCard {
    Play play;
    bool operator==(const PlayCard &) const = default;
};

struct PassInitiative {
    bool operator==(const PassInitiative &) const = default;
};

struct TakeMulligan {
    bool operator==(const TakeMulligan &) const = default;
};

// For tables that use the app only for scoring: a declaration recorded without its card, and
// the chapter ended without entering every round.
struct RecordDeclaration {
    Ambition ambition = Ambition::Tycoon;
    bool operator==(const RecordDeclaration &) const = default;
};

struct EndChapter {
    bool operator==(const EndChapter &) const = default;
};

// The player whose turn it is ends it; the round ends with its last turn.
struct EndTurn {
    bool operator==(const EndTurn &) const = default;
};

// An action a card effect gives the player whose turn it is (a Guild card, lore, a leader),
// of any kind; `card` names it when the table says which.
struct ExtraAction {
    int player = 0;
    QString card;
    bool operator==(const ExtraAction &) const = default;
};

// Elimination: a player with no ships and no starports on the map places 3 fresh ships (as many
// as their supply has) in a gate at the end of their turn; entered for the turn under way, it
// ends it.
struct Elimination {
    int player = 0;
    SystemId gate;
    bool operator==(const Elimination &) const = default;
};

// The Act I placement loop (a campaign): in turn order, then in reverse, each player places 3
// ships and a building at a planet with an Imperial ship and an empty slot, and gains a
// resource of its type.
struct PlaceStartingPieces {
    int player = 0;
    SystemId planet;
    Building building = Building::City;
    bool operator==(const PlaceStartingPieces &) const = default;
};

// What a campaign player's Fate asks them to keep during an Act (the Pirate's Haven, the
// Pathfinder's Portal…), replacing what they kept before; a secret one only they are shown.
struct KeepFateNote {
    int player = 0;
    FateNote note;
    bool operator==(const KeepFateNote &) const = default;
};

// A campaign player's objective marker moves `by` spaces toward 0 (negative: away), as their
// objective card allows; `why` is the table's note.
struct MoveObjective {
    int player = 0;
    int by = 0;
    QString why;
    bool operator==(const MoveObjective &) const = default;
};

// A battle's dice and its result: the pieces each side has left in the battle system, as the
// table agreed on the hits. Destroyed pieces become the other side's Trophies. A result the dice
// cannot produce is entered only as the table's decision (`tableDecided`), and says so.
struct BattleResult {
    int attacker = 0;
    int defender = 0; // a seat, when a player defends
    SystemId system;
    RolledDice dice;
    FreshDamaged attackerShips; // after the battle
    FreshDamaged defenderShips;
    FreshDamaged defenderCities;
    FreshDamaged defenderStarports;
    bool tableDecided = false;
    // A campaign: the Empire's ships, the Free buildings or the Blight defend instead.
    BattleDefender against = BattleDefender::Player;
    // A campaign: a Regent attacking added the system's Imperial ships (a Regent defending
    // always does); the Imperial ships that fought, after the battle (`attackerShips` and
    // `defenderShips` are then the players' own).
    bool withImperialShips = false;
    FreshDamaged imperialShips = {};
    // A campaign: the attacker's and the defender's Flagship boards after the battle, where a
    // Flagship fought (its Upgrades and Armor take hits).
    std::optional<Flagship> attackerFlagship = std::nullopt;
    std::optional<Flagship> defenderFlagship = std::nullopt;
    bool operator==(const BattleResult &) const = default;
};

// Chapter-end scoring with the counts the table agreed on (by seat).
struct ScoreChapter {
    QMap<Ambition, QList<int>> counts;
    QList<int> cityBonus;
    QList<int> grand = {}; // a campaign's Act III: grand ambitions fulfilled per seat (0-2)
    bool operator==(const ScoreChapter &) const = default;
};

// What the table enters. Every visit over it names each kind (no default branch), so a new
// kind that is not handled everywhere does not compile.
using Entry =
    std::variant<StartGame, PlayCard, PassInitiative, TakeMulligan, RecordDeclaration, EndChapter,
                 EndTurn, ExtraAction, Elimination, PlaceStartingPieces, MoveObjective,
                 KeepFateNote, ScoreChapter, BattleResult, Tax, Build, Move, Repair, Influence,
                 Secure, SpendResource, DiscardResource, DestroyPiece, Ransack, RemoveFromCourt,
                 Raid, ArrangeResources, Correction, GainFlagship, Resettle, PlaceFateToken,
                 CorrectFlagshipSlot, AddFateCard, AttachCard, DecideSummit, EndSummit, SummitDeal,
                 ResolveCouncil, RollEvent, ResolveEventStep, GovernImperialReach>;

// The entries that change the board (rules/BoardEntries.h).
template <class T>
concept BoardKind =
    std::same_as<T, BattleResult> || std::same_as<T, Tax> || std::same_as<T, Build> ||
    std::same_as<T, Move> || std::same_as<T, Repair> || std::same_as<T, Influence> ||
    std::same_as<T, Secure> || std::same_as<T, SpendResource> || std::same_as<T, DiscardResource> ||
    std::same_as<T, DestroyPiece> || std::same_as<T, Ransack> || std::same_as<T, RemoveFromCourt> ||
    std::same_as<T, Raid> || std::same_as<T, ArrangeResources> || std::same_as<T, Correction> ||
    std::same_as<T, GainFlagship> || std::same_as<T, Resettle> || std::same_as<T, PlaceFateToken> ||
    std::same_as<T, CorrectFlagshipSlot> || std::same_as<T, AddFateCard> ||
    std::same_as<T, AttachCard>;

// The entries of the end-of-round event (rules/Events.h).
template <class T>
concept EventKind = std::same_as<T, DecideSummit> || std::same_as<T, EndSummit> ||
    std::same_as<T, SummitDeal> || std::same_as<T, ResolveCouncil> || std::same_as<T, RollEvent> ||
    std::same_as<T, ResolveEventStep> || std::same_as<T, GovernImperialReach>;

QJsonObject entryToJson(const Entry &entry);
// Reads one play as the CLI and the journal write it: {"player", "type", "card", "declare",
// "seize"}.
std::optional<Play> playFromJson(const QJsonObject &json, QString *error);
// Reads an entry; on failure returns nullopt and explains why in *error.
std::optional<Entry> entryFromJson(const QJsonObject &json, QString *error);

} // namespace arcs
