// SPDX-License-Identifier: GPL-3.0-or-later
#include "FlagshipView.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/FlagshipEntries.h"
#include "rules/Flagships.h"

FlagshipView::FlagshipView(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void FlagshipView::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &FlagshipView::changed);
    emit changed();
}

void FlagshipView::setBoard(BoardDraft *board) {
    if (m_board == board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board) // a new acting player
        connect(m_board, &BoardDraft::changed, this, &FlagshipView::changed);
    emit changed();
}

int FlagshipView::seat() const {
    if (m_seat >= 0)
        return m_seat;
    return m_board ? m_board->seat() : -1;
}

void FlagshipView::setSeat(int seat) {
    if (m_seat == seat)
        return;
    m_seat = seat;
    emit changed();
}

void FlagshipView::setSystem(const ReachSystem &system) {
    if (m_system == system)
        return;
    m_system = system;
    emit changed();
}

bool FlagshipView::hasFlagship() const {
    return seat() >= 0 && state().board.areas.value(seat()).flagship.has_value();
}

QString FlagshipView::where() const {
    return hasFlagship() ? arcs::systemWord(state().board.areas[seat()].flagship->system)
                         : QString();
}

FlagshipSlotValue FlagshipView::slotValue(const arcs::Flagship &flagship,
                                          arcs::FlagshipSlot slot) const {
    FlagshipSlotValue out;
    out.position = slot.position;
    out.armor = slot.armor;
    out.name = arcs::slotName(slot, catalog());
    const auto planet = arcs::slotPlanet(slot, catalog());
    out.anyPlanet = !planet.has_value();
    out.planet = planet.value_or(arcs::ResourceType{});
    if (const auto &built = flagship.at(slot)) {
        out.building = built->building;
        out.damaged = built->damaged;
    }
    if (!slot.armor)
        out.allows = arcs::upgradeAllows(
            catalog().campaign.flagshipUpgrades.value(slot.position - 1).upgrade);
    return out;
}

QVariantList FlagshipView::boardSlots() const {
    QVariantList out;
    if (!hasFlagship())
        return out;
    const arcs::Flagship &flagship = *state().board.areas[seat()].flagship;
    for (bool armor : {true, false}) {
        for (int position = 1; position <= int(flagship.upgrades.size()); ++position)
            out.append(QVariant::fromValue(slotValue(flagship, {position, armor})));
    }
    return out;
}

bool FlagshipView::placeable() const {
    if (!state().campaign || seat() < 0 || hasFlagship())
        return false;
    const arcs::Fate *fate = catalog().fate(state().campaign->fates.value(seat()));
    return fate && fate->flagship;
}

QString FlagshipView::toPlace() const {
    return arcs::flagshipToPlace(state(), seat(), catalog());
}

QString FlagshipView::placeProblem() const {
    const auto &id = m_system.id();
    if (!id || !placeable())
        return {};
    return arcs::entryProblem(state(), arcs::GainFlagship{seat(), *id}, catalog());
}

bool FlagshipView::here() const {
    const auto &id = m_system.id();
    return id && seat() >= 0 && arcs::flagshipIn(state().board, seat(), *id);
}

QVariantList FlagshipView::buildable() const {
    QVariantList out;
    if (!here())
        return out;
    const arcs::SystemId system = *m_system.id();
    const arcs::Planet *planet = catalog().map.planet(system);
    if (!planet)
        return out;
    const arcs::Flagship &flagship = *state().board.areas[seat()].flagship;
    for (bool armor : {false, true}) {
        for (int position = 1; position <= int(flagship.upgrades.size()); ++position) {
            const arcs::FlagshipSlot slot{position, armor};
            const auto needed = arcs::slotPlanet(slot, catalog());
            // Armor is offered over a built Upgrade only (the engine says why a damaged one
            // takes none).
            if (flagship.at(slot) || (needed && *needed != planet->type) ||
                (armor && !flagship.at({position, false})))
                continue;
            for (arcs::Piece piece : {arcs::Piece::City, arcs::Piece::Starport}) {
                FlagshipSlotValue value = slotValue(flagship, slot);
                value.building = arcs::buildingOf(piece); // what would be built
                value.problem = arcs::entryProblem(
                    state(), arcs::Build{seat(), system, piece, arcs::Side::Player, slot},
                    catalog());
                out.append(QVariant::fromValue(value));
            }
        }
    }
    return out;
}

QVariantList FlagshipView::repairable() const {
    QVariantList out;
    if (!here())
        return out;
    const arcs::SystemId system = *m_system.id();
    const arcs::Flagship &flagship = *state().board.areas[seat()].flagship;
    for (bool armor : {true, false}) {
        for (int position = 1; position <= int(flagship.upgrades.size()); ++position) {
            const arcs::FlagshipSlot slot{position, armor};
            if (!flagship.at(slot) || !flagship.at(slot)->damaged)
                continue;
            FlagshipSlotValue value = slotValue(flagship, slot);
            value.problem = arcs::entryProblem(
                state(), arcs::Repair{seat(), system, arcs::Piece::City, arcs::Side::Player, slot},
                catalog());
            out.append(QVariant::fromValue(value));
        }
    }
    return out;
}

QString FlagshipView::correctSlot(int position, bool armor, arcs::Building building, bool damaged) {
    arcs::CorrectFlagshipSlot correct{seat(), {position, armor}, std::nullopt};
    if (building != arcs::Building::None)
        correct.building = arcs::FlagshipBuilding{building, damaged};
    return table().apply(correct);
}
