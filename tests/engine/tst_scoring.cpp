// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "rules/Scoring.h"

#include <QTest>

using namespace arcs;

namespace {
const Catalog &catalog() {
    return Catalog::builtIn();
}

// One declared ambition box; every other input left at its default.
ScoringInput box(int players, Ambition ambition, const QList<MarkerValues> &markers,
                 const QList<int> &counts, const QList<int> &cityBonus = {},
                 const QStringList &leaders = {}) {
    ScoringInput input;
    input.players = players;
    input.declared.insert(ambition, markers);
    input.counts.insert(ambition, counts);
    input.cityBonus = cityBonus;
    input.leaders = leaders;
    return input;
}

// Two players and a dummy holding the out-of-play resources.
ScoringInput withDummy(ScoringInput input, Ambition ambition, int count) {
    input.dummy = QMap<Ambition, int>{{ambition, count}};
    return input;
}

QStringList ambitionNames(const QList<AmbitionScore> &scores) {
    QStringList out;
    for (const AmbitionScore &score : scores)
        out << nameOf(score.ambition);
    return out;
}

const QStringList threeNames{QStringLiteral("Red"), QStringLiteral("Blue"),
                             QStringLiteral("Yellow")};

// The example worked through in the scoring spec.
ScoringInput specExample() {
    ScoringInput input;
    input.players = 3;
    input.declared.insert(*fromName<Ambition>(QStringLiteral("tycoon")), {{5, 3}, {2, 0}});
    input.declared.insert(*fromName<Ambition>(QStringLiteral("keeper")), {{3, 2}});
    input.counts.insert(Ambition::Tycoon, {4, 2, 0});
    input.counts.insert(Ambition::Keeper, {0, 1, 1});
    input.cityBonus = {2, 0, 0};
    return input;
}
} // namespace

// Chapter-end scoring: places, ties, qualifying, city bonus, the two-player dummy and leaders.
class TestScoring : public QObject {
    Q_OBJECT

private slots:
    // The player board's city slots uncover +2 and then +3 more (components-base §4b).
    void cityBonusStepsComeFromThePlayerBoard() {
        QCOMPARE(cityBonusSteps(catalog()), (QList<int>{0, 2, 5}));
    }

    void specExampleScores() {
        const ScoringInput input = specExample();
        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(score.gains, (QList<int>{9, 5, 2}));
        QCOMPARE(ambitionNames(score.ambitions), (QStringList{"tycoon", "keeper"}));

        const AmbitionScore &tycoon = score.ambitions.at(0);
        QCOMPARE(tycoon.ambition, Ambition::Tycoon);
        QCOMPARE(tycoon.markers, (QList<MarkerValues>{{5, 3}, {2, 0}}));
        QCOMPARE(tycoon.total(), (MarkerValues{7, 3}));
        QCOMPARE(tycoon.counts, (QList<int>{4, 2, 0}));
        QCOMPARE(tycoon.first, QList<int>{0});
        QCOMPARE(tycoon.second, QList<int>{1});
        QCOMPARE(tycoon.gains, (QList<int>{9, 3, 0}));
        QCOMPARE(tycoon.cityBonus, (QList<int>{2, 0, 0}));

        const AmbitionScore &keeper = score.ambitions.at(1);
        QCOMPARE(keeper.ambition, Ambition::Keeper);
        QCOMPARE(keeper.markers, (QList<MarkerValues>{{3, 2}}));
        QCOMPARE(keeper.total(), (MarkerValues{3, 2}));
        QCOMPARE(keeper.counts, (QList<int>{0, 1, 1}));
        QCOMPARE(keeper.first, (QList<int>{1, 2}));
        QCOMPARE(keeper.second, QList<int>());
        QCOMPARE(keeper.gains, (QList<int>{0, 2, 2}));
        QCOMPARE(keeper.cityBonus, (QList<int>{0, 0, 0}));

        QCOMPARE(explain(tycoon, threeNames),
                 QStringLiteral("Tycoon (5/3 + 2/0): Red 4, Blue 2, Yellow 0 → Red +7 +2 city "
                                "bonus, Blue +3"));
        QCOMPARE(explain(keeper, threeNames),
                 QStringLiteral("Keeper (3/2): Red 0, Blue 1, Yellow 1 → Blue +2, Yellow +2 "
                                "(tied for first)"));
    }

