// SPDX-License-Identifier: GPL-3.0-or-later
#include "controllers/BattleOdds.h"
#include "controllers/BattlePlanner.h"
#include "controllers/CourtCardsView.h"
#include "controllers/EventChoices.h"
#include "controllers/EventSteps.h"
#include "controllers/FlagshipView.h"
#include "controllers/IntermissionSteps.h"
#include "controllers/ResettleDraft.h"
#include "controllers/Table.h"
#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignSetup.h"
#include "rules/EntryWords.h"
#include "store/CampaignFile.h"

#include <QFile>
#include <QJsonDocument>

#include <QSignalSpy>
#include <QTest>

// The campaign's controllers as the interface drives them, with exact values: the Court's
// cards beyond the printed deck (CourtCardsView), an event's and the Intermission's steps, a
// Flagship's board (FlagshipView).
class TestCampaignViews : public QObject {
    Q_OBJECT

    std::unique_ptr<Table> m_table;

    // Act I for Mikah (Fate 1) and Ruth (Fate 2), from number die 1 and the crescent, each
    // placing a city on the first legal planet.
    void startActOne() {
        arcs::GameSetup setup;
        setup.seats = {{QStringLiteral("Mikah"), arcs::PlayerColour::Blue},
                       {QStringLiteral("Ruth"), arcs::PlayerColour::Red}};
        setup.mode = arcs::GameMode::Campaign;
        setup.court = arcs::GameSetup::dealCourt(2, 7, m_table->catalog(), setup.mode);
        setup.act = arcs::ActSetup{
            1, 1, arcs::PlanetSymbol::Crescent, arcs::ImperialPolicy::War, {1, 2}, std::nullopt};
        QCOMPARE(m_table->apply(arcs::StartGame{setup, 1}), QString());
        while (const auto placer = arcs::nextPlacer(m_table->state())) {
            const auto planets =
                arcs::placementLoopPlanets(m_table->state().board, m_table->catalog());
            QCOMPARE(m_table->apply(
                         arcs::PlaceStartingPieces{*placer, planets[0], arcs::Building::City}),
                     QString());
        }
    }

    QString rowCard(int place) const { return m_table->state().board.court.row[place].card; }

    // The leader leads Construction 3, the other plays an Event card: the round ends with its
    // event.
    void playToTheEvent() {
        const int leader = m_table->state().initiative;
        QCOMPARE(m_table->apply(arcs::PlayCard{{leader,
                                                arcs::PlayKind::Lead,
                                                arcs::CardId{arcs::Suit::Construction, 3},
                                                {},
                                                false}}),
                 QString());
        QCOMPARE(m_table->apply(arcs::PlayCard{{1 - leader, arcs::PlayKind::Event, {}, {}, false}}),
                 QString());
        QCOMPARE(m_table->apply(arcs::EndTurn{}), QString());
    }

private slots:
    void init() {
        m_table = std::make_unique<Table>(arcs::Catalog::builtIn());
        startActOne();
    }

