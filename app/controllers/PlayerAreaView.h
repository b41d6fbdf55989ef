// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "models/PlayerAreaValue.h"

#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// One player's area, by seat, kept up to date as entries change the table: what a player area
// sheet, a raid and the extra-action menu show.
class PlayerAreaView : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY changed)
    Q_PROPERTY(PlayerAreaValue area READ area NOTIFY changed)
    // For corrections: the base Guild cards this player could be given (in nobody's area and
    // not in the Court row), as AreaGuildCard, and the lore nobody holds.
    Q_PROPERTY(QVariantList guildCardsToAdd READ guildCardsToAdd NOTIFY changed)
    Q_PROPERTY(QStringList loreToAdd READ loreToAdd NOTIFY changed)

public:
    explicit PlayerAreaView(Table *table = nullptr, QObject *parent = nullptr);

    int seat() const { return m_seat; }
    void setSeat(int seat);
    PlayerAreaValue area() const;
    QVariantList guildCardsToAdd() const;
    QStringList loreToAdd() const;

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    int m_seat = -1;
};
