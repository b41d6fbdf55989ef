#pragma once

#include "actions/BoardActions.h"
#include "rules/Battle.h"
#include "rules/Round.h"
#include "state/Board.h"
#include "state/GameSetup.h"

#include <QJsonObject>
#include <QList>
#include <QMap>

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

// A battle's dice and its result: the pieces each side has left in the battle system, as the
// table agreed on the hits. Destroyed pieces become the other side's Trophies.
struct BattleResult {
    int attacker = 0;
    int defender = 0;
    SystemId system;
    RolledDice dice;
    FreshDamaged attackerShips; // after the battle
    FreshDamaged defenderShips;
    FreshDamaged defenderCities;
    FreshDamaged defenderStarports;
    bool operator==(const BattleResult &) const = default;
};

// Chapter-end scoring with the counts the table agreed on (by seat).
struct ScoreChapter {
    QMap<Ambition, QList<int>> counts;
    QList<int> cityBonus;
    bool operator==(const ScoreChapter &) const = default;
};

using Action =
    std::variant<StartGame, PlayCard, PassInitiative, TakeMulligan, RecordDeclaration, EndChapter,
                 BattleResult, ScoreChapter, Tax, Build, Move, Repair, Influence, Secure,
                 SpendResource, DiscardResource, DestroyCity, Ransack, Raid, Correction>;

QJsonObject actionToJson(const Action &action);
// Reads one play as the CLI and the journal write it: {"player", "type", "card", "declare",
// "seize"}.
std::optional<Play> playFromJson(const QJsonObject &json, QString *error);
// Reads an action; on failure returns nullopt and explains why in *error.
std::optional<Action> actionFromJson(const QJsonObject &json, QString *error);

} // namespace arcs
