// SPDX-License-Identifier: GPL-3.0-or-later
#include "Entries.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignEnd.h"
#include "rules/CampaignSetup.h"
#include "rules/Chapter.h"
#include "rules/EntryRules.h"
#include "rules/Intermission.h"
#include "rules/NextAct.h"
#include "rules/Scoring.h"
#include "rules/StartingPieces.h"
#include "state/BoardJson.h"

#include <QSet>
#include <QTest>

using namespace arcs;
using namespace Qt::StringLiterals;
using arcs::test::at;
using arcs::test::catalog;
using arcs::test::emptyBoard;

namespace {

QStringList names(const QList<SystemId> &systems) {
    QStringList out;
    for (const SystemId system : systems)
        out << system.name();
    return out;
}

GameSetup campaignSetup(int players) {
    GameSetup setup;
    const QList<PlayerSeat> seats{{QStringLiteral("Mikah"), PlayerColour::Blue},
                                  {QStringLiteral("Ruth"), PlayerColour::Red},
                                  {QStringLiteral("Yuki"), PlayerColour::Yellow},
                                  {QStringLiteral("Wren"), PlayerColour::White}};
    setup.seats = seats.first(players);
    setup.mode = GameMode::Campaign;
    setup.court = GameSetup::dealCourt(players, 7, catalog(), GameMode::Campaign);
    setup.act = ActSetup{1,
                         6,
                         PlanetSymbol::Crescent,
                         ImperialPolicy::Peace,
                         QList<int>{1, 2, 3, 4}.first(players),
                         std::nullopt};
    return setup;
}

GameState started(const GameSetup &setup) {
    const Entry start = StartGame{setup, 1};
    [&] { QCOMPARE(entryProblem(GameState{}, start, catalog()), QString()); }();
    return applyEntry(GameState{}, start, catalog());
}

// A two-player Act I after its placement loop, each placing on the first legal planet.
GameState placedActOne() {
    return arcs::test::withStartingPiecesPlaced(started(campaignSetup(2)));
}

QStringList placedNames(const QMap<SystemId, int> &placed) {
    QStringList out;
    for (auto it = placed.begin(); it != placed.end(); ++it)
        out << QStringLiteral("%1 %2").arg(it.key().name()).arg(*it);
    return out;
}
} // namespace

// The campaign's table rules: Act I and later Act setup (rulebook "Act I Setup", "Act II & III
// Setup"), the Intermission, grand ambitions and the campaign's end (components-campaign.md
// §2, §3, §5b).
class TestCampaign : public QObject {
    Q_OBJECT

private slots:
    void aCampaignSetupIsCheckedBeforeItStarts() {
        GameSetup setup = campaignSetup(3);
        QCOMPARE(setup.problem(catalog()), QString());
        QCOMPARE(setup.court.size(), 4);
        for (const QString &card : setup.court)
            QVERIFY(card.startsWith(QLatin1String("CC")));

        GameSetup baseCourt = setup;
        baseCourt.court[0] = QStringLiteral("BC03");
        QCOMPARE(baseCourt.problem(catalog()),
                 QStringLiteral("\"BC03\" is not a Guild or Vox card of the campaign Court deck."));
        GameSetup council = setup;
        council.court[0] = QStringLiteral("DC01");
        QCOMPARE(council.problem(catalog()),
                 QStringLiteral("\"DC01\" is not a Guild or Vox card of the campaign Court deck."));
        GameSetup fateB = setup;
        fateB.act->fates[1] = 12;
        QCOMPARE(fateB.problem(catalog()),
                 QStringLiteral("The Pirate is a B Fate: B Fates are first chosen at the "
                                "Intermission after Act I."));
        GameSetup twice = setup;
        twice.act->fates[2] = 1;
        QCOMPARE(twice.problem(catalog()),
                 QStringLiteral("Two players chose the Steward: each Fate is in the game once."));
        GameSetup card = setup;
        card.setupCard = QStringLiteral("3 Player Frontiers");
        QCOMPARE(card.problem(catalog()),
                 QStringLiteral("A campaign uses no setup card: every cluster is in play."));
        GameSetup noAct = setup;
        noAct.act.reset();
        QCOMPARE(noAct.problem(catalog()),
                 QStringLiteral("A campaign Act needs its setup: the dice rolled and each "
                                "player's Fate."));
        GameSetup die = setup;
        die.act->numberDie = 7;
        QCOMPARE(die.problem(catalog()), QStringLiteral("The number die shows 1 to 6, not 7."));
        GameSetup base = GameSetup::demo();
        base.act = setup.act;
        QCOMPARE(base.problem(catalog()), QStringLiteral("Only a campaign is played in Acts."));
    }

