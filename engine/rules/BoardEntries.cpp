// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardEntries.h"
#include "BoardEntryRules.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/Correction.h"
#include "rules/CourtCards.h"
#include "rules/EntryWords.h"
#include "rules/FlagshipEntries.h"
#include "rules/Flagships.h"
#include "rules/Overloaded.h"

#include <QMap>

// The board entries of pieces (tax, build, move, repair, a piece destroyed, a Fate token placed)
// and the dispatch of every board entry to its family's rules.

namespace arcs::boardrules {

namespace {

// Free buildings and Imperial ships are a campaign's.
QString campaignSideProblem(const Check &check, Side side) {
    if (side != Side::Player && !check.s.campaign)
        return Text::tr("Only a campaign has Free buildings and Imperial ships.");
    return {};
}

// `rule`: what control is needed for, where you have the most fresh ships.
QString notControlledProblem(const Check &check, int player, SystemId system, const QString &rule) {
    if (controls(check.s.board, player, system))
        return {};
    if (empireControls(check.s.board, system))
        return Text::tr("The Empire controls %1: only a Regent with Loyal pieces there controls it "
                        "(the Presence Law).")
            .arg(systemWord(system));
    return Text::tr("%1 does not control %2: %3.")
        .arg(check.s.playerName(player), systemWord(system), rule);
}

QString taxProblem(const Check &check, const Tax &tax) {
    const Board &board = check.s.board;
    const bool free = tax.side == Side::Free;
    if (QString p = firstOf({check.seat(tax.player), free ? QString() : check.seat(tax.cityOwner),
                             check.system(tax.system), campaignSideProblem(check, tax.side)});
        !p.isEmpty())
        return p;
    if (tax.side != Side::Player && !free)
        return Text::tr("Only cities are taxed: a player's or a Free city.");
    const SystemState &here = board.at(tax.system);
    const int cities = free ? here.freeCities.total() : here.players[tax.cityOwner].cities.total();
    if (cities == 0)
        return free ? Text::tr("There is no Free city in %1.").arg(systemWord(tax.system))
                    : Text::tr("%1 has no city in %2.")
                          .arg(check.s.playerName(tax.cityOwner), systemWord(tax.system));
    if (free || tax.cityOwner != tax.player) {
        const QString rule =
            free ? Text::tr("a Free city can only be taxed where you have the most fresh ships")
                 : Text::tr("a Rival city can only be taxed where you have the most fresh ships");
        if (QString p = firstOf(
                {notControlledProblem(check, tax.player, tax.system, rule),
                 free ? QString() : truceProblem(check, tax.player, tax.cityOwner, tax.system)});
            !p.isEmpty())
            return p;
    }
    const int owner = free ? Board::freeStates : tax.cityOwner;
    if (board.taxedThisTurn.count({tax.system, owner}) >= cities)
        return Text::tr("That city in %1 was already taxed this turn: each city once per turn.")
            .arg(systemWord(tax.system));
    return intoProblem(check, tax.player, tax.into);
}

QString buildShipProblem(const Check &check, const Build &build) {
    const Board &board = check.s.board;
    const SystemState &here = board.at(build.system);
    const QString who = check.s.playerName(build.player);
    if (build.side == Side::Free) {
        if (here.freeStarports.total() == 0)
            return Text::tr("There is no Free starport in %1.").arg(systemWord(build.system));
        if (QString p = notControlledProblem(
                check, build.player, build.system,
                Text::tr("a Free starport builds ships only where you have the most fresh ships"));
            !p.isEmpty())
            return p;
    } else if (here.players[build.player].starports.total() == 0 &&
               !flagshipIn(board, build.player, build.system)) {
        return (board.areas[build.player].flagship
                    ? Text::tr(
                          "Ships are built at a Loyal starport or the Flagship: %1 has neither in "
                          "%2.")
                    : Text::tr("Ships are built at a Loyal starport: %1 has none in %2."))
            .arg(who, systemWord(build.system));
    }
    const bool free = build.side == Side::Free;
    const std::optional<Flagship> &flagship = board.areas[build.player].flagship;
    // The Flagship's own limit stands beside the starports' (its board's starports build none).
    const int atFlagship = !free && flagshipIn(board, build.player, build.system)
                               ? shipsAtFlagshipPerTurn(*flagship)
                               : 0;
    const int starports =
        free ? here.freeStarports.total() : here.players[build.player].starports.total();
    const int owner = free ? Board::freeStates : build.player;
    if (board.shipsBuiltThisTurn.count({build.system, owner}) >= starports + atFlagship) {
        if (atFlagship == 1)
            return Text::tr("%1 already built a ship at their Flagship this turn: 1 ship a turn (2 "
                            "with the Ship Crane).")
                .arg(who);
        if (atFlagship > 1)
            return Text::tr(
                       "%1 already built %2 ships at their Flagship this turn: 2 ships a turn with "
                       "the Ship Crane.")
                .arg(who)
                .arg(atFlagship);
        return Text::tr("The starport in %1 already built a ship this turn: one ship per starport "
                        "per turn.")
            .arg(systemWord(build.system));
    }
    return {};
}

QString buildProblem(const Check &check, const Build &build) {
    const Board &board = check.s.board;
    if (QString p = firstOf({check.seat(build.player), check.system(build.system),
                             campaignSideProblem(check, build.side)});
        !p.isEmpty())
        return p;
    if (build.piece == Piece::Agent)
        return Text::tr("Agents are not built: influence the Court to place one.");
    if (build.side == Side::Empire || build.side == Side::Blight ||
        (build.side == Side::Free && build.piece != Piece::Ship))
        return Text::tr(
            "A player builds their own pieces: a ship at a Free starport they control, or "
            "their own ship, city or starport.");
    if (build.onFlagship)
        return flagshipBuildProblem(check.s, build, check.c);
    const QString who = check.s.playerName(build.player);
    if (inSupply(board, build.player, check.c).of(build.piece) <= 0)
        return Text::tr("%1 has no %2 left in supply.").arg(who, pieceWord(build.piece));
    if (build.piece == Piece::Ship)
        return buildShipProblem(check, build);
    if (board.areas[build.player].flagship)
        return Text::tr("%1 has a Flagship: their cities and starports are built on its board, as "
                        "Upgrades and Armor.")
            .arg(who);
    const Planet *planet = check.c.map.planet(build.system);
    if (!planet)
        return Text::tr("Gates have no building slots: build on a planet.");
    if (board.at(build.system).buildings() >= planet->buildingSlots)
        return Text::tr("Every building slot in %1 is taken.").arg(systemWord(build.system));
    if (!hasLoyalPieces(board, build.player, build.system))
        return Text::tr("%1 has no piece in %2: build where you have a ship or building.")
            .arg(who, systemWord(build.system));
    return {};
}

// Imperial ships move only with a Regent's Loyal ships, where the Regent Commands them.
QString imperialMoveProblem(const Check &check, const Move &move) {
    const Board &board = check.s.board;
    const int imperial = move.imperialFresh + move.imperialDamaged;
    if (imperial == 0)
        return {};
    if (QString p = campaignSideProblem(check, Side::Empire); !p.isEmpty())
        return p;
    if (move.imperialFresh < 0 || move.imperialDamaged < 0)
        return Text::tr("Say how many Imperial ships move: none or more.");
    if (!commandsImperialFleet(board, move.player, move.from))
        return Text::tr("The Presence Law: only a Regent with Loyal pieces in an Empire-controlled "
                        "system moves its Imperial ships; %1 does not Command them in %2.")
            .arg(check.s.playerName(move.player), systemWord(move.from));
    const FreshDamaged there = board.at(move.from).imperialShips;
    if (move.imperialFresh > there.fresh || move.imperialDamaged > there.damaged)
        return Text::tr("The Empire has %1 fresh and %2 damaged ships in %3.")
            .arg(there.fresh)
            .arg(there.damaged)
            .arg(systemWord(move.from));
    if (imperial > move.loyalShips())
        return Text::tr(
                   "The Movement Law: one Imperial ship moves for each Loyal ship moving with it; "
                   "%1 Imperial for %2 Loyal.")
            .arg(imperial)
            .arg(move.loyalShips());
    return {};
}

QString moveProblem(const Check &check, const Move &move) {
    const Board &board = check.s.board;
    if (QString p =
            firstOf({check.seat(move.player), check.system(move.from), check.system(move.to)});
        !p.isEmpty())
        return p;
    const FreshDamaged ships = board.at(move.from).players[move.player].ships;
    if (move.fresh < 0 || move.damaged < 0 || move.loyalShips() == 0)
        return Text::tr("Say how many ships move: at least one.");
    if (move.flagship && !flagshipIn(board, move.player, move.from))
        return Text::tr("%1's Flagship is not in %2.")
            .arg(check.s.playerName(move.player), systemWord(move.from));
    if (move.fresh > ships.fresh || move.damaged > ships.damaged)
        return Text::tr("%1 has %2 fresh and %3 damaged ships in %4.")
            .arg(check.s.playerName(move.player))
            .arg(ships.fresh)
            .arg(ships.damaged)
            .arg(systemWord(move.from));
    if (QString p = imperialMoveProblem(check, move); !p.isEmpty())
        return p;
    const bool withImperial = move.imperialFresh + move.imperialDamaged > 0;
    if (!moveDestinations(board, move.player, move.from, withImperial, check.s.setup.empireLaws,
                          check.c)
             .contains(move.to))
        return Text::tr("%1 cannot be reached from %2 in one move.")
            .arg(systemWord(move.to), systemWord(move.from));
    return {};
}

// The pieces a repair stands up or flips one of, or null when the side has no such piece.
template <class System>
auto repairedPieces(System &here, const Repair &repair) -> decltype(&here.imperialShips) {
    switch (repair.side) {
    case Side::Player:
        return repair.piece == Piece::Agent ? nullptr
                                            : &here.players[repair.player].of(repair.piece);
    case Side::Empire:
        return repair.piece == Piece::Ship ? &here.imperialShips : nullptr;
    case Side::Free:
        return repair.piece == Piece::City       ? &here.freeCities
               : repair.piece == Piece::Starport ? &here.freeStarports
                                                 : nullptr;
    case Side::Blight:
        return nullptr;
    }
    return nullptr;
}

QString repairProblem(const Check &check, const Repair &repair) {
    if (QString p = firstOf({check.seat(repair.player), check.system(repair.system),
                             campaignSideProblem(check, repair.side)});
        !p.isEmpty())
        return p;
    if (repair.onFlagship)
        return flagshipRepairProblem(check.s, repair, check.c);
    const FreshDamaged *pieces = repairedPieces(check.s.board.at(repair.system), repair);
    const QString where = systemWord(repair.system);
    if (!pieces || pieces->damaged == 0) {
        switch (repair.side) {
        case Side::Empire:
            return Text::tr("There is no damaged Imperial ship in %1.").arg(where);
        case Side::Free:
            return Text::tr("There is no damaged Free %1 in %2.")
                .arg(pieceWord(repair.piece), where);
        case Side::Player:
        case Side::Blight:
            break;
        }
        return Text::tr("%1 has no damaged %2 in %3.")
            .arg(check.s.playerName(repair.player), pieceWord(repair.piece), where);
    }
    if (repair.side == Side::Empire &&
        !commandsImperialFleet(check.s.board, repair.player, repair.system))
        return Text::tr("The Presence Law: only a Regent with Loyal pieces in an Empire-controlled "
                        "system repairs its Imperial ships; %1 does not Command them in %2.")
            .arg(check.s.playerName(repair.player), where);
    if (repair.side == Side::Free)
        return notControlledProblem(
            check, repair.player, repair.system,
            Text::tr("a Free building is repaired only where you have the most fresh ships"));
    return {};
}

QString destroyPieceProblem(const Check &check, const DestroyPiece &destroy) {
    if (QString p = firstOf(
            {check.seat(destroy.player), check.seat(destroy.owner), check.system(destroy.system)});
        !p.isEmpty())
        return p;
    if (destroy.piece == Piece::Agent)
        return Text::tr("Choose a ship, a city or a starport to destroy, not an agent.");
    const PiecesHere &here = check.s.board.at(destroy.system).players[destroy.owner];
    const FreshDamaged &pieces = destroy.piece == Piece::Ship   ? here.ships
                                 : destroy.piece == Piece::City ? here.cities
                                                                : here.starports;
    if (pieces.total() == 0)
        return Text::tr("%1 has no %2 in %3.")
            .arg(check.s.playerName(destroy.owner), pieceWord(destroy.piece),
                 systemWord(destroy.system));
    return truceProblem(check, destroy.player, destroy.owner, destroy.system);
}

// A Fate's token goes on a system in play, named, Loyal to a seat of the table if to anyone.
QString placeTokenProblem(const Check &check, const PlaceFateToken &place) {
    if (!check.s.campaign)
        return Text::tr("Only a campaign has Fate tokens.");
    if (QString p = check.system(place.system); !p.isEmpty())
        return p;
    if (place.token.name.trimmed().isEmpty() || place.token.name != place.token.name.trimmed())
        return Text::tr("A Fate token needs its name, without spaces around it.");
    if (place.token.loyalTo)
        return check.seat(*place.token.loyalTo);
    return {};
}

void applyTax(Board &board, const Tax &tax, const Catalog &catalog) {
    const bool free = tax.side == Side::Free;
    board.taxedThisTurn.append({tax.system, free ? Board::freeStates : tax.cityOwner});
    gainResource(board, tax.player, catalog.map.planet(tax.system)->type, catalog, tax.into);
    if (!free && tax.cityOwner != tax.player && inSupply(board, tax.cityOwner, catalog).agents > 0)
        board.areas[tax.player].captives[tax.cityOwner] += 1;
}

void applyBuild(GameState &state, const Build &build) {
    if (build.onFlagship)
        return applyFlagshipBuild(state, build);
    const bool damaged = builtDamaged(state, build.player, build.system);
    Board &board = state.board;
    FreshDamaged &pieces = board.at(build.system).players[build.player].of(build.piece);
    if (damaged)
        pieces.damaged += 1;
    else
        pieces.fresh += 1;
    if (build.piece == Piece::Ship)
        board.shipsBuiltThisTurn.append(
            {build.system, build.side == Side::Free ? Board::freeStates : build.player});
}

void applyMove(Board &board, const Move &move) {
    SystemState &from = board.at(move.from);
    SystemState &to = board.at(move.to);
    const auto shift = [](FreshDamaged &out, FreshDamaged &in, int fresh, int damaged) {
        out.fresh -= fresh;
        out.damaged -= damaged;
        in.fresh += fresh;
        in.damaged += damaged;
    };
    shift(from.players[move.player].ships, to.players[move.player].ships, move.fresh, move.damaged);
    shift(from.imperialShips, to.imperialShips, move.imperialFresh, move.imperialDamaged);
    if (move.flagship)
        board.areas[move.player].flagship->system = move.to;
}

void applyDestroyPiece(Board &board, const DestroyPiece &destroy, const Catalog &catalog) {
    PiecesHere &here = board.at(destroy.system).players[destroy.owner];
    FreshDamaged &pieces = destroy.piece == Piece::Ship   ? here.ships
                           : destroy.piece == Piece::City ? here.cities
                                                          : here.starports;
    if (pieces.damaged > 0) // a damaged piece goes first, as in battle
        pieces.damaged -= 1;
    else
        pieces.fresh -= 1;
    if (destroy.piece == Piece::City) {
        cityDestroyed(board, destroy.player, destroy.owner, destroy.system, catalog);
    } else if (destroy.owner != destroy.player) {
        PieceCounts &trophies = board.areas[destroy.player].trophies[destroy.owner];
        (destroy.piece == Piece::Ship ? trophies.ships : trophies.starports) += 1;
    }
}

} // namespace

QString Check::seat(int seat) const {
    if (seat < 0 || seat >= s.playerCount())
        return Text::tr("Choose a player at this table.");
    return {};
}

QString Check::system(SystemId system) const {
    if (s.board.outOfPlay.contains(system.cluster))
        return Text::tr("%1 is out of play: cluster %2 is covered in this game.")
            .arg(systemWord(system))
            .arg(system.cluster);
    return {};
}

QString Check::courtCard(const QString &card) const {
    const Court &court = s.board.court;
    if (const int below = attachedPlace(court, card); below >= 0)
        return Text::tr("%1 is attached above %2: agents go on %2, and it goes with it.")
            .arg(court.cardName(card, c), court.cardName(court.row[below].card, c));
    if (courtPlace(court, card) < 0)
        return Text::tr("%1 is not in the Court row.").arg(court.cardName(card, c));
    return {};
}

} // namespace arcs::boardrules

