// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// The game's words as people read them, for the views: the engine's own (rules/EntryWords.h),
// so that a view and an entry's title name a thing alike, translated once. Each list is indexed
// by its enum's number (`Words.resources[Game.ResourceType.Fuel]`), and said again when the
// language changes, so that a view bound to it follows (the Map key stayed in English after a
// change to 繁體中文; a cold play-test).
class Words : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QStringList resources READ resources NOTIFY changed) // "Fuel"
    Q_PROPERTY(QStringList policies READ policies NOTIFY changed)   // "War"
    Q_PROPERTY(
        QStringList planetSymbols READ planetSymbols NOTIFY changed) // "Arrow", as a label starts

public:
    explicit Words(QObject *parent = nullptr);

    static QStringList resources();
    static QStringList policies();
    static QStringList planetSymbols();

signals:
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};