    void actOneStartsWithTheEmpireTheCouncilAndTheObjectiveMarkers() {
        const GameSetup setup = campaignSetup(3);
        const GameState state = started(setup);
        QCOMPARE(state.phase, Phase::Placement);
        QCOMPARE(state.chapter, 1);
        QVERIFY(state.board.outOfPlay.isEmpty());
        QCOMPARE(state.board.at(at("1-gate")).imperialShips, (FreshDamaged{1, 0}));
        QCOMPARE(state.board.at(at("6-hex")).imperialShips, (FreshDamaged{1, 0}));
        QCOMPARE(state.board.at(at("3-crescent")).freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(state.board.at(at("3-crescent")).blight, (FreshDamaged{0, 1}));
        QCOMPARE(state.board.at(at("3-gate")).freeCities, FreshDamaged{});
        QVERIFY(state.board.dummyResources.isEmpty());
        QCOMPARE(state.board.court.row.size(), 5);
        QCOMPARE(state.board.court.row[0].card, QStringLiteral("DC01"));
        QCOMPARE(state.board.court.row[1].card, setup.court[0]);
        QCOMPARE(state.board.court.deck.size(), 15 - 4);
        QVERIFY(!state.board.court.deck.contains(QStringLiteral("DC01")));
        for (const PiecesHere &pieces : state.board.at(at("1-arrow")).players)
            QCOMPARE(pieces, PiecesHere{});
        QVERIFY(state.campaign);
        // Steward 20/17/14, Founder 18/16/14, Magnate 10/10/10 (F1-01, F2-01, F3-01).
        QCOMPARE(state.campaign->objectiveMarkers, (QList<std::optional<int>>{17, 16, 10}));
        QCOMPARE(state.campaign->firstRegent, 0);
        QCOMPARE(state.campaign->policy, ImperialPolicy::Peace);
        QCOMPARE(entryTitle(GameState{}, StartGame{setup, 1}, catalog()),
                 QStringLiteral("Act I of the campaign: Imperial clusters 6 and 1, Free cities "
                                "on the crescent planets"));

        const GameState two = started(campaignSetup(2));
        QCOMPARE(two.board.court.row.size(), 4);
        QCOMPARE(two.board.dummyResources.size(), 6);
        QCOMPARE(two.campaign->objectiveMarkers, (QList<std::optional<int>>{20, 18}));
    }

    void thePlacementLoopGoesInTurnOrderThenBack() {
        GameSetup setup = campaignSetup(3);
        setup.initiative = 1;
        GameState state = started(setup);
        const QList<int> expected{1, 2, 0, 0, 2, 1};
        const QStringList planets{"1-arrow",    "1-hex", "6-crescent",
                                  "6-crescent", "1-hex", "6-arrow"};
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(nextPlacer(state), expected[i]);
            const int wrong = (expected[i] + 1) % 3;
            QCOMPARE(entryProblem(state, PlaceStartingPieces{wrong, at("1-arrow"), Building::City},
                                  catalog()),
                     QStringLiteral("It is %1's turn to place starting pieces.")
                         .arg(state.playerName(expected[i])));
            const Entry placement =
                PlaceStartingPieces{expected[i], at(planets[i].toLatin1()),
                                    i % 2 ? Building::Starport : Building::City};
            QCOMPARE(entryProblem(state, placement, catalog()), QString());
            state = applyEntry(state, placement, catalog());
        }
        QCOMPARE(nextPlacer(state), std::nullopt);
        QCOMPARE(state.phase, Phase::Playing);
        QCOMPARE(state.toAct(), 1);
        // Ruth (seat 1): 3 ships and a city at 1-arrow, 3 ships and a starport at 6-arrow.
        QCOMPARE(state.board.at(at("1-arrow")).players[1].ships, (FreshDamaged{3, 0}));
        QCOMPARE(state.board.at(at("1-arrow")).players[1].cities, (FreshDamaged{1, 0}));
        QCOMPARE(state.board.at(at("6-arrow")).players[1].starports, (FreshDamaged{1, 0}));
        // Each gained the resource of each planet: 1-arrow weapon, 6-arrow material.
        QCOMPARE(state.board.areas[1].resources.value(0), ResourceType::Weapon);
        QCOMPARE(state.board.areas[1].resources.value(1), ResourceType::Material);
        QCOMPARE(state.board.areas[0].resources.value(0), ResourceType::Fuel);
        QCOMPARE(state.board.areas[0].resources.value(1), ResourceType::Fuel);
        // Free cities fill what is left of the Imperial planets' slots (1-arrow 2, 1-crescent 1,
        // 1-hex 2, 6-arrow 1, 6-crescent 2, 6-hex 1).
        QCOMPARE(state.board.at(at("1-arrow")).freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(state.board.at(at("1-crescent")).freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(state.board.at(at("1-hex")).freeCities, FreshDamaged{});
        QCOMPARE(state.board.at(at("6-arrow")).freeCities, FreshDamaged{});
        QCOMPARE(state.board.at(at("6-crescent")).freeCities, FreshDamaged{});
        QCOMPARE(state.board.at(at("6-hex")).freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(state.board.at(at("3-crescent")).freeCities, (FreshDamaged{1, 0})); // Act I's
    }

    void thePlacementLoopRefusesWhatTheRulesDoNot() {
        GameState state = started(campaignSetup(2));
        QCOMPARE(
            entryProblem(state, PlaceStartingPieces{0, at("3-arrow"), Building::City}, catalog()),
            QStringLiteral(
                "3-arrow is not a planet with an Imperial ship and an empty building slot: "
                "starting pieces go on one of those (the marked planets)."));
        QCOMPARE(
            entryProblem(state, PlaceStartingPieces{0, at("1-gate"), Building::City}, catalog()),
            QStringLiteral(
                "1-gate is not a planet with an Imperial ship and an empty building slot: "
                "starting pieces go on one of those (the marked planets)."));
        QCOMPARE(
            entryProblem(state, PlaceStartingPieces{0, at("1-arrow"), Building::None}, catalog()),
            QStringLiteral("Place a city or a starport with the 3 ships."));
        QCOMPARE(entryProblem(state, PassInitiative{}, catalog()),
                 QStringLiteral("Place the starting pieces first: Mikah places next."));
        // Regression: a Fate's setup comes before the placement loop, so its cards, tokens
        // and attachments are accepted during it (they were refused as not starting pieces).
        QCOMPARE(
            entryProblem(state, PlaceFateToken{at("1-gate"), {QStringLiteral("Seat")}}, catalog()),
            QString());
        CourtCard fateCard;
        fateCard.id = QStringLiteral("F1-05");
        fateCard.name = QStringLiteral("Imperial Envoy");
        fateCard.kind = CourtCardKind::Vox;
        fateCard.deck = CourtDeck::FateSet;
        QCOMPARE(entryProblem(state, AddFateCard{fateCard, FateCardPlace::CourtRow, 0}, catalog()),
                 QString());
        state = applyEntry(state, AddFateCard{fateCard, FateCardPlace::CourtDeck, 0}, catalog());
        QCOMPARE(entryProblem(state,
                              AttachCard{QStringLiteral("F1-05"), state.board.court.row[1].card},
                              catalog()),
                 QString());
        state =
            applyEntry(state, PlaceStartingPieces{0, at("1-crescent"), Building::City}, catalog());
        QCOMPARE(entryProblem(state, PlaceStartingPieces{1, at("1-crescent"), Building::City},
                              catalog()),
                 QStringLiteral("1-crescent is not a planet with an Imperial ship and an empty "
                                "building slot: starting pieces go on one of those (the marked "
                                "planets).")); // its one slot is taken
        QCOMPARE(entryTitle(state, PlaceStartingPieces{1, at("6-crescent"), Building::Starport},
                            catalog()),
                 QStringLiteral("Ruth placed 3 ships and a starport at 6-crescent"));
    }

    void eachFateSetsUpFromItsObjectiveCardBeforeTheFirstCard() {
        GameState state = started(campaignSetup(2)); // Mikah: Steward, Ruth: Founder
        QCOMPARE(fateSetupCard(state, 0, catalog()), QStringLiteral("F1-01"));
        QCOMPARE(fateSetupCard(state, 1, catalog()), QStringLiteral("F2-01"));
        state = placedActOne();
        QCOMPARE(state.phase, Phase::Playing);
        QCOMPARE(fateSetupCard(state, 1, catalog()), QStringLiteral("F2-01")); // no card yet
        Play lead;
        lead.card = CardId{Suit::Administration, 2};
        state.plays.append(lead);
        QCOMPARE(fateSetupCard(state, 1, catalog()), QString());
        state.plays.clear();
        state.campaign->act = 2; // Act II: the Act II objective card, F1-12 for the Steward
        QCOMPARE(fateSetupCard(state, 0, catalog()), QStringLiteral("F1-12"));
        state.round = 2;
        QCOMPARE(fateSetupCard(state, 0, catalog()), QString());
        QCOMPARE(fateSetupCard(GameState{}, 0, catalog()), QString()); // not a campaign
    }

    void objectiveMarkersMoveTowardZero() {
        GameState state = started(campaignSetup(2)); // Steward on 20, Founder on 18
        const Entry move = MoveObjective{1, 5, QStringLiteral("ruled 2 systems")};
        QCOMPARE(entryProblem(state, move, catalog()), QString());
        QCOMPARE(entryTitle(state, move, catalog()),
                 QStringLiteral("Ruth's objective marker moved from 18 to 13 (ruled 2 systems)"));
        state = applyEntry(state, move, catalog());
        QCOMPARE(state.campaign->objectiveMarkers[1], 13);
        QCOMPARE(entryProblem(state, MoveObjective{1, 14, {}}, catalog()),
                 QStringLiteral("Ruth's objective marker is on 13: it moves at most 13 spaces, "
                                "to 0."));
        QCOMPARE(entryProblem(state, MoveObjective{1, 0, {}}, catalog()),
                 QStringLiteral("Move the marker by at least one space."));
        state = applyEntry(state, MoveObjective{1, 13, {}}, catalog());
        QCOMPARE(state.campaign->objectiveMarkers[1], 0);
        QCOMPARE(
            entryProblem(GameState{started(GameSetup::demo())}, MoveObjective{0, 1, {}}, catalog()),
            QStringLiteral("Objective markers are a campaign's."));
    }

    void anActEndsAfterItsChaptersWhateverThePower() {
        const GameSetup setup = campaignSetup(3);
        const GameEnd end = gameEndFor(setup, catalog());
        QCOMPARE(end.powerToWin, std::nullopt);
        QCOMPARE(end.lastChapter, 3);
        GameState state = started(setup);
        state.players[0].power = 60;
        QCOMPARE(outcomeAfterScoring(state, catalog()), std::nullopt);
        state.chapter = 3;
        // Act I ends with no winner: the Intermission follows.
        QCOMPARE(outcomeAfterScoring(state, catalog()), GameOutcome{});

        // Act III: a C Fate's final objective at any chapter end, else the most Power after 4.
        state.campaign->act = 3;
        state.campaign->fates = {1, 9, 17}; // A, B, C
        state.campaign->objectiveMarkers = {std::nullopt, std::nullopt, 2};
        state.chapter = 2;
        state.players[2].power = 5;
        QCOMPARE(outcomeAfterScoring(state, catalog()), std::nullopt);
        state.campaign->objectiveMarkers[2] = 0;
        QCOMPARE(outcomeAfterScoring(state, catalog()), GameOutcome{2});
        state.campaign->objectiveMarkers[2] = 1;
        state.chapter = 4;
        state.players[1].power = 60;
        state.initiative = 1;
        QCOMPARE(outcomeAfterScoring(state, catalog()), GameOutcome{0}); // 60 each: A over B
    }

    void campaignEntriesRoundTripThroughJson() {
        const QList<Entry> entries{StartGame{campaignSetup(3), 42},
                                   PlaceStartingPieces{2, at("4-hex"), Building::Starport},
                                   MoveObjective{1, -2, QStringLiteral("a Fate card")},
                                   MoveObjective{0, 3, {}}};
        for (const Entry &entry : entries) {
            QString error;
            const auto read = entryFromJson(entryToJson(entry), &error);
            QVERIFY2(read, qPrintable(error));
            QCOMPARE(*read == entry, true);
        }
    }

    void fatesAreDealtWithoutRepeatsFromTheirLetter() {
        const QList<QList<int>> actOne = dealFates(FateLetter::A, {2, 2, 2, 2}, 5, {}, catalog());
        QSet<int> seen;
        for (const QList<int> &hand : actOne) {
            QCOMPARE(hand.size(), 2);
            for (int fate : hand) {
                QVERIFY(fate >= 1 && fate <= 8); // the A Fates
                seen.insert(fate);
            }
        }
        QCOMPARE(seen.size(), 8);
        QCOMPARE(dealFates(FateLetter::A, {2, 2, 2, 2}, 5, {}, catalog()), actOne); // the seed's
        // After Act I: a completed objective draws 1, a failed one 2, from the B Fates.
        const QList<QList<int>> afterActOne =
            dealFates(FateLetter::B, {1, 2, 1}, 11, {9, 10}, catalog());
        QCOMPARE(afterActOne[0].size(), 1);
        QCOMPARE(afterActOne[1].size(), 2);
        QCOMPARE(afterActOne[2].size(), 1);
        for (const QList<int> &hand : afterActOne) {
            for (int fate : hand)
                QVERIFY(fate >= 11 && fate <= 16); // B Fates, 9 and 10 left out
        }
    }

    void theTableAnActLeavesIsReadBackExactly() {
        // What carries a board from one Act to the next: written and read back the same.
        GameState state = started(campaignSetup(3));
        for (const int seat : {0, 1, 2, 2, 1, 0})
            state = applyEntry(state,
                               PlaceStartingPieces{seat,
                                                   placementLoopPlanets(state.board, catalog())[0],
                                                   Building::City},
                               catalog());
        Board board = state.board;
        board.at(at("4-gate")).fateTokens = {{QStringLiteral("Seat")},
                                             {QStringLiteral("Banner"), 1, true, true}};
        board.at(at("4-gate")).freeStarports = {0, 1};
        board.areas[1].outrage[std::size_t(ResourceType::Relic)] = true;
        board.areas[1].trophies[2] = PieceCounts{2, 1, 0, 1};
        board.areas[2].captives = {1, 0, 0};
        board.areas[0].guildCards = {QStringLiteral("CC05")};
        board.areas[0].heldOnCards.insert(QStringLiteral("CC05"), 2);
        board.court.row[1].agents = {0, 3, 1};
        board.court.discard = {QStringLiteral("CC12")};
        QString error;
        const auto read = boardFromJson(boardToJson(board), 3, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read == board, true);

        const GameState base = started(GameSetup::demo());
        QCOMPARE(*boardFromJson(boardToJson(base.board), 4, &error) == base.board, true);

        QJsonObject wrongSeat = boardToJson(board);
        QVERIFY(!boardFromJson(wrongSeat, 2, &error)); // written for three players
        QCOMPARE(error, QStringLiteral("board: systems.1-crescent.players[].player must be a seat "
                                       "of the table"));
    }

    // Regression: a Steward table made the initiative holder First Regent. The Steward's Act I
    // setup takes the tile; the Admiral's does unless the Steward is in play (F7-01).
    void aFatesActOneSetupTakesTheFirstRegentTile() {
        GameSetup setup = campaignSetup(3); // Mikah: Steward (1), Ruth: 2, Yuki: 3
        setup.initiative = 2;
        QCOMPARE(actOneFirstRegent(setup, catalog()), 0);
        setup.act->fates = {2, 3, 7}; // Yuki the Admiral
        setup.initiative = 1;
        QCOMPARE(actOneFirstRegent(setup, catalog()), 2);
        setup.act->fates = {7, 3, 1}; // the Steward in play: the Admiral's setup does not
        QCOMPARE(actOneFirstRegent(setup, catalog()), 2);
        setup.act->fates = {7, 1, 3};
        QCOMPARE(actOneFirstRegent(setup, catalog()), 1);
        setup.act->fates = {2, 3, 4}; // neither: the initiative holder
        QCOMPARE(actOneFirstRegent(setup, catalog()), 1);

        setup.act->fates = {2, 1, 3};
        setup.act->firstRegent = actOneFirstRegent(setup, catalog());
        QCOMPARE(started(setup).campaign->firstRegent, std::optional<int>(1));
        setup.act->firstRegent.reset(); // recorded before the setup named it: the initiative's
        QCOMPARE(started(setup).campaign->firstRegent, std::optional<int>(1));
        setup.initiative = 0;
        QCOMPARE(started(setup).campaign->firstRegent, std::optional<int>(0));
    }

    void actTwoStartsFromTheTableTheIntermissionLeft() {
        // Act I, placed; then the Intermission's Clear Pieces and Repair & Destroy.
        GameState actOne = placedActOne(); // Mikah: Steward, Ruth: Founder
        actOne.board.areas[1].guildCards = {actOne.board.court.row[1].card}; // Ruth secured it
        actOne.board.court.row.removeAt(1);
        actOne.board.court.discard = {QStringLiteral("CC13")};
        actOne.board.court.deck.removeAll(QStringLiteral("CC13"));
        const Board left =
            afterRepairAndDestroy(afterClearingPieces(afterClearingCourt(actOne.board, catalog())));

        GameSetup setup = campaignSetup(2);
        setup.court = {};
        for (const QString &card : left.court.deck) {
            if (setup.court.size() < 3)
                setup.court.append(card);
        }
        setup.act = ActSetup{2,
                             1,
                             PlanetSymbol::Hex,
                             ImperialPolicy::War,
                             {1, 12},
                             1,
                             CarriedTable{left, {9, 4}, 0}};
        setup.act->ambitionClusters = {3, 5};
        QCOMPARE(setup.problem(catalog()), QString());
        const Entry start = StartGame{setup, 2};
        QCOMPARE(entryTitle(GameState{}, start, catalog()),
                 QStringLiteral("Act II of the campaign: the Blight spreads to the hex planets"));
        const GameState state = started(setup);
        QCOMPARE(state.phase, Phase::Playing);
        QCOMPARE(state.players[0].power, 9);
        QCOMPARE(state.players[1].power, 4);
        QCOMPARE(state.markers[0].flipped, false);
        QCOMPARE(state.markers[1].flipped, false);
        QCOMPARE(state.markers[2].flipped, true); // 2/0 -> 4/2
        // Steward's Act II objective 22; the Pirate's 24 with two players (F1-12, F12-01).
        QCOMPARE(state.campaign->objectiveMarkers, (QList<std::optional<int>>{22, 24}));
        // Regression: the tile stays with Act I's First Regent (Mikah), not the initiative
        // holder (Ruth); with nobody holding it, nobody does.
        QCOMPARE(state.campaign->firstRegent, 0);
        GameSetup withoutRegent = setup;
        withoutRegent.act->carried->firstRegent.reset();
        QCOMPARE(started(withoutRegent).campaign->firstRegent, std::nullopt);
        // An Act II recorded before the tile was carried replays as it was: the initiative's.
        QJsonObject recorded = entryToJson(StartGame{setup, 2});
        QJsonObject recordedSetup = recorded.value(u"setup"_s).toObject();
        QJsonObject recordedAct = recordedSetup.value(u"act"_s).toObject();
        QJsonObject recordedTable = recordedAct.value(u"carried"_s).toObject();
        QCOMPARE(recordedTable.value(u"firstRegent"_s), QJsonValue(0));
        recordedTable.remove(u"firstRegent"_s);
        recordedAct.insert(u"carried"_s, recordedTable);
        recordedSetup.insert(u"act"_s, recordedAct);
        recorded.insert(u"setup"_s, recordedSetup);
        QString legacyError;
        const auto legacy = entryFromJson(recorded, &legacyError);
        QVERIFY2(legacy, qPrintable(legacyError));
        QVERIFY(!std::get<StartGame>(*legacy).setup.act->carried->firstRegentCarried);
        QCOMPARE(applyEntry(GameState{}, *legacy, catalog()).campaign->firstRegent, 1);
        QVERIFY(std::get<StartGame>(*legacy).setup.act->carried->startsFrom(*setup.act->carried));
        // The Court: the Council, then the dealt cards; the deck without them, Ruth's card or
        // the scrapped discard.
        QCOMPARE(state.board.court.row[0].card, QStringLiteral("DC01"));
        QCOMPARE(state.board.court.row.size(), 4);
        QVERIFY(state.board.court.discard.isEmpty());
        QCOMPARE(state.board.court.deck.size(), 15 - 3 - 1 - 1);
        QVERIFY(!state.board.court.deck.contains(QStringLiteral("CC13")));
        QVERIFY(!state.board.court.deck.contains(left.areas[1].guildCards[0]));
        // Blight: steps C and D on the carried board; the two rolled clusters' resources.
        const QMap<SystemId, int> blight = laterActBlight(left, PlanetSymbol::Hex, catalog());
        QVERIFY(!blight.isEmpty());
        for (auto it = blight.begin(); it != blight.end(); ++it)
            QCOMPARE(state.board.at(it.key()).blight.total(),
                     left.at(it.key()).blight.total() + *it);
        QCOMPARE(state.board.dummyResources, resourcesOfClusters({3, 5}, catalog()));
        // Pieces on the map are those the Intermission left.
        for (const SystemId system : catalog().map.allSystems())
            QCOMPARE(state.board.at(system).players, left.at(system).players);

        QString error;
        const auto read = entryFromJson(entryToJson(start), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read == start, true);

        GameSetup actThree = setup;
        actThree.act->act = 3;
        actThree.act->fates = {1, 17}; // Steward (A), Overlord (C)
        const GameState third = started(actThree);
        QCOMPARE(third.campaign->objectiveMarkers, (QList<std::optional<int>>{std::nullopt, 20}));
        QCOMPARE(third.markers[1].flipped, true); // 3/2 -> 6/3 as well
        QCOMPARE(gameEndFor(actThree, catalog()).lastChapter, 4);
    }

    void theNextActStartsFromTheIntermissionsChoices() {
        GameState actOne = placedActOne(); // Mikah: Steward (1), Ruth: Founder (2)
        QVERIFY(!intermissionFollows(actOne));
        actOne.phase = Phase::GameOver;
        actOne.initiative = 1;
        actOne.players[0].power = 20;
        actOne.players[1].power = 14;
        actOne.campaign->objectiveMarkers = {0, 5}; // Mikah completed, Ruth failed on 5
        for (SystemState &system : actOne.board.systems)
            system.players[1] = PiecesHere{}; // Ruth has nothing left on the map
        // The Empire as the Act left it: Favors both ways, an Outlaw, the Trust, the Council.
        actOne.board.areas[0].favors = {0, 2};
        actOne.board.areas[1].favors = {1, 0};
        actOne.board.areas[0].title = ImperialTitle::Outlaw;
        actOne.campaign->firstRegent = 1; // Ruth, the only Regent
        actOne.board.imperialTrust = {ResourceType::Relic};
        actOne.board.court.councilDecided = true;
        QVERIFY(intermissionFollows(actOne));
        QCOMPARE(objectiveOutcome(actOne, 0), ObjectiveOutcome::Completed);
        QCOMPARE(objectiveOutcome(actOne, 1), ObjectiveOutcome::Failed);

        IntermissionChoices choices = beginIntermission(actOne, 11);
        const QList<QList<int>> offers = fateOffers(actOne, choices, catalog());
        QCOMPARE(offers, fateOffers(actOne, choices, catalog())); // the seed decides
        QCOMPARE(offers[0].size(), 2);
        QCOMPARE(offers[0][0], 1); // Mikah may keep the Steward
        QCOMPARE(offers[1].size(), 2);
        for (const int fate : {offers[0][1], offers[1][0], offers[1][1]})
            QCOMPARE(catalog().fate(fate)->letter, FateLetter::B);
        QCOMPARE(QSet<int>({offers[0][1], offers[1][0], offers[1][1]}).size(), 3);

        // A seat chooses in secret at step F only (on its own phone), not when the Fates were
        // dealt at the table, and not once every Fate is chosen and revealed.
        QCOMPARE(fateChoiceProblem(actOne, choices, 1),
                 QStringLiteral("Fates are chosen at the Intermission's step F."));
        const int begun = choices.step;
        choices.step = IntermissionChoices::chooseFateStep;
        QCOMPARE(fateChoiceProblem(actOne, choices, 1), QString());
        QCOMPARE(fateChoiceProblem(actOne, choices, 2),
                 QStringLiteral("Choose a player at this table."));
        choices.fatesDrawnAtTable = true;
        QVERIFY(
            fateChoiceProblem(actOne, choices, 1).startsWith("The Fates were dealt at the table"));
        choices.fatesDrawnAtTable = false;
        choices.fates = {offers[0][0], offers[1][0]};
        QCOMPARE(fateChoiceProblem(actOne, choices, 1),
                 QStringLiteral("Every Fate is chosen and revealed."));
        choices.fates = {std::nullopt, std::nullopt};
        choices.step = begun;

        // Refused, and nothing is chosen by a refusal.
        choices.shipGates[0] = at("1-gate");
        QVERIFY(intermissionChoicesProblem(actOne, choices, catalog()).contains("Mikah still"));
        choices.shipGates = {std::nullopt, at("1-arrow")};
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()),
                 QStringLiteral("1-arrow is not a gate: the new ships go in a gate."));
        choices.shipGates = {std::nullopt, std::nullopt};
        choices.fates = {2, std::nullopt};
        QVERIFY(intermissionChoicesProblem(actOne, choices, catalog()).contains("not Fate 2"));
        choices.fates = {offers[0][0], std::nullopt};
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()), QString());
        QCOMPARE(nextActProblem(actOne, choices, catalog()),
                 QStringLiteral("Ruth has no ships or starports left: choose the gate for their "
                                "new ships."));
        choices.shipGates[1] = at("4-gate");
        QCOMPARE(nextActProblem(actOne, choices, catalog()),
                 QStringLiteral("Ruth has not chosen a Fate for the next Act."));
        choices.fates[1] = offers[1][1];
        QCOMPARE(nextActProblem(actOne, choices, catalog()),
                 QStringLiteral("Finish the Intermission's steps first."));
        choices.step = IntermissionChoices::stepCount;
        QCOMPARE(nextActProblem(actOne, choices, catalog()), QString());

