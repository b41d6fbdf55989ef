// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Catalog;
struct TableProjection;
} // namespace arcs

// One player's area as the interface shows it, as typed values QML reads by property.

// A resource slot: what it holds and what a rival pays to raid it.
struct AreaResourceSlot {
    Q_GADGET
    QML_VALUE_TYPE(areaResourceSlot)
    Q_PROPERTY(int slot MEMBER slot)
    Q_PROPERTY(bool held MEMBER held)               // a resource is in it
    Q_PROPERTY(arcs::ResourceType type MEMBER type) // which, where held
    Q_PROPERTY(bool open MEMBER open)               // not covered by a city
    Q_PROPERTY(int raidCost MEMBER raidCost)

public:
    int slot = 0;
    bool held = false;
    arcs::ResourceType type{};
    bool open = false;
    int raidCost = 0;
    bool operator==(const AreaResourceSlot &) const = default;
};

// A city slot of the player board: whether a city still covers it, and the Power it adds.
struct AreaCitySlot {
    Q_GADGET
    QML_VALUE_TYPE(areaCitySlot)
    Q_PROPERTY(bool covered MEMBER covered)
    Q_PROPERTY(int bonus MEMBER bonus)

public:
    bool covered = false;
    int bonus = 0;
    bool operator==(const AreaCitySlot &) const = default;
};

// A Guild card in the area, with the resources held on it.
struct AreaGuildCard {
    Q_GADGET
    QML_VALUE_TYPE(areaGuildCard)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::ResourceType suit MEMBER suit)
    Q_PROPERTY(int raidCost MEMBER raidCost)
    Q_PROPERTY(bool protectedCard MEMBER protectedCard) // no raid cost: an X printed
    Q_PROPERTY(int held MEMBER held)

public:
    QString id;
    QString name;
    arcs::ResourceType suit{};
    int raidCost = 0;
    bool protectedCard = false;
    int held = 0;
    bool operator==(const AreaGuildCard &) const = default;
};

// What this player holds of one rival: Captives, and Trophies by kind.
struct AreaRival {
    Q_GADGET
    QML_VALUE_TYPE(areaRival)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(int captives MEMBER captives)
    Q_PROPERTY(int ships MEMBER ships)
    Q_PROPERTY(int cities MEMBER cities)
    Q_PROPERTY(int starports MEMBER starports)
    Q_PROPERTY(int agents MEMBER agents)
    Q_PROPERTY(int favors MEMBER favors) // a campaign: their agents on this player's Fate card

public:
    int seat = 0;
    QString name;
    arcs::PlayerColour colour{};
    int captives = 0;
    int ships = 0;
    int cities = 0;
    int starports = 0;
    int agents = 0;
    int favors = 0;
    bool operator==(const AreaRival &) const = default;
};

// The whole area: resources, cities and their bonus, cards, Outrage, Captives and Trophies,
// pieces in supply.
// Resources a campaign's card or piece freezes, by type.
struct AreaFrozen {
    Q_GADGET
    QML_VALUE_TYPE(areaFrozen)
    Q_PROPERTY(QString on MEMBER on) // the card or piece freezing them, as the table named it
    Q_PROPERTY(QList<int> counts MEMBER counts) // how many, indexed by arcs::ResourceType

public:
    QString on;
    QList<int> counts;
    bool operator==(const AreaFrozen &) const = default;
};

