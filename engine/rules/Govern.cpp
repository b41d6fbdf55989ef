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

// Govern with Authority's first card: the rules booklet names it (components-campaign §4a).
constexpr QLatin1StringView authorityCard("F1-24");

// Whether the Empire controls a system holding the Outlaw's city or Flagship.
bool empireHolds(const Board &board, int seat) {
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        const bool theirs =
            board.at(system).players.value(seat).cities.total() > 0 ||
            (board.areas[seat].flagship && board.areas[seat].flagship->system == system);
        if (theirs && empireControls(board, system))
            return true;
    }
    return false;
}

} // namespace

bool governsWithAuthority(const GameState &state, const Catalog &catalog) {
    if (!state.setup.governInParts || !state.board.rulesBooklet)
        return false;
    return std::ranges::any_of(catalog.edicts, [&](const Edict &edict) {
        return edict.cards.contains(authorityCard) &&
               state.board.rulesBooklet->contains(edict.name);
    });
}

QList<int> regents(const GameState &state) {
    QList<int> out;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        if (isRegent(state.board, seat))
            out.append(seat);
    }
    return out;
}

QList<int> demandedFrom(const GameState &state, const Catalog &catalog) {
    const bool authority = governsWithAuthority(state, catalog);
    QList<int> out;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        if (seat == state.campaign->firstRegent)
            continue;
        if (isRegent(state.board, seat) || (authority && empireHolds(state.board, seat)))
            out.append(seat);
    }
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
    if (!isRegent(state.board, regent)) // an Outlaw already
        return {nothing};
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

QList<SystemId> requisitionOptions(const GameState &state, int actor) {
    QList<SystemId> controlled, starports;
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        if (state.board.outOfPlay.contains(system.cluster))
            continue;
        if (empireControls(state.board, system))
            controlled.append(system);
        if (state.board.at(system).players.value(actor).starports.total() > 0)
            starports.append(system);
    }
    return controlled.isEmpty() ? starports : controlled;
}

int requisitionedShips(const GameState &state, const Catalog &catalog) {
    return std::min(governsWithAuthority(state, catalog) ? 4 : 2,
                    imperialShipsInSupply(state.board, catalog));
}

int weaponsToGive(const GameState &state, const Catalog &catalog) {
    return resourcesInSupply(state.board, ResourceType::Weapon, catalog) +
           int(state.board.imperialTrust.count(ResourceType::Weapon));
}

int regentsArmed(const GameState &state, const Catalog &catalog) {
    return int(std::min<qsizetype>(weaponsToGive(state, catalog), regents(state).size()));
}

int roomNeeded(const GameState &state, int regent, const Catalog &catalog) {
    const int gains = governsWithAuthority(state, catalog) ? 2 : 1; // a Weapon (and a resource)
    return std::max(0, gains - emptyOpenSlots(state.board, regent, catalog));
}