    void scoresOneBox_data() {
        QTest::addColumn<ScoringInput>("input");
        QTest::addColumn<QList<int>>("counts"); // AmbitionScore::counts, dummy last
        QTest::addColumn<QList<int>>("first");
        QTest::addColumn<QList<int>>("second");
        QTest::addColumn<QList<int>>("gains");
        QTest::addColumn<QList<int>>("cityBonus");

        const Ambition tycoon = Ambition::Tycoon;
        using L = QList<int>;

        // Places and ties
        QTest::newRow("unique first and second")
            << box(3, tycoon, {{5, 3}}, {4, 2, 0}) << L{4, 2, 0} << L{0} << L{1} << L{5, 3, 0}
            << L{0, 0, 0};
        QTest::newRow("first is not the lowest seat")
            << box(3, tycoon, {{5, 3}}, {1, 0, 6}) << L{1, 0, 6} << L{2} << L{0} << L{3, 0, 5}
            << L{0, 0, 0};
        QTest::newRow("two tied for first take the second value")
            << box(3, tycoon, {{5, 3}}, {3, 3, 1}) << L{3, 3, 1} << L{0, 1} << L{} << L{3, 3, 0}
            << L{0, 0, 0};
        QTest::newRow("two tied for first: the next best does not place")
            << box(4, tycoon, {{5, 3}}, {1, 4, 4, 2}) << L{1, 4, 4, 2} << L{1, 2} << L{}
            << L{0, 3, 3, 0} << L{0, 0, 0, 0};
        QTest::newRow("three tied for first")
            << box(4, tycoon, {{5, 3}}, {2, 2, 2, 1}) << L{2, 2, 2, 1} << L{0, 1, 2} << L{}
            << L{3, 3, 3, 0} << L{0, 0, 0, 0};
        QTest::newRow("everyone tied for first")
            << box(3, tycoon, {{3, 2}}, {1, 1, 1}) << L{1, 1, 1} << L{0, 1, 2} << L{} << L{2, 2, 2}
            << L{0, 0, 0};
        QTest::newRow("two tied for second: nobody places second")
            << box(3, tycoon, {{5, 3}}, {5, 2, 2}) << L{5, 2, 2} << L{0} << L{} << L{5, 0, 0}
            << L{0, 0, 0};
        QTest::newRow("three tied for second")
            << box(4, tycoon, {{5, 3}}, {1, 3, 1, 1}) << L{1, 3, 1, 1} << L{1} << L{}
            << L{0, 5, 0, 0} << L{0, 0, 0, 0};
        QTest::newRow("second beats a lower third")
            << box(4, tycoon, {{5, 3}}, {1, 3, 2, 1}) << L{1, 3, 2, 1} << L{1} << L{2}
            << L{0, 5, 3, 0} << L{0, 0, 0, 0};

        // Qualifying
        QTest::newRow("all zero: nobody places")
            << box(3, tycoon, {{5, 3}}, {0, 0, 0}) << L{0, 0, 0} << L{} << L{} << L{0, 0, 0}
            << L{0, 0, 0};
        QTest::newRow("all zero with a city bonus: nobody places")
            << box(3, tycoon, {{5, 3}}, {0, 0, 0}, {5, 2, 0}) << L{0, 0, 0} << L{} << L{}
            << L{0, 0, 0} << L{0, 0, 0};
        QTest::newRow("one qualifies: nobody is second")
            << box(3, tycoon, {{5, 3}}, {0, 3, 0}) << L{0, 3, 0} << L{1} << L{} << L{0, 5, 0}
            << L{0, 0, 0};
        QTest::newRow("a count of 1 qualifies") << box(3, tycoon, {{3, 2}}, {1, 0, 0}) << L{1, 0, 0}
                                                << L{0} << L{} << L{3, 0, 0} << L{0, 0, 0};
        QTest::newRow("two players: zero is never second")
            << box(2, tycoon, {{5, 3}}, {2, 0}) << L{2, 0} << L{0} << L{} << L{5, 0} << L{0, 0};

        // Markers and the city bonus
        QTest::newRow("two markers add up, city bonus +2")
            << box(3, Ambition::Tyrant, {{5, 3}, {3, 2}}, {1, 6, 2}, {0, 2, 0}) << L{1, 6, 2}
            << L{1} << L{2} << L{0, 10, 5} << L{0, 2, 0};
        QTest::newRow("two markers, city bonus +5 once")
            << box(3, Ambition::Warlord, {{5, 3}, {3, 2}}, {3, 1, 0}, {5, 5, 5}) << L{3, 1, 0}
            << L{0} << L{1} << L{13, 5, 0} << L{5, 0, 0};
        QTest::newRow("three markers, city bonus +5 once")
            << box(3, Ambition::Keeper, {{5, 3}, {3, 2}, {2, 0}}, {0, 2, 4}, {0, 5, 5})
            << L{0, 2, 4} << L{2} << L{1} << L{0, 5, 15} << L{0, 0, 5};
        QTest::newRow("no city bonus for a tied first")
            << box(3, tycoon, {{5, 3}}, {2, 2, 0}, {5, 2, 0}) << L{2, 2, 0} << L{0, 1} << L{}
            << L{3, 3, 0} << L{0, 0, 0};
        QTest::newRow("no city bonus for second")
            << box(3, tycoon, {{5, 3}}, {1, 4, 0}, {5, 0, 2}) << L{1, 4, 0} << L{1} << L{0}
            << L{3, 5, 0} << L{0, 0, 0};
        QTest::newRow("no city bonus for nobody placing")
            << box(3, tycoon, {{5, 3}}, {4, 1, 1}, {0, 5, 2}) << L{4, 1, 1} << L{0} << L{}
            << L{5, 0, 0} << L{0, 0, 0};
        QTest::newRow("empty city bonus list means none")
            << box(2, tycoon, {{5, 3}}, {3, 1}, {}) << L{3, 1} << L{0} << L{1} << L{5, 3}
            << L{0, 0};

        // Flipped markers
        QTest::newRow("flipped 9/4 + 6/3 + 4/2")
            << box(3, Ambition::Warlord, {{9, 4}, {6, 3}, {4, 2}}, {3, 1, 0}, {5, 0, 0})
            << L{3, 1, 0} << L{0} << L{1} << L{24, 9, 0} << L{5, 0, 0};
        QTest::newRow("flipped 6/3") << box(3, Ambition::Keeper, {{6, 3}}, {0, 2, 7}) << L{0, 2, 7}
                                     << L{2} << L{1} << L{0, 3, 6} << L{0, 0, 0};
        QTest::newRow("flipped 4/2 at four players")
            << box(4, Ambition::Empath, {{4, 2}}, {1, 2, 3, 4}) << L{1, 2, 3, 4} << L{3} << L{2}
            << L{0, 0, 2, 4} << L{0, 0, 0, 0};
        QTest::newRow("flipped 9/4 tied for first")
            << box(3, Ambition::Tyrant, {{9, 4}}, {2, 0, 2}, {2, 2, 2}) << L{2, 0, 2} << L{0, 2}
            << L{} << L{4, 0, 4} << L{0, 0, 0};
        QTest::newRow("2/0: second places but gains nothing")
            << box(2, tycoon, {{2, 0}}, {1, 2}) << L{1, 2} << L{1} << L{0} << L{0, 2} << L{0, 0};

        // The two-player dummy (index 2 in first/second; never gains)
        QTest::newRow("dummy takes first: the next best is second")
            << withDummy(box(2, tycoon, {{5, 3}}, {2, 1}, {5, 5}), tycoon, 4) << L{2, 1, 4} << L{2}
            << L{0} << L{3, 0} << L{0, 0};
        QTest::newRow("dummy ties for first: tied player gets the second value")
            << withDummy(box(2, tycoon, {{5, 3}}, {4, 1}, {5, 0}), tycoon, 4) << L{4, 1, 4}
            << L{0, 2} << L{} << L{3, 0} << L{0, 0};
        QTest::newRow("dummy and both players tied for first")
            << withDummy(box(2, tycoon, {{5, 3}, {3, 2}}, {2, 2}), tycoon, 2) << L{2, 2, 2}
            << L{0, 1, 2} << L{} << L{5, 5} << L{0, 0};
        QTest::newRow("dummy blocks second by a tie")
            << withDummy(box(2, tycoon, {{5, 3}}, {5, 2}, {2, 0}), tycoon, 2) << L{5, 2, 2} << L{0}
            << L{} << L{7, 0} << L{2, 0};
        QTest::newRow("dummy is second")
            << withDummy(box(2, Ambition::Keeper, {{5, 3}}, {5, 0}), Ambition::Keeper, 1)
            << L{5, 0, 1} << L{0} << L{2} << L{5, 0} << L{0, 0};
        QTest::newRow("dummy alone qualifies: nobody gains")
            << withDummy(box(2, tycoon, {{5, 3}}, {0, 0}, {5, 5}), tycoon, 2) << L{0, 0, 2} << L{2}
            << L{} << L{0, 0} << L{0, 0};
        QTest::newRow("dummy with none does not place")
            << withDummy(box(2, Ambition::Empath, {{5, 3}}, {3, 1}), Ambition::Empath, 0)
            << L{3, 1, 0} << L{0} << L{1} << L{5, 3} << L{0, 0};
        QTest::newRow("dummy has no entry for the ambition: counts 0")
            << withDummy(box(2, Ambition::Tyrant, {{5, 3}}, {2, 1}), tycoon, 4) << L{2, 1, 0}
            << L{0} << L{1} << L{5, 3} << L{0, 0};

        // Leader traits
        QTest::newRow("Elder first on Tyrant: second value, no city bonus")
            << box(3, Ambition::Tyrant, {{5, 3}}, {3, 1, 0}, {5, 0, 0}, {"Elder", "", ""})
            << L{3, 1, 0} << L{0} << L{1} << L{3, 3, 0} << L{0, 0, 0};
        QTest::newRow("Elder first on Tyrant with two markers")
            << box(3, Ambition::Tyrant, {{5, 3}, {3, 2}}, {0, 1, 4}, {2, 2, 2},
                   {"", "Mystic", "Elder"})
            << L{0, 1, 4} << L{2} << L{1} << L{0, 5, 5} << L{0, 0, 0};
        QTest::newRow("Elder second on Tyrant: nothing")
            << box(3, Ambition::Tyrant, {{5, 3}}, {1, 3, 0}, {0, 2, 0}, {"Elder", "", ""})
            << L{1, 3, 0} << L{1} << L{0} << L{0, 7, 0} << L{0, 2, 0};
        QTest::newRow("Elder on Tycoon scores normally")
            << box(3, tycoon, {{5, 3}}, {3, 1, 0}, {2, 0, 0}, {"Elder", "", ""}) << L{3, 1, 0}
            << L{0} << L{1} << L{7, 3, 0} << L{2, 0, 0};
        QTest::newRow("Warrior second on Empath: nothing")
            << box(3, Ambition::Empath, {{5, 3}, {3, 2}}, {0, 4, 2}, {}, {"", "", "Warrior"})
            << L{0, 4, 2} << L{1} << L{2} << L{0, 8, 0} << L{0, 0, 0};
        QTest::newRow("Warrior first on Empath: second value, no city bonus")
            << box(3, Ambition::Empath, {{5, 3}}, {1, 0, 3}, {0, 0, 5}, {"", "", "Warrior"})
            << L{1, 0, 3} << L{2} << L{0} << L{3, 0, 3} << L{0, 0, 0};
        QTest::newRow("Warrior on Tyrant scores normally, Elder second gets nothing")
            << box(2, Ambition::Tyrant, {{5, 3}}, {2, 1}, {5, 0}, {"Warrior", "Elder"}) << L{2, 1}
            << L{0} << L{1} << L{10, 0} << L{5, 0};
        QTest::newRow("leaders without scoring traits score normally")
            << box(4, Ambition::Empath, {{5, 3}}, {4, 2, 0, 0}, {2, 0, 0, 0},
                   {"Mystic", "Fuel-Drinker", "Upstart", "Demagogue"})
            << L{4, 2, 0, 0} << L{0} << L{1} << L{7, 3, 0, 0} << L{2, 0, 0, 0};
    }

