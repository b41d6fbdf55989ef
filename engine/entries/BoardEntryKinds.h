// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/SystemId.h"
#include "data/Vocabulary.h"
#include "entries/EntryKind.h"
#include "rules/Battle.h"
#include "state/Board.h"

#include <QString>

#include <optional>

// Entries that change the board: the standard actions, Prelude spending, destroyed cities and
// raids, and the plain correction. Seats name the players.
namespace arcs {

// A battle's dice and its result: the pieces each side has left in the battle system, as the
// table agreed on the hits. Destroyed pieces become the other side's Trophies. A result the dice
// cannot produce is entered only as the table's decision (`tableDecided`), and says so.
struct BattleResult {
    static constexpr EntryKindInfo kind{.wire = "battle",
                                        .action = ActionKind::Battle,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
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
    static void fields(auto &f, auto &e) {
        f.required("attacker", e.attacker);
        f.required("defender", e.defender);
        f.optional("against", e.against, BattleDefender::Player);
        f.required("system", e.system);
        f.required("assault", e.dice.assault, "a list of die faces");
        f.required("skirmish", e.dice.skirmish, "a list of die faces");
        f.required("raid", e.dice.raid, "a list of die faces");
        f.required("attackerShips", e.attackerShips);
        f.required("defenderShips", e.defenderShips);
        f.required("defenderCities", e.defenderCities);
        f.required("defenderStarports", e.defenderStarports);
        // Results entered before the app checked them against the dice are the table's word.
        f.defaulted("tableDecided", e.tableDecided, true);
        f.optional("withImperialShips", e.withImperialShips);
        f.optional("imperialShips", e.imperialShips);
        f.optional("attackerFlagship", e.attackerFlagship);
        f.optional("defenderFlagship", e.defenderFlagship);
    }
    bool operator==(const BattleResult &) const = default;
};

// Tax a Loyal city, or a Rival (or, with `side` Free, a Free) city in a system the player
// controls. The resource gained goes to the open slot `into`, as the player chooses, or to the
// leftmost empty one.
struct Tax {
    static constexpr EntryKindInfo kind{.wire = "tax",
                                        .action = ActionKind::Tax,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    SystemId system;
    int cityOwner = 0; // with side Player
    std::optional<int> into = std::nullopt;
    Side side = Side::Player;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("system", e.system);
        f.required("cityOwner", e.cityOwner);
        f.optional("into", e.into);
        f.optional("side", e.side, Side::Player);
    }
    bool operator==(const Tax &) const = default;
};

// A ship (at a Loyal starport, at the player's Flagship, or with `side` Free at a Free starport
// the player controls) or a city or starport (in an empty slot beside a Loyal piece, or with a
// Flagship in the slot `onFlagship` of its board, the Flagship being at a planet of its type).
struct Build {
    static constexpr EntryKindInfo kind{.wire = "build",
                                        .action = ActionKind::Build,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    SystemId system;
    Piece piece = Piece::Ship;
    Side side = Side::Player;
    std::optional<FlagshipSlot> onFlagship = std::nullopt;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("system", e.system);
        f.required("piece", e.piece);
        f.optional("side", e.side, Side::Player);
        f.optional("onFlagship", e.onFlagship);
    }
    bool operator==(const Build &) const = default;
};

// Loyal ships moved, the Flagship among them if `flagship`, with Imperial ships a Regent
// Commands (the Presence and Movement Laws).
struct Move {
    static constexpr EntryKindInfo kind{.wire = "move",
                                        .action = ActionKind::Move,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    SystemId from, to;
    int fresh = 0; // Loyal ships moved, the Flagship not counted
    int damaged = 0;
    int imperialFresh = 0;
    int imperialDamaged = 0;
    bool flagship = false;
    int loyalShips() const { return fresh + damaged + (flagship ? 1 : 0); }
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("from", e.from);
        f.required("to", e.to);
        f.required("fresh", e.fresh);
        f.required("damaged", e.damaged);
        f.optional("imperialFresh", e.imperialFresh);
        f.optional("imperialDamaged", e.imperialDamaged);
        f.optional("flagship", e.flagship);
    }
    bool operator==(const Move &) const = default;
};

// A damaged Loyal piece (with `onFlagship`, the damaged Upgrade or Armor in that slot: repairing
// the Flagship), a Free building the player controls, or (side Empire) an Imperial ship a Regent
// Commands.
struct Repair {
    static constexpr EntryKindInfo kind{.wire = "repair",
                                        .action = ActionKind::Repair,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    SystemId system;
    Piece piece = Piece::Ship;
    Side side = Side::Player;
    std::optional<FlagshipSlot> onFlagship = std::nullopt;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("system", e.system);
        f.required("piece", e.piece);
        f.optional("side", e.side, Side::Player);
        f.optional("onFlagship", e.onFlagship);
    }
    bool operator==(const Repair &) const = default;
};

// Ships placed in a system by a Resettle.
struct ShipsPlaced {
    SystemId system;
    int count = 0;
    static void fields(auto &f, auto &e) {
        f.required("system", e.system);
        f.required("count", e.count);
    }
    bool operator==(const ShipsPlaced &) const = default;
};

// A C Fate lets a player with a Flagship Resettle: the Flagship board is cleared, the Flagship
// piece becomes a Loyal ship, a city and a starport are placed in empty building slots (Free
// buildings replaced where no slot on the map is empty), and ships are placed in systems with
// Loyal pieces until 8 Loyal ships are on the map: `ships`, by system.
struct Resettle {
    static constexpr EntryKindInfo kind{.wire = "resettle",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    SystemId city;
    SystemId starport;
    QList<ShipsPlaced> ships;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("city", e.city);
        f.required("starport", e.starport);
        f.required("ships", e.ships);
    }
    bool operator==(const Resettle &) const = default;
};

// Sets one slot of a player's Flagship board to match the real table (a Fate's setup or a card
// built or removed it): a city or starport, fresh or damaged, or nothing.
struct CorrectFlagshipSlot {
    static constexpr EntryKindInfo kind{.wire = "correctFlagshipSlot",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = true,
                                        .spelledByHand = true};
    int player = 0;
    FlagshipSlot slot;
    std::optional<FlagshipBuilding> building;
    bool operator==(const CorrectFlagshipSlot &) const = default;
};

// A Fate's token placed in a system as the table has it: Loyal to a player or not, damaged or
// not, harmable or not (taken away by a FateToken correction).
struct PlaceFateToken {
    static constexpr EntryKindInfo kind{.wire = "placeFateToken",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = true};
    SystemId system;
    FateToken token;
    static void fields(auto &f, auto &e) {
        f.required("system", e.system);
        f.required("token", e.token);
    }
    bool operator==(const PlaceFateToken &) const = default;
};

// A Fate gives the player a Flagship (the B Fates' Act II setup): the piece goes to `system`,
// where they have a Loyal piece; with none on the map, to a gate with 3 fresh ships. Every Loyal
// building of theirs on the map becomes a Free building of the same type, damaged if it was.
struct GainFlagship {
    static constexpr EntryKindInfo kind{.wire = "gainFlagship",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    SystemId system;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("system", e.system);
    }
    bool operator==(const GainFlagship &) const = default;
};

struct Influence {
    static constexpr EntryKindInfo kind{.wire = "influence",
                                        .action = ActionKind::Influence,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    QString card; // Court card id
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("card", e.card);
    }
    bool operator==(const Influence &) const = default;
};

// Take a Court card; `refill` is the card the table drew to replace it (empty when the deck
// is empty).
struct Secure {
    static constexpr EntryKindInfo kind{.wire = "secure",
                                        .action = ActionKind::Secure,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    QString card;
    QString refill;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("card", e.card);
        f.optional("refill", e.refill);
    }
    bool operator==(const Secure &) const = default;
};

// Spend the resource in a slot for its Prelude action.
struct SpendResource {
    static constexpr EntryKindInfo kind{.wire = "spend",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    int slot = 0;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("slot", e.slot);
    }
    bool operator==(const SpendResource &) const = default;
};

// Return the resource in a slot to the supply, e.g. to make room.
struct DiscardResource {
    static constexpr EntryKindInfo kind{.wire = "discard",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    int slot = 0;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("slot", e.slot);
    }
    bool operator==(const DiscardResource &) const = default;
};

// A ship, city or starport destroyed outside battle (a card's effect): a Rival's piece becomes
// the destroyer's Trophy; a city also provokes Outrage, then a Ransack.
struct DestroyPiece {
    static constexpr EntryKindInfo kind{.wire = "destroyPiece",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = true,
                                        .duringPlacement = false,
                                        .alsoReads = "destroyCity",
                                        .spelledByHand = true};
    int player = 0;
    SystemId system;
    int owner = 0;
    Piece piece = Piece::City;
    bool operator==(const DestroyPiece &) const = default;
};

// After destroying a city: secure a Court card that holds any of the victim's agents.
struct Ransack {
    static constexpr EntryKindInfo kind{.wire = "ransack",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    QString card;
    QString refill;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("card", e.card);
        f.optional("refill", e.refill);
    }
    bool operator==(const Ransack &) const = default;
};

// After a returning city displaced a resource (Board::arrangementsDue): the player's resource
// slots, left to right, as they arrange them instead; each resource one they held or the
// displaced one discarded, in open slots only. What they leave out is discarded.
struct ArrangeResources {
    static constexpr EntryKindInfo kind{.wire = "arrangeResources",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    QList<std::optional<ResourceType>> arrangement;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.required("resources", e.arrangement);
    }
    bool operator==(const ArrangeResources &) const = default;
};

// A card leaves the Court row (a Crisis buries, discards or scraps it): the agents on it return
// to their players and `refill`, drawn from the Court deck, takes its place (empty when the deck
// is empty).
struct RemoveFromCourt {
    static constexpr EntryKindInfo kind{.wire = "removeFromCourt",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    QString card;
    CourtExit to = CourtExit::Bury;
    QString refill;
    static void fields(auto &f, auto &e) {
        f.required("card", e.card);
        f.required("to", e.to);
        f.optional("refill", e.refill);
    }
    bool operator==(const RemoveFromCourt &) const = default;
};

// Spend the last battle's keys to steal the defender's resource (by slot) or Guild card, or
// (side Free) the one resource of the planet's type the Free States yield. A stolen resource
// goes to the raider's open slot `into`, or to the leftmost empty one.
struct Raid {
    static constexpr EntryKindInfo kind{.wire = "raid",
                                        .action = std::nullopt,
                                        .outsidePlay = false,
                                        .duringEvent = false,
                                        .duringPlacement = false};
    int player = 0;
    std::optional<int> slot;
    QString card;
    std::optional<int> into = std::nullopt;
    Side side = Side::Player;
    static void fields(auto &f, auto &e) {
        f.required("player", e.player);
        f.optional("slot", e.slot);
        f.optional("card", e.card);
        f.optional("into", e.into);
        f.optional("side", e.side, Side::Player);
    }
    bool operator==(const Raid &) const = default;
};

// Where a Fate Set card the table brings into play goes.
enum class FateCardPlace { CourtDeck, CourtRow, PlayArea };

// A Fate Set card comes into play (a Fate's setup or resolution, a card's effect) as the table
// names it, with its id as printed in its corners ("F5-03"): into the Court deck, at the right
// end of the Court row, or (a Guild card) into `player`'s play area. The reference lists none of
// these cards, so their names, suits and raid costs are the table's.
struct AddFateCard {
    static constexpr EntryKindInfo kind{.wire = "addFateCard",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = true};
    CourtCard card;
    FateCardPlace to = FateCardPlace::CourtDeck;
    int player = 0;
    static void fields(auto &f, auto &e) {
        f.required("card", e.card);
        f.required("to", e.to);
        if (e.to == FateCardPlace::PlayArea)
            f.required("player", e.player);
    }
    bool operator==(const AddFateCard &) const = default;
};

// A card attached above a card of the Court row (Blighted Reach "Attaching Cards"), taken from
// the Court deck, its discard or a play area. Securing the card takes it too; when the card
// leaves the Court otherwise, it slides down with the agents. Only when every card in the row has
// one already may it go above another attached card (a forced attach).
struct AttachCard {
    static constexpr EntryKindInfo kind{.wire = "attachCard",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = true};
    QString card;
    QString onto;
    static void fields(auto &f, auto &e) {
        f.required("card", e.card);
        f.required("onto", e.onto);
    }
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
    FirstRegent, // player; value 1: takes the First Regent tile, 0: gives it up (nobody holds it)
    Title,       // player; value 1: Regent, 0: Outlaw
    Council,     // value 1: the Imperial Council is Decided, 0: In Session
    Initiative,  // player: a card's effect gives them the initiative
    Trust,       // resource: how many of that type the Imperial Trust holds
    Policy,      // card: the Imperial policy on top (war, peace, escalation)
    Favors,      // player, owner: the owner's agents on the player's Fate card
    CampaignTrophies, // player, side (empire, free, blight), piece: the campaign's pieces among
                      // the player's Trophies (a card's effect, e.g. Blight Looms)
};

// Sets one count on the board to match the real table.
struct Correction {
    static constexpr EntryKindInfo kind{.wire = "correct",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = true,
                                        .spelledByHand = true};
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
        {"pieces",      "resource",  "captives",    "trophies",   "outrage",
         "courtAgents", "courtCard", "guildCard",   "heldOnCard", "lore",
         "power",       "fateToken", "booklet",     "bookletLaw", "frozen",
         "raidCost",    "control",   "firstRegent", "title",      "council",
         "initiative",  "trust",     "policy",      "favors",     "campaignTrophies"});
};
// A target without its name would be read and written as another's.
static_assert(Spelling<CorrectionTarget>::names.size() ==
                  std::size_t(CorrectionTarget::CampaignTrophies) + 1,
              "every correction target has its journal name");
template <> struct Spelling<FateCardPlace> {
    static constexpr auto names =
        std::to_array<const char *>({"courtDeck", "courtRow", "playArea"});
};
template <> struct Spelling<CourtExit> {
    static constexpr auto names = std::to_array<const char *>({"bury", "discard", "scrap"});
};

// The entries that change the board (rules/BoardEntries.h), in the journal's order of old.
using BoardKinds = KindList<BattleResult, Tax, Build, Move, Repair, Influence, Secure,
                            SpendResource, DiscardResource, DestroyPiece, Ransack, RemoveFromCourt,
                            Raid, ArrangeResources, Correction, GainFlagship, Resettle,
                            PlaceFateToken, CorrectFlagshipSlot, AddFateCard, AttachCard>;

} // namespace arcs