std::optional<int> quorumRegent(const GameState &state, Piece building) {
    QList<int> counts(state.playerCount(), 0);
    for (const SystemState &system : state.board.systems) {
        for (int seat = 0; seat < state.playerCount(); ++seat)
            counts[seat] += system.players.value(seat).of(building).total();
    }
    std::optional<int> best;
    bool tied = false;
    for (int seat : regents(state)) {
        if (!best || counts[seat] > counts[*best]) {
            best = seat;
            tied = false;
        } else if (counts[seat] == counts[*best]) {
            tied = true;
        }
    }
    if (tied || !best || counts[*best] == 0)
        return std::nullopt;
    return best;
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

namespace {

QString demandProblem(const GameState &state, const ImperialDemand &demand,
                      const Catalog &catalog) {
    const int first = *state.campaign->firstRegent;
    const QList<int> demanded = demandedFrom(state, catalog);
    const QString whom =
        Text::tr("Say what the Demand takes from each of %1.").arg(playerList(state, demanded));
    if (demand.tribute.size() != demanded.size())
        return whom;
    for (qsizetype i = 0; i < demanded.size(); ++i) {
        const Tribute &tribute = demand.tribute[i];
        if (tribute.regent != demanded[i])
            return whom;
        if (!tributeOptions(state, tribute.regent, catalog).contains(tribute))
            return Text::tr("The Demand cannot take %1.").arg(tributeText(state, tribute));
    }
    const QList<ResourceType> own = ownDemandOptions(state);
    const bool ownRight = own.isEmpty() ? !demand.own : demand.own && own.contains(*demand.own);
    if (!ownRight)
        return own.isEmpty()
                   ? Text::tr("%1 has no resource of the Demand to add to the Trust.")
                         .arg(state.playerName(first))
                   : Text::tr(
                         "%1 adds 1 of their own resources of the Demand to the Trust: say which.")
                         .arg(state.playerName(first));
    return {};
}

void applyDemand(GameState &state, const ImperialDemand &demand) {
    Board &board = state.board;
    PlayerArea &firstArea = board.areas[*state.campaign->firstRegent];
    for (const Tribute &tribute : demand.tribute) {
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
    if (demand.own) {
        removeResource(firstArea, *demand.own);
        board.imperialTrust.append(*demand.own);
    }
}

bool isEmpty(const ImperialAction &action) {
    return action == ImperialAction{};
}

QString warProblem(const GameState &state, const ImperialAction &action, bool authority,
                   const Catalog &catalog) {
    const QList<int> all = regents(state);
    const int weapons = regentsArmed(state, catalog);
    QList<int> armed = action.armed;
    std::sort(armed.begin(), armed.end());
    const bool distinctRegents =
        std::adjacent_find(armed.begin(), armed.end()) == armed.end() &&
        std::all_of(armed.begin(), armed.end(), [&](int seat) { return all.contains(seat); });
    if (armed.size() != weapons || !distinctRegents)
        return weapons == all.size()
                   ? Text::tr("Each Regent gets a Weapon: %1.").arg(playerList(state, all))
               : weapons == 0 ? Text::tr("No Weapon is left: no Regent gets one.")
                              : Text::tr("Only %n Weapons are left: the First Regent chooses "
                                         "which Regents get one.",
                                         nullptr, weapons);
    if (!authority && !action.extra.isEmpty())
        return Text::tr("Only Govern with Authority gives a resource besides the Weapon.");
    if (authority && action.extra.size() != action.armed.size())
        return Text::tr("With Authority each Regent armed also takes 1 resource of their "
                        "choice: say which.");
    for (ResourceType type : action.extra) {
        const int weaponsFromSupply =
            type == ResourceType::Weapon
                ? std::min(int(action.armed.size()),
                           resourcesInSupply(state.board, ResourceType::Weapon, catalog))
                : 0;
        if (action.extra.count(type) + weaponsFromSupply >
            resourcesInSupply(state.board, type, catalog))
            return Text::tr("The supply has too few of %1 for every Regent who chose it.")
                .arg(resourceWord(type));
    }
    for (const RoomMade &room : action.room) {
        const QString who = state.playerName(room.regent);
        if (!action.armed.contains(room.regent))
            return Text::tr("%1 gets nothing from the Imperial Action: they make no room.")
                .arg(who);
        const auto &held = state.board.areas[room.regent].resources;
        if (room.slot < 0 || room.slot >= held.size() || !held[room.slot] ||
            !resourceSlotOpen(state.board, room.regent, room.slot, catalog))
            return Text::tr("%1 has no resource in slot %2 to discard.")
                .arg(who)
                .arg(room.slot + 1);
        const auto made = std::ranges::count_if(
            action.room, [&](const RoomMade &other) { return other.regent == room.regent; });
        const auto sameSlot = std::ranges::count(action.room, room);
        if (sameSlot > 1 || made > roomNeeded(state, room.regent, catalog))
            return Text::tr("%1 discards only to make room for what they gain.").arg(who);
    }
    return {};
}

QString actionProblem(const GameState &state, int actor, const ImperialAction &action,
                      const Catalog &catalog) {
    const ImperialPolicy policy = state.campaign->policy;
    const bool authority = governsWithAuthority(state, catalog);
    const QList<SystemId> places = requisitionOptions(state, actor);
    const bool escalation = policy == ImperialPolicy::Escalation;
    if (!escalation && action.requisition)
        return Text::tr("Only Escalation requisitions Imperial ships.");
    const bool placed = action.requisition && places.contains(*action.requisition);
    if (escalation && (places.isEmpty() ? action.requisition.has_value() : !placed))
        return Text::tr("The %n Imperial ships go to an Empire-controlled system (none: a Loyal "
                        "starport of %1).",
                        nullptr, authority ? 4 : 2)
            .arg(state.playerName(actor));
    if (policy == ImperialPolicy::War)
        return warProblem(state, action, authority, catalog);
    const bool armsOnly = action.armed.isEmpty() && action.extra.isEmpty() && action.room.isEmpty();
    return armsOnly ? QString() : Text::tr("Only War distributes arms.");
}

// Where a gained resource goes: the leftmost empty open slot; none left: it stays where it was.
bool place(GameState &state, int seat, ResourceType type, const Catalog &catalog) {
    const std::optional<int> slot = emptyOpenSlot(state.board, seat, catalog);
    if (slot)
        state.board.areas[seat].resources[*slot] = type;
    return slot.has_value();
}

void applyAction(GameState &state, const ImperialAction &action, const Catalog &catalog) {
    Board &board = state.board;
    const bool authority = governsWithAuthority(state, catalog);
    switch (state.campaign->policy) {
    case ImperialPolicy::Peace: { // Celebrate Regency
        const int times = authority ? 2 : 1;
        for (int seat : regents(state))
            state.players[seat].power += times * cityBonusPower(board, seat, catalog);
        break;
    }
    case ImperialPolicy::Escalation: // Requisition Ships
        if (action.requisition)
            board.at(*action.requisition).imperialShips.fresh += requisitionedShips(state, catalog);
        break;
    case ImperialPolicy::War: // Distribute Arms: the supply's first, then the Trust's
        for (qsizetype i = 0; i < action.armed.size(); ++i) {
            const int seat = action.armed[i];
            for (const RoomMade &room : action.room) {
                if (room.regent == seat)
                    board.areas[seat].resources[room.slot].reset();
            }
            const bool fromTrust = resourcesInSupply(board, ResourceType::Weapon, catalog) == 0;
            if (place(state, seat, ResourceType::Weapon, catalog) && fromTrust)
                board.imperialTrust.removeOne(ResourceType::Weapon);
            if (i < action.extra.size())
                place(state, seat, action.extra[i], catalog);
        }
        break;
    }
}

QString actionText(const GameState &before, const ImperialAction &action, bool authority,
                   const Catalog &catalog) {
    switch (before.campaign->policy) {
    case ImperialPolicy::Peace: {
        // Each Regent's gain said: "gains their city Power" alone left a table wondering why
        // nobody's Power moved (no city built yet; a cold play-test).
        QStringList gains;
        for (int seat : regents(before))
            gains << Text::tr("%1 +%2")
                         .arg(before.playerName(seat))
                         .arg((authority ? 2 : 1) * cityBonusPower(before.board, seat, catalog));
        const QString each = gains.join(QStringLiteral(", "));
        return authority ? Text::tr("each Regent gains twice their city Power (%1)").arg(each)
                         : Text::tr("each Regent gains their city Power (%1)").arg(each);
    }
    case ImperialPolicy::Escalation:
        return action.requisition ? Text::tr("%n Imperial ships to %1", nullptr, authority ? 4 : 2)
                                        .arg(systemWord(*action.requisition))
                                  : Text::tr("no Imperial ships placed");
    case ImperialPolicy::War: {
        QStringList gifts;
        for (qsizetype i = 0; i < action.armed.size(); ++i) {
            const QString who = before.playerName(action.armed[i]);
            gifts << (i < action.extra.size() ? Text::tr("a Weapon and a %1 to %2")
                                                    .arg(resourceWord(action.extra[i]), who)
                                              : who);
        }
        QStringList room;
        for (const RoomMade &made : action.room) {
            const auto &held = before.board.areas[made.regent].resources.value(made.slot);
            room << Text::tr("%1 discards a %2 to make room")
                        .arg(before.playerName(made.regent),
                             held ? resourceWord(*held) : QString());
        }
        QString text = action.extra.isEmpty()
                           ? Text::tr("Weapons to %1").arg(playerList(before, action.armed))
                           : listOf(gifts);
        if (!room.isEmpty())
            text += Text::tr(" (%1)").arg(listOf(room));
        return text;
    }
    }
    return {};
}

QString demandText(const GameState &before, const ImperialDemand &demand) {
    QStringList taken;
    for (const Tribute &tribute : demand.tribute)
        taken << tributeText(before, tribute);
    if (demand.own)
        taken << Text::tr("their own %1").arg(resourceWord(*demand.own));
    return taken.isEmpty() ? Text::tr("no Demand") : listOf(taken);
}

} // namespace

GameState tableForAction(const GameState &state, const ImperialDemand &demand) {
    GameState next = state;
    if (state.setup.governInParts && state.campaign->firstRegent)
        applyDemand(next, demand);
    return next;
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
        if (govern.demand != ImperialDemand{} || !isEmpty(govern.action))
            return Text::tr("Changing the policy collects no Demand and takes no Imperial Action.");
        return {};
    }
    if (QString problem = demandProblem(state, govern.demand, catalog); !problem.isEmpty())
        return problem;
    return actionProblem(tableForAction(state, govern.demand), *first, govern.action, catalog);
}

void applyGovern(GameState &state, const GovernImperialReach &govern, const Catalog &catalog) {
    if (govern.changeTo) {
        state.campaign->policy = *govern.changeTo;
        return;
    }
    applyDemand(state, govern.demand);
    applyAction(state, govern.action, catalog);
}

QString governTitle(const GameState &before, const GovernImperialReach &govern,
                    const Catalog &catalog) {
    const QString first = before.playerName(before.campaign->firstRegent.value_or(0));
    if (govern.changeTo)
        return Text::tr("%1 changes the Imperial policy to %2")
            .arg(first, policyWord(*govern.changeTo));
    const bool authority = governsWithAuthority(before, catalog);
    return Text::tr("%1 enforces %2: %3; %4")
        .arg(first, policyWord(before.campaign->policy), demandText(before, govern.demand),
             actionText(before, govern.action, authority, catalog));
}

QString quorumProblem(const GameState &state, const ImperialQuorum &quorum,
                      const Catalog &catalog) {
    if (state.campaign->firstRegent) {
        if (QString problem = demandProblem(state, quorum.demand, catalog); !problem.isEmpty())
            return problem;
    } else if (quorum.demand != ImperialDemand{}) {
        return Text::tr("Nobody holds the First Regent tile: nobody collects the Demand.");
    }
    const std::optional<int> actor = quorumRegent(state, Piece::Starport);
    if (quorum.actionTaken && !actor)
        return Text::tr("No Regent has more starports than every other Regent: nobody takes the "
                        "Imperial Action.");
    if (!quorum.actionTaken && !isEmpty(quorum.action))
        return Text::tr("The Imperial Action was not taken: it places and gives nothing.");
    if (quorum.actionTaken) {
        if (QString problem =
                actionProblem(tableForAction(state, quorum.demand), *actor, quorum.action, catalog);
            !problem.isEmpty())
            return problem;
    }
    if (!quorum.changeTo)
        return {};
    if (!quorumRegent(state, Piece::City))
        return Text::tr("No Regent has more cities than every other Regent: nobody changes the "
                        "policy.");
    if (*quorum.changeTo == state.campaign->policy)
        return Text::tr("%1 is already the policy: keep it, or change to another.")
            .arg(policyWord(state.campaign->policy));
    return {};
}

void applyQuorum(GameState &state, const ImperialQuorum &quorum, const Catalog &catalog) {
    if (state.campaign->firstRegent)
        applyDemand(state, quorum.demand);
    if (quorum.actionTaken)
        applyAction(state, quorum.action, catalog);
    if (quorum.changeTo)
        state.campaign->policy = *quorum.changeTo;
}

QString quorumTitle(const GameState &before, const ImperialQuorum &quorum, const Catalog &catalog) {
    QStringList parts;
    if (before.campaign->firstRegent)
        parts << Text::tr("%1 collects %2")
                     .arg(before.playerName(*before.campaign->firstRegent),
                          demandText(before, quorum.demand));
    const std::optional<int> actor = quorumRegent(before, Piece::Starport);
    if (actor)
        parts << (quorum.actionTaken
                      ? Text::tr("%1 takes the Imperial Action: %2")
                            .arg(before.playerName(*actor),
                                 actionText(before, quorum.action,
                                            governsWithAuthority(before, catalog), catalog))
                      : Text::tr("%1 takes no Imperial Action").arg(before.playerName(*actor)));
    if (const std::optional<int> changer = quorumRegent(before, Piece::City))
        parts << (quorum.changeTo
                      ? Text::tr("%1 changes the policy to %2")
                            .arg(before.playerName(*changer), policyWord(*quorum.changeTo))
                      : Text::tr("%1 keeps %2")
                            .arg(before.playerName(*changer), policyWord(before.campaign->policy)));
    return Text::tr("Imperial Quorum: %1").arg(parts.join(Text::tr("; ")));
}

} // namespace arcs
