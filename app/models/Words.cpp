// SPDX-License-Identifier: GPL-3.0-or-later
#include "Words.h"

#include "rules/EntryWords.h"

QString Words::resource(arcs::ResourceType type) {
    return arcs::isOneOf(type) ? arcs::resourceWord(type) : QString();
}

QString Words::policy(arcs::ImperialPolicy policy) {
    return arcs::isOneOf(policy) ? arcs::policyWord(policy) : QString();
}

QString Words::planetSymbol(arcs::PlanetSymbol symbol) {
    if (!arcs::isOneOf(symbol))
        return {};
    QString word = arcs::symbolWord(symbol);
    if (!word.isEmpty())
        word[0] = word[0].toUpper();
    return word;
}
