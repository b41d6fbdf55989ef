// SPDX-License-Identifier: GPL-3.0-or-later
#include "Entries.h"
#include "data/Catalog.h"
#include "entries/Entry.h"
#include "rules/CampaignLog.h"
#include "rules/CampaignSetup.h"
#include "rules/EntryRules.h"
#include "rules/NextAct.h"
#include "rules/StartingPieces.h"
#include "rules/Trays.h"

#include <QJsonArray>
#include <QTest>

using namespace arcs;
using arcs::test::at;
using arcs::test::catalog;
using arcs::test::emptyBoard;

namespace {

const QList<PlayerSeat> seats{{QStringLiteral("Mikah"), PlayerColour::Blue},
                              {QStringLiteral("Ruth"), PlayerColour::Red}};

// A two-player Act I (Mikah: Steward, Ruth: Founder) after its placement loop, ended with
// Mikah 20 Power on a completed objective and Ruth 14 on a failed one (marker on 5), Ruth
// Outraged by Material and Psionics.
GameState endedActOne() {
    GameSetup setup;
    setup.seats = seats;
    setup.mode = GameMode::Campaign;
    setup.court = GameSetup::dealCourt(2, 7, catalog(), GameMode::Campaign);
    setup.act = ActSetup{1, 6, PlanetSymbol::Crescent, ImperialPolicy::Peace, {1, 2}, std::nullopt};
    GameState state = arcs::test::withStartingPiecesPlaced(
        applyEntry(GameState{}, StartGame{setup, 1}, catalog()));
    state.phase = Phase::GameOver;
    state.initiative = 1;
    state.players[0].power = 20;
    state.players[1].power = 14;
    state.powerByChapter = {{3, 2}, {8, 6}, {20, 14}};
    state.campaign->objectiveMarkers = {0, 5};
    state.board.areas[1].outrage = {true, false, false, false, true};
    return state;
}

// The Intermission after it, every step done: Mikah keeps the Steward, Ruth takes a B Fate.
IntermissionChoices finishedIntermission(const GameState &actOne) {
    IntermissionChoices choices = beginIntermission(actOne, 11);
    const QList<QList<int>> offers = fateOffers(actOne, choices, catalog());
    choices.fates = {offers[0][0], offers[1][1]};
    choices.step = IntermissionChoices::stepCount;
    return choices;
}
} // namespace

// What a campaign keeps between evenings: the log sheet, the table as it stands, the trays and
// Power across the Acts (rulebook "Packing Up").
class TestCampaignLog : public QObject {
    Q_OBJECT

private slots:
    void theLogKeepsFatePowerAndOutrageActByAct() {
        const GameState actOne = endedActOne();
        IntermissionChoices choices = finishedIntermission(actOne);
        choices.notes = {FateNote{}, FateNote{QStringLiteral("Haven: cluster 4, hex"), true}};
        GameState actTwo =
            applyEntry(GameState{},
                       StartGame{nextActSetup(actOne, choices,
                                              {PlanetSymbol::Arrow,
                                               {2, 6},
                                               nextActCourtDeal(actOne, choices, 3, catalog())},
                                              catalog()),
                                 1},
                       catalog());
        actTwo.players[0].power = 16;

        // Act I as packed: A costs Ruth 5 (14 -> 9), E halves 20 -> 10 and 9 -> 5.
        const CampaignLog log =
            campaignLog({QStringLiteral("Tuesdays"), {actOne, actTwo}, {choices}}, catalog());
        QCOMPARE(log.name, QStringLiteral("Tuesdays"));
        QCOMPARE(log.players.size(), 2);
        QCOMPARE(log.players[0].seat, seats[0]);
        // Act I is over: Mikah's objective marker reached 0, Ruth's stopped at 5. Act II is not.
        const auto completed = ObjectiveOutcome::Completed, failed = ObjectiveOutcome::Failed;
        QCOMPARE(log.players[0].acts,
                 (QList<LogAct>{{1, 1, 10, {}, std::nullopt, completed}, {2, 1, 16, {}}}));
        const std::array<bool, 5> outraged{true, false, false, false, true};
        QCOMPARE(log.players[1].acts, (QList<LogAct>{{1, 2, 5, outraged, std::nullopt, failed},
                                                     {2, *choices.fates[1], 5, outraged}}));
        QCOMPARE(outrageLetters(outraged), QStringLiteral("M, P"));
        QCOMPARE(outrageLetters({}), QString());
        QCOMPARE(log.players[0].notes, QList<LoggedNote>());
        QCOMPARE(log.players[1].notes, (QList<LoggedNote>{{1, choices.notes[1]}}));

        // Before the Intermission halves Power, the log has the Act's own.
        const CampaignLog ended =
            campaignLog({QStringLiteral("Tuesdays"), {actOne}, {}}, catalog());
        QCOMPARE(ended.players[0].acts, (QList<LogAct>{{1, 1, 20, {}, std::nullopt, completed}}));
        QCOMPARE(ended.players[1].acts,
                 (QList<LogAct>{{1, 2, 14, outraged, std::nullopt, failed}}));
    }