    // Step D of the Intermission waits for the gate of a player left with no ships or
    // starports, naming them; once it is chosen, the steps go on (the gate was read from a
    // map that is now a typed value: every gate read as unchosen).
    void theIntermissionWaitsForTheGateOfAPlayerLeftWithNothing() {
        for (const arcs::SystemId system : m_table->catalog().map.allSystems()) {
            const arcs::PiecesHere &ruth = m_table->state().board.at(system).players.value(1);
            for (const auto &[piece, count] :
                 {std::pair{arcs::Piece::Ship, ruth.ships.fresh + ruth.ships.damaged},
                  {arcs::Piece::Starport, ruth.starports.fresh + ruth.starports.damaged}}) {
                if (count == 0)
                    continue;
                arcs::Correction none;
                none.player = 1;
                none.system = system;
                none.piece = piece;
                none.value = 0;
                QCOMPARE(m_table->apply(none), QString());
            }
        }
        for (int chapter = m_table->chapter(); chapter <= m_table->lastChapter(); ++chapter) {
            QCOMPARE(m_table->apply(arcs::EndChapter{}), QString());
            QCOMPARE(m_table->apply(arcs::ScoreChapter{}), QString());
        }
        IntermissionSteps steps(m_table.get());
        steps.begin();
        while (steps.step() < 3)
            steps.next();
        QCOMPARE(steps.placing().size(), 1);
        const auto ruth = steps.placing()[0].value<ShipsToPlace>();
        QCOMPARE(ruth.name, QStringLiteral("Ruth"));
        QVERIFY(!ruth.gate.valid());
        QCOMPARE(ruth.gateChoice, 0);
        steps.next();
        QCOMPARE(steps.step(), 3);
        QCOMPARE(steps.problem(), QStringLiteral("Ruth has no ships or starports left: choose the "
                                                 "gate for their new ships."));
        steps.chooseGate(1, 4); // "a gate…", then 1-gate, 2-gate, 3-gate, 4-gate
        QCOMPARE(steps.placing()[0].value<ShipsToPlace>().gate,
                 ReachSystem(arcs::SystemId{4, arcs::SystemKind::Gate}));
        QCOMPARE(steps.placing()[0].value<ShipsToPlace>().gateChoice, 4);
        steps.next();
        QCOMPARE(steps.problem(), QString());
        QCOMPARE(steps.step(), 4);
    }

    // A round with an Event card ends with its event: EventSteps lists the players as the
    // Empire sees them, asks about a Summit, then lists the steps the dice give, the first
    // under way (values, not maps: a key typed wrong reads as nothing).
    void anEventListsThePlayersAndTheStepsTheDiceGive() {
        playToTheEvent();
        EventSteps steps(m_table.get());
        QVERIFY(steps.active());
        QCOMPARE(steps.stage(), EventSteps::CallSummit);
        const QVariantList players = steps.players();
        QCOMPARE(players.size(), 2);
        const auto mikah = players[0].value<EventPlayer>();
        QCOMPARE(mikah.name, QStringLiteral("Mikah"));
        QCOMPARE(mikah.colour, arcs::PlayerColour::Blue);
        QCOMPARE(mikah.favors, QString());
        QCOMPARE(mikah.agents, 10);
        QCOMPARE(players[1].value<EventPlayer>().name, QStringLiteral("Ruth"));
        QCOMPARE(int(mikah.regent) + int(players[1].value<EventPlayer>().regent), 2);

        steps.decideSummit(false);
        QCOMPARE(steps.stage(), EventSteps::Roll);
        steps.enterRoll(4, 1); // Edict · arrow, and 1
        QCOMPARE(steps.stage(), EventSteps::Step);
        const QVariantList lines = steps.steps();
        QVERIFY(lines.size() >= 2);
        const auto first = lines[0].value<EventStepLine>();
        QCOMPARE(first.title, QStringLiteral("Edict 00 · Guild Envoys Depart"));
        QVERIFY(first.current && !first.done);
        QVERIFY(!first.detail.isEmpty()); // what the step under way asks
        const auto second = lines[1].value<EventStepLine>();
        QVERIFY(!second.current && !second.done);
        QCOMPARE(second.detail, QString()); // worked out when it comes
        steps.resolveStep();
        QVERIFY(steps.steps()[0].value<EventStepLine>().done);
        QVERIFY(steps.steps()[1].value<EventStepLine>().current);
    }

