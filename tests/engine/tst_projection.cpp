// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestData.h"
#include "entries/Entry.h"
#include "projection/TableProjection.h"
#include "rules/CampaignSetup.h"
#include "rules/NextAct.h"

#include <QJsonArray>
#include <QTest>

using namespace arcs;
using namespace Qt::StringLiterals;

namespace {

QString serialised(const TableProjection &projection) {
    return QString::fromUtf8(QJsonDocument(projection.toJson()).toJson(QJsonDocument::Compact));
}

// Every viewer: the host, the public and each seat.
QList<Viewer> viewers(int players) {
    QList<Viewer> all{Viewer::host(), Viewer::publicTable()};
    for (int seat = 0; seat < players; ++seat)
        all.append(Viewer::ofSeat(seat));
    return all;
}

// The campaign fixture's Acts and Intermissions (tests/data/campaign-act-two.json).
struct Campaign {
    QList<Journal> acts;
    QList<IntermissionChoices> intermissions;
};

Campaign campaignFixture() {
    const auto [file, acts] = test::campaignFixture();
    return {acts, file.intermissions};
}

// What is private to `seat` in a projection made for a viewer that sees it: its secret note's
// text, its Fates offered, and its Fate choice while not every seat has chosen.
struct Secrets {
    QString secretNote;
    bool fatesOffered = false;
    bool fateChoice = false;
};

Secrets secretsOf(const QJsonObject &seat, bool everyFateChosen) {
    const QJsonObject note = seat.value(u"note"_s).toObject();
    return {note.value(u"secret"_s).toBool() ? note.value(u"text"_s).toString() : QString(),
            seat.contains(u"fatesOffered"_s), !everyFateChosen && seat.contains(u"fateChoice"_s)};
}

// Checks that no projection of `state` for the public or for a seat holds anything private to
// another seat, nor the dice's seed or the Intermission's draw for anyone.
void checkSecrecy(const GameState &state, const std::optional<IntermissionChoices> &intermission,
                  const QString &where) {
    const bool everyFateChosen = intermission && intermission->everyFateChosen();
    const QJsonArray hostSeats =
        projectTable(state, intermission, Viewer::host(), Catalog::builtIn())
            .toJson()
            .value(u"seats"_s)
            .toArray();
    QStringList forbidden{QString::number(state.seed)};
    if (intermission)
        forbidden << QString::number(intermission->fateSeed);
    for (const Viewer &viewer : viewers(state.playerCount())) {
        const TableProjection projection =
            projectTable(state, intermission, viewer, Catalog::builtIn());
        const QString json = serialised(projection);
        for (const QString &secret : forbidden)
            QVERIFY2(secret.size() < 6 || !json.contains(secret),
                     qPrintable(where + u": a seed reaches a viewer"_s));
        const QJsonArray seats = projection.toJson().value(u"seats"_s).toArray();
        for (int seat = 0; seat < state.playerCount(); ++seat) {
            if (viewer.sees(seat))
                continue;
            const Secrets held = secretsOf(hostSeats[seat].toObject(), everyFateChosen);
            const Secrets shown = secretsOf(seats[seat].toObject(), everyFateChosen);
            const QString whose = u"%1: seat %2's secrets for viewer %3 (%4)"_s.arg(where)
                                      .arg(seat)
                                      .arg(viewer.seat)
                                      .arg(int(viewer.kind));
            QVERIFY2(!shown.fatesOffered && !shown.fateChoice && shown.secretNote.isEmpty(),
                     qPrintable(whose));
            QVERIFY2(held.secretNote.isEmpty() || !json.contains(held.secretNote),
                     qPrintable(whose + u": the note's text"_s));
        }
    }
}

// Act II with a secret note kept by Ben (seat 1) and a plain one by Cy (seat 2).
GameState actTwoWithNotes(Journal act) {
    const auto keep = [&act](int seat, const QString &text, bool secret) {
        const QString problem = act.apply(KeepFateNote{seat, FateNote{text, secret, false, false}});
        if (!problem.isEmpty())
            qFatal("%s", qPrintable(problem));
    };
    keep(1, u"Pirate's Haven: 4-crescent"_s, true);
    keep(2, u"Swore to guard 3-gate"_s, false);
    return act.state();
}

} // namespace