struct PlayerAreaValue {
    Q_GADGET
    QML_VALUE_TYPE(playerArea)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(int power MEMBER power)
    Q_PROPERTY(QVariantList resources MEMBER resources) // AreaResourceSlot
    Q_PROPERTY(QVariantList citySlots MEMBER citySlots) // AreaCitySlot
    Q_PROPERTY(int citiesOnBoard MEMBER citiesOnBoard)
    Q_PROPERTY(int cityBonus MEMBER cityBonus)
    Q_PROPERTY(QVariantList guildCards MEMBER guildCards) // AreaGuildCard
    Q_PROPERTY(QStringList lore MEMBER lore)
    Q_PROPERTY(QList<int> outrage MEMBER outrage) // arcs::ResourceType each
    Q_PROPERTY(QVariantList frozen MEMBER frozen) // AreaFrozen
    Q_PROPERTY(int captives MEMBER captives)
    Q_PROPERTY(int trophies MEMBER trophies)
    Q_PROPERTY(QVariantList rivals MEMBER rivals) // AreaRival
    // A campaign's pieces among the Trophies.
    Q_PROPERTY(int imperialShipTrophies MEMBER imperialShipTrophies)
    Q_PROPERTY(int freeCityTrophies MEMBER freeCityTrophies)
    Q_PROPERTY(int freeStarportTrophies MEMBER freeStarportTrophies)
    Q_PROPERTY(int blightTrophies MEMBER blightTrophies)
    Q_PROPERTY(int ships MEMBER ships) // in supply
    Q_PROPERTY(int starports MEMBER starports)
    Q_PROPERTY(int agents MEMBER agents)
    Q_PROPERTY(int standIns MEMBER standIns)         // Outrage icons waiting for an agent
    Q_PROPERTY(QString flagshipAt MEMBER flagshipAt) // its system as the map names it, or ""
    // A campaign: "First Regent" or "Outlaw" ("" for the other Regents and in a base game).
    Q_PROPERTY(QString standing MEMBER standing)
    Q_PROPERTY(bool regent MEMBER regent)           // a campaign's Regent (else an Outlaw)
    Q_PROPERTY(bool firstRegent MEMBER firstRegent) // holds the First Regent tile
    Q_PROPERTY(QList<int> trust MEMBER trust)       // on the tile: how many, by arcs::ResourceType
    // A campaign: what the player's Fate asks them to keep during the Act (shown by the sheet only
    // on request when secret), whether exports may carry it, and whether a file left it out.
    Q_PROPERTY(bool keepsNotes MEMBER keepsNotes)
    Q_PROPERTY(QString noteText MEMBER noteText)
    Q_PROPERTY(bool noteSecret MEMBER noteSecret)
    Q_PROPERTY(bool noteInExports MEMBER noteInExports)
    Q_PROPERTY(bool noteWithheld MEMBER noteWithheld)
    // Who writes the note, where another player does (the Pathfinder's Portal); "" otherwise.
    Q_PROPERTY(QString noteWriter MEMBER noteWriter)

public:
    int seat = -1; // -1: no player
    int power = 0;
    QVariantList resources;
    QVariantList citySlots;
    int citiesOnBoard = 0;
    int cityBonus = 0;
    QString flagshipAt;
    QVariantList guildCards;
    QStringList lore;
    QList<int> outrage;
    QVariantList frozen;
    int captives = 0;
    int trophies = 0;
    QVariantList rivals;
    int imperialShipTrophies = 0;
    int freeCityTrophies = 0;
    int freeStarportTrophies = 0;
    int blightTrophies = 0;
    int ships = 0;
    int starports = 0;
    int agents = 0;
    int standIns = 0;
    QString standing;
    bool regent = false;
    bool firstRegent = false;
    QList<int> trust;
    bool keepsNotes = false;
    QString noteText;
    bool noteSecret = false;
    bool noteInExports = false;
    bool noteWithheld = false;
    QString noteWriter;
    bool operator==(const PlayerAreaValue &) const = default;

    // The area of `seat`; an empty area (seat -1) when there is no such player.
    static PlayerAreaValue of(const arcs::TableProjection &table, int seat,
                              const arcs::Catalog &catalog);
    // As a seat's phone is sent its own area (docs/PHONES.md): resources by their names in the
    // game files ("material"), the page words them; the note stays in the seat's view.
    QJsonObject toJson() const;
};
