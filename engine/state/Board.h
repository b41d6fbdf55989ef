// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/CatalogTypes.h"
#include "data/SystemId.h"
#include "data/Vocabulary.h"

#include <QList>
#include <QMap>
#include <QStringList>

#include <array>
#include <optional>

namespace arcs {

class Catalog;

struct FreshDamaged {
    int fresh = 0;
    int damaged = 0;
    int total() const { return fresh + damaged; }
    // Its spelling in the journal (entries/EntryFields.h).
    static void fields(auto &f, auto &e) {
        f.required("fresh", e.fresh);
        f.required("damaged", e.damaged);
    }
    bool operator==(const FreshDamaged &) const = default;
    friend FreshDamaged operator+(FreshDamaged a, FreshDamaged b) {
        return {a.fresh + b.fresh, a.damaged + b.damaged};
    }
    friend FreshDamaged operator-(FreshDamaged a, FreshDamaged b) {
        return {a.fresh - b.fresh, a.damaged - b.damaged};
    }
};

// One side's ships and buildings in one system.
struct PiecesHere {
    FreshDamaged ships, cities, starports;
    FreshDamaged &of(Piece piece);
    const FreshDamaged &of(Piece piece) const;
    int buildings() const { return cities.total() + starports.total(); }
    bool isEmpty() const { return ships.total() + buildings() == 0; }
    bool operator==(const PiecesHere &) const = default;
};

// A token a Fate puts on the map, named as the table calls it ("Portal", "Seat"). By default it
// is nobody's piece and cannot be harmed (Blighted Reach "Tokens"); a Loyal one is its owner's
// piece: they build at it, and it meets the need for a Loyal piece (the Presence Law).
struct FateToken {
    QString name;
    std::optional<int> loyalTo = std::nullopt; // the seat it is Loyal to
    bool damaged = false;
    bool harmable = false;
    bool operator==(const FateToken &) const = default;
};

// A card's effect that decides who controls a system, whatever stands there, until the table
// ends it (a journaled correction): the card as printed and the seat it names.
struct ControlByCard {
    QString card;
    int seat = 0;
    bool operator==(const ControlByCard &) const = default;
};

// Everything standing in one system: the players' pieces by seat and the campaign's pieces.
struct SystemState {
    QList<PiecesHere> players;
    FreshDamaged imperialShips;
    FreshDamaged freeCities;
    FreshDamaged freeStarports;
    FreshDamaged blight;
    QList<FateToken> fateTokens;
    std::optional<ControlByCard> controlByCard;
    // The place of the token with this name, or -1.
    qsizetype tokenNamed(const QString &name) const;
    int buildings() const;
    int ships() const; // anyone's, Imperial ships included
    bool operator==(const SystemState &) const = default;
};

// Pieces of one owner, as kept in someone's Trophies.
struct PieceCounts {
    int ships = 0, cities = 0, starports = 0, agents = 0;
    int &of(Piece piece);
    int of(Piece piece) const;
    int total() const { return ships + cities + starports + agents; }
    bool operator==(const PieceCounts &) const = default;
};

// Trophies of the campaign's pieces: Imperial ships, Free buildings and Blight destroyed.
struct CampaignTrophies {
    int imperialShips = 0, freeCities = 0, freeStarports = 0, blight = 0;
    int total() const { return imperialShips + freeCities + freeStarports + blight; }
    bool operator==(const CampaignTrophies &) const = default;
};

// A Loyal city or starport built in one of a Flagship board's slots.
struct FlagshipBuilding {
    Building building = Building::City;
    bool damaged = false;
    bool operator==(const FlagshipBuilding &) const = default;
};

// One of a Flagship board's twelve slots: an Upgrade by its board position (1-6, left to right,
// as the catalog lists them) or the Armor slot above it.
struct FlagshipSlot {
    int position = 1;
    bool armor = false;
    static void fields(auto &f, auto &e) { // its spelling in the journal (EntryFields.h)
        f.required("position", e.position);
        f.defaulted("armor", e.armor, false);
    }
    bool operator==(const FlagshipSlot &) const = default;
};

// A campaign player's Flagship (Blighted Reach "Flagships"): the piece, a fresh Loyal ship that
// never leaves the map, and the board beside the player's, whose slots hold Loyal buildings.
struct Flagship {
    SystemId system;
    std::array<std::optional<FlagshipBuilding>, 6> upgrades{};
    std::array<std::optional<FlagshipBuilding>, 6> armor{};
    std::optional<FlagshipBuilding> &at(FlagshipSlot slot) {
        return (slot.armor ? armor : upgrades)[std::size_t(slot.position - 1)];
    }
    const std::optional<FlagshipBuilding> &at(FlagshipSlot slot) const {
        return (slot.armor ? armor : upgrades)[std::size_t(slot.position - 1)];
    }
    // Buildings of this kind in the slots; `freshOnly`: the damaged ones left out.
    int count(Building building, bool freshOnly = false) const;
    // Whether the Upgrade is built, fresh or damaged (Upgrades work even when damaged). The
    // Upgrade enum follows the board's order, as the catalog checks.
    bool has(Upgrade upgrade) const { return upgrades[std::size_t(upgrade)].has_value(); }
    bool operator==(const Flagship &) const = default;
};

// What lies on one player's board and in front of them.
struct PlayerArea {
    QList<std::optional<ResourceType>> resources; // slot by slot, left to right
    QStringList guildCards;                       // Court card ids
    QMap<QString, int> heldOnCards;               // resources a card holds (cartels), by id
    // A campaign's frozen resources, by the piece freezing them as the table names it (a Fate
    // card): they count as the player's, but leave only as that piece says, by theft or scrapping.
    QMap<QString, QList<ResourceType>> frozen;
    QStringList lore;
    std::array<bool, 5> outrage{}; // by ResourceType
    QList<int> captives;           // agents by owner seat
    QList<PieceCounts> trophies;   // by owner seat
    CampaignTrophies campaignTrophies;
    // A campaign's: the title card under the Fate, and Favors (Rival agents on the Fate card).
    ImperialTitle title = ImperialTitle::Regent;
    QList<int> favors; // by owner seat
    std::optional<Flagship> flagship;
    int captiveCount() const;
    int trophyCount() const;
    bool operator==(const PlayerArea &) const = default;
};

struct CourtCardInPlay {
    QString card;              // Court card id
    QList<int> agents;         // by seat
    QStringList attached = {}; // cards attached above it, the lowest first (a campaign's)
    bool operator==(const CourtCardInPlay &) const = default;
};

struct Court {
    QList<CourtCardInPlay> row;
    QStringList deck; // face down, order unknown to the app
    QStringList discard;
    bool councilDecided = false; // the Imperial Council's side: Decided, else In Session
    // A campaign's lore cards shuffled into the deck at Act I setup (step J), one per player,
    // unseen until one is drawn (by name) into the row.
    int loreInDeck = 0;
    // A campaign's cards as the table has them, over the printed ones: the Fate Set cards it
    // brought into play, as it named them (the reference lists none), wherever they are now; and
    // printed cards whose raid cost a card's effect changed.
    QList<CourtCard> tableCards;
    // The card as the table has it, else as printed; nullptr for no such card.
    const CourtCard *card(const QString &id, const Catalog &catalog) const;
    // Its name, or the id itself for a card the app does not know.
    QString cardName(const QString &id, const Catalog &catalog) const;
    bool operator==(const Court &) const = default;
};

// Keys left to spend after a battle, while its attacker may still raid.
struct RaidWindow {
    SystemId system; // keys are spent only while an attacking ship is left there
    int attacker = 0;
    int defender = 0;
    int keys = 0;
    bool freeStates = false; // the Free States defended: one resource of the planet's type
    bool operator==(const RaidWindow &) const = default;
};

// A city was destroyed: its destroyer may ransack a Court card holding the victim's agents.
struct RansackDue {
    int player = 0;
    int victim = 0;
    bool operator==(const RansackDue &) const = default;
};

// A city back on its board covered the slot a resource was in: the resource went to the empty
// open slot `movedTo`, or without one was discarded.
struct DisplacedResource {
    ResourceType type = ResourceType::Material;
    int fromSlot = 0;
    std::optional<int> movedTo;
    bool operator==(const DisplacedResource &) const = default;
};

// Where a displaced resource went was the app's choice, and the player's choice matters (the
// open slots' raid costs differ, or another resource could have gone instead): until the next
// card they may arrange their resources otherwise.
struct ArrangementDue {
    int player = 0;
    QList<DisplacedResource> displaced;
    bool operator==(const ArrangementDue &) const = default;
};

// The visible table: the Reach, every player area and the Court.
struct Board {
    QList<int> outOfPlay;
    std::array<SystemState, SystemId::count> systems{};
    QList<PlayerArea> areas; // by seat
    Court court;
    QList<ResourceType> dummyResources; // two players: resources on the ambition boxes
    QList<ResourceType> imperialTrust;  // a campaign's: on the First Regent tile, frozen
    // A campaign's Fate Edicts in the rules booklet, by name, as the table recorded them; none
    // recorded: the Edicts ask about each Fate's in play.
    std::optional<QStringList> rulesBooklet;
    QStringList bookletLaws; // the Law and Summit cards in the rules booklet, named as printed

    // Limits that last one turn: cities taxed and ships built at starports. A Free building's
    // owner is named freeStates.
    static constexpr int freeStates = -1;
    QList<std::pair<SystemId, int>> taxedThisTurn;      // (system, city owner), once per city
    QList<std::pair<SystemId, int>> shipsBuiltThisTurn; // (system, starport owner), once each
    std::optional<RaidWindow> raid;
    QList<RansackDue> ransacksDue;
    QList<ArrangementDue> arrangementsDue;

    SystemState &at(SystemId system) { return systems[std::size_t(system.index())]; }
    const SystemState &at(SystemId system) const { return systems[std::size_t(system.index())]; }
    int playerCount() const { return int(areas.size()); }
    bool operator==(const Board &) const = default;
};

} // namespace arcs
