// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "rules/StartingPieces.h"

#include <QTest>

using namespace arcs;

namespace {
const Catalog &catalog() {
    return Catalog::builtIn();
}

ResourceType resource(QChar letter) {
    switch (letter.toLatin1()) {
    case 'M':
        return ResourceType::Material;
    case 'F':
        return ResourceType::Fuel;
    case 'W':
        return ResourceType::Weapon;
    case 'R':
        return ResourceType::Relic;
    default:
        return ResourceType::Psionic;
    }
}

PiecesInSystem piecesOf(const StartingTable &table, int player, const char *system) {
    for (const PiecesInSystem &entry : table.pieces) {
        if (entry.player == player && entry.system.name() == QLatin1String(system))
            return entry;
    }
    return {};
}
} // namespace

// The table right after setup, for every setup card (components-base.md §6, §8) and leaders (§7c).
class TestStartingPieces : public QObject {
    Q_OBJECT

private slots:
    void everySetupCard_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("resources"); // slot 1 and 2 per player, from §6's planet types
        QTest::newRow("2P Frontiers") << "2 Player Frontiers"
                                      << "PM MW";
        QTest::newRow("2P Mix Up 1") << "2 Player Mix Up 1"
                                     << "FF PW";
        QTest::newRow("2P Homelands") << "2 Player Homelands"
                                      << "WM WM";
        QTest::newRow("2P Mix Up 2") << "2 Player Mix Up 2"
                                     << "RP WM";
        QTest::newRow("3P Mix Up") << "3 Player Mix Up"
                                   << "WR PP RM";
        QTest::newRow("3P Frontiers") << "3 Player Frontiers"
                                      << "MM PF FM";
        QTest::newRow("3P Homelands") << "3 Player Homelands"
                                      << "RF MP WM";
        QTest::newRow("3P Core Conflict") << "3 Player Core Conflict"
                                          << "MW RF WP";
        QTest::newRow("4P Mix Up 1") << "4 Player Mix Up 1"
                                     << "RP MP WM MW";
        QTest::newRow("4P Mix Up 2") << "4 Player Mix Up 2"
                                     << "PM WR RM WP";
        QTest::newRow("4P Frontiers") << "4 Player Frontiers"
                                      << "MF RP FP WM";
        QTest::newRow("4P Mix Up 3") << "4 Player Mix Up 3"
                                     << "WR WM MM RW";
    }

    void everySetupCard() {
        QFETCH(QString, card);
        QFETCH(QString, resources);
        QCOMPARE(startingTableProblem(card, {}, catalog()), QString());
        const StartingTable table = startingTable(card, {}, catalog());
        const SetupCard &printed = *catalog().setupCard(card);
        QCOMPARE(table.outOfPlay, printed.outOfPlay);
        const QStringList pairs = resources.split(u' ');
        QCOMPARE(table.resources.size(), pairs.size());
        for (int player = 0; player < pairs.size(); ++player) {
            QCOMPARE(table.resources[player][0], resource(pairs[player][0]));
            QCOMPARE(table.resources[player][1], resource(pairs[player][1]));
            const SetupSeat &seat = printed.seats[player];
            QCOMPARE(piecesOf(table, player, qPrintable(seat.a.name())),
                     (PiecesInSystem{seat.a, player, 3, 1, 0}));
            QCOMPARE(piecesOf(table, player, qPrintable(seat.b.name())),
                     (PiecesInSystem{seat.b, player, 3, 0, 1}));
            for (const SystemId &c : seat.c)
                QCOMPARE(piecesOf(table, player, qPrintable(c.name())),
                         (PiecesInSystem{c, player, 2, 0, 0}));
        }
        const int shipsEach = printed.players == 2 ? 10 : 8;
        int ships = 0, cities = 0, starports = 0;
        for (const PiecesInSystem &entry : table.pieces) {
            QVERIFY(!table.outOfPlay.contains(entry.system.cluster));
            ships += entry.ships;
            cities += entry.cities;
            starports += entry.starports;
        }
        QCOMPARE(ships, shipsEach * printed.players);
        QCOMPARE(cities, printed.players);
        QCOMPARE(starports, printed.players);
        QCOMPARE(table.dummy.has_value(), printed.players == 2);
    }

    void twoPlayerDummies_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QList<int>>("totals"); // Tycoon, Warlord, Keeper, Empath (§8)
        QTest::newRow("Frontiers") << "2 Player Frontiers" << QList<int>{4, 1, 0, 1};
        QTest::newRow("Mix Up 1") << "2 Player Mix Up 1" << QList<int>{0, 2, 2, 2};
        QTest::newRow("Homelands") << "2 Player Homelands" << QList<int>{4, 1, 1, 0};
        QTest::newRow("Mix Up 2") << "2 Player Mix Up 2" << QList<int>{4, 1, 1, 0};
    }

    void twoPlayerDummies() {
        QFETCH(QString, card);
        QFETCH(QList<int>, totals);
        const QMap<Ambition, int> dummy = *startingTable(card, {}, catalog()).dummy;
        QCOMPARE((QList<int>{dummy.value(Ambition::Tycoon), dummy.value(Ambition::Warlord),
                             dummy.value(Ambition::Keeper), dummy.value(Ambition::Empath)}),
                 totals);
        QCOMPARE(dummy.value(Ambition::Tyrant), 0);
    }

    void leadersPlaceTheirOwnPieces() {
        const QStringList leaders{QStringLiteral("Rebel"), QStringLiteral("Upstart"),
                                  QStringLiteral("Feastbringer")};
        QCOMPARE(startingTableProblem(QStringLiteral("3 Player Frontiers"), leaders, catalog()),
                 QString());
        const StartingTable table =
            startingTable(QStringLiteral("3 Player Frontiers"), leaders, catalog());
        // Rebel: 4 ships and a starport at A, 4 ships and no building at B.
        QCOMPARE(piecesOf(table, 0, "1-hex"),
                 (PiecesInSystem{*SystemId::parse("1-hex"), 0, 4, 0, 1}));
        QCOMPARE(piecesOf(table, 0, "4-hex"),
                 (PiecesInSystem{*SystemId::parse("4-hex"), 0, 4, 0, 0}));
        // Upstart: 4 ships and a city at A.
        QCOMPARE(piecesOf(table, 1, "5-hex"),
                 (PiecesInSystem{*SystemId::parse("5-hex"), 1, 4, 1, 0}));
        // Feastbringer: a city at B too, and 3 ships at C.
        QCOMPARE(piecesOf(table, 2, "6-arrow"),
                 (PiecesInSystem{*SystemId::parse("6-arrow"), 2, 3, 1, 0}));
        QCOMPARE(piecesOf(table, 2, "1-gate"),
                 (PiecesInSystem{*SystemId::parse("1-gate"), 2, 3, 0, 0}));
        QCOMPARE(table.resources[0],
                 (std::array<ResourceType, 2>{ResourceType::Material, ResourceType::Weapon}));
        QCOMPARE(table.resources[2],
                 (std::array<ResourceType, 2>{ResourceType::Relic, ResourceType::Material}));
    }

    void problems() {
        QCOMPARE(startingTableProblem(QStringLiteral("5 Player Chaos"), {}, catalog()),
                 QStringLiteral("There is no setup card called \"5 Player Chaos\"."));
        QCOMPARE(startingTableProblem(QStringLiteral("2 Player Frontiers"), {"Elder"}, catalog()),
                 QStringLiteral(
                     "\"2 Player Frontiers\" is for 2 players: give one leader for each, not 1."));
        QCOMPARE(startingTableProblem(QStringLiteral("2 Player Frontiers"), {"Elder", "Baron"},
                                      catalog()),
                 QStringLiteral("There is no leader called \"Baron\"."));
        QCOMPARE(
            startingTableProblem(QStringLiteral("2 Player Frontiers"), {"Elder", "Elder"},
                                 catalog()),
            QStringLiteral("Two players lead as the Elder: each leader card is in the game once."));
    }
};

QTEST_APPLESS_MAIN(TestStartingPieces)
#include "tst_startingpieces.moc"
