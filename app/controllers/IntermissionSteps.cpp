// SPDX-License-Identifier: GPL-3.0-or-later
#include "IntermissionSteps.h"

#include "CourtCardsView.h"
#include "models/ChoiceValues.h"

#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/CampaignSetup.h"
#include "rules/EntryWords.h"
#include "rules/Flagships.h"
#include "rules/Intermission.h"
#include "rules/NextAct.h"

#include <QLocale>
#include <QRandomGenerator>

namespace {

// "1 ship", "2 ships": counted pieces in a sentence.
QString counted(int count, const QString &one, const QString &many) {
    return count == 1 ? one : many.arg(count);
}

} // namespace

IntermissionSteps::IntermissionSteps(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void IntermissionSteps::connectTo(Table &table) {
    const auto update = [this] {
        keepCourtDealt();
        emit changed();
    };
    connect(&table, &Table::stateChanged, this, update);
    connect(&table, &Table::intermissionChanged, this, update);
    update();
}

void IntermissionSteps::keepCourtDealt() {
    if (!begun() || step() < stepCount()) {
        m_nextCourt.clear();
        m_eventSymbol.reset(); // rolled for the next Act's setup, once the steps are done
        return;
    }
    const QStringList deck = arcs::nextActCourtDeck(state(), *table().intermission(), catalog());
    const bool fits =
        !m_nextCourt.isEmpty() &&
        std::ranges::all_of(m_nextCourt, [&](const QString &card) { return deck.contains(card); });
    if (!fits)
        m_nextCourt = arcs::nextActCourtDeal(state(), *table().intermission(),
                                             QRandomGenerator::system()->generate64(), catalog());
}

void IntermissionSteps::dealNextCourt() {
    m_nextCourt.clear();
    keepCourtDealt();
    emit changed();
}

void IntermissionSteps::setNextCourtCard(int place, const QString &card) {
    m_nextCourt = arcs::GameSetup::withCourtCard(m_nextCourt, place, card);
    emit changed();
}

QVariantList IntermissionSteps::nextCourtCards() const {
    QVariantList out;
    if (!begun())
        return out;
    const arcs::Court court =
        arcs::tableAfterIntermission(state(), *table().intermission(), catalog()).board.court;
    QStringList deck = court.deck;
    deck.sort(); // as the pickers of Act I list them, by the number in the card's corner
    for (const QString &card : std::as_const(deck))
        out.append(QVariant::fromValue(NamedCard{card, court.cardName(card, catalog())}));
    return out;
}

bool IntermissionSteps::available() const {
    return arcs::intermissionFollows(state());
}

QString IntermissionSteps::stepTitle() const {
    return step() < stepCount() ? arcs::intermissionStepTitle(step())
                                : tr("Act %1 setup").arg(nextActNumeral());
}

QString IntermissionSteps::nextActNumeral() const {
    return available() ? arcs::actWord(nextAct()) : QString();
}

QStringList IntermissionSteps::lines() const {
    if (!begun())
        return {};
    switch (step()) {
    case 0:
        return resolveFateLines();
    case 1:
        return clearCourtLines();
    case 2:
        return clearPiecesLines();
    case 3:
        return repairAndDestroyLines();
    case 4:
        return initiativeLines();
    default:
        return {};
    }
}

QStringList IntermissionSteps::resolveFateLines() const {
    QStringList out;
    const arcs::IntermissionInput input = arcs::intermissionAtActEnd(state());
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        const arcs::FateOutcome &fate = input.players[seat];
        const QString name = state().playerName(seat);
        const QString fateName = catalog().fate(state().campaign->fates[seat])->name;
        out << (fate.objective == arcs::ObjectiveOutcome::Completed
                    ? tr("%1 completed the %2's objective (marker on 0): Power stays %3.")
                          .arg(name, fateName)
                          .arg(fate.power)
                    : tr("%1 failed the %2's objective (marker on %3): Power %4 → %5.")
                          .arg(name, fateName)
                          .arg(fate.marker)
                          .arg(fate.power)
                          .arg(arcs::powerAfterResolvingFate(fate)));
    }
    // The Resolution card is in each Fate Set (F<number>), one for each Act.
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        const arcs::Fate *fate = catalog().fate(state().campaign->fates[seat]);
        out << tr("%1 resolves the %2's Act %3 Resolution card, from Fate Set F%4.")
                   .arg(state().playerName(seat), fate->name, arcs::actWord(state().campaign->act))
                   .arg(fate->number);
    }
    out << tr("A marker in the wrong place is moved back in the Act (Undo) before going on.");
    return out;
}

