// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardEntries.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/Correction.h"
#include "rules/CourtCards.h"
#include "rules/EntryWords.h"
#include "rules/FlagshipEntries.h"
#include "rules/Flagships.h"
#include "rules/Overloaded.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(BoardEntries)
};

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

// The destroyer keeps a Rival's city as a Trophy; then Outrage and, for a Rival, Ransack.
void cityDestroyed(Board &board, int destroyer, int owner, SystemId system,
                   const Catalog &catalog) {
    if (owner != destroyer) {
        board.areas[destroyer].trophies[owner].cities += 1;
        board.ransacksDue.append({destroyer, owner});
    }
    if (const Planet *planet = catalog.map.planet(system))
        provokeOutrage(board, destroyer, planet->type, catalog);
}

QString refillProblem(const Board &board, const QString &refill, const Catalog &catalog) {
    if (board.court.deck.isEmpty() && board.court.loreInDeck == 0)
        return refill.isEmpty() ? QString()
                                : Text::tr("The Court deck is empty: nothing refills the row.");
    if (refill.isEmpty())
        return Text::tr("Name the card drawn from the Court deck to fill the empty place.");
    if (catalog.loreCard(refill) && !board.court.deck.contains(refill)) {
        if (board.court.loreInDeck == 0)
            return Text::tr("No lore card is left in the Court deck: name the card that was "
                            "drawn.");
        if (loreOnTable(board, refill))
            return Text::tr("%1 is already on the table: name the lore card that was drawn.")
                .arg(refill);
        return {};
    }
    if (!board.court.deck.contains(refill))
        return Text::tr("%1 is not in the Court deck: name the card that was drawn.")
            .arg(board.court.cardName(refill, catalog));
    return {};
}

// A card leaving the row otherwise than secured: its attached card slides down, or a card is
// drawn in its place.
QString leavingProblem(const Board &board, const QString &card, const QString &refill,
                       const Catalog &catalog) {
    return slidesDown(board, card) ? slideProblem(board, card, refill, catalog)
                                   : refillProblem(board, refill, catalog);
}

// Secured cards go to the player, a Vox card to the discard.
void takeCards(Board &board, int player, const QStringList &cards, const Catalog &catalog) {
    for (const QString &id : cards) {
        const CourtCard *court = board.court.card(id, catalog);
        if (court && court->kind == CourtCardKind::Guild)
            board.areas[player].guildCards.append(id);
        else if (!court && catalog.loreCard(id)) // a campaign Court's lore: the player's lore
            board.areas[player].lore.append(id);
        else
            board.court.discard.append(id);
    }
}

// The card leaves the row (to the player, or to the discard if it is a Vox card); the
// player's agents on it return; Rival agents become Captives (Secure) or Trophies (Ransack).
// Securing takes the cards attached above it too; a ransacked card's attached card slides down.
void takeFromCourt(Board &board, int player, const QString &card, const QString &refill,
                   bool asTrophies, const Catalog &catalog) {
    const int index = courtPlace(board.court, card);
    const QList<int> agents = board.court.row[index].agents;
    QStringList taken{card};
    if (!asTrophies)
        taken += std::exchange(board.court.row[index].attached, {});
    for (int owner = 0; owner < agents.size(); ++owner) {
        if (owner == player)
            continue;
        if (asTrophies)
            board.areas[player].trophies[owner].agents += agents[owner];
        else
            board.areas[player].captives[owner] += agents[owner];
    }
    takeCards(board, player, taken, catalog);
    vacateCourtPlace(board, index, refill, QList<int>(board.playerCount()));
}

bool isCouncil(const QString &card, const Catalog &catalog) {
    const CourtCard *printed = catalog.courtCard(card);
    return printed && printed->kind == CourtCardKind::Council;
}

// Securing the Imperial Council flips it to Decided where it lies (rulebook "Imperial
// Council"); its agents leave as from any secured card: Rival agents become Captives. The cards
// attached above it are secured with it.
void secureCouncil(Board &board, int player, const QString &card, const Catalog &catalog) {
    CourtCardInPlay &council = board.court.row[courtPlace(board.court, card)];
    takeCards(board, player, std::exchange(council.attached, {}), catalog);
    for (int owner = 0; owner < council.agents.size(); ++owner) {
        if (owner != player)
            board.areas[player].captives[owner] += council.agents[owner];
    }
    council.agents = QList<int>(board.playerCount());
    board.court.councilDecided = true;
}