    // War at Govern the Imperial Reach: a Regent whose open slots are full empties one for the
    // Weapon, and the slot chosen on the screen is that Regent's (the options were read as maps
    // once, and every Regent read as seat 0, Mikah).
    void warsRoomIsMadeByTheRegentNamed() {
        const int ruth = 1;
        const auto &resources = m_table->state().board.areas[ruth].resources;
        for (int slot = 0; slot < resources.size(); ++slot) {
            if (!resources[slot] &&
                arcs::resourceSlotOpen(m_table->state().board, ruth, slot, m_table->catalog())) {
                arcs::Correction fill;
                fill.target = arcs::CorrectionTarget::Resource;
                fill.player = ruth;
                fill.slot = slot;
                fill.resource = arcs::ResourceType::Fuel;
                QCOMPARE(m_table->apply(fill), QString());
            }
        }
        playToTheEvent();
        EventSteps steps(m_table.get());
        steps.decideSummit(false);
        steps.enterRoll(4, 1); // Edict · arrow: Govern the Imperial Reach among its steps
        for (int step = 0; step < 10 && !steps.governing(); ++step)
            steps.resolveStep();
        QVERIFY(steps.governing());
        QCOMPARE(steps.weapons(), 1); // one Weapon left: the First Regent gives it to Ruth
        const QVariantList room = steps.roomOptions();
        QCOMPARE(room.size(), 1);
        const auto ruths = room[0].value<SeatChoices>();
        QCOMPARE(ruths.seat, ruth);
        QCOMPARE(ruths.name, QStringLiteral("Ruth"));
        const int slot = ruths.heldSlots[0].value<SlotChoice>().slot;
        QCOMPARE(ruths.heldSlots[0].value<SlotChoice>().name,
                 arcs::resourceWord(*resources[slot])); // a resource held there, by its name
        // The Demand's tribute the first choice for each player asked.
        steps.enforce(QList<int>(steps.tributes().size(), 0), 0, -1, {ruth}, {}, {0});
        QCOMPARE(steps.refusal(), QString());
        QVERIFY2(m_table->undoTitle().contains(QStringLiteral("Weapons to Ruth")),
                 qPrintable(m_table->undoTitle()));
        QCOMPARE(resources[slot],
                 std::optional(arcs::ResourceType::Weapon)); // Ruth's Fuel made room
    }

    // Battle & Dice opened where the likely attacker can battle only the Blight, in more than one
    // system (no system chosen: typed forces): the Blight is Tough and does not intercept from
    // the first odds, as when it is chosen again (the first odds were a Rival's after a
    // relaunch: damage 2.34, not 1.50; cold play-test 75).
    void aPlannerOpenedAgainstTheBlightTreatsItAsTough() {
        const int mikah = m_table->state().initiative;
        int placed = 0;
        for (const arcs::SystemId system : m_table->catalog().map.allSystems()) {
            const arcs::SystemState &here = m_table->state().board.at(system);
            if (here.players.value(mikah).ships.total() > 0) { // his ships only beside the Blight
                arcs::Correction none;
                none.player = mikah;
                none.system = system;
                QCOMPARE(m_table->apply(none), QString());
            }
            if (placed == 2 || here.blight.total() == 0 || here.imperialShips.total() > 0 ||
                here.freeCities.total() + here.freeStarports.total() > 0 ||
                !here.players.value(1 - mikah).isEmpty() || !here.players.value(mikah).isEmpty())
                continue;
            arcs::Correction ships;
            ships.player = mikah;
            ships.system = system;
            ships.value = 3;
            QCOMPARE(m_table->apply(ships), QString());
            ++placed;
        }
        QCOMPARE(placed, 2);
        BattlePlanner planner(m_table.get());
        QCOMPARE(planner.attacker(), mikah);
        QCOMPARE(planner.against(), arcs::BattleDefender::Blight);
        QVERIFY(!planner.system().valid());
        BattleOdds &odds = *planner.odds();
        QTRY_VERIFY(!odds.busy());
        const double opened = odds.expectedDamage();
        planner.setAgainst(arcs::BattleDefender::Player);
        planner.setAgainst(arcs::BattleDefender::Blight);
        QTRY_VERIFY(!odds.busy());
        QCOMPARE(odds.expectedDamage(), opened);
    }

