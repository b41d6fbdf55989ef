// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoBoard.h"

using namespace arcs;
using namespace arcs::test;

// The board entries of the Court (rules/CourtEntries.cpp): influence, secure, ransack, on the
// demo table. Expected values come from the rulebook and components-base.md.
class TestCourtEntries : public DemoBoardTest {
    Q_OBJECT

private slots:
    void init() { startDemo(); }

    void influenceTheCourt() {
        ACCEPT(Influence{Mikah, u"BC03"_s});
        QCOMPARE(m_game.undoTitle(), u"Mikah influenced Material Cartel"_s);
        QCOMPARE(board().court.row[0].agents, (QList<int>{1, 0, 0, 0}));
        QCOMPARE(supplyOf(Mikah).agents, 9);
        REFUSE("Loyal Engineers is not in the Court row.", Influence{Mikah, u"BC01"_s});
        REFUSE("Choose a player at this table.", Influence{4, u"BC03"_s});
        ACCEPT(courtAgents("BC17", Mikah, 9));
        REFUSE("Mikah has no agents left in supply.", Influence{Mikah, u"BC22"_s});
    }

    void secureNeedsStrictlyMostAgents() {
        REFUSE("Mikah has no agents on Material Cartel.", Secure{Mikah, u"BC03"_s, u"BC01"_s});
        ACCEPT(Influence{Mikah, u"BC03"_s});
        ACCEPT(Influence{Ruth, u"BC03"_s});
        REFUSE("Mikah needs more agents on Material Cartel than each Rival (Mikah 1, Ruth 1).",
               Secure{Mikah, u"BC03"_s, u"BC01"_s});
        ACCEPT(Influence{Mikah, u"BC03"_s});
        ACCEPT(Influence{Yuki, u"BC03"_s});
        // The refill is the card the table drew: it must come from the deck.
        REFUSE("Name the card drawn from the Court deck to fill the empty place.",
               Secure{Mikah, u"BC03"_s, QString()});
        REFUSE("Farseers is not in the Court deck: name the card that was drawn.",
               Secure{Mikah, u"BC03"_s, u"BC17"_s});
        REFUSE("Loyal Engineers is not in the Court row.", Secure{Mikah, u"BC01"_s, u"BC02"_s});

        ACCEPT(Secure{Mikah, u"BC03"_s, u"BC01"_s});
        // With the card drawn into its place (History left it out; a cold play-test).
        QCOMPARE(m_game.undoTitle(),
                 u"Mikah secured Material Cartel; Loyal Engineers drawn in its place"_s);
        QCOMPARE(area(Mikah).guildCards, QStringList{u"BC03"_s}); // a Guild card: to the player
        QCOMPARE(area(Mikah).captives, (QList<int>{0, 1, 1, 0})); // Rival agents captured
        QCOMPARE(supplyOf(Mikah).agents, 10);                     // her own agents return
        QCOMPARE(supplyOf(Ruth).agents, 9);
        QCOMPARE(supplyOf(Yuki).agents, 9);
        QCOMPARE(board().court.row[0], (CourtCardInPlay{u"BC01"_s, {0, 0, 0, 0}}));
        QCOMPARE(board().court.deck, baseDeckWithout({"BC01", "BC03", "BC17", "BC22", "BC27"}));
        QVERIFY(board().court.discard.isEmpty());
        QCOMPARE(standing(Ambition::Tycoon), (QList<int>{1, 1, 1, 1}));
        QCOMPARE(standing(Ambition::Tyrant), (QList<int>{2, 0, 0, 0}));

        // A Vox card goes to the Court discard.
        ACCEPT(Influence{Mikah, u"BC27"_s});
        ACCEPT(Secure{Mikah, u"BC27"_s, u"BC02"_s});
        QCOMPARE(board().court.discard, QStringList{u"BC27"_s});
        QCOMPARE(area(Mikah).guildCards, QStringList{u"BC03"_s});
        QCOMPARE(board().court.row[3], (CourtCardInPlay{u"BC02"_s, {0, 0, 0, 0}}));
    }

    void secureWithTheDeckEmpty() {
        // Entries cannot empty the deck short of securing every card, so the state is made here.
        GameState state = m_game.state();
        state.board.court.deck.clear();
        state.board.court.row[0].agents[Mikah] = 1;
        QCOMPARE(entryProblem(state, Secure{Mikah, u"BC03"_s, u"BC01"_s}, catalog()),
                 u"The Court deck is empty: nothing refills the row."_s);
        const Entry secure = Secure{Mikah, u"BC03"_s, QString()};
        QCOMPARE(entryProblem(state, secure, catalog()), QString());
        const GameState after = applyEntry(state, secure, catalog());
        QCOMPARE(after.board.court.row.size(), 3);
        QCOMPARE(after.board.court.row[0].card, u"BC17"_s);
        QCOMPARE(area(Mikah).guildCards, QStringList()); // the journal's state is untouched
        QCOMPARE(after.board.areas[Mikah].guildCards, QStringList{u"BC03"_s});
    }

    void ransackAfterDestroyingACity() {
        const char *notDue = "Ruth can ransack only a card holding agents of a player whose city "
                             "they just destroyed.";
        REFUSE(notDue, Ransack{Ruth, u"BC22"_s, u"BC01"_s});
        ACCEPT(courtAgents("BC22", Mikah, 2));
        ACCEPT(courtAgents("BC22", Yuki, 1));
        ACCEPT(courtAgents("BC22", Ruth, 1));
        ACCEPT(courtAgents("BC17", Yuki, 1));
        ACCEPT(courtAgents("BC03", Mikah, 1));
        REFUSE(notDue, Ransack{Ruth, u"BC22"_s, u"BC01"_s});

        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah});
        REFUSE(notDue, Ransack{Ruth, u"BC17"_s, u"BC01"_s}); // none of Mikah's agents there
        REFUSE("Mikah can ransack only a card holding agents of a player whose city they just "
               "destroyed.",
               Ransack{Mikah, u"BC22"_s, u"BC01"_s});
        REFUSE("Name the card drawn from the Court deck to fill the empty place.",
               Ransack{Ruth, u"BC22"_s, QString()});

        ACCEPT(Ransack{Ruth, u"BC22"_s, u"BC01"_s});
        QCOMPARE(m_game.undoTitle(), u"Ruth ransacked Sworn Guardians"_s);
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC22"_s});
        // Every Rival agent on the card becomes a Trophy, not a Captive.
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{0, 1, 0, 2}));
        QCOMPARE(area(Ruth).trophies[Yuki], (PieceCounts{0, 0, 0, 1}));
        QCOMPARE(area(Ruth).captives, (QList<int>{0, 0, 0, 0}));
        QCOMPARE(supplyOf(Ruth).agents, 9); // her agent returned; one is on the Outrage icon
        QCOMPARE(supplyOf(Mikah).agents, 7);
        QCOMPARE(supplyOf(Yuki).agents, 8);
        QCOMPARE(board().court.row[2], (CourtCardInPlay{u"BC01"_s, {0, 0, 0, 0}}));
        QVERIFY(board().ransacksDue.isEmpty());
        QCOMPARE(standing(Ambition::Warlord), (QList<int>{0, 4, 0, 0}));
        // One ransack per destroyed city.
        REFUSE(notDue, Ransack{Ruth, u"BC03"_s, u"BC02"_s});
    }
};

QTEST_APPLESS_MAIN(TestCourtEntries)
#include "tst_courtentries.moc"
