// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "rules/Odds.h"

#include <QTest>

#include <cmath>

using namespace arcs;

namespace {

const DiceData &dice() {
    return Catalog::builtIn().dice;
}

RollDistribution odds(int assault, int skirmish, int raid) {
    return rollDistribution({assault, skirmish, raid}, dice());
}

template <typename Predicate> double probabilityWhere(const RollDistribution &d, Predicate keep) {
    double sum = 0;
    for (const RollOutcome &outcome : d.outcomes()) {
        if (keep(outcome))
            sum += d.probability(outcome);
    }
    return sum;
}

// Every face combination of a small pool, one by one: the reference the exact method must match.
std::map<std::tuple<int, int, bool, int, int>, std::uint64_t> bruteForce(const DicePool &pool) {
    QList<const std::array<DieFace, 6> *> dieFaces;
    for (int i = 0; i < pool.assault; ++i)
        dieFaces << &dice().battle(BattleDie::Assault).faces;
    for (int i = 0; i < pool.skirmish; ++i)
        dieFaces << &dice().battle(BattleDie::Skirmish).faces;
    for (int i = 0; i < pool.raid; ++i)
        dieFaces << &dice().battle(BattleDie::Raid).faces;
    std::map<std::tuple<int, int, bool, int, int>, std::uint64_t> counts;
    const int n = int(dieFaces.size());
    const int combinations = int(std::pow(6, n));
    for (int code = 0; code < combinations; ++code) {
        int hits = 0, self = 0, building = 0, keys = 0;
        bool intercept = false;
        int rest = code;
        for (int d = 0; d < n; ++d, rest /= 6) {
            const DieFace &face = (*dieFaces[d])[std::size_t(rest % 6)];
            hits += face.hits;
            self += face.selfHits;
            intercept = intercept || face.intercept > 0;
            building += face.buildingHits;
            keys += face.keys;
        }
        counts[{hits, self, intercept, building, keys}] += 1;
    }
    return counts;
}

} // namespace

// Exact battle odds against the published reference values and against brute force.
class TestOdds : public QObject {
    Q_OBJECT

private slots:
    void publishedExactValues() {
        constexpr double exact = 1e-12;
        QVERIFY(std::abs(probabilityWhere(odds(3, 0, 0), [](auto &o) { return o.hits >= 4; }) -
                         55.0 / 108) < exact);
        QVERIFY(std::abs(probabilityWhere(odds(0, 6, 0), [](auto &o) { return o.hits >= 3; }) -
                         21.0 / 32) < exact);
        QVERIFY(std::abs(probabilityWhere(odds(0, 0, 2), [](auto &o) { return o.keys >= 2; }) -
                         5.0 / 12) < exact);
        QVERIFY(std::abs(probabilityWhere(odds(6, 0, 0), [](auto &o) { return o.intercept; }) -
                         31031.0 / 46656) < exact);
        QVERIFY(std::abs(probabilityWhere(odds(0, 0, 6), [](auto &o) { return o.intercept; }) -
                         665.0 / 729) < exact);
        const RollDistribution mixed = odds(2, 0, 2);
        QCOMPARE(std::round(mixed.expectedDamage(1) * 1000) / 1000, 2.691);
        QVERIFY(std::abs(mixed.chance(2, 2, 1) - 31.0 / 108) < exact);
    }

    void publishedPercentages_data() {
        QTest::addColumn<int>("assault");
        QTest::addColumn<int>("skirmish");
        QTest::addColumn<int>("raid");
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("atLeast");
        QTest::addColumn<double>("percent");
        QTest::newRow("3 skirmish >=1 hit") << 0 << 3 << 0 << "hits" << 1 << 87.5;
        QTest::newRow("3 skirmish >=2 hits") << 0 << 3 << 0 << "hits" << 2 << 50.0;
        QTest::newRow("3 skirmish >=3 hits") << 0 << 3 << 0 << "hits" << 3 << 12.5;
        QTest::newRow("6 skirmish >=3 hits") << 0 << 6 << 0 << "hits" << 3 << 65.6;
        QTest::newRow("6 skirmish >=6 hits") << 0 << 6 << 0 << "hits" << 6 << 1.6;
        QTest::newRow("2 assault >=2 hits") << 2 << 0 << 0 << "hits" << 2 << 80.6;
        QTest::newRow("2 assault >=4 hits") << 2 << 0 << 0 << "hits" << 4 << 11.1;
        QTest::newRow("2 assault no self-hit") << 2 << 0 << 0 << "noSelf" << 0 << 25.0;
        QTest::newRow("2 assault intercept") << 2 << 0 << 0 << "intercept" << 0 << 30.6;
        QTest::newRow("3 raid >=2 keys") << 0 << 0 << 3 << "keys" << 2 << 62.5;
        QTest::newRow("3 raid >=3 keys") << 0 << 0 << 3 << "keys" << 3 << 33.3;
        QTest::newRow("3 raid intercept") << 0 << 0 << 3 << "intercept" << 0 << 70.4;
    }

