// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "rules/Reach.h"

#include <QTest>

using namespace arcs;

namespace {
SystemId sys(const char *name) {
    return *SystemId::parse(QString::fromLatin1(name));
}

QStringList names(const QList<SystemId> &systems) {
    QStringList out;
    for (const SystemId &system : systems)
        out << system.name();
    return out;
}
} // namespace

// Which systems touch, with and without out-of-play clusters bridged by path markers.
class TestReach : public QObject {
    Q_OBJECT

private slots:
    void neighboursWithEveryClusterInPlay_data() {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("gate: its planets and both ring neighbours")
            << "1-gate" << QStringList{"1-arrow", "1-crescent", "1-hex", "2-gate", "6-gate"};
        QTest::newRow("arrow does not touch hex")
            << "1-arrow" << QStringList{"1-gate", "1-crescent"};
        QTest::newRow("crescent touches both")
            << "4-crescent" << QStringList{"4-gate", "4-arrow", "4-hex"};
        QTest::newRow("2 hex touches 3 arrow")
            << "2-hex" << QStringList{"2-gate", "2-crescent", "3-arrow"};
        QTest::newRow("6 arrow touches 5 hex")
            << "6-arrow" << QStringList{"5-hex", "6-gate", "6-crescent"};
        QTest::newRow("1 hex does not touch 2 arrow")
            << "1-hex" << QStringList{"1-gate", "1-crescent"};
    }

    void neighboursWithEveryClusterInPlay() {
        QFETCH(QString, system);
        QFETCH(QStringList, expected);
        const Reach reach(Catalog::builtIn().map, {});
        QCOMPARE(names(reach.neighbours(*SystemId::parse(system))), expected);
    }

    void pathMarkerBridgesOneCluster() {
        const Reach reach(Catalog::builtIn().map, {3});
        QCOMPARE(names(reach.neighbours(sys("2-gate"))),
                 (QStringList{"1-gate", "2-arrow", "2-crescent", "2-hex", "4-gate"}));
        QVERIFY(!reach.adjacent(sys("2-hex"), sys("3-arrow")));
        QCOMPARE(names(reach.neighbours(sys("2-hex"))), (QStringList{"2-gate", "2-crescent"}));
        QVERIFY(reach.neighbours(sys("3-gate")).isEmpty());
        QCOMPARE(reach.pathMarkers(), (QList<std::pair<int, int>>{{2, 4}}));
        QCOMPARE(reach.systemsInPlay().size(), 20);
    }

    void longPathMarkerBridgesTwoClusters() {
        const Reach reach(Catalog::builtIn().map, {5, 6});
        QVERIFY(reach.adjacent(sys("4-gate"), sys("1-gate")));
        QVERIFY(reach.adjacent(sys("1-gate"), sys("4-gate")));
        QCOMPARE(reach.pathMarkers(), (QList<std::pair<int, int>>{{4, 1}}));
        QCOMPARE(reach.systemsInPlay().size(), 16);
    }

    void twoShortPathMarkers() {
        const Reach reach(Catalog::builtIn().map, {1, 4});
        QCOMPARE(reach.pathMarkers(), (QList<std::pair<int, int>>{{3, 5}, {6, 2}}));
        QVERIFY(reach.adjacent(sys("6-gate"), sys("2-gate")));
        QVERIFY(reach.adjacent(sys("3-gate"), sys("5-gate")));
        QVERIFY(reach.adjacent(sys("2-gate"), sys("3-gate")));
        QVERIFY(!reach.adjacent(sys("6-gate"), sys("1-gate")));
    }

    void noPathMarkersWhenAllInPlay() {
        QVERIFY(Reach(Catalog::builtIn().map, {}).pathMarkers().isEmpty());
    }

    void adjacencyIsSymmetricOnEverySetupCard() {
        for (const SetupCard &card : Catalog::builtIn().setupCards) {
            const Reach reach(Catalog::builtIn().map, card.outOfPlay);
            for (const SystemId &a : reach.systemsInPlay()) {
                for (const SystemId &b : reach.neighbours(a)) {
                    QVERIFY2(reach.inPlay(b), qPrintable(card.name + ": " + b.name()));
                    QVERIFY2(reach.adjacent(b, a),
                             qPrintable(card.name + ": " + a.name() + " " + b.name()));
                }
            }
        }
    }

    void systemNamesRoundTrip() {
        QCOMPARE(sys("4-arrow").cluster, 4);
        QCOMPARE(sys("4-arrow").kind, SystemKind::Arrow);
        QCOMPARE(sys("6-gate").name(), QStringLiteral("6-gate"));
        QVERIFY(!SystemId::parse(QStringLiteral("7-gate")));
        QVERIFY(!SystemId::parse(QStringLiteral("0-hex")));
        QVERIFY(!SystemId::parse(QStringLiteral("3-moon")));
        QVERIFY(!SystemId::parse(QStringLiteral("3hex")));
    }
};

QTEST_APPLESS_MAIN(TestReach)
#include "tst_reach.moc"
