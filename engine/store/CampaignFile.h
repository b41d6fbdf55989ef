// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameFile.h"
#include "rules/CampaignLog.h"
#include "state/IntermissionChoices.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace arcs {

class Catalog;

// A whole campaign as one file (export, import): its Acts as game files, in order, and the
// Intermissions between them as far as the table has come (docs/FILE-FORMAT.md).
struct CampaignFile {
    static constexpr const char *format = "arcs-companion-campaign";
    static constexpr int version = 1;

    QString name;
    QDateTime created;
    QDateTime updated;
    QList<GameFile> acts;
    QList<IntermissionChoices> intermissions; // intermissions[i] follows acts[i]
};

QJsonObject campaignFileToJson(const CampaignFile &file);

// Whether Acts and Intermissions fit together: Acts I, II, III in order with the same seats,
// an Intermission only after an Act I or II that ended (the last one may be unfinished), and
// each later Act set up from the table and the Fates its Intermission chose. `journals` are the
// Acts replayed to their cursors.
QString campaignProblem(const QList<Journal> &journals,
                        const QList<IntermissionChoices> &intermissions, const Catalog &catalog);

// The campaign as its log and trays read it: each Act's table at its cursor.
CampaignSoFar campaignSoFar(const CampaignFile &file, const QList<Journal> &journals);

// Checks everything, every Act replayed as readGameFile does; on success also gives the Acts'
// journals; on failure says what is wrong.
std::optional<std::pair<CampaignFile, QList<Journal>>>
readCampaignFile(const QJsonObject &json, const Catalog &catalog, QString *error);

} // namespace arcs
