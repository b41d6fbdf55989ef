// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameState.h"
#include "BoardJson.h"

#include "data/Catalog.h"

#include <QJsonArray>

namespace arcs {

QString phaseName(Phase phase) {
    switch (phase) {
    case Phase::NotStarted:
        return QStringLiteral("notStarted");
    case Phase::Placement:
        return QStringLiteral("placement");
    case Phase::Playing:
        return QStringLiteral("playing");
    case Phase::ChapterEnd:
        return QStringLiteral("chapterEnd");
    case Phase::GameOver:
        return QStringLiteral("gameOver");
    }
    return {};
}

QJsonObject Turn::toJson() const {
    QJsonArray spent;
    for (ResourceType resource : prelude)
        spent.append(nameOf(resource));
    QJsonArray actions;
    for (ActionKind kind : taken)
        actions.append(nameOf(kind));
    return {{QStringLiteral("player"), player},
            {QStringLiteral("suit"), nameOf(suit)},
            {QStringLiteral("leadSuit"), nameOf(leadSuit)},
            {QStringLiteral("pips"), pips},
            {QStringLiteral("prelude"), spent},
            {QStringLiteral("extra"), extra},
            {QStringLiteral("actions"), actions}};
}

QString GameState::playerName(int seat) const {
    return seat >= 0 && seat < setup.seats.size() ? setup.seats[seat].name.trimmed() : QString();
}

QList<int> GameState::turnOrder() const {
    QList<int> order;
    for (int i = 0; i < playerCount(); ++i)
        order.append((initiative + i) % playerCount());
    return order;
}

std::optional<int> GameState::toAct() const {
    if (phase != Phase::Playing)
        return std::nullopt;
    if (plays.isEmpty())
        return initiative; // leads, or passes the initiative
    const QList<int> order = turnOrder();
    const qsizetype last = order.indexOf(plays.last().player);
    for (qsizetype i = last + 1; i < order.size(); ++i) {
        if (players[order[i]].hand > 0)
            return order[i];
    }
    return std::nullopt;
}

MarkerValues GameState::markerValue(int marker, const Catalog &catalog) const {
    const AmbitionMarker &printed = catalog.ambitionMarkers.at(marker);
    return markers.at(std::size_t(marker)).flipped ? printed.flipped : printed.front;
}

QList<MarkerValues> GameState::markersIn(Ambition ambition, const Catalog &catalog) const {
    QList<MarkerValues> out;
    for (int i = 0; i < int(markers.size()); ++i) {
        if (markers[std::size_t(i)].box == ambition)
            out.append(markerValue(i, catalog));
    }
    return out;
}

std::optional<int> GameState::nextMarker(const Catalog &catalog) const {
    std::optional<int> best;
    for (int i = 0; i < int(markers.size()); ++i) {
        if (markers[std::size_t(i)].box)
            continue;
        if (!best || markerValue(i, catalog).first > markerValue(*best, catalog).first)
            best = i;
    }
    return best;
}

QJsonObject GameState::toJson() const {
    QJsonArray playerArray;
    for (int seat = 0; seat < playerCount(); ++seat)
        playerArray.append(
            QJsonObject{{QStringLiteral("name"), playerName(seat)},
                        {QStringLiteral("colour"), arcs::nameOf(setup.seats[seat].colour)},
                        {QStringLiteral("power"), players[seat].power},
                        {QStringLiteral("hand"), players[seat].hand},
                        {QStringLiteral("trophies"), board.areas.value(seat).trophyCount()},
                        {QStringLiteral("captives"), board.areas.value(seat).captiveCount()}});
    QJsonArray markerArray;
    for (const AmbitionMarkerState &marker : markers)
        markerArray.append(
            QJsonObject{{QStringLiteral("flipped"), marker.flipped},
                        {QStringLiteral("box"),
                         marker.box ? QJsonValue(arcs::nameOf(*marker.box)) : QJsonValue()}});
    QJsonArray history;
    for (const QList<int> &chapterPower : powerByChapter) {
        QJsonArray row;
        for (int power : chapterPower)
            row.append(power);
        history.append(row);
    }
    QJsonObject json{{QStringLiteral("setup"), setup.toJson()},
                     {QStringLiteral("phase"), phaseName(phase)},
                     {QStringLiteral("chapter"), chapter},
                     {QStringLiteral("round"), round},
                     {QStringLiteral("initiative"), initiative},
                     {QStringLiteral("players"), playerArray},
                     {QStringLiteral("markers"), markerArray},
                     {QStringLiteral("playsThisRound"), int(plays.size())},
                     {QStringLiteral("turn"), turn ? QJsonValue(turn->toJson()) : QJsonValue()},
                     {QStringLiteral("powerByChapter"), history},
                     {QStringLiteral("winner"), winner ? QJsonValue(*winner) : QJsonValue()},
                     {QStringLiteral("board"), boardToJson(board)}};
    if (campaign)
        json.insert(QStringLiteral("campaign"), campaign->toJson());
    if (event)
        json.insert(QStringLiteral("event"), event->toJson());
    return json;
}

} // namespace arcs
