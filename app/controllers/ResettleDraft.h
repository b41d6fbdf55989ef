// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "entries/Entry.h"
#include "models/ReachSystem.h"

#include <QMap>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>

// A system the Resettling player's new ships may go to, and how many they put there.
struct ResettleShips {
    Q_GADGET
    QML_VALUE_TYPE(resettleShips)
    Q_PROPERTY(ReachSystem system MEMBER system)
    Q_PROPERTY(int count MEMBER count)

public:
    ReachSystem system;
    int count = 0;
    bool operator==(const ResettleShips &) const = default;
};

// A Resettle being drafted from a player's area (a C Fate): the planet for the city and the one
// for the starport, and where the new ships go that bring the player back to 8 Loyal ships on
// the map. The draft is kept here, not in QML, which holds a value type only by reference in
// Qt 6.4; the engine checks it as it stands.
class ResettleDraft : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int seat READ seat WRITE setSeat NOTIFY changed)
    Q_PROPERTY(bool resettleable READ resettleable NOTIFY changed) // the player's Fate allows it
    Q_PROPERTY(QVariantList planets READ planets NOTIFY changed)   // ReachSystem each, in play
    Q_PROPERTY(int shipsDue READ shipsDue NOTIFY changed)          // the new ships to place
    Q_PROPERTY(ReachSystem city READ city WRITE setCity NOTIFY changed)
    Q_PROPERTY(ReachSystem starport READ starport WRITE setStarport NOTIFY changed)
    // ResettleShips each: the city's and the starport's planets and the systems with the
    // player's Loyal pieces (the Flagship's among them).
    Q_PROPERTY(QVariantList ships READ ships NOTIFY changed)
    Q_PROPERTY(int placed READ placed NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed) // the engine's reason, or empty

public:
    explicit ResettleDraft(Table *table = nullptr, QObject *parent = nullptr);

    int seat() const { return m_seat; }
    void setSeat(int seat);
    bool resettleable() const;
    QVariantList planets() const;
    int shipsDue() const;
    ReachSystem city() const { return m_city; }
    void setCity(const ReachSystem &city);
    ReachSystem starport() const { return m_starport; }
    void setStarport(const ReachSystem &starport);
    QVariantList ships() const;
    int placed() const;
    QString problem() const;

    // `count` new ships go to `system` (0: none).
    Q_INVOKABLE void place(const ReachSystem &system, int count);
    // Journals the Resettle drafted and starts a new draft; the refusal, or empty.
    Q_INVOKABLE QString resettle();

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    std::optional<arcs::Resettle> entry() const;
    int m_seat = -1;
    ReachSystem m_city;
    ReachSystem m_starport;
    QMap<int, int> m_ships; // SystemId::index() → new ships there
};
