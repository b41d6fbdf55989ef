// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/SystemId.h"
#include "data/Vocabulary.h"
#include "entries/EntryKind.h"
#include "state/EventState.h"

#include <QList>

// Entries of the end-of-round event (rules/Events.h): the Summit, the roll or the Council's
// choice, and each step of the Crises or the Edicts. Seats name the players.
namespace arcs {

// The caller calls the Summit, or lets it pass.
struct DecideSummit {
    static constexpr EntryKindInfo kind{.wire = "decideSummit",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    bool call = false;
    static void fields(auto &f, auto &e) { f.required("call", e.call); }
    bool operator==(const DecideSummit &) const = default;
};

// Nobody negotiated through the countdown: the Summit is over.
struct EndSummit {
    static constexpr EntryKindInfo kind{.wire = "endSummit",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    static void fields(auto &, auto &) {}
    bool operator==(const EndSummit &) const = default;
};

// The Council's securer, once the Summit is settled: as a Regent they take the First Regent
// tile with the Trust; as an Outlaw they steal `stolen` from the Trust (up to their empty
// resource slots) and the First Regent loses 1 Power each; then they choose Crises or Edicts.
struct ResolveCouncil {
    static constexpr EntryKindInfo kind{.wire = "resolveCouncil",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    EventIcon resolve = EventIcon::Crisis;
    QList<ResourceType> stolen;
    static void fields(auto &f, auto &e) {
        f.required("resolve", e.resolve);
        f.required("stolen", e.stolen);
    }
    bool operator==(const ResolveCouncil &) const = default;
};

// The event and number dice, rolled in the app or at the table.
struct RollEvent {
    static constexpr EntryKindInfo kind{.wire = "rollEvent",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    EventRoll roll;
    static void fields(auto &f, auto &e) {
        f.required("icon", e.roll.icon);
        f.required("symbol", e.roll.symbol);
        f.required("cluster", e.roll.cluster);
    }
    bool operator==(const RollEvent &) const = default;
};

// The step under way is done: the Blight Crises are applied as computed, a prompt is ticked.
struct ResolveEventStep {
    static constexpr EntryKindInfo kind{.wire = "resolveEventStep",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    static void fields(auto &, auto &) {}
    bool operator==(const ResolveEventStep &) const = default;
};

// A Summit's moves that change titles and Favors (rulebook "Summits"). Call to Order, by the
// caller: Return Favors (`count` of the Rival's Favors go back to their supply), Petition the
// Council, Leave the Empire, Revive the Empire. Negotiations, with the Rival's consent: Promise
// Favor (`player` gives `count` agents to the Rival), Invite to Empire (the First Regent makes
// the Rival a Regent).
enum class SummitMoveKind {
    ReturnFavors,
    PetitionCouncil,
    LeaveEmpire,
    ReviveEmpire,
    PromiseFavor,
    InviteToEmpire
};
template <> struct Spelling<SummitMoveKind> {
    static constexpr auto names =
        std::to_array<const char *>({"returnFavors", "petitionCouncil", "leaveEmpire",
                                     "reviveEmpire", "promiseFavor", "inviteToEmpire"});
};

struct SummitMove {
    SummitMoveKind kind = SummitMoveKind::PromiseFavor;
    int player = 0;
    int rival = 0;
    int count = 1;
    static void fields(auto &f, auto &e) {
        f.required("move", e.kind);
        f.required("player", e.player);
        f.required("rival", e.rival);
        f.required("count", e.count);
    }
    bool operator==(const SummitMove &) const = default;
};

// What the First Regent takes from one Rival Regent for the Imperial Demand (rulebook "Govern
// the Imperial Reach"): a resource of the Demand (Peace, Escalation), a Trophy (an Outlaw's
// piece, a Free building or a Blight: not a Regent's nor an Imperial ship) or an Outlaw's
// Captive (War); with none of these a Favor (an agent from their supply); with no agent
// either, Outlaw status, or nothing.
enum class TributeKind { Resource, Trophy, Captive, Favor, Outlaw, Nothing };
template <> struct Spelling<TributeKind> {
    static constexpr auto names = std::to_array<const char *>(
        {"resource", "trophy", "captive", "favor", "outlaw", "nothing"});
};

struct Tribute {
    int regent = 0;
    TributeKind kind = TributeKind::Resource;
    ResourceType resource = ResourceType::Material; // a Resource
    int owner = 0;                                  // a player's Trophy's or a Captive's
    Piece piece = Piece::Agent;                     // a Trophy's (a Free one: city, starport)
    Side side = Side::Player; // a Trophy's: a player's, a Free building or a Blight
    // The fields a kind does not use keep their defaults, as tributeOptions gives them.
    static void fields(auto &f, auto &e) {
        f.required("regent", e.regent);
        f.required("kind", e.kind);
        if (e.kind == TributeKind::Resource)
            f.required("resource", e.resource);
        if (e.kind == TributeKind::Trophy)
            f.optional("side", e.side, Side::Player);
        const bool players = e.kind == TributeKind::Captive ||
                             (e.kind == TributeKind::Trophy && e.side == Side::Player);
        if (players)
            f.required("owner", e.owner);
        if (e.kind == TributeKind::Trophy && e.side != Side::Blight)
            f.required("piece", e.piece);
    }
    bool operator==(const Tribute &) const = default;
};

// The Imperial Demand (rulebook "Govern the Imperial Reach"): the tribute from each Regent it
// is collected from, and 1 of the First Regent's own Demand resources into the Trust (`own`,
// when they have one).
struct ImperialDemand {
    QList<Tribute> tribute;
    std::optional<ResourceType> own;
    static void fields(auto &f, auto &e) {
        f.required("tribute", e.tribute);
        f.optional("own", e.own);
    }
    bool operator==(const ImperialDemand &) const = default;
};

// A Regent who discarded the resource in one of their slots to make room for what an Imperial
// Action gives them.
struct RoomMade {
    int regent = 0;
    int slot = 0;
    static void fields(auto &f, auto &e) {
        f.required("regent", e.regent);
        f.required("slot", e.slot);
    }
    bool operator==(const RoomMade &) const = default;
};

// The Imperial Action of the policy: Escalation's ships go to `requisition`; War's Weapons go to
// `armed` (every Regent, unless the supply and the Trust run short), with Govern with Authority
// `extra` besides (one resource each, in `armed`'s order); `room`: the slots emptied to make
// room for them.
struct ImperialAction {
    std::optional<SystemId> requisition;
    QList<int> armed;
    QList<ResourceType> extra;
    QList<RoomMade> room;
    static void fields(auto &f, auto &e) {
        f.optional("requisition", e.requisition);
        f.optional("armed", e.armed);
        f.optional("extra", e.extra);
        f.optional("room", e.room);
    }
    bool operator==(const ImperialAction &) const = default;
};

// Edict 03 (Govern the Imperial Reach, or the Steward's Govern with Authority): the First Regent
// changes the policy (`changeTo`), or enforces it: the Demand, then the Imperial Action.
struct GovernImperialReach {
    static constexpr EntryKindInfo kind{.wire = "governImperialReach",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    std::optional<ImperialPolicy> changeTo;
    ImperialDemand demand;
    ImperialAction action;
    static void fields(auto &f, auto &e) {
        f.optional("changeTo", e.changeTo);
        if (e.changeTo)
            return; // a new policy is all there is to it
        ImperialDemand::fields(f, e.demand);
        ImperialAction::fields(f, e.action);
    }
    bool operator==(const GovernImperialReach &) const = default;
};

// Imperial Quorum (Edict 02, the Steward's): Edict 03 carried out in three parts by three
// Regents, then skipped. The First Regent collects the Demand; the Regent with the most
// starports takes the Imperial Action or not (`actionTaken`); the Regent with the most cities
// may change the policy (`changeTo`). A tie gives that part to nobody.
struct ImperialQuorum {
    static constexpr EntryKindInfo kind{.wire = "imperialQuorum",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    ImperialDemand demand;
    bool actionTaken = false;
    ImperialAction action;
    std::optional<ImperialPolicy> changeTo;
    static void fields(auto &f, auto &e) {
        ImperialDemand::fields(f, e.demand);
        f.optional("actionTaken", e.actionTaken);
        ImperialAction::fields(f, e.action);
        f.optional("changeTo", e.changeTo);
    }
    bool operator==(const ImperialQuorum &) const = default;
};

// One or more Summit moves agreed at once (a multipart negotiation), applied in order.
struct SummitDeal {
    static constexpr EntryKindInfo kind{.wire = "summitDeal",
                                        .action = std::nullopt,
                                        .outsidePlay = true,
                                        .duringEvent = true,
                                        .duringPlacement = false};
    QList<SummitMove> moves;
    static void fields(auto &f, auto &e) { f.required("moves", e.moves); }
    bool operator==(const SummitDeal &) const = default;
};

// The entries of the end-of-round event (rules/Events.h).
using EventKinds = KindList<DecideSummit, EndSummit, SummitDeal, ResolveCouncil, RollEvent,
                            ResolveEventStep, GovernImperialReach, ImperialQuorum>;

} // namespace arcs