    void publishedPercentages() {
        QFETCH(int, assault);
        QFETCH(int, skirmish);
        QFETCH(int, raid);
        QFETCH(QString, what);
        QFETCH(int, atLeast);
        QFETCH(double, percent);
        const double p = probabilityWhere(odds(assault, skirmish, raid), [&](const RollOutcome &o) {
            if (what == QLatin1String("hits"))
                return o.hits >= atLeast;
            if (what == QLatin1String("keys"))
                return o.keys >= atLeast;
            if (what == QLatin1String("noSelf"))
                return o.selfHits == 0;
            return o.intercept;
        });
        QCOMPARE(std::round(p * 1000) / 10, percent);
    }

    void matchesBruteForce_data() {
        QTest::addColumn<int>("assault");
        QTest::addColumn<int>("skirmish");
        QTest::addColumn<int>("raid");
        for (int a = 0; a <= 2; ++a)
            for (int s = 0; s <= 2; ++s)
                for (int r = 0; r <= 2; ++r)
                    QTest::addRow("%d/%d/%d", a, s, r) << a << s << r;
        QTest::newRow("3/0/3") << 3 << 0 << 3;
    }

    void matchesBruteForce() {
        QFETCH(int, assault);
        QFETCH(int, skirmish);
        QFETCH(int, raid);
        const DicePool pool{assault, skirmish, raid};
        const auto expected = bruteForce(pool);
        const RollDistribution distribution = rollDistribution(pool, dice());
        QCOMPARE(distribution.total(), std::uint64_t(std::pow(6, pool.size())));
        QCOMPARE(std::size_t(distribution.outcomes().size()), expected.size());
        for (const RollOutcome &o : distribution.outcomes()) {
            const auto it =
                expected.find({o.hits, o.selfHits, o.intercept, o.buildingHits, o.keys});
            QVERIFY(it != expected.end());
            QCOMPARE(o.ways, it->second);
        }
    }

    void largestPoolSumsToOne() {
        const RollDistribution all = odds(6, 6, 6);
        std::uint64_t ways = 0;
        for (const RollOutcome &o : all.outcomes())
            ways += o.ways;
        QCOMPARE(ways, all.total());
        QCOMPARE(all.total(), std::uint64_t(101559956668416ULL)); // 6^18
        double histogram = 0;
        for (double p : all.hitsHistogram())
            histogram += p;
        QVERIFY(std::abs(histogram - 1.0) < 1e-12);
        QCOMPARE(all.hitsHistogram().size(), 19); // 0..18 hits
    }

    void emptyPoolIsCertain() {
        const RollDistribution none = odds(0, 0, 0);
        QCOMPARE(none.outcomes().size(), 1);
        QCOMPARE(none.chance(0, 0, 3), 1.0);
        QCOMPARE(none.chance(1, 99, 0), 0.0);
    }

    void poolLimits() {
        QCOMPARE(dicePoolProblem({6, 6, 6}, dice()), QString());
        QCOMPARE(dicePoolProblem({7, 0, 0}, dice()),
                 QStringLiteral("At most 6 assault dice can be rolled, not 7."));
        QCOMPARE(dicePoolProblem({0, -1, 0}, dice()),
                 QStringLiteral("The number of skirmish dice cannot be negative (-1)."));
    }
};

QTEST_APPLESS_MAIN(TestOdds)
#include "tst_odds.moc"