QStringList IntermissionSteps::clearCourtLines() const {
    const arcs::Court &before = state().board.court;
    const arcs::Board after = arcs::afterClearingCourt(state().board, catalog());
    int agents = 0;
    for (const arcs::CourtCardInPlay &card : before.row) {
        for (int count : card.agents)
            agents += count;
    }
    return {tr("%1 back into the Court deck; the Imperial Council stays, In Session.")
                .arg(counted(int(before.row.size() - after.court.row.size()),
                             tr("1 Court card goes"), tr("%1 Court cards go"))),
            tr("%1 back to their players.")
                .arg(counted(agents, tr("1 agent goes"), tr("%1 agents go"))),
            tr("The Court discard is scrapped: %1.")
                .arg(counted(int(before.discard.size()), tr("1 card"), tr("%1 cards")))};
}

QStringList IntermissionSteps::clearPiecesLines() const {
    QStringList out;
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        const arcs::PlayerArea &area = state().board.areas[seat];
        if (area.trophyCount() + area.captiveCount() > 0)
            out << tr("%1 returns %2 and %3.")
                       .arg(state().playerName(seat),
                            counted(area.trophyCount(), tr("1 Trophy"), tr("%1 Trophies")),
                            counted(area.captiveCount(), tr("1 Captive"), tr("%1 Captives")));
    }
    if (!state().board.dummyResources.isEmpty())
        out << tr("The %1 on the ambition boxes go back to the supply.")
                   .arg(counted(int(state().board.dummyResources.size()), tr("1 resource"),
                                tr("%1 resources")));
    if (out.isEmpty())
        out << tr("Nobody holds Trophies or Captives: nothing to return.");
    return out;
}

QStringList IntermissionSteps::repairAndDestroyLines() const {
    const arcs::Board before =
        arcs::afterClearingPieces(arcs::afterClearingCourt(state().board, catalog()));
    const arcs::Board after = arcs::afterRepairAndDestroy(before);
    // One line per kind of change, naming the systems (with a count where it is above 1).
    QStringList repaired, ships, buildings;
    const auto note = [](QStringList &list, arcs::SystemId system, int count) {
        if (count > 0)
            list << (count == 1 ? arcs::systemWord(system)
                                : tr("%1 (%2)").arg(arcs::systemWord(system)).arg(count));
    };
    for (const arcs::SystemId system : catalog().map.allSystems()) {
        const arcs::SystemState &was = before.at(system);
        const arcs::SystemState &is = after.at(system);
        note(repaired, system, was.blight.damaged - is.blight.damaged);
        note(ships, system, was.ships() - is.ships());
        note(buildings, system, was.buildings() - is.buildings());
    }
    const QString separator = QStringLiteral(", ");
    QStringList out;
    if (!repaired.isEmpty())
        out << tr("Damaged Blight repaired: %1.").arg(repaired.join(separator));
    if (!ships.isEmpty())
        out << tr("Damaged ships destroyed, Imperial ones too: %1.").arg(ships.join(separator));
    if (!buildings.isEmpty())
        out << tr("Buildings destroyed (damaged, or in a system with Blight and no ships), Free "
                  "ones "
                  "too: %1.")
                   .arg(buildings.join(separator));
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        const std::optional<arcs::Flagship> &was = before.areas[seat].flagship;
        if (!was)
            continue;
        const QStringList lost =
            arcs::flagshipChanges(*was, *after.areas[seat].flagship, catalog());
        if (!lost.isEmpty())
            out << tr("%1's Flagship: %2.").arg(state().playerName(seat), lost.join(separator));
    }
    // Cities back from C's Trophies and D's destruction cover slots again.
    for (const arcs::ArrangementDue &due :
         arcs::resourcesDisplacedAtIntermission(state(), catalog()))
        out << arcs::displacedText(state(), due);
    if (out.isEmpty())
        out << tr("Nothing is damaged, and no building stands with Blight and no ships.");
    return out;
}

QStringList IntermissionSteps::initiativeLines() const {
    const arcs::IntermissionInput input = arcs::intermissionAtActEnd(state());
    const arcs::IntermissionResult result = arcs::intermission(input, catalog());
    QList<int> power; // after step A, which decides the initiative
    for (const arcs::FateOutcome &player : input.players)
        power << arcs::powerAfterResolvingFate(player);
    const bool tied = power.count(power[result.initiative]) > 1;
    QStringList out{tied ? tr("The initiative goes to %1: tied for the most Power, the first of "
                              "them in turn order from %2.")
                               .arg(state().playerName(result.initiative),
                                    state().playerName(state().initiative))
                         : tr("The initiative goes to %1, with the most Power.")
                               .arg(state().playerName(result.initiative))};
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        const int before = power[seat];
        out << (before == result.power[seat]
                    ? tr("%1: Power stays %2 (only above 1 Power is half lost).")
                          .arg(state().playerName(seat))
                          .arg(before)
                    : tr("%1: Power %2 → %3.")
                          .arg(state().playerName(seat))
                          .arg(before)
                          .arg(result.power[seat]));
    }
    return out;
}

