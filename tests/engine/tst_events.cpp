// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignGame.h"
#include "Entries.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "rules/Battle.h"
#include "rules/BoardEntries.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignSetup.h"
#include "rules/Chapter.h"
#include "rules/EntryRules.h"
#include "rules/Events.h"
#include "rules/Govern.h"
#include "state/BoardJson.h"

#include <QJsonArray>
#include <QTest>

using namespace arcs;
using namespace Qt::StringLiterals;
using arcs::test::at;
using arcs::test::catalog;
using arcs::test::lead;
using arcs::test::powers;
using namespace arcs::test::campaign;

namespace {

Entry eventCard(int player) {
    return test::play(player, PlayKind::Event, std::nullopt);
}

// The Edicts rolled after an Event round, up to Govern the Imperial Reach, under `policy`.
GameState atGovern(int players, ImperialPolicy policy) {
    GameState state = actOne(players);
    state.campaign->policy = policy;
    must(state, lead(Ana, Suit::Construction, 3));
    must(state, eventCard(Bo));
    for (int seat = 2; seat < players; ++seat)
        must(state, test::copy(seat));
    must(state, EndTurn{});
    must(state, DecideSummit{false});
    must(state, RollEvent{eventRoll(4, 1, catalog())});
    while (state.event->steps[state.event->stepsDone].kind != EventStepKind::GovernTheImperialReach)
        must(state, ResolveEventStep{});
    return state;
}

Tribute tribute(int regent, TributeKind kind, ResourceType resource = ResourceType::Material,
                int owner = 0, Piece piece = Piece::Agent) {
    return {regent, kind, resource, owner, piece};
}

// Ana leads Construction 3, Bo plays an Event: the round ends with its event.
GameState afterEventRound() {
    GameState state = actOne();
    must(state, lead(Ana, Suit::Construction, 3));
    must(state, eventCard(Bo));
    must(state, EndTurn{});
    return state;
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
                 QStringLiteral("Bo's turn ended with 3 actions unused; round 1 is over, Ana holds "
                                "the initiative; the "
                                "event follows"));
        // The next card is not taken over the event: it comes first (a cold play-test).
        QCOMPARE(entryProblem(state, lead(Ana, Suit::Aggression, 4), catalog()),
                 QStringLiteral("Round 1 ends with its event: end Bo's turn, and resolve the "
                                "event before the next card."));
        QCOMPARE(entryProblem(state, PassInitiative{}, catalog()),
                 entryProblem(state, lead(Ana, Suit::Aggression, 4), catalog()));
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
        // Its entry says what the hits were: resolved, the step no longer can.
        QCOMPARE(entryTitle(state, ResolveEventStep{}, catalog()),
                 QStringLiteral("Blight Crises resolved. 2-hex: 4 hits — Imperial ships: 1 "
                                "destroyed; Bo's ships: 2 damaged"));
        must(state, ResolveEventStep{});
        QCOMPARE(entryTitle(state, ResolveEventStep{}, catalog()),
                 QStringLiteral("Fate Crises resolved"));
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
    // Fate Edicts of the Fates in play and Govern the Imperial Reach (03) in their places. A Fate
    // Edict is asked for only in the Acts its Fate can have put it in the booklet: regression,
    // Act I asked for the Steward's and the Founder's, which come with later Acts' setups.
    void edictsResolveInOrder() {
        GameState state = afterEventRound(); // Act I: Ana the Steward, Bo the Founder
        GameState actThree = state;
        must(state, DecideSummit{false});
        must(state, RollEvent{eventRoll(4, 1, catalog())}); // Edict · arrow
        QCOMPARE(stepTitles(state), (QStringList{"Edict 00 · Guild Envoys Depart",
                                                 "Edict 03 · Govern the Imperial Reach (War)"}));
        actThree.campaign->act = 3;
        must(actThree, DecideSummit{false});
        must(actThree, RollEvent{eventRoll(4, 1, catalog())});
        QCOMPARE(
            stepTitles(actThree),
            (QStringList{"Edict 00 · Guild Envoys Depart", "Edict 02 · Imperial Quorum (Steward)",
                         "Edict 03 · Govern the Imperial Reach (War)",
                         "Edict 03 · Govern with Authority (Steward)",
                         "Edict 05 · Imperial Sponsor (Steward)",
                         "Edict 25 · Mass Call for Armistice (Founder)"}));
        actThree.campaign->act = 2;
        QStringList inActTwo;
        for (const Edict *edict : fateEdictsDueThisAct(actThree, catalog()))
            inActTwo << edict->name;
        QCOMPARE(inActTwo, (QStringList{"Imperial Quorum", "Call for Armistice"}));
        QCOMPARE(eventStepDetail(state.event->steps[1], state, catalog()),
                 QStringLiteral("Ana (First Regent) enforces War or changes the policy. "
                                "Enforcing: a Trophy or Captive (not a Regent's or an Imperial "
                                "piece) from each Regent (Bo), a Favor from one who has none, and "
                                "1 of their own into the Trust; then Distribute Arms: a Weapon to "
                                "each Regent from the supply, else from the Trust."));
    }

