// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoBoard.h"

using namespace arcs;
using namespace arcs::test;

// The board entries of resources (rules/ResourceEntries.cpp): spending and discarding, the
// Outrage a city destroyed provokes, and resources a returning city displaces, on the demo
// table. Expected values come from the rulebook and components-base.md.
class TestResourceEntries : public DemoBoardTest {
    Q_OBJECT

private slots:
    void init() { startDemo(); }

    void spendAndDiscardResources() {
        ACCEPT(SpendResource{Mikah, 0});
        QCOMPARE(m_game.undoTitle(), u"Mikah spent Relic"_s);
        QCOMPARE(resourcesOf(Mikah), u"-P----"_s);
        REFUSE("Mikah has no resource in slot 1.", SpendResource{Mikah, 0});
        REFUSE("Mikah has no resource in slot 8.", SpendResource{Mikah, 7});
        REFUSE("Choose a player at this table.", SpendResource{4, 0});

        // Outraged resources cannot be spent for their Prelude action, but they still count.
        ACCEPT(outrage(Mikah, ResourceType::Psionic, 1));
        REFUSE("Psionic is Outraged for Mikah: it cannot be spent for its Prelude action.",
               SpendResource{Mikah, 1});
        QCOMPARE(standing(Ambition::Empath), (QList<int>{1, 1, 0, 0}));
        ACCEPT(DiscardResource{Mikah, 1}); // discarding is always possible
        QCOMPARE(m_game.undoTitle(), u"Mikah discarded Psionic"_s);
        QCOMPARE(resourcesOf(Mikah), u"------"_s);
        REFUSE("Mikah has no resource in slot 2.", DiscardResource{Mikah, 1});
        REFUSE("Choose a player at this table.", DiscardResource{-1, 0});
    }

    void destroyingACityProvokesOutrage() {
        ACCEPT(resourceIn(Ruth, 2, ResourceType::Relic));
        ACCEPT(guildCard("BC21", Ruth, 1)); // Loyal Keepers: Relic
        ACCEPT(guildCard("BC06", Ruth, 1)); // Fuel Cartel: kept
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), 3);
        REFUSE("Mikah has no city in 4-hex.", DestroyPiece{Ruth, sys("4-hex"), Mikah});
        REFUSE("Choose a player at this table.", DestroyPiece{Ruth, sys("4-arrow"), 4});

        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah}); // a Relic planet
        QCOMPARE(m_game.undoTitle(),
                 u"Ruth destroyed Mikah's city in 4-arrow; Ruth provokes Relic Outrage"_s);
        QCOMPARE(at("4-arrow", Mikah), (PiecesHere{{3, 0}, {0, 0}, {0, 0}}));
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{0, 1, 0, 0}));
        QCOMPARE(outraged(area(Ruth)), u"R"_s);
        QCOMPARE(resourcesOf(Ruth), u"MP----"_s); // her Relic discarded
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC06"_s});
        QCOMPARE(board().court.discard, QStringList{u"BC21"_s});
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), 4);
        QCOMPARE(supplyOf(Ruth).agents, 9); // an agent on the Outrage icon
        QCOMPARE(board().ransacksDue, (QList<RansackDue>{{Ruth, Mikah}}));
        // A city held as a Trophy is still off Mikah's board: her slots stay open.
        QCOMPARE(citiesBuilt(board(), Mikah), 1);
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 3);
        QCOMPARE(standing(Ambition::Warlord), (QList<int>{0, 1, 0, 0}));

        // Outrage of a type she already has places no second agent.
        ACCEPT(pieces(Mikah, "4-arrow", Piece::City, 1));
        ACCEPT(DestroyPiece{Ruth, sys("4-arrow"), Mikah});
        QCOMPARE(m_game.undoTitle(), u"Ruth destroyed Mikah's city in 4-arrow"_s); // no new one
        QCOMPARE(area(Ruth).trophies[Mikah].cities, 2);
        QCOMPARE(supplyOf(Ruth).agents, 9);
        QCOMPARE(board().ransacksDue.size(), 2);
    }

    void returnedCitiesCoverSlotsAgain() {
        // Mikah's only city is destroyed: slot 3 stays open while the city is Ruth's Trophy.
        // When Warlord is scored the city returns and covers slot 3 again; its Fuel has no
        // open slot to move to (1 and 2 are full), so it is discarded.
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel));
        ACCEPT(ruthDestroysMikahsCity());
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 3);
        QCOMPARE(resourcesOf(Mikah), u"RPF---"_s);
        ACCEPT(RecordDeclaration{Ambition::Warlord});
        ACCEPT(EndChapter{});
        ACCEPT(ScoreChapter{{{Ambition::Warlord, {0, 1, 0, 0}}}, {}});
        QCOMPARE(citiesBuilt(board(), Mikah), 0);
        QCOMPARE(openResourceSlots(board(), Mikah, catalog()), 2);
        QCOMPARE(resourcesOf(Mikah), u"RP----"_s);

        // Mikah may keep the Fuel instead of one he holds: which one goes is his choice.
        QCOMPARE(board().arrangementsDue,
                 (QList<ArrangementDue>{{Mikah, {{ResourceType::Fuel, 2, std::nullopt}}}}));
        const auto arranged = [](std::initializer_list<std::optional<ResourceType>> held) {
            QList<std::optional<ResourceType>> out(held);
            out.resize(6);
            return ArrangeResources{Mikah, out};
        };
        REFUSE("Slot 3 is covered by a city: only open slots hold resources.",
               arranged({ResourceType::Relic, ResourceType::Psionic, ResourceType::Fuel}));
        REFUSE("Mikah has no other Fuel to put in slot 2.",
               arranged({ResourceType::Fuel, ResourceType::Fuel}));
        REFUSE("Give all 6 of Mikah's resource slots, empty ones included.",
               (ArrangeResources{Mikah, {ResourceType::Fuel}}));
        REFUSE("Ruth's resources stay where they are: they are arranged again only when a "
               "returning city covers a slot that held one.",
               (ArrangeResources{Ruth, QList<std::optional<ResourceType>>(6)}));
        ACCEPT(arranged({ResourceType::Fuel, ResourceType::Psionic}));
        QCOMPARE(resourcesOf(Mikah), u"FP----"_s);
        QCOMPARE(m_game.undoTitle(),
                 u"Mikah arranged their resources: Fuel in slot 1, Psionic in slot 2"_s);
        QVERIFY(board().arrangementsDue.isEmpty()); // once
    }

    // A returning city's resource with one empty slot to go to and nothing else it could
    // replace is not asked about.
    void aResourceWithOnePlaceToGoIsNotAskedAbout() {
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(resourceIn(Mikah, 2, ResourceType::Fuel));
        ACCEPT(resourceIn(Mikah, 0, std::nullopt)); // slot 1 empty: where the Fuel can go
        ACCEPT(ruthDestroysMikahsCity());
        ACCEPT(RecordDeclaration{Ambition::Warlord});
        ACCEPT(EndChapter{});
        ACCEPT(ScoreChapter{{{Ambition::Warlord, {0, 1, 0, 0}}}, {}});
        QCOMPARE(resourcesOf(Mikah), u"FP----"_s);
        QVERIFY(board().arrangementsDue.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestResourceEntries)
#include "tst_resourceentries.moc"
