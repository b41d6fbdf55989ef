// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReachSystem.h"
#include "data/SystemId.h"
#include "data/Vocabulary.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace arcs {
class Catalog;
struct GameState;
} // namespace arcs

// One system of the Reach as the interface shows it, as typed values QML reads by property.

// One player's pieces in a system.
struct SeatPieces {
    Q_GADGET
    QML_VALUE_TYPE(seatPieces)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(int freshShips MEMBER freshShips)
    Q_PROPERTY(int damagedShips MEMBER damagedShips)
    Q_PROPERTY(int freshCities MEMBER freshCities)
    Q_PROPERTY(int damagedCities MEMBER damagedCities)
    Q_PROPERTY(int freshStarports MEMBER freshStarports)
    Q_PROPERTY(int damagedStarports MEMBER damagedStarports)
    Q_PROPERTY(bool flagship MEMBER flagship) // the player's Flagship is here

public:
    int seat = 0;
    QString name;
    arcs::PlayerColour colour{};
    int freshShips = 0;
    int damagedShips = 0;
    int freshCities = 0;
    int damagedCities = 0;
    int freshStarports = 0;
    int damagedStarports = 0;
    bool flagship = false;
    bool operator==(const SeatPieces &) const = default;
};

// What stands in one building slot: a city, a starport or nothing (Building::None); its owner
// a player's colour, or none for the Free buildings.
struct SlotBuilding {
    Q_GADGET
    QML_VALUE_TYPE(slotBuilding)
    Q_PROPERTY(arcs::Building building MEMBER building)
    Q_PROPERTY(bool damaged MEMBER damaged)

public:
    arcs::Building building = arcs::Building::None;
    std::optional<arcs::PlayerColour> owner;
    bool damaged = false;
    bool operator==(const SlotBuilding &) const = default;
};

struct FreshDamagedCount {
    Q_GADGET
    QML_VALUE_TYPE(freshDamagedCount)
    Q_PROPERTY(int fresh MEMBER fresh)
    Q_PROPERTY(int damaged MEMBER damaged)

public:
    int fresh = 0;
    int damaged = 0;
    bool operator==(const FreshDamagedCount &) const = default;
};

// The campaign's pieces in a system and its Fate tokens' labels.
// How the map draws a Fate token: in the colour of the player it is Loyal to (none for nobody's).
struct FateTokenLook {
    std::optional<arcs::PlayerColour> loyalTo;
    bool damaged = false;
    bool operator==(const FateTokenLook &) const = default;
};

struct CampaignPieces {
    Q_GADGET
    QML_VALUE_TYPE(campaignPieces)
    Q_PROPERTY(FreshDamagedCount imperialShips MEMBER imperialShips)
    Q_PROPERTY(FreshDamagedCount freeCities MEMBER freeCities)
    Q_PROPERTY(FreshDamagedCount freeStarports MEMBER freeStarports)
    Q_PROPERTY(FreshDamagedCount blight MEMBER blight)
    Q_PROPERTY(QStringList fateTokens MEMBER fateTokens)         // their names
    Q_PROPERTY(QStringList fateTokenWords MEMBER fateTokenWords) // "Seat (Loyal to Ana)", alike
    Q_PROPERTY(QStringList lines MEMBER lines) // all of it in words, a line per kind

public:
    FreshDamagedCount imperialShips;
    FreshDamagedCount freeCities;
    FreshDamagedCount freeStarports;
    FreshDamagedCount blight;
    QStringList fateTokens;
    QStringList fateTokenWords;
    QStringList lines;
    QList<FateTokenLook> fateTokenLooks; // one per token, for the map
    bool operator==(const CampaignPieces &) const = default;
};

// A system: what is printed on it, whether it is in play, and what stands there now.
struct SystemValue {
    Q_GADGET
    QML_VALUE_TYPE(systemValue)
    Q_PROPERTY(ReachSystem system MEMBER system) // not valid when there is no such system
    Q_PROPERTY(QString word MEMBER word)         // as people read it: "4-hex", "4-六角"
    Q_PROPERTY(int cluster MEMBER cluster)
    Q_PROPERTY(arcs::SystemKind kind MEMBER kind)
    Q_PROPERTY(bool isGate MEMBER isGate)
    Q_PROPERTY(arcs::ResourceType planetType MEMBER planetType) // its planet's (not at gates)
    Q_PROPERTY(int buildingSlots MEMBER buildingSlots)
    Q_PROPERTY(int freeSlots MEMBER freeSlots)
    Q_PROPERTY(bool inPlay MEMBER inPlay)
    Q_PROPERTY(QVariantList pieces MEMBER pieces) // SeatPieces, for each player with pieces here
    Q_PROPERTY(QVariantList buildings MEMBER buildings) // SlotBuilding, one per building slot
    Q_PROPERTY(bool controlled MEMBER controlled)       // by a player
    Q_PROPERTY(arcs::PlayerColour controller MEMBER controller) // where controlled
    Q_PROPERTY(QString controllerName MEMBER controllerName)
    // The card whose effect decides who controls here ("" when the pieces decide).
    Q_PROPERTY(QString controlByCard MEMBER controlByCard)
    // A campaign: the Empire controls here, and for whom that counts ("" otherwise).
    Q_PROPERTY(QString empireControl MEMBER empireControl)
    Q_PROPERTY(CampaignPieces campaign MEMBER campaign)

public:
    ReachSystem system;
    QString word;
    int cluster = 0;
    arcs::SystemKind kind = arcs::SystemKind::Gate;
    bool isGate = false;
    arcs::ResourceType planetType{};
    int buildingSlots = 0;
    int freeSlots = 0;
    bool inPlay = false;
    QVariantList pieces;
    QVariantList buildings;
    bool controlled = false;
    arcs::PlayerColour controller{};
    QString controllerName;
    QString controlByCard;
    QString empireControl;
    bool empireControls = false; // fresh Imperial ships here, no card's control
    CampaignPieces campaign;
    bool operator==(const SystemValue &) const = default;

    static SystemValue of(const arcs::GameState &state, arcs::SystemId system,
                          const arcs::Catalog &catalog);
};
