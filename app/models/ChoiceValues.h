// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// What the table picks from, as the pickers list it: typed values, not maps.

// A card (a Court card, a lore card) by its id, with its name as the interface shows it.
struct NamedCard {
    Q_GADGET
    QML_VALUE_TYPE(namedCard)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString id;
    QString name;
    bool operator==(const NamedCard &) const = default;
};

// A Fate offered to a player: its number, its name, how a picker labels it ("Steward (Fate
// 3)", "Keep the Steward (Fate 3)"), and whether it is the one the player plays now.
struct FateOffer {
    Q_GADGET
    QML_VALUE_TYPE(fateOffer)
    Q_PROPERTY(int number MEMBER number)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString label MEMBER label)
    Q_PROPERTY(bool current MEMBER current)

public:
    int number = 0;
    QString name;
    QString label;
    bool current = false;
};

namespace arcs {
class Catalog;
}
// Fate `number` as a picker offers it; `current`: the one its player plays now, to keep.
FateOffer fateOffer(const arcs::Catalog &catalog, int number, bool current);

// A player's Fates offered at the table, and the one chosen (0: none yet).
struct FateOfferRow {
    Q_GADGET
    QML_VALUE_TYPE(fateOfferRow)
    Q_PROPERTY(int seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QVariantList offers MEMBER offers) // FateOffer each
    Q_PROPERTY(int chosen MEMBER chosen)

public:
    int seat = 0;
    QString name;
    QVariantList offers;
    int chosen = 0;
};
