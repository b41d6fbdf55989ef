// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlayerAreaView.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/CourtCards.h"

PlayerAreaView::PlayerAreaView(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void PlayerAreaView::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &PlayerAreaView::changed);
    emit changed();
}

void PlayerAreaView::setSeat(int seat) {
    if (seat == m_seat)
        return;
    m_seat = seat;
    emit changed();
}

PlayerAreaValue PlayerAreaView::area() const {
    return PlayerAreaValue::of(table().hostView(), m_seat, catalog());
}

QVariantList PlayerAreaView::guildCardsToAdd() const {
    QVariantList out;
    const arcs::Board &board = state().board;
    const arcs::CourtDeck deck = arcs::GameSetup::courtDeck(state().setup.mode);
    QStringList ids; // the printed cards, then the Fate Set cards the table added
    for (const arcs::CourtCard &card : catalog().courtCards)
        ids << card.id;
    for (const arcs::CourtCard &card : board.court.tableCards) {
        if (card.deck == arcs::CourtDeck::FateSet)
            ids << card.id;
    }
    for (const QString &id : ids) {
        const arcs::CourtCard &card = *board.court.card(id, catalog()); // as the table has it
        const bool held = m_seat >= 0 && m_seat < board.playerCount() &&
                          board.areas[m_seat].guildCards.contains(card.id);
        const bool inCourt = arcs::courtPlace(board.court, card.id) >= 0 ||
                             arcs::attachedPlace(board.court, card.id) >= 0;
        const bool inThisGame = card.deck == deck || card.deck == arcs::CourtDeck::FateSet;
        if (inThisGame && card.kind == arcs::CourtCardKind::Guild && !held && !inCourt)
            out.append(QVariant::fromValue(
                AreaGuildCard{card.id, card.name, card.suit.value_or(arcs::ResourceType{}),
                              card.raidCost.value_or(0), card.isProtected(), 0}));
    }
    return out;
}

QStringList PlayerAreaView::loreToAdd() const {
    QStringList out;
    const QList<arcs::PlayerArea> &areas = state().board.areas;
    for (const arcs::LoreCard &lore : catalog().lore) {
        if (std::none_of(areas.begin(), areas.end(), [&](const arcs::PlayerArea &area) {
                return area.lore.contains(lore.name);
            }))
            out << lore.name;
    }
    return out;
}
