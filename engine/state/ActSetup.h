// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Board.h"
#include "data/Vocabulary.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace arcs {

class Catalog;

// Acts II and III start from the table the Intermission left: its board, each seat's Power and
// the First Regent tile's holder (none when nobody held it).
struct CarriedTable {
    Board board;
    QList<int> power;
    std::optional<int> firstRegent = std::nullopt;
    // False for an Act set up before the tile was carried: its initiative holder took the tile,
    // and it replays so.
    bool firstRegentCarried = true;
    // Whether an Act set up from this table starts from `left`, the table its Intermission
    // left (an Act set up before the tile was carried did, whoever holds the tile; one set up
    // before the Court deck counted its lore did, whatever lore was left in it).
    bool startsFrom(const CarriedTable &left) const;
    bool operator==(const CarriedTable &) const = default;
};

// What a campaign Act is set up from, beside the seats and the Court: which Act, the dice the
// table rolled (in the app or at the table), the Imperial policy, each player's Fate and, from
// Act II on, the table the Intermission left. Stored in the Act's first entry so the Act
// replays exactly.
struct ActSetup {
    int act = 1;
    int numberDie = 1; // Act I: the rolled cluster
    // Act I: the Free cities' planets; Acts II and III: the planets the Blight spreads to
    PlanetSymbol eventSymbol = PlanetSymbol::Arrow;
    ImperialPolicy policy = ImperialPolicy::War; // the Govern the Imperial Reach card on top
    QList<int> fates;                            // per seat: the number of their Fate
    // Act I: who took the First Regent tile (a Fate's setup, or the initiative holder); none
    // in a setup recorded before the wizard asked, where the initiative holder took it.
    std::optional<int> firstRegent;
    std::optional<CarriedTable> carried = std::nullopt; // Acts II and III
    QList<int> ambitionClusters = {}; // Acts II and III, two players: the number die's two rolls

    // Why this Act cannot be set up for `players` players, or empty.
    QString problem(int players, const Catalog &catalog) const;
    QJsonObject toJson() const;
    static std::optional<ActSetup> fromJson(const QJsonObject &json, QString *error);
    bool operator==(const ActSetup &) const = default;
};

} // namespace arcs