    void fatesAreListedByNumberWithTheirSetsSize() {
        CourtCardsView view(m_table.get());
        QVERIFY(view.campaign());
        QCOMPARE(view.fates().size(), 24);
        QCOMPARE(view.fates()[4], QStringLiteral("5 · Caretaker"));
        QCOMPARE(view.fates()[7], QStringLiteral("8 · Believer"));
        QCOMPARE(view.cardsInSet(5), 21); // F5-01 to F5-21
        QCOMPARE(view.cardsInSet(25), 0); // no such Fate
    }

    // A protected Guild card into a play area, a Vox card into the Court deck, the Vox card
    // attached above a card of the row: each described where it lies.
    void fateCardsComeIntoPlayAndAttach() {
        CourtCardsView view(m_table.get());
        QSignalSpy changed(&view, &CourtCardsView::changed);
        QCOMPARE(view.addFateCard(5, 3, QStringLiteral(" Sealed Vault "), false,
                                  arcs::ResourceType::Material, 0, CourtCardsView::PlayArea, 1),
                 QString());
        QCOMPARE(m_table->undoTitle(),
                 QStringLiteral("Ruth gained the Fate card F5-03 Sealed Vault"));
        QVERIFY(changed.count() > 0);
        view.setCard(QStringLiteral("F5-03"));
        QCOMPARE(
            view.facts(),
            QStringLiteral("Fate card F5-03 · Guild card · Material · protected (no raid cost)"));
        QCOMPARE(view.raidCost(), 0);
        QVERIFY(!view.attached());

        QCOMPARE(view.addFateCard(8, 10, QStringLiteral("Dark Omen"), true, {}, 0,
                                  CourtCardsView::CourtDeck, 0),
                 QString());
        QCOMPARE(m_table->undoTitle(),
                 QStringLiteral("The Fate card F8-10 Dark Omen came into the Court deck"));
        bool offered = false;
        for (const QVariant &value : view.attachable())
            offered |= value.value<NamedCard>().name == QStringLiteral("Dark Omen (Court deck)");
        QVERIFY(offered);

        const QString below = rowCard(1);
        view.setCard(below);
        QCOMPARE(view.attachedAbove(), 0);
        QCOMPARE(view.attach(QStringLiteral("F8-10")), QString());
        QCOMPARE(view.attachedAbove(), 1);
        QVERIFY2(view.facts().endsWith(QStringLiteral(" · Dark Omen attached above it")),
                 qPrintable(view.facts()));
        view.setCard(QStringLiteral("F8-10"));
        QVERIFY(view.attached());
        QCOMPARE(view.raidCost(), 0); // a Vox card has none
    }

    // A card's effect sets a Guild card's raid cost; a negative one is refused and changes
    // nothing.
    void aRaidCostIsCorrectedOrRefused() {
        CourtCardsView view(m_table.get());
        QCOMPARE(view.addFateCard(5, 4, QStringLiteral("Old Depot"), false,
                                  arcs::ResourceType::Fuel, 2, CourtCardsView::PlayArea, 0),
                 QString());
        view.setCard(QStringLiteral("F5-04"));
        QCOMPARE(view.raidCost(), 2);
        QCOMPARE(view.facts(),
                 QStringLiteral("Fate card F5-04 · Guild card · Fuel · raid cost 2 keys"));
        QCOMPARE(view.correctRaidCost(3), QString());
        QCOMPARE(view.raidCost(), 3);
        const int entries = m_table->cursor();
        QCOMPARE(view.correctRaidCost(-1), QStringLiteral("A count cannot be negative."));
        QCOMPARE(view.raidCost(), 3);
        QCOMPARE(m_table->cursor(), entries);
    }

