// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <concepts>
#include <optional>
#include <variant>

// What the rules need to know of a kind of entry, described once beside the kind: its
// `static constexpr EntryKindInfo kind` and its `static void fields(f, entry)`, from which
// the journal reads and writes it (EntryJson.cpp). Every decision is a member without a
// default, so a kind that leaves one out does not compile.
namespace arcs {

// A decision a kind must state: it has no default.
template <class T> struct Decided {
    T value;
    template <class U>
    requires std::convertible_to<U, T>
    constexpr Decided(U decided) : value(decided) {} // NOLINT: stated as a plain value
};

struct EntryKindInfo {
    // The journal's name of the kind: {"action": wire, …}.
    Decided<const char *> wire;
    // The turn's action it takes, paid from the turn's budget (docs/TURNS.md); none when it
    // is no action.
    Decided<std::optional<ActionKind>> action;
    // Accepted outside a chapter's play too (at its end, in Act I's placement), where its own
    // rules allow: it mirrors the table, scores or sets up rather than plays a turn.
    Decided<bool> outsidePlay;
    // Accepted while the end-of-round event is resolved (what a Crisis or an Edict did).
    Decided<bool> duringEvent;
    // Accepted during Act I's placement loop (a Fate's setup comes before it).
    Decided<bool> duringPlacement;
    // How a complaint about its fields names it; "a <wire> entry" when none.
    const char *what = nullptr;
    // An older name still read as this kind.
    const char *alsoReads = nullptr;
    // Its spelling is written by hand (spellByHand/readByHand in EntryJson.cpp) rather than
    // read and written from its `fields`.
    bool spelledByHand = false;
};

template <class... Kinds> struct KindList {};

template <class... Lists> struct JoinedKinds;
template <class... A, class... B, class... C>
struct JoinedKinds<KindList<A...>, KindList<B...>, KindList<C...>> {
    using type = std::variant<A..., B..., C...>;
};

template <class T, class List> inline constexpr bool isKindIn = false;
template <class T, class... Kinds>
inline constexpr bool isKindIn<T, KindList<Kinds...>> = (std::same_as<T, Kinds> || ...);

template <class T>
concept DescribedKind = requires {
    { T::kind } -> std::convertible_to<EntryKindInfo>;
};

} // namespace arcs