    // A Crisis that removes a Court card: its agents go home and the deck refills the row.
    void aCrisisRemovesACourtCard() {
        GameState state = afterEventRound();
        must(state, DecideSummit{false});
        must(state, RollEvent{eventRoll(1, 6, catalog())}); // Crisis · arrow
        const QString vox = voxIn(state.board);
        QVERIFY(!vox.isEmpty());
        const int place = courtPlace(state.board.court, vox);
        state.board.court.row[place].agents = {2, 1};
        const int anaAgents = inSupply(state.board, Ana, catalog()).agents;
        const QString drawn = state.board.court.deck.first();
        const RemoveFromCourt bury{vox, CourtExit::Bury, drawn};
        QCOMPARE(entryTitle(state, bury, catalog()),
                 QStringLiteral("%1 buried under the Court deck; %2 drawn in its place")
                     .arg(catalog().courtCard(vox)->name, catalog().courtCard(drawn)->name));
        must(state, bury); // during the event, as the Crisis says
        QCOMPARE(state.board.court.row[place].card, drawn);
        QCOMPARE(state.board.court.row[place].agents, (QList<int>{0, 0}));
        QCOMPARE(state.board.court.deck.last(), vox);
        QCOMPARE(inSupply(state.board, Ana, catalog()).agents, anaAgents + 2);
        QString council;
        for (const CourtCardInPlay &card : state.board.court.row) {
            if (catalog().courtCard(card.card)->kind == CourtCardKind::Council)
                council = card.card;
        }
        QCOMPARE(entryProblem(
                     state,
                     RemoveFromCourt{council, CourtExit::Discard, state.board.court.deck.first()},
                     catalog()),
                 QStringLiteral("The Imperial Council is never buried, discarded or scrapped."));
        const RemoveFromCourt scrap{drawn, CourtExit::Scrap, QStringLiteral("nowhere")};
        QVERIFY(!entryProblem(state, scrap, catalog()).isEmpty());
        QString error;
        const auto read = entryFromJson(entryToJson(bury), &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(*read == Entry(bury));
    }

    // Two players put Guild Envoys Depart in the booklet at the start; more put no Edict of
    // their own (components-campaign.md: Edict 00, two players).
    void onlyTwoPlayersPutGuildEnvoysDepartInTheBooklet() {
        const auto names = [](int players) {
            QStringList out;
            for (const Edict *edict : edictsForPlayers(players, catalog()))
                out << edict->name;
            return out;
        };
        QCOMPARE(names(2), QStringList{u"Guild Envoys Depart"_s});
        QCOMPARE(names(3), QStringList());
        QCOMPARE(names(4), QStringList());
    }

    // The table records which Fate Edicts its rules booklet holds: the Edicts follow it, Govern
    // with Authority taking Govern the Imperial Reach's place.
    void theRulesBookletDecidesTheFateEdicts() {
        GameState state = afterEventRound();
        const auto booklet = [&] {
            QStringList names;
            for (const Edict *edict : edictsInBooklet(state, catalog()))
                names << edict->name;
            return names;
        };
        const auto record = [](const char *name, int value) {
            Correction c;
            c.target = CorrectionTarget::Booklet;
            c.card = QString::fromLatin1(name);
            c.value = value;
            return c;
        };
        QCOMPARE(fateEdictsInPlay(state, catalog()).size(), 5);     // the table may tick any
        QCOMPARE(fateEdictsDueThisAct(state, catalog()).size(), 0); // Act I: none yet
        QCOMPARE(entryTitle(state, record("Imperial Sponsor", 1), catalog()),
                 QStringLiteral("Added the Edict Imperial Sponsor to the rules booklet"));
        must(state, record("Imperial Sponsor", 1));
        QCOMPARE(booklet(), (QStringList{"Guild Envoys Depart", "Govern the Imperial Reach",
                                         "Imperial Sponsor"}));
        must(state, record("Govern with Authority", 1));
        QCOMPARE(booklet(),
                 (QStringList{"Guild Envoys Depart", "Govern with Authority", "Imperial Sponsor"}));
        must(state, record("Govern with Authority", 0));
        must(state, record("Imperial Sponsor", 0));
        QCOMPARE(booklet(), (QStringList{"Guild Envoys Depart", "Govern the Imperial Reach"}));
        QCOMPARE(entryProblem(state, record("Govern the Imperial Reach", 1), catalog()),
                 QStringLiteral("\"Govern the Imperial Reach\" is not a Fate's Edict."));
        must(state, record("Call for Armistice", 1));
        must(state, DecideSummit{false});
        must(state, RollEvent{eventRoll(4, 1, catalog())});
        QCOMPARE(stepTitles(state), (QStringList{"Edict 00 · Guild Envoys Depart",
                                                 "Edict 03 · Govern the Imperial Reach (War)",
                                                 "Edict 25 · Call for Armistice (Founder)"}));
        QCOMPARE(eventStepDetail(state.event->steps[2], state, catalog()),
                 QStringLiteral("It is in the rules booklet: resolve it now."));
        // Law and Summit cards, by name.
        Correction law = record("Council of Twelve", 1);
        law.target = CorrectionTarget::BookletLaw;
        QCOMPARE(entryTitle(state, law, catalog()),
                 QStringLiteral("Added Council of Twelve to the rules booklet"));
        must(state, law);
        QCOMPARE(entryProblem(state, law, catalog()),
                 QStringLiteral("Council of Twelve is already in the rules booklet."));
        law.card = QStringLiteral("  ");
        QCOMPARE(entryProblem(state, law, catalog()),
                 QStringLiteral("Name the Law or Summit card as it is printed."));
        // The booklet is saved with the table.
        QString error;
        const auto read = boardFromJson(boardToJson(state.board), 2, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->rulesBooklet, std::optional(QStringList{"Call for Armistice"}));
        QCOMPARE(read->bookletLaws, QStringList{"Council of Twelve"});
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

    // Who agrees to a deal: everyone it names, each once (the seats of a four-player table).
    void aDealIsAgreedByThePlayersItNames() {
        QCOMPARE(summitDealParties({}), QList<int>{});
        QCOMPARE(summitDealParties({{SummitMoveKind::LeaveEmpire, 2, 2, 1}}), QList<int>{2});
        QCOMPARE(summitDealParties({{SummitMoveKind::PromiseFavor, 3, 1, 2},
                                    {SummitMoveKind::ReturnFavors, 1, 3, 1},
                                    {SummitMoveKind::InviteToEmpire, 0, 3, 1}}),
                 (QList<int>{0, 1, 3}));
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
        // Regression (play-test): Secure stayed greyed out, checked as if a card refilled the row.
        QVERIFY(!refillsWhenTaken(council, catalog()));
        QVERIFY(refillsWhenTaken(QStringLiteral("CC01"), catalog()));
        QCOMPARE(
            entryProblem(state, Secure{Ana, council, state.board.court.deck.first()}, catalog()),
            QStringLiteral("A secured Imperial Council stays in the Court, Decided: nothing "
                           "refills it."));
        must(state, Secure{Ana, council, {}});
        QVERIFY(state.board.court.councilDecided);
        QCOMPARE(state.board.court.row.first().card, council);
        QCOMPARE(state.board.court.row.first().agents, (QList<int>{0, 0}));
        QCOMPARE(state.board.areas[Ana].captives, (QList<int>{0, 1}));
        must(state, ExtraAction{Ana, {}}); // a card's influence
        QCOMPARE(entryProblem(state, Influence{Ana, council}, catalog()),
                 QStringLiteral("The Imperial Council is Decided: nobody influences or secures "
                                "it until a Summit petitions the Council, or the next Act."));
        // Regression (play-test): the preview promised the lead's actions.
        const Play event = std::get<PlayCard>(eventCard(Bo)).play;
        QCOMPARE(playText(state, event, catalog(), Tense::Next),
                 QStringLiteral("Bo plays an Event card, with no actions: the Imperial Council "
                                "was secured this round"));
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

    // Council Intrigue flips the Council back In Session while it is tucked under its securer's
    // card: it returns to the Court, its end-of-round resolution is cancelled (errata p.14),
    // and influence on it is accepted again (it was refused for the rest of the Act).
    void aCardFlipsTheCouncilBackInSession() {
        GameState state = actOne();
        const QString council = state.board.court.row.first().card;
        state.board.court.row.first().agents = {2, 1};
        must(state, lead(Ana, Suit::Aggression, 3));
        must(state, Secure{Ana, council, {}});
        Correction inSession;
        inSession.target = CorrectionTarget::Council;
        inSession.value = 0;
        QCOMPARE(entryTitle(state, inSession, catalog()),
                 QStringLiteral("Table: the Imperial Council is In Session again"));
        must(state, inSession);
        QVERIFY(!state.board.court.councilDecided);
        QCOMPARE(entryProblem(state, inSession, catalog()),
                 QStringLiteral("The Imperial Council is In Session already."));
        must(state, ExtraAction{Ana, {}});
        QCOMPARE(entryProblem(state, Influence{Ana, council}, catalog()), QString());
        must(state, EndTurn{}); // Bo's turn: a card; the round then ends with no Council event
        Play pivot;
        pivot.player = Bo;
        pivot.kind = PlayKind::Pivot;
        pivot.card = CardId{Suit::Construction, 2};
        must(state, PlayCard{pivot});
        must(state, EndTurn{});
        QVERIFY(!state.event);
    }

    // A card's effect gives a player the initiative; the round under way keeps its order, so it
    // is entered between rounds.
    void aCardGivesTheInitiative() {
        GameState state = actOne();
        Correction initiative;
        initiative.target = CorrectionTarget::Initiative;
        initiative.player = Bo;
        QCOMPARE(entryTitle(state, initiative, catalog()),
                 QStringLiteral("Table: Bo takes the initiative"));
        GameState midRound = state;
        must(midRound, lead(Ana, Suit::Aggression, 3));
        QCOMPARE(entryProblem(midRound, initiative, catalog()),
                 QStringLiteral("The round under way keeps its order: enter the initiative once "
                                "its last turn has ended, before the next card is led."));
        must(state, initiative);
        QCOMPARE(state.initiative, Bo);
        QCOMPARE(entryProblem(state, lead(Ana, Suit::Aggression, 3), catalog()),
                 QStringLiteral("It is Bo's turn, not Ana's."));
        QCOMPARE(entryProblem(state, initiative, catalog()),
                 QStringLiteral("Bo holds the initiative already."));
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
        while (state.event) {
            const bool govern = state.event->steps[state.event->stepsDone].kind ==
                                EventStepKind::GovernTheImperialReach;
            must(state, govern ? Entry{GovernImperialReach{ImperialPolicy::Peace, {}, {}}}
                               : Entry{ResolveEventStep{}});
        }
        QCOMPARE(state.phase, Phase::ChapterEnd);
    }

    // War: the Demand takes a Trophy or Captive of an Outlaw from each Rival Regent (here Bo);
    // Distribute Arms gives each Regent a Weapon from the supply.
    void warTakesAnOutlawsTrophyAndArmsEachRegent() {
        GameState state = atGovern(3, ImperialPolicy::War);
        const int Cy = 2;
        state.board.areas[Cy].title = ImperialTitle::Outlaw;
        state.board.areas[Bo].trophies[Cy].ships = 2;
        state.board.areas[Bo].captives[Cy] = 1;
        state.board.areas[Bo].trophies[Ana].ships = 1; // a Regent's: not for the Demand
        QCOMPARE(demandedFrom(state, catalog()), (QList<int>{Bo}));
        QCOMPARE(tributeOptions(state, Bo, catalog()),
                 (QList<Tribute>{
                     tribute(Bo, TributeKind::Trophy, ResourceType::Material, Cy, Piece::Ship),
                     tribute(Bo, TributeKind::Captive, ResourceType::Material, Cy)}));
        QCOMPARE(entryProblem(state, ResolveEventStep{}, catalog()),
                 QStringLiteral("Ana, the First Regent, enforces or changes the Imperial policy."));
        const qsizetype anaWeapons = state.board.areas[Ana].resources.count(ResourceType::Weapon);
        const qsizetype boWeapons = state.board.areas[Bo].resources.count(ResourceType::Weapon);
        GovernImperialReach war;
        war.demand.tribute = {
            tribute(Bo, TributeKind::Trophy, ResourceType::Material, Cy, Piece::Ship)};
        QCOMPARE(entryProblem(state, war, catalog()),
                 QStringLiteral("Each Regent gets a Weapon: Ana, Bo."));
        war.action.armed = {Ana, Bo};
        QCOMPARE(entryTitle(state, war, catalog()),
                 QStringLiteral("Ana enforces War: Cy's ship (a Trophy) from Bo; Weapons to Ana, "
                                "Bo"));
        must(state, war);
        QCOMPARE(state.board.areas[Bo].trophies[Cy].ships, 1);
        QCOMPARE(state.board.areas[Ana].trophies[Cy].ships, 1);
        QCOMPARE(state.board.areas[Ana].resources.count(ResourceType::Weapon), anaWeapons + 1);
        QCOMPARE(state.board.areas[Bo].resources.count(ResourceType::Weapon), boWeapons + 1);
        QCOMPARE(state.board.areas[Cy].resources.count(ResourceType::Weapon), 0);
    }

    // Regression: War's Demand offered a Favor (or Outlaw status) to a Regent whose only
    // Trophies were a Blight and Free buildings; they are Trophies, so they qualify. Imperial
    // ships never do.
    void warTakesABlightOrAFreeBuildingTrophy() {
        GameState state = atGovern(2, ImperialPolicy::War);
        CampaignTrophies &bos = state.board.areas[Bo].campaignTrophies;
        bos.imperialShips = 2;
        QCOMPARE(tributeOptions(state, Bo, catalog()),
                 (QList<Tribute>{tribute(Bo, TributeKind::Favor)}));
        bos.blight = 1;
        bos.freeStarports = 1;
        Tribute blight = tribute(Bo, TributeKind::Trophy);
        blight.side = Side::Blight;
        Tribute starport =
            tribute(Bo, TributeKind::Trophy, ResourceType::Material, 0, Piece::Starport);
        starport.side = Side::Free;
        QCOMPARE(tributeOptions(state, Bo, catalog()), (QList<Tribute>{starport, blight}));
        GovernImperialReach war{
            std::nullopt, {{blight}, std::nullopt}, {std::nullopt, {Ana, Bo}, {}, {}}};
        QCOMPARE(entryProblem(state, war, catalog()), QString());
        QCOMPARE(entryTitle(state, war, catalog()),
                 QStringLiteral("Ana enforces War: a Blight (a Trophy) from Bo; Weapons to Ana, "
                                "Bo"));
        must(state, war);
        QCOMPARE(state.board.areas[Bo].campaignTrophies,
                 (CampaignTrophies{2, 0, 1, 0})); // the Imperial ships stay
        QCOMPARE(state.board.areas[Ana].campaignTrophies, (CampaignTrophies{0, 0, 0, 1}));
        // The journal keeps the Trophy's side; a player's Trophy is written as before.
        QString error;
        QCOMPARE(entryFromJson(entryToJson(war), &error), std::optional<Entry>(war));
        QCOMPARE(
            entryToJson(war).value(u"tribute"_s).toArray()[0].toObject(),
            (QJsonObject{{u"regent"_s, Bo}, {u"kind"_s, u"trophy"_s}, {u"side"_s, u"blight"_s}}));
    }

    // Weapons short of the Regents: the First Regent chooses who gets the last one; with none
    // left, no Regent gets one. The count is a plural: English reads its singular ("Only 1
    // Weapon is left") from its translation file (tst_translations), not loaded here.
    void warsWeaponsRunShort() {
        GameState state = atGovern(2, ImperialPolicy::War);
        GovernImperialReach war{
            std::nullopt, {{tribute(Bo, TributeKind::Favor)}, std::nullopt}, {}};
        state.board.imperialTrust.removeAll(ResourceType::Weapon);
        while (weaponsToGive(state, catalog()) > 1)
            state.board.areas[Ana].resources.append(ResourceType::Weapon);
        QCOMPARE(entryProblem(state, war, catalog()),
                 QStringLiteral("Only 1 Weapons are left: the First Regent chooses which Regents "
                                "get one."));
        war.action.armed = {Ana, Bo};
        QCOMPARE(entryProblem(state, war, catalog()),
                 QStringLiteral("Only 1 Weapons are left: the First Regent chooses which Regents "
                                "get one."));
        war.action.armed = {Bo};
        QCOMPARE(entryProblem(state, war, catalog()), QString());
        state.board.areas[Ana].resources.append(ResourceType::Weapon);
        QCOMPARE(weaponsToGive(state, catalog()), 0);
        QCOMPARE(entryProblem(state, war, catalog()),
                 QStringLiteral("No Weapon is left: no Regent gets one."));
        war.action.armed = {};
        QCOMPARE(entryProblem(state, war, catalog()), QString());
    }

    // A Rival Regent with nothing of the Demand gives a Favor; with no agent either, the First
    // Regent may make them an Outlaw.
    void aRegentWithNothingDemandedGivesAFavor() {
        GameState state = atGovern(2, ImperialPolicy::War);
        QCOMPARE(tributeOptions(state, Bo, catalog()),
                 (QList<Tribute>{tribute(Bo, TributeKind::Favor)}));
        GovernImperialReach war{std::nullopt,
                                {{tribute(Bo, TributeKind::Favor)}, std::nullopt},
                                {std::nullopt, {Ana, Bo}, {}, {}}};
        GameState favored = state;
        must(favored, war);
        QCOMPARE(favored.board.areas[Ana].favors, (QList<int>{0, 1}));
        for (CourtCardInPlay &card : state.board.court.row)
            card.agents[Bo] = 0;
        state.board.court.row.last().agents[Bo] = inSupply(state.board, Bo, catalog()).agents;
        QCOMPARE(
            tributeOptions(state, Bo, catalog()),
            (QList<Tribute>{tribute(Bo, TributeKind::Outlaw), tribute(Bo, TributeKind::Nothing)}));
        war.demand.tribute = {tribute(Bo, TributeKind::Outlaw)};
        // Demand first, then the Action: an Outlaw now, Bo gets no Weapon.
        QCOMPARE(entryProblem(state, war, catalog()),
                 QStringLiteral("Each Regent gets a Weapon: Ana."));
        GameState recordedBefore = state; // an Act recorded before: as it was entered
        recordedBefore.setup.governInParts = false;
        must(recordedBefore, war);
        war.action.armed = {Ana};
        must(state, war);
        QCOMPARE(state.board.areas[Bo].title, ImperialTitle::Outlaw);
    }

    // Peace: a Relic or Psionic from each Rival Regent and 1 of the First Regent's own into the
    // Trust; Celebrate Regency gives each Regent their city-bonus Power.
    void peaceFillsTheTrustAndCelebratesRegency() {
        GameState state = atGovern(2, ImperialPolicy::Peace);
        state.board.areas[Bo].resources = {ResourceType::Relic, ResourceType::Fuel, std::nullopt,
                                           std::nullopt,        std::nullopt,       std::nullopt};
        state.board.areas[Ana].resources = {ResourceType::Psionic, ResourceType::Relic,
                                            std::nullopt,          std::nullopt,
                                            std::nullopt,          std::nullopt};
        QCOMPARE(ownDemandOptions(state),
                 (QList<ResourceType>{ResourceType::Relic, ResourceType::Psionic}));
        GovernImperialReach peace;
        peace.demand.tribute = {tribute(Bo, TributeKind::Resource, ResourceType::Relic)};
        QCOMPARE(entryProblem(state, peace, catalog()),
                 QStringLiteral("Ana adds 1 of their own resources of the Demand to the Trust: "
                                "say which."));
        peace.demand.own = ResourceType::Psionic;
        const QList<int> bonus{cityBonusPower(state.board, Ana, catalog()),
                               cityBonusPower(state.board, Bo, catalog())};
        const QList<int> before = powers(state);
        must(state, peace);
        QCOMPARE(state.board.imperialTrust,
                 (QList<ResourceType>{ResourceType::Relic, ResourceType::Psionic}));
        QCOMPARE(state.board.areas[Bo].resources.count(ResourceType::Relic), 0);
        QCOMPARE(powers(state), (QList<int>{before[0] + bonus[0], before[1] + bonus[1]}));
    }

    // The Demand takes frozen resources too (rulebook "Frozen"), but the First Regent cannot
    // give a frozen one of their own.
    void theDemandTakesFrozenResources() {
        GameState state = atGovern(2, ImperialPolicy::Peace);
        state.board.areas[Bo].resources.fill(std::nullopt);
        state.board.areas[Ana].resources.fill(std::nullopt);
        state.board.areas[Bo].frozen.insert(QStringLiteral("Sealed Vault"), {ResourceType::Relic});
        state.board.areas[Ana].frozen.insert(QStringLiteral("Sealed Vault"),
                                             {ResourceType::Psionic});
        QCOMPARE(tributeOptions(state, Bo, catalog()),
                 (QList<Tribute>{tribute(Bo, TributeKind::Resource, ResourceType::Relic)}));
        QCOMPARE(ownDemandOptions(state), QList<ResourceType>());
        GovernImperialReach peace;
        peace.demand.tribute = {tribute(Bo, TributeKind::Resource, ResourceType::Relic)};
        must(state, peace);
        QVERIFY(state.board.areas[Bo].frozen.isEmpty());
        QCOMPARE(state.board.imperialTrust, QList<ResourceType>{ResourceType::Relic});
    }

    // Escalation: 2 fresh Imperial ships in an Empire-controlled system.
    void escalationRequisitionsTwoImperialShips() {
        GameState state = atGovern(2, ImperialPolicy::Escalation);
        const QList<SystemId> places = requisitionOptions(state, Ana);
        QVERIFY(!places.isEmpty());
        for (const SystemId place : places)
            QVERIFY(empireControls(state.board, place));
        GovernImperialReach escalation;
        for (int regent : demandedFrom(state, catalog()))
            escalation.demand.tribute.append(tributeOptions(state, regent, catalog()).first());
        if (!ownDemandOptions(state).isEmpty())
            escalation.demand.own = ownDemandOptions(state).first();
        QCOMPARE(entryProblem(state, escalation, catalog()),
                 QStringLiteral("The 2 Imperial ships go to an Empire-controlled system (none: a "
                                "Loyal starport of Ana)."));
        escalation.action.requisition = places.first();
        const int fresh = state.board.at(places.first()).imperialShips.fresh;
        must(state, escalation);
        QCOMPARE(state.board.at(places.first()).imperialShips.fresh, fresh + 2);
    }

    void changingThePolicyTakesNothing() {
        GameState state = atGovern(2, ImperialPolicy::War);
        GovernImperialReach change{ImperialPolicy::War, {}, {}};
        QCOMPARE(entryProblem(state, change, catalog()),
                 QStringLiteral("War is already the policy: enforce it, or change to another."));
        change.changeTo = ImperialPolicy::Peace;
        QCOMPARE(state.event->stepsDone, state.event->steps.size() - 1); // Act I: the last
        must(state, change);
        QCOMPARE(state.campaign->policy, ImperialPolicy::Peace);
        QVERIFY(!state.event); // the Edicts are done
        QCOMPARE(state.board.imperialTrust, QList<ResourceType>());
    }

    // Frozen resources are still their holder's: the Trust counts for the First Regent's
    // ambitions (docs/DATA-DECISIONS.md).
    void theTrustCountsForTheFirstRegentsAmbitions() {
        GameState state = actOne();
        state.board.imperialTrust = {ResourceType::Relic, ResourceType::Material,
                                     ResourceType::Fuel};
        QCOMPARE(trustHolder(state), Ana);
        const auto without = ambitionStandings(state.board, std::nullopt, catalog());
        const auto with = ambitionStandings(state.board, trustHolder(state), catalog());
        QCOMPARE(with[Ambition::Keeper][Ana], without[Ambition::Keeper][Ana] + 1);
        QCOMPARE(with[Ambition::Tycoon][Ana], without[Ambition::Tycoon][Ana] + 2);
        QCOMPARE(with[Ambition::Tycoon][Bo], without[Ambition::Tycoon][Bo]);
        QCOMPARE(with[Ambition::Empath], without[Ambition::Empath]);
    }

    // The Empire controls where any fresh Imperial ship is, ignoring players' ships; the First
    // Regent controls those systems for ambitions, objectives and events.
    void theFirstRegentControlsWhatTheEmpireControls() {
        Board board = test::emptyBoard(2);
        board.at(at("3-hex")).imperialShips = {1, 0};
        board.at(at("3-hex")).players[Bo].ships = {3, 0};
        board.at(at("4-hex")).imperialShips = {0, 2}; // damaged only: no control
        board.at(at("4-hex")).players[Bo].ships = {1, 0};
        QVERIFY(empireControls(board, at("3-hex")));
        QCOMPARE(controller(board, at("3-hex")), std::nullopt);
        QCOMPARE(controllerForObjectives(board, at("3-hex"), Ana), Ana);
        QCOMPARE(controllerForObjectives(board, at("3-hex"), std::nullopt), std::nullopt);
        QVERIFY(!empireControls(board, at("4-hex")));
        QCOMPARE(controllerForObjectives(board, at("4-hex"), Ana), Bo);
    }

    // The Blight defending: Tough (2 hits for each damage or destruction, a lone hit does
    // nothing), no intercept; destroyed Blight becomes the attacker's Trophy.
    void aBattleAgainstTheBlight() {
        GameState state = actOne();
        must(state, lead(Ana, Suit::Aggression, 3));
        const SystemId here = at("5-hex");
        state.board.at(here).players[Ana].ships = {3, 0};
        state.board.at(here).blight = {2, 0};
        const BattleSetup setup = battleSetupAt(state.board, Ana, 0, here, BattleDefender::Blight);
        const BattleResolution oneStep = resolveBattle(setup, {{1, 3}, {}, {}}, catalog().dice);
        QCOMPARE(oneStep.hits, 3);
        QVERIFY(oneStep.interceptRolled);
        QCOMPARE(oneStep.interceptHits, 0);
        QCOMPARE(oneStep.defenderAfter.ships, (FreshDamaged{1, 1}));
        QCOMPARE(oneStep.attackerAfter.ships, (FreshDamaged{3, 0}));
        QVERIFY(oneStep.steps.contains(QStringLiteral(
            "Hits: 3 on the Blight, which is Tough (2 hits each): 1 damage or destruction; the "
            "odd hit does nothing.")));
        BattleResult battle{Ana, 0,  here,  {{1, 1, 1}, {}, {}},   {3, 0}, {0, 1},
                            {},  {}, false, BattleDefender::Blight};
        QCOMPARE(entryTitle(state, battle, catalog()),
                 QStringLiteral("Ana battled the Blight in 5-hex: 1 Trophy to Ana, no ship lost; 1 "
                                "Blight damaged"));
        must(state, battle);
        QCOMPARE(state.board.at(here).blight, (FreshDamaged{0, 1}));
        QCOMPARE(state.board.areas[Ana].campaignTrophies.blight, 1);
        QCOMPARE(state.board.areas[Ana].trophyCount(), 1);
        // With no Rival there, Battle here… picks the Blight.
        QCOMPARE(firstDefenderAt(state, Ana, here, catalog()),
                 std::optional(BattleOpponent{BattleDefender::Blight, 0}));
    }

    // A Free city destroyed provokes Outrage, and nothing is ransacked: the Free States have no
    // agents in the Court (a cold play-test read "ransacks the Court" and waited for it).
    void aFreeCityDestroyedIsNotRansacked() {
        GameState state = actOne();
        const SystemId here = at("5-hex");
        state.board.at(here).players[Ana].ships = {3, 0};
        state.board.at(here).freeCities = {1, 0};
        const BattleSetup setup =
            battleSetupAt(state.board, Ana, 0, here, BattleDefender::FreeStates);
        const BattleResolution resolved = resolveBattle(setup, {{1, 3}, {}, {}}, catalog().dice);
        QCOMPARE(resolved.losses.cities, 1);
        QVERIFY(resolved.steps.contains(
            QStringLiteral("A Free city was destroyed: the attacker provokes Outrage.")));
        QVERIFY(std::ranges::none_of(resolved.steps, [](const QString &step) {
            return step.contains(QStringLiteral("ransack"));
        }));
    }

    // The Empire defends only against an Outlaw (the Truce Law); the Outlaw's ships it destroys
    // go to the First Regent's Trophies, its own to the Outlaw's.
    void anOutlawBattlesTheEmpire() {
        GameState state = actOne();
        must(state, lead(Ana, Suit::Aggression, 3));
        const SystemId here = at("5-hex");
        state.board.at(here).players[Ana].ships = {0, 1};
        state.board.at(here).imperialShips = {2, 0};
        state.campaign->firstRegent = Bo;
        BattleResult battle{Ana,    0,  here, {{2}, {}, {}}, {0, 0},
                            {0, 2}, {}, {},   false,         BattleDefender::Empire};
        QCOMPARE(entryProblem(state, battle, catalog()),
                 QStringLiteral("The Truce Law: Ana is a Regent and cannot harm Imperial ships; "
                                "only an Outlaw chooses the Empire as defender."));
        state.board.areas[Ana].title = ImperialTitle::Outlaw;
        QCOMPARE(entryTitle(state, battle, catalog()),
                 QStringLiteral("Ana battled the Empire in 5-hex: no Trophy to Ana, 1 ship lost "
                                "(a Trophy to Bo, First Regent); 2 of the Empire's ships damaged"));
        must(state, battle);
        QCOMPARE(state.board.at(here).imperialShips, (FreshDamaged{0, 2}));
        QCOMPARE(state.board.areas[Bo].trophies[Ana].ships, 1);
        QCOMPARE(state.board.areas[Ana].campaignTrophies.imperialShips, 0);
    }

    // The Free States defend with their buildings; a Free city destroyed is a Trophy and still
    // provokes Outrage.
    void aBattleAgainstTheFreeStates() {
        GameState state = actOne();
        must(state, lead(Ana, Suit::Aggression, 3));
        SystemId here = at("1-arrow");
        for (int index = 0; index < SystemId::count; ++index) { // a planet with a Free city
            if (state.board.at(SystemId::fromIndex(index)).freeCities.total() > 0) {
                here = SystemId::fromIndex(index);
                break;
            }
        }
        state.board.at(here).freeCities = {1, 0};
        state.board.at(here).freeStarports = {};
        state.board.at(here).players[Ana].ships = {2, 0};
        const ResourceType type = catalog().map.planet(here)->type;
        BattleResult battle{Ana, 0,  here, {{1}, {}, {}}, {2, 0},
                            {},  {}, {},   false,         BattleDefender::FreeStates};
        must(state, battle);
        QCOMPARE(state.board.at(here).freeCities, (FreshDamaged{0, 0}));
        QCOMPARE(state.board.areas[Ana].campaignTrophies.freeCities, 1);
        QVERIFY(state.board.areas[Ana].outrage[std::size_t(type)]);
        QCOMPARE(entryProblem(state,
                              BattleResult{Ana,
                                           0,
                                           at("1-gate"),
                                           {{1}, {}, {}},
                                           {},
                                           {},
                                           {},
                                           {},
                                           false,
                                           BattleDefender::Blight},
                              catalog())
                     .isEmpty(),
                 false);
    }

    void everyEventEntryReadsBackAsWritten() {
        const QList<Entry> entries{
            DecideSummit{true},
            EndSummit{},
            SummitDeal{{{SummitMoveKind::ReturnFavors, 0, 1, 2},
                        {SummitMoveKind::InviteToEmpire, 1, 2, 1}}},
            ResolveCouncil{EventIcon::Crisis, {ResourceType::Relic, ResourceType::Psionic}},
            RollEvent{EventRoll{EventIcon::Edict, PlanetSymbol::Hex, 5}},
            ResolveEventStep{},
            BattleResult{0,
                         0,
                         at("2-hex"),
                         {{1}, {}, {}},
                         {1, 0},
                         {0, 1},
                         {},
                         {},
                         true,
                         BattleDefender::Blight},
            GovernImperialReach{ImperialPolicy::Peace, {}, {}},
            GovernImperialReach{
                std::nullopt,
                {{tribute(1, TributeKind::Trophy, ResourceType::Material, 2, Piece::City),
                  tribute(2, TributeKind::Resource, ResourceType::Fuel),
                  tribute(3, TributeKind::Captive, ResourceType::Material, 2),
                  tribute(0, TributeKind::Favor)},
                 ResourceType::Weapon},
                {at("3-gate"), {0, 2}, {ResourceType::Fuel, ResourceType::Relic}, {{2, 5}}}},
            ImperialQuorum{{{tribute(1, TributeKind::Favor)}, std::nullopt},
                           true,
                           {std::nullopt, {1}, {}, {{1, 0}}},
                           ImperialPolicy::War}};
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