// The projection of the table per viewer (docs/ARCHITECTURE.md, "One picture per viewer").
class TestProjection : public QObject {
    Q_OBJECT

private slots:
    void seatsAsTheTableHasThem() {
        const Campaign campaign = campaignFixture();
        const TableProjection table = projectTable(campaign.acts[1].state(), std::nullopt,
                                                   Viewer::publicTable(), Catalog::builtIn());
        QCOMPARE(table.mode, GameMode::Campaign);
        QCOMPARE(table.act, 2);
        QCOMPARE(table.chapter, 1);
        QCOMPARE(table.round, 1);
        QCOMPARE(table.seats.size(), 4);
        QCOMPARE(table.seats[0].name, u"Ana"_s);
        QCOMPARE(table.seats[0].power, -18);
        QCOMPARE(table.seats[0].fate, 14);
        QCOMPARE(table.seats[0].objective, 12);
        QVERIFY(table.seats[0].firstRegent);
        QCOMPARE(table.seats[1].name, u"Ben"_s);
        QCOMPARE(table.seats[1].power, -10);
        QCOMPARE(table.seats[1].fate, 16);
        QCOMPARE(table.seats[1].objective, 22);
        QVERIFY(!table.seats[1].firstRegent);
        QCOMPARE(table.initiative, 1); // Ben holds it
        QCOMPARE(table.toAct, 1);
        QCOMPARE(table.clockwise, (QList<int>{1, 2, 3, 0})); // from Ben, who began with it
        QVERIFY(table.seats[1].hasInitiative && table.seats[1].toPlay);
        QVERIFY(!table.seats[0].hasInitiative && !table.seats[0].toPlay);
        QVERIFY(!table.seats[1].takingTurn);
    }

    // During a turn the player taking it is the one to play (not whose card comes next); while
    // the round's event is resolved, nobody.
    void whoIsToPlayDuringATurnAndAnEvent() {
        Journal act = campaignFixture().acts[1];
        QCOMPARE(act.apply(PlayCard{{1, PlayKind::Lead, CardId{Suit::Aggression, 3}, {}, false}}),
                 QString());
        TableProjection table =
            projectTable(act.state(), std::nullopt, Viewer::publicTable(), Catalog::builtIn());
        QCOMPARE(table.toAct, 2); // Cy's card comes next
        QVERIFY(table.seats[1].takingTurn && table.seats[1].toPlay);
        QVERIFY(!table.seats[2].toPlay && !table.seats[2].takingTurn);
        GameState during = act.state();
        during.event = EventState{};
        QCOMPARE(table.eventRound, std::nullopt);
        table = projectTable(during, std::nullopt, Viewer::publicTable(), Catalog::builtIn());
        for (const SeatView &seat : table.seats)
            QVERIFY(!seat.toPlay && !seat.takingTurn);
        // The event follows the end of the round before the state's (a phone said "Round 3"
        // while the host said "Round 2 · Event"; a cold play-test).
        QCOMPARE(table.eventRound, std::optional<int>(during.round - 1));
        QCOMPARE(table.toJson().value(u"eventRound"_s).toInt(), during.round - 1);
    }

    void theJsonFormIsVersioned() {
        const Campaign campaign = campaignFixture();
        const QJsonObject json = projectTable(campaign.acts[1].state(), std::nullopt,
                                              Viewer::ofSeat(2), Catalog::builtIn())
                                     .toJson();
        QCOMPARE(json.value(u"format"_s).toString(), u"arcs-companion-table"_s);
        QCOMPARE(json.value(u"version"_s).toInt(), 1);
        QCOMPARE(json.value(u"viewer"_s).toObject(),
                 (QJsonObject{{u"kind"_s, u"seat"_s}, {u"seat"_s, 2}}));
        QCOMPARE(json.value(u"seats"_s).toArray().size(), 4);
        QCOMPARE(json.value(u"act"_s).toInt(), 2);
    }

    void aSecretNoteReachesOnlyItsSeat() {
        const GameState state = actTwoWithNotes(campaignFixture().acts[1]);
        const QString haven = u"Pirate's Haven: 4-crescent"_s;
        const QString vow = u"Swore to guard 3-gate"_s;
        for (const Viewer &viewer : viewers(4)) {
            const QString json =
                serialised(projectTable(state, std::nullopt, viewer, Catalog::builtIn()));
            QCOMPARE(json.contains(haven), viewer.sees(1));
            QVERIFY(json.contains(vow)); // not a secret: everyone's
        }
    }

