// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// One Edict on the rules booklet's Edict side.
struct BookletEdict {
    Q_GADGET
    QML_VALUE_TYPE(bookletEdict)
    Q_PROPERTY(int order MEMBER order)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString fate MEMBER fate) // "" for the base campaign's
    Q_PROPERTY(bool inBooklet MEMBER inBooklet)
    Q_PROPERTY(QString note MEMBER note) // the policy on top, or why it is there

public:
    int order = 0;
    QString name;
    QString fate;
    bool inBooklet = false;
    QString note;
    bool operator==(const BookletEdict &) const = default;
};

// The rules booklet in a campaign. Its Edict side: the base campaign's, always there, and each
// Fate Edict in play, which the table ticks as its Fates' setup and resolution cards add or
// scrap them (the Event screen's Edicts follow the ticks). Its other side: the Law and Summit
// cards the table adds, by name.
class RulesBooklet : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    // BookletEdicts by order number.
    Q_PROPERTY(QVariantList edicts READ edicts NOTIFY changed)
    // Whether the table has recorded the booklet's Fate Edicts yet.
    Q_PROPERTY(bool recorded READ recorded NOTIFY changed)
    // The Law and Summit cards in the booklet, in the order they were added.
    Q_PROPERTY(QStringList laws READ laws NOTIFY changed)
    // The Imperial policy on top of the Govern cards (War in a game that is no campaign).
    Q_PROPERTY(arcs::ImperialPolicy policy READ policy NOTIFY changed)

public:
    explicit RulesBooklet(Table *table = nullptr, QObject *parent = nullptr);

    QVariantList edicts() const;
    bool recorded() const;
    QStringList laws() const;
    arcs::ImperialPolicy policy() const;
    // A card's effect puts another policy on top: the refusal, or "".
    Q_INVOKABLE QString setPolicy(arcs::ImperialPolicy policy);
    // Records a Fate Edict in the booklet or out of it: the refusal, or "".
    Q_INVOKABLE QString setInBooklet(const QString &name, bool inBooklet);
    // Adds a Law or Summit card by its printed name, or takes it out: the refusal, or "".
    Q_INVOKABLE QString setLaw(const QString &name, bool inBooklet);

signals:
    void changed();

private:
    void connectTo(Table &table) override;
};
