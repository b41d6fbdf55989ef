// SPDX-License-Identifier: GPL-3.0-or-later
#include "Entries.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "rules/BoardFacts.h"
#include "rules/Chapter.h"
#include "rules/Events.h"

#include <QTest>

using namespace arcs;
using arcs::test::at;
using arcs::test::catalog;
using arcs::test::lead;
using arcs::test::powers;

namespace {

constexpr int Ana = 0;
constexpr int Bo = 1;

GameSetup campaignSetup(int players) {
    GameSetup setup;
    const QList<PlayerSeat> seats{{QStringLiteral("Ana"), PlayerColour::Blue},
                                  {QStringLiteral("Bo"), PlayerColour::Red},
                                  {QStringLiteral("Cy"), PlayerColour::Yellow}};
    setup.seats = seats.first(players);
    setup.mode = GameMode::Campaign;
    setup.court = GameSetup::dealCourt(players, 7, catalog(), GameMode::Campaign);
    // Fates 1 (Steward) and 2 (Founder): each adds Edicts to the booklet.
    setup.act = ActSetup{1,
                         6,
                         PlanetSymbol::Crescent,
                         ImperialPolicy::War,
                         QList<int>{1, 2, 3}.first(players),
                         std::nullopt};
    return setup;
}

// Applies an entry the engine must accept.
void must(GameState &state, const Entry &entry) {
    const QString problem = entryProblem(state, entry, catalog());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    state = applyEntry(state, entry, catalog());
}

Entry eventCard(int player) {
    return test::play(player, PlayKind::Event, std::nullopt);
}

// A two-player Act I after placement, Ana holding the initiative, every system bare.
GameState actOne() {
    GameState state = test::withStartingPiecesPlaced(
        applyEntry(GameState{}, StartGame{campaignSetup(2), 1}, catalog()));
    return state;
}

// Ana leads Construction 3, Bo plays an Event: the round ends with its event.
GameState afterEventRound() {
    GameState state = actOne();
    must(state, lead(Ana, Suit::Construction, 3));
    must(state, eventCard(Bo));
    must(state, EndTurn{});
    return state;
}

QStringList stepTitles(const GameState &state) {
    QStringList out;
    for (const EventStep &step : state.event->steps)
        out << eventStepTitle(step, state, catalog());
    return out;
}

QString voxIn(const Board &board) {
    for (const CourtCardInPlay &card : board.court.row) {
        if (catalog().courtCard(card.card)->kind == CourtCardKind::Vox)
            return card.card;
    }
    return {};
}

} // namespace

// The end-of-round event (campaign rulebook "Events", "Imperial Council", "Summits", "Crises",
// "Edicts"; components-campaign.md §3–§5 with the errata).
class TestEvents : public QObject {
    Q_OBJECT

private slots:
    void anEventCardTakesTheLeadsActionsAndEndsTheRoundWithItsEvent() {
        GameState state = actOne();
        must(state, lead(Ana, Suit::Construction, 3));
        must(state, eventCard(Bo));
        QCOMPARE(state.turn->pips, 3); // Construction 3's pips
        QCOMPARE(state.turn->suit, Suit::Construction);
        QCOMPARE(state.players[Bo].hand, 5);
        QCOMPARE(entryTitle(state, EndTurn{}, catalog()),
                 QStringLiteral("Bo's turn ended; round 1 is over, Ana holds the initiative; the "
                                "event follows"));
        must(state, EndTurn{});
        QVERIFY(state.event);
        QCOMPARE(state.event->cause, EventCause::EventCard);
        QCOMPARE(state.event->caller, Ana);
        QCOMPARE(eventStage(*state.event), EventStage::CallSummit);
        QCOMPARE(state.round, 2);
        QCOMPARE(entryProblem(state, lead(Ana, Suit::Aggression, 4), catalog()),
                 QStringLiteral("Resolve the end-of-round event first, on the Event screen."));
        QCOMPARE(entryProblem(state, RollEvent{}, catalog()),
                 QStringLiteral("Settle the Summit first, then Ana rolls."));
    }

    void aBaseRoundHasNoEvent() {
        GameState state = actOne();
        must(state, lead(Ana, Suit::Construction, 3));
        must(state, test::copy(Bo));
        must(state, EndTurn{});
        QVERIFY(!state.event);
        QCOMPARE(entryProblem(state, DecideSummit{}, catalog()),
                 QStringLiteral("No event is under way: an Event card or the Imperial Council "
                                "sets one off at the end of its round."));
    }

