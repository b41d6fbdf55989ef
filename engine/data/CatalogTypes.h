// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SystemId.h"
#include "Vocabulary.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

// Immutable facts printed on the components, as loaded from resources/data/*.json.
namespace arcs {

// A number printed once for each player count: 2, 3 and 4 players.
struct ByPlayerCount {
    std::array<int, 3> values{};
    int forPlayers(int players) const { return values.at(static_cast<std::size_t>(players - 2)); }
    bool operator==(const ByPlayerCount &) const = default;
};

struct Planet {
    SystemId system;
    PlanetSymbol symbol = PlanetSymbol::Arrow;
    ResourceType type = ResourceType::Material;
    int buildingSlots = 0;
};

struct Cluster {
    int number = 0;
    std::array<Planet, 3> planets; // in clockwise order: arrow, crescent, hex
};

struct MapData {
    QList<Cluster> clusters; // clusters 1..6, clockwise from the top
    QList<int> gateRing;     // clockwise
    QList<std::pair<SystemKind, SystemKind>> withinClusterAdjacency;
    QList<std::pair<SystemId, SystemId>> betweenClusterAdjacency;
    int shortPathMarkers = 0;
    int longPathMarkers = 0;

    const Planet *planet(SystemId system) const;
    QList<SystemId> allSystems() const;
};

struct Placement {
    int ships = 0;
    Building building = Building::None;
};

struct StartingPlacement {
    Placement a, b, c;
};

struct SetupSeat {
    SystemId a, b;
    QList<SystemId> c; // two systems in 2-player games
};

struct SetupCard {
    QString name;
    int players = 0;
    bool experienced = false;
    QList<int> outOfPlay;
    QList<SetupSeat> seats; // seat 0 holds the initiative, then clockwise
};

struct ActionCard {
    Suit suit = Suit::Administration;
    int number = 0;
    int pips = 0;
};

struct SuitActions {
    Suit suit = Suit::Administration;
    QList<ActionKind> actions;
};

struct AmbitionInfo {
    Ambition ambition = Ambition::Tycoon;
    int cardNumber = 0;
    QStringList counts;
};

struct MarkerValues {
    int first = 0;
    int second = 0;
    bool operator==(const MarkerValues &) const = default;
};

struct AmbitionMarker {
    QString id;
    MarkerValues front;
    MarkerValues flipped;
};

struct DieFace {
    int hits = 0;
    int selfHits = 0;
    int intercept = 0;
    int buildingHits = 0;
    int keys = 0;
    bool operator==(const DieFace &) const = default;
};

struct BattleDieFaces {
    BattleDie die = BattleDie::Assault;
    std::array<DieFace, 6> faces;
};

struct EventDieFace {
    EventIcon icon = EventIcon::Crisis;
    PlanetSymbol symbol = PlanetSymbol::Arrow;
};

struct DiceData {
    int maxDicePerType = 0;
    QList<BattleDieFaces> battleDice;
    std::array<EventDieFace, 6> eventDie;
    std::array<int, 6> numberDie{};
    const BattleDieFaces &battle(BattleDie die) const;
};

struct ResourceSlotInfo {
    int raidCost = 0;
    int openedByCitySlot = 0; // 0: printed, always open
};

struct SupplyLimits {
    int ships = 0;
    int cities = 0;
    int starports = 0;
    int agents = 0;
};

struct PlayerBoardData {
    QList<ResourceSlotInfo> resourceSlots; // left to right
    QList<int> citySlotBonusPower;         // per city slot, left to right
    SupplyLimits supply;
};

struct CourtCard {
    QString id;
    QString name;
    CourtDeck deck = CourtDeck::Base;
    CourtCardKind kind = CourtCardKind::Guild;
    std::optional<ResourceType> suit;
    std::optional<int> raidCost;  // a Guild card without one is protected ("X" printed)
    bool skipsZeroMarker = false; // its holder declares without the zero marker (FAQ rulings)
    bool isProtected() const { return kind == CourtCardKind::Guild && !raidCost; }
    bool operator==(const CourtCard &) const = default;
};

struct LeaderTrait {
    QString name;
    Ambition ambition = Ambition::Tycoon;
    LeaderTraitEffect effect = LeaderTraitEffect::FirstScoresSecondValue;
};

struct Leader {
    QString name;
    StartingPlacement setup;
    std::array<ResourceType, 2> resources{}; // slot 1, slot 2
    QList<LeaderTrait> traits;
};

struct LoreCard {
    int number = 0;
    QString name;
    std::optional<int> extraResourceSlotRaidCost;
};

struct FateObjective {
    int act = 0;
    QString card;
    ObjectiveKind kind = ObjectiveKind::Objective;
    std::optional<ByPlayerCount> start; // none for grand ambitions
};

struct Fate {
    int number = 0;
    QString name;
    FateLetter letter = FateLetter::A;
    int complexity = 0;
    bool flagship = false;
    int cards = 0; // in its Fate Set, numbered from 1
    QList<FateObjective> objectives;
    const FateObjective *objectiveForAct(int act) const;
};

struct Edict {
    int order = 0;
    QString name;
    QStringList cards;
    QList<ImperialPolicy> policies;
    QString fate; // empty: part of the base campaign
    // The Acts its Fate's setup or Resolution can have it in the rules booklet (a Fate
    // Edict's): the rest of the campaign's Acts never ask for it.
    int fromAct = 1;
    int untilAct = 3;
    bool twoPlayerOnly = false;
};

struct GrandAmbitionPower {
    int chapter = 0;
    int one = 0;
    int both = 0;
};

struct FlagshipUpgrade {
    int position = 0; // on the board, 1-6 from the left
    Upgrade upgrade = Upgrade::Hull;
    QString name;
    std::optional<ResourceType> upgradePlanet; // none: any planet
    std::optional<ResourceType> armorPlanet;
};

struct BlightData {
    int tokens = 0;
    int freshHits = 0;
    int damagedHits = 0;
    int hitsToDamage = 0;
};

struct CampaignData {
    std::array<int, 3> actChapters{};
    QList<GrandAmbitionPower> grandAmbitionPower;
    std::array<int, 3> markersFlippedAtActStart{};
    QList<FlagshipUpgrade> flagshipUpgrades;
    int resettleShips = 0; // Loyal ships on the map after Resettling
    // The Fates whose Act I setup takes the First Regent tile, the first in play taking it (the
    // Steward; the Admiral unless the Steward is in play: F7-01).
    QList<int> firstRegentByActOneSetup;
    // The Fates whose note the player to the right writes, in secret from them (the
    // Pathfinder's Portal: F9-01).
    QList<int> notesWrittenFromTheRight;
    ByPlayerCount eventCards;
    BlightData blight;
    int imperialShips = 0;
    int freeCities = 0;
    int freeStarports = 0;
};

struct GameRules {
    int minPlayers = 0;
    int maxPlayers = 0;
    QList<PlayerColour> colours;
    int handSize = 0;
    ByPlayerCount courtRow;
    ByPlayerCount powerToWin;
    int lastChapter = 0;
    int resourceTokensPerType = 0;
    int eliminationShips = 0; // fresh ships placed in a gate by a player with none left
};

} // namespace arcs
