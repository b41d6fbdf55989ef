// SPDX-License-Identifier: GPL-3.0-or-later
#include "TurnEntry.h"

#include "Table.h"
#include "data/Catalog.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/Chapter.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/TurnBudget.h"

TurnEntry::TurnEntry(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void TurnEntry::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, [this] {
        m_refusal.clear();
        emit changed();
    });
    emit changed();
}

const std::optional<arcs::Turn> &TurnEntry::turn() const {
    return state().turn;
}

bool TurnEntry::active() const {
    return turn().has_value() && state().phase == arcs::Phase::Playing;
}
int TurnEntry::seat() const {
    return active() ? turn()->player : -1;
}
QString TurnEntry::playerName() const {
    return active() ? state().playerName(seat()) : QString();
}
arcs::PlayerColour TurnEntry::playerColour() const {
    return active() ? state().setup.seats[seat()].colour : arcs::PlayerColour{};
}

int TurnEntry::actionsLeft() const {
    return active() ? arcs::actionsLeft(*turn(), table().catalog()) : 0;
}

QString TurnEntry::leftText() const {
    if (!active() || !countsActions())
        return {};
    return arcs::actionsLeftText(*turn(), table().catalog());
}

QString TurnEntry::preludeText() const {
    if (!active() || turn()->prelude.isEmpty())
        return {};
    QStringList spent;
    for (arcs::ResourceType resource : turn()->prelude)
        spent << arcs::resourceWord(resource);
    return tr("Prelude: %1").arg(arcs::listOf(spent));
}

bool TurnEntry::preludeOpen() const {
    return active() && arcs::preludeOpen(*turn(), table().catalog());
}

bool TurnEntry::lastOfRound() const {
    return active() && state().roundComplete();
}

QString TurnEntry::endText() const {
    if (!active())
        return {};
    if (!lastOfRound()) {
        const QString unused =
            arcs::withActionsUnused(arcs::actionsUnused(state(), table().catalog()));
        return unused.isEmpty() ? QString() : tr("Ending it %1").arg(unused);
    }
    // The round's last turn says what its end brings, and not again what is left (the line
    // above says it): four lines hid the last ambition at 1280×720 (a cold play-test).
    const arcs::GameState after = arcs::withTurnEnded(state(), table().catalog());
    if (after.phase == arcs::Phase::ChapterEnd)
        return tr("Ends chapter %1").arg(state().chapter);
    const QString ends =
        (after.initiative == state().initiative ? tr("Ends round %1: %2 keeps the initiative")
                                                : tr("Ends round %1: %2 takes the initiative"))
            .arg(state().round)
            .arg(after.playerName(after.initiative));
    // An Event card or a secured Council: its screen comes first.
    return after.event ? tr("%1, then the event").arg(ends) : ends;
}

bool TurnEntry::countsActions() const {
    return state().setup.turnsCounted;
}

bool TurnEntry::endTurn() {
    return applyOrRefuse(arcs::EndTurn{});
}

QVariantList TurnEntry::eliminationGates() const {
    QVariantList gates;
    if (!active() || !arcs::eliminated(state().board, seat()))
        return gates;
    for (int index = 0; index < arcs::SystemId::count; ++index) {
        const arcs::SystemId system = arcs::SystemId::fromIndex(index);
        if (arcs::entryProblem(state(), arcs::Elimination{seat(), system}, table().catalog())
                .isEmpty())
            gates << QVariant::fromValue(ReachSystem(system));
    }
    return gates;
}

int TurnEntry::eliminationShips() const {
    return active() ? arcs::shipsAfterElimination(state().board, seat(), table().catalog()) : 0;
}

bool TurnEntry::placeShipsAndEndTurn(const ReachSystem &gate) {
    if (!gate.valid()) {
        m_refusal = tr("Choose the gate for the new ships.");
        emit changed();
        return false;
    }
    return applyOrRefuse(arcs::Elimination{seat(), *gate.id()});
}

bool TurnEntry::addExtraAction(const QString &card) {
    return applyOrRefuse(arcs::ExtraAction{seat(), card});
}

bool TurnEntry::applyOrRefuse(const arcs::Entry &entry) {
    if (const QString refusal = table().apply(entry); !refusal.isEmpty()) {
        m_refusal = refusal;
        emit changed();
        return false;
    }
    return true;
}