int keysRolled(const RolledDice &dice, const Catalog &catalog) {
    int keys = 0;
    const std::array<std::pair<BattleDie, const QList<int> *>, 3> kinds{
        {{BattleDie::Assault, &dice.assault},
         {BattleDie::Skirmish, &dice.skirmish},
         {BattleDie::Raid, &dice.raid}}};
    for (const auto &[die, faces] : kinds) {
        for (int face : *faces)
            keys += catalog.dice.battle(die).faces[std::size_t(face - 1)].keys;
    }
    return keys;
}

// Checks shared by every entry: seats, systems in play.
class Check {
public:
    Check(const GameState &state, const Catalog &catalog) : s(state), c(catalog) {}

    QString seat(int seat) const {
        if (seat < 0 || seat >= s.playerCount())
            return Text::tr("Choose a player at this table.");
        return {};
    }
    QString system(SystemId system) const {
        if (s.board.outOfPlay.contains(system.cluster))
            return Text::tr("%1 is out of play: cluster %2 is covered in this game.")
                .arg(systemWord(system))
                .arg(system.cluster);
        return {};
    }
    QString courtCard(const QString &card) const {
        const Court &court = s.board.court;
        if (const int below = attachedPlace(court, card); below >= 0)
            return Text::tr("%1 is attached above %2: agents go on %2, and it goes with it.")
                .arg(court.cardName(card, c), court.cardName(court.row[below].card, c));
        if (courtPlace(court, card) < 0)
            return Text::tr("%1 is not in the Court row.").arg(court.cardName(card, c));
        return {};
    }
    const GameState &s;
    const Catalog &c;
};

// The Imperial Council is influenced and secured only while In Session.
QString councilProblem(const Check &check, const QString &card) {
    if (!isCouncil(card, check.c) || !check.s.board.court.councilDecided)
        return {};
    return Text::tr(
        "The Imperial Council is Decided: nobody influences or secures it until a Summit "
        "petitions the Council, or the next Act.");
}

