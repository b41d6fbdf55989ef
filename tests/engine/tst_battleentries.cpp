// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoBoard.h"

using namespace arcs;
using namespace arcs::test;

// The raid after a battle (rules/BattleEntries.cpp; the battle itself: tst_battle), on the demo
// table. Expected values come from the rulebook and components-base.md.
class TestBattleEntries : public DemoBoardTest {
    Q_OBJECT

private slots:
    void init() { startDemo(); }

    void raidSpendsTheBattlesKeys() {
        // Raid costs of the printed slots, left to right (components-base.md §4a).
        QCOMPARE(raidCosts(area(Mikah), catalog()), (QList<int>{3, 1, 1, 2, 1, 3}));
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(guildCard("BC06", Mikah, 1)); // Fuel Cartel, raid cost 2
        ACCEPT(heldOnCard("BC06", Mikah, 2));
        ACCEPT(guildCard("BC01", Mikah, 1)); // Loyal Engineers, raid cost 3
        const char *noBattle = "Raiding spends the keys of a battle just fought by this player.";
        REFUSE(noBattle, Raid{Ruth, 0, QString()});

        ACCEPT(ruthRaidsMikah());
        QCOMPARE(
            m_game.undoTitle(),
            u"Ruth battled Mikah in 4-arrow: 0 Trophies to Ruth, 0 to Mikah; 3 of Ruth's ships "
            u"damaged, 1 of Mikah's buildings damaged"_s);
        QCOMPARE(at("4-arrow", Ruth).ships, (FreshDamaged{2, 3}));
        QCOMPARE(at("4-arrow", Mikah).cities, (FreshDamaged{0, 1}));
        QCOMPARE(board().raid,
                 std::optional<RaidWindow>(RaidWindow{sys("4-arrow"), Ruth, Mikah, 5}));
        QVERIFY(board().ransacksDue.isEmpty()); // the city was only damaged

        REFUSE(noBattle, Raid{Mikah, 0, QString()}); // the defender does not raid
        REFUSE("Choose one resource slot or one Guild card to steal.",
               Raid{Ruth, std::nullopt, QString()});
        REFUSE("Choose one resource slot or one Guild card to steal.", Raid{Ruth, 0, u"BC06"_s});
        REFUSE("Mikah has no resource in slot 3.", Raid{Ruth, 2, QString()});
        REFUSE("Mikah does not hold Loyal Pilots.", Raid{Ruth, std::nullopt, u"BC07"_s});

        ACCEPT(Raid{Ruth, 0, QString()}); // slot 1 costs 3
        QCOMPARE(m_game.undoTitle(), u"Ruth raided Relic from Mikah"_s);
        QCOMPARE(board().raid->keys, 2);
        QCOMPARE(resourcesOf(Mikah), u"-P----"_s);
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);

        ACCEPT(Raid{Ruth, std::nullopt, u"BC06"_s}); // costs 2; the Fuel on it goes along
        QCOMPARE(m_game.undoTitle(), u"Ruth raided Fuel Cartel from Mikah"_s);
        QCOMPARE(board().raid->keys, 0);
        QCOMPARE(area(Ruth).guildCards, QStringList{u"BC06"_s});
        QCOMPARE(area(Ruth).heldOnCards, (QMap<QString, int>{{u"BC06"_s, 2}}));
        QCOMPARE(area(Mikah).guildCards, QStringList{u"BC01"_s});
        QVERIFY(area(Mikah).heldOnCards.isEmpty());
        QCOMPARE(standing(Ambition::Tycoon), (QList<int>{1, 4, 1, 1}));

        REFUSE("That costs 3 keys; 0 left from the battle.", Raid{Ruth, std::nullopt, u"BC01"_s});
        REFUSE("That costs 1 key; 0 left from the battle.", Raid{Ruth, 1, QString()});
    }

    void raidNeedsAnAttackingShipLeftInTheSystem() {
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(ruthRaidsMikah());
        ACCEPT(Move{Ruth, sys("4-arrow"), sys("4-gate"), 2, 3}); // every attacking ship leaves
        REFUSE("Ruth has no attacking ships left in 4-arrow: the keys cannot be spent.",
               Raid{Ruth, 0, QString()});
    }

    void raidWithoutRoomSendsTheLootToTheSupply() {
        // Ruth's three open slots are full: she cannot hold what she steals (RB "Resources":
        // discard what you cannot hold), so Mikah loses it and it returns to the supply.
        ACCEPT(ships(Ruth, "4-arrow", 5));
        ACCEPT(resourceIn(Ruth, 2, ResourceType::Relic));
        ACCEPT(ruthRaidsMikah());
        const int relicsBefore = resourcesInSupply(board(), ResourceType::Relic, catalog());
        ACCEPT(Raid{Ruth, 0, QString()}); // Mikah's Relic in slot 1
        QCOMPARE(resourcesOf(Ruth), u"MPR---"_s);
        QCOMPARE(resourcesOf(Mikah), u"-P----"_s);
        QCOMPARE(resourcesInSupply(board(), ResourceType::Relic, catalog()), relicsBefore + 1);
        QCOMPARE(board().raid->keys, 2);
        // Full, Ruth may keep the loot instead, in place of one of hers: that one is discarded.
        QVERIFY(gainPlacementMatters(board(), Ruth, catalog()));
        ACCEPT(Raid{Ruth, 1, QString(), 0}); // Mikah's Psionic, in place of Ruth's Material
        QCOMPARE(resourcesOf(Ruth), u"PPR---"_s);
        QCOMPARE(resourcesOf(Mikah), u"------"_s);
        QCOMPARE(m_game.undoTitle(),
                 u"Ruth raided Psionic from Mikah in slot 1, Material discarded"_s);
    }

    void noRaidWithoutASurvivingAttacker() {
        // Mikah's single ship attacks Ruth's city system with raid die 1 (2 keys, intercept):
        // Ruth's 3 fresh ships intercept and destroy it.
        ACCEPT(ships(Mikah, "4-hex", 1));
        ACCEPT(BattleResult{.attacker = Mikah,
                            .defender = Ruth,
                            .system = sys("4-hex"),
                            .dice = RolledDice{.assault = {}, .skirmish = {}, .raid = {1}},
                            .attackerShips = {0, 0},
                            .defenderShips = {3, 0},
                            .defenderCities = {1, 0},
                            .defenderStarports = {0, 0}});
        QCOMPARE(area(Ruth).trophies[Mikah], (PieceCounts{1, 0, 0, 0}));
        QVERIFY(!board().raid.has_value());
        REFUSE("Raiding spends the keys of a battle just fought by this player.",
               Raid{Mikah, 0, QString()});
    }
};

QTEST_APPLESS_MAIN(TestBattleEntries)
#include "tst_battleentries.moc"
