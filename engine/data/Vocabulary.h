// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QtCore/qobjectdefs.h>

#include <array>
#include <optional>
#include <utility>

// The game's own words, each with the one spelling used in data files, the journal and the CLI.
// The words the interface shows are registered with Qt's meta-object system (QtCore only), so
// that QML reads them as these types (app/models/GameWords.h) rather than as strings.
namespace arcs {
Q_NAMESPACE
// QML reads them scoped (Game.SystemKind.Arrow): unscoped, PlanetSymbol's and SystemKind's
// Arrow, Crescent and Hex would clash, with a warning at every launch.
Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")

enum class ResourceType { Material, Fuel, Weapon, Relic, Psionic };
Q_ENUM_NS(ResourceType)
enum class PlanetSymbol { Arrow, Crescent, Hex };
Q_ENUM_NS(PlanetSymbol)
enum class SystemKind { Gate, Arrow, Crescent, Hex };
Q_ENUM_NS(SystemKind)
enum class Suit { Administration, Aggression, Construction, Mobilization };
Q_ENUM_NS(Suit)
enum class ActionKind { Tax, Repair, Influence, Battle, Move, Secure, Build };
Q_ENUM_NS(ActionKind)
// How a card is played in a round. An Event (a campaign's action deck) is played without suit
// or number: it takes the lead card's actions.
enum class PlayKind { Lead, Surpass, Copy, Pivot, Event };
Q_ENUM_NS(PlayKind)
enum class Ambition { Tycoon, Tyrant, Warlord, Keeper, Empath };
Q_ENUM_NS(Ambition)
enum class Building { None, City, Starport };
Q_ENUM_NS(Building)
enum class Piece { Ship, City, Starport, Agent };
Q_ENUM_NS(Piece)
// A Flagship board's six Upgrades (their board positions are the catalog's).
enum class Upgrade { SlipstreamDrive, TractorBeam, ControlArray, DefenseArray, ShipCrane, Hull };
enum class BattleDie { Assault, Skirmish, Raid };
Q_ENUM_NS(BattleDie)
enum class EventIcon { Crisis, Edict };
enum class CourtDeck { Base, Campaign, FateSet };
enum class CourtCardKind { Guild, Vox, Council };
Q_ENUM_NS(CourtCardKind)
enum class FateLetter { A, B, C };
enum class ObjectiveKind { Objective, GrandAmbitions, FinalObjective };
enum class ObjectiveOutcome { Completed, Failed };
enum class CampaignEndReason { FinalObjective, MostPower };
enum class PlayerColour { Red, Blue, Yellow, White };
Q_ENUM_NS(PlayerColour)
enum class GameMode { Base, LeadersAndLore, Campaign };
Q_ENUM_NS(GameMode)
enum class ImperialPolicy { War, Peace, Escalation };
Q_ENUM_NS(ImperialPolicy)
enum class ImperialTitle { Regent, Outlaw };
// Who defends in a battle: a Rival, or (a campaign) the Empire's ships, the Free States'
// buildings or the Blight.
enum class BattleDefender { Player, Empire, FreeStates, Blight };
Q_ENUM_NS(BattleDefender)
// The two sides of a battle.
enum class BattleSide { Attacker, Defender };
Q_ENUM_NS(BattleSide)
enum class LeaderTraitEffect { FirstScoresSecondValue, DiscardFuelAfterScoring };
// Whose pieces: a player's, the Empire's ships, the Free cities and starports, or the Blight.
// An action names the side whose piece it uses (a campaign's Free building or Imperial ship).
enum class Side { Player, Empire, Free, Blight };
Q_ENUM_NS(Side)
// Where a card goes that leaves the Court row other than secured: to the bottom of the Court deck
// (buried), to the Court discard, or out of the game (scrapped).
enum class CourtExit { Bury, Discard, Scrap };
Q_ENUM_NS(CourtExit)

// Spelling tables: the index of a name is the enum's value.
template <typename E> struct Spelling;
#define ARCS_SPELLING(Enum, ...)                                                                   \
    template <> struct Spelling<Enum> {                                                            \
        static constexpr auto names = std::to_array<const char *>({__VA_ARGS__});                  \
        static constexpr const char *what = #Enum;                                                 \
    };
ARCS_SPELLING(ResourceType, "material", "fuel", "weapon", "relic", "psionic")
ARCS_SPELLING(PlanetSymbol, "arrow", "crescent", "hex")
ARCS_SPELLING(SystemKind, "gate", "arrow", "crescent", "hex")
ARCS_SPELLING(Suit, "administration", "aggression", "construction", "mobilization")
ARCS_SPELLING(ActionKind, "tax", "repair", "influence", "battle", "move", "secure", "build")
ARCS_SPELLING(Ambition, "tycoon", "tyrant", "warlord", "keeper", "empath")
ARCS_SPELLING(Building, "none", "city", "starport")
ARCS_SPELLING(Piece, "ship", "city", "starport", "agent")
ARCS_SPELLING(Upgrade, "slipstreamDrive", "tractorBeam", "controlArray", "defenseArray",
              "shipCrane", "hull")
ARCS_SPELLING(BattleDie, "assault", "skirmish", "raid")
ARCS_SPELLING(EventIcon, "crisis", "edict")
ARCS_SPELLING(CourtDeck, "base", "campaign", "fateSet")
ARCS_SPELLING(CourtCardKind, "guild", "vox", "council")
ARCS_SPELLING(FateLetter, "A", "B", "C")
ARCS_SPELLING(ObjectiveKind, "objective", "grandAmbitions", "finalObjective")
ARCS_SPELLING(ObjectiveOutcome, "completed", "failed")
ARCS_SPELLING(CampaignEndReason, "finalObjective", "mostPower")
ARCS_SPELLING(PlayerColour, "red", "blue", "yellow", "white")
ARCS_SPELLING(GameMode, "base", "leadersAndLore", "campaign")
ARCS_SPELLING(ImperialPolicy, "war", "peace", "escalation")
ARCS_SPELLING(ImperialTitle, "regent", "outlaw")
ARCS_SPELLING(BattleDefender, "player", "empire", "freeStates", "blight")
ARCS_SPELLING(LeaderTraitEffect, "firstScoresSecondValue", "discardFuelAfterScoring")
ARCS_SPELLING(Side, "player", "empire", "free", "blight")
#undef ARCS_SPELLING

template <typename E> QString nameOf(E value) {
    return QString::fromLatin1(Spelling<E>::names[static_cast<std::size_t>(value)]);
}

template <typename E> std::optional<E> fromName(const QString &text) {
    const auto &names = Spelling<E>::names;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (text == QLatin1String(names[i]))
            return static_cast<E>(i);
    }
    return std::nullopt;
}

