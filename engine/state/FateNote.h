// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace arcs {

// What a Fate asks its player to keep: a note for the back of the log sheet, or a secret such as
// the Pirate's Haven or the Pathfinder's Portal. A secret one is shown only to its player, printed
// only when asked for, and written to an exported file only when its player allows it
// (`inExports`); a file written without it has the text left out (`withheld`).
struct FateNote {
    QString text;
    bool secret = false;
    bool inExports = false;
    bool withheld = false;
    // Who wrote it, where recorded (the Pathfinder's Portal is written by the player to the
    // right): a secret one is theirs to read, not the player's.
    std::optional<int> writer = std::nullopt;
    bool operator==(const FateNote &) const = default;

    // The seat that may read it when secret: its writer, else `player`.
    int reader(int player) const { return writer.value_or(player); }
    // As an export writes it: a secret kept from exports loses its text.
    FateNote forExport() const;
    QJsonObject toJson() const;
    // Nullopt when the shape is wrong (no text, a secret flag that is no true or false).
    static std::optional<FateNote> fromJson(const QJsonObject &json);
};

} // namespace arcs
