// SPDX-License-Identifier: GPL-3.0-or-later
#include "TableProjection.h"

#include "entries/Entry.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignSetup.h"
#include "rules/NextAct.h"
#include "state/BoardJson.h"

#include <QJsonArray>

namespace arcs {

namespace {

QJsonValue orNull(const std::optional<int> &value) {
    return value ? QJsonValue(*value) : QJsonValue();
}

QString viewerKindName(Viewer::Kind kind) {
    switch (kind) {
    case Viewer::Kind::Host:
        return QStringLiteral("host");
    case Viewer::Kind::Public:
        return QStringLiteral("public");
    case Viewer::Kind::Seat:
        return QStringLiteral("seat");
    }
    return {};
}

QJsonObject seatToJson(const SeatView &seat) {
    QJsonObject json{{QStringLiteral("seat"), seat.seat},
                     {QStringLiteral("name"), seat.name},
                     {QStringLiteral("colour"), nameOf(seat.colour)},
                     {QStringLiteral("power"), seat.power},
                     {QStringLiteral("hand"), seat.hand},
                     {QStringLiteral("hasInitiative"), seat.hasInitiative},
                     {QStringLiteral("toPlay"), seat.toPlay},
                     {QStringLiteral("takingTurn"), seat.takingTurn},
                     {QStringLiteral("firstRegent"), seat.firstRegent},
                     {QStringLiteral("regent"), seat.regent},
                     {QStringLiteral("fateChosen"), seat.fateChosen}};
    if (seat.fate)
        json.insert(QStringLiteral("fate"), *seat.fate);
    if (seat.objective)
        json.insert(QStringLiteral("objective"), *seat.objective);
    if (seat.note)
        json.insert(QStringLiteral("note"), seat.note->toJson());
    if (seat.noteWriter)
        json.insert(QStringLiteral("noteWriter"), *seat.noteWriter);
    if (!seat.fatesOffered.isEmpty()) {
        QJsonArray offered;
        for (const int fate : seat.fatesOffered)
            offered.append(fate);
        json.insert(QStringLiteral("fatesOffered"), offered);
    }
    if (seat.fateChoice)
        json.insert(QStringLiteral("fateChoice"), *seat.fateChoice);
    return json;
}

// A seat's note as `viewer` may read it: a secret one only its reader (its writer, else the seat)
// and the host.
std::optional<FateNote> noteFor(const FateNote &note, int seat, const Viewer &viewer) {
    if ((note.text.isEmpty() && !note.withheld) || (note.secret && !viewer.sees(note.reader(seat))))
        return std::nullopt;
    return note;
}

// The seats as `viewer` sees them: each seat's private parts only to itself and the host.
QList<SeatView> seatViews(const GameState &state,
                          const std::optional<IntermissionChoices> &intermission,
                          const Viewer &viewer, const Catalog &catalog) {
    const bool everyFateChosen = intermission && intermission->everyFateChosen();
    // Drawn at step F: before it, nobody's.
    const QList<QList<int>> offers =
        intermission && intermission->step >= IntermissionChoices::chooseFateStep
            ? fateOffers(state, *intermission, catalog)
            : QList<QList<int>>();
    // The next card was marked during a turn too, and the table read it as someone else's turn.
    const int playing = state.turn ? state.turn->player : state.toAct().value_or(-1);
    QList<SeatView> seats;
    for (int seat = 0; seat < state.playerCount(); ++seat) {
        SeatView view;
        view.seat = seat;
        view.name = state.playerName(seat);
        view.colour = state.setup.seats.value(seat).colour;
        view.power = state.players[seat].power;
        view.hand = state.players[seat].hand;
        view.hasInitiative = seat == state.initiative;
        view.toPlay = !state.event && playing == seat;
        view.takingTurn = !state.event && state.turn && state.turn->player == seat;
        view.regent = isRegent(state.board, seat);
        if (const std::optional<CampaignState> &campaign = state.campaign) {
            view.fate = campaign->fates.value(seat);
            view.objective = campaign->objectiveMarkers.value(seat);
            view.firstRegent = campaign->firstRegent == seat;
            view.note = noteFor(campaign->notes.value(seat), seat, viewer);
            if (const int writer = fateNoteWriter(state, seat, catalog); writer != seat)
                view.noteWriter = writer;
        }
        if (intermission) {
            const std::optional<int> chosen = intermission->fates.value(seat);
            view.fateChosen = chosen.has_value();
            if (viewer.sees(seat) || everyFateChosen)
                view.fateChoice = chosen;
            if (viewer.sees(seat))
                view.fatesOffered = offers.value(seat);
            view.note = noteFor(intermission->notes.value(seat), seat, viewer);
        }
        seats.append(view);
    }
    return seats;
}

} // namespace

TableProjection projectTable(const GameState &state,
                             const std::optional<IntermissionChoices> &intermission,
                             const Viewer &viewer, const Catalog &catalog) {
    TableProjection projection;
    projection.viewer = viewer;
    projection.mode = state.setup.mode;
    projection.act = state.campaign ? state.campaign->act : 0;
    projection.phase = state.phase;
    projection.chapter = state.chapter;
    projection.round = state.round;
    projection.initiative = state.initiative;
    projection.toAct = state.toAct();
    projection.turn = state.turn;
    projection.plays = state.plays;
    projection.playedThisChapter = state.playedThisChapter;
    projection.markers = state.markers;
    projection.powerByChapter = state.powerByChapter;
    projection.winner = state.winner;
    projection.councilSecuredBy = state.councilSecuredBy;
    projection.board = state.board;
    projection.event = state.event;
    if (state.event)
        projection.eventRound = state.round - 1;
    if (intermission)
        projection.intermissionStep = intermission->step;
    projection.seats = seatViews(state, intermission, viewer, catalog);
    if (state.phase != Phase::NotStarted)
        projection.clockwise = state.setup.turnOrder();
    return projection;
}

QJsonObject TableProjection::toJson() const {
    QJsonObject viewerJson{{QStringLiteral("kind"), viewerKindName(viewer.kind)}};
    if (viewer.kind == Viewer::Kind::Seat)
        viewerJson.insert(QStringLiteral("seat"), viewer.seat);
    QJsonArray playList;
    for (const Play &play : plays)
        playList.append(playToJson(play));
    QJsonArray played;
    for (const CardId &card : playedThisChapter)
        played.append(cardToJson(card));
    QJsonArray markerList;
    for (const AmbitionMarkerState &marker : markers)
        markerList.append(QJsonObject{
            {QStringLiteral("flipped"), marker.flipped},
            {QStringLiteral("box"), marker.box ? QJsonValue(nameOf(*marker.box)) : QJsonValue()}});
    QJsonArray history;
    for (const QList<int> &chapterPower : powerByChapter) {
        QJsonArray row;
        for (const int power : chapterPower)
            row.append(power);
        history.append(row);
    }
    QJsonArray seatList;
    for (const SeatView &seat : seats)
        seatList.append(seatToJson(seat));
    QJsonArray order;
    for (const int seat : clockwise)
        order.append(seat);
    QJsonObject json{{QStringLiteral("format"), QStringLiteral("arcs-companion-table")},
                     {QStringLiteral("version"), version},
                     {QStringLiteral("viewer"), viewerJson},
                     {QStringLiteral("mode"), nameOf(mode)},
                     {QStringLiteral("act"), act},
                     {QStringLiteral("phase"), phaseName(phase)},
                     {QStringLiteral("chapter"), chapter},
                     {QStringLiteral("round"), round},
                     {QStringLiteral("initiative"), initiative},
                     {QStringLiteral("toAct"), orNull(toAct)},
                     {QStringLiteral("turn"), turn ? QJsonValue(turn->toJson()) : QJsonValue()},
                     {QStringLiteral("plays"), playList},
                     {QStringLiteral("playedThisChapter"), played},
                     {QStringLiteral("markers"), markerList},
                     {QStringLiteral("powerByChapter"), history},
                     {QStringLiteral("winner"), orNull(winner)},
                     {QStringLiteral("councilSecuredBy"), orNull(councilSecuredBy)},
                     {QStringLiteral("board"), boardToJson(board)},
                     {QStringLiteral("seats"), seatList},
                     {QStringLiteral("clockwise"), order}};
    if (event)
        json.insert(QStringLiteral("event"), event->toJson());
    if (eventRound)
        json.insert(QStringLiteral("eventRound"), *eventRound);
    if (intermissionStep)
        json.insert(QStringLiteral("intermissionStep"), *intermissionStep);
    return json;
}

} // namespace arcs
