// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FateNote.h"
#include "data/CatalogTypes.h"
#include "data/SystemId.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace arcs {

// What the table decides at an Intermission; everything else the engine computes from the
// Act's last table. Kept with the campaign step by step, so a table that packs up in the middle
// of an Intermission resumes at the same step with the same Fates offered.
struct IntermissionChoices {
    // The step the table has reached: 0 for step A up to 5 for F; 6 once every step is done.
    int step = 0;
    // D: where each seat left with no ships and no starports places its ships (a gate).
    QList<std::optional<SystemId>> shipGates;
    quint64 fateSeed = 0; // F: the Fates drawn
    // A: the Fate Set cards a Resolution card adds to the Court deck, as the table read them off
    // the cards; the next Act's Court is dealt from the deck with them.
    QList<CourtCard> courtAdditions;
    // F: the table drew the Fate cards itself, in secret, and enters each player's Fate as
    // revealed; fateSeed then draws nothing.
    bool fatesDrawnAtTable = false;
    // F: the Fate each seat chose, secret until every seat has chosen.
    QList<std::optional<int>> fates;
    // Packing up: each seat's note for the log sheet's back (empty text: nothing written).
    QList<FateNote> notes;

    static constexpr int stepCount = 6;
    static constexpr int chooseFateStep = 5; // F
    bool everyFateChosen() const;
    QJsonObject toJson() const;
    static std::optional<IntermissionChoices> fromJson(const QJsonObject &json, int players,
                                                       QString *error);
    bool operator==(const IntermissionChoices &) const = default;
};

} // namespace arcs