    // Blight Crises computed and applied, then the Fate Crises and each Vox card as prompts.
    void crisesResolveStepByStep() {
        GameState state = afterEventRound();
        for (SystemState &system : state.board.systems)
            system.blight = {};
        state.board.at(at("2-hex")).blight = {1, 1}; // 4 hits
        state.board.at(at("2-hex")).imperialShips = {1, 0};
        state.board.at(at("2-hex")).players[Bo].ships = {2, 1};
        must(state, DecideSummit{false});
        QCOMPARE(eventStage(*state.event), EventStage::Roll);
        must(state, RollEvent{eventRoll(2, 4, catalog())}); // Crisis · crescent, cluster 4
        QCOMPARE(state.event->resolving, EventIcon::Crisis);
        QCOMPARE(rolledPlanet(*state.event->roll), at("4-crescent"));
        const QString vox = voxIn(state.board);
        QStringList expected{"Blight Crises", "Fate Crises"};
        if (!vox.isEmpty())
            expected << QStringLiteral("Court Crisis: %1").arg(catalog().courtCard(vox)->name);
        QCOMPARE(stepTitles(state), expected);
        QCOMPARE(eventStepDetail(state.event->steps[0], state, catalog()),
                 QStringLiteral("2-hex: 4 hits — Imperial ships: 1 destroyed; Bo's ships: 2 "
                                "damaged"));
        must(state, ResolveEventStep{});
        QCOMPARE(state.board.at(at("2-hex")).imperialShips, (FreshDamaged{0, 0}));
        QCOMPARE(state.board.at(at("2-hex")).players[Bo].ships, (FreshDamaged{0, 3}));
        QCOMPARE(state.board.at(at("2-hex")).blight, (FreshDamaged{1, 1}));
        QCOMPARE(state.event->stepsDone, 1);
        for (int left = int(expected.size()) - 1; left > 0; --left)
            must(state, ResolveEventStep{});
        QVERIFY(!state.event);
        QCOMPARE(state.phase, Phase::Playing);
        must(state, lead(Ana, Suit::Aggression, 4)); // the next round goes on
    }

    void aCourtCrisisSpellsOutTheRolledClusterSymbolAndPlanet() {
        GameState state = afterEventRound();
        state.board.court.row.append({QStringLiteral("CC15"), QList<int>(2)}); // Blight Looms
        must(state, DecideSummit{false});
        must(state, RollEvent{eventRoll(6, 3, catalog())}); // Edict · hex, cluster 3
        QCOMPARE(state.event->resolving, EventIcon::Edict);
        state.event->steps = crisesSteps(state.board, catalog());
        const EventStep blightLooms = state.event->steps.last();
        QCOMPARE(eventStepTitle(blightLooms, state, catalog()),
                 QStringLiteral("Court Crisis: Blight Looms"));
        QCOMPARE(eventStepDetail(blightLooms, state, catalog()),
                 QStringLiteral("Resolve the Crisis on Blight Looms. Rolled cluster 3 · rolled "
                                "symbol hex · rolled planet 3-hex. If it removes a card from the "
                                "Court, its agents return and the row is refilled from the "
                                "deck."));
    }

    // Edicts from the lowest order number: Guild Envoys Depart (00, two players), then the
    // Fate Edicts of the Fates in play and Govern the Imperial Reach (03) in their places.
    void edictsResolveInOrder() {
        GameState state = afterEventRound();
        must(state, DecideSummit{false});
        must(state, RollEvent{eventRoll(4, 1, catalog())}); // Edict · arrow
        QCOMPARE(stepTitles(state), (QStringList{"Edict 00 · Guild Envoys Depart",
                                                 "Edict 02 · Imperial Quorum (Steward)",
                                                 "Edict 03 · Govern the Imperial Reach (War)",
                                                 "Edict 03 · Govern with Authority (Steward)",
                                                 "Edict 05 · Imperial Sponsor (Steward)",
                                                 "Edict 25 · Call for Armistice (Founder)",
                                                 "Edict 25 · Mass Call for Armistice (Founder)"}));
        QCOMPARE(eventStepDetail(state.event->steps[2], state, catalog()),
                 QStringLiteral("Ana (First Regent) enforces War or changes the policy. "
                                "Enforcing: a Trophy or Captive (not a Regent's or an Imperial "
                                "piece) from each Regent (Bo), a Favor from one who has none, and "
                                "1 of their own into the Trust; then Distribute Arms: a Weapon to "
                                "each Regent from the supply, else from the Trust."));
    }

