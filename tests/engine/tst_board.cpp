// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoBoard.h"

using namespace arcs;
using namespace arcs::test;

// The board mirror: the table after setup, what is derived from it (control, open slots,
// supply, standings, moves), the table's corrections, the journal's spelling of the board
// entries and undo; each family of board entries has its own file (tst_pieceentries,
// tst_courtentries, tst_battleentries, tst_resourceentries). Expected values come from the
// rulebook and components-base.md, not from the engine's own data.
class TestBoard : public DemoBoardTest {
    Q_OBJECT

private slots:
    void init() { startDemo(); }

    // ---- Setup ---------------------------------------------------------------------------------

    void setupPlacesTheStartingTable_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("initiative");
        QTest::addColumn<QList<int>>("outOfPlay");
        // components-base.md §6, by card player (1 = the initiative holder): "A B C[,C]".
        QTest::addColumn<QString>("positions");
        QTest::addColumn<QString>("resources"); // the A and B planets' types, by card player
        QTest::addColumn<QString>("dummy");     // two players: the out-of-play planets' types
        // §8, what those resources count for: Tycoon, Tyrant, Warlord, Keeper, Empath.
        QTest::addColumn<QList<int>>("ambitionBoxes");

        QTest::newRow("2P Frontiers") << "2 Player Frontiers" << 1 << QList<int>{1, 6}
                                      << "5-hex 4-hex 3-gate,3-hex / 3-arrow 5-arrow 5-gate,4-arrow"
                                      << "PM MW"
                                      << "WFM MFP" << QList<int>{4, 0, 1, 0, 1};
        QTest::newRow("2P Mix Up 1")
            << "2 Player Mix Up 1" << 0 << QList<int>{2, 5}
            << "4-crescent 3-crescent 1-gate,6-arrow / 6-hex 3-hex 4-gate,1-crescent"
            << "FF PW"
            << "PWR WRP" << QList<int>{0, 0, 2, 2, 2};
        QTest::newRow("2P Homelands")
            << "2 Player Homelands" << 1 << QList<int>{1, 4}
            << "5-arrow 6-arrow 5-gate,5-hex / 3-hex 3-arrow 3-gate,2-arrow"
            << "WM WM"
            << "WFM RFM" << QList<int>{4, 0, 1, 1, 0};
        QTest::newRow("2P Mix Up 2")
            << "2 Player Mix Up 2" << 0 << QList<int>{1, 4}
            << "5-crescent 2-arrow 3-gate,6-crescent / 2-crescent 6-arrow 5-gate,3-hex"
            << "RP WM"
            << "WFM RFM" << QList<int>{4, 0, 1, 1, 0};
        QTest::newRow("3P Mix Up")
            << "3 Player Mix Up" << 2 << QList<int>{1, 4}
            << "3-hex 5-crescent 2-gate / 5-hex 2-arrow 3-gate / 2-hex 3-arrow 5-gate"
            << "WR PP RM"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("3P Frontiers")
            << "3 Player Frontiers" << 1 << QList<int>{2, 3}
            << "1-hex 4-hex 6-gate / 5-hex 1-crescent 5-gate / 4-crescent 6-arrow 1-gate"
            << "MM PF FM"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("3P Homelands")
            << "3 Player Homelands" << 0 << QList<int>{5, 6}
            << "2-hex 3-crescent 3-gate / 1-hex 2-arrow 2-gate / 1-arrow 4-hex 4-gate"
            << "RF MP WM"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("3P Core Conflict")
            << "3 Player Core Conflict" << 2 << QList<int>{3, 6}
            << "1-hex 2-crescent 1-gate / 2-hex 1-crescent 2-gate / 1-arrow 2-arrow 4-gate"
            << "MW RF WP"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("4P Mix Up 1")
            << "4 Player Mix Up 1" << 0 << QList<int>{3}
            << "4-arrow 6-hex 1-gate / 4-hex 5-hex 6-gate / 5-arrow 1-hex 4-gate / "
               "6-arrow 1-arrow 5-gate"
            << "RP MP WM MW"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("4P Mix Up 2")
            << "4 Player Mix Up 2" << 3 << QList<int>{4}
            << "5-hex 3-arrow 2-gate / 3-hex 5-crescent 1-gate / 2-hex 1-hex 3-gate / "
               "1-arrow 2-arrow 5-gate"
            << "PM WR RM WP"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("4P Frontiers")
            << "4 Player Frontiers" << 1 << QList<int>{5}
            << "1-hex 3-crescent 2-gate / 2-hex 6-hex 3-gate / 4-crescent 2-arrow 6-gate / "
               "1-arrow 6-arrow 4-gate"
            << "MF RP FP WM"
            << "" << QList<int>{0, 0, 0, 0, 0};
        QTest::newRow("4P Mix Up 3")
            << "4 Player Mix Up 3" << 2 << QList<int>{6}
            << "3-hex 5-crescent 1-gate / 1-arrow 3-arrow 2-gate / 1-hex 4-hex 3-gate / "
               "4-arrow 2-crescent 5-gate"
            << "WR WM MM RW"
            << "" << QList<int>{0, 0, 0, 0, 0};
    }

    void setupPlacesTheStartingTable() {
        QFETCH(QString, card);
        QFETCH(int, initiative);
        QFETCH(QList<int>, outOfPlay);
        QFETCH(QString, positions);
        QFETCH(QString, resources);
        QFETCH(QString, dummy);
        QFETCH(QList<int>, ambitionBoxes);

        const QStringList byPlayer = positions.split(u" / "_s);
        const int players = int(byPlayer.size());
        const GameSetup setup = tableFor(card, players, initiative);
        Journal journal(catalog());
        QCOMPARE(journal.apply(StartGame{setup, 1}), QString());
        QCOMPARE(journal.state().phase, Phase::Playing);
        const Board &table = journal.state().board;

        // The table the card prints, built here by hand. Card player k sits at seat
        // (initiative + k) % players: seats are clockwise and player 1 holds the initiative.
        Board expected = blankBoard(players);
        expected.outOfPlay = outOfPlay;
        const QStringList pairs = resources.split(u' ');
        for (int k = 0; k < players; ++k) {
            const int seat = (initiative + k) % players;
            const QStringList abc = byPlayer[k].split(u' ');
            PiecesHere &a = expected.at(sys(abc[0])).players[seat];
            a.ships.fresh += 3;
            a.cities.fresh += 1; // the leftmost city of the player board
            PiecesHere &b = expected.at(sys(abc[1])).players[seat];
            b.ships.fresh += 3;
            b.starports.fresh += 1;
            for (const QString &c : abc[2].split(u','))
                expected.at(sys(c)).players[seat].ships.fresh += 2;
            expected.areas[seat].resources[0] = typeOf(pairs[k][0]);
            expected.areas[seat].resources[1] = typeOf(pairs[k][1]);
        }
        for (const QString &id : setup.court)
            expected.court.row.append({id, QList<int>(players)});
        expected.court.deck = baseDeckWithout(setup.court);
        expected.dummyResources = typesOf(dummy);

        QCOMPARE(table.outOfPlay, outOfPlay);
        for (int index = 0; index < SystemId::count; ++index) {
            const SystemId system = SystemId::fromIndex(index);
            QCOMPARE(describe(system, table.at(system)), describe(system, expected.at(system)));
        }
        for (int cluster : outOfPlay) { // nothing at all in the covered clusters
            for (SystemKind kind :
                 {SystemKind::Gate, SystemKind::Arrow, SystemKind::Crescent, SystemKind::Hex}) {
                const SystemId covered{cluster, kind};
                QCOMPARE(describe(covered, table.at(covered)), covered.name());
            }
        }
        const int shipsPlaced = players == 2 ? 10 : 8; // C is two systems with two players
        for (int seat = 0; seat < players; ++seat) {
            QCOMPARE(letters(table.areas[seat].resources), letters(expected.areas[seat].resources));
            // The A city is built: 3 slots open, though the resources sit in slots 1 and 2.
            QCOMPARE(openResourceSlots(table, seat, catalog()), 3);
            QCOMPARE(inSupply(table, seat, catalog()), (PieceCounts{15 - shipsPlaced, 4, 4, 10}));
        }
        QCOMPARE(table.court.row, expected.court.row);
        QCOMPARE(table.court.deck, expected.court.deck);
        QCOMPARE(table.court.deck.size(), players == 2 ? 28 : 27);
        QVERIFY(table.court.discard.isEmpty());
        QCOMPARE(letters(table.dummyResources), letters(expected.dummyResources));
        const QMap<Ambition, int> totals = dummyTotals(table.dummyResources);
        QCOMPARE((QList<int>{totals.value(Ambition::Tycoon), totals.value(Ambition::Tyrant),
                             totals.value(Ambition::Warlord), totals.value(Ambition::Keeper),
                             totals.value(Ambition::Empath)}),
                 ambitionBoxes);
        // And nothing else: no captives, trophies, Outrage, Guild cards or open limits.
        QCOMPARE(table, expected);
    }

    void leadersPlaceTheirOwnPieces() {
        // 3 Player Frontiers with Ben (seat 1) holding the initiative: card player 1 is Ben,
        // the Rebel; card player 2 is Cleo, the Feastbringer; card player 3 is Ada, the Upstart.
        GameSetup setup = tableFor(u"3 Player Frontiers"_s, 3, 1);
        setup.mode = GameMode::LeadersAndLore;
        setup.leaders = {u"Upstart"_s, u"Rebel"_s, u"Feastbringer"_s}; // by seat
        Journal journal(catalog());
        QCOMPARE(journal.apply(StartGame{setup, 1}), QString());
        const Board &table = journal.state().board;
        const auto here = [&table](const char *system, int seat) {
            return table.at(sys(system)).players[seat];
        };
        // Rebel (A 1-hex, B 4-hex, C 6-gate): 4 ships and a starport, 4 ships and no city.
        QCOMPARE(here("1-hex", 1), (PiecesHere{{4, 0}, {0, 0}, {1, 0}}));
        QCOMPARE(here("4-hex", 1), (PiecesHere{{4, 0}, {0, 0}, {0, 0}}));
        QCOMPARE(here("6-gate", 1), (PiecesHere{{2, 0}, {0, 0}, {0, 0}}));
        // Feastbringer (A 5-hex, B 1-crescent, C 5-gate): a city at B too, 3 ships at C.
        QCOMPARE(here("5-hex", 2), (PiecesHere{{3, 0}, {1, 0}, {0, 0}}));
        QCOMPARE(here("1-crescent", 2), (PiecesHere{{3, 0}, {1, 0}, {0, 0}}));
        QCOMPARE(here("5-gate", 2), (PiecesHere{{3, 0}, {0, 0}, {0, 0}}));
        // Upstart (A 4-crescent, B 6-arrow, C 1-gate): 4 ships with the city.
        QCOMPARE(here("4-crescent", 0), (PiecesHere{{4, 0}, {1, 0}, {0, 0}}));
        QCOMPARE(here("6-arrow", 0), (PiecesHere{{3, 0}, {0, 0}, {1, 0}}));
        QCOMPARE(here("1-gate", 0), (PiecesHere{{2, 0}, {0, 0}, {0, 0}}));
        int occupied = 0;
        for (const SystemState &system : table.systems) {
            for (const PiecesHere &pieces : system.players)
                occupied += pieces.isEmpty() ? 0 : 1;
        }
        QCOMPARE(occupied, 9);

        // The leaders' resources, in slots 1 and 2 in the order printed.
        QCOMPARE(letters(table.areas[0].resources), u"PM----"_s);
        QCOMPARE(letters(table.areas[1].resources), u"MW----"_s);
        QCOMPARE(letters(table.areas[2].resources), u"RM----"_s);
        // The Rebel has no city out: 2 slots open; the Feastbringer has two: 4 (§4 note).
        QCOMPARE(openResourceSlots(table, 0, catalog()), 3);
        QCOMPARE(openResourceSlots(table, 1, catalog()), 2);
        QCOMPARE(openResourceSlots(table, 2, catalog()), 4);
        QCOMPARE(inSupply(table, 0, catalog()), (PieceCounts{6, 4, 4, 10}));
        QCOMPARE(inSupply(table, 1, catalog()), (PieceCounts{5, 5, 4, 10}));
        QCOMPARE(inSupply(table, 2, catalog()), (PieceCounts{6, 3, 5, 10}));
    }

    // ---- Derived facts ---------------------------------------------------------------------

    void controlNeedsMoreFreshShipsThanEachRival() {
        const SystemId gate = sys("1-gate"); // Mikah's 2 ships
        QCOMPARE(controller(board(), gate), std::optional<int>(Mikah));
        ACCEPT(ships(Ruth, "1-gate", 2));
        QCOMPARE(controller(board(), gate), std::optional<int>()); // a tie: nobody
        ACCEPT(damagedShips(Ruth, "1-gate", 3));
        QCOMPARE(controller(board(), gate), std::optional<int>()); // damaged ships don't count
        ACCEPT(ships(Mikah, "1-gate", 3));
        QCOMPARE(controller(board(), gate), std::optional<int>(Mikah));
        ACCEPT(ships(Mikah, "1-gate", 0));
        ACCEPT(damagedShips(Mikah, "1-gate", 5));
        QCOMPARE(controller(board(), gate), std::optional<int>(Ruth)); // 2 fresh beat 5 damaged
        // A tie at the top leaves the system uncontrolled whoever else is there.
        ACCEPT(ships(Yuki, "1-gate", 2));
        ACCEPT(ships(Wren, "1-gate", 1));
        QCOMPARE(controller(board(), gate), std::optional<int>());
        ACCEPT(ships(Yuki, "1-gate", 3));
        QCOMPARE(controller(board(), gate), std::optional<int>(Yuki));

        // No ships, only damaged ships, or only buildings: nobody controls.
        QCOMPARE(controller(board(), sys("2-gate")), std::optional<int>());
        ACCEPT(damagedShips(Mikah, "2-gate", 1));
        QCOMPARE(controller(board(), sys("2-gate")), std::optional<int>());
        ACCEPT(ships(Ruth, "4-hex", 0)); // Ruth's city stays
        QCOMPARE(controller(board(), sys("4-hex")), std::optional<int>());
    }

    void openSlotsAndCityBonusFollowCitiesBuilt_data() {
        QTest::addColumn<int>("built");
        QTest::addColumn<int>("openSlots");  // components-base.md §4b: 2, 3, 4, 6, 6, 6
        QTest::addColumn<int>("bonusPower"); // city slots 4 and 5 uncover +2 and +3
        QTest::newRow("no city") << 0 << 2 << 0;
        QTest::newRow("1 city") << 1 << 3 << 0;
        QTest::newRow("2 cities") << 2 << 4 << 0;
        QTest::newRow("3 cities") << 3 << 6 << 0;
        QTest::newRow("4 cities") << 4 << 6 << 2;
        QTest::newRow("5 cities") << 5 << 6 << 5;
    }

    void openSlotsAndCityBonusFollowCitiesBuilt() {
        QFETCH(int, built);
        QFETCH(int, openSlots);
        QFETCH(int, bonusPower);
        // Up to two cities fit on Mikah's 4-arrow; the rest are Ruth's Trophies, which are off
        // Mikah's board all the same.
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, std::min(built, 2)));
        ACCEPT(trophies(Ruth, Mikah, Piece::City, std::max(0, built - 2)));
        QCOMPARE(citiesBuilt(board(), Mikah), built);
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), openSlots);
        for (int slot = 0; slot < 6; ++slot)
            QCOMPARE(resourceSlotOpen(board(), Mikah, slot, catalog()), slot < openSlots);
        QCOMPARE(cityBonusPower(board(), Mikah, catalog()), bonusPower);
        QCOMPARE(supplyOf(Mikah).cities, 5 - built);
    }

    void supplyIsWhatIsNotOutOnTheTable() {
        // 15 ships, 5 cities, 5 starports and 10 agents; 8 ships, a city and a starport are out.
        for (int seat : {Mikah, Ruth, Yuki, Wren})
            QCOMPARE(supplyOf(seat), (PieceCounts{7, 4, 4, 10}));
        ACCEPT(Influence{Mikah, u"BC03"_s});            // an agent in the Court
        ACCEPT(captives(Ruth, Mikah, 2));               // two held by Ruth
        ACCEPT(trophies(Yuki, Mikah, Piece::Agent, 1)); // one ransacked by Yuki
        ACCEPT(outrage(Mikah, ResourceType::Relic, 1)); // one on an Outrage icon
        ACCEPT(trophies(Ruth, Mikah, Piece::Ship, 3));  // pieces in Rivals' Trophies
        ACCEPT(trophies(Yuki, Mikah, Piece::City, 1));
        ACCEPT(trophies(Wren, Mikah, Piece::Starport, 2));
        QCOMPARE(supplyOf(Mikah), (PieceCounts{4, 3, 2, 5}));
        // Captives and Trophies a player holds are the Rivals' pieces, not theirs.
        QCOMPARE(supplyOf(Ruth), (PieceCounts{7, 4, 4, 10}));
        QCOMPARE(supplyOf(Yuki), (PieceCounts{7, 4, 4, 10}));
        QCOMPARE(supplyOf(Wren), (PieceCounts{7, 4, 4, 10}));
    }

    void outrageWithoutAgentsWaitsForOne() {
        ACCEPT(courtAgents("BC17", Mikah, 10));
        QCOMPARE(supplyOf(Mikah).agents, 0);
        REFUSE("Mikah has no agents left in supply.", Influence{Mikah, u"BC03"_s});
        // Destroying Yuki's city on 5-arrow Outrages Mikah's Weapons with a stand-in agent.
        ACCEPT(DestroyPiece{Mikah, sys("5-arrow"), Yuki});
        QCOMPARE(outraged(area(Mikah)), u"W"_s);
        QCOMPARE(supplyOf(Mikah).agents, -1);
        // The stand-in is not one of the ten agents in the box.
        REFUSE("Mikah has only 10 agents in the box.", courtAgents("BC17", Mikah, 11));
    }

    void ambitionStandingsCountIconsCaptivesAndTrophies() {
        // Mikah holds Fuel Cartel with 2 Fuel on it, Loyal Engineers (Material), Arms Union
        // (Weapon: no ambition), Loyal Keepers (Relic) and a Fuel in slot 3.
        ACCEPT(guildCard("BC06", Mikah, 1));
        ACCEPT(heldOnCard("BC06", Mikah, 2));
        ACCEPT(guildCard("BC01", Mikah, 1));
        ACCEPT(guildCard("BC11", Mikah, 1));
        ACCEPT(guildCard("BC21", Mikah, 1));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel));
        ACCEPT(captives(Mikah, Ruth, 2));
        ACCEPT(captives(Mikah, Yuki, 1));
        ACCEPT(trophies(Mikah, Ruth, Piece::Ship, 2));
        ACCEPT(trophies(Mikah, Yuki, Piece::City, 1));
        ACCEPT(trophies(Mikah, Wren, Piece::Agent, 1)); // a ransacked agent
        // Tycoon: Fuel + Fuel Cartel and its 2 Fuel + Loyal Engineers = 5; the others one
        // Material each. Keeper: Relic + Loyal Keepers. Empath: the Psionic resources.
        QCOMPARE(standing(Ambition::Tycoon), (QList<int>{5, 1, 1, 1}));
        QCOMPARE(standing(Ambition::Tyrant), (QList<int>{3, 0, 0, 0}));
        QCOMPARE(standing(Ambition::Warlord), (QList<int>{4, 0, 0, 0}));
        QCOMPARE(standing(Ambition::Keeper), (QList<int>{2, 0, 0, 0}));
        QCOMPARE(standing(Ambition::Empath), (QList<int>{1, 1, 0, 0}));
        QCOMPARE(resourcesInSupply(board(), ResourceType::Fuel, catalog()), 2);
    }

    void moveDestinationsFollowTheMap() {
        const auto destinations = [this](int seat, const char *from) {
            return names(moveDestinations(board(), seat, sys(from), false, true, catalog()));
        };
        // No starport: neighbours only. Arrow and Hex of a cluster do not touch; 2-hex would
        // touch 3-arrow, but cluster 3 is out of play and its path marker joins 2-gate and 4-gate.
        QCOMPARE(destinations(Mikah, "4-arrow"), (QStringList{"4-gate", "4-crescent"}));
        QCOMPARE(destinations(Mikah, "2-hex"), (QStringList{"2-gate", "2-crescent"}));
        QCOMPARE(destinations(Mikah, "2-gate"),
                 (QStringList{"1-gate", "2-arrow", "2-crescent", "2-hex", "4-gate"}));
        QCOMPARE(destinations(Yuki, "4-gate"),
                 (QStringList{"2-gate", "4-arrow", "4-crescent", "4-hex", "5-gate"}));
        // Mikah's Loyal starport in 6-hex: Catapult, but Ruth controls 6-gate, so it stops there.
        QCOMPARE(destinations(Mikah, "6-hex"), (QStringList{"6-gate", "6-crescent"}));
        // Tied at 6-gate, nobody controls it: the ships go on through 6-gate, Mikah's own
        // 1-gate and the empty 2-gate and over the path marker; they stop at every planet and at
        // 4-gate (Yuki) and 5-gate (Wren). 5-hex lies beyond 6-arrow, a planet: not reached.
        ACCEPT(ships(Mikah, "6-gate", 2));
        QCOMPARE(destinations(Mikah, "6-hex"),
                 (QStringList{"1-gate", "1-arrow", "1-crescent", "1-hex", "2-gate", "2-arrow",
                              "2-crescent", "2-hex", "4-gate", "5-gate", "6-gate", "6-arrow",
                              "6-crescent"}));
        // No Catapult from a Rival's starport, even where Mikah has the most ships. Its owner
        // does Catapult from it: through the emptied 5-gate and the tied 6-gate, stopping at
        // Mikah's 1-gate and Yuki's 4-gate.
        ACCEPT(ships(Wren, "5-gate", 0));
        ACCEPT(ships(Mikah, "5-hex", 4));
        QCOMPARE(destinations(Mikah, "5-hex"), (QStringList{"5-gate", "5-crescent", "6-arrow"}));
        QCOMPARE(destinations(Ruth, "5-hex"),
                 (QStringList{"1-gate", "4-gate", "5-gate", "5-arrow", "5-crescent", "6-gate",
                              "6-arrow", "6-crescent", "6-hex"}));
    }

    void aLongPathMarkerJoinsTheGatesBeyondTwoClusters() {
        // 3 Player Homelands puts clusters 5 and 6 out of play: 4-gate and 1-gate are joined.
        const GameSetup setup = tableFor(u"3 Player Homelands"_s, 3, 0);
        QCOMPARE(setup.problem(catalog()), QString());
        const Board homelands = setUpBoard(setup, catalog());
        QCOMPARE(names(moveDestinations(homelands, 0, sys("4-gate"), false, true, catalog())),
                 (QStringList{"1-gate", "3-gate", "4-arrow", "4-crescent", "4-hex"}));
        QCOMPARE(names(moveDestinations(homelands, 0, sys("1-gate"), false, true, catalog())),
                 (QStringList{"1-arrow", "1-crescent", "1-hex", "2-gate", "4-gate"}));
    }

    // ---- Corrections ---------------------------------------------------------------------

    void correctionsNeedOnlyTheirOwnFields() {
        QString error;
        const auto read = entryFromJson(
            QJsonDocument::fromJson(R"({"action": "correct", "target": "power", "player": 1,
                                        "value": 5})")
                .object(),
            &error);
        QVERIFY2(read.has_value(), qPrintable(error));
        ACCEPT(*read);
        QCOMPARE(m_game.state().players[Ruth].power, 5);
        QVERIFY(!entryFromJson(QJsonDocument::fromJson(
                                   R"({"action": "correct", "target": "pieces", "player": 1,
                                        "piece": "ship", "value": 2})")
                                   .object(),
                               &error));
        QCOMPARE(error, u"a correct entry needs \"system\" as a system such as \"4-arrow\""_s);
        REFUSE("Power runs from 0 to 99.", power(Ruth, 100));
    }

    void correctPieces() {
        ACCEPT(ships(Mikah, "6-hex", 10)); // with 4-arrow's 3 and 1-gate's 2: all 15
        QCOMPARE(m_game.undoTitle(), u"Corrected Mikah's fresh ships in 6-hex to 10"_s);
        QCOMPARE(supplyOf(Mikah).ships, 0);
        REFUSE("Mikah has only 15 ships in the box.", ships(Mikah, "6-hex", 11));
        ACCEPT(damagedShips(Ruth, "4-arrow", 2));
        QCOMPARE(at("4-arrow", Ruth).ships, (FreshDamaged{0, 2}));
        ACCEPT(sidePieces(Side::Empire, "2-gate", Piece::Ship, 3));
        QCOMPARE(m_game.undoTitle(), u"Corrected the Empire's fresh ships in 2-gate to 3"_s);
        QCOMPARE(board().at(sys("2-gate")).imperialShips, (FreshDamaged{3, 0}));
        // The Blight's pieces are Blight, not ships (a cold play-test's History).
        ACCEPT(sidePieces(Side::Blight, "2-gate", Piece::Ship, 2));
        QCOMPARE(m_game.undoTitle(), u"Corrected the fresh Blight in 2-gate to 2"_s);
        ACCEPT(sidePieces(Side::Free, "2-arrow", Piece::City, 1));
        QCOMPARE(board().at(sys("2-arrow")).freeCities, (FreshDamaged{1, 0}));
        QCOMPARE(board().at(sys("2-arrow")).buildings(), 1);
        REFUSE("The Empire has ships only: Free cities and starports are side \"free\".",
               sidePieces(Side::Empire, "2-arrow", Piece::Starport, 1));
        REFUSE("Free pieces are cities and starports: Imperial ships are side \"empire\".",
               sidePieces(Side::Free, "2-arrow", Piece::Ship, 1));
        // Version 1 journals spelled Free buildings as the Empire's: they are read as Free.
        QString error;
        const auto old = entryFromJson({{u"action"_s, u"correct"_s},
                                        {u"target"_s, u"pieces"_s},
                                        {u"side"_s, u"empire"_s},
                                        {u"player"_s, 0},
                                        {u"system"_s, u"2-arrow"_s},
                                        {u"piece"_s, u"starport"_s},
                                        {u"damaged"_s, true},
                                        {u"value"_s, 1}},
                                       &error);
        QVERIFY2(old, qPrintable(error));
        QCOMPARE(std::get<Correction>(*old).side, Side::Free);
        ACCEPT(sidePieces(Side::Blight, "2-hex", Piece::Ship, 2));
        QCOMPARE(board().at(sys("2-hex")).blight, (FreshDamaged{2, 0}));

        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 2));
        REFUSE("4-arrow has 2 building slots.", pieces(Mikah, "4-arrow", Piece::City, 3));
        REFUSE("4-arrow has 2 building slots.", pieces(Ruth, "4-arrow", Piece::Starport, 1));
        REFUSE("1-gate has 0 building slots.", pieces(Mikah, "1-gate", Piece::Starport, 1));
        REFUSE("Agents are not on the map: correct the Court or the Captives.",
               pieces(Mikah, "4-arrow", Piece::Agent, 1));
        REFUSE("3-gate is out of play: it holds nothing.", ships(Mikah, "3-gate", 1));
        REFUSE("A count cannot be negative.", ships(Mikah, "4-arrow", -1));
        REFUSE("Choose a player at this table.", ships(4, "4-arrow", 1));
        // Two cities on the map and three in Ruth's Trophies are all five.
        ACCEPT(trophies(Ruth, Mikah, Piece::City, 3));
        REFUSE("Mikah has only 5 cities in the box.", trophies(Ruth, Mikah, Piece::City, 4));
    }

    void correctResources() {
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel));
        QCOMPARE(m_game.undoTitle(), u"Corrected Mikah's resource slot 3 to Fuel"_s);
        QCOMPARE(resourcesOf(Mikah), u"RPF---"_s);
        REFUSE("Slot 4 is still covered by a city: build cities to open it.",
               resourceIn(Mikah, 3, ResourceType::Fuel));
        REFUSE("There is no resource slot 7.", resourceIn(Mikah, 6, ResourceType::Fuel));
        ACCEPT(resourceIn(Mikah, 0, std::nullopt));
        QCOMPARE(resourcesOf(Mikah), u"-PF---"_s);
        // Ruth, Yuki and Wren start with a Material each; two more are the last tokens.
        ACCEPT(resourceIn(Ruth, 2, ResourceType::Material));
        ACCEPT(resourceIn(Yuki, 2, ResourceType::Material));
        QCOMPARE(resourcesInSupply(board(), ResourceType::Material, catalog()), 0);
        REFUSE("There are only 5 Material tokens.", resourceIn(Wren, 2, ResourceType::Material));
    }

    void correctCaptivesAndTrophies() {
        const char *rival =
            "Captives and Trophies belong to a Rival: choose whose pieces they are.";
        ACCEPT(captives(Mikah, Ruth, 3));
        QCOMPARE(area(Mikah).captives, (QList<int>{0, 3, 0, 0}));
        QCOMPARE(supplyOf(Ruth).agents, 7);
        REFUSE(rival, captives(Mikah, Mikah, 1));
        REFUSE(rival, captives(Mikah, 4, 1));
        ACCEPT(captives(Yuki, Ruth, 7)); // all ten of Ruth's agents are captive
        REFUSE("Ruth has only 10 agents in the box.", captives(Yuki, Ruth, 8));

        ACCEPT(trophies(Mikah, Yuki, Piece::Starport, 2));
        QCOMPARE(area(Mikah).trophies[Yuki], (PieceCounts{0, 0, 2, 0}));
        QCOMPARE(supplyOf(Yuki).starports, 2);
        REFUSE("Yuki has only 5 starports in the box.", trophies(Mikah, Yuki, Piece::Starport, 5));
        REFUSE(rival, trophies(Mikah, Mikah, Piece::Ship, 1));
    }

    void correctOutrage() {
        ACCEPT(outrage(Mikah, ResourceType::Weapon, 1));
        QCOMPARE(outraged(area(Mikah)), u"W"_s);
        QCOMPARE(supplyOf(Mikah).agents, 9);
        REFUSE("Choose which resource is Outraged.", outrage(Mikah, std::nullopt, 1));
        REFUSE("Outrage is on (1) or off (0).", outrage(Mikah, ResourceType::Weapon, 2));
        ACCEPT(outrage(Mikah, ResourceType::Weapon, 0));
        QCOMPARE(outraged(area(Mikah)), QString());
        QCOMPARE(supplyOf(Mikah).agents, 10);
    }

    void correctTheCourt() {
        ACCEPT(courtAgents("BC17", Ruth, 3));
        QCOMPARE(board().court.row[1].agents, (QList<int>{0, 3, 0, 0}));
        QCOMPARE(supplyOf(Ruth).agents, 7);
        REFUSE("That card is not in the Court row.", courtAgents("BC01", Ruth, 1));
        REFUSE("Ruth has only 10 agents in the box.", courtAgents("BC17", Ruth, 11));

        ACCEPT(courtCard(0, "BC01"));
        QCOMPARE(m_game.undoTitle(), u"Corrected Court place 1 to Loyal Engineers"_s);
        QCOMPARE(board().court.row[0].card, u"BC01"_s);
        QVERIFY(board().court.deck.contains(u"BC03"_s)); // the wrong card goes back
        QVERIFY(!board().court.deck.contains(u"BC01"_s));
        QCOMPARE(board().court.deck.size(), 27);
        REFUSE("The Court row has no place 5.", courtCard(4, "BC02"));
        REFUSE("The new Court card must come from the Court deck.", courtCard(0, "BC17"));
    }

    void correctGuildCardsAndTheResourcesOnThem() {
        ACCEPT(guildCard("BC06", Mikah, 1));
        QCOMPARE(area(Mikah).guildCards, QStringList{u"BC06"_s});
        QVERIFY(!board().court.deck.contains(u"BC06"_s));
        REFUSE("Choose a Guild card.", guildCard("BC26", Mikah, 1)); // Vox
        REFUSE("Material Cartel is in the Court row: secure it instead.",
               guildCard("BC03", Mikah, 1));
        REFUSE("Ruth does not hold Fuel Cartel.", guildCard("BC06", Ruth, 0));
        REFUSE("A card is held (1) or not (0).", guildCard("BC06", Mikah, 2));
        ACCEPT(guildCard("BC06", Ruth, 1)); // it was Ruth's all along
        QVERIFY(area(Mikah).guildCards.isEmpty());
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC06"_s});
        ACCEPT(guildCard("BC06", Ruth, 0));
        QVERIFY(area(Ruth).guildCards.isEmpty());
        QCOMPARE(board().court.discard, QStringList{u"BC06"_s});

        ACCEPT(guildCard("BC06", Mikah, 1));
        QVERIFY(board().court.discard.isEmpty());
        ACCEPT(heldOnCard("BC06", Mikah, 3));
        QCOMPARE(area(Mikah).heldOnCards, (QMap<QString, int>{{u"BC06"_s, 3}}));
        QCOMPARE(resourcesInSupply(board(), ResourceType::Fuel, catalog()), 2);
        REFUSE("There are only 5 Fuel tokens.", heldOnCard("BC06", Mikah, 6));
        REFUSE("Mikah does not hold that card.", heldOnCard("BC07", Mikah, 1));
        ACCEPT(heldOnCard("BC06", Mikah, 0));
        QVERIFY(area(Mikah).heldOnCards.isEmpty());
    }

    void correctLore() {
        ACCEPT(lore("Ancient Holdings", Mikah, 1)); // adds a resource slot, raid cost 4
        QCOMPARE(area(Mikah).lore, QStringList{u"Ancient Holdings"_s});
        QCOMPARE(raidCosts(area(Mikah), catalog()), (QList<int>{3, 1, 1, 2, 1, 3, 4}));
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 4);
        ACCEPT(resourceIn(Mikah, 6, ResourceType::Relic));
        QCOMPARE(resourcesOf(Mikah), u"RP----R"_s);
        REFUSE("Another player holds Ancient Holdings.", lore("Ancient Holdings", Ruth, 1));
        REFUSE("There is no lore card called \"Star Charts\".", lore("Star Charts", Mikah, 1));
        REFUSE("A card is held (1) or not (0).", lore("Tool-Priests", Mikah, 2));
        ACCEPT(lore("Tool-Priests", Ruth, 1));
        QCOMPARE(area(Ruth).resources.size(), 6);
        ACCEPT(lore("Ancient Holdings", Mikah, 0)); // the slot goes, its Relic to the supply
        QCOMPARE(resourcesOf(Mikah), u"RP----"_s);
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), 4);
    }

    void correctPower() {
        ACCEPT(power(Mikah, 12));
        QCOMPARE(m_game.undoTitle(), u"Corrected Mikah's Power to 12"_s);
        QCOMPARE(m_game.state().players[Mikah].power, 12);
        REFUSE("A count cannot be negative.", power(Mikah, -1));
    }

    void boardEntriesNeedAChapterInPlay() {
        Journal notStarted(catalog());
        QCOMPARE(notStarted.apply(Tax{Mikah, sys("4-arrow"), Mikah}), u"Start a game first."_s);
        QCOMPARE(notStarted.apply(power(Mikah, 1)), u"Start a game first."_s);
        ACCEPT(EndChapter{});
        QCOMPARE(m_game.state().phase, Phase::ChapterEnd);
        REFUSE("Chapter 1 is over: score it before going on.", Tax{Mikah, sys("4-arrow"), Mikah});
        REFUSE("Chapter 1 is over: score it before going on.",
               Build{Mikah, sys("6-hex"), Piece::Ship});
        // The table may still fix counts before scoring.
        ACCEPT(power(Mikah, 4));
        ACCEPT(ships(Mikah, "4-arrow", 2));
        QCOMPARE(at("4-arrow", Mikah).ships, (FreshDamaged{2, 0}));
    }

    // ---- The journal's spelling -------------------------------------------------------------

    void everyBoardEntrySurvivesJson_data() {
        QTest::addColumn<int>("index");
        const QList<Sample> samples = boardEntrySamples();
        for (int i = 0; i < samples.size(); ++i)
            QTest::newRow(samples[i].tag) << i;
    }

    void everyBoardEntrySurvivesJson() {
        QFETCH(int, index);
        const Sample sample = boardEntrySamples()[index];
        const QJsonObject json = entryToJson(sample.entry);
        QCOMPARE(json.value(u"action"_s).toString(), QString::fromLatin1(sample.kind));
        // Through text, as a saved game stores it.
        const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
        QString error;
        const std::optional<Entry> read =
            entryFromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(read.has_value(), qPrintable(error + u" in "_s + QString::fromUtf8(text)));
        QCOMPARE(*read, sample.entry);
        QCOMPARE(entryToJson(*read), json);
    }

    void malformedBoardEntriesAreExplained_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("system off the map")
            << QByteArray(R"({"action":"move","player":0,"from":"9-gate","to":"1-gate",)"
                          R"("fresh":1,"damaged":0})")
            << u"a move entry needs \"from\" as a system such as \"4-arrow\""_s;
        QTest::newRow("player by name")
            << QByteArray(R"({"action":"tax","player":"Mikah","system":"4-arrow","cityOwner":0})")
            << u"a tax entry needs \"player\" as a whole number"_s;
        QTest::newRow("unknown piece")
            << QByteArray(R"({"action":"build","player":0,"system":"6-hex","piece":"castle"})")
            << u"a build entry needs \"piece\" as ship, city, starport, agent"_s;
        QTest::newRow("half a slot") << QByteArray(R"({"action":"raid","player":1,"slot":1.5})")
                                     << u"a raid entry needs \"slot\" as a whole number"_s;
        QTest::newRow("card as a number")
            << QByteArray(R"({"action":"secure","player":2,"card":17})")
            << u"a secure entry needs \"card\" as text"_s;
        QTest::newRow("unknown correction")
            << QByteArray(R"({"action":"correct","target":"everything","side":"player",)"
                          R"("player":0,"system":"1-gate","piece":"ship","value":1})")
            << u"a correct entry needs \"target\" as pieces, resource, captives, trophies, "
               u"outrage, courtAgents, courtCard, guildCard, heldOnCard, lore, power, fateToken, "
               u"booklet, bookletLaw, frozen, raidCost, control, firstRegent, title, council, "
               u"initiative, trust, policy, favors, campaignTrophies"_s;
        QTest::newRow("battle without raid dice")
            << QByteArray(R"({"action":"battle","attacker":1,"defender":0,"system":"4-arrow",)"
                          R"("assault":[2],"skirmish":[]})")
            << u"a battle entry needs \"raid\" as a list of die faces"_s;
    }

    void malformedBoardEntriesAreExplained() {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const QJsonDocument document = QJsonDocument::fromJson(json);
        QVERIFY(document.isObject());
        QString problem;
        QVERIFY(!entryFromJson(document.object(), &problem).has_value());
        QCOMPARE(problem, error);
    }

    void aSavedGameNamesItsMalformedEntry() {
        const QJsonArray entries{
            entryToJson(StartGame{GameSetup::demo(), 7}),
            QJsonDocument::fromJson(R"({"action":"move","player":0,"from":"9-gate","to":"1-gate",)"
                                    R"("fresh":1,"damaged":0})")
                .object()};
        QString error;
        QVERIFY(!Journal::fromJson(entries, 2, catalog(), &error).has_value());
        QCOMPARE(error, u"entry 2: a move entry needs \"from\" as a system such as \"4-arrow\""_s);
    }

    // ---- Undo --------------------------------------------------------------------------------

    void undoRestoresTheStateBefore_data() {
        QTest::addColumn<int>("step");
        const QList<Sample> steps = demoSequence();
        for (int i = 0; i < steps.size(); ++i)
            QTest::newRow(steps[i].tag) << i;
    }

    void undoRestoresTheStateBefore() {
        QFETCH(int, step);
        const QList<Sample> steps = demoSequence();
        for (int i = 0; i < step; ++i)
            ACCEPT(steps[i].entry);
        const GameState before = m_game.state();
        ACCEPT(steps[step].entry);
        const GameState after = m_game.state();
        QVERIFY(after != before); // the entry did something to undo
        m_game.undo();
        QCOMPARE(m_game.state(), before);
        QCOMPARE(m_game.cursor(), step + 1); // StartGame, then the steps before
        m_game.redo();
        QCOMPARE(m_game.state(), after);
    }

    void aJournalOfBoardEntriesReplays() {
        for (const Sample &step : demoSequence())
            ACCEPT(step.entry);
        const QByteArray text = QJsonDocument(m_game.toJson()).toJson();
        QString error;
        const std::optional<Journal> read = Journal::fromJson(QJsonDocument::fromJson(text).array(),
                                                              m_game.cursor(), catalog(), &error);
        QVERIFY2(read.has_value(), qPrintable(error));
        QCOMPARE(read->state(), m_game.state());
        // The stretch of play left this behind (checked once here, entry by entry above).
        QCOMPARE(at("4-arrow", Ruth).ships, (FreshDamaged{3, 2}));
        QCOMPARE(at("4-arrow", Mikah), (PiecesHere{{3, 0}, {0, 0}, {0, 0}}));
        QCOMPARE(resourcesOf(Mikah), u"-PR---"_s);
        QCOMPARE(resourcesOf(Ruth), u"MP----"_s); // the raided Relic went with the Outrage
        QCOMPARE(resourcesOf(Yuki), u"-M----"_s);
        QCOMPARE(resourcesOf(Wren), u"-W----"_s);
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC22"_s});
        QCOMPARE(area(Yuki).guildCards, QStringList{u"BC17"_s});
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{0, 1, 0, 1})); // the city, an agent
        QCOMPARE(m_game.state().players[Wren].power, 3);
    }
};

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