template <typename E> constexpr std::size_t countOf() {
    return Spelling<E>::names.size();
}

// Whether `value` is one of E's words: an enum handed in as a number (from QML) may be none.
template <typename E> constexpr bool isOneOf(E value) {
    return static_cast<std::size_t>(value) < countOf<E>();
}

// The ID symbol printed on a planet of this kind; none on a gate.
constexpr std::optional<PlanetSymbol> planetSymbolOf(SystemKind kind) {
    switch (kind) {
    case SystemKind::Arrow:
        return PlanetSymbol::Arrow;
    case SystemKind::Crescent:
        return PlanetSymbol::Crescent;
    case SystemKind::Hex:
        return PlanetSymbol::Hex;
    case SystemKind::Gate:
        return std::nullopt;
    }
    return std::nullopt;
}

// A city or a starport as a building and as a piece (a ship or an agent is no building).
constexpr Building buildingOf(Piece piece) {
    return piece == Piece::City       ? Building::City
           : piece == Piece::Starport ? Building::Starport
                                      : Building::None;
}
constexpr std::optional<Piece> pieceOf(Building building) {
    return building == Building::City       ? std::optional(Piece::City)
           : building == Building::Starport ? std::optional(Piece::Starport)
                                            : std::nullopt;
}

template <typename E> QStringList allNames() {
    QStringList out;
    for (const char *name : Spelling<E>::names)
        out << QString::fromLatin1(name);
    return out;
}

} // namespace arcs
