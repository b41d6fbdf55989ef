// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The game's words as people read them, for the views: the engine's own (rules/EntryWords.h),
// so that a view and an entry's title name a thing alike, translated once. Empty for a number
// that is none of the enum's words.
class Words : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    Q_INVOKABLE static QString resource(arcs::ResourceType type);   // "Fuel"
    Q_INVOKABLE static QString policy(arcs::ImperialPolicy policy); // "War"
    // As a label starts, "Arrow" (the event die's word is "arrow").
    Q_INVOKABLE static QString planetSymbol(arcs::PlanetSymbol symbol);
};