        // A: Ruth 14 - 5 = 9; E: the initiative to Mikah's 20, then 20 -> 10 and 9 -> 5.
        const CarriedTable table = tableAfterIntermission(actOne, choices, catalog());
        QCOMPARE(table.power, (QList<int>{10, 5}));
        QCOMPARE(table.board.at(at("4-gate")).players[1].ships, (FreshDamaged{3, 0}));
        // C: the Trust returns to the supply. F: Ruth, taking a new Fate, returns the Favors on
        // her Fate card; Mikah keeps his Fate and his Favors. Titles stay.
        QVERIFY(table.board.imperialTrust.isEmpty());
        QCOMPARE(table.board.areas[0].favors, (QList<int>{0, 2}));
        QCOMPARE(table.board.areas[1].favors, (QList<int>{0, 0}));
        QCOMPARE(table.board.areas[0].title, ImperialTitle::Outlaw);
        // Regression: the First Regent keeps the tile into Act II, though the initiative goes
        // to Mikah.
        QCOMPARE(table.firstRegent, std::optional<int>(1));
        const GameSetup next = nextActSetup(
            actOne, choices,
            {PlanetSymbol::Arrow, {2, 6}, nextActCourtDeal(actOne, choices, 3, catalog())},
            catalog());
        QCOMPARE(next.problem(catalog()), QString());
        QCOMPARE(next.initiative, 0);
        QCOMPARE(next.seats, actOne.setup.seats);
        QCOMPARE(next.court.size(), 3);
        for (const QString &card : next.court)
            QVERIFY(table.board.court.deck.contains(card));
        QCOMPARE(next.act->act, 2);
        QCOMPARE(next.act->fates, (QList<int>{1, offers[1][1]}));
        QCOMPARE(next.act->policy, ImperialPolicy::Peace);
        QCOMPARE(next.act->carried, table);
        const GameState actTwo = started(next);
        QCOMPARE(actTwo.players[0].power, 10);
        QCOMPARE(actTwo.players[1].power, 5);
        QCOMPARE(actTwo.board.at(at("4-gate")).players[1].ships.fresh, 3);
        QVERIFY(!actTwo.board.court.councilDecided); // B: the Council is In Session again
        QCOMPARE(actTwo.campaign->firstRegent, std::optional<int>(1));