QVariantList IntermissionSteps::placing() const {
    QVariantList out;
    if (!begun())
        return out;
    const arcs::IntermissionResult result =
        arcs::intermission(arcs::intermissionAtActEnd(state()), catalog());
    for (int seat : result.placingShips) {
        const auto &gate = table().intermission()->shipGates.value(seat);
        out.append(QVariant::fromValue(ShipsToPlace{seat, state().playerName(seat),
                                                    state().setup.seats[seat].colour,
                                                    gate ? ReachSystem(*gate) : ReachSystem(),
                                                    gate ? int(gates().indexOf(*gate)) + 1 : 0}));
    }
    return out;
}

QList<arcs::SystemId> IntermissionSteps::gates() const {
    QList<arcs::SystemId> out;
    for (const arcs::SystemId system : catalog().map.allSystems()) {
        if (system.isGate())
            out << system;
    }
    return out;
}

QStringList IntermissionSteps::gateChoices() const {
    QStringList out{tr("a gate…")};
    for (const arcs::SystemId gate : gates())
        out << arcs::systemWord(gate);
    return out;
}

int IntermissionSteps::chooser() const {
    if (!begun())
        return -1;
    const auto &fates = table().intermission()->fates;
    for (int seat = 0; seat < fates.size(); ++seat) {
        if (!fates[seat])
            return seat;
    }
    return -1;
}

QString IntermissionSteps::chosenSoFar() const {
    if (!begun())
        return {};
    const auto &fates = table().intermission()->fates;
    const int chosen = int(std::ranges::count_if(
        fates, [](const std::optional<int> &fate) { return fate.has_value(); }));
    return tr("%1 of %2 have chosen").arg(chosen).arg(fates.size());
}

QString IntermissionSteps::chooserName() const {
    return chooser() >= 0 ? state().playerName(chooser()) : QString();
}

QVariantList IntermissionSteps::offers() const {
    QVariantList out;
    if (chooser() < 0)
        return out;
    const QList<QList<int>> offers = arcs::fateOffers(state(), *table().intermission(), catalog());
    const int current = state().campaign->fates.value(chooser());
    for (int number : offers[chooser()])
        out.append(QVariant::fromValue(fateOffer(catalog(), number, number == current)));
    return out;
}

QVariantList IntermissionSteps::fatesAtTable() const {
    QVariantList rows;
    if (!fatesDrawnAtTable())
        return rows;
    const arcs::IntermissionChoices &choices = *table().intermission();
    const QList<QList<int>> offers = arcs::fateOffers(state(), choices, catalog());
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        const int current = state().campaign->fates.value(seat);
        QVariantList fates;
        for (int number : offers[seat])
            fates.append(QVariant::fromValue(fateOffer(catalog(), number, number == current)));
        rows.append(QVariant::fromValue(
            FateOfferRow{seat, state().playerName(seat), fates, choices.fates[seat].value_or(0)}));
    }
    return rows;
}

QStringList IntermissionSteps::fateChanges() const {
    if (!begun() || !table().intermission()->everyFateChosen())
        return {};
    QStringList out;
    const QList<std::optional<int>> &chosen = table().intermission()->fates;
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        const arcs::Fate *before = catalog().fate(state().campaign->fates[seat]);
        const arcs::Fate *after = catalog().fate(*chosen[seat]);
        out << (before == after
                    ? tr("%1 keeps the %2.").arg(state().playerName(seat), before->name)
                    : tr("%1 takes the %2 (Fate Set F%3): the %4 goes back to the box, the rest "
                         "of its Fate Set not in play is scrapped, and every Favor goes back to "
                         "its owner.")
                          .arg(state().playerName(seat), after->name)
                          .arg(after->number)
                          .arg(before->name));
    }
    return out;
}

void IntermissionSteps::refuse(const QString &problem) {
    m_problem = problem;
    emit changed();
}

void IntermissionSteps::update(const std::function<void(arcs::IntermissionChoices &)> &change) {
    if (!begun())
        return refuse(tr("Begin the Intermission first."));
    arcs::IntermissionChoices choices = *table().intermission();
    change(choices);
    refuse(table().setIntermission(choices));
}

void IntermissionSteps::begin() {
    if (!available())
        return refuse(tr("An Intermission follows the end of Act I or Act II."));
    if (begun())
        return;
    refuse(table().setIntermission(
        arcs::beginIntermission(state(), QRandomGenerator::system()->generate64())));
}

