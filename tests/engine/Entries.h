// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Builders for journal entries and views of the state, shared by the engine tests that play
// chapters.

#include "data/Catalog.h"
#include "entries/Entry.h"
#include "rules/CampaignSetup.h"
#include "rules/EntryRules.h"
#include "state/GameState.h"

// For tests whose journal is the member m_game. The journal (m_game) must accept the entry; a
// failure shows the refusal.
#define ACCEPT(...) QCOMPARE(m_game.apply(__VA_ARGS__), QString())

// The journal must refuse the entry with exactly this message, and the refusal changes nothing.
#define REFUSE(message, ...)                                                                       \
    do {                                                                                           \
        const GameState before_ = m_game.state();                                                  \
        const int entries_ = m_game.size();                                                        \
        QCOMPARE(m_game.apply(__VA_ARGS__), QString(message));                                     \
        QCOMPARE(m_game.size(), entries_);                                                         \
        QVERIFY2(m_game.state() == before_, "a refused entry changed the state");                  \
    } while (false)

namespace arcs::test {

inline const Catalog &catalog() {
    return Catalog::builtIn();
}

inline SystemId at(const char *name) {
    return *SystemId::parse(QLatin1String(name));
}

// A two-player Act I's placement loop, in turn order and back, each player placing a city on
// the first legal planet: chapter 1 begins.
inline GameState withStartingPiecesPlaced(GameState state) {
    for (const int seat : {0, 1, 1, 0})
        state =
            applyEntry(state,
                       PlaceStartingPieces{seat, placementLoopPlanets(state.board, catalog())[0],
                                           Building::City},
                       catalog());
    return state;
}

// A board of `players` seats with nothing on it.
inline Board emptyBoard(int players) {
    Board board;
    board.areas = QList<PlayerArea>(players);
    for (SystemState &system : board.systems)
        system.players = QList<PiecesHere>(players);
    return board;
}

// The seats of GameSetup::demo(), clockwise from the initiative holder.
constexpr int Mikah = 0;
constexpr int Ruth = 1;
constexpr int Yuki = 2;
constexpr int Wren = 3;

constexpr Suit Adm = Suit::Administration;
constexpr Suit Agg = Suit::Aggression;
constexpr Suit Con = Suit::Construction;
constexpr Suit Mob = Suit::Mobilization;

inline Entry play(int player, PlayKind kind, std::optional<CardId> card, bool seize = false,
                  std::optional<Ambition> declare = std::nullopt) {
    Play out;
    out.player = player;
    out.kind = kind;
    out.card = card;
    out.seize = seize;
    out.declare = declare;
    return PlayCard{out};
}

inline Entry lead(int player, Suit suit, int number,
                  std::optional<Ambition> declare = std::nullopt) {
    return play(player, PlayKind::Lead, CardId{suit, number}, false, declare);
}

inline Entry surpass(int player, Suit suit, int number, bool seize = false) {
    return play(player, PlayKind::Surpass, CardId{suit, number}, seize);
}

inline Entry pivot(int player, Suit suit, int number, bool seize = false) {
    return play(player, PlayKind::Pivot, CardId{suit, number}, seize);
}

inline Entry copy(int player, bool seize = false) {
    return play(player, PlayKind::Copy, std::nullopt, seize);
}

inline QList<int> hands(const GameState &state) {
    QList<int> out;
    for (const PlayerState &player : state.players)
        out << player.hand;
    return out;
}

inline QList<int> powers(const GameState &state) {
    QList<int> out;
    for (const PlayerState &player : state.players)
        out << player.power;
    return out;
}

} // namespace arcs::test
