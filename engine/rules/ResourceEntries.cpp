// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardEntries.h"
#include "BoardEntryRules.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/CourtCards.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"

#include <QSet>

// The board entries of resources: spending, discarding and gaining them, the Outrage a city
// destroyed provokes, and resources a returning city displaces.

namespace arcs::boardrules {

namespace {

// Resources under a slot a returning city covers again move to an empty open slot, or are
// discarded if none is left (the player must discard what they cannot hold).
// Whether the player could have placed what was displaced otherwise: a discarded resource
// instead of one held, or a moved one in an open slot of another raid cost.
bool arrangementMatters(const Board &board, int seat, const QList<DisplacedResource> &displaced,
                        const Catalog &catalog) {
    const QList<int> costs = raidCosts(board.areas[seat], catalog);
    QSet<int> placeable; // the raid costs of the slots a displaced resource could be in
    bool anyHeld = false;
    for (int slot = 0; slot < board.areas[seat].resources.size(); ++slot) {
        if (!resourceSlotOpen(board, seat, slot, catalog))
            continue;
        const bool movedHere =
            std::any_of(displaced.begin(), displaced.end(),
                        [slot](const DisplacedResource &d) { return d.movedTo == slot; });
        if (!board.areas[seat].resources[slot] || movedHere)
            placeable.insert(costs.value(slot));
        anyHeld = anyHeld || (board.areas[seat].resources[slot] && !movedHere);
    }
    const bool discarded = std::any_of(displaced.begin(), displaced.end(),
                                       [](const DisplacedResource &d) { return !d.movedTo; });
    return (discarded && anyHeld) || placeable.size() > 1;
}

const ArrangementDue *arrangementDueFor(const Board &board, int seat) {
    for (const ArrangementDue &due : board.arrangementsDue) {
        if (due.player == seat)
            return &due;
    }
    return nullptr;
}

} // namespace

void provokeOutrage(Board &board, int seat, ResourceType type, const Catalog &catalog) {
    PlayerArea &area = board.areas[seat];
    for (std::optional<ResourceType> &slot : area.resources) {
        if (slot == type)
            slot.reset();
    }
    for (const QString &card : QStringList(area.guildCards)) {
        const CourtCard *court = board.court.card(card, catalog);
        if (court && court->suit == type) {
            area.guildCards.removeAll(card);
            area.heldOnCards.remove(card);
            board.court.discard.append(card);
        }
    }
    area.outrage[std::size_t(type)] = true;
}

// Why a gained resource cannot go to `into`, or empty.
QString intoProblem(const Check &check, int player, std::optional<int> into) {
    if (!into)
        return {};
    const Board &board = check.s.board;
    if (*into < 0 || *into >= board.areas[player].resources.size() ||
        !resourceSlotOpen(board, player, *into, check.c))
        return Text::tr(
                   "Slot %1 is not one of %2's open resource slots: a gained resource goes to an "
                   "open slot.")
            .arg(*into + 1)
            .arg(check.s.playerName(player));
    return {};
}

QString slotProblem(const Check &check, int player, int slot) {
    if (QString p = check.seat(player); !p.isEmpty())
        return p;
    const PlayerArea &area = check.s.board.areas[player];
    if (slot < 0 || slot >= area.resources.size() || !area.resources[slot])
        return Text::tr("%1 has no resource in slot %2.")
            .arg(check.s.playerName(player))
            .arg(slot + 1);
    return {};
}

QString spendProblem(const Check &check, const SpendResource &spend) {
    if (QString p = slotProblem(check, spend.player, spend.slot); !p.isEmpty())
        return p;
    const ResourceType type = *check.s.board.areas[spend.player].resources[spend.slot];
    if (check.s.board.areas[spend.player].outrage[std::size_t(type)])
        return Text::tr("%1 is Outraged for %2: it cannot be spent for its Prelude action.")
            .arg(resourceWord(type), check.s.playerName(spend.player));
    return {};
}

QString arrangeProblem(const Check &check, const ArrangeResources &arrange) {
    if (QString p = check.seat(arrange.player); !p.isEmpty())
        return p;
    const Board &board = check.s.board;
    const QString who = check.s.playerName(arrange.player);
    const ArrangementDue *due = arrangementDueFor(board, arrange.player);
    if (!due)
        return Text::tr("%1's resources stay where they are: they are arranged again only when a "
                        "returning city covers a slot that held one.")
            .arg(who);
    const QList<std::optional<ResourceType>> &held = board.areas[arrange.player].resources;
    if (arrange.arrangement.size() != held.size())
        return Text::tr("Give all %1 of %2's resource slots, empty ones included.")
            .arg(held.size())
            .arg(who);
    QMap<ResourceType, int> available; // held now, and what was discarded for want of a slot
    for (const std::optional<ResourceType> &slot : held) {
        if (slot)
            available[*slot] += 1;
    }
    for (const DisplacedResource &d : due->displaced) {
        if (!d.movedTo)
            available[d.type] += 1;
    }
    for (int slot = 0; slot < arrange.arrangement.size(); ++slot) {
        const std::optional<ResourceType> &type = arrange.arrangement[slot];
        if (!type)
            continue;
        if (!resourceSlotOpen(board, arrange.player, slot, check.c))
            return Text::tr("Slot %1 is covered by a city: only open slots hold resources.")
                .arg(slot + 1);
        if (--available[*type] < 0)
            return Text::tr("%1 has no other %2 to put in slot %3.")
                .arg(who, resourceWord(*type))
                .arg(slot + 1);
    }
    return {};
}

void applyArrange(Board &board, const ArrangeResources &arrange) {
    board.areas[arrange.player].resources = arrange.arrangement;
    board.arrangementsDue.removeIf(
        [&arrange](const ArrangementDue &due) { return due.player == arrange.player; });
}

void applySpend(GameState &state, const SpendResource &spend) {
    std::optional<ResourceType> &slot = state.board.areas[spend.player].resources[spend.slot];
    if (state.turn)
        state.turn->prelude.append(*slot);
    slot.reset();
}

} // namespace arcs::boardrules

