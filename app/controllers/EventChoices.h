// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// What an event's steps show and offer (EventSteps): typed values, not maps.

// A player at a Summit or a Crisis: their Imperial standing, favors held, agents in supply.
struct EventPlayer {
    Q_GADGET
    QML_VALUE_TYPE(eventPlayer)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(arcs::PlayerColour colour MEMBER colour)
    Q_PROPERTY(bool regent MEMBER regent)
    Q_PROPERTY(bool firstRegent MEMBER firstRegent)
    Q_PROPERTY(QString favors MEMBER favors) // "2 of Ben's", in words
    Q_PROPERTY(int agents MEMBER agents)

public:
    int seat = 0;
    QString name;
    arcs::PlayerColour colour{};
    bool regent = false;
    bool firstRegent = false;
    QString favors;
    int agents = 0;
};

// A step of the event under way: a Court Crisis's card while it is still in the Court, what
// the step asks (worked out when it comes), and whether it is done or the current one.
struct EventStepLine {
    Q_GADGET
    QML_VALUE_TYPE(eventStepLine)
    Q_PROPERTY(QString courtCard MEMBER courtCard)
    Q_PROPERTY(QString courtCardName MEMBER courtCardName)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString detail MEMBER detail)
    Q_PROPERTY(bool done MEMBER done)
    Q_PROPERTY(bool current MEMBER current)

public:
    QString courtCard;
    QString courtCardName;
    QString title;
    QString detail;
    bool done = false;
    bool current = false;
};

// A resource by type (arcs::ResourceType) and name; `count`: how many the Imperial Trust holds.
struct ResourceChoice {
    Q_GADGET
    QML_VALUE_TYPE(resourceChoice)
    Q_PROPERTY(int type MEMBER type)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(int count MEMBER count)

public:
    int type = 0;
    QString name;
    int count = 0;
};

// An Imperial policy to change to (arcs::ImperialPolicy; -1 keeps the one in force).
struct PolicyChoice {
    Q_GADGET
    QML_VALUE_TYPE(policyChoice)
    Q_PROPERTY(int policy MEMBER policy)
    Q_PROPERTY(QString name MEMBER name)

public:
    int policy = -1;
    QString name;
};

// A resource slot of a player's to clear, by index and what it holds.
struct SlotChoice {
    Q_GADGET
    QML_VALUE_TYPE(slotChoice)
    Q_PROPERTY(int slot MEMBER slot)
    Q_PROPERTY(QString name MEMBER name)

public:
    int slot = 0;
    QString name;
};

// A player asked something at the Govern step: a tribute's options (words), or the slots
// (heldSlots: SlotChoice each) to make room in; a Regent alone asks neither.
struct SeatChoices {
    Q_GADGET
    QML_VALUE_TYPE(seatChoices)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QStringList options MEMBER options)
    Q_PROPERTY(QVariantList heldSlots MEMBER heldSlots)

public:
    int seat = 0;
    QString name;
    QStringList options;
    QVariantList heldSlots;
};