        // The row the table dealt itself, from the deck the Intermission left; checked.
        const QStringList deck = nextActCourtDeck(actOne, choices, catalog());
        QCOMPARE(deck, table.board.court.deck);
        const QStringList lastThree = deck.mid(deck.size() - 3);
        NextActDice dealt{PlanetSymbol::Arrow, {2, 6}, lastThree};
        GameSetup tableDealt = nextActSetup(actOne, choices, dealt, catalog());
        QCOMPARE(tableDealt.problem(catalog()), QString());
        const GameState dealtAct = started(tableDealt);
        QCOMPARE(dealtAct.board.court.row.size(), 4); // the Council, then the three dealt
        QCOMPARE(dealtAct.board.court.row[3].card, lastThree[2]);
        QVERIFY(!dealtAct.board.court.deck.contains(lastThree[0]));
        dealt.court = lastThree.first(2);
        QCOMPARE(nextActSetup(actOne, choices, dealt, catalog()).problem(catalog()),
                 QStringLiteral("The Court row has 3 cards with 2 players: choose the 3 cards "
                                "dealt face up, not 2."));
        dealt.court = {lastThree[0], lastThree[0], lastThree[1]};
        QVERIFY(nextActSetup(actOne, choices, dealt, catalog())
                    .problem(catalog())
                    .endsWith(QStringLiteral("is in the Court row twice: each card is in the deck "
                                             "once.")));
        GameState scrapped = actOne; // a card in the Act's discard is scrapped at step B
        QVERIFY(actOne.board.court.deck.contains(deck[0]));
        scrapped.board.court.deck.removeAll(deck[0]);
        scrapped.board.court.discard.append(deck[0]);
        dealt.court = deck.first(3);
        QVERIFY(nextActSetup(scrapped, choices, dealt, catalog())
                    .problem(catalog())
                    .endsWith(QStringLiteral("is not in the Court deck (held by a player, or "
                                             "scrapped): deal the Court from the Court deck.")));

