// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignState.h"

#include <QJsonArray>

namespace arcs {

QJsonObject CampaignState::toJson() const {
    QJsonArray fateNumbers, markers;
    for (int fate : fates)
        fateNumbers.append(fate);
    for (const std::optional<int> &marker : objectiveMarkers)
        markers.append(marker ? QJsonValue(*marker) : QJsonValue());
    return {{QStringLiteral("act"), act},
            {QStringLiteral("fates"), fateNumbers},
            {QStringLiteral("objectiveMarkers"), markers},
            {QStringLiteral("firstRegent"), firstRegent ? QJsonValue(*firstRegent) : QJsonValue()},
            {QStringLiteral("policy"), nameOf(policy)},
            {QStringLiteral("placements"), placements}};
}

} // namespace arcs