    void theTableNowFollowsTheIntermissionsSteps() {
        GameState actOne = endedActOne();
        actOne.board.at(at("1-gate")).players[0].ships = {1, 2}; // two damaged ships
        IntermissionChoices choices = finishedIntermission(actOne);
        const CampaignSoFar campaign{QString(), {actOne}, {choices}};

        choices.step = 3; // at D: nothing repaired or destroyed yet
        TableNow now = tableNow({QString(), {actOne}, {choices}}, catalog());
        QCOMPARE(now.act, 1);
        QCOMPARE(now.intermissionStep, 3);
        QCOMPARE(now.board, actOne.board);
        QCOMPARE(now.power, (QList<int>{20, 14}));
        QCOMPARE(now.initiative, 1);

        choices.step = 4; // D done: the damaged ships are gone
        now = tableNow({QString(), {actOne}, {choices}}, catalog());
        QCOMPARE(now.board.at(at("1-gate")).players[0].ships, (FreshDamaged{1, 0}));
        QCOMPARE(now.power, (QList<int>{20, 14}));

        now = tableNow(campaign, catalog()); // every step done: Power halved, Mikah leads
        QCOMPARE(now.power, (QList<int>{10, 5}));
        QCOMPARE(now.initiative, 0);
        QCOMPARE(packedAt(campaign, catalog()),
                 QStringLiteral("After the Intermission that ended Act I: Act II is next."));
        QCOMPARE(packedAt({QString(), {actOne}, {choices}}, catalog()),
                 QStringLiteral("In the Intermission after Act I: E. Initiative and Power."));
        actOne.phase = Phase::Playing;
        actOne.chapter = 2;
        actOne.round = 3;
        QCOMPARE(packedAt({QString(), {actOne}, {}}, catalog()),
                 QStringLiteral("Act I, chapter 2, round 3."));
    }

    void powerByChapterRunsActAfterAct() {
        GameState actOne = endedActOne();
        GameState actTwo = actOne;
        actTwo.campaign->act = 2;
        actTwo.powerByChapter = {{12, 7}};
        QCOMPARE(powerByChapter({QString(), {actOne, actTwo}, {}}),
                 (QList<ChapterPower>{
                     {1, 1, {3, 2}}, {1, 2, {8, 6}}, {1, 3, {20, 14}}, {2, 1, {12, 7}}}));
    }