    void scoresOneBox() {
        QFETCH(ScoringInput, input);
        QFETCH(QList<int>, counts);
        QFETCH(QList<int>, first);
        QFETCH(QList<int>, second);
        QFETCH(QList<int>, gains);
        QFETCH(QList<int>, cityBonus);

        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(score.ambitions.size(), 1);
        const AmbitionScore &box = score.ambitions.first();
        QCOMPARE(box.ambition, input.declared.firstKey());
        QCOMPARE(box.markers, input.declared.first());
        QCOMPARE(box.counts, counts);
        QCOMPARE(box.first, first);
        QCOMPARE(box.second, second);
        QCOMPARE(box.gains, gains);
        QCOMPARE(box.cityBonus, cityBonus);
        QCOMPARE(score.gains, gains);
    }

    void undeclaredAmbitionsAreNotScored() {
        ScoringInput input;
        input.players = 3;
        input.declared.insert(Ambition::Empath, {{3, 2}});
        input.declared.insert(Ambition::Tycoon, {{5, 3}});
        input.counts.insert(Ambition::Tycoon, {1, 2, 0});
        input.counts.insert(Ambition::Tyrant, {9, 0, 0});
        input.counts.insert(Ambition::Warlord, {0, 0, 9});
        input.counts.insert(Ambition::Empath, {0, 0, 1});
        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(ambitionNames(score.ambitions), (QStringList{"tycoon", "empath"}));
        QCOMPARE(score.gains, (QList<int>{3, 5, 3}));
    }

