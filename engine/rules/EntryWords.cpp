// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryWords.h"

#include "data/Catalog.h"
#include "state/GameState.h"

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

QString countedPieces(Piece piece, int count) {
    // A message of its own for each piece (a translation's measure word differs: 艘, 座, 名),
    // read untranslated as "3 ships" too.
    const QString counted = [piece] {
        switch (piece) {
        case Piece::Ship:
            return QCoreApplication::translate("EntryWords", "%1 %2", "3 ships");
        case Piece::City:
            return QCoreApplication::translate("EntryWords", "%1 %2", "3 cities");
        case Piece::Starport:
            return QCoreApplication::translate("EntryWords", "%1 %2", "3 starports");
        case Piece::Agent:
            return QCoreApplication::translate("EntryWords", "%1 %2", "3 agents");
        }
        Q_UNREACHABLE();
    }();
    return counted.arg(count).arg(pieceWord(piece, count));
}

QString listOf(const QStringList &words) {
    return words.join(
        QCoreApplication::translate("EntryWords", ", ", "between the words of a list"));
}

QString resourceList(const QList<ResourceType> &types) {
    QStringList words;
    for (ResourceType type : types)
        words << resourceWord(type);
    return listOf(words);
}

QString playerList(const GameState &state, const QList<int> &seats) {
    QStringList names;
    for (int seat : seats)
        names << state.playerName(seat);
    return listOf(names);
}

QString markerWord(const MarkerValues &values) {
    return QStringLiteral("%1/%2").arg(values.first).arg(values.second);
}

QString actWord(int act) {
    // Roman as printed on the Act cards; a translation may use its own numerals (第二幕).
    static const char *const acts[] = {QT_TRANSLATE_NOOP("EntryWords", "I"),
                                       QT_TRANSLATE_NOOP("EntryWords", "II"),
                                       QT_TRANSLATE_NOOP("EntryWords", "III")};
    return act >= 1 && act <= 3 ? QCoreApplication::translate("EntryWords", acts[act - 1])
                                : QString::number(act);
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

QString systemWord(SystemId system) {
    static const char *const words[] = {
        QT_TRANSLATE_NOOP("EntryWords", "%1-gate"), QT_TRANSLATE_NOOP("EntryWords", "%1-arrow"),
        QT_TRANSLATE_NOOP("EntryWords", "%1-crescent"), QT_TRANSLATE_NOOP("EntryWords", "%1-hex")};
    return QCoreApplication::translate("EntryWords", words[int(system.kind)]).arg(system.cluster);
}

} // namespace arcs
