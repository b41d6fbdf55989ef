// SPDX-License-Identifier: GPL-3.0-or-later
#include "Entries.h"
#include "rules/BlightCrisis.h"

#include <QTest>

using namespace arcs;
using arcs::test::at;
using arcs::test::catalog;
using arcs::test::emptyBoard;

// The Blight Crises (rulebook "Blight Crises"; components-campaign.md §5): 3 hits a fresh Blight,
// 1 a damaged one, to the Imperial ships first, then what is left to every player's ships.
class TestCrisis : public QObject {
    Q_OBJECT

private slots:
    void theBlightDealsThreeHitsFreshAndOneDamaged() {
        QCOMPARE(blightHits({1, 0}, catalog()), 3);
        QCOMPARE(blightHits({0, 1}, catalog()), 1);
        QCOMPARE(blightHits({2, 1}, catalog()), 7);
        QCOMPARE(blightHits({}, catalog()), 0);
    }

    void theEmpireTakesTheHitsFirst() {
        // The example: 4 hits destroy two fresh Imperial ships; the player is untouched.
        SystemState here = emptyBoard(1).at(at("3-hex"));
        here.blight = {1, 1};
        here.imperialShips = {2, 0};
        here.players[0].ships = {3, 1};
        QCOMPARE(blightCrisis(at("3-hex"), here, catalog()),
                 (BlightCrisis{at("3-hex"), 4, {{0, 0}, 2}, {{{3, 1}, 0}}}));
    }

    void whatTheEmpireCannotTakeHitsEveryPlayer() {
        SystemState here = emptyBoard(3).at(at("5-arrow"));
        here.blight = {1, 0};           // 3 hits
        here.imperialShips = {0, 1};    // takes 1: destroyed
        here.players[0].ships = {2, 0}; // 2 hits: both damaged
        here.players[1].ships = {1, 1}; // 2 hits: the fresh one damaged, then one destroyed
        QCOMPARE(
            blightCrisis(at("5-arrow"), here, catalog()),
            (BlightCrisis{at("5-arrow"), 3, {{0, 0}, 1}, {{{0, 2}, 0}, {{0, 1}, 1}, {{0, 0}, 0}}}));

        here.blight = {2, 0}; // 6 hits with no Empire: more than the ships can take
        here.imperialShips = {};
        here.players[0].ships = {1, 1};
        QCOMPARE(blightCrisis(at("5-arrow"), here, catalog()).players[0],
                 (ShipsAfterCrisis{{0, 0}, 2}));
    }

    void everySystemWithBlightHasACrisis() {
        Board board = emptyBoard(2);
        board.at(at("2-gate")).blight = {0, 1};
        board.at(at("2-gate")).players[1].ships = {1, 0};
        board.at(at("6-hex")).blight = {1, 0};
        board.at(at("6-hex")).imperialShips = {1, 0};
        board.at(at("4-arrow")).players[0].ships = {3, 0}; // no Blight: no Crisis
        const QList<BlightCrisis> crises = blightCrises(board, catalog());
        QCOMPARE(crises.size(), 2);
        QCOMPARE(crises[0].system, at("2-gate"));
        QCOMPARE(crises[1].system, at("6-hex"));

        const Board after = afterBlightCrises(board, catalog());
        QCOMPARE(after.at(at("2-gate")).players[1].ships, (FreshDamaged{0, 1}));
        QCOMPARE(after.at(at("6-hex")).imperialShips, (FreshDamaged{0, 0}));
        QCOMPARE(after.at(at("4-arrow")).players[0].ships, (FreshDamaged{3, 0}));
        QCOMPARE(after.at(at("2-gate")).blight, board.at(at("2-gate")).blight); // Blight stays
    }
};

QTEST_APPLESS_MAIN(TestCrisis)
#include "tst_crisis.moc"
