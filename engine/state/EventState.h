// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/Vocabulary.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace arcs {

// What set off the event at the end of a round: an Event card, or the Imperial Council
// secured that round (which overrides the Event cards).
enum class EventCause { EventCard, Council };

// The event die's face and the number die (the rolled cluster).
struct EventRoll {
    EventIcon icon = EventIcon::Crisis;
    PlanetSymbol symbol = PlanetSymbol::Arrow;
    int cluster = 1;
    bool operator==(const EventRoll &) const = default;
};

// One step of the Crises or the Edicts, in the order they resolve. The engine computes the
// Blight Crises; the others are prompts the table ticks off.
enum class EventStepKind {
    BlightCrises,
    FateCrises,             // the held cards with Crisis text, in turn order
    CourtCrisis,            // one Vox card in the Court (`card`)
    ImperialQuorum,         // Edict 02, the Steward's: Edict 03 in three parts
    GovernTheImperialReach, // Edict 03 (`card` "03", or "F1-24": Govern with Authority)
    GuildEnvoysDepart,      // Edict 00, two players
    FateEdict,              // an Edict a Fate adds (`card`: its first card id)
};

struct EventStep {
    EventStepKind kind = EventStepKind::BlightCrises;
    QString card;
    bool operator==(const EventStep &) const = default;
};

// The event under way: which steps the table has taken. The steps are fixed when the table
// knows whether Crises or Edicts resolve, so a Crisis that changes the Court does not change
// which cards it walks through.
struct EventState {
    EventCause cause = EventCause::EventCard;
    int caller = 0;                   // may call the Summit; rolls; the Council's securer chooses
    std::optional<bool> summitCalled; // none until the caller decides
    bool summitOver = false;
    std::optional<EventIcon> resolving; // Crises or Edicts, once rolled or chosen
    std::optional<EventRoll> roll;
    QList<EventStep> steps;
    int stepsDone = 0;

    QJsonObject toJson() const;
    bool operator==(const EventState &) const = default;
};

} // namespace arcs
