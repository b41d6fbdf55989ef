// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignLog.h"

#include "EntryWords.h"
#include "Flagships.h"
#include "NextAct.h"
#include "data/Catalog.h"

#include <QCoreApplication>

namespace arcs {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(CampaignLog)
};

constexpr int repairAndDestroyStep = 3; // D
constexpr int halvingStep = 4;          // E

QList<int> powerOf(const GameState &state) {
    QList<int> power;
    for (const PlayerState &player : state.players)
        power.append(player.power);
    return power;
}

// Power as the table has it after the Intermission that follows `actEnd`, once it halved Power.
QList<int> packedPower(const GameState &actEnd, const IntermissionChoices *intermission,
                       const Catalog &catalog) {
    if (intermission && intermission->step > halvingStep && intermissionFollows(actEnd))
        return tableAfterIntermission(actEnd, *intermission, catalog).power;
    return powerOf(actEnd);
}

// The Flagship as packed: without its damaged Upgrades and Armor once the Intermission's
// Repair & Destroy is done.
std::optional<Flagship> packedFlagship(const GameState &actEnd, int seat,
                                       const IntermissionChoices *intermission) {
    const std::optional<Flagship> &flagship = actEnd.board.areas.value(seat).flagship;
    if (flagship && intermission && intermission->step > repairAndDestroyStep &&
        intermissionFollows(actEnd))
        return afterIntermission(*flagship);
    return flagship;
}

} // namespace

TableNow tableNow(const CampaignSoFar &campaign, const Catalog &catalog) {
    const GameState &latest = campaign.acts.constLast();
    const qsizetype act = campaign.acts.size() - 1;
    const IntermissionChoices *choices =
        act < campaign.intermissions.size() ? &campaign.intermissions[act] : nullptr;
    TableNow now{latest.campaign ? latest.campaign->act : 1, -1, latest.board, powerOf(latest),
                 latest.initiative};
    if (!choices || !intermissionFollows(latest))
        return now;
    now.intermissionStep = choices->step;
    const CarriedTable after = tableAfterIntermission(latest, *choices, catalog);
    if (choices->step > repairAndDestroyStep)
        now.board = after.board;
    if (choices->step > halvingStep) {
        now.power = after.power;
        now.initiative = intermission(intermissionAtActEnd(latest), catalog).initiative;
    }
    return now;
}

CampaignLog campaignLog(const CampaignSoFar &campaign, const Catalog &catalog) {
    CampaignLog log{campaign.name, {}};
    if (campaign.acts.isEmpty())
        return log;
    for (const PlayerSeat &seat : campaign.acts.constFirst().setup.seats)
        log.players.append({seat, {}, {}});
    for (qsizetype act = 0; act < campaign.acts.size(); ++act) {
        const GameState &state = campaign.acts[act];
        const IntermissionChoices *intermission =
            act < campaign.intermissions.size() ? &campaign.intermissions[act] : nullptr;
        const QList<int> power = packedPower(state, intermission, catalog);
        for (int seat = 0; seat < log.players.size(); ++seat) {
            LogPlayer &player = log.players[seat];
            const bool over = state.campaign && state.phase == Phase::GameOver;
            player.acts.append(
                {state.campaign ? state.campaign->act : int(act) + 1,
                 state.campaign ? state.campaign->fates.value(seat) : 0, power.value(seat),
                 state.board.areas.value(seat).outrage, packedFlagship(state, seat, intermission),
                 over ? std::optional(objectiveOutcome(state, seat)) : std::nullopt});
            const FateNote note = intermission ? intermission->notes.value(seat) : FateNote{};
            if (!note.text.isEmpty())
                player.notes.append({int(act) + 1, note});
        }
    }
    return log;
}

QList<ChapterPower> powerByChapter(const CampaignSoFar &campaign) {
    QList<ChapterPower> out;
    for (qsizetype act = 0; act < campaign.acts.size(); ++act) {
        const GameState &state = campaign.acts[act];
        for (qsizetype chapter = 0; chapter < state.powerByChapter.size(); ++chapter)
            out.append({state.campaign ? state.campaign->act : int(act) + 1, int(chapter) + 1,
                        state.powerByChapter[chapter]});
    }
    return out;
}

QString objectiveWord(std::optional<ObjectiveOutcome> outcome) {
    if (!outcome)
        return {};
    return *outcome == ObjectiveOutcome::Completed ? Text::tr("completed") : Text::tr("failed");
}

QString outrageLetters(const std::array<bool, 5> &outrage) {
    static const char letters[] = {'M', 'F', 'W', 'R', 'P'};
    QStringList out;
    for (std::size_t type = 0; type < outrage.size(); ++type) {
        if (outrage[type])
            out << QString(QLatin1Char(letters[type]));
    }
    return listOf(out);
}

} // namespace arcs