void IntermissionSteps::next() {
    if (step() == 3) { // Repair & Destroy: a player left with nothing places ships first
        for (const QVariant &value : placing()) {
            if (const auto seat = value.value<ShipsToPlace>(); !seat.gate.valid())
                return refuse(tr("%1 has no ships or starports left: choose the gate for their "
                                 "new ships.")
                                  .arg(seat.name));
        }
    }
    if (step() == arcs::IntermissionChoices::chooseFateStep && chooser() >= 0)
        return refuse(tr("%1 has not chosen a Fate for the next Act.").arg(chooserName()));
    update([](arcs::IntermissionChoices &choices) {
        choices.step = std::min(choices.step + 1, arcs::IntermissionChoices::stepCount);
    });
}

void IntermissionSteps::back() {
    update(
        [](arcs::IntermissionChoices &choices) { choices.step = std::max(0, choices.step - 1); });
}

void IntermissionSteps::chooseGate(int seat, int choice) {
    const QList<arcs::SystemId> all = gates();
    update([&](arcs::IntermissionChoices &choices) {
        if (seat >= 0 && seat < choices.shipGates.size())
            choices.shipGates[seat] =
                choice > 0 && choice <= all.size() ? std::optional(all[choice - 1]) : std::nullopt;
    });
}

void IntermissionSteps::chooseFate(int fate) {
    const int seat = chooser();
    if (seat < 0)
        return refuse(tr("Every player has chosen a Fate."));
    update([&](arcs::IntermissionChoices &choices) { choices.fates[seat] = fate; });
}

QStringList IntermissionSteps::courtAdditions() const {
    QStringList out;
    if (begun()) {
        for (const arcs::CourtCard &card : table().intermission()->courtAdditions)
            out << QStringLiteral("%1 %2").arg(card.id, card.name);
    }
    return out;
}

QString IntermissionSteps::addToCourtDeck(int fate, int number, const QString &name, bool vox,
                                          arcs::ResourceType suit, int raidCost) {
    update([&](arcs::IntermissionChoices &choices) {
        choices.courtAdditions.append(
            CourtCardsView::fateSetCard(fate, number, name, vox, suit, raidCost));
    });
    return m_problem;
}

void IntermissionSteps::removeCourtAddition(int index) {
    update([&](arcs::IntermissionChoices &choices) {
        if (index >= 0 && index < choices.courtAdditions.size())
            choices.courtAdditions.removeAt(index);
    });
}

void IntermissionSteps::setFatesDrawnAtTable(bool atTable) {
    update([&](arcs::IntermissionChoices &choices) {
        choices.fatesDrawnAtTable = atTable;
        for (auto &fate : choices.fates)
            fate.reset();
    });
}

void IntermissionSteps::enterFate(int seat, int fate) {
    if (!fatesDrawnAtTable())
        return refuse(tr("The app dealt the Fates: each player chooses in secret on this device."));
    update([&](arcs::IntermissionChoices &choices) {
        if (seat >= 0 && seat < choices.fates.size())
            choices.fates[seat] = fate;
    });
}

void IntermissionSteps::chooseFatesAgain() {
    update([](arcs::IntermissionChoices &choices) {
        for (auto &fate : choices.fates)
            fate.reset();
    });
}

void IntermissionSteps::setEventSymbol(arcs::PlanetSymbol symbol) {
    if (!arcs::isOneOf(symbol) || m_eventSymbol == symbol)
        return;
    m_eventSymbol = symbol;
    m_problem.clear(); // the die is chosen now
    emit changed();
}

QString IntermissionSteps::blightPreview() const {
    const std::optional<arcs::PlanetSymbol> symbol = m_eventSymbol;
    if (!symbol || !begun())
        return {};
    const arcs::Board board =
        arcs::tableAfterIntermission(state(), *table().intermission(), catalog()).board;
    QStringList systems;
    const QMap<arcs::SystemId, int> placed = arcs::laterActBlight(board, *symbol, catalog());
    for (auto it = placed.begin(); it != placed.end(); ++it)
        systems << (*it == 1 ? arcs::systemWord(it.key())
                             : tr("%1 (%2)").arg(arcs::systemWord(it.key())).arg(*it));
    return systems.isEmpty()
               ? tr("No Blight is placed: every empty gate and rolled planet already has some.")
               : tr("Damaged Blight goes on %1.").arg(QLocale().createSeparatedList(systems));
}

bool IntermissionSteps::startNextAct(int firstCluster, int secondCluster) {
    const std::optional<arcs::PlanetSymbol> symbol = m_eventSymbol;
    if (!symbol) {
        refuse(tr("Roll the event die, or enter what it shows."));
        return false;
    }
    arcs::NextActDice dice{*symbol, {}, m_nextCourt};
    if (twoPlayers())
        dice.ambitionClusters = {firstCluster, secondCluster};
    refuse(table().startNextAct(dice));
    return m_problem.isEmpty();
}