    void ambitionsComeInCatalogOrder() {
        ScoringInput input;
        input.players = 2;
        // Declared in reverse order, one marker each (there are three).
        const QList<std::pair<Ambition, MarkerValues>> declared{
            {Ambition::Empath, {5, 3}}, {Ambition::Warlord, {3, 2}}, {Ambition::Tycoon, {2, 0}}};
        for (const auto &[ambition, marker] : declared) {
            input.declared.insert(ambition, {marker});
            input.counts.insert(ambition, {1, 0});
        }
        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(ambitionNames(score.ambitions), (QStringList{"tycoon", "warlord", "empath"}));
        QCOMPARE(score.gains, (QList<int>{10, 0}));
    }

    void nothingDeclaredScoresNothing() {
        ScoringInput input;
        input.players = 4;
        input.counts.insert(Ambition::Tycoon, {5, 4, 3, 2});
        input.cityBonus = {5, 5, 5, 5};
        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QVERIFY(score.ambitions.isEmpty());
        QCOMPARE(score.gains, (QList<int>{0, 0, 0, 0}));
    }

    void missingCountsMeanZero() {
        ScoringInput input;
        input.players = 3;
        input.declared.insert(Ambition::Warlord, {{5, 3}});
        input.cityBonus = {5, 0, 0};
        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(score.ambitions.size(), 1);
        QCOMPARE(score.ambitions.first().counts, (QList<int>{0, 0, 0}));
        QVERIFY(score.ambitions.first().first.isEmpty());
        QVERIFY(score.ambitions.first().second.isEmpty());
        QCOMPARE(score.gains, (QList<int>{0, 0, 0}));
    }

