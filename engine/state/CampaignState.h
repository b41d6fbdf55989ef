// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FateNote.h"
#include "data/Vocabulary.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace arcs {

// What a campaign Act keeps beside the board (docs/CAMPAIGN.md): the Act, each player's Fate
// and objective marker, the First Regent and the Imperial policy, and how far the Act I
// placement loop has come.
struct CampaignState {
    int act = 1;
    QList<int> fates;                           // per seat: the Fate's number
    QList<std::optional<int>> objectiveMarkers; // per seat: the space on the Power track; none
                                                // when the Fate has no marker this Act
    std::optional<int> firstRegent;             // seat; none once nobody is a Regent
    ImperialPolicy policy = ImperialPolicy::War;
    int placements = 0;    // Act I placement loop: starting placements made so far
    QList<FateNote> notes; // per seat: what their Fate asks them to keep during the Act

    QJsonObject toJson() const;
    bool operator==(const CampaignState &) const = default;
};

} // namespace arcs
