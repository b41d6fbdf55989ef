// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoBoard.h"
#include "rules/BoardEntries.h"

using namespace arcs;
using namespace arcs::test;

// The board entries of pieces (rules/BoardEntries.cpp): tax, build, move, repair, a piece a card
// destroys, Fate tokens, and the limits a new turn ends, on the demo table. Expected values come
// from the rulebook and components-base.md.
class TestPieceEntries : public DemoBoardTest {
    Q_OBJECT

private slots:
    void init() { startDemo(); }

    void taxALoyalCity() {
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah});
        QCOMPARE(m_game.undoTitle(), u"Mikah taxed their city in 4-arrow: +1 Relic"_s);
        QCOMPARE(resourcesOf(Mikah), u"RPR---"_s); // into the open slot 3
        QCOMPARE(area(Mikah).captives, (QList<int>{0, 0, 0, 0}));
        QCOMPARE(supplyOf(Mikah).agents, 10);

        REFUSE("That city in 4-arrow was already taxed this turn: each city once per turn.",
               Tax{Mikah, sys("4-arrow"), Mikah});
        REFUSE("Mikah has no city in 6-hex.", Tax{Mikah, sys("6-hex"), Mikah});
        REFUSE("Ruth has no city in 4-arrow.", Tax{Mikah, sys("4-arrow"), Ruth});
        REFUSE("3-arrow is out of play: cluster 3 is covered in this game.",
               Tax{Mikah, sys("3-arrow"), Mikah});
        REFUSE("Choose a player at this table.", Tax{4, sys("4-arrow"), Mikah});
        REFUSE("Choose a player at this table.", Tax{Mikah, sys("4-arrow"), -1});
    }

    // Campaign rulebook, Control & Command: fresh Imperial ships take control from the players.
    void theEmpireControlsWithAnyFreshImperialShip() {
        QCOMPARE(controller(board(), sys("4-arrow")), std::optional<int>(Mikah));
        ACCEPT(sidePieces(Side::Empire, "4-arrow", Piece::Ship, 1));
        QVERIFY(empireControls(board(), sys("4-arrow")));
        QCOMPARE(controller(board(), sys("4-arrow")), std::optional<int>());
        Correction damaged =
            std::get<Correction>(sidePieces(Side::Empire, "4-arrow", Piece::Ship, 0));
        ACCEPT(damaged);
        damaged.damaged = true;
        damaged.value = 2;
        ACCEPT(damaged); // damaged Imperial ships do not control
        QVERIFY(!empireControls(board(), sys("4-arrow")));
        QCOMPARE(controller(board(), sys("4-arrow")), std::optional<int>(Mikah));
    }

    void taxARivalCityNeedsControlAndCapturesAnAgent() {
        const QString noControl = u"Ruth does not control 4-arrow: a Rival city can only be taxed "
                                  u"where you have the most fresh ships."_s;
        REFUSE(noControl, Tax{Ruth, sys("4-arrow"), Mikah});
        ACCEPT(ships(Ruth, "4-arrow", 3)); // as many fresh ships as Mikah: nobody controls
        REFUSE(noControl, Tax{Ruth, sys("4-arrow"), Mikah});
        ACCEPT(damagedShips(Ruth, "4-arrow", 2)); // damaged ships do not control
        REFUSE(noControl, Tax{Ruth, sys("4-arrow"), Mikah});
        ACCEPT(ships(Ruth, "4-arrow", 4));
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 2)); // two cities: each taxed once a turn

        ACCEPT(Tax{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(m_game.undoTitle(), u"Ruth taxed Mikah's city in 4-arrow: +1 Relic, 1 Captive"_s);
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);
        QCOMPARE(area(Ruth).captives, (QList<int>{1, 0, 0, 0}));
        QCOMPARE(supplyOf(Mikah).agents, 9);
        // The second city: Ruth's three open slots are full, but she still captures an agent.
        QVERIFY(taxGains(board(), Tax{Ruth, sys("4-arrow"), Mikah}, catalog()));
        ACCEPT(Tax{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(m_game.undoTitle(), u"Ruth taxed Mikah's city in 4-arrow: no Relic gained (no "
                                     u"empty slot, or none left), 1 Captive"_s);
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);
        QCOMPARE(area(Ruth).captives, (QList<int>{2, 0, 0, 0}));
        REFUSE("That city in 4-arrow was already taxed this turn: each city once per turn.",
               Tax{Ruth, sys("4-arrow"), Mikah});

        // With none of Mikah's agents in her supply, there is nothing to capture: nor to gain.
        ACCEPT(courtAgents("BC03", Mikah, 8));
        QCOMPARE(supplyOf(Mikah).agents, 0);
        QVERIFY(!taxGains(board(), Tax{Ruth, sys("4-arrow"), Mikah}, catalog()));
        ACCEPT(PassInitiative{}); // a new turn
        ACCEPT(Tax{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(area(Ruth).captives, (QList<int>{2, 0, 0, 0}));
        QCOMPARE(standing(Ambition::Tyrant), (QList<int>{0, 2, 0, 0}));
    }

    void taxGainsNothingWhenSlotsAreFullOrTheSupplyIsOut() {
        QVERIFY(taxGains(board(), Tax{Mikah, sys("4-arrow"), Mikah}, catalog()));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel)); // fills the third open slot
        QVERIFY(!taxGains(board(), Tax{Mikah, sys("4-arrow"), Mikah}, catalog()));
        // Unless the player chooses a slot: the gain replaces what it holds.
        QVERIFY(taxGains(board(), Tax{Mikah, sys("4-arrow"), Mikah, 0}, catalog()));
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah});
        QCOMPARE(resourcesOf(Mikah), u"RPF---"_s);

        // A second city opens slot 4, but all five Relic tokens are taken.
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 2));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Relic));
        ACCEPT(resourceIn(Ruth, 2, ResourceType::Relic));
        ACCEPT(resourceIn(Yuki, 2, ResourceType::Relic));
        ACCEPT(resourceIn(Wren, 2, ResourceType::Relic));
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), 0);
        QVERIFY(resourceSlotOpen(board(), Mikah, 3, catalog()));
        QVERIFY(!taxGains(board(), Tax{Mikah, sys("4-arrow"), Mikah}, catalog()));
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah}); // the second city: still a legal Tax
        QCOMPARE(resourcesOf(Mikah), u"RPR---"_s);
    }

    // Where a gained resource goes is the player's choice: any open slot; what it replaces moves
    // to an empty open slot, or is discarded when there is none.
    void gainedResourcesGoWhereThePlayerChooses() {
        QCOMPARE(resourcesOf(Mikah), u"RP----"_s);
        QVERIFY(!gainPlacementMatters(board(), Mikah, catalog())); // only slot 3 is empty
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 2)); // opens slot 4 (raid cost 2, not 1)
        QVERIFY(gainPlacementMatters(board(), Mikah, catalog()));
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah, 3});
        QCOMPARE(resourcesOf(Mikah), u"RP-R--"_s);
        QCOMPARE(m_game.undoTitle(), u"Mikah taxed their city in 4-arrow: +1 Relic in slot 4"_s);
        // Into slot 2: the Psionic there moves to the empty slot 3.
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah, 1});
        QCOMPARE(resourcesOf(Mikah), u"RRPR--"_s);
        QVERIFY(gainPlacementMatters(board(), Mikah, catalog())); // full: replace one, or not
        REFUSE("Slot 5 is not one of Ruth's open resource slots: a gained resource goes to an "
               "open slot.",
               Tax{Ruth, sys("4-hex"), Ruth, 4});
        REFUSE("Slot 0 is not one of Ruth's open resource slots: a gained resource goes to an "
               "open slot.",
               Tax{Ruth, sys("4-hex"), Ruth, -1});
    }

    void turnLimitsEndWhenTheNextCardIsPlayed() {
        ACCEPT(ships(Ruth, "4-arrow", 4)); // Ruth controls Mikah's city
        ACCEPT(lead(Mikah, Adm, 4));
        ACCEPT(Tax{Mikah, sys("4-arrow"), Mikah});
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        const char *taxed =
            "That city in 4-arrow was already taxed this turn: each city once per turn.";
        REFUSE(taxed, Tax{Mikah, sys("4-arrow"), Mikah});
        REFUSE(taxed, Tax{Ruth, sys("4-arrow"), Mikah}); // the limit is the city's, not Mikah's
        REFUSE("The starport in 6-hex already built a ship this turn: one ship per starport per "
               "turn.",
               Build{Mikah, sys("6-hex"), Piece::Ship});

        ACCEPT(surpass(Ruth, Adm, 5)); // Ruth's turn
        QVERIFY(board().taxedThisTurn.isEmpty());
        QVERIFY(board().shipsBuiltThisTurn.isEmpty());
        ACCEPT(Tax{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);
    }

    void passingTheInitiativeStartsANewTurn() {
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        REFUSE("The starport in 6-hex already built a ship this turn: one ship per starport per "
               "turn.",
               Build{Mikah, sys("6-hex"), Piece::Ship});
        ACCEPT(PassInitiative{});
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        QCOMPARE(at("6-hex", Mikah).ships, (FreshDamaged{5, 0}));
    }

    void raidAndRansackEndWithTheTurn() {
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(courtAgents("BC22", Mikah, 1));
        ACCEPT(ruthRaidsMikah());
        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah});
        QVERIFY(board().raid.has_value());
        QCOMPARE(board().ransacksDue.size(), 1);
        ACCEPT(lead(Mikah, Agg, 3)); // the next turn
        QVERIFY(!board().raid.has_value());
        QVERIFY(board().ransacksDue.isEmpty());
        REFUSE("Raiding spends the keys of a battle just fought by this player.",
               Raid{Ruth, 1, QString()});
        REFUSE("Ruth can ransack only a card holding agents of a player whose city they just "
               "destroyed.",
               Ransack{Ruth, u"BC22"_s, u"BC01"_s});
    }

    void buildShipsAtALoyalStarport() {
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        QCOMPARE(m_game.undoTitle(), u"Mikah built a ship in 6-hex"_s);
        QCOMPARE(at("6-hex", Mikah).ships, (FreshDamaged{4, 0}));
        QCOMPARE(supplyOf(Mikah).ships, 6);
        REFUSE("The starport in 6-hex already built a ship this turn: one ship per starport per "
               "turn.",
               Build{Mikah, sys("6-hex"), Piece::Ship});
        REFUSE("Ships are built at a Loyal starport: Mikah has none in 4-arrow.",
               Build{Mikah, sys("4-arrow"), Piece::Ship});
        REFUSE("Ships are built at a Loyal starport: Mikah has none in 5-hex.", // Ruth's
               Build{Mikah, sys("5-hex"), Piece::Ship});
        REFUSE("Agents are not built: influence the Court to place one.",
               Build{Mikah, sys("4-arrow"), Piece::Agent});
        REFUSE("3-hex is out of play: cluster 3 is covered in this game.",
               Build{Mikah, sys("3-hex"), Piece::City});
        REFUSE("Choose a player at this table.", Build{-1, sys("6-hex"), Piece::Ship});
    }

    void buildingsNeedAnEmptySlotBesideALoyalPiece() {
        ACCEPT(Build{Mikah, sys("4-arrow"), Piece::City}); // the second slot of 4-arrow
        QCOMPARE(m_game.undoTitle(), u"Mikah built a city in 4-arrow"_s);
        QCOMPARE(at("4-arrow", Mikah).cities, (FreshDamaged{2, 0}));
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 4);
        QCOMPARE(supplyOf(Mikah).cities, 3);
        REFUSE("Every building slot in 4-arrow is taken.",
               Build{Mikah, sys("4-arrow"), Piece::Starport});
        REFUSE("Gates have no building slots: build on a planet.",
               Build{Mikah, sys("1-gate"), Piece::City});
        REFUSE("Mikah has no piece in 1-hex: build where you have a ship or building.",
               Build{Mikah, sys("1-hex"), Piece::City});
    }

    void buildingWhereSomeoneElseControlsIsDamaged() {
        ACCEPT(ships(Ruth, "6-hex", 4)); // Ruth controls Mikah's starport system
        ACCEPT(Build{Mikah, sys("6-hex"), Piece::Ship});
        QCOMPARE(at("6-hex", Mikah).ships, (FreshDamaged{3, 1}));
        ACCEPT(ships(Mikah, "1-hex", 1)); // Yuki's 3 ships control 1-hex
        ACCEPT(Build{Mikah, sys("1-hex"), Piece::City});
        QCOMPARE(at("1-hex", Mikah).cities, (FreshDamaged{0, 1}));
        QCOMPARE(citiesBuilt(board(), Mikah), 2); // a damaged city is built all the same
        // A tie: nobody controls 1-arrow, so the starport is fresh.
        ACCEPT(ships(Mikah, "1-arrow", 3));
        ACCEPT(Build{Mikah, sys("1-arrow"), Piece::Starport});
        QCOMPARE(at("1-arrow", Mikah).starports, (FreshDamaged{1, 0}));
    }

    void buildNeedsPiecesInSupply() {
        ACCEPT(ships(Mikah, "6-hex", 10)); // with 4-arrow's 3 and 1-gate's 2: all 15
        REFUSE("Mikah has no ship left in supply.", Build{Mikah, sys("6-hex"), Piece::Ship});
        ACCEPT(trophies(Ruth, Mikah, Piece::City, 4));
        REFUSE("Mikah has no city left in supply.", Build{Mikah, sys("4-arrow"), Piece::City});
        ACCEPT(trophies(Yuki, Mikah, Piece::Starport, 4));
        REFUSE("Mikah has no starport left in supply.",
               Build{Mikah, sys("4-arrow"), Piece::Starport});
    }

    void moveShips() {
        REFUSE("Say how many ships move: at least one.",
               Move{Mikah, sys("4-arrow"), sys("4-gate"), 0, 0});
        REFUSE("Say how many ships move: at least one.",
               Move{Mikah, sys("4-arrow"), sys("4-gate"), -1, 2});
        REFUSE("Mikah has 3 fresh and 0 damaged ships in 4-arrow.",
               Move{Mikah, sys("4-arrow"), sys("4-gate"), 4, 0});
        REFUSE("Mikah has 3 fresh and 0 damaged ships in 4-arrow.",
               Move{Mikah, sys("4-arrow"), sys("4-gate"), 0, 1});
        REFUSE("4-hex cannot be reached from 4-arrow in one move.",
               Move{Mikah, sys("4-arrow"), sys("4-hex"), 1, 0});
        REFUSE("3-gate is out of play: cluster 3 is covered in this game.",
               Move{Mikah, sys("1-gate"), sys("3-gate"), 1, 0});
        REFUSE("Choose a player at this table.", Move{5, sys("4-arrow"), sys("4-gate"), 1, 0});

        ACCEPT(damagedShips(Mikah, "4-arrow", 1));
        ACCEPT(Move{Mikah, sys("4-arrow"), sys("4-gate"), 2, 1});
        QCOMPARE(m_game.undoTitle(), u"Mikah moved 3 ships from 4-arrow to 4-gate"_s);
        QCOMPARE(at("4-arrow", Mikah).ships, (FreshDamaged{1, 0}));
        QCOMPARE(at("4-gate", Mikah).ships, (FreshDamaged{2, 1}));
        QCOMPARE(at("4-gate", Yuki).ships, (FreshDamaged{2, 0}));
        // Over the path marker that covers cluster 3.
        ACCEPT(Move{Yuki, sys("4-gate"), sys("2-gate"), 2, 0});
        QCOMPARE(at("2-gate", Yuki).ships, (FreshDamaged{2, 0}));
        QCOMPARE(at("4-gate", Yuki).ships, (FreshDamaged{0, 0}));
    }

    void catapultFromALoyalStarport() {
        // Ruth's 2 ships control 6-gate: Mikah's Catapult from 6-hex stops there.
        REFUSE("2-hex cannot be reached from 6-hex in one move.",
               Move{Mikah, sys("6-hex"), sys("2-hex"), 3, 0});
        ACCEPT(ships(Mikah, "6-gate", 2));                          // tied: nobody controls 6-gate
        REFUSE("4-arrow cannot be reached from 6-hex in one move.", // Yuki holds 4-gate
               Move{Mikah, sys("6-hex"), sys("4-arrow"), 1, 0});
        ACCEPT(Move{Mikah, sys("6-hex"), sys("2-hex"), 3, 0});
        QCOMPARE(at("2-hex", Mikah).ships, (FreshDamaged{3, 0}));
        QCOMPARE(at("6-hex", Mikah), (PiecesHere{{0, 0}, {0, 0}, {1, 0}}));

        // Not from a Rival's starport, even one Mikah controls; Ruth's own starport, yes.
        ACCEPT(ships(Wren, "5-gate", 0));
        ACCEPT(ships(Mikah, "5-hex", 4));
        REFUSE("5-arrow cannot be reached from 5-hex in one move.",
               Move{Mikah, sys("5-hex"), sys("5-arrow"), 1, 0});
        ACCEPT(Move{Ruth, sys("5-hex"), sys("5-arrow"), 1, 0});
        QCOMPARE(at("5-arrow", Ruth).ships, (FreshDamaged{1, 0}));
    }

    void repairAPiece() {
        REFUSE("Mikah has no damaged ship in 4-arrow.", Repair{Mikah, sys("4-arrow"), Piece::Ship});
        ACCEPT(damagedShips(Mikah, "4-arrow", 1));
        ACCEPT(Repair{Mikah, sys("4-arrow"), Piece::Ship});
        QCOMPARE(m_game.undoTitle(), u"Mikah repaired a ship in 4-arrow"_s);
        QCOMPARE(at("4-arrow", Mikah).ships, (FreshDamaged{4, 0}));

        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 0));
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 1, true));
        ACCEPT(Repair{Mikah, sys("4-arrow"), Piece::City});
        QCOMPARE(at("4-arrow", Mikah).cities, (FreshDamaged{1, 0}));

        REFUSE("Mikah has no damaged starport in 6-hex.",
               Repair{Mikah, sys("6-hex"), Piece::Starport});
        REFUSE("Mikah has no damaged agent in 4-arrow.",
               Repair{Mikah, sys("4-arrow"), Piece::Agent});
        REFUSE("3-hex is out of play: cluster 3 is covered in this game.",
               Repair{Mikah, sys("3-hex"), Piece::Ship});
    }

    // Ships and starports destroyed by a card's effect become the destroyer's Trophies, with
    // no Outrage; the damaged piece goes first; an own piece is no Trophy.
    void aCardDestroysShipsAndStarports() {
        REFUSE("Mikah has no starport in 4-hex.",
               DestroyPiece{Ruth, sys("4-hex"), Mikah, Piece::Starport});
        REFUSE("Choose a ship, a city or a starport to destroy, not an agent.",
               DestroyPiece{Ruth, sys("4-arrow"), Mikah, Piece::Agent});
        ACCEPT(pieces(Mikah, "4-arrow", Piece::Ship, 1, true)); // one of them damaged
        const PiecesHere before = at("4-arrow", Mikah);
        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah, Piece::Ship});
        QCOMPARE(m_game.undoTitle(), u"Ruth destroyed Mikah's ship in 4-arrow"_s);
        QCOMPARE(at("4-arrow", Mikah).ships,
                 (FreshDamaged{before.ships.fresh, before.ships.damaged - 1}));
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{1, 0, 0, 0}));
        QCOMPARE(outraged(area(Ruth)), QString()); // only a city provokes Outrage
        QVERIFY(board().ransacksDue.isEmpty());
        ACCEPT(pieces(Mikah, "4-arrow", Piece::Starport, 1));
        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah, Piece::Starport});
        QCOMPARE(area(Ruth).trophies[Mikah].starports, 1);
        ACCEPT(DestroyPiece{Mikah, sys("4-arrow"), Mikah, Piece::Ship}); // her own: no Trophy
        QCOMPARE(area(Mikah).trophies[Mikah], (PieceCounts{}));
    }

    void twoStarportsInOneSystemBuildForTheirOwners() {
        // Mikah and Ruth each have a starport on 4-arrow (2 slots): each builds one ship there.
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 0));
        ACCEPT(pieces(Mikah, "4-arrow", Piece::Starport, 1));
        ACCEPT(pieces(Ruth, "4-arrow", Piece::Starport, 1));
        ACCEPT(Build{Mikah, sys("4-arrow"), Piece::Ship});
        ACCEPT(Build{Ruth, sys("4-arrow"), Piece::Ship});
        REFUSE("The starport in 4-arrow already built a ship this turn: one ship per starport per "
               "turn.",
               Build{Ruth, sys("4-arrow"), Piece::Ship});
    }

    void fateTokensArePlacedAndRemovedByLabel() {
        Correction token;
        token.target = CorrectionTarget::FateToken;
        token.system = sys("2-hex");
        token.card = u"Portal"_s;
        token.value = 1;
        ACCEPT(token);
        QCOMPARE(m_game.undoTitle(), u"Placed the Portal token in 2-hex"_s);
        QCOMPARE(board().at(sys("2-hex")).fateTokens, QList<FateToken>{{u"Portal"_s}});
        token.value = 0;
        ACCEPT(token);
        QVERIFY(board().at(sys("2-hex")).fateTokens.isEmpty());
        REFUSE("There is no \"Portal\" token in 2-hex.", token);
        token.system = sys("3-hex");
        token.value = 1;
        REFUSE("3-hex is out of play: it holds nothing.", token);
        token.system = sys("2-hex");
        token.card = u" "_s;
        REFUSE("A Fate token needs its label.", token);
        QString error;
        const QJsonObject json = entryToJson(Entry{Correction{token}});
        QCOMPARE(json.value(u"system"_s).toString(), u"2-hex"_s);
        QVERIFY(!json.contains(u"player"_s)); // a token belongs to no player
    }
};

QTEST_APPLESS_MAIN(TestPieceEntries)
#include "tst_pieceentries.moc"