    // The Pathfinder's Portal: written by the player to their right (before them in turn order),
    // and a secret only that player reads, not the Pathfinder.
    void thePathfindersPortalIsReadByItsWriterAlone() {
        GameState state = campaignFixture().acts[1].state();
        const Catalog &catalog = Catalog::builtIn();
        const int pathfinder = 9;                       // campaign.json's notesWrittenFromTheRight
        state.campaign->fates[1] = pathfinder;          // Ben
        QCOMPARE(fateNoteWriter(state, 1, catalog), 0); // Ana
        QCOMPARE(fateNoteWriter(state, 2, catalog), 2);
        state.campaign->fates[0] = pathfinder;
        QCOMPARE(fateNoteWriter(state, 0, catalog), 3); // Dee, to the right of the first seat
        state.campaign->fates[0] = 14;
        QCOMPARE(
            fateNoteProblem(state, KeepFateNote{1, {u"2 hex"_s, true, false, false, 1}}, catalog),
            u"Ben's Fate note is written by Ana, the player to their right."_s);
        QCOMPARE(fateNoteProblem(state, KeepFateNote{2, {u"x"_s, true, false, false, 0}}, catalog),
                 u"Cy writes their own Fate note."_s);
        const KeepFateNote portal{1, {u"Portal: 2-hex"_s, true, false, false, 0}};
        QCOMPARE(fateNoteProblem(state, portal, catalog), QString());
        state.campaign->notes[1] = portal.note;
        for (const Viewer &viewer : viewers(4)) {
            const TableProjection table = projectTable(state, std::nullopt, viewer, catalog);
            QCOMPARE(serialised(table).contains(u"Portal: 2-hex"_s), viewer.sees(0));
            QCOMPARE(table.seats[1].noteWriter, std::optional(0)); // who writes it: public
            QCOMPARE(table.seats[2].noteWriter, std::nullopt);
        }
        // Kept in the journal's words, and read back the same.
        QCOMPARE(FateNote::fromJson(portal.note.toJson()), std::optional(portal.note));
    }

    void aFateChoiceStaysSecretUntilEverySeatHasChosen() {
        const Campaign campaign = campaignFixture();
        const GameState actEnd = campaign.acts[0].state();
        IntermissionChoices choosing = campaign.intermissions[0];
        choosing.step = IntermissionChoices::chooseFateStep;
        choosing.fates = {14, std::nullopt, 15, std::nullopt};
        const QList<QList<int>> offers = fateOffers(actEnd, choosing, Catalog::builtIn());
        QVERIFY(!offers[0].isEmpty());

        const TableProjection shown =
            projectTable(actEnd, choosing, Viewer::publicTable(), Catalog::builtIn());
        QCOMPARE(shown.intermissionStep, 5);
        QVERIFY(shown.seats[0].fateChosen);
        QVERIFY(!shown.seats[1].fateChosen);
        QCOMPARE(shown.seats[0].fateChoice, std::nullopt);
        QVERIFY(shown.seats[0].fatesOffered.isEmpty());

        const TableProjection ana =
            projectTable(actEnd, choosing, Viewer::ofSeat(0), Catalog::builtIn());
        QCOMPARE(ana.seats[0].fateChoice, 14);
        QCOMPARE(ana.seats[0].fatesOffered, offers[0]);
        QCOMPARE(ana.seats[2].fateChoice, std::nullopt);
        QVERIFY(ana.seats[2].fatesOffered.isEmpty());

        choosing.fates = {14, 16, 15, 11};
        const TableProjection revealed =
            projectTable(actEnd, choosing, Viewer::publicTable(), Catalog::builtIn());
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(revealed.seats[seat].fateChoice, choosing.fates[seat]);
        QVERIFY(revealed.seats[0].fatesOffered.isEmpty());
    }

    // Every state of every golden game and of the campaign fixture, for every viewer.
    void noViewerSeesAnotherSeatsSecrets() {
        int states = 0;
        for (const auto &[name, game] : test::goldenGames())
            for (int count = 0; count <= game.size(); ++count, ++states)
                checkSecrecy(game.stateAfter(count), std::nullopt,
                             u"%1 after %2 entries"_s.arg(name).arg(count));
        const Campaign campaign = campaignFixture();
        for (qsizetype act = 0; act < campaign.acts.size(); ++act)
            for (int count = 0; count <= campaign.acts[act].size(); ++count, ++states)
                checkSecrecy(campaign.acts[act].stateAfter(count), std::nullopt,
                             u"Act %1 after %2 entries"_s.arg(act + 1).arg(count));
        checkSecrecy(actTwoWithNotes(campaign.acts[1]), std::nullopt, u"Act II's notes"_s);
        // The Intermission at each step, and while the Fates are being chosen one by one.
        IntermissionChoices intermission = campaign.intermissions[0];
        const QList<std::optional<int>> chosen = intermission.fates;
        for (int step = 0; step <= IntermissionChoices::stepCount; ++step) {
            intermission.step = step;
            for (qsizetype seats = 0; seats <= chosen.size(); ++seats, ++states) {
                for (qsizetype seat = 0; seat < chosen.size(); ++seat)
                    intermission.fates[seat] = seat < seats ? chosen[seat] : std::nullopt;
                intermission.notes = {FateNote{u"Ana's secret plan"_s, true, false, false},
                                      FateNote{}, FateNote{}, FateNote{}};
                checkSecrecy(campaign.acts[0].state(), intermission,
                             u"the Intermission at step %1, %2 chosen"_s.arg(step).arg(seats));
            }
        }
        QVERIFY(states > 100);
    }
};

QTEST_GUILESS_MAIN(TestProjection)
#include "tst_projection.moc"