namespace arcs {

using namespace boardrules;

bool builtDamaged(const GameState &state, int player, SystemId system) {
    if (state.setup.empireLaws)
        return controlledByOther(state.board, player, system);
    const std::optional<int> holder = controller(state.board, system);
    return holder && *holder != player;
}

QString boardEntryProblem(const GameState &state, const Entry &entry, const Catalog &catalog) {
    const Check check(state, catalog);
    return std::visit(
        Overloaded{
            [&](const BattleResult &a) { return battleResultProblem(check, a); },
            [&](const Tax &a) { return taxProblem(check, a); },
            [&](const Build &a) { return buildProblem(check, a); },
            [&](const Move &a) { return moveProblem(check, a); },
            [&](const Repair &a) { return repairProblem(check, a); },
            [&](const Influence &a) { return influenceProblem(check, a); },
            [&](const Secure &a) { return secureProblem(check, a.player, a.card, a.refill); },
            [&](const SpendResource &a) { return spendProblem(check, a); },
            [&](const DiscardResource &a) { return slotProblem(check, a.player, a.slot); },
            [&](const DestroyPiece &a) { return destroyPieceProblem(check, a); },
            [&](const Ransack &a) { return ransackProblem(check, a); },
            [&](const Raid &a) { return raidProblem(check, a); },
            [&](const RemoveFromCourt &a) { return removeFromCourtProblem(check, a); },
            [&](const ArrangeResources &a) { return arrangeProblem(check, a); },
            [&](const Correction &a) { return correctionProblem(state, a, catalog); },
            [&](const GainFlagship &a) { return gainFlagshipProblem(state, a, catalog); },
            [&](const Resettle &a) { return resettleProblem(state, a, catalog); },
            [&](const PlaceFateToken &a) { return placeTokenProblem(check, a); },
            [&](const CorrectFlagshipSlot &a) { return correctSlotProblem(state, a, catalog); },
            [&](const AddFateCard &a) { return addFateCardProblem(state, a, catalog); },
            [&](const AttachCard &a) { return attachProblem(state, a, catalog); },
            OutsideKinds<BoardKinds, QString>{},
        },
        entry);
}

void applyBoardEntry(GameState &state, const Entry &entry, const Catalog &catalog) {
    Board &board = state.board;
    std::visit(
        Overloaded{
            [&](const BattleResult &a) {
                applyBattle(board, a, trustHolder(state), state.setup.empireLaws, catalog);
                state.rolls += 1;
            },
            [&](const Tax &a) { applyTax(board, a, catalog); },
            [&](const Build &a) { applyBuild(state, a); },
            [&](const Move &a) { applyMove(board, a); },
            [&](const Repair &a) {
                if (a.onFlagship)
                    return applyFlagshipRepair(board, a);
                FreshDamaged &pieces = *repairedPieces(board.at(a.system), a);
                pieces.damaged -= 1;
                pieces.fresh += 1;
            },
            [&](const Influence &a) {
                board.court.row[courtPlace(board.court, a.card)].agents[a.player] += 1;
            },
            [&](const Secure &a) { applySecure(state, a, catalog); },
            [&](const SpendResource &a) { applySpend(state, a); },
            [&](const DiscardResource &a) { board.areas[a.player].resources[a.slot].reset(); },
            [&](const DestroyPiece &a) { applyDestroyPiece(board, a, catalog); },
            [&](const Ransack &a) { applyRansack(board, a, catalog); },
            [&](const Raid &a) { applyRaid(board, a, catalog); },
            [&](const RemoveFromCourt &a) { applyRemoveFromCourt(board, a); },
            [&](const ArrangeResources &a) { applyArrange(board, a); },
            [&](const Correction &a) { applyCorrection(state, a, catalog); },
            [&](const GainFlagship &a) { applyGainFlagship(board, a, catalog); },
            [&](const Resettle &a) { applyResettle(board, a, catalog); },
            [&](const PlaceFateToken &a) { board.at(a.system).fateTokens.append(a.token); },
            [&](const CorrectFlagshipSlot &a) {
                board.areas[a.player].flagship->at(a.slot) = a.building;
                settleResources(board, catalog); // a city taken off may cover a slot again
            },
            [&](const AddFateCard &a) { applyAddFateCard(board, a); },
            [&](const AttachCard &a) { applyAttach(board, a); },
            OutsideKinds<BoardKinds>{},
        },
        entry);
}

void startTurn(Board &board) {
    board.taxedThisTurn.clear();
    board.shipsBuiltThisTurn.clear();
    board.raid.reset();
    board.ransacksDue.clear();
    board.arrangementsDue.clear();
}

QString limitProblem(const Board &board, const GameState &state, const Catalog &catalog) {
    const SupplyLimits &limits = catalog.playerBoard.supply;
    for (int seat = 0; seat < board.playerCount(); ++seat) {
        const PieceCounts supply = inSupply(board, seat, catalog);
        const std::array<std::pair<Piece, int>, 3> pieces{{{Piece::Ship, limits.ships},
                                                           {Piece::City, limits.cities},
                                                           {Piece::Starport, limits.starports}}};
        for (const auto &[piece, limit] : pieces) {
            if (supply.of(piece) < 0)
                return Text::tr("%1 has only %2 %3 in the box.")
                    .arg(state.playerName(seat))
                    .arg(limit)
                    .arg(pieceWord(piece, limit));
        }
        const std::array<bool, 5> &outrage = board.areas[seat].outrage;
        if (supply.agents + int(std::count(outrage.begin(), outrage.end(), true)) < 0)
            return Text::tr("%1 has only %2 agents in the box.")
                .arg(state.playerName(seat))
                .arg(limits.agents);
    }
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        const Planet *planet = catalog.map.planet(system);
        if (board.at(system).buildings() > (planet ? planet->buildingSlots : 0))
            return Text::tr("%1 has %2 building slots.")
                .arg(systemWord(system))
                .arg(planet ? planet->buildingSlots : 0);
    }
    for (int type = 0; type < int(countOf<ResourceType>()); ++type) {
        if (resourcesInSupply(board, ResourceType(type), catalog) < 0)
            return Text::tr("There are only %1 %2 tokens.")
                .arg(catalog.game.resourceTokensPerType)
                .arg(resourceWord(ResourceType(type)));
    }
    return {};
}

} // namespace arcs
