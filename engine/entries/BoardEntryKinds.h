// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/SystemId.h"
#include "data/Vocabulary.h"
#include "state/Board.h"

#include <QString>

#include <optional>

// Entries that change the board: the standard actions, Prelude spending, destroyed cities and
// raids, and the plain correction. Seats name the players.
namespace arcs {

// Whose pieces: a player's, the Empire's ships, the Free cities and starports, or the Blight.
// An action names the side whose piece it uses (a campaign's Free building or Imperial ship).
enum class Side { Player, Empire, Free, Blight };

// Tax a Loyal city, or a Rival (or, with `side` Free, a Free) city in a system the player
// controls. The resource gained goes to the open slot `into`, as the player chooses, or to the
// leftmost empty one.
struct Tax {
    int player = 0;
    SystemId system;
    int cityOwner = 0; // with side Player
    std::optional<int> into = std::nullopt;
    Side side = Side::Player;
    bool operator==(const Tax &) const = default;
};

// A ship (at a Loyal starport, at the player's Flagship, or with `side` Free at a Free starport
// the player controls) or a city or starport (in an empty slot beside a Loyal piece, or with a
// Flagship in the slot `onFlagship` of its board, the Flagship being at a planet of its type).
struct Build {
    int player = 0;
    SystemId system;
    Piece piece = Piece::Ship;
    Side side = Side::Player;
    std::optional<FlagshipSlot> onFlagship = std::nullopt;
    bool operator==(const Build &) const = default;
};

// Loyal ships moved, the Flagship among them if `flagship`, with Imperial ships a Regent
// Commands (the Presence and Movement Laws).
struct Move {
    int player = 0;
    SystemId from, to;
    int fresh = 0; // Loyal ships moved, the Flagship not counted
    int damaged = 0;
    int imperialFresh = 0;
    int imperialDamaged = 0;
    bool flagship = false;
    int loyalShips() const { return fresh + damaged + (flagship ? 1 : 0); }
    bool operator==(const Move &) const = default;
};

// A damaged Loyal piece (with `onFlagship`, the damaged Upgrade or Armor in that slot: repairing
// the Flagship), a Free building the player controls, or (side Empire) an Imperial ship a Regent
// Commands.
struct Repair {
    int player = 0;
    SystemId system;
    Piece piece = Piece::Ship;
    Side side = Side::Player;
    std::optional<FlagshipSlot> onFlagship = std::nullopt;
    bool operator==(const Repair &) const = default;
};

// A C Fate lets a player with a Flagship Resettle: the Flagship board is cleared, the Flagship
// piece becomes a Loyal ship, a city and a starport are placed in empty building slots (Free
// buildings replaced where no slot on the map is empty), and ships are placed in systems with
// Loyal pieces until 8 Loyal ships are on the map: `ships`, by system.
struct Resettle {
    int player = 0;
    SystemId city;
    SystemId starport;
    QList<std::pair<SystemId, int>> ships;
    bool operator==(const Resettle &) const = default;
};

// Sets one slot of a player's Flagship board to match the real table (a Fate's setup or a card
// built or removed it): a city or starport, fresh or damaged, or nothing.
struct CorrectFlagshipSlot {
    int player = 0;
    FlagshipSlot slot;
    std::optional<FlagshipBuilding> building;
    bool operator==(const CorrectFlagshipSlot &) const = default;
};

// A Fate's token placed in a system as the table has it: Loyal to a player or not, damaged or
// not, harmable or not (taken away by a FateToken correction).
struct PlaceFateToken {
    SystemId system;
    FateToken token;
    bool operator==(const PlaceFateToken &) const = default;
};

// A Fate gives the player a Flagship (the B Fates' Act II setup): the piece goes to `system`,
// where they have a Loyal piece; with none on the map, to a gate with 3 fresh ships. Every Loyal
// building of theirs on the map becomes a Free building of the same type, damaged if it was.
struct GainFlagship {
    int player = 0;
    SystemId system;
    bool operator==(const GainFlagship &) const = default;
};

struct Influence {
    int player = 0;
    QString card; // Court card id
    bool operator==(const Influence &) const = default;
};

// Take a Court card; `refill` is the card the table drew to replace it (empty when the deck
// is empty).
struct Secure {
    int player = 0;
    QString card;
    QString refill;
    bool operator==(const Secure &) const = default;
};

// Spend the resource in a slot for its Prelude action.
struct SpendResource {
    int player = 0;
    int slot = 0;
    bool operator==(const SpendResource &) const = default;
};

// Return the resource in a slot to the supply, e.g. to make room.
struct DiscardResource {
    int player = 0;
    int slot = 0;
    bool operator==(const DiscardResource &) const = default;
};

// A ship, city or starport destroyed outside battle (a card's effect): a Rival's piece becomes
// the destroyer's Trophy; a city also provokes Outrage, then a Ransack.
struct DestroyPiece {
    int player = 0;
    SystemId system;
    int owner = 0;
    Piece piece = Piece::City;
    bool operator==(const DestroyPiece &) const = default;
};

// After destroying a city: secure a Court card that holds any of the victim's agents.
struct Ransack {
    int player = 0;
    QString card;
    QString refill;
    bool operator==(const Ransack &) const = default;
};

// After a returning city displaced a resource (Board::arrangementsDue): the player's resource
// slots, left to right, as they arrange them instead; each resource one they held or the
// displaced one discarded, in open slots only. What they leave out is discarded.
struct ArrangeResources {
    int player = 0;
    QList<std::optional<ResourceType>> arrangement;
    bool operator==(const ArrangeResources &) const = default;
};

// Where a card goes that leaves the Court row other than secured: to the bottom of the Court deck
// (buried), to the Court discard, or out of the game (scrapped).
enum class CourtExit { Bury, Discard, Scrap };

// A card leaves the Court row (a Crisis buries, discards or scraps it): the agents on it return
// to their players and `refill`, drawn from the Court deck, takes its place (empty when the deck
// is empty).
struct RemoveFromCourt {
    QString card;
    CourtExit to = CourtExit::Bury;
    QString refill;
    bool operator==(const RemoveFromCourt &) const = default;
};

// Spend the last battle's keys to steal the defender's resource (by slot) or Guild card, or
// (side Free) the one resource of the planet's type the Free States yield. A stolen resource
// goes to the raider's open slot `into`, or to the leftmost empty one.
struct Raid {
    int player = 0;
    std::optional<int> slot;
    QString card;
    std::optional<int> into = std::nullopt;
    Side side = Side::Player;
    bool operator==(const Raid &) const = default;
};

// Where a Fate Set card the table brings into play goes.
enum class FateCardPlace { CourtDeck, CourtRow, PlayArea };

// A Fate Set card comes into play (a Fate's setup or resolution, a card's effect) as the table
// names it, with its id as printed in its corners ("F5-03"): into the Court deck, at the right
// end of the Court row, or (a Guild card) into `player`'s play area. The reference lists none of
// these cards, so their names, suits and raid costs are the table's.
struct AddFateCard {
    CourtCard card;
    FateCardPlace to = FateCardPlace::CourtDeck;
    int player = 0;
    bool operator==(const AddFateCard &) const = default;
};

// A card attached above a card of the Court row (Blighted Reach "Attaching Cards"), taken from
// the Court deck, its discard or a play area. Securing the card takes it too; when the card
// leaves the Court otherwise, it slides down with the agents. Only when every card in the row has
// one already may it go above another attached card (a forced attach).
struct AttachCard {
    QString card;
    QString onto;
    bool operator==(const AttachCard &) const = default;
};

enum class CorrectionTarget {
    Pieces,      // system, side/player, piece, damaged
    Resource,    // player, slot, resource (none: empty)
    Captives,    // player, owner
    Trophies,    // player, owner, piece
    Outrage,     // player, resource; value 0 or 1
    CourtAgents, // card, player
    CourtCard,   // slot of the Court row, card from the deck
    GuildCard,   // card, player; value 1: held by the player, 0: in the Court discard;
                 // namedByCard: a protected card leaves as a card naming it says
    HeldOnCard,  // card, player: resources the card holds
    Lore,        // card (lore name), player; value 0 or 1
    Power,       // player
    FateToken,   // system, card (the token's label); value 1: placed there, 0: removed
    Booklet,     // card (a Fate Edict's name); value 1: in the rules booklet, 0: not
    BookletLaw,  // card (a Law or Summit card's name); value 1: in the rules booklet, 0: not
    Frozen,      // player, card (the piece freezing them), resource: how many are frozen there
    RaidCost,    // card (a Guild card): its raid cost as a card's effect made it
    Control,     // system, card (as printed), player; value 1: the card's effect gives the
                 // player control there, 0: no card decides it any more
};

// Sets one count on the board to match the real table.
struct Correction {
    CorrectionTarget target = CorrectionTarget::Pieces;
    Side side = Side::Player;
    int player = 0;
    SystemId system;
    Piece piece = Piece::Ship;
    bool damaged = false;
    int owner = 0;
    int slot = 0;
    std::optional<ResourceType> resource;
    QString card;
    int value = 0;
    bool namedByCard = false;
    bool operator==(const Correction &) const = default;
};

template <> struct Spelling<CorrectionTarget> {
    static constexpr auto names = std::to_array<const char *>(
        {"pieces", "resource", "captives", "trophies", "outrage", "courtAgents", "courtCard",
         "guildCard", "heldOnCard", "lore", "power", "fateToken", "booklet", "bookletLaw", "frozen",
         "raidCost", "control"});
};
template <> struct Spelling<FateCardPlace> {
    static constexpr auto names =
        std::to_array<const char *>({"courtDeck", "courtRow", "playArea"});
};
template <> struct Spelling<CourtExit> {
    static constexpr auto names = std::to_array<const char *>({"bury", "discard", "scrap"});
};
template <> struct Spelling<Side> {
    static constexpr auto names =
        std::to_array<const char *>({"player", "empire", "free", "blight"});
};

} // namespace arcs