    void cityBonusOncePerWonAmbition() {
        ScoringInput input;
        input.players = 3;
        input.declared.insert(Ambition::Tycoon, {{5, 3}, {2, 0}});
        input.declared.insert(Ambition::Keeper, {{3, 2}});
        input.declared.insert(Ambition::Empath, {{9, 4}});
        input.counts.insert(Ambition::Tycoon, {3, 1, 0});
        input.counts.insert(Ambition::Keeper, {2, 0, 1});
        input.counts.insert(Ambition::Empath, {1, 1, 0}); // tied: no bonus
        input.cityBonus = {5, 2, 0};
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(score.ambitions.at(0).gains, (QList<int>{12, 3, 0}));
        QCOMPARE(score.ambitions.at(1).gains, (QList<int>{8, 0, 2}));
        QCOMPARE(score.ambitions.at(2).gains, (QList<int>{4, 4, 0}));
        QCOMPARE(score.gains, (QList<int>{24, 7, 2}));
    }

    void dummyNeverGainsAcrossAChapter() {
        // 2P Frontiers: the dummy holds 4 Tycoon, 1 Warlord, 1 Empath.
        ScoringInput input;
        input.players = 2;
        input.dummy = QMap<Ambition, int>{{Ambition::Tycoon, 4},
                                          {Ambition::Tyrant, 0},
                                          {Ambition::Warlord, 1},
                                          {Ambition::Keeper, 0},
                                          {Ambition::Empath, 1}};
        input.declared.insert(Ambition::Tycoon, {{5, 3}});
        input.declared.insert(Ambition::Warlord, {{3, 2}});
        input.declared.insert(Ambition::Empath, {{2, 0}});
        input.counts.insert(Ambition::Tycoon, {3, 5});
        input.counts.insert(Ambition::Warlord, {1, 0});
        input.counts.insert(Ambition::Empath, {0, 0});
        input.cityBonus = {2, 2};
        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(score.ambitions.size(), 3);

        const AmbitionScore &tycoon = score.ambitions.at(0);
        QCOMPARE(tycoon.counts, (QList<int>{3, 5, 4}));
        QCOMPARE(tycoon.first, QList<int>{1});
        QCOMPARE(tycoon.second, QList<int>{2});
        QCOMPARE(tycoon.gains, (QList<int>{0, 7}));

        const AmbitionScore &warlord = score.ambitions.at(1);
        QCOMPARE(warlord.counts, (QList<int>{1, 0, 1}));
        QCOMPARE(warlord.first, (QList<int>{0, 2}));
        QCOMPARE(warlord.second, QList<int>());
        QCOMPARE(warlord.gains, (QList<int>{2, 0}));
        QCOMPARE(warlord.cityBonus, (QList<int>{0, 0}));

        const AmbitionScore &empath = score.ambitions.at(2);
        QCOMPARE(empath.first, QList<int>{2});
        QCOMPARE(empath.second, QList<int>());
        QCOMPARE(empath.gains, (QList<int>{0, 0}));

        QCOMPARE(score.gains, (QList<int>{2, 7}));
    }

