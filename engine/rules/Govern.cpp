// SPDX-License-Identifier: GPL-3.0-or-later
#include "Govern.h"

#include "BoardFacts.h"
#include "EntryWords.h"
#include "data/Catalog.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Govern)
};

// The resources a policy's Demand takes (War takes Trophies and Captives instead).
QList<ResourceType> demandedResources(ImperialPolicy policy) {
    switch (policy) {
    case ImperialPolicy::Peace:
        return {ResourceType::Relic, ResourceType::Psionic};
    case ImperialPolicy::Escalation:
        return {ResourceType::Material, ResourceType::Fuel, ResourceType::Weapon};
    case ImperialPolicy::War:
        return {};
    }
    return {};
}

// The Demand's resources a player holds; `frozenToo`: the Demand may take frozen ones (rulebook
// "Frozen"), though the First Regent cannot give their own.
QList<Tribute> resourcesOf(const GameState &state, int seat, bool frozenToo) {
    QList<Tribute> out;
    const PlayerArea &area = state.board.areas[seat];
    const auto frozen = [&](ResourceType type) {
        return std::ranges::any_of(
            area.frozen, [type](const QList<ResourceType> &on) { return on.contains(type); });
    };
    for (ResourceType type : demandedResources(state.campaign->policy)) {
        if (area.resources.contains(type) || (frozenToo && frozen(type)))
            out.append({seat, TributeKind::Resource, type, 0, Piece::Agent});
    }
    return out;
}

int imperialShipsInSupply(const Board &board, const Catalog &catalog) {
    int onMap = 0;
    for (const SystemState &system : board.systems)
        onMap += system.imperialShips.total();
    return catalog.campaign.imperialShips - onMap;
}

// From the rightmost slot holding one, else from a card freezing one.
void removeResource(PlayerArea &area, ResourceType type) {
    for (qsizetype slot = area.resources.size() - 1; slot >= 0; --slot) {
        if (area.resources[slot] == type) {
            area.resources[slot].reset();
            return;
        }
    }
    for (auto it = area.frozen.begin(); it != area.frozen.end(); ++it) {
        if (it->removeOne(type)) {
            if (it->isEmpty())
                area.frozen.erase(it);
            return;
        }
    }
}

Tribute withSide(Tribute tribute, Side side, Piece piece) {
    tribute.side = side;
    tribute.piece = piece;
    return tribute;
}

// The count of the campaign Trophy a tribute names (a Free building or a Blight).
int &campaignTrophy(PlayerArea &area, const Tribute &tribute) {
    CampaignTrophies &trophies = area.campaignTrophies;
    if (tribute.side == Side::Blight)
        return trophies.blight;
    return tribute.piece == Piece::Starport ? trophies.freeStarports : trophies.freeCities;
}

QString namesOf(const GameState &state, const QList<int> &seats) {
    QStringList names;
    for (int seat : seats)
        names << state.playerName(seat);
    return listOf(names);
}

} // namespace

QList<int> regents(const GameState &state) {
    QList<int> out;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        if (isRegent(state.board, seat))
            out.append(seat);
    }
    return out;
}

QList<int> demandedRegents(const GameState &state) {
    QList<int> out = regents(state);
    if (state.campaign->firstRegent)
        out.removeOne(*state.campaign->firstRegent);
    return out;
}

QList<Tribute> tributeOptions(const GameState &state, int regent, const Catalog &catalog) {
    QList<Tribute> out = resourcesOf(state, regent, true);
    if (state.campaign->policy == ImperialPolicy::War) {
        const PlayerArea &area = state.board.areas[regent];
        for (int owner = 0; owner < state.playerCount(); ++owner) {
            if (isRegent(state.board, owner)) // not a Regent's pieces
                continue;
            for (Piece piece : {Piece::Ship, Piece::City, Piece::Starport, Piece::Agent}) {
                if (area.trophies.value(owner).of(piece) > 0)
                    out.append({regent, TributeKind::Trophy, ResourceType::Material, owner, piece});
            }
            if (area.captives.value(owner) > 0)
                out.append(
                    {regent, TributeKind::Captive, ResourceType::Material, owner, Piece::Agent});
        }
        // Free buildings and Blight are Trophies too; Imperial ships are not taken.
        const CampaignTrophies &campaign = area.campaignTrophies;
        const Tribute trophy{regent, TributeKind::Trophy, ResourceType::Material, 0, Piece::City};
        if (campaign.freeCities > 0)
            out.append(withSide(trophy, Side::Free, Piece::City));
        if (campaign.freeStarports > 0)
            out.append(withSide(trophy, Side::Free, Piece::Starport));
        if (campaign.blight > 0)
            out.append(withSide(trophy, Side::Blight, Piece::Agent));
    }
    if (!out.isEmpty())
        return out;
    const Tribute none{regent, TributeKind::Favor, ResourceType::Material, 0, Piece::Agent};
    if (inSupply(state.board, regent, catalog).agents > 0)
        return {none};
    Tribute outlaw = none, nothing = none;
    outlaw.kind = TributeKind::Outlaw;
    nothing.kind = TributeKind::Nothing;
    return {outlaw, nothing};
}

