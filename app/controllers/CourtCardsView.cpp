// SPDX-License-Identifier: GPL-3.0-or-later
#include "CourtCardsView.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/CourtCards.h"
#include "rules/EntryWords.h"

CourtCardsView::CourtCardsView(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void CourtCardsView::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &CourtCardsView::changed);
    emit changed();
}

bool CourtCardsView::campaign() const {
    return state().campaign.has_value();
}

QStringList CourtCardsView::fates() const {
    QStringList out;
    for (const arcs::Fate &fate : catalog().fates)
        out << tr("%1 · %2").arg(fate.number).arg(fate.name);
    return out;
}

QVariantList CourtCardsView::attachable() const {
    QVariantList out;
    const arcs::Court &court = state().board.court;
    const auto add = [&](const QString &id, const QString &where) {
        out.append(QVariant::fromValue(
            NamedCard{id, tr("%1 (%2)").arg(court.cardName(id, catalog()), where)}));
    };
    for (const QString &id : court.deck)
        add(id, tr("Court deck"));
    for (const QString &id : court.discard)
        add(id, tr("Court discard"));
    for (int seat = 0; seat < state().playerCount(); ++seat) {
        for (const QString &id : state().board.areas[seat].guildCards)
            add(id, state().playerName(seat));
    }
    return out;
}

int CourtCardsView::cardsInSet(int fate) const {
    const arcs::Fate *found = catalog().fate(fate);
    return found ? found->cards : 0;
}

QString CourtCardsView::addFateCard(int fate, int number, const QString &name, bool vox,
                                    arcs::ResourceType suit, int raidCost, Place to, int player) {
    return table().apply(arcs::AddFateCard{fateSetCard(fate, number, name, vox, suit, raidCost),
                                           arcs::FateCardPlace(to), player});
}

arcs::CourtCard CourtCardsView::fateSetCard(int fate, int number, const QString &name, bool vox,
                                            arcs::ResourceType suit, int raidCost) {
    arcs::CourtCard card;
    card.id = QStringLiteral("F%1-%2").arg(fate).arg(number, 2, 10, QLatin1Char('0'));
    card.name = name.trimmed();
    card.deck = arcs::CourtDeck::FateSet;
    card.kind = vox ? arcs::CourtCardKind::Vox : arcs::CourtCardKind::Guild;
    if (!vox) {
        card.suit = suit;
        if (raidCost > 0)
            card.raidCost = raidCost;
    }
    return card;
}

void CourtCardsView::setCard(const QString &card) {
    if (m_card == card)
        return;
    m_card = card;
    emit changed();
}

QString CourtCardsView::attach(const QString &card) {
    return table().apply(arcs::AttachCard{card, m_card});
}

int CourtCardsView::raidCost() const {
    const arcs::CourtCard *card = state().board.court.card(m_card, catalog());
    return card ? card->raidCost.value_or(0) : 0;
}

QString CourtCardsView::correctRaidCost(int keys) {
    arcs::Correction correction;
    correction.target = arcs::CorrectionTarget::RaidCost;
    correction.card = m_card;
    correction.value = keys;
    return table().apply(correction);
}

QString CourtCardsView::facts() const {
    const arcs::Court &court = state().board.court;
    const arcs::CourtCard *printed = court.card(m_card, catalog());
    if (!printed)
        return {};
    QString out;
    switch (printed->kind) {
    case arcs::CourtCardKind::Guild: {
        const QString suit = arcs::resourceWord(*printed->suit);
        out = printed->isProtected() ? tr("Guild card · %1 · protected (no raid cost)").arg(suit)
              : *printed->raidCost == 1
                  ? tr("Guild card · %1 · raid cost 1 key").arg(suit)
                  : tr("Guild card · %1 · raid cost %2 keys").arg(suit).arg(*printed->raidCost);
        break;
    }
    case arcs::CourtCardKind::Vox:
        out = tr("Vox card");
        break;
    case arcs::CourtCardKind::Council:
        out = tr("The Imperial Council");
        break;
    }
    if (printed->deck == arcs::CourtDeck::FateSet)
        out = tr("Fate card %1 · %2").arg(printed->id, out);
    if (attached())
        out = tr("%1 · %2").arg(out, arcs::whereaboutsOf(state(), m_card, catalog()));
    if (const int place = arcs::courtPlace(court, m_card); place >= 0) {
        for (const QString &above : court.row[place].attached)
            out = tr("%1 · %2 attached above it").arg(out, court.cardName(above, catalog()));
    }
    return out;
}

bool CourtCardsView::council() const {
    const arcs::CourtCard *printed = catalog().courtCard(m_card);
    return printed && printed->kind == arcs::CourtCardKind::Council;
}

bool CourtCardsView::attached() const {
    return arcs::attachedPlace(state().board.court, m_card) >= 0;
}

int CourtCardsView::attachedAbove() const {
    const arcs::Court &court = state().board.court;
    const int place = arcs::courtPlace(court, m_card);
    return place >= 0 ? int(court.row[place].attached.size()) : 0;
}