    void mapTraysListEachSectionWithWhatGoesInIt() {
        Board board = emptyBoard(2);
        board.at(at("1-gate")).players[0].ships = {2, 1};
        board.at(at("1-gate")).imperialShips = {1, 0};
        board.at(at("1-gate")).blight = {1, 1};
        board.at(at("2-hex")).players[1].cities = {0, 1};
        board.at(at("2-hex")).freeCities = {1, 0};
        board.at(at("2-hex")).fateTokens = {{QStringLiteral("Portal")},
                                            {QStringLiteral("Seat"), 0, true, false}};
        // Regression (play-test): the Flagship piece was left out of the trays.
        board.areas[0].flagship = Flagship{at("1-gate")};
        board.areas[1].flagship = Flagship{at("3-arrow")};
        QCOMPARE(mapTrays(board, seats),
                 (QList<TraySection>{{at("1-gate"),
                                      {"Mikah: 3 ships (1 damaged), the Flagship", "Empire: 1 ship",
                                       "Blight: 2 (1 damaged)"}},
                                     {at("2-hex"),
                                      {"Ruth: 1 city (1 damaged)", "Free: 1 city",
                                       "Fate tokens: Portal, Seat (Loyal to Mikah, damaged)"}},
                                     {at("3-arrow"), {"Ruth: the Flagship"}}}));
        QCOMPARE(traySectionName(at("1-gate")), QStringLiteral("Cluster 1 · G (gate)"));
        QCOMPARE(traySectionName(at("2-hex")), QStringLiteral("Cluster 2 · hex"));
        QCOMPARE(mapTrays(emptyBoard(2), seats), QList<TraySection>());
    }

    void aPlayersTrayHoldsTheirPlayArea() {
        Board board = emptyBoard(2);
        board.at(at("1-gate")).players[0].ships = {3, 0};
        const CourtCard &guild =
            *std::find_if(catalog().courtCards.begin(), catalog().courtCards.end(),
                          [](const CourtCard &card) { return card.kind == CourtCardKind::Guild; });
        PlayerArea &area = board.areas[0];
        area.resources = {ResourceType::Material, std::nullopt, ResourceType::Psionic};
        area.guildCards = {guild.id};
        area.heldOnCards.insert(guild.id, 2);
        area.lore = {QStringLiteral("Empath's Bond")};
        area.trophies = {PieceCounts{}, PieceCounts{2, 0, 0, 0}};
        area.captives = {0, 1};
        const PlayerTray tray = playerTray(board, 0, seats, catalog());
        QCOMPARE(tray.largeWell,
                 (QStringList{guild.name + ", holding 2 resources", "Empath's Bond"}));
        QCOMPARE(tray.smallWell,
                 (QStringList{"Resources: Material, Psionic", "Trophies of Ruth: 2 ships",
                              "Captives of Ruth: 1 agent"}));
        QCOMPARE(tray.supply, QStringLiteral("12 ships, 5 cities, 5 starports, 10 agents"));
        // Ruth's two ships are Mikah's Trophies and her agent his Captive.
        QCOMPARE(playerTray(board, 1, seats, catalog()).supply,
                 QStringLiteral("13 ships, 5 cities, 5 starports, 9 agents"));
    }

    // Regression (a cold play-test): a campaign's Trophies and Favors were left out of the small
    // well, so a table packing up from the log lost them.
    void aCampaignTrayKeepsTrophiesOfTheEmpireFreeStatesAndBlightAndFavors() {
        Board board = emptyBoard(2);
        PlayerArea &area = board.areas[1];
        area.campaignTrophies = {2, 1, 0, 3}; // Imperial ships, Free cities, starports, Blight
        area.favors = {1, 0};
        QCOMPARE(
            playerTray(board, 1, seats, catalog()).smallWell,
            (QStringList{"Trophies of the Empire: 2 ships", "Trophies of the Free States: 1 city",
                         "Blight Trophies: 3", "Favors of Mikah (on the Fate card): 1 agent"}));
        QCOMPARE(playerTray(board, 0, seats, catalog()).smallWell, QStringList());
    }

