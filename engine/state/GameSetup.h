// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ActSetup.h"
#include "data/Vocabulary.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace arcs {

class Catalog;

struct PlayerSeat {
    QString name;
    PlayerColour colour = PlayerColour::Red;
    bool operator==(const PlayerSeat &) const = default;
};

// What a game's mode decides about its setup; each is an exhaustive switch over the modes, so
// a new mode (the campaign's Acts) is refused by the compiler until every one says what it does.
// Whether each player leads as a leader card, with lore in the Court deck.
bool usesLeaders(GameMode mode);

// Who sits where, which mode and setup card, and who starts with the initiative.
struct GameSetup {
    QList<PlayerSeat> seats; // clockwise around the table
    int initiative = 0;      // seat that holds the initiative at the start
    GameMode mode = GameMode::Base;
    QString setupCard;
    QStringList leaders; // Leaders & Lore: one leader per seat; empty in the base game
    QStringList court;   // ids of the Court cards dealt face up, left to right
    // Whether turns and their actions are counted. Games recorded before the app counted them
    // replay as they were entered: rounds end with their last card, board entries are unlimited.
    bool turnsCounted = true;
    // Whether a campaign Act enforces the Empire's laws: the Catapult stops of the Empire, the
    // Regents and the Blight, the Truce Law, Regents defending with Imperial ships and control
    // under the Presence Law. An Act recorded before the app knew them replays as it was entered.
    bool empireLaws = true;
    // Whether Edict 03 is resolved in its parts: the Imperial Action on the table the Demand left
    // (a Regent it made an Outlaw gets no Weapon), and the Steward's Imperial Quorum and Govern
    // with Authority resolved by the app. An Act recorded before replays as it was entered: the
    // Action checked on the table before the Demand, the Steward's Edicts ticked off as prompts.
    bool governInParts = true;
    std::optional<ActSetup> act; // a campaign's Act: present exactly in GameMode::Campaign

    // Seats in turn order: the initiative holder first, then clockwise.
    QList<int> turnOrder() const;
    // What is wrong with this setup, in words a player can act on; empty when it is playable.
    QString problem(const Catalog &catalog) const;
    // Why a table of this many players cannot play, or empty.
    static QString playerCountProblem(int players, const Catalog &catalog);
    // What is wrong with these players alone: their number, names and colours.
    static QString seatsProblem(const QList<PlayerSeat> &seats, const Catalog &catalog);

    QJsonObject toJson() const;
    // Reads a setup; on failure returns nullopt and explains why in *error.
    static std::optional<GameSetup> fromJson(const QJsonObject &json, QString *error);

    // The Court deck a mode deals its Court row from: the base one, or the campaign's ("CC").
    static CourtDeck courtDeck(GameMode mode);
    // A Court row for `players` drawn at random from the mode's Court deck (never the Imperial
    // Council, which a campaign places leftmost of its own).
    static QStringList dealCourt(int players, quint64 seed, const Catalog &catalog,
                                 GameMode mode = GameMode::Base);
    // A Court row for `players` drawn at random from `deck` (a later Act's).
    static QStringList dealCourtFrom(QStringList deck, int players, quint64 seed,
                                     const Catalog &catalog);
    // The row with `card` at `place`: a card already elsewhere in it swaps places with the one
    // there, so the row never holds a card twice.
    static QStringList withCourtCard(QStringList row, int place, const QString &card);

    // The built-in demo table: four players on "4 Player Mix Up 1".
    static GameSetup demo();

    bool operator==(const GameSetup &) const = default;
};

} // namespace arcs
