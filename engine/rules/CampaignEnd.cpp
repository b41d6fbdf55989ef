// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignEnd.h"

#include "data/Catalog.h"
#include "state/GameSetup.h"

#include <QCoreApplication>

namespace arcs {

namespace {

// The context lupdate and the translator share for this file's strings.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CampaignEnd)
};

int chaptersOf(int act, const Catalog &catalog) {
    return catalog.campaign.actChapters.at(std::size_t(act - 1));
}

// The first of `candidates` (turn order) with the most Power; with `byFate`, a Power tie goes
// to the earlier Fate letter.
int best(const QList<CampaignStanding> &standings, const QList<int> &candidates, bool byFate) {
    int winner = candidates.first();
    for (int i : candidates) {
        const CampaignStanding &a = standings[i];
        const CampaignStanding &b = standings[winner];
        if (a.power > b.power || (byFate && a.power == b.power && a.fate < b.fate))
            winner = i;
    }
    return winner;
}

} // namespace

int grandAmbitionPower(int chapter, int fulfilled, const Catalog &catalog) {
    for (const GrandAmbitionPower &row : catalog.campaign.grandAmbitionPower) {
        if (row.chapter == chapter)
            return fulfilled == 2 ? row.both : fulfilled == 1 ? row.one : 0;
    }
    return 0;
}

QString grandAmbitionProblem(int act, int chapter, const QList<int> &fulfilled, int players,
                             const Catalog &catalog) {
    if (act != lastAct)
        return Text::tr("Grand ambitions are scored in Act III only, not in Act %1.").arg(act);
    if (chapter < 1 || chapter > chaptersOf(lastAct, catalog))
        return Text::tr("Act III has chapters 1 to %1, not %2.")
            .arg(chaptersOf(lastAct, catalog))
            .arg(chapter);
    if (fulfilled.size() != players)
        return Text::tr("Give the grand ambitions fulfilled for each of the %1 players.")
            .arg(players);
    for (int count : fulfilled) {
        if (count < 0 || count > 2)
            return Text::tr("A Fate has two grand ambitions: %1 fulfilled is not 0, 1 or 2.")
                .arg(count);
    }
    return {};
}

QString campaignEndProblem(int act, int chapter, const QList<CampaignStanding> &standings,
                           const Catalog &catalog) {
    if (act < 1 || act > lastAct)
        return Text::tr("A campaign has Acts I to III, not Act %1.").arg(act);
    if (chapter < 1 || chapter > chaptersOf(act, catalog))
        return Text::tr("Act %1 has chapters 1 to %2, not %3.")
            .arg(act)
            .arg(chaptersOf(act, catalog))
            .arg(chapter);
    const int players = int(standings.size());
    if (const QString problem = GameSetup::playerCountProblem(players, catalog); !problem.isEmpty())
        return problem;
    for (int i = 0; i < players; ++i) {
        const CampaignStanding &standing = standings[i];
        if (act == lastAct && standing.fate == FateLetter::C && !standing.marker)
            return Text::tr("Player %1 has a C Fate: give their final objective's marker.")
                .arg(i + 1);
        if (standing.marker && standing.fate != FateLetter::C)
            return Text::tr("Player %1 has a %2 Fate, which has no final objective: give a marker "
                            "for C Fates only.")
                .arg(i + 1)
                .arg(nameOf(standing.fate));
        if (standing.marker && *standing.marker < 0)
            return Text::tr("Player %1's objective marker is on %2: the Power track starts at 0.")
                .arg(i + 1)
                .arg(*standing.marker);
    }
    return {};
}

std::optional<CampaignEnd> campaignEnd(int act, int chapter,
                                       const QList<CampaignStanding> &standings,
                                       const Catalog &catalog) {
    if (act != lastAct)
        return std::nullopt;
    QList<int> completed;
    for (int i = 0; i < standings.size(); ++i) {
        const CampaignStanding &standing = standings[i];
        if (standing.finalObjectiveCompleted() && standing.power >= 1)
            completed.append(i);
    }
    if (!completed.isEmpty())
        return CampaignEnd{best(standings, completed, false), CampaignEndReason::FinalObjective};
    if (chapter < chaptersOf(lastAct, catalog))
        return std::nullopt;
    QList<int> everyone;
    for (int i = 0; i < standings.size(); ++i)
        everyone.append(i);
    return CampaignEnd{best(standings, everyone, true), CampaignEndReason::MostPower};
}

} // namespace arcs