    void thePackingListEndsWithTheTrackAndTheCourt() {
        GameState act = endedActOne();
        act.phase = Phase::Playing;
        const QList<PackingStep> steps = packingList({QString(), {act}, {}}, catalog());
        const QList<TraySection> trays = mapTrays(act.board, seats);
        QCOMPARE(steps.size(), trays.size() + 2 + 2);
        QCOMPARE(steps[0].title, traySectionName(trays[0].system));
        QCOMPARE(steps[trays.size()].title, QStringLiteral("Mikah's tray"));
        QCOMPARE(steps[trays.size() + 2].title, QStringLiteral("Power track"));
        QCOMPARE(steps[trays.size() + 2].lines,
                 (QStringList{"Mikah: 20 Power, objective marker on 0",
                              "Ruth: 14 Power, objective marker on 5", "Initiative: Ruth",
                              "First Regent: Mikah"}));
        // The Imperial Trust goes back on the First Regent's tile.
        act.board.imperialTrust = {ResourceType::Fuel, ResourceType::Material, ResourceType::Fuel};
        QCOMPARE(packingList({QString(), {act}, {}}, catalog())[trays.size() + 2].lines.last(),
                 QStringLiteral("First Regent: Mikah, the Imperial Trust on the tile: Fuel, "
                                "Material, Fuel"));
        QCOMPARE(steps.last().title, QStringLiteral("Court row, left to right"));
        QCOMPARE(steps.last().lines.first(), QStringLiteral("Imperial Council"));
        QCOMPARE(steps.last().lines.size(), 1 + 3);
    }

    void theUnpackGuideGoesClusterByCluster() {
        GameState act = endedActOne();
        act.phase = Phase::Playing;
        for (SystemState &system : act.board.systems)
            system = SystemState{QList<PiecesHere>(2), {}, {}, {}, {}, {}, {}};
        act.board.at(at("1-gate")).blight = {1, 0};
        act.board.at(at("1-hex")).imperialShips = {2, 0};
        act.board.at(at("4-arrow")).players[1].ships = {3, 0};
        const QList<UnpackStep> guide = unpackGuide({QString(), {act}, {}}, catalog());
        QCOMPARE(guide.size(), 2 + 2 + 2);
        QCOMPARE(
            guide[0],
            (UnpackStep{"Cluster 1", {{"G (gate)", {"Blight: 1"}}, {"hex", {"Empire: 2 ships"}}}}));
        QCOMPARE(guide[1], (UnpackStep{"Cluster 4", {{"arrow", {"Ruth: 3 ships"}}}}));
        const QList<PackingStep> packing = packingList({QString(), {act}, {}}, catalog());
        QCOMPARE(packing.size(), 3 + 4);
        for (int step = 2; step < guide.size(); ++step)
            QCOMPARE(guide[step],
                     (UnpackStep{packing[step + 1].title, {{QString(), packing[step + 1].lines}}}));
    }

    void notesAreKeptWithTheIntermission() {
        const GameState actOne = endedActOne();
        IntermissionChoices choices = finishedIntermission(actOne);
        QCOMPARE(choices.notes, QList<FateNote>(2));
        QVERIFY(!choices.toJson().contains("notes")); // nothing written: as kept before notes
        QString error;
        QCOMPARE(IntermissionChoices::fromJson(choices.toJson(), 2, &error), choices);

        choices.notes[1] = {QStringLiteral("Portal: cluster 3, arrow"), true};
        QCOMPARE(IntermissionChoices::fromJson(choices.toJson(), 2, &error), choices);
        QCOMPARE(intermissionChoicesProblem(actOne, choices, catalog()), QString());

        QJsonObject json = choices.toJson();
        json.insert("notes", QJsonArray{QJsonObject{{"text", "x"}, {"secret", false}}});
        QCOMPARE(IntermissionChoices::fromJson(json, 2, &error), std::nullopt);
        QCOMPARE(error,
                 QStringLiteral("An Intermission's \"notes\" list one note for each of the 2 "
                                "players."));
        json.insert("notes", QJsonArray{QJsonObject{{"text", "x"}, {"secret", false}},
                                        QJsonObject{{"text", 3}, {"secret", false}}});
        QCOMPARE(IntermissionChoices::fromJson(json, 2, &error), std::nullopt);
        QVERIFY(error.contains("a \"text\""));
    }
};

QTEST_APPLESS_MAIN(TestCampaignLog)
#include "tst_campaignlog.moc"