QString firstOf(std::initializer_list<QString> problems) {
    for (const QString &problem : problems) {
        if (!problem.isEmpty())
            return problem;
    }
    return {};
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

// Free buildings and Imperial ships are a campaign's.
QString campaignSideProblem(const Check &check, Side side) {
    if (side != Side::Player && !check.s.campaign)
        return Text::tr("Only a campaign has Free buildings and Imperial ships.");
    return {};
}

// The Truce Law keeps a Regent from harming or taxing a Rival Regent where Imperial ships are.
QString truceProblem(const Check &check, int player, int rival, SystemId system) {
    const Board &board = check.s.board;
    if (player == rival || !check.s.campaign || !check.s.setup.empireLaws ||
        board.at(system).imperialShips.total() == 0 || !isRegent(board, player) ||
        !isRegent(board, rival))
        return {};
    return Text::tr("The Truce Law: %1 and %2 are both Regents, and Imperial ships are in %3.")
        .arg(check.s.playerName(player), check.s.playerName(rival), systemWord(system));
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

QString secureProblem(const Check &check, int player, const QString &card, const QString &refill) {
    if (QString p = firstOf({check.seat(player), check.courtCard(card)}); !p.isEmpty())
        return p;
    if (QString p = councilProblem(check, card); !p.isEmpty())
        return p;
    if (isCouncil(card, check.c) && !refill.isEmpty())
        return Text::tr(
            "A secured Imperial Council stays in the Court, Decided: nothing refills it.");
    const QList<int> &agents =
        check.s.board.court.row[courtPlace(check.s.board.court, card)].agents;
    if (agents[player] == 0)
        return Text::tr("%1 has no agents on %2.")
            .arg(check.s.playerName(player), check.s.board.court.cardName(card, check.c));
    for (int rival = 0; rival < agents.size(); ++rival) {
        if (rival != player && agents[rival] >= agents[player])
            return Text::tr("%1 needs more agents on %2 than each Rival (%1 %3, %4 %5).")
                .arg(check.s.playerName(player), check.s.board.court.cardName(card, check.c))
                .arg(agents[player])
                .arg(check.s.playerName(rival))
                .arg(agents[rival]);
    }
    return isCouncil(card, check.c) ? QString() : refillProblem(check.s.board, refill, check.c);
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

QString ransackProblem(const Check &check, const Ransack &ransack) {
    const Board &board = check.s.board;
    if (QString p = firstOf({check.seat(ransack.player), check.courtCard(ransack.card)});
        !p.isEmpty())
        return p;
    const QList<int> &agents = board.court.row[courtPlace(board.court, ransack.card)].agents;
    bool due = false;
    for (const RansackDue &ransackDue : board.ransacksDue) {
        if (ransackDue.player == ransack.player && agents.value(ransackDue.victim) > 0)
            due = true;
    }
    if (!due)
        return Text::tr(
                   "%1 can ransack only a card holding agents of a player whose city they just "
                   "destroyed.")
            .arg(check.s.playerName(ransack.player));
    return leavingProblem(board, ransack.card, ransack.refill, check.c);
}

QString removeFromCourtProblem(const Check &check, const RemoveFromCourt &remove) {
    const Board &board = check.s.board;
    if (attachedPlace(board.court, remove.card) >= 0) // the card below stays as it is
        return remove.refill.isEmpty()
                   ? QString()
                   : Text::tr("%1 is attached: nothing is drawn when it leaves.")
                         .arg(board.court.cardName(remove.card, check.c));
    if (QString p = check.courtCard(remove.card); !p.isEmpty())
        return p;
    if (isCouncil(remove.card, check.c))
        return Text::tr("The Imperial Council is never buried, discarded or scrapped.");
    return leavingProblem(board, remove.card, remove.refill, check.c);
}

// Raiding the Free States gains exactly one resource of the planet's type, for a key.
QString freeStatesRaidProblem(const Check &check, const Raid &raid) {
    const Board &board = check.s.board;
    if (!board.raid->freeStates)
        return Text::tr("The last battle was against %1, not the Free States.")
            .arg(check.s.playerName(board.raid->defender));
    if (raid.slot || !raid.card.isEmpty())
        return Text::tr(
            "The Free States yield a resource of the planet's type, not a slot or a card.");
    const ResourceType type = check.c.map.planet(board.raid->system)->type;
    if (resourcesInSupply(board, type, check.c) == 0)
        return Text::tr("No %1 is left in the supply to take.").arg(resourceWord(type));
    return intoProblem(check, raid.player, raid.into);
}

QString raidProblem(const Check &check, const Raid &raid) {
    const Board &board = check.s.board;
    if (!board.raid || board.raid->attacker != raid.player)
        return Text::tr("Raiding spends the keys of a battle just fought by this player.");
    if (board.at(board.raid->system).players[raid.player].ships.total() == 0)
        return Text::tr("%1 has no attacking ships left in %2: the keys cannot be spent.")
            .arg(check.s.playerName(raid.player), systemWord(board.raid->system));
    if (raid.side == Side::Free)
        return freeStatesRaidProblem(check, raid);
    if (board.raid->freeStates)
        return Text::tr(
            "The Free States yield one resource of the planet's type: raid them for it.");
    const int defender = board.raid->defender;
    const QString victim = check.s.playerName(defender);
    int cost = 0;
    if (raid.slot.has_value() == !raid.card.isEmpty())
        return Text::tr("Choose one resource slot or one Guild card to steal.");
    if (raid.slot) {
        if (QString p = slotProblem(check, defender, *raid.slot); !p.isEmpty())
            return p;
        cost = raidCosts(board.areas[defender], check.c)[*raid.slot];
    } else {
        if (!board.areas[defender].guildCards.contains(raid.card))
            return Text::tr("%1 does not hold %2.")
                .arg(victim, board.court.cardName(raid.card, check.c));
        if (QString p = protectedProblem(check.s, defender, raid.card, check.c); !p.isEmpty())
            return p;
        const CourtCard *card = board.court.card(raid.card, check.c);
        cost = card ? card->raidCost.value_or(0) : 0;
    }
    if (cost > board.raid->keys)
        return Text::tr("That costs %1; %2 left from the battle.")
            .arg(cost == 1 ? Text::tr("1 key") : Text::tr("%1 keys").arg(cost))
            .arg(board.raid->keys);
    if (raid.into && !raid.slot)
        return Text::tr("A stolen Guild card is held, not put in a resource slot.");
    return intoProblem(check, raid.player, raid.into);
}

QString forcesProblem(const FreshDamaged &before, const FreshDamaged &after, const QString &what) {
    if (after.fresh < 0 || after.damaged < 0 || after.fresh > before.fresh ||
        after.total() > before.total())
        return Text::tr(
                   "%1 after the battle cannot be %2 fresh and %3 damaged: there were %4 fresh "
                   "and %5 damaged.")
            .arg(what)
            .arg(after.fresh)
            .arg(after.damaged)
            .arg(before.fresh)
            .arg(before.damaged);
    return {};
}

// Whether the defender (a seat's Loyal pieces, or the Empire's, the Free States' or the
// Blight's) has pieces in the system to defend it with.
bool hasDefenders(const Board &board, BattleDefender against, int defender, SystemId system) {
    const SystemState &here = board.at(system);
    switch (against) {
    case BattleDefender::Player:
        return hasLoyalPieces(board, defender, system);
    case BattleDefender::Empire:
        return here.imperialShips.total() > 0;
    case BattleDefender::FreeStates:
        return here.freeCities.total() + here.freeStarports.total() > 0;
    case BattleDefender::Blight:
        return here.blight.total() > 0;
    }
    return false;
}

QString battleHereProblem(const Check &check, int attacker, int defender, SystemId system,
                          BattleDefender against) {
    const bool player = against == BattleDefender::Player;
    if (QString p = firstOf({check.seat(attacker), player ? check.seat(defender) : QString(),
                             check.system(system)});
        !p.isEmpty())
        return p;
    if (player && attacker == defender)
        return Text::tr("A player cannot battle themselves: choose a Rival to attack.");
    const SystemState &here = check.s.board.at(system);
    if (here.players[attacker].ships.total() == 0)
        return Text::tr("%1 has no ships in %2 to attack with.")
            .arg(check.s.playerName(attacker), systemWord(system));
    if (!player && !check.s.campaign)
        return Text::tr(
            "Only a campaign has the Empire, the Free States and the Blight to battle.");
    switch (against) {
    case BattleDefender::Player:
        if (!hasDefenders(check.s.board, against, defender, system))
            return Text::tr("%1 has no pieces in %2 to defend.")
                .arg(check.s.playerName(defender), systemWord(system));
        return truceProblem(check, attacker, defender, system);
    case BattleDefender::Empire:
        if (isRegent(check.s.board, attacker))
            return Text::tr("The Truce Law: %1 is a Regent and cannot harm Imperial ships; only an "
                            "Outlaw chooses the Empire as defender.")
                .arg(check.s.playerName(attacker));
        if (!hasDefenders(check.s.board, against, defender, system))
            return Text::tr("The Empire has no ships in %1 to defend.").arg(systemWord(system));
        return {};
    case BattleDefender::FreeStates:
        if (!hasDefenders(check.s.board, against, defender, system))
            return Text::tr("The Free States have no buildings in %1 to defend.")
                .arg(systemWord(system));
        return {};
    case BattleDefender::Blight:
        if (!hasDefenders(check.s.board, against, defender, system))
            return Text::tr("There is no Blight in %1 to battle.").arg(systemWord(system));
        return {};
    }
    return {};
}

// A Flagship that fought stands after the battle with its Upgrades and Armor hit, or as it was.
QString flagshipForcesProblem(const std::optional<Flagship> &before,
                              const std::optional<Flagship> &after) {
    if (!before && after)
        return Text::tr("No Flagship fought in this battle.");
    if (before && !after)
        return Text::tr("A Flagship fought in %1: say how its Upgrades and Armor stand after the "
                        "battle.")
            .arg(systemWord(before->system));
    if (before && after->system != before->system)
        return Text::tr("The Flagship stays in %1 during the battle.")
            .arg(systemWord(before->system));
    return {};
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

// A Regent adds Imperial ships to an attack only where they are, and never against the Empire.
QString imperialAttackProblem(const Check &check, const BattleResult &battle) {
    if (!battle.withImperialShips)
        return {};
    const QString who = check.s.playerName(battle.attacker);
    if (!isRegent(check.s.board, battle.attacker))
        return Text::tr("%1 is an Outlaw: only a Regent adds Imperial ships to their attack.")
            .arg(who);
    if (check.s.board.at(battle.system).imperialShips.total() == 0)
        return Text::tr("There are no Imperial ships in %1 to add to the attack.")
            .arg(systemWord(battle.system));
    return {};
}

QString battleResultProblem(const Check &check, const BattleResult &battle) {
    if (QString p = firstOf({battleHereProblem(check, battle.attacker, battle.defender,
                                               battle.system, battle.against),
                             imperialAttackProblem(check, battle)});
        !p.isEmpty())
        return p;
    const BattleSetup setup =
        battleSetupAt(check.s.board, battle.attacker, battle.defender, battle.system,
                      battle.against, battle.withImperialShips, check.s.setup.empireLaws);
    if (QString p = firstOf({rolledDiceProblem(battle.dice),
                             arcs::battleProblem(setup, battle.dice.pool(), check.c.dice)});
        !p.isEmpty())
        return p;
    // The players' own ships, and the Imperial ships fighting on one side.
    const FreshDamaged attacking = setup.imperialAttacking ? setup.imperialShips : FreshDamaged{};
    const FreshDamaged defending = setup.imperialAttacking ? FreshDamaged{} : setup.imperialShips;
    if (QString p = firstOf(
            {forcesProblem(setup.attacker.ships - attacking, battle.attackerShips,
                           Text::tr("The attacking ships")),
             forcesProblem(setup.defender.ships - defending, battle.defenderShips,
                           Text::tr("The defending ships")),
             forcesProblem(setup.imperialShips, battle.imperialShips,
                           Text::tr("The Imperial ships")),
             forcesProblem(setup.defender.cities, battle.defenderCities, Text::tr("The cities")),
             forcesProblem(setup.defender.starports, battle.defenderStarports,
                           Text::tr("The starports")),
             flagshipForcesProblem(setup.attackerFlagship, battle.attackerFlagship),
             flagshipForcesProblem(setup.defenderFlagship, battle.defenderFlagship)});
        !p.isEmpty() || battle.tableDecided)
        return p;
    const FreshDamaged imperialAfter = battle.imperialShips;
    const QString fromDice = outcomeProblem(
        setup, resolveBattle(setup, battle.dice, check.c.dice),
        {battle.attackerShips + (setup.imperialAttacking ? imperialAfter : FreshDamaged{}), {}, {}},
        {battle.defenderShips + (setup.imperialAttacking ? FreshDamaged{} : imperialAfter),
         battle.defenderCities, battle.defenderStarports},
        battle.attackerFlagship, battle.defenderFlagship);
    if (fromDice.isEmpty())
        return {};
    return Text::tr("%1 If the table decided otherwise, enter the result as the table's decision.")
        .arg(fromDice);
}

// The player's Flagship board as the battle left it; its buildings destroyed go to `trophies`
// (none: back to the supply).
void landFlagship(Board &board, int seat, const std::optional<Flagship> &after,
                  PieceCounts *trophies) {
    std::optional<Flagship> &flagship = board.areas[seat].flagship;
    if (!after || !flagship)
        return;
    if (trophies) {
        trophies->cities += flagship->count(Building::City) - after->count(Building::City);
        trophies->starports +=
            flagship->count(Building::Starport) - after->count(Building::Starport);
    }
    flagship = after;
}

// The Empire, the Free States or the Blight defended: what the attacker destroys becomes their
// campaign Trophies; their ships destroyed go to the First Regent's Trophies when the Empire
// defended (back to the supply otherwise); a Free city destroyed still provokes Outrage.
void applyCampaignBattle(Board &board, const BattleResult &battle, std::optional<int> firstRegent,
                         const Catalog &catalog) {
    SystemState &here = board.at(battle.system);
    FreshDamaged &ships = here.players[battle.attacker].ships;
    const int attackerLost = ships.total() - battle.attackerShips.total();
    ships = battle.attackerShips;
    // The First Regent keeps what the Empire destroys of an Outlaw; the rest returns.
    const bool toFirstRegent =
        battle.against == BattleDefender::Empire && firstRegent && *firstRegent != battle.attacker;
    landFlagship(board, battle.attacker, battle.attackerFlagship,
                 toFirstRegent ? &board.areas[*firstRegent].trophies[battle.attacker] : nullptr);
    CampaignTrophies &trophies = board.areas[battle.attacker].campaignTrophies;
    switch (battle.against) {
    case BattleDefender::Player:
        break;
    case BattleDefender::Empire:
        trophies.imperialShips += here.imperialShips.total() - battle.defenderShips.total();
        here.imperialShips = battle.defenderShips;
        if (firstRegent && *firstRegent != battle.attacker)
            board.areas[*firstRegent].trophies[battle.attacker].ships += attackerLost;
        break;
    case BattleDefender::FreeStates: {
        const int citiesLost = here.freeCities.total() - battle.defenderCities.total();
        trophies.freeCities += citiesLost;
        trophies.freeStarports += here.freeStarports.total() - battle.defenderStarports.total();
        here.freeCities = battle.defenderCities;
        here.freeStarports = battle.defenderStarports;
        const Planet *planet = catalog.map.planet(battle.system);
        for (int city = 0; planet && city < citiesLost; ++city)
            provokeOutrage(board, battle.attacker, planet->type, catalog);
        break;
    }
    case BattleDefender::Blight:
        trophies.blight += here.blight.total() - battle.defenderShips.total();
        here.blight = battle.defenderShips;
        break;
    }
    board.raid.reset();
    // The Free States, on a planet, yield one resource to a raid.
    const int keys = keysRolled(battle.dice, catalog);
    if (battle.against == BattleDefender::FreeStates &&
        (battle.attackerShips.total() > 0 || battle.attackerFlagship) && keys > 0 &&
        catalog.map.planet(battle.system))
        board.raid = RaidWindow{battle.system, battle.attacker, 0, keys, true};
}

// The Imperial ships that fought stand as they are left; those destroyed are Trophies of the
// player who fought against them (nobody's when the Free States or the Blight did).
void applyImperialShips(Board &board, const BattleResult &battle, bool empireLaws) {
    const BattleSetup setup = battleSetupAt(board, battle.attacker, battle.defender, battle.system,
                                            battle.against, battle.withImperialShips, empireLaws);
    FreshDamaged &imperial = board.at(battle.system).imperialShips;
    if (setup.imperialShips.total() == 0)
        return;
    const int destroyed = imperial.total() - battle.imperialShips.total();
    imperial = battle.imperialShips;
    if (battle.against == BattleDefender::Player)
        board.areas[setup.imperialAttacking ? battle.defender : battle.attacker]
            .campaignTrophies.imperialShips += destroyed;
}

void applyBattle(Board &board, const BattleResult &battle, std::optional<int> firstRegent,
                 bool empireLaws, const Catalog &catalog) {
    applyImperialShips(board, battle, empireLaws);
    if (battle.against != BattleDefender::Player) {
        applyCampaignBattle(board, battle, firstRegent, catalog);
        return;
    }
    PiecesHere &attacker = board.at(battle.system).players[battle.attacker];
    PiecesHere &defender = board.at(battle.system).players[battle.defender];
    PieceCounts &attackerTrophies = board.areas[battle.attacker].trophies[battle.defender];
    // A Flagship's Upgrades and Armor destroyed are Trophies, with no Outrage and no Ransack.
    landFlagship(board, battle.defender, battle.defenderFlagship, &attackerTrophies);
    landFlagship(board, battle.attacker, battle.attackerFlagship,
                 &board.areas[battle.defender].trophies[battle.attacker]);
    attackerTrophies.ships += defender.ships.total() - battle.defenderShips.total();
    attackerTrophies.starports += defender.starports.total() - battle.defenderStarports.total();
    board.areas[battle.defender].trophies[battle.attacker].ships +=
        attacker.ships.total() - battle.attackerShips.total();
    const int citiesLost = defender.cities.total() - battle.defenderCities.total();
    attacker.ships = battle.attackerShips;
    defender.ships = battle.defenderShips;
    defender.cities = battle.defenderCities;
    defender.starports = battle.defenderStarports;
    for (int city = 0; city < citiesLost; ++city)
        cityDestroyed(board, battle.attacker, battle.defender, battle.system, catalog);
    board.raid.reset();
    if (battle.attackerShips.total() > 0 || battle.attackerFlagship)
        board.raid = RaidWindow{battle.system, battle.attacker, battle.defender,
                                keysRolled(battle.dice, catalog)};
}

} // namespace

QString eliminationProblem(const GameState &state, const Elimination &elimination,
                           const Catalog &catalog) {
    const Check check(state, catalog);
    if (QString p = firstOf({check.seat(elimination.player), check.system(elimination.gate)});
        !p.isEmpty())
        return p;
    const QString who = state.playerName(elimination.player);
    if (elimination.gate.kind != SystemKind::Gate)
        return Text::tr("%1 is not a gate: the ships go in a gate.")
            .arg(systemWord(elimination.gate));
    if (!eliminated(state.board, elimination.player))
        return Text::tr(
                   "%1 still has ships or starports on the map: only a player with neither places "
                   "new ships in a gate.")
            .arg(who);
    if (state.turn && state.turn->player != elimination.player)
        return Text::tr("It is %1's turn: %2 places the ships at the end of their own turn.")
            .arg(state.playerName(state.turn->player), who);
    if (shipsAfterElimination(state.board, elimination.player, catalog) == 0)
        return Text::tr("%1 has no ships in the supply to place: all are Rivals' Trophies.")
            .arg(who);
    return {};
}

int shipsAfterElimination(const Board &board, int seat, const Catalog &catalog) {
    return std::min(catalog.game.eliminationShips, inSupply(board, seat, catalog).ships);
}

void placeEliminatedShips(Board &board, const Elimination &elimination, const Catalog &catalog) {
    const int ships = shipsAfterElimination(board, elimination.player, catalog);
    board.at(elimination.gate).players[elimination.player].ships.fresh += ships;
}

namespace {

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

void applyRansack(Board &board, const Ransack &ransack, const Catalog &catalog) {
    const QList<int> agents = board.court.row[courtPlace(board.court, ransack.card)].agents;
    for (int i = 0; i < board.ransacksDue.size(); ++i) {
        const RansackDue due = board.ransacksDue[i];
        if (due.player == ransack.player && agents.value(due.victim) > 0) {
            board.ransacksDue.removeAt(i);
            break;
        }
    }
    takeFromCourt(board, ransack.player, ransack.card, ransack.refill, true, catalog);
}

void applyRemoveFromCourt(Board &board, const RemoveFromCourt &remove) {
    const int index = courtPlace(board.court, remove.card);
    if (index < 0) { // an attached card
        board.court.row[attachedPlace(board.court, remove.card)].attached.removeAll(remove.card);
    }
    switch (remove.to) { // its agents return to their players, or go to the card sliding down
    case CourtExit::Bury:
        board.court.deck.append(remove.card);
        break;
    case CourtExit::Discard:
        board.court.discard.append(remove.card);
        break;
    case CourtExit::Scrap:
        break;
    }
    if (index >= 0)
        vacateCourtPlace(board, index, remove.refill, board.court.row[index].agents);
}

void applyRaid(Board &board, const Raid &raid, const Catalog &catalog) {
    if (raid.side == Side::Free) { // one resource per battle
        gainResource(board, raid.player, catalog.map.planet(board.raid->system)->type, catalog,
                     raid.into);
        board.raid.reset();
        return;
    }
    PlayerArea &defender = board.areas[board.raid->defender];
    PlayerArea &attacker = board.areas[raid.player];
    if (raid.slot) {
        board.raid->keys -= raidCosts(defender, catalog)[*raid.slot];
        const ResourceType type = *defender.resources[*raid.slot];
        defender.resources[*raid.slot].reset();
        // Without an empty slot, or `into` naming one to replace, the raider cannot hold it: it
        // goes back to the supply.
        gainResource(board, raid.player, type, catalog, raid.into);
        return;
    }
    const CourtCard *card = board.court.card(raid.card, catalog);
    board.raid->keys -= card ? card->raidCost.value_or(0) : 0;
    defender.guildCards.removeAll(raid.card);
    attacker.guildCards.append(raid.card);
    if (defender.heldOnCards.contains(raid.card)) // resources on a stolen card stay on it
        attacker.heldOnCards.insert(raid.card, defender.heldOnCards.take(raid.card));
}

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

} // namespace

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

namespace {

const ArrangementDue *arrangementDueFor(const Board &board, int seat) {
    for (const ArrangementDue &due : board.arrangementsDue) {
        if (due.player == seat)
            return &due;
    }
    return nullptr;
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

} // namespace

bool builtDamaged(const GameState &state, int player, SystemId system) {
    if (state.setup.empireLaws)
        return controlledByOther(state.board, player, system);
    const std::optional<int> holder = controller(state.board, system);
    return holder && *holder != player;
}

bool refillsWhenTaken(const QString &card, const Catalog &catalog) {
    return !isCouncil(card, catalog);
}

QString battleProblemAt(const GameState &state, int attacker, int defender, SystemId system,
                        BattleDefender against, const Catalog &catalog) {
    return battleHereProblem(Check(state, catalog), attacker, defender, system, against);
}

QString whyNoBattleWhereTheyMeet(const GameState &state, int attacker, int defender,
                                 BattleDefender against, const Catalog &catalog) {
    const auto seated = [&](int seat) { return seat >= 0 && seat < state.board.playerCount(); };
    if (!seated(attacker) || (against == BattleDefender::Player && !seated(defender)))
        return {};
    QString why;
    for (int index = 0; index < SystemId::count; ++index) {
        const SystemId system = SystemId::fromIndex(index);
        const QString problem =
            battleProblemAt(state, attacker, defender, system, against, catalog);
        if (problem.isEmpty())
            return {};
        if (why.isEmpty() && hasDefenders(state.board, against, defender, system) &&
            state.board.at(system).players[attacker].ships.total() > 0)
            why = problem;
    }
    return why;
}

QString whyNoBattleHere(const GameState &state, int attacker, SystemId system,
                        const Catalog &catalog) {
    if (attacker < 0 || attacker >= state.board.playerCount() ||
        state.board.at(system).players[attacker].ships.total() == 0 ||
        firstDefenderAt(state, attacker, system, catalog))
        return {};
    for (int seat : state.turnOrder()) {
        if (seat != attacker && hasDefenders(state.board, BattleDefender::Player, seat, system))
            return battleProblemAt(state, attacker, seat, system, BattleDefender::Player, catalog);
    }
    for (BattleDefender against :
         {BattleDefender::Empire, BattleDefender::FreeStates, BattleDefender::Blight}) {
        if (state.campaign && hasDefenders(state.board, against, 0, system))
            return battleProblemAt(state, attacker, 0, system, against, catalog);
    }
    return {};
}

std::optional<BattleOpponent> firstDefenderAt(const GameState &state, int attacker, SystemId system,
                                              const Catalog &catalog) {
    for (int seat : state.turnOrder()) {
        if (battleProblemAt(state, attacker, seat, system, BattleDefender::Player, catalog)
                .isEmpty())
            return BattleOpponent{BattleDefender::Player, seat};
    }
    for (BattleDefender against :
         {BattleDefender::Empire, BattleDefender::FreeStates, BattleDefender::Blight}) {
        if (battleProblemAt(state, attacker, 0, system, against, catalog).isEmpty())
            return BattleOpponent{against, 0};
    }
    return std::nullopt;
}

QString boardEntryProblem(const GameState &state, const Entry &entry, const Catalog &catalog) {
    const Check check(state, catalog);
    return std::visit(
        Overloaded{
            [&](const BattleResult &a) {
        return battleResultProblem(check, a); },
            [&](const Tax &a) {
        return taxProblem(check, a); },
            [&](const Build &a) {
        return buildProblem(check, a); },
            [&](const Move &a) {
        return moveProblem(check, a); },
            [&](const Repair &a) {
        return repairProblem(check, a); },
            [&](const Influence &a) {
        if (QString p = firstOf({check.seat(a.player), check.courtCard(a.card)}); !p.isEmpty())
            return p;
        if (QString p = councilProblem(check, a.card); !p.isEmpty())
            return p;
        if (inSupply(state.board, a.player, catalog).agents <= 0)
            return Text::tr("%1 has no agents left in supply.").arg(state.playerName(a.player));
        return QString();
            },
            [&](const Secure &a) {
        return secureProblem(check, a.player, a.card, a.refill); },
            [&](const SpendResource &a) {
        return spendProblem(check, a); },
            [&](const DiscardResource &a) {
        return slotProblem(check, a.player, a.slot); },
            [&](const DestroyPiece &a) {
        return destroyPieceProblem(check, a); },
            [&](const Ransack &a) {
        return ransackProblem(check, a); },
            [&](const Raid &a) {
        return raidProblem(check, a); },
            [&](const RemoveFromCourt &a) {
        return removeFromCourtProblem(check, a); },
            [&](const ArrangeResources &a) {
        return arrangeProblem(check, a); },
            [&](const Correction &a) {
        return correctionProblem(state, a, catalog); },
            [&](const GainFlagship &a) {
        return gainFlagshipProblem(state, a, catalog); },
            [&](const Resettle &a) {
        return resettleProblem(state, a, catalog); },
            [&](const PlaceFateToken &a) {
        return placeTokenProblem(check, a); },
            [&](const CorrectFlagshipSlot &a) {
        return correctSlotProblem(state, a, catalog); },
            [&](const AddFateCard &a) {
        return addFateCardProblem(state, a, catalog); },
            [&](const AttachCard &a) {
        return attachProblem(state, a, catalog); },
            []<class T>(const T &) requires(!BoardKind<T>) { return QString();
}
,
} // namespace arcs
,
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
            [&](const Secure &a) {
                if (isCouncil(a.card, catalog)) {
                    secureCouncil(board, a.player, a.card, catalog);
                    state.councilSecuredBy = a.player;
                } else {
                    takeFromCourt(board, a.player, a.card, a.refill, false, catalog);
                }
            },
            [&](const SpendResource &a) {
                std::optional<ResourceType> &slot = board.areas[a.player].resources[a.slot];
                if (state.turn)
                    state.turn->prelude.append(*slot);
                slot.reset();
            },
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
            []<class T>(const T &) requires(!BoardKind<T>){},
        },
        entry);
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

bool gainResource(Board &board, int seat, ResourceType type, const Catalog &catalog,
                  std::optional<int> into) {
    const GainPlacement placed = gainPlacement(board, seat, into, catalog);
    if (resourcesInSupply(board, type, catalog) <= 0 || !placed.slot)
        return false;
    QList<std::optional<ResourceType>> &held = board.areas[seat].resources;
    if (placed.displacedTo)
        held[*placed.displacedTo] = held[*placed.slot];
    held[*placed.slot] = type;
    return true;
}

void startTurn(Board &board) {
    board.taxedThisTurn.clear();
    board.shipsBuiltThisTurn.clear();
    board.raid.reset();
    board.ransacksDue.clear();
    board.arrangementsDue.clear();
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