    // The Summit: called, moves made as one deal, the countdown ends it.
    void aSummitChangesTitlesAndFavors() {
        GameState state = afterEventRound();
        must(state, DecideSummit{true});
        QCOMPARE(eventStage(*state.event), EventStage::Summit);
        QCOMPARE(entryProblem(state, RollEvent{}, catalog()),
                 QStringLiteral("Settle the Summit first, then Ana rolls."));
        const int agents = inSupply(state.board, Bo, catalog()).agents;
        must(state, SummitDeal{{{SummitMoveKind::PromiseFavor, Bo, Ana, 2}}});
        QCOMPARE(state.board.areas[Ana].favors, (QList<int>{0, 2}));
        QCOMPARE(inSupply(state.board, Bo, catalog()).agents, agents - 2);
        QCOMPARE(entryProblem(state, SummitDeal{{{SummitMoveKind::ReturnFavors, Bo, Ana, 1}}},
                              catalog()),
                 QStringLiteral("Only Ana, who called the Summit, takes Call to Order actions."));
        QCOMPARE(entryProblem(state, SummitDeal{{{SummitMoveKind::ReturnFavors, Ana, Bo, 3}}},
                              catalog()),
                 QStringLiteral("Ana holds 2 of Bo's Favors, not 3."));
        // Ana, the First Regent, leaves the Empire: the tile passes to Bo, the Trust with it.
        state.board.imperialTrust = {ResourceType::Fuel};
        must(state, SummitDeal{{{SummitMoveKind::ReturnFavors, Ana, Bo, 1},
                                {SummitMoveKind::LeaveEmpire, Ana, Ana, 1}}});
        QCOMPARE(state.board.areas[Ana].favors, (QList<int>{0, 1}));
        QCOMPARE(state.board.areas[Ana].title, ImperialTitle::Outlaw);
        QCOMPARE(state.campaign->firstRegent, Bo);
        QCOMPARE(state.board.imperialTrust, (QList<ResourceType>{ResourceType::Fuel}));
        must(state, SummitDeal{{{SummitMoveKind::InviteToEmpire, Bo, Ana, 1}}});
        QCOMPARE(state.board.areas[Ana].title, ImperialTitle::Regent);
        must(state, EndSummit{});
        QCOMPARE(eventStage(*state.event), EventStage::Roll);
    }

    // With no Regent left, the leaving First Regent returns the Trust and loses 1 Power each.
    void theLastRegentLeavingEmptiesTheTrust() {
        GameState state = afterEventRound();
        state.board.areas[Bo].title = ImperialTitle::Outlaw;
        state.board.imperialTrust = {ResourceType::Relic, ResourceType::Weapon};
        state.players[Ana].power = 5;
        const int relics = resourcesInSupply(state.board, ResourceType::Relic, catalog());
        must(state, DecideSummit{true});
        must(state, SummitDeal{{{SummitMoveKind::LeaveEmpire, Ana, Ana, 1}}});
        QCOMPARE(state.campaign->firstRegent, std::nullopt);
        QVERIFY(state.board.imperialTrust.isEmpty());
        QCOMPARE(powers(state), (QList<int>{3, 0}));
        QCOMPARE(resourcesInSupply(state.board, ResourceType::Relic, catalog()), relics + 1);
        must(state, SummitDeal{{{SummitMoveKind::ReviveEmpire, Ana, Ana, 1}}});
        QCOMPARE(state.campaign->firstRegent, Ana);
        QCOMPARE(state.board.areas[Ana].title, ImperialTitle::Regent);
    }

    // The Council: secured while In Session, Decided at once, and its event overrides the
    // Event cards; an Event after it has no actions (errata p.12).
    void theSecuredCouncilOverridesTheEventCards() {
        GameState state = actOne();
        const QString council = state.board.court.row.first().card;
        QCOMPARE(catalog().courtCard(council)->kind, CourtCardKind::Council);
        state.board.court.row.first().agents = {2, 1};
        must(state, lead(Ana, Suit::Aggression, 3));
        must(state, Secure{Ana, council, {}});
        QVERIFY(state.board.court.councilDecided);
        QCOMPARE(state.board.court.row.first().card, council);
        QCOMPARE(state.board.court.row.first().agents, (QList<int>{0, 0}));
        QCOMPARE(state.board.areas[Ana].captives, (QList<int>{0, 1}));
        must(state, ExtraAction{Ana, {}}); // a card's influence
        QCOMPARE(entryProblem(state, Influence{Ana, council}, catalog()),
                 QStringLiteral("The Imperial Council is Decided: nobody influences or secures "
                                "it until a Summit petitions the Council, or the next Act."));
        must(state, eventCard(Bo));
        QCOMPARE(state.turn->pips, 0);
        must(state, EndTurn{});
        QCOMPARE(state.event->cause, EventCause::Council);
        QCOMPARE(state.event->caller, Ana);
        must(state, DecideSummit{false});
        QCOMPARE(eventStage(*state.event), EventStage::ResolveCouncil);
        QCOMPARE(
            entryProblem(state, ResolveCouncil{EventIcon::Edict, {ResourceType::Fuel}}, catalog()),
            QStringLiteral("Ana is a Regent: they take the First Regent tile with the "
                           "Trust, and steal nothing."));
        must(state, ResolveCouncil{EventIcon::Edict, {}});
        QCOMPARE(state.campaign->firstRegent, Ana);
        QCOMPARE(eventStage(*state.event), EventStage::Step); // Edicts need no dice
        QCOMPARE(state.event->steps.first().kind, EventStepKind::GuildEnvoysDepart);
    }

