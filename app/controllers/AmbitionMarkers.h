// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// A marker in an ambition's box: GameState::markers' index, and its values ("5/3").
struct MarkerInBox {
    Q_GADGET
    QML_VALUE_TYPE(markerInBox)
    Q_PROPERTY(int marker MEMBER marker)
    Q_PROPERTY(QString text MEMBER text)

public:
    int marker = 0;
    QString text;
};

// The ambition markers as a card moves them: an ambition declared without its lead card (a
// card's effect, or a table entering only its scoring) and a marker taken back out of its box.
class AmbitionMarkers : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    // The marker a declaration takes next ("5/3"), or empty when none is left.
    Q_PROPERTY(QString nextMarker READ nextMarker NOTIFY changed)
    Q_PROPERTY(QString refusal READ refusal NOTIFY changed)

public:
    explicit AmbitionMarkers(Table *table = nullptr, QObject *parent = nullptr);

    QString nextMarker() const;
    QString refusal() const { return m_refusal; }

    // The markers in an ambition's box (an arcs::Ambition name): MarkerInBox each.
    Q_INVOKABLE QVariantList inBox(const QString &ambition) const;
    Q_INVOKABLE bool declare(const QString &ambition);
    // marker: GameState::markers' index, as inBox gives it.
    Q_INVOKABLE bool returnMarker(int marker);

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    bool apply(const arcs::Entry &entry);
    QString m_refusal;
};