    // Act III for Mikah, the Overlord (a C Fate), his Flagship carried in 1-hex: a Resettle
    // drafted from his area, the planets and ships chosen one by one, checked as it stands.
    void aResettleIsDraftedThenJournaled() {
        arcs::GameSetup setup = m_table->state().setup;
        setup.act->act = 3;
        setup.act->fates = {17, 18};
        setup.act->carried = arcs::CarriedTable{m_table->state().board, {0, 0}};
        setup.act->carried->board.areas[0].flagship =
            arcs::Flagship{arcs::SystemId{1, arcs::SystemKind::Hex}};
        setup.act->ambitionClusters = {1, 2};
        setup.empireLaws = true;
        m_table->setJournal(arcs::Journal(m_table->catalog()));
        QCOMPARE(m_table->apply(arcs::StartGame{setup, 1}), QString());

        ResettleDraft draft(m_table.get());
        QVERIFY(!draft.resettleable()); // no seat yet
        draft.setSeat(1);
        QVERIFY(!draft.resettleable()); // Ruth has no Flagship
        draft.setSeat(0);
        QVERIFY(draft.resettleable());
        QCOMPARE(draft.shipsDue(), 1);
        QCOMPARE(draft.problem(),
                 QStringLiteral("Choose a planet for the city and one for the starport."));
        const auto shipsIn = [&draft] {
            QStringList out;
            for (const QVariant &here : draft.ships())
                out << QStringLiteral("%1:%2")
                           .arg(here.value<ResettleShips>().system.word())
                           .arg(here.value<ResettleShips>().count);
            return out;
        };
        QCOMPARE(shipsIn(), (QStringList{"1-arrow:0", "1-hex:0"})); // his Loyal pieces' systems
        QCOMPARE(draft.planets().size(), 18); // every planet: all six clusters in play
        const ReachSystem full = arcs::SystemId{1, arcs::SystemKind::Arrow};
        const ReachSystem empty = arcs::SystemId{3, arcs::SystemKind::Hex};
        draft.setCity(full);
        draft.setStarport(empty);
        QCOMPARE(shipsIn(), (QStringList{"1-arrow:0", "1-hex:0", "3-hex:0"}));
        QCOMPARE(draft.problem(), QStringLiteral("Every building slot in 1-arrow is taken: the "
                                                 "city goes in an empty slot while the map has "
                                                 "one."));
        draft.setCity(empty);
        QCOMPARE(draft.problem(), QStringLiteral("Mikah places 1 ship to have 8 Loyal ships on "
                                                 "the map, not 0."));
        draft.place(empty, 1);
        draft.place(full, 2);
        QCOMPARE(draft.placed(), 3);
        draft.place(full, 0);
        QCOMPARE(shipsIn(), (QStringList{"1-arrow:0", "1-hex:0", "3-hex:1"}));
        QCOMPARE(draft.problem(), QString());
        // Ships left at a planet no longer chosen are not sent.
        draft.setStarport(arcs::SystemId{4, arcs::SystemKind::Arrow});
        draft.setCity(arcs::SystemId{4, arcs::SystemKind::Arrow});
        QCOMPARE(draft.placed(), 0);
        draft.setCity(empty);
        draft.setStarport(empty);
        QCOMPARE(draft.resettle(), QString());
        QCOMPARE(m_table->undoTitle(), QStringLiteral("Mikah Resettled: the Flagship is a ship "
                                                      "again; a city in 3-hex, a starport in "
                                                      "3-hex, 1 new ship"));
        QVERIFY(!draft.city().valid() && !draft.starport().valid()); // a new draft
        QVERIFY(!draft.resettleable());                              // no Flagship now
    }