QList<ResourceType> ownDemandOptions(const GameState &state) {
    QList<ResourceType> out;
    if (!state.campaign->firstRegent)
        return out;
    for (const Tribute &tribute : resourcesOf(state, *state.campaign->firstRegent, false))
        out.append(tribute.resource);
    return out;
}

QList<SystemId> requisitionOptions(const GameState &state) {
    QList<SystemId> controlled, starports;
    const std::optional<int> first = state.campaign->firstRegent;
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        if (state.board.outOfPlay.contains(system.cluster))
            continue;
        if (empireControls(state.board, system))
            controlled.append(system);
        if (first && state.board.at(system).players.value(*first).starports.total() > 0)
            starports.append(system);
    }
    return controlled.isEmpty() ? starports : controlled;
}

int weaponsToGive(const GameState &state, const Catalog &catalog) {
    return resourcesInSupply(state.board, ResourceType::Weapon, catalog) +
           int(state.board.imperialTrust.count(ResourceType::Weapon));
}

QString tributeText(const GameState &state, const Tribute &tribute) {
    const QString from = state.playerName(tribute.regent);
    switch (tribute.kind) {
    case TributeKind::Resource:
        return Text::tr("a %1 from %2").arg(resourceWord(tribute.resource), from);
    case TributeKind::Trophy:
        if (tribute.side == Side::Blight)
            return Text::tr("a Blight (a Trophy) from %1").arg(from);
        if (tribute.side != Side::Player)
            return tribute.piece == Piece::Starport
                       ? Text::tr("a Free starport (a Trophy) from %1").arg(from)
                       : Text::tr("a Free city (a Trophy) from %1").arg(from);
        return Text::tr("%1's %2 (a Trophy) from %3")
            .arg(state.playerName(tribute.owner), pieceWord(tribute.piece), from);
    case TributeKind::Captive:
        return Text::tr("%1's agent (a Captive) from %2")
            .arg(state.playerName(tribute.owner), from);
    case TributeKind::Favor:
        return Text::tr("a Favor from %1 (nothing of the Demand)").arg(from);
    case TributeKind::Outlaw:
        return Text::tr("%1 made an Outlaw (no Demand, no agent)").arg(from);
    case TributeKind::Nothing:
        return Text::tr("nothing from %1 (no Demand, no agent)").arg(from);
    }
    return {};
}

QString governProblem(const GameState &state, const GovernImperialReach &govern,
                      const Catalog &catalog) {
    const std::optional<int> first = state.campaign->firstRegent;
    if (!first)
        return Text::tr("Nobody holds the First Regent tile: nobody governs the Imperial Reach.");
    const ImperialPolicy policy = state.campaign->policy;
    if (govern.changeTo) {
        if (*govern.changeTo == policy)
            return Text::tr("%1 is already the policy: enforce it, or change to another.")
                .arg(policyWord(policy));
        if (!govern.tribute.isEmpty() || govern.own || govern.requisition ||
            !govern.armed.isEmpty())
            return Text::tr("Changing the policy collects no Demand and takes no Imperial Action.");
        return {};
    }
    const QList<int> demanded = demandedRegents(state);
    if (govern.tribute.size() != demanded.size())
        return Text::tr("Say what the Demand takes from each Rival Regent: %1.")
            .arg(namesOf(state, demanded));
    for (qsizetype i = 0; i < demanded.size(); ++i) {
        const Tribute &tribute = govern.tribute[i];
        if (tribute.regent != demanded[i])
            return Text::tr("Say what the Demand takes from each Rival Regent: %1.")
                .arg(namesOf(state, demanded));
        if (!tributeOptions(state, tribute.regent, catalog).contains(tribute))
            return Text::tr("The Demand cannot take %1.").arg(tributeText(state, tribute));
    }
    const QList<ResourceType> own = ownDemandOptions(state);
    const bool ownRight = own.isEmpty() ? !govern.own : govern.own && own.contains(*govern.own);
    if (!ownRight)
        return own.isEmpty()
                   ? Text::tr("%1 has no resource of the Demand to add to the Trust.")
                         .arg(state.playerName(*first))
                   : Text::tr(
                         "%1 adds 1 of their own resources of the Demand to the Trust: say which.")
                         .arg(state.playerName(*first));
    const QList<SystemId> places = requisitionOptions(state);
    const bool escalation = policy == ImperialPolicy::Escalation;
    if (!escalation && govern.requisition)
        return Text::tr("Only Escalation requisitions Imperial ships.");
    const bool placed = govern.requisition && places.contains(*govern.requisition);
    if (escalation && (places.isEmpty() ? govern.requisition.has_value() : !placed))
        return Text::tr(
            "The 2 Imperial ships go to an Empire-controlled system (none: a Loyal starport "
            "of the First Regent).");
    const QList<int> all = regents(state);
    if (policy != ImperialPolicy::War)
        return govern.armed.isEmpty() ? QString() : Text::tr("Only War distributes arms.");
    const int weapons = int(std::min<qsizetype>(weaponsToGive(state, catalog), all.size()));
    QList<int> armed = govern.armed;
    std::sort(armed.begin(), armed.end());
    const bool distinctRegents =
        std::adjacent_find(armed.begin(), armed.end()) == armed.end() &&
        std::all_of(armed.begin(), armed.end(), [&](int seat) { return all.contains(seat); });
    if (armed.size() != weapons || !distinctRegents)
        return weapons == all.size()
                   ? Text::tr("Each Regent gets a Weapon: %1.").arg(namesOf(state, all))
               : weapons == 0 ? Text::tr("No Weapon is left: no Regent gets one.")
                              : Text::tr("Only %n Weapons are left: the First Regent chooses "
                                         "which Regents get one.",
                                         nullptr, weapons);
    return {};
}