namespace arcs {

using namespace boardrules;

QList<ArrangementDue> settleResources(Board &board, const Catalog &catalog) {
    QList<ArrangementDue> settled;
    for (int seat = 0; seat < board.playerCount(); ++seat) {
        QList<std::optional<ResourceType>> &held = board.areas[seat].resources;
        QList<DisplacedResource> displaced;
        for (int slot = 0; slot < held.size(); ++slot) {
            if (!held[slot] || resourceSlotOpen(board, seat, slot, catalog))
                continue;
            const ResourceType type = *std::exchange(held[slot], std::nullopt);
            const std::optional<int> open = emptyOpenSlot(board, seat, catalog);
            if (open)
                held[*open] = type;
            displaced.append({type, slot, open});
        }
        if (displaced.isEmpty())
            continue;
        settled.append({seat, displaced});
        if (arrangementMatters(board, seat, displaced, catalog))
            board.arrangementsDue.append({seat, displaced});
    }
    return settled;
}

QString displacedText(const GameState &state, const ArrangementDue &due) {
    QStringList what;
    for (const DisplacedResource &d : due.displaced) {
        what << (d.movedTo ? Text::tr("slot %1: its %2 moved to slot %3")
                                 .arg(d.fromSlot + 1)
                                 .arg(resourceWord(d.type))
                                 .arg(*d.movedTo + 1)
                           : Text::tr("slot %1: its %2 was discarded, no open slot being empty")
                                 .arg(d.fromSlot + 1)
                                 .arg(resourceWord(d.type)));
    }
    return Text::tr("A city back on %1's board covers %2.")
        .arg(state.playerName(due.player), what.join(Text::tr("; ")));
}

bool gainsResource(const Board &board, int seat, ResourceType type, std::optional<int> into,
                   const Catalog &catalog) {
    return resourcesInSupply(board, type, catalog) > 0 &&
           gainPlacement(board, seat, into, catalog).slot.has_value();
}

bool taxGains(const Board &board, const Tax &tax, const Catalog &catalog) {
    const bool rival = tax.side != Side::Free && tax.cityOwner != tax.player;
    return gainsResource(board, tax.player, catalog.map.planet(tax.system)->type, tax.into,
                         catalog) ||
           (rival && inSupply(board, tax.cityOwner, catalog).agents > 0);
}

bool gainResource(Board &board, int seat, ResourceType type, const Catalog &catalog,
                  std::optional<int> into) {
    if (!gainsResource(board, seat, type, into, catalog))
        return false;
    const GainPlacement placed = gainPlacement(board, seat, into, catalog);
    QList<std::optional<ResourceType>> &held = board.areas[seat].resources;
    if (placed.displacedTo)
        held[*placed.displacedTo] = held[*placed.slot];
    held[*placed.slot] = type;
    return true;
}

void returnTrophiesAndCaptives(Board &board, bool trophies, bool captives, const Catalog &catalog) {
    for (PlayerArea &area : board.areas) {
        if (trophies) {
            area.trophies.fill(PieceCounts{});
            area.campaignTrophies = {};
        }
        if (captives)
            area.captives.fill(0);
    }
    settleResources(board, catalog); // returned cities cover slots again
}

} // namespace arcs
