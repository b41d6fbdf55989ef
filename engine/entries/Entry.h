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
#include <QtGlobal>

#include <concepts>
#include <optional>
#include <variant>

namespace arcs {

// The entries a table makes. Each is validated against the state before it is applied.
struct StartGame {
    static constexpr EntryKindInfo kind{.wire = "startGame",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    GameSetup setup;
    std::uint64_t seed = 0; // for the dice rolled in the app
    static void fields(auto &f, auto &e) {
        f.required("setup", e.setup);
        f.required("seed", e.seed);
    }
    bool operator==(const StartGame &) const = default;
};

struct PlayCard {
    static constexpr EntryKindInfo kind{.wire = "play",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    Play play;
    static void fields(auto &f, auto &e) { f.required("play", e.play); }
    bool operator==(const PlayCard &) const = default;
};

struct PassInitiative {
    static constexpr EntryKindInfo kind{.wire = "pass",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    static void fields(auto &, auto &) {}
    bool operator==(const PassInitiative &) const = default;
};

struct TakeMulligan {
    static constexpr EntryKindInfo kind{.wire = "mulligan",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    static void fields(auto &, auto &) {}
    bool operator==(const TakeMulligan &) const = default;
};

// A declaration without its lead card: entered by tables that use the app only for scoring, or
// made by a card's effect mid-chapter (Populist Demands). The next marker goes in the box.
struct RecordDeclaration {
    static constexpr EntryKindInfo kind{.wire = "recordDeclaration",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    Ambition ambition = Ambition::Tycoon;
    static void fields(auto &f, auto &e) { f.required("ambition", e.ambition); }
    bool operator==(const RecordDeclaration &) const = default;
};

// A card's effect takes an ambition marker out of its box (an ambition un-declared
// mid-chapter): it is available again, as it was.
struct ReturnMarker {
    static constexpr EntryKindInfo kind{.wire = "returnMarker",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    int marker = 0; // GameState::markers' index
    static void fields(auto &f, auto &e) { f.required("marker", e.marker); }
    bool operator==(const ReturnMarker &) const = default;
};

struct EndChapter {
    static constexpr EntryKindInfo kind{.wire = "endChapter",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    static void fields(auto &, auto &) {}
    bool operator==(const EndChapter &) const = default;
};

// The player whose turn it is ends it; the round ends with its last turn.
struct EndTurn {
    static constexpr EntryKindInfo kind{.wire = "endTurn",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    static void fields(auto &, auto &) {}
    bool operator==(const EndTurn &) const = default;
};

// An action a card effect gives the player whose turn it is (a Guild card, lore, a leader),
// of any kind; `card` names it when the table says which.
struct ExtraAction {
    static constexpr EntryKindInfo kind{.wire = "extraAction",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false,
                                        .what = QT_TRANSLATE_NOOP("Entry", "an extra action")};
    int player = 0;
    QString card;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.optional("card", e.card);
    }
    bool operator==(const ExtraAction &) const = default;
};

// Elimination: a player with no ships and no starports on the map places 3 fresh ships (as many
// as their supply has) in a gate at the end of their turn; entered for the turn under way, it
// ends it.
struct Elimination {
    static constexpr EntryKindInfo kind{.wire = "elimination",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false,
                                        .what = QT_TRANSLATE_NOOP("Entry", "an elimination")};
    int player = 0;
    SystemId gate;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("gate", e.gate);
    }
    bool operator==(const Elimination &) const = default;
};

// The Act I placement loop (a campaign): in turn order, then in reverse, each player places 3
// ships and a building at a planet with an Imperial ship and an empty slot, and gains a
// resource of its type.
struct PlaceStartingPieces {
    static constexpr EntryKindInfo kind{.wire = "placeStartingPieces",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = false,
                                        .duringPlacement = true};
    int player = 0;
    SystemId planet;
    Building building = Building::City;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("planet", e.planet);
        f.required("building", e.building);
    }
    bool operator==(const PlaceStartingPieces &) const = default;
};

// What a campaign player's Fate asks them to keep during an Act (the Pirate's Haven, the
// Pathfinder's Portal…), replacing what they kept before; a secret one only they are shown.
struct KeepFateNote {
    static constexpr EntryKindInfo kind{.wire = "keepFateNote",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = true,
                                        .what = QT_TRANSLATE_NOOP("Entry", "a Fate note")};
    int player = 0;
    FateNote note;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("note", e.note);
    }
    bool operator==(const KeepFateNote &) const = default;
};

// A campaign player's objective marker moves `by` spaces toward 0 (negative: away), as their
// objective card allows; `why` is the table's note.
struct MoveObjective {
    static constexpr EntryKindInfo kind{.wire = "moveObjective",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = true,
                                        .what = QT_TRANSLATE_NOOP("Entry", "an objective move")};
    int player = 0;
    int by = 0;
    QString why;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("by", e.by);
        f.optional("why", e.why);
    }
    bool operator==(const MoveObjective &) const = default;
};

// Chapter-end scoring with the counts the table agreed on (by seat).
struct ScoreChapter {
    static constexpr EntryKindInfo kind{.wire = "scoreChapter",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    QMap<Ambition, QList<int>> counts;
    QList<int> cityBonus;
    QList<int> grand = {}; // a campaign's Act III: grand ambitions fulfilled per seat (0-2)
    static void fields(auto &f, auto &e) {
        f.required("counts", e.counts);
        f.required("cityBonus", e.cityBonus);
        f.optional("grand", e.grand);
    }
    bool operator==(const ScoreChapter &) const = default;
};

// The table of an Act recorded before the app knew the Empire's laws takes them up from here
// on: every entry after this one is checked against them (GameSetup::empireLaws).
struct FollowEmpireLaws {
    static constexpr EntryKindInfo kind{.wire = "followEmpireLaws",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    static void fields(auto &, auto &) {}
    bool operator==(const FollowEmpireLaws &) const = default;
};

// The entries of a game's course: its start, the cards, turns, the campaign's setup and notes,
// and scoring.
using GameKinds =
    KindList<StartGame, PlayCard, PassInitiative, TakeMulligan, RecordDeclaration, ReturnMarker,
             EndChapter, EndTurn, ExtraAction, Elimination, PlaceStartingPieces, MoveObjective,
             KeepFateNote, ScoreChapter, FollowEmpireLaws>;

// What the table enters: every kind of the three lists, each described once (EntryKind.h).
// Every visit over it names each kind (no default branch), so a new kind that is not handled
// everywhere does not compile.
using Entry = JoinedKinds<GameKinds, BoardKinds, EventKinds>::type;

// The entries that change the board (rules/BoardEntries.h).
template <class T>
concept BoardKind = isKindIn<T, BoardKinds>;

// The entries of the end-of-round event (rules/Events.h).
template <class T>
concept EventKind = isKindIn<T, EventKinds>;

// A visit's last case, for the entries outside `Kinds` (a family's list), which it leaves alone:
// a kind of the family without a case of its own matches nothing and does not compile.
template <class Kinds, class Result = void> struct OutsideKinds {
    template <class T>
    requires(!isKindIn<T, Kinds>) Result operator()(const T &) const { return Result(); }
};

QJsonObject entryToJson(const Entry &entry);
// One play as the CLI and the journal spell it: {"player", "type", "card": {"suit", "number"},
// "declare", "seize", "keepsNumber"}.
QJsonObject playToJson(const Play &play);
// A card as the journal spells it: {"suit": "aggression", "number": 5}.
QJsonObject cardToJson(const CardId &card);
std::optional<Play> playFromJson(const QJsonObject &json, QString *error);
// Reads an entry (by its kind's wire name); on failure returns nullopt and explains why in
// *error.
std::optional<Entry> entryFromJson(const QJsonObject &json, QString *error);

} // namespace arcs