    void totalSumsMarkers() {
        AmbitionScore score;
        QCOMPARE(score.total(), (MarkerValues{0, 0}));
        score.markers = {{9, 4}, {6, 3}, {4, 2}};
        QCOMPARE(score.total(), (MarkerValues{19, 9}));
        score.markers = {{2, 0}};
        QCOMPARE(score.total(), (MarkerValues{2, 0}));
    }

    void ambitionTitles() {
        QCOMPARE(ambitionTitle(Ambition::Tycoon), QStringLiteral("Tycoon"));
        QCOMPARE(ambitionTitle(Ambition::Tyrant), QStringLiteral("Tyrant"));
        QCOMPARE(ambitionTitle(Ambition::Warlord), QStringLiteral("Warlord"));
        QCOMPARE(ambitionTitle(Ambition::Keeper), QStringLiteral("Keeper"));
        QCOMPARE(ambitionTitle(Ambition::Empath), QStringLiteral("Empath"));
    }

    void explainsOneBox_data() {
        QTest::addColumn<ScoringInput>("input");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("expected");

        const QStringList four = threeNames + QStringList{"White"};
        const QStringList two{"Red", "Blue"};

        QTest::newRow("first with city bonus, second")
            << box(3, Ambition::Tycoon, {{5, 3}, {2, 0}}, {4, 2, 0}, {2, 0, 0}) << threeNames
            << QStringLiteral(
                   "Tycoon (5/3 + 2/0): Red 4, Blue 2, Yellow 0 → Red +7 +2 city bonus, Blue +3");
        QTest::newRow("tied for first")
            << box(3, Ambition::Keeper, {{3, 2}}, {0, 1, 1}) << threeNames
            << QStringLiteral(
                   "Keeper (3/2): Red 0, Blue 1, Yellow 1 → Blue +2, Yellow +2 (tied for first)");
        QTest::newRow("three tied for first, city bonus withheld")
            << box(4, Ambition::Tyrant, {{5, 3}}, {2, 2, 2, 1}, {5, 0, 0, 0}) << four
            << QStringLiteral("Tyrant (5/3): Red 2, Blue 2, Yellow 2, White 1 → Red +3, Blue "
                              "+3, Yellow +3 (tied for first)");
        QTest::newRow("nobody qualifies")
            << box(3, Ambition::Warlord, {{5, 3}}, {0, 0, 0}) << threeNames
            << QStringLiteral(
                   "Warlord (5/3): Red 0, Blue 0, Yellow 0 → nobody scores: nobody has any");
        QTest::newRow("tied for second: no second place")
            << box(3, Ambition::Tyrant, {{5, 3}}, {3, 1, 1}) << threeNames
            << QStringLiteral("Tyrant (5/3): Red 3, Blue 1, Yellow 1 → Red +5 (Blue and Yellow "
                              "tie for second: no second place)");
        QTest::newRow("flipped markers and +5")
            << box(3, Ambition::Warlord, {{9, 4}, {6, 3}, {4, 2}}, {3, 1, 0}, {5, 2, 0})
            << threeNames
            << QStringLiteral("Warlord (9/4 + 6/3 + 4/2): Red 3, Blue 1, Yellow 0 → Red +19 +5 "
                              "city bonus, Blue +9");
        QTest::newRow("first alone, nobody second")
            << box(2, Ambition::Empath, {{6, 3}}, {4, 0}) << two
            << QStringLiteral("Empath (6/3): Red 4, Blue 0 → Red +6");
        QTest::newRow("dummy alone qualifies")
            << withDummy(box(2, Ambition::Tycoon, {{5, 3}}, {0, 0}), Ambition::Tycoon, 2)
            << QStringList{"Red", "Blue", "Dummy"}
            << QStringLiteral("Tycoon (5/3): Red 0, Blue 0, Dummy 2 → nobody scores: Dummy is "
                              "first, and nobody else has any");
        QTest::newRow("dummy first, the players tie for second")
            << withDummy(box(2, Ambition::Tycoon, {{5, 3}}, {1, 1}), Ambition::Tycoon, 2)
            << QStringList{"Red", "Blue", "Dummy"}
            << QStringLiteral("Tycoon (5/3): Red 1, Blue 1, Dummy 2 → nobody scores: Dummy is "
                              "first, and Red and Blue tie for second");
    }

