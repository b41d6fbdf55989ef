// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TableClient.h"
#include "models/ReachSystem.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// A campaign's Act I placement loop at the table: who places next, the planets they may place
// at (lit on the map), and the building they chose; a tapped planet journals the placement.
class StartingPlacement : public TableClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(QString placerName READ placerName NOTIFY changed)
    Q_PROPERTY(arcs::PlayerColour placerColour READ placerColour NOTIFY changed)
    // 1-based: this placement of all of them (each player places twice).
    Q_PROPERTY(int placement READ placement NOTIFY changed)
    Q_PROPERTY(int placements READ placements NOTIFY changed)
    Q_PROPERTY(QVariantList planets READ planets NOTIFY changed) // ReachSystem each
    Q_PROPERTY(int ships READ ships CONSTANT)
    Q_PROPERTY(bool starport READ starport WRITE setStarport NOTIFY changed)

public:
    explicit StartingPlacement(Table *table = nullptr, QObject *parent = nullptr);

    bool active() const;
    int seat() const;
    QString placerName() const;
    arcs::PlayerColour placerColour() const;
    int placement() const;
    int placements() const;
    QVariantList planets() const;
    int ships() const;
    bool starport() const { return m_starport; }
    void setStarport(bool starport);

    // Places the next player's ships and building at `planet`; the refusal, or empty.
    Q_INVOKABLE QString place(const ReachSystem &planet);

signals:
    void changed();

private:
    void connectTo(Table &table) override;
    bool m_starport = false;
};
