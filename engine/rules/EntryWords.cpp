// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryWords.h"

#include "data/Catalog.h"

#include <QCoreApplication>

namespace arcs {

QString resourceWord(ResourceType type) {
    static const char *const words[] = {
        QT_TRANSLATE_NOOP("EntryWords", "Material"), QT_TRANSLATE_NOOP("EntryWords", "Fuel"),
        QT_TRANSLATE_NOOP("EntryWords", "Weapon"), QT_TRANSLATE_NOOP("EntryWords", "Relic"),
        QT_TRANSLATE_NOOP("EntryWords", "Psionic")};
    return QCoreApplication::translate("EntryWords", words[int(type)]);
}

QString pieceWord(Piece piece, int count) {
    static const char *const one[] = {
        QT_TRANSLATE_NOOP("EntryWords", "ship"), QT_TRANSLATE_NOOP("EntryWords", "city"),
        QT_TRANSLATE_NOOP("EntryWords", "starport"), QT_TRANSLATE_NOOP("EntryWords", "agent")};
    static const char *const many[] = {
        QT_TRANSLATE_NOOP("EntryWords", "ships"), QT_TRANSLATE_NOOP("EntryWords", "cities"),
        QT_TRANSLATE_NOOP("EntryWords", "starports"), QT_TRANSLATE_NOOP("EntryWords", "agents")};
    return QCoreApplication::translate("EntryWords", (count == 1 ? one : many)[int(piece)]);
}

QString actWord(int act) {
    static const char *const acts[] = {"I", "II", "III"};
    return act >= 1 && act <= 3 ? QString::fromLatin1(acts[act - 1]) : QString::number(act);
}

QString policyWord(ImperialPolicy policy) {
    switch (policy) {
    case ImperialPolicy::War:
        return QCoreApplication::translate("EntryWords", "War");
    case ImperialPolicy::Peace:
        return QCoreApplication::translate("EntryWords", "Peace");
    case ImperialPolicy::Escalation:
        return QCoreApplication::translate("EntryWords", "Escalation");
    }
    return {};
}

QString symbolWord(PlanetSymbol symbol) {
    static const char *const words[] = {QT_TRANSLATE_NOOP("EntryWords", "arrow"),
                                        QT_TRANSLATE_NOOP("EntryWords", "crescent"),
                                        QT_TRANSLATE_NOOP("EntryWords", "hex")};
    return QCoreApplication::translate("EntryWords", words[int(symbol)]);
}

} // namespace arcs
