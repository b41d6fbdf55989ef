// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/GameState.h"
#include "state/IntermissionChoices.h"

#include <QList>
#include <QString>

#include <array>

// What a campaign keeps between evenings (rulebook "Packing Up"): the log sheet's lines, the
// table as it stands to be packed, and Power Act by Act and chapter by chapter.
namespace arcs {

class Catalog;

// A campaign as far as the table has come: each Act's table at its cursor, Act I first, and
// the Intermissions begun after them.
struct CampaignSoFar {
    QString name;
    QList<GameState> acts;
    QList<IntermissionChoices> intermissions; // intermissions[i] follows acts[i]
};

// The table as it stands: the latest Act's, changed by the steps of the Intermission after it
// that the table has done (the board once Repair & Destroy is done, Power once it is halved).
struct TableNow {
    int act = 1;
    int intermissionStep = -1; // the step reached in the Intermission after `act`; -1: none
    Board board;
    QList<int> power;
    int initiative = 0;
};
TableNow tableNow(const CampaignSoFar &campaign, const Catalog &catalog);

// One Act's line of the log sheet for one player: the Fate played, Power as packed (after the
// Intermission that followed it, once the table has halved Power), Outrage and the Flagship (its
// damaged pieces gone once the Intermission's Repair & Destroy is done).
struct LogAct {
    int act = 1;
    int fate = 0;
    int power = 0;
    std::array<bool, 5> outrage{}; // by ResourceType
    std::optional<Flagship> flagship = std::nullopt;
    // How the Fate's objective went, once the Act is over: its marker reached 0 or not.
    std::optional<ObjectiveOutcome> objective = std::nullopt;
    bool operator==(const LogAct &) const = default;
};

// What a Fate asked the table to write down at an Intermission (the back of the log sheet).
struct LoggedNote {
    int afterAct = 1;
    FateNote note;
    bool operator==(const LoggedNote &) const = default;
};

struct LogPlayer {
    PlayerSeat seat;
    QList<LogAct> acts;
    QList<LoggedNote> notes;
    bool operator==(const LogPlayer &) const = default;
};

struct CampaignLog {
    QString name;
    QList<LogPlayer> players;
    bool operator==(const CampaignLog &) const = default;
};
CampaignLog campaignLog(const CampaignSoFar &campaign, const Catalog &catalog);

// Power after each scored chapter, Act after Act.
struct ChapterPower {
    int act = 1;
    int chapter = 1;
    QList<int> power; // by seat
    bool operator==(const ChapterPower &) const = default;
};
QList<ChapterPower> powerByChapter(const CampaignSoFar &campaign);

// "M, P": Outrage as the log sheet abbreviates it (Material, Fuel, Weapon, Relic, Psionic).
QString outrageLetters(const std::array<bool, 5> &outrage);
// "completed" or "failed" as the log sheet says an Act's objective went; empty for none yet.
QString objectiveWord(std::optional<ObjectiveOutcome> outcome);

} // namespace arcs
