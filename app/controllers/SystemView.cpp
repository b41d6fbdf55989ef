// SPDX-License-Identifier: GPL-3.0-or-later
#include "SystemView.h"

#include "rules/BoardFacts.h"

SystemView::SystemView(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void SystemView::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &SystemView::changed);
    emit changed();
}

void SystemView::setSystem(const ReachSystem &system) {
    if (system == m_system)
        return;
    m_system = system;
    emit changed();
}

void SystemView::setBoard(BoardDraft *board) {
    if (board == m_board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board) // the acting player changes what they can do
        connect(m_board, &BoardDraft::changed, this, &SystemView::changed);
    emit changed();
}

SystemValue SystemView::info() const {
    const auto &id = m_system.id();
    return id ? SystemValue::of(state(), *id, catalog()) : SystemValue{};
}

SystemChoice SystemView::choiceFor(arcs::Piece piece, arcs::Side side) const {
    return {piece, m_board->seat(), m_board->seatName(), m_board->seatColour(), {}, side};
}

QVariantList SystemView::taxChoices() const {
    QVariantList out;
    if (!m_board)
        return out;
    const SystemValue here = info(); // built once: it reads the whole system
    for (const QVariant &value : here.pieces) {
        const auto pieces = value.value<SeatPieces>();
        if (pieces.freshCities + pieces.damagedCities > 0)
            out.append(QVariant::fromValue(
                SystemChoice{arcs::Piece::City, pieces.seat, pieces.name, pieces.colour,
                             m_board->taxProblem(m_system, pieces.seat)}));
    }
    const FreshDamagedCount free = here.campaign.freeCities;
    if (free.fresh + free.damaged > 0) {
        SystemChoice choice = choiceFor(arcs::Piece::City, arcs::Side::Free);
        choice.problem = m_board->taxProblem(m_system, choice.seat, arcs::Side::Free);
        out.append(QVariant::fromValue(choice));
    }
    return out;
}

QVariantList SystemView::buildChoices() const {
    QVariantList out;
    const SystemValue here = info();
    if (!m_board || !here.system.valid())
        return out;
    QList<arcs::Piece> pieces{arcs::Piece::Ship};
    if (!here.isGate)
        pieces << arcs::Piece::City << arcs::Piece::Starport;
    for (const arcs::Piece piece : pieces) {
        SystemChoice choice = choiceFor(piece);
        choice.problem = m_board->buildProblem(m_system, piece);
        out.append(QVariant::fromValue(choice));
    }
    const FreshDamagedCount free = here.campaign.freeStarports;
    if (free.fresh + free.damaged > 0) {
        SystemChoice choice = choiceFor(arcs::Piece::Ship, arcs::Side::Free);
        choice.problem = m_board->buildProblem(m_system, choice.piece, arcs::Side::Free);
        out.append(QVariant::fromValue(choice));
    }
    return out;
}

QVariantList SystemView::repairChoices() const {
    QVariantList out;
    const SystemValue here = info();
    if (!m_board || !here.system.valid())
        return out;
    const auto offer = [&](arcs::Piece piece, int damaged, arcs::Side side) {
        if (damaged == 0)
            return;
        SystemChoice choice = choiceFor(piece, side);
        choice.problem = m_board->repairProblem(m_system, piece, side);
        out.append(QVariant::fromValue(choice));
    };
    for (const QVariant &value : here.pieces) {
        const auto pieces = value.value<SeatPieces>();
        if (pieces.seat != m_board->seat())
            continue;
        offer(arcs::Piece::Ship, pieces.damagedShips, arcs::Side::Player);
        offer(arcs::Piece::City, pieces.damagedCities, arcs::Side::Player);
        offer(arcs::Piece::Starport, pieces.damagedStarports, arcs::Side::Player);
    }
    offer(arcs::Piece::Ship, here.campaign.imperialShips.damaged, arcs::Side::Empire);
    offer(arcs::Piece::City, here.campaign.freeCities.damaged, arcs::Side::Free);
    offer(arcs::Piece::Starport, here.campaign.freeStarports.damaged, arcs::Side::Free);
    return out;
}

QVariantList SystemView::destroyChoices() const {
    QVariantList out;
    if (!m_board)
        return out;
    for (const QVariant &value : info().pieces) {
        const auto pieces = value.value<SeatPieces>();
        if (pieces.seat == m_board->seat())
            continue;
        const std::pair<arcs::Piece, int> kinds[] = {
            {arcs::Piece::Ship, pieces.freshShips + pieces.damagedShips},
            {arcs::Piece::City, pieces.freshCities + pieces.damagedCities},
            {arcs::Piece::Starport, pieces.freshStarports + pieces.damagedStarports}};
        for (const auto &[piece, count] : kinds) {
            if (count > 0)
                out.append(QVariant::fromValue(
                    SystemChoice{piece, pieces.seat, pieces.name, pieces.colour, {}}));
        }
    }
    return out;
}

FreshDamagedCount SystemView::commandedImperialShips() const {
    const auto &id = m_system.id();
    if (!m_board || !id || state().playerCount() == 0 ||
        !arcs::commandsImperialFleet(state().board, m_board->seat(), *id))
        return {};
    const arcs::FreshDamaged ships = state().board.at(*id).imperialShips;
    return {ships.fresh, ships.damaged};
}

bool SystemView::canBattle() const {
    return m_board && m_board->canBattleIn(m_system);
}

QString SystemView::whyNoBattle() const {
    return m_board ? m_board->whyNoBattleIn(m_system) : QString();
}