    void explainsOneBox() {
        QFETCH(ScoringInput, input);
        QFETCH(QStringList, names);
        QFETCH(QString, expected);
        QCOMPARE(scoringProblem(input, catalog()), QString());
        const ChapterScore score = scoreChapter(input, catalog());
        QCOMPARE(score.ambitions.size(), 1);
        QCOMPARE(explain(score.ambitions.first(), names), expected);
    }

    void explainNamesTheDummyButNeverCreditsIt() {
        const QStringList names{"Red", "Blue", "Dummy"};
        const ScoringInput input =
            withDummy(box(2, Ambition::Tycoon, {{5, 3}}, {2, 1}, {5, 5}), Ambition::Tycoon, 4);
        const QString text = explain(scoreChapter(input, catalog()).ambitions.first(), names);
        QVERIFY2(text.startsWith(QStringLiteral("Tycoon (5/3): Red 2, Blue 1, Dummy 4 → ")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Red +3")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Dummy +")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Blue +")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("city bonus")), qPrintable(text));
    }

    void validInputs_data() {
        QTest::addColumn<ScoringInput>("input");
        QTest::newRow("spec example") << specExample();
        QTest::newRow("two players, no dummy") << box(2, Ambition::Tycoon, {{5, 3}}, {1, 2});
        QTest::newRow("two players with a dummy")
            << withDummy(box(2, Ambition::Tycoon, {{5, 3}}, {1, 2}), Ambition::Tycoon, 4);
        QTest::newRow("four players, every city bonus")
            << box(4, Ambition::Keeper, {{5, 3}}, {1, 2, 3, 4}, {0, 2, 5, 0});
        QTest::newRow("leaders, some blank")
            << box(3, Ambition::Tyrant, {{5, 3}}, {1, 2, 3}, {}, {"Elder", "", "Warrior"});
        QTest::newRow("every leader") << box(4, Ambition::Tyrant, {{5, 3}}, {1, 2, 3, 4}, {},
                                             {"Elder", "Mystic", "Fuel-Drinker", "Upstart"});
        QTest::newRow("more leaders") << box(4, Ambition::Tyrant, {{5, 3}}, {1, 2, 3, 4}, {},
                                             {"Rebel", "Warrior", "Feastbringer", "Demagogue"});
        ScoringInput input = box(3, Ambition::Tycoon, {{5, 3}}, {1, 2, 3});
        input.counts.insert(Ambition::Warlord, {0, 0, 7});
        QTest::newRow("counts for an undeclared ambition") << input;
    }

    void validInputs() {
        QFETCH(ScoringInput, input);
        QCOMPARE(scoringProblem(input, catalog()), QString());
    }

    void problems_data() {
        QTest::addColumn<ScoringInput>("input");
        QTest::addColumn<QString>("keyword"); // the message must mention it; empty: no check

        const Ambition tycoon = Ambition::Tycoon;
        QTest::newRow("one player") << box(1, tycoon, {{5, 3}}, {2}) << QString();
        QTest::newRow("five players") << box(5, tycoon, {{5, 3}}, {1, 2, 3, 4, 5}) << "5";
        QTest::newRow("no players") << box(0, tycoon, {{5, 3}}, {}) << QString();
        QTest::newRow("counts too short") << box(3, tycoon, {{5, 3}}, {1, 2}) << "tycoon";
        QTest::newRow("counts too long") << box(3, tycoon, {{5, 3}}, {1, 2, 3, 4}) << "tycoon";
        QTest::newRow("counts include the dummy")
            << withDummy(box(2, tycoon, {{5, 3}}, {1, 2, 4}), tycoon, 4) << "tycoon";
        QTest::newRow("negative count") << box(3, tycoon, {{5, 3}}, {1, -1, 0}) << QString();
        QTest::newRow("negative dummy count")
            << withDummy(box(2, tycoon, {{5, 3}}, {1, 2}), tycoon, -2) << QString();
        QTest::newRow("city bonus 3") << box(3, tycoon, {{5, 3}}, {1, 2, 0}, {0, 3, 0}) << "3";
        QTest::newRow("city bonus 1") << box(3, tycoon, {{5, 3}}, {1, 2, 0}, {1, 0, 0}) << "1";
        QTest::newRow("city bonus 7") << box(2, tycoon, {{5, 3}}, {1, 2}, {0, 7}) << "7";
        QTest::newRow("negative city bonus")
            << box(2, tycoon, {{5, 3}}, {1, 2}, {-2, 0}) << QString();
        QTest::newRow("dummy with three players")
            << withDummy(box(3, tycoon, {{5, 3}}, {1, 2, 3}), tycoon, 1) << QString();
        QTest::newRow("dummy with four players")
            << withDummy(box(4, tycoon, {{5, 3}}, {1, 2, 3, 4}), tycoon, 0) << QString();
        QTest::newRow("a marker no marker shows") << box(3, tycoon, {{4, 3}}, {1, 2, 3}) << "4/3";
        QTest::newRow("one marker declared twice")
            << box(3, tycoon, {{5, 3}, {5, 3}}, {1, 2, 3}) << "twice";
        QTest::newRow("both sides of one marker")
            << box(3, tycoon, {{5, 3}, {9, 4}}, {1, 2, 3}) << "9/4";
        QTest::newRow("four markers")
            << box(3, tycoon, {{5, 3}, {3, 2}, {2, 0}, {6, 3}}, {1, 2, 3}) << "6/3";
        QTest::newRow("a dummy count on Tyrant")
            << withDummy(box(2, Ambition::Tyrant, {{5, 3}}, {1, 2}), Ambition::Tyrant, 1)
            << "Captives";
        QTest::newRow("unknown leader")
            << box(3, tycoon, {{5, 3}}, {1, 2, 3}, {}, {"", "Baron", ""}) << "Baron";
    }

    void problems() {
        QFETCH(ScoringInput, input);
        QFETCH(QString, keyword);
        const QString problem = scoringProblem(input, catalog());
        QVERIFY(!problem.isEmpty());
        QVERIFY2(problem.contains(keyword, Qt::CaseInsensitive), qPrintable(problem));
    }
};

QTEST_APPLESS_MAIN(TestScoring)
#include "tst_scoring.moc"