    // Act II of the campaign fixture: Dee's Fate gives a Flagship, placed in 4-crescent; its
    // board's slots, what the system lets her build in them, a correction of one slot.
    void aFlagshipIsPlacedBuiltOnAndCorrected() {
        QFile file(QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const auto campaign = arcs::readCampaignFile(
            QJsonDocument::fromJson(file.readAll()).object(), m_table->catalog(), &error);
        QVERIFY2(campaign, qPrintable(error));
        m_table->setJournal(campaign->second.last());
        QCOMPARE(m_table->act(), 2);
        BoardDraft board(m_table.get());
        board.setSeat(3);
        FlagshipView view(m_table.get());
        view.setBoard(&board);
        view.setSystem(arcs::SystemId{4, arcs::SystemKind::Crescent});
        QVERIFY(!view.hasFlagship());
        QVERIFY(view.placeable());
        QCOMPARE(view.placeProblem(), QString());
        QCOMPARE(view.where(), QString());
        QCOMPARE(board.gainFlagship(arcs::SystemId{4, arcs::SystemKind::Crescent}), QString());
        QVERIFY(view.hasFlagship() && view.here());
        QCOMPARE(view.where(), QStringLiteral("4-crescent"));

        // The twelve slots as the board lies, Armor row first, with the planets of
        // components-campaign.md's table (Slipstream Drive: Fuel, its Armor Relic; Hull: any).
        const auto slotAt = [&](int index) {
            return view.boardSlots().at(index).value<FlagshipSlotValue>();
        };
        QCOMPARE(view.boardSlots().size(), 12);
        QCOMPARE(slotAt(0).name, QStringLiteral("Slipstream Drive Armor"));
        QVERIFY(slotAt(0).armor);
        QCOMPARE(slotAt(0).planet, arcs::ResourceType::Relic);
        QCOMPARE(slotAt(6).name, QStringLiteral("Slipstream Drive"));
        QCOMPARE(slotAt(6).planet, arcs::ResourceType::Fuel);
        QCOMPARE(slotAt(10).planet, arcs::ResourceType::Material); // Ship Crane
        QVERIFY(!slotAt(10).anyPlanet);
        QCOMPARE(slotAt(11).name, QStringLiteral("Hull"));
        QVERIFY(slotAt(11).anyPlanet);
        QCOMPARE(slotAt(6).building, arcs::Building::None);

        // 4-crescent is a Fuel planet: Slipstream Drive and the Hull, a city or a starport each,
        // greyed until a card is played.
        QList<std::pair<int, arcs::Building>> offered;
        for (const QVariant &value : view.buildable()) {
            const auto slot = value.value<FlagshipSlotValue>();
            offered.append({slot.position, slot.building});
            QVERIFY(!slot.armor);
            QCOMPARE(slot.problem, QStringLiteral("No turn is under way: Ben plays a card first."));
        }
        const QList<std::pair<int, arcs::Building>> expected{{1, arcs::Building::City},
                                                             {1, arcs::Building::Starport},
                                                             {6, arcs::Building::City},
                                                             {6, arcs::Building::Starport}};
        QCOMPARE(offered, expected);

        // Corrected to match the table: a damaged city in the Slipstream Drive, then empty.
        QCOMPARE(view.correctSlot(1, false, arcs::Building::City, true), QString());
        QCOMPARE(slotAt(6).building, arcs::Building::City);
        QVERIFY(slotAt(6).damaged);
        QCOMPARE(view.repairable().size(), 1);
        QCOMPARE(view.correctSlot(1, false, arcs::Building::None, false), QString());
        QCOMPARE(slotAt(6).building, arcs::Building::None);
        QVERIFY(view.repairable().isEmpty());
        // An Armor stands on its Upgrade: over an empty one it is refused, and nothing changes.
        const QVariantList before = view.boardSlots();
        QCOMPARE(view.correctSlot(2, true, arcs::Building::City, false),
                 QStringLiteral("Dee's Tractor Beam Armor stands on its Upgrade, Tractor Beam, "
                                "which is empty: correct the Upgrade first."));
        QCOMPARE(view.boardSlots(), before);
    }
};

QTEST_GUILESS_MAIN(TestCampaignViews)
#include "tst_campaignviews.moc"