    // An Outlaw securing the Council steals from the Trust up to their empty slots; the First
    // Regent loses 1 Power for each resource stolen.
    void anOutlawSecuringTheCouncilStealsFromTheTrust() {
        GameState state = afterEventRound();
        state.event->cause = EventCause::Council;
        state.event->caller = Bo;
        state.board.areas[Bo].title = ImperialTitle::Outlaw;
        state.board.imperialTrust = {ResourceType::Relic, ResourceType::Relic,
                                     ResourceType::Weapon};
        state.players[Ana].power = 6;
        QCOMPARE(emptyOpenSlots(state.board, Bo, catalog()), 2);
        const qsizetype weapons = state.board.areas[Bo].resources.count(ResourceType::Weapon);
        must(state, DecideSummit{false});
        QCOMPARE(entryProblem(state,
                              ResolveCouncil{
                                  EventIcon::Crisis,
                                  {ResourceType::Relic, ResourceType::Relic, ResourceType::Weapon}},
                              catalog()),
                 QStringLiteral("Bo has 2 empty resource slots: they steal up to that many."));
        QCOMPARE(
            entryProblem(state, ResolveCouncil{EventIcon::Crisis, {ResourceType::Fuel}}, catalog()),
            QStringLiteral("The Imperial Trust holds Relic, Relic, Weapon: Fuel cannot be "
                           "stolen from it."));
        must(state, ResolveCouncil{EventIcon::Crisis, {ResourceType::Relic, ResourceType::Weapon}});
        QCOMPARE(state.board.imperialTrust, (QList<ResourceType>{ResourceType::Relic}));
        QCOMPARE(state.board.areas[Bo].resources.count(ResourceType::Weapon), weapons + 1);
        QCOMPARE(powers(state), (QList<int>{4, 0}));
        QCOMPARE(eventStage(*state.event), EventStage::Roll); // the Court Crises need the dice
    }

    // The round that ends the chapter ends it once its event is resolved.
    void theLastRoundsEventComesBeforeTheChapterEnds() {
        GameState state = actOne();
        state.players[Ana].hand = 1;
        state.players[Bo].hand = 1;
        must(state, lead(Ana, Suit::Construction, 3));
        must(state, eventCard(Bo));
        must(state, EndTurn{});
        QVERIFY(state.event);
        QCOMPARE(state.phase, Phase::Playing);
        must(state, DecideSummit{false});
        must(state, RollEvent{eventRoll(4, 1, catalog())});
        while (state.event)
            must(state, ResolveEventStep{});
        QCOMPARE(state.phase, Phase::ChapterEnd);
    }

    void everyEventEntryReadsBackAsWritten() {
        const QList<Entry> entries{
            DecideSummit{true},
            EndSummit{},
            SummitDeal{{{SummitMoveKind::ReturnFavors, 0, 1, 2},
                        {SummitMoveKind::InviteToEmpire, 1, 2, 1}}},
            ResolveCouncil{EventIcon::Crisis, {ResourceType::Relic, ResourceType::Psionic}},
            RollEvent{EventRoll{EventIcon::Edict, PlanetSymbol::Hex, 5}},
            ResolveEventStep{}};
        for (const Entry &entry : entries) {
            QString error;
            const auto read = entryFromJson(entryToJson(entry), &error);
            QVERIFY2(read, qPrintable(error));
            QVERIFY(*read == entry);
        }
        QString error;
        QVERIFY(!entryFromJson({{"action", "rollEvent"}, {"icon", "storm"}}, &error));
        QCOMPARE(error.isEmpty(), false);
    }

    void eventDieFacesAsPrinted() {
        QCOMPARE(eventRoll(1, 6, catalog()),
                 (EventRoll{EventIcon::Crisis, PlanetSymbol::Arrow, 6}));
        QCOMPARE(eventRoll(3, 2, catalog()), (EventRoll{EventIcon::Crisis, PlanetSymbol::Hex, 2}));
        QCOMPARE(eventRoll(5, 1, catalog()),
                 (EventRoll{EventIcon::Edict, PlanetSymbol::Crescent, 1}));
    }
};

QTEST_GUILESS_MAIN(TestEvents)
#include "tst_events.moc"
