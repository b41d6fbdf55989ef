// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventState.h"

#include <QJsonArray>

namespace arcs {

namespace {
QString causeName(EventCause cause) {
    switch (cause) {
    case EventCause::EventCard:
        return QStringLiteral("eventCard");
    case EventCause::Council:
        return QStringLiteral("council");
    }
    return {};
}

QString stepName(EventStepKind kind) {
    switch (kind) {
    case EventStepKind::BlightCrises:
        return QStringLiteral("blightCrises");
    case EventStepKind::FateCrises:
        return QStringLiteral("fateCrises");
    case EventStepKind::CourtCrisis:
        return QStringLiteral("courtCrisis");
    case EventStepKind::GovernTheImperialReach:
        return QStringLiteral("governTheImperialReach");
    case EventStepKind::ImperialQuorum:
        return QStringLiteral("imperialQuorum");
    case EventStepKind::GuildEnvoysDepart:
        return QStringLiteral("guildEnvoysDepart");
    case EventStepKind::FateEdict:
        return QStringLiteral("fateEdict");
    }
    return {};
}
} // namespace

QJsonObject EventState::toJson() const {
    QJsonArray stepList;
    for (const EventStep &step : steps)
        stepList.append(QJsonObject{{QStringLiteral("kind"), stepName(step.kind)},
                                    {QStringLiteral("card"), step.card}});
    QJsonObject json{
        {QStringLiteral("cause"), causeName(cause)},
        {QStringLiteral("caller"), caller},
        {QStringLiteral("summitCalled"), summitCalled ? QJsonValue(*summitCalled) : QJsonValue()},
        {QStringLiteral("summitOver"), summitOver},
        {QStringLiteral("resolving"), resolving ? QJsonValue(nameOf(*resolving)) : QJsonValue()},
        {QStringLiteral("steps"), stepList},
        {QStringLiteral("stepsDone"), stepsDone}};
    if (roll)
        json.insert(QStringLiteral("roll"),
                    QJsonObject{{QStringLiteral("icon"), nameOf(roll->icon)},
                                {QStringLiteral("symbol"), nameOf(roll->symbol)},
                                {QStringLiteral("cluster"), roll->cluster}});
    return json;
}

} // namespace arcs
