// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "models/CourtModel.h"

#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// A campaign's Court cards beyond the printed deck (Blighted Reach "New Rules & Terms"): the
// Fate Set cards the table brings into play, cards attached above the Court row's, and what
// each card is. What the Court panel and a card's sheet use; each entry returns the engine's
// refusal, or empty once it is journaled.
class CourtCardsView : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool campaign READ campaign NOTIFY changed)
    // "5 · Caretaker" for each Fate, in number order from 1.
    Q_PROPERTY(QStringList fates READ fates NOTIFY changed)
    // One card, by id, as its sheet shows it: what is printed on it and where it lies ("Guild card
    // · Material · protected"), whether it is attached above a card of the row, and how many
    // cards are attached above it.
    Q_PROPERTY(QString card READ card WRITE setCard NOTIFY changed)
    Q_PROPERTY(QString facts READ facts NOTIFY changed)
    Q_PROPERTY(bool attached READ attached NOTIFY changed)
    // The Imperial Council (its side is Table.councilDecided).
    Q_PROPERTY(bool council READ council NOTIFY changed)
    Q_PROPERTY(int attachedAbove READ attachedAbove NOTIFY changed)
    // Its raid cost as the table has it; 0 for a Vox card, the Council or a protected card.
    Q_PROPERTY(int raidCost READ raidCost NOTIFY changed)
    // The cards that could be attached: the Court deck's, its discard's and the play areas', as
    // NamedCard with where each is ("Dark Omen (Court deck)").
    Q_PROPERTY(QVariantList attachable READ attachable NOTIFY changed)

public:
    explicit CourtCardsView(Table *table = nullptr, QObject *parent = nullptr);

    // Where a Fate card comes into play (arcs::FateCardPlace).
    enum Place { CourtDeck, CourtRow, PlayArea };
    Q_ENUM(Place)

    bool campaign() const;
    QStringList fates() const;
    QVariantList attachable() const;
    QString card() const { return m_card; }
    void setCard(const QString &card);
    QString facts() const;
    bool attached() const;
    bool council() const;
    int attachedAbove() const;
    int raidCost() const;
    // How many cards the Fate's set has (numbered from 1), 0 for no such Fate.
    Q_INVOKABLE int cardsInSet(int fate) const;
    // A Vox card, or a Guild card of `suit` with its raid cost (0: protected, an X printed).
    Q_INVOKABLE QString addFateCard(int fate, int number, const QString &name, bool vox,
                                    arcs::ResourceType suit, int raidCost, Place to, int player);
    // The Fate Set card as the dialog describes it (its id from the Fate's and the card's number).
    static arcs::CourtCard fateSetCard(int fate, int number, const QString &name, bool vox,
                                       arcs::ResourceType suit, int raidCost);
    // `card` attached above this view's card.
    Q_INVOKABLE QString attach(const QString &card);
    // A card's effect sets this view's card's raid cost.
    Q_INVOKABLE QString correctRaidCost(int keys);

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    QString m_card;
};