        // Choices are kept as the table made them, unfinished ones too.
        QString error;
        IntermissionChoices half = beginIntermission(actOne, 11);
        half.fates[1] = offers[1][0];
        half.step = 5;
        const auto read = IntermissionChoices::fromJson(half.toJson(), 2, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, half);
        QCOMPARE(IntermissionChoices::fromJson(half.toJson(), 3, &error), std::nullopt);
        QVERIFY(error.contains("each of the 3 players"));
    }

    // The table drew the Fate cards itself, in secret: each player's Fate is entered as revealed,
    // checked by letter, by objective and against the other players'.
    void fatesDrawnAtTheTableAreEnteredAsRevealed() {
        GameState actOne = placedActOne(); // Mikah: Steward (1), Ruth: Founder (2)
        actOne.phase = Phase::GameOver;
        actOne.campaign->objectiveMarkers = {0, 5}; // Mikah completed, Ruth failed
        IntermissionChoices choices = beginIntermission(actOne, 11);
        choices.fatesDrawnAtTable = true;
        const QList<QList<int>> offers = fateOffers(actOne, choices, catalog());
        QList<int> letterB;
        for (const Fate &fate : catalog().fates) {
            if (fate.letter == FateLetter::B)
                letterB.append(fate.number);
        }
        QCOMPARE(offers[0], QList<int>{1} + letterB); // Mikah may keep the Steward
        QCOMPARE(offers[1], letterB);
        choices.fates = {1, 2}; // Ruth failed: she takes a new Fate
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()),
                 QStringLiteral("Ruth chooses from the Fates they were dealt, not Fate 2."));
        choices.fates = {letterB[0], letterB[0]};
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()),
                 QStringLiteral("Mikah and Ruth both chose the %1: each Fate is in the game once.")
                     .arg(catalog().fate(letterB[0])->name));
        choices.fates = {1, letterB[3]};
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()), QString());
        QString error;
        const auto read = IntermissionChoices::fromJson(choices.toJson(), 2, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, choices);
        QVERIFY(!beginIntermission(actOne, 11).toJson().contains(u"fatesDrawnAtTable"_s));
    }

    // A Resolution card adds a Fate Set card to the Court deck at step A: checked as any Fate
    // card, kept with the Intermission and in the deck the next Act's Court is dealt from.
    void aResolutionCardAddsToTheCourtDeck() {
        GameState actOne = placedActOne();
        actOne.phase = Phase::GameOver;
        actOne.campaign->objectiveMarkers = {0, 0};
        IntermissionChoices choices = beginIntermission(actOne, 3);
        CourtCard card;
        card.id = u"F2-07"_s;
        card.name = u"Sworn Guardians"_s;
        card.deck = CourtDeck::FateSet;
        card.kind = CourtCardKind::Vox;
        choices.courtAdditions = {card, card};
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()),
                 u"F2-07 (Sworn Guardians) is added to the Court deck once."_s);
        card.name.clear();
        choices.courtAdditions = {card};
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()),
                 u"Name the card as printed (at most 40 letters)."_s);
        card.name = u"Sworn Guardians"_s;
        choices.courtAdditions = {card};
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()), QString());
        QVERIFY(nextActCourtDeck(actOne, choices, catalog()).contains(card.id));
        const Court court = tableAfterIntermission(actOne, choices, catalog()).board.court;
        QCOMPARE(court.cardName(card.id, catalog()), card.name);
        QString error;
        const auto read = IntermissionChoices::fromJson(choices.toJson(), 2, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, choices);
        // A card already in play is refused.
        GameState inPlay = actOne;
        inPlay.board.court.tableCards.append(card);
        inPlay.board.court.deck.append(card.id);
        QVERIFY(
            intermissionChoicesProblem(inPlay, choices, catalog())
                .endsWith(u"is already in play, in the Court deck: move it from where it is."_s));
    }

    // Regression: Mikah's Trophy city returns to Ruth's board at step C and covers slot 4
    // again; its Relic must not stay there (it counted for ambitions in Act II).
    void citiesBackAtTheIntermissionSettleTheResourcesTheyCover() {
        GameState actOne = placedActOne();
        actOne.phase = Phase::GameOver;
        actOne.campaign->objectiveMarkers = {0, 0};
        Board &board = actOne.board;
        for (SystemState &system : board.systems)
            system.players[1].cities = {};
        const SystemId home = at("1-arrow");
        board.at(home).blight = {};
        board.at(home).players[1].cities = {1, 0};
        board.areas[0].trophies[1].cities = 1;
        const auto none = std::optional<ResourceType>();
        board.areas[1].resources = {none, none, ResourceType::Material, ResourceType::Relic,
                                    none, none};
        QVERIFY(resourceSlotOpen(board, 1, 3, catalog()));
        QVERIFY(intermissionFollows(actOne));

        IntermissionChoices choices = beginIntermission(actOne, 5);
        choices.fates = {1, fateOffers(actOne, choices, catalog())[1][0]};
        choices.step = IntermissionChoices::stepCount;
        // The Relic moves to the leftmost empty open slot; the raid costs of the slots it could
        // go to differ (3 and 1), so Ruth may arrange them before Act II's first card.
        const QList<ArrangementDue> displaced = {{1, {{ResourceType::Relic, 3, 0}}}};
        QCOMPARE(resourcesDisplacedAtIntermission(actOne, catalog()), displaced);
        const CarriedTable table = tableAfterIntermission(actOne, choices, catalog());
        QCOMPARE(table.board.areas[1].resources,
                 (QList<std::optional<ResourceType>>{ResourceType::Relic, none,
                                                     ResourceType::Material, none, none, none}));
        QCOMPARE(table.board.arrangementsDue, displaced);
        // As tables were carried before: the Relic left under the city.
        QCOMPARE(tableAfterIntermission(actOne, choices, catalog(), CoveredResources::LeftCovered)
                     .board.areas[1]
                     .resources[3],
                 std::optional(ResourceType::Relic));

        // Written with the Act's setup and read back exactly.
        const GameSetup next = nextActSetup(
            actOne, choices,
            {PlanetSymbol::Arrow, {2, 6}, nextActCourtDeal(actOne, choices, 3, catalog())},
            catalog());
        QString error;
        const auto read = ActSetup::fromJson(next.act->toJson(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->carried->board.arrangementsDue, displaced);

        // Act II: Ruth arranges them before the first card; the first turn ends the chance.
        GameState actTwo = started(next);
        QCOMPARE(actTwo.board.arrangementsDue, displaced);
        const ArrangeResources arranged{
            1, {none, ResourceType::Relic, ResourceType::Material, none, none, none}};
        QCOMPARE(entryProblem(actTwo, arranged, catalog()), QString());
        actTwo = applyEntry(actTwo, arranged, catalog());
        QCOMPARE(actTwo.board.areas[1].resources, arranged.arrangement);
        QVERIFY(actTwo.board.arrangementsDue.isEmpty());
    }

    void laterActsRefuseWhatTheRulesDoNot() {
        GameSetup setup = campaignSetup(2);
        setup.act = ActSetup{
            2, 1, PlanetSymbol::Hex, ImperialPolicy::War, {1, 12}, std::nullopt, std::nullopt};
        setup.act->ambitionClusters = {3, 5};
        QCOMPARE(setup.problem(catalog()),
                 QStringLiteral("Act 2 starts from the table its Intermission left."));
        setup.act->carried = CarriedTable{emptyBoard(2, catalog()), {3, 3}};
        setup.act->carried->board.court.deck = campaignCourtDeck(catalog());
        QCOMPARE(setup.problem(catalog()), QString());
        setup.act->fates = {1, 17};
        QCOMPARE(setup.problem(catalog()),
                 QStringLiteral("The Overlord is a C Fate: C Fates are first chosen at the "
                                "Intermission after Act II."));
        setup.act->fates = {1, 12};
        setup.act->ambitionClusters = {3};
        QCOMPARE(setup.problem(catalog()),
                 QStringLiteral("With two players, roll the number die twice for the resources "
                                "on the ambitions."));
        setup.act->ambitionClusters = {3, 5};
        setup.act->carried->board.court.deck.removeAll(setup.court[0]); // a player holds it
        QCOMPARE(setup.problem(catalog()),
                 QStringLiteral("%1 is not in the Court deck (held by a player, or scrapped): "
                                "deal the Court from the Court deck.")
                     .arg(catalog().courtCard(setup.court[0])->name));
        // A Fate card the table put in the Court deck is dealt like any other.
        setup.act->carried->board.court.deck = campaignCourtDeck(catalog()) << u"F5-03"_s;
        setup.act->carried->board.court.tableCards = {
            {u"F5-03"_s, u"Sealed Vault"_s, CourtDeck::FateSet, CourtCardKind::Vox, {}, {}}};
        const QStringList dealt = setup.court;
        setup.court[0] = u"F5-03"_s;
        QCOMPARE(setup.problem(catalog()), QString());
        QCOMPARE(started(setup).board.court.row[1].card, u"F5-03"_s);
        QCOMPARE(started(setup).board.court.tableCards, setup.act->carried->board.court.tableCards);
        setup.act->carried->board.court.tableCards.clear();
        QCOMPARE(
            setup.problem(catalog()),
            QStringLiteral("\"F5-03\" is not a Guild or Vox card of the campaign Court deck."));
        setup.court = dealt;
        setup.act->carried->power = {3, 3, 3};
        QCOMPARE(setup.problem(catalog()),
                 QStringLiteral("The table the Intermission left is for another number of "
                                "players."));
        GameSetup first = campaignSetup(2);
        first.act->carried = CarriedTable{emptyBoard(2, catalog()), {0, 0}};
        QCOMPARE(first.problem(catalog()),
                 QStringLiteral("Act I starts on an empty map, not from an earlier table."));
    }

    void imperialClustersAreTheRolledOneAndTheNextClockwise() {
        QCOMPARE(nextClusterClockwise(1, catalog().map), 2);
        QCOMPARE(nextClusterClockwise(5, catalog().map), 6);
        QCOMPARE(nextClusterClockwise(6, catalog().map), 1);
        const ActOneReach reach = actOneReach(3, 6, PlanetSymbol::Crescent, catalog());
        QCOMPARE(reach.imperialClusters, (std::array<int, 2>{6, 1}));
    }

    void actOneSetsOutTheEmpireFreeCitiesAndBlight() {
        const ActOneReach reach = actOneReach(3, 6, PlanetSymbol::Crescent, catalog());
        QCOMPARE(reach.systems.size(), 24); // every system holds something
        int imperial = 0, blight = 0;
        QStringList freeCities;
        for (auto it = reach.systems.begin(); it != reach.systems.end(); ++it) {
            const bool inEmpire = it.key().cluster == 6 || it.key().cluster == 1;
            QCOMPARE(it->imperialShips, (inEmpire ? FreshDamaged{1, 0} : FreshDamaged{}));
            QCOMPARE(it->blight, (inEmpire ? FreshDamaged{} : FreshDamaged{0, 1}));
            imperial += it->imperialShips.total();
            blight += it->blight.total();
            if (it->freeCities.total() > 0)
                freeCities << it.key().name();
        }
        QCOMPARE(imperial, 8);
        QCOMPARE(blight, 16);
        QCOMPARE(freeCities, (QStringList{"2-crescent", "3-crescent", "4-crescent", "5-crescent"}));
        QVERIFY(reach.ambitionResources.isEmpty()); // three players: none on the ambitions

        const ActOneReach hex = actOneReach(4, 3, PlanetSymbol::Hex, catalog());
        QCOMPARE(hex.imperialClusters, (std::array<int, 2>{3, 4}));
        QStringList hexCities;
        for (auto it = hex.systems.begin(); it != hex.systems.end(); ++it) {
            if (it->freeCities.total() > 0)
                hexCities << it.key().name();
        }
        QCOMPARE(hexCities, (QStringList{"1-hex", "2-hex", "5-hex", "6-hex"}));
    }

    void twoPlayersPutTheImperialClustersResourcesOnTheAmbitions() {
        // Cluster 6: material, fuel, psionic; cluster 1: weapon, fuel, material.
        const ActOneReach reach = actOneReach(2, 6, PlanetSymbol::Arrow, catalog());
        QCOMPARE(reach.ambitionResources.size(), 6);
        const QMap<Ambition, int> totals = dummyTotals(reach.ambitionResources);
        QCOMPARE(totals.value(Ambition::Tycoon), 4);
        QCOMPARE(totals.value(Ambition::Warlord), 1);
        QCOMPARE(totals.value(Ambition::Keeper), 0);
        QCOMPARE(totals.value(Ambition::Empath), 1);
    }

    void thePlacementLoopLightsImperialPlanetsWithAnEmptySlot() {
        Board board = emptyBoard(2);
        const ActOneReach reach = actOneReach(2, 6, PlanetSymbol::Arrow, catalog());
        for (auto it = reach.systems.begin(); it != reach.systems.end(); ++it) {
            SystemState &here = board.at(it.key());
            here.imperialShips = it->imperialShips;
            here.freeCities = it->freeCities;
            here.freeStarports = it->freeStarports;
            here.blight = it->blight;
        }
        QCOMPARE(names(placementLoopPlanets(board, catalog())),
                 (QStringList{"1-arrow", "1-crescent", "1-hex", "6-arrow", "6-crescent", "6-hex"}));
        board.at(at("6-arrow")).players[0].cities.fresh = 1;    // its only slot
        board.at(at("1-arrow")).players[1].starports.fresh = 1; // one of two
        QCOMPARE(names(placementLoopPlanets(board, catalog())),
                 (QStringList{"1-arrow", "1-crescent", "1-hex", "6-crescent", "6-hex"}));
        QCOMPARE(placedNames(freeCitiesFillingImperialPlanets(board, catalog())),
                 (QStringList{"1-arrow 1", "1-crescent 1", "1-hex 2", "6-crescent 2", "6-hex 1"}));
    }

    void laterActsFlipTheLowestMarkers() {
        QCOMPARE(markersFlippedAtActStart(1, catalog()),
                 (std::array<bool, 3>{false, false, false}));
        QCOMPARE(markersFlippedAtActStart(2, catalog()), (std::array<bool, 3>{false, false, true}));
        QCOMPARE(markersFlippedAtActStart(3, catalog()), (std::array<bool, 3>{false, true, true}));
        QCOMPARE(catalog().ambitionMarkers[2].flipped, (MarkerValues{4, 2}));
        QCOMPARE(catalog().ambitionMarkers[1].flipped, (MarkerValues{6, 3}));
    }

    void laterActsPlaceBlightOnEmptyGatesAndTheRolledPlanets() {
        Board board = emptyBoard(2);
        board.at(at("1-gate")).blight.damaged = 1;      // has Blight: none added
        board.at(at("2-gate")).imperialShips.fresh = 2; // has ships: none added
        board.at(at("3-gate")).players[1].ships.damaged = 1;
        board.areas[0].flagship = Flagship{at("5-gate")}; // a Flagship is a ship
        board.at(at("4-crescent")).blight.fresh = 1;      // the rolled planet has Blight:
        board.at(at("4-hex")).blight.damaged = 1;         // the others of cluster 4 get one
        QCOMPARE(placedNames(laterActBlight(board, PlanetSymbol::Crescent, catalog())),
                 (QStringList{"1-crescent 1", "2-crescent 1", "3-crescent 1", "4-gate 1",
                              "4-arrow 1", "5-crescent 1", "6-gate 1", "6-crescent 1"}));
    }

    void laterActBlightStopsWhenEveryTokenIsOnTheMap() {
        Board board = emptyBoard(3);
        board.at(at("1-gate")).blight.damaged = 12;
        board.at(at("2-gate")).blight.fresh = 9; // 21 of 24 on the map: 3 left
        QCOMPARE(placedNames(laterActBlight(board, PlanetSymbol::Arrow, catalog())),
                 (QStringList{"3-gate 1", "4-gate 1", "5-gate 1"}));
    }

    void resolvingFateCostsAFailedObjectivesMarker() {
        QCOMPARE(powerAfterResolvingFate({23, ObjectiveOutcome::Failed, 5}), 18);
        QCOMPARE(powerAfterResolvingFate({3, ObjectiveOutcome::Failed, 7}), -4);
        QCOMPARE(powerAfterResolvingFate({14, ObjectiveOutcome::Completed, 0}), 14);
    }

    void halvingLosesTheSmallerHalf() {
        QCOMPARE(halvedPower(7), 4);
        QCOMPARE(halvedPower(8), 4);
        QCOMPARE(halvedPower(23), 12);
        QCOMPARE(halvedPower(3), 2);
        QCOMPARE(halvedPower(2), 1);
        QCOMPARE(halvedPower(1), 1);
        QCOMPARE(halvedPower(0), 0);
        QCOMPARE(halvedPower(-4), -4);
    }

    void initiativeGoesToTheMostPowerTiesInTurnOrder() {
        QCOMPARE(initiativeToMostPower({18, 14, 18}, 1), 2);
        QCOMPARE(initiativeToMostPower({18, 14, 18}, 0), 0);
        QCOMPARE(initiativeToMostPower({18, 14, 18}, 2), 2);
        QCOMPARE(initiativeToMostPower({3, 9, 4, 2}, 3), 1);
    }

    void fatesDrawnDependOnTheObjectiveAndTheAct() {
        QCOMPARE(fateDraw(1, ObjectiveOutcome::Completed), (FateDraw{1, FateLetter::B}));
        QCOMPARE(fateDraw(1, ObjectiveOutcome::Failed), (FateDraw{2, FateLetter::B}));
        QCOMPARE(fateDraw(2, ObjectiveOutcome::Completed), (FateDraw{1, FateLetter::C}));
        QCOMPARE(fateDraw(2, ObjectiveOutcome::Failed), (FateDraw{2, FateLetter::C}));
    }

    void repairAndDestroyKeepsOnlyFreshPiecesAndTheDefended() {
        SystemState defended;
        defended.players = QList<PiecesHere>(2);
        defended.blight = {0, 2};
        defended.imperialShips = {1, 1};
        defended.freeCities = {1, 1};
        defended.players[0].ships = {1, 1};
        defended.players[0].cities = {1, 0};
        defended.players[1].ships = {0, 1};
        defended.players[1].starports = {0, 1};
        const SystemState after = afterRepairAndDestroy(defended, false);
        QCOMPARE(after.blight, (FreshDamaged{2, 0}));
        QCOMPARE(after.imperialShips, (FreshDamaged{1, 0}));
        QCOMPARE(after.freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(after.players[0].ships, (FreshDamaged{1, 0}));
        QCOMPARE(after.players[0].cities, (FreshDamaged{1, 0}));
        QCOMPARE(after.players[1].ships, FreshDamaged{});
        QCOMPARE(after.players[1].starports, FreshDamaged{});

        // Only damaged ships stood by: once they are gone the Blight takes every building.
        SystemState undefended;
        undefended.players = QList<PiecesHere>(2);
        undefended.blight = {1, 0};
        undefended.players[0].ships = {0, 2};
        undefended.players[0].cities = {1, 0};
        undefended.freeStarports = {1, 0};
        const SystemState taken = afterRepairAndDestroy(undefended, false);
        QCOMPARE(taken.players[0].cities, FreshDamaged{});
        QCOMPARE(taken.freeStarports, FreshDamaged{});
        QCOMPARE(taken.blight, (FreshDamaged{1, 0}));

        // No Blight: the fresh buildings stay without ships.
        SystemState quiet;
        quiet.players = QList<PiecesHere>(2);
        quiet.players[1].cities = {1, 1};
        QCOMPARE(afterRepairAndDestroy(quiet, false).players[1].cities, (FreshDamaged{1, 0}));
    }

    void clearingPiecesReturnsTrophiesCaptivesAndTheAmbitionResources() {
        Board board = emptyBoard(2);
        board.areas[0].captives = {0, 3};
        board.areas[0].trophies = {PieceCounts{}, PieceCounts{2, 1, 0, 0}};
        board.dummyResources = {ResourceType::Fuel, ResourceType::Relic};
        board.areas[1].resources = {ResourceType::Weapon};
        const Board after = afterClearingPieces(board);
        QCOMPARE(after.areas[0].captiveCount(), 0);
        QCOMPARE(after.areas[0].trophyCount(), 0);
        QVERIFY(after.dummyResources.isEmpty());
        QCOMPARE(after.areas[1].resources, board.areas[1].resources);
    }

    void clearingTheCourtKeepsOnlyTheCouncil() {
        Board board = emptyBoard(2, catalog());
        board.court.row = {{QStringLiteral("DC01"), {1, 0}},
                           {QStringLiteral("CC02"), {2, 1}},
                           {QStringLiteral("CC11"), {0, 0}}};
        board.court.deck = {QStringLiteral("CC05")};
        board.court.discard = {QStringLiteral("CC07")};
        const Court after = afterClearingCourt(board, catalog()).court;
        QCOMPARE(after.row, (QList<CourtCardInPlay>{{QStringLiteral("DC01"), {0, 0}}}));
        QCOMPARE(after.deck, (QStringList{"CC05", "CC02", "CC11"}));
        QVERIFY(after.discard.isEmpty()); // scrapped
    }

    void theIntermissionInOrder() {
        IntermissionInput input;
        input.act = 1;
        input.initiative = 0;
        input.players = {{23, ObjectiveOutcome::Failed, 5},
                         {14, ObjectiveOutcome::Completed, 0},
                         {18, ObjectiveOutcome::Completed, 0}};
        input.board = emptyBoard(3);
        input.board.at(at("1-gate")).players[0].ships = {2, 0};
        input.board.at(at("2-hex")).players[1].ships = {0, 1}; // player 2's last ship, damaged
        input.board.at(at("2-hex")).players[1].starports = {1, 0};
        input.board.at(at("2-hex")).blight = {0, 1};
        input.board.at(at("5-gate")).players[2].starports = {1, 0};
        QCOMPARE(intermissionProblem(input, catalog()), QString());
        const IntermissionResult result = intermission(input, catalog());
        // A: 23 - 5 = 18; E: the tie at 18 goes to seat 0, first from the holder; 18 -> 9.
        QCOMPARE(result.power, (QList<int>{9, 7, 9}));
        QCOMPARE(result.initiative, 0);
        QCOMPARE(result.draws,
                 (QList<FateDraw>{{2, FateLetter::B}, {1, FateLetter::B}, {1, FateLetter::B}}));
        QCOMPARE(result.board.at(at("2-hex")).players[1], PiecesHere{});
        QCOMPARE(result.board.at(at("2-hex")).blight, (FreshDamaged{1, 0}));
        QCOMPARE(result.placingShips, (QList<int>{1}));
    }

    void intermissionRefusesWhatTheRulesDoNotHave() {
        IntermissionInput input;
        input.players = {{10, ObjectiveOutcome::Failed, 0}, {5, ObjectiveOutcome::Completed, 0}};
        QCOMPARE(intermissionProblem(input, catalog()),
                 QStringLiteral("Player 1 failed their objective with the marker on 0: a failed "
                                "objective's marker is above 0."));
        input.players[0] = {10, ObjectiveOutcome::Completed, 4};
        QCOMPARE(intermissionProblem(input, catalog()),
                 QStringLiteral("Player 1 completed their objective with the marker on 4: a "
                                "completed objective's marker is on 0."));
        input.players[0].marker = 0;
        input.act = 3;
        QCOMPARE(intermissionProblem(input, catalog()),
                 QStringLiteral("An Intermission follows Act I or Act II, not Act 3."));
        input.act = 2;
        input.initiative = 2;
        QCOMPARE(intermissionProblem(input, catalog()),
                 QStringLiteral("The initiative is held by player 1 to 2, not 3."));
    }

    void grandAmbitionsScoreFromTheActThreeTrack() {
        QCOMPARE(grandAmbitionPower(1, 1, catalog()), 2);
        QCOMPARE(grandAmbitionPower(1, 2, catalog()), 4);
        QCOMPARE(grandAmbitionPower(2, 1, catalog()), 3);
        QCOMPARE(grandAmbitionPower(2, 2, catalog()), 8);
        QCOMPARE(grandAmbitionPower(3, 1, catalog()), 4);
        QCOMPARE(grandAmbitionPower(3, 2, catalog()), 14);
        QCOMPARE(grandAmbitionPower(4, 1, catalog()), 5);
        QCOMPARE(grandAmbitionPower(4, 2, catalog()), 20);
        QCOMPARE(grandAmbitionPower(4, 0, catalog()), 0);

        ScoringInput input;
        input.players = 3;
        input.declared.insert(Ambition::Tycoon, {MarkerValues{5, 3}});
        input.counts.insert(Ambition::Tycoon, {1, 0, 3});
        input.grand = GrandAmbitionsFulfilled{3, 2, {2, 0, 1}};
        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(score.grand, (QList<int>{8, 0, 3}));
        QCOMPARE(score.gains, (QList<int>{8 + 3, 0, 3 + 5}));
    }

    void theChapterEndScoresTheGrandAmbitionsMarked() {
        // Act III, chapter 2: Mikah (A) fulfilled both, Ruth (C) has none; no ambition declared.
        GameSetup setup = campaignSetup(2);
        const GameState actOne = placedActOne();
        setup.act = ActSetup{3,
                             1,
                             PlanetSymbol::Hex,
                             ImperialPolicy::War,
                             {1, 17},
                             1,
                             CarriedTable{actOne.board, {6, 9}}};
        setup.act->ambitionClusters = {3, 5};
        setup.court = {};
        for (const QString &card : afterClearingCourt(actOne.board, catalog()).court.deck) {
            if (setup.court.size() < 3)
                setup.court.append(card);
        }
        QCOMPARE(setup.problem(catalog()), QString());
        GameState state = started(setup);
        state = applyEntry(state, EndChapter{}, catalog());
        QCOMPARE(entryProblem(state, ScoreChapter{{}, {0, 0}, {2, 0, 1}}, catalog()),
                 QStringLiteral("Give the grand ambitions fulfilled for each of the 2 players."));
        QCOMPARE(entryProblem(state, ScoreChapter{{}, {0, 0}, {3, 0}}, catalog()),
                 QStringLiteral("A Fate has two grand ambitions: 3 fulfilled is not 0, 1 or 2."));
        QCOMPARE(entryProblem(state, ScoreChapter{{}, {0, 0}, {2, 1}}, catalog()),
                 QStringLiteral("Ruth's Overlord is a C Fate: it has a final objective, not grand "
                                "ambitions."));
        const Entry score = ScoreChapter{{}, {0, 0}, {2, 0}};
        QCOMPARE(entryProblem(state, score, catalog()), QString());
        const GameState after = applyEntry(state, score, catalog());
        QCOMPARE(after.players[0].power, 6 + 4); // chapter 1, both: 4
        QCOMPARE(after.players[1].power, 9);
        QString error;
        QCOMPARE(*entryFromJson(entryToJson(score), &error) == score, true);
        // Unmarked, nobody scores any; marked outside Act III, refused.
        QCOMPARE(applyEntry(state, ScoreChapter{{}, {0, 0}}, catalog()).players[0].power, 6);
        GameState actOneEnd = applyEntry(actOne, EndChapter{}, catalog());
        QVERIFY(!entryProblem(actOneEnd, ScoreChapter{{}, {0, 0}, {1, 0}}, catalog()).isEmpty());
    }

    void grandAmbitionsOutsideActThreeAreRefused() {
        const auto problem = [](int act, int chapter, QList<int> fulfilled) {
            return grandAmbitionProblem(act, chapter, fulfilled, 3, catalog());
        };
        QCOMPARE(problem(2, 1, {0, 1, 2}),
                 QStringLiteral("Grand ambitions are scored in Act III only, not in Act 2."));
        QCOMPARE(problem(3, 5, {0, 1, 2}), QStringLiteral("Act III has chapters 1 to 4, not 5."));
        QCOMPARE(problem(3, 2, {0, 3, 2}),
                 QStringLiteral("A Fate has two grand ambitions: 3 fulfilled is not 0, 1 or 2."));
        QCOMPARE(problem(3, 2, {0, 1}),
                 QStringLiteral("Give the grand ambitions fulfilled for each of the 3 players."));
    }

    void theCampaignsVictorySaysWhoAndWhy() {
        GameState state = placedActOne(); // Mikah and Ruth, Mikah holding the initiative
        QCOMPARE(campaignVictory(state, catalog()), std::nullopt); // Act I ends with no winner
        state.campaign->act = 3;
        state.campaign->fates = {17, 1}; // Mikah: Overlord (C), Ruth: Steward (A)
        state.campaign->objectiveMarkers = {0, std::nullopt};
        state.chapter = 2;
        state.players[0].power = 3;
        state.players[1].power = 9;
        QCOMPARE(campaignVictory(state, catalog()),
                 (CampaignVictory{0, CampaignEndReason::FinalObjective, {}}));
        state.players[0].power = 0; // completed, but a final objective needs 1 Power
        QCOMPARE(campaignVictory(state, catalog()), std::nullopt);
        state.chapter = 4;
        QCOMPARE(campaignVictory(state, catalog()),
                 (CampaignVictory{1, CampaignEndReason::MostPower, {0}}));
    }

    void aFinalObjectiveWinsAtAnyActThreeChapterEnd() {
        const QList<CampaignStanding> standings{
            {40, FateLetter::A, std::nullopt}, {41, FateLetter::C, 0}, {10, FateLetter::C, 2}};
        QCOMPARE(campaignEnd(3, 2, standings, catalog()),
                 (CampaignEnd{1, CampaignEndReason::FinalObjective}));
        // Not before Act III.
        QCOMPARE(campaignEnd(2, 3,
                             {{4, FateLetter::A, std::nullopt}, {5, FateLetter::B, std::nullopt}},
                             catalog()),
                 std::nullopt);
        // Below 1 Power a completed final objective does not win.
        QCOMPARE(
            campaignEnd(3, 1, {{0, FateLetter::C, 0}, {3, FateLetter::A, std::nullopt}}, catalog()),
            std::nullopt);
        // Several: the most Power among them, then turn order.
        QCOMPARE(campaignEnd(3, 3,
                             {{5, FateLetter::C, 0}, {9, FateLetter::C, 0}, {9, FateLetter::C, 0}},
                             catalog()),
                 (CampaignEnd{1, CampaignEndReason::FinalObjective}));
        // The final objective beats more Power, even in chapter 4.
        QCOMPARE(campaignEnd(3, 4, {{60, FateLetter::A, std::nullopt}, {2, FateLetter::C, 0}},
                             catalog()),
                 (CampaignEnd{1, CampaignEndReason::FinalObjective}));
    }

    void afterTheLastChapterTheMostPowerWinsAOverBOverC() {
        QCOMPARE(campaignEnd(3, 3,
                             {{30, FateLetter::B, std::nullopt}, {31, FateLetter::A, std::nullopt}},
                             catalog()),
                 std::nullopt);
        QCOMPARE(campaignEnd(3, 4,
                             {{30, FateLetter::B, std::nullopt},
                              {30, FateLetter::A, std::nullopt},
                              {29, FateLetter::C, 3}},
                             catalog()),
                 (CampaignEnd{1, CampaignEndReason::MostPower}));
        QCOMPARE(campaignEnd(3, 4, {{30, FateLetter::C, 1}, {30, FateLetter::B, std::nullopt}},
                             catalog()),
                 (CampaignEnd{1, CampaignEndReason::MostPower}));
        QCOMPARE(campaignEnd(3, 4,
                             {{30, FateLetter::A, std::nullopt}, {30, FateLetter::A, std::nullopt}},
                             catalog()),
                 (CampaignEnd{0, CampaignEndReason::MostPower}));
        QCOMPARE(campaignEnd(3, 4, {{12, FateLetter::A, std::nullopt}, {31, FateLetter::C, 4}},
                             catalog()),
                 (CampaignEnd{1, CampaignEndReason::MostPower}));
    }

    void campaignEndRefusesWhatTheRulesDoNotHave() {
        const auto problem = [](int act, int chapter, QList<CampaignStanding> standings) {
            return campaignEndProblem(act, chapter, standings, catalog());
        };
        const CampaignStanding a{10, FateLetter::A, std::nullopt};
        QCOMPARE(problem(4, 1, {a, a}), QStringLiteral("A campaign has Acts I to III, not Act 4."));
        QCOMPARE(problem(2, 4, {a, a}), QStringLiteral("Act 2 has chapters 1 to 3, not 4."));
        QCOMPARE(problem(3, 1, {a, {3, FateLetter::C, std::nullopt}}),
                 QStringLiteral("Player 2 has a C Fate: give their final objective's marker."));
        QCOMPARE(problem(3, 1, {{3, FateLetter::B, 2}, a}),
                 QStringLiteral("Player 1 has a B Fate, which has no final objective: give a "
                                "marker for C Fates only."));
        QCOMPARE(problem(3, 1, {a}),
                 QStringLiteral("Arcs is played by 2 to 4 players; this table has 1."));
    }
};

QTEST_APPLESS_MAIN(TestCampaign)
#include "tst_campaign.moc"
