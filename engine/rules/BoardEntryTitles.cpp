// SPDX-License-Identifier: GPL-3.0-or-later
#include "Battle.h"
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

#include <QCoreApplication>

// The journal's titles of the board entries, written from the state before the entry.
namespace arcs {

namespace {

using boardrules::Text; // the board entries' context, shared with their rules

// What a tax brought, so the history says when nothing was gained.
// Where a gained resource went, when the player chose the slot: ", in slot 3" and what it
// replaced that had no empty slot to move to (", Fuel discarded").
QString placedWords(const Board &board, int seat, std::optional<int> into, const Catalog &catalog) {
    if (!into)
        return {};
    QString words = Text::tr(" in slot %1").arg(*into + 1);
    if (const auto discarded = gainPlacement(board, seat, into, catalog).discarded)
        words += Text::tr(", %1 discarded").arg(resourceWord(*discarded));
    return words;
}

// The Outrage that cities destroyed in `system` provoke, when the destroyer had none of that
// resource yet (it costs them its resources and Guild cards): "; Ana provokes Material Outrage".
QString outrageWords(const GameState &before, int destroyer, SystemId system, int citiesLost,
                     const Catalog &catalog) {
    const Planet *planet = catalog.map.planet(system);
    if (citiesLost <= 0 || !planet ||
        before.board.areas[destroyer].outrage[std::size_t(planet->type)])
        return {};
    return Text::tr("; %1 provokes %2 Outrage")
        .arg(before.playerName(destroyer), resourceWord(planet->type));
}

QString taxTitle(const GameState &before, const Tax &tax, const Catalog &catalog) {
    const Board &board = before.board;
    const ResourceType type = catalog.map.planet(tax.system)->type;
    const bool gains = gainsResource(board, tax.player, type, tax.into, catalog);
    const bool free = tax.side == Side::Free;
    const bool rival = !free && tax.cityOwner != tax.player;
    QString title = free ? Text::tr("%1 taxed a Free city in %2")
                               .arg(before.playerName(tax.player), systemWord(tax.system))
                    : rival ? Text::tr("%1 taxed %2's city in %3")
                                  .arg(before.playerName(tax.player),
                                       before.playerName(tax.cityOwner), systemWord(tax.system))
                            : Text::tr("%1 taxed their city in %2")
                                  .arg(before.playerName(tax.player), systemWord(tax.system));
    title += gains
                 ? Text::tr(": +1 %1").arg(resourceWord(type)) +
                       placedWords(board, tax.player, tax.into, catalog)
                 : Text::tr(": no %1 gained (no empty slot, or none left)").arg(resourceWord(type));
    if (rival) {
        title += inSupply(board, tax.cityOwner, catalog).agents > 0
                     ? Text::tr(", 1 Captive")
                     : Text::tr(", no agent left to capture");
    }
    return title;
}

// What a battle damaged on each side, as more damaged pieces after it than before ("; 2 of Ben's
// ships damaged"): the Trophies say what was destroyed, the History line also what was hit (a
// cold play-test). Nothing where nothing more is damaged.
QString damageWords(const GameState &before, const BattleResult &a, const BattleSetup &setup) {
    const auto rise = [](int was, int is) { return std::max(0, is - was); };
    const int attackerShips =
        rise(setup.attacker.ships.damaged,
             a.attackerShips.damaged + (setup.imperialAttacking ? a.imperialShips.damaged : 0));
    const int defenderShips =
        rise(setup.defender.ships.damaged,
             a.defenderShips.damaged + (setup.imperialAttacking ? 0 : a.imperialShips.damaged));
    const int defenderBuildings =
        rise(setup.defender.cities.damaged + setup.defender.starports.damaged,
             a.defenderCities.damaged + a.defenderStarports.damaged);
    QString defender;
    switch (a.against) {
    case BattleDefender::Player:
        defender = before.playerName(a.defender);
        break;
    case BattleDefender::Empire:
        defender = Text::tr("the Empire");
        break;
    case BattleDefender::FreeStates:
        defender = Text::tr("the Free States");
        break;
    case BattleDefender::Blight: // its own words below: Blight are not ships
        break;
    }
    QStringList parts;
    if (attackerShips > 0)
        parts << Text::tr("%n of %1's ships damaged", "", attackerShips)
                     .arg(before.playerName(a.attacker));
    if (defenderShips > 0 && a.against == BattleDefender::Blight)
        parts << Text::tr("%n Blight damaged", "", defenderShips);
    else if (defenderShips > 0)
        parts << Text::tr("%n of %1's ships damaged", "", defenderShips).arg(defender);
    if (defenderBuildings > 0)
        parts << Text::tr("%n of %1's buildings damaged", "", defenderBuildings).arg(defender);
    return parts.isEmpty() ? QString() : QStringLiteral("; ") + parts.join(QStringLiteral(", "));
}

} // namespace

QString boardEntryTitle(const GameState &before, const Entry &entry, const Catalog &catalog) {
    const auto who = [&](int seat) { return before.playerName(seat); };
    const Board &board = before.board;
    return std::visit(
        Overloaded{
            [&](const BattleResult &a) {
                const BattleSetup setup =
                    battleSetupAt(board, a.attacker, a.defender, a.system, a.against,
                                  a.withImperialShips, before.setup.empireLaws);
                const PiecesHere &defender = setup.defender;
                // Ships lost on each side, the Imperial ships fighting with it included.
                const int attackerTrophies =
                    defender.ships.total() - a.defenderShips.total() + defender.cities.total() -
                    a.defenderCities.total() + defender.starports.total() -
                    a.defenderStarports.total() -
                    (setup.imperialAttacking ? 0 : a.imperialShips.total()) +
                    buildingsLost(setup.defenderFlagship, a.defenderFlagship);
                const int defenderTrophies =
                    setup.attacker.ships.total() - a.attackerShips.total() -
                    (setup.imperialAttacking ? a.imperialShips.total() : 0) +
                    buildingsLost(setup.attackerFlagship, a.attackerFlagship);

                const auto trophies = [&a](int n) {
                    if (n == 0 && a.against != BattleDefender::Player)
                        return Text::tr("no Trophy");
                    return n == 1 ? Text::tr("1 Trophy") : Text::tr("%1 Trophies").arg(n);
                };
                const QString decided =
                    a.tableDecided ? Text::tr(", as the table decided") : QString();
                const QString lost = defenderTrophies == 0 ? Text::tr("no ship lost")
                                     : defenderTrophies == 1
                                         ? Text::tr("1 ship lost")
                                         : Text::tr("%1 ships lost").arg(defenderTrophies);
                const QString damaged = damageWords(before, a, setup);
                const std::optional<int> first = trustHolder(before);
                const QString outrage =
                    outrageWords(before, a.attacker, a.system,
                                 defender.cities.total() - a.defenderCities.total(), catalog);
                switch (a.against) {
                case BattleDefender::Player:
                    return Text::tr("%1 battled %2 in %3: %4 to %1, %5 to %2%6")
                               .arg(who(a.attacker), who(a.defender), systemWord(a.system),
                                    trophies(attackerTrophies), QString::number(defenderTrophies),
                                    decided) +
                           damaged + outrage;
                case BattleDefender::Empire:
                    return (defenderTrophies > 0 && first
                                ? Text::tr(
                                      "%1 battled the Empire in %2: %3 to %1, %4 (%5 to %6, First "
                                      "Regent)%7")
                                      .arg(who(a.attacker), systemWord(a.system),
                                           trophies(attackerTrophies), lost,
                                           defenderTrophies == 1 ? Text::tr("a Trophy")
                                                                 : Text::tr("Trophies"),
                                           who(*first), decided)
                                : Text::tr("%1 battled the Empire in %2: %3 to %1, %4%5")
                                      .arg(who(a.attacker), systemWord(a.system),
                                           trophies(attackerTrophies), lost, decided)) +
                           damaged;
                case BattleDefender::FreeStates:
                    return Text::tr("%1 battled the Free States in %2: %3 to %1, %4%5")
                               .arg(who(a.attacker), systemWord(a.system),
                                    trophies(attackerTrophies), lost, decided) +
                           damaged + outrage;
                case BattleDefender::Blight:
                    return Text::tr("%1 battled the Blight in %2: %3 to %1, %4%5")
                               .arg(who(a.attacker), systemWord(a.system),
                                    trophies(attackerTrophies), lost, decided) +
                           damaged;
                }
                return QString();
            },
            [&](const Tax &a) { return taxTitle(before, a, catalog); },
            [&](const Build &a) {
                const QString title =
                    a.onFlagship ? Text::tr("%1 built a %2 as their Flagship's %3 in %4")
                                       .arg(who(a.player), pieceWord(a.piece),
                                            slotName(*a.onFlagship, catalog), systemWord(a.system))
                    : a.side == Side::Free
                        ? Text::tr("%1 built a ship at a Free starport in %2")
                              .arg(who(a.player), systemWord(a.system))
                        : Text::tr("%1 built a %2 in %3")
                              .arg(who(a.player), pieceWord(a.piece), systemWord(a.system));
                return builtDamaged(before, a.player, a.system) ? Text::tr("%1, damaged").arg(title)
                                                                : title;
            },
            [&](const Move &a) {
                const int loyal = a.fresh + a.damaged;
                const int imperial = a.imperialFresh + a.imperialDamaged;
                if (a.flagship) {
                    QString with = Text::tr("%1 %2").arg(loyal).arg(pieceWord(Piece::Ship, loyal));
                    if (imperial > 0)
                        with = Text::tr("%1 and %2")
                                   .arg(with, imperial == 1
                                                  ? Text::tr("1 Imperial ship")
                                                  : Text::tr("%1 Imperial ships").arg(imperial));
                    return loyal + imperial == 0
                               ? Text::tr("%1 moved their Flagship from %2 to %3")
                                     .arg(who(a.player), systemWord(a.from), systemWord(a.to))
                               : Text::tr("%1 moved their Flagship and %2 from %3 to %4")
                                     .arg(who(a.player), with, systemWord(a.from),
                                          systemWord(a.to));
                }
                if (imperial > 0)
                    return Text::tr("%1 moved %2 %3 and %4 from %5 to %6")
                        .arg(who(a.player))
                        .arg(loyal)
                        .arg(pieceWord(Piece::Ship, loyal),
                             imperial == 1 ? Text::tr("1 Imperial ship")
                                           : Text::tr("%1 Imperial ships").arg(imperial),
                             systemWord(a.from), systemWord(a.to));
                return Text::tr("%1 moved %2 %3 from %4 to %5")
                    .arg(who(a.player))
                    .arg(loyal)
                    .arg(pieceWord(Piece::Ship, loyal), systemWord(a.from), systemWord(a.to));
            },
            [&](const Repair &a) {
                if (a.onFlagship)
                    return Text::tr("%1 repaired their Flagship's %2")
                        .arg(who(a.player), slotName(*a.onFlagship, catalog));
                switch (a.side) {
                case Side::Empire:
                    return Text::tr("%1 repaired an Imperial ship in %2")
                        .arg(who(a.player), systemWord(a.system));
                case Side::Free:
                    return Text::tr("%1 repaired a Free %2 in %3")
                        .arg(who(a.player), pieceWord(a.piece), systemWord(a.system));
                case Side::Player:
                case Side::Blight:
                    break;
                }
                return Text::tr("%1 repaired a %2 in %3")
                    .arg(who(a.player), pieceWord(a.piece), systemWord(a.system));
            },
            [&](const Influence &a) {
                return Text::tr("%1 influenced %2")
                    .arg(who(a.player), before.board.court.cardName(a.card, catalog));
            },
            [&](const Secure &a) {
                const Court &court = before.board.court;
                QString secured = court.cardName(a.card, catalog);
                if (const int place = courtPlace(court, a.card); place >= 0) {
                    for (const QString &above : court.row[place].attached)
                        secured = Text::tr("%1 with %2 attached above it")
                                      .arg(secured, court.cardName(above, catalog));
                }
                // The card the table drew into its place, as History's reader needs it to follow
                // the row.
                const QString refill = a.refill.isEmpty()
                                           ? QString()
                                           : Text::tr("; %1 drawn in its place")
                                                 .arg(court.cardName(a.refill, catalog));
                return Text::tr("%1 secured %2").arg(who(a.player), secured) + refill;
            },
            [&](const SpendResource &a) {
                return Text::tr("%1 spent %2")
                    .arg(who(a.player), resourceWord(*board.areas[a.player].resources[a.slot]));
            },
            [&](const DiscardResource &a) {
                return Text::tr("%1 discarded %2")
                    .arg(who(a.player), resourceWord(*board.areas[a.player].resources[a.slot]));
            },
            [&](const DestroyPiece &a) {
                return Text::tr("%1 destroyed %2's %3 in %4")
                           .arg(who(a.player), who(a.owner), pieceWord(a.piece),
                                systemWord(a.system)) +
                       outrageWords(before, a.player, a.system, a.piece == Piece::City ? 1 : 0,
                                    catalog);
            },
            [&](const Ransack &a) {
                return Text::tr("%1 ransacked %2")
                    .arg(who(a.player), before.board.court.cardName(a.card, catalog));
            },
            [&](const RemoveFromCourt &a) {
                const Court &court = before.board.court;
                const QString card = court.cardName(a.card, catalog);
                const int place = courtPlace(court, a.card);
                const QString refill =
                    place < 0 ? QString() // an attached card: the card below stays
                    : slidesDown(before.board, a.card)
                        ? Text::tr("; %1 slid down into its place")
                              .arg(court.cardName(court.row[place].attached.first(), catalog))
                    : a.refill.isEmpty() ? Text::tr("; the Court deck is empty")
                                         : Text::tr("; %1 drawn in its place")
                                               .arg(court.cardName(a.refill, catalog));
                switch (a.to) {
                case CourtExit::Bury:
                    return Text::tr("%1 buried under the Court deck%2").arg(card, refill);
                case CourtExit::Discard:
                    return Text::tr("%1 discarded from the Court%2").arg(card, refill);
                case CourtExit::Scrap:
                    return Text::tr("%1 scrapped from the Court%2").arg(card, refill);
                }
                return QString();
            },
            [&](const Raid &a) {
                if (a.side == Side::Free && board.raid)
                    return Text::tr("%1 raided the Free States in %2: +1 %3")
                               .arg(who(a.player), systemWord(board.raid->system),
                                    resourceWord(catalog.map.planet(board.raid->system)->type)) +
                           placedWords(board, a.player, a.into, catalog);
                const int defender = board.raid ? board.raid->defender : 0;
                const QString loot = a.slot
                                         ? resourceWord(*board.areas[defender].resources[*a.slot])
                                         : before.board.court.cardName(a.card, catalog);
                return Text::tr("%1 raided %2 from %3").arg(who(a.player), loot, who(defender)) +
                       placedWords(board, a.player, a.into, catalog);
            },
            [&](const ArrangeResources &a) {
                QStringList placed;
                for (int slot = 0; slot < a.arrangement.size(); ++slot) {
                    if (a.arrangement[slot])
                        placed << Text::tr("%1 in slot %2")
                                      .arg(resourceWord(*a.arrangement[slot]))
                                      .arg(slot + 1);
                }
                return placed.isEmpty() ? Text::tr("%1 gave up every resource").arg(who(a.player))
                                        : Text::tr("%1 arranged their resources: %2")
                                              .arg(who(a.player), placed.join(Text::tr(", ")));
            },
            [&](const Correction &a) { return correctionTitle(before, a, catalog); },
            [&](const AddFateCard &a) { return addFateCardTitle(before, a, catalog); },
            [&](const AttachCard &a) { return attachTitle(before, a, catalog); },
            [&](const CorrectFlagshipSlot &a) {
                const QString slot = slotName(a.slot, catalog);
                if (!a.building)
                    return Text::tr("Corrected %1's %2 to empty").arg(who(a.player), slot);
                const Piece piece =
                    a.building->building == Building::City ? Piece::City : Piece::Starport;
                return (a.building->damaged ? Text::tr("Corrected %1's %2 to a damaged %3")
                                            : Text::tr("Corrected %1's %2 to a %3"))
                    .arg(who(a.player), slot, pieceWord(piece));
            },
            [&](const PlaceFateToken &a) {
                QStringList what;
                if (a.token.loyalTo)
                    what << Text::tr("Loyal to %1").arg(who(*a.token.loyalTo));
                if (a.token.damaged)
                    what << Text::tr("damaged");
                if (a.token.harmable)
                    what << Text::tr("can be harmed");
                const QString placed =
                    Text::tr("Placed the %1 token in %2").arg(a.token.name, systemWord(a.system));
                return what.isEmpty() ? placed
                                      : Text::tr("%1 (%2)").arg(placed, what.join(Text::tr(", ")));
            },
            [&](const Resettle &a) {
                int ships = 0;
                for (const auto &placed : a.ships)
                    ships += placed.count;
                return Text::tr("%1 Resettled: the Flagship is a ship again; a city in %2, a "
                                "starport in %3, "
                                "%4 new %5")
                    .arg(who(a.player), systemWord(a.city), systemWord(a.starport))
                    .arg(ships)
                    .arg(pieceWord(Piece::Ship, ships));
            },
            [&](const GainFlagship &a) {
                const int ships = shipsWithFlagship(board, a.player, catalog);
                QString placed =
                    Text::tr("%1's Flagship placed in %2").arg(who(a.player), systemWord(a.system));
                if (ships > 0)
                    placed = Text::tr("%1 with %2 fresh %3")
                                 .arg(placed)
                                 .arg(ships)
                                 .arg(pieceWord(Piece::Ship, ships));
                return Text::tr("%1; their Loyal buildings on the map are Free buildings now")
                    .arg(placed);
            },
            OutsideKinds<BoardKinds, QString>{},
        },
        entry);
}

} // namespace arcs
