// SPDX-License-Identifier: GPL-3.0-or-later
#include "Words.h"

#include "rules/EntryWords.h"

#include <QCoreApplication>
#include <QEvent>

namespace {

// Every word of `Enum`, in the order of its numbers, as `word` says it.
template <typename Enum> QStringList everyWord(QString (*word)(Enum)) {
    QStringList words;
    for (std::size_t value = 0; value < arcs::Spelling<Enum>::names.size(); ++value)
        words.append(word(Enum(value)));
    return words;
}

} // namespace

Words::Words(QObject *parent) : QObject(parent) {
    // A translator installed sends the application a LanguageChange.
    QCoreApplication::instance()->installEventFilter(this);
}

bool Words::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        emit changed();
    return QObject::eventFilter(watched, event);
}

QStringList Words::resources() {
    return everyWord<arcs::ResourceType>(&arcs::resourceWord);
}

QStringList Words::policies() {
    return everyWord<arcs::ImperialPolicy>(&arcs::policyWord);
}

QStringList Words::planetSymbols() {
    QStringList words = everyWord<arcs::PlanetSymbol>(&arcs::symbolWord);
    for (QString &word : words)
        if (!word.isEmpty())
            word[0] = word[0].toUpper();
    return words;
}