void applyGovern(GameState &state, const GovernImperialReach &govern, const Catalog &catalog) {
    if (govern.changeTo) {
        state.campaign->policy = *govern.changeTo;
        return;
    }
    Board &board = state.board;
    const int first = *state.campaign->firstRegent;
    PlayerArea &firstArea = board.areas[first];
    for (const Tribute &tribute : govern.tribute) {
        PlayerArea &area = board.areas[tribute.regent];
        switch (tribute.kind) {
        case TributeKind::Resource:
            removeResource(area, tribute.resource);
            board.imperialTrust.append(tribute.resource);
            break;
        case TributeKind::Trophy:
            if (tribute.side == Side::Player) {
                area.trophies[tribute.owner].of(tribute.piece) -= 1;
                firstArea.trophies[tribute.owner].of(tribute.piece) += 1;
            } else {
                campaignTrophy(area, tribute) -= 1;
                campaignTrophy(firstArea, tribute) += 1;
            }
            break;
        case TributeKind::Captive:
            area.captives[tribute.owner] -= 1;
            firstArea.captives[tribute.owner] += 1;
            break;
        case TributeKind::Favor:
            firstArea.favors[tribute.regent] += 1;
            break;
        case TributeKind::Outlaw:
            area.title = ImperialTitle::Outlaw;
            break;
        case TributeKind::Nothing:
            break;
        }
    }
    if (govern.own) {
        removeResource(firstArea, *govern.own);
        board.imperialTrust.append(*govern.own);
    }
    switch (state.campaign->policy) {
    case ImperialPolicy::Peace: // Celebrate Regency
        for (int seat : regents(state))
            state.players[seat].power += cityBonusPower(board, seat, catalog);
        break;
    case ImperialPolicy::Escalation: // Requisition Ships
        if (govern.requisition)
            board.at(*govern.requisition).imperialShips.fresh +=
                std::min(2, imperialShipsInSupply(board, catalog));
        break;
    case ImperialPolicy::War: // Distribute Arms: the supply's first, then the Trust's
        for (int seat : govern.armed) {
            const std::optional<int> slot = emptyOpenSlot(board, seat, catalog);
            if (!slot)
                continue; // nowhere to keep it: it stays where it was
            if (resourcesInSupply(board, ResourceType::Weapon, catalog) == 0)
                board.imperialTrust.removeOne(ResourceType::Weapon);
            board.areas[seat].resources[*slot] = ResourceType::Weapon;
        }
        break;
    }
}

QString governTitle(const GameState &before, const GovernImperialReach &govern) {
    const QString first = before.playerName(before.campaign->firstRegent.value_or(0));
    if (govern.changeTo)
        return Text::tr("%1 changes the Imperial policy to %2")
            .arg(first, policyWord(*govern.changeTo));
    QStringList taken;
    for (const Tribute &tribute : govern.tribute)
        taken << tributeText(before, tribute);
    if (govern.own)
        taken << Text::tr("their own %1").arg(resourceWord(*govern.own));
    const QString demand = taken.isEmpty() ? Text::tr("no Demand") : listOf(taken);
    switch (before.campaign->policy) {
    case ImperialPolicy::Peace:
        return Text::tr("%1 enforces Peace: %2; each Regent gains their city Power")
            .arg(first, demand);
    case ImperialPolicy::Escalation:
        return govern.requisition ? Text::tr("%1 enforces Escalation: %2; 2 Imperial ships to %3")
                                        .arg(first, demand, govern.requisition->name())
                                  : Text::tr("%1 enforces Escalation: %2").arg(first, demand);
    case ImperialPolicy::War:
        return Text::tr("%1 enforces War: %2; Weapons to %3")
            .arg(first, demand, namesOf(before, govern.armed));
    }
    return {};
}

} // namespace arcs
