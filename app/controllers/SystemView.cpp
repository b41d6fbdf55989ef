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

void SystemView::setSystemName(const QString &name) {
    if (name == m_systemName)
        return;
    m_systemName = name;
    emit changed();
}

void SystemView::setBoard(BoardEntry *board) {
    if (board == m_board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board) // the acting player changes what they can do
        connect(m_board, &BoardEntry::changed, this, &SystemView::changed);
    emit changed();
}

SystemValue SystemView::system() const {
    const auto id = arcs::SystemId::parse(m_systemName);
    return id ? SystemValue::of(state(), *id, catalog()) : SystemValue{};
}

SystemChoice SystemView::choiceFor(const QString &piece, BoardEntry::Side side) const {
    return {piece, m_board->seat(), m_board->seatName(), m_board->seatColour(), {}, side};
}

QVariantList SystemView::taxChoices() const {
    QVariantList out;
    if (!m_board)
        return out;
    const SystemValue here = system(); // built once: it reads the whole system
    for (const QVariant &value : here.pieces) {
        const auto pieces = value.value<SeatPieces>();
        if (pieces.freshCities + pieces.damagedCities > 0)
            out.append(QVariant::fromValue(
                SystemChoice{QStringLiteral("city"), pieces.seat, pieces.name, pieces.colour,
                             m_board->taxProblem(m_systemName, pieces.seat)}));
    }
    const FreshDamagedCount free = here.campaign.freeCities;
    if (free.fresh + free.damaged > 0) {
        SystemChoice choice = choiceFor(QStringLiteral("city"), BoardEntry::Free);
        choice.problem = m_board->taxProblem(m_systemName, choice.seat, BoardEntry::Free);
        out.append(QVariant::fromValue(choice));
    }
    return out;
}

QVariantList SystemView::buildChoices() const {
    QVariantList out;
    const SystemValue here = system();
    if (!m_board || here.name.isEmpty())
        return out;
    QStringList pieces{QStringLiteral("ship")};
    if (!here.isGate)
        pieces << QStringLiteral("city") << QStringLiteral("starport");
    for (const QString &piece : pieces) {
        SystemChoice choice = choiceFor(piece);
        choice.problem = m_board->buildProblem(m_systemName, piece);
        out.append(QVariant::fromValue(choice));
    }
    const FreshDamagedCount free = here.campaign.freeStarports;
    if (free.fresh + free.damaged > 0) {
        SystemChoice choice = choiceFor(QStringLiteral("ship"), BoardEntry::Free);
        choice.problem = m_board->buildProblem(m_systemName, choice.piece, BoardEntry::Free);
        out.append(QVariant::fromValue(choice));
    }
    return out;
}

QVariantList SystemView::repairChoices() const {
    QVariantList out;
    const SystemValue here = system();
    if (!m_board || here.name.isEmpty())
        return out;
    const auto offer = [&](const QString &piece, int damaged, BoardEntry::Side side) {
        if (damaged == 0)
            return;
        SystemChoice choice = choiceFor(piece, side);
        choice.problem = m_board->repairProblem(m_systemName, piece, side);
        out.append(QVariant::fromValue(choice));
    };
    for (const QVariant &value : here.pieces) {
        const auto pieces = value.value<SeatPieces>();
        if (pieces.seat != m_board->seat())
            continue;
        offer(QStringLiteral("ship"), pieces.damagedShips, BoardEntry::Player);
        offer(QStringLiteral("city"), pieces.damagedCities, BoardEntry::Player);
        offer(QStringLiteral("starport"), pieces.damagedStarports, BoardEntry::Player);
    }
    offer(QStringLiteral("ship"), here.campaign.imperialShips.damaged, BoardEntry::Empire);
    offer(QStringLiteral("city"), here.campaign.freeCities.damaged, BoardEntry::Free);
    offer(QStringLiteral("starport"), here.campaign.freeStarports.damaged, BoardEntry::Free);
    return out;
}

QVariantList SystemView::destroyChoices() const {
    QVariantList out;
    if (!m_board)
        return out;
    for (const QVariant &value : system().pieces) {
        const auto pieces = value.value<SeatPieces>();
        if (pieces.seat == m_board->seat())
            continue;
        const std::pair<QString, int> kinds[] = {
            {QStringLiteral("ship"), pieces.freshShips + pieces.damagedShips},
            {QStringLiteral("city"), pieces.freshCities + pieces.damagedCities},
            {QStringLiteral("starport"), pieces.freshStarports + pieces.damagedStarports}};
        for (const auto &[piece, count] : kinds) {
            if (count > 0)
                out.append(QVariant::fromValue(
                    SystemChoice{piece, pieces.seat, pieces.name, pieces.colour, {}}));
        }
    }
    return out;
}

FreshDamagedCount SystemView::commandedImperialShips() const {
    const auto id = arcs::SystemId::parse(m_systemName);
    if (!m_board || !id || state().playerCount() == 0 ||
        !arcs::commandsImperialFleet(state().board, m_board->seat(), *id))
        return {};
    const arcs::FreshDamaged ships = state().board.at(*id).imperialShips;
    return {ships.fresh, ships.damaged};
}

bool SystemView::canBattle() const {
    return m_board && m_board->canBattleIn(m_systemName);
}

QString SystemView::whyNoBattle() const {
    return m_board ? m_board->whyNoBattleIn(m_systemName) : QString();
}
