// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "state/GameSetup.h"

#include <QJsonArray>
#include <QTest>

using namespace arcs;

// A new game's table: validation messages, turn order and the JSON round trip.
class TestGameSetup : public QObject {
    Q_OBJECT

private:
    static GameSetup threePlayers() {
        GameSetup setup;
        setup.seats = {{QStringLiteral("Ana"), PlayerColour::Red},
                       {QStringLiteral("Ben"), PlayerColour::Blue},
                       {QStringLiteral("Cy"), PlayerColour::Yellow}};
        setup.initiative = 1;
        setup.setupCard = QStringLiteral("3 Player Frontiers");
        setup.court = {QStringLiteral("BC01"), QStringLiteral("BC16"), QStringLiteral("BC26"),
                       QStringLiteral("BC22")};
        return setup;
    }

private slots:
    // The players alone, before a card, mode or Court is chosen (the wizard's first step).
    void seatsProblemNamesOnlyThePlayers() {
        GameSetup setup = threePlayers();
        QCOMPARE(GameSetup::seatsProblem(setup.seats, Catalog::builtIn()), QString());
        setup.setupCard.clear(); // a missing card is no seat problem
        QCOMPARE(GameSetup::seatsProblem(setup.seats, Catalog::builtIn()), QString());
        setup.seats[2].colour = PlayerColour::Red;
        QCOMPARE(GameSetup::seatsProblem(setup.seats, Catalog::builtIn()),
                 QStringLiteral("Ana and Cy both play red: give each player a different colour."));
        QCOMPARE(setup.problem(Catalog::builtIn()),
                 GameSetup::seatsProblem(setup.seats, Catalog::builtIn()));
        QCOMPARE(GameSetup::seatsProblem({}, Catalog::builtIn()),
                 QStringLiteral("Arcs is played by 2 to 4 players; this table has 0."));
    }

    void validSetupHasNoProblem() {
        QCOMPARE(threePlayers().problem(Catalog::builtIn()), QString());
        QCOMPARE(GameSetup::demo().problem(Catalog::builtIn()), QString());
    }

    void problems_data() {
        QTest::addColumn<GameSetup>("setup");
        QTest::addColumn<QString>("expected");

        GameSetup setup = threePlayers();
        setup.seats.removeLast();
        setup.seats.removeLast();
        QTest::newRow("one player")
            << setup << "Arcs is played by 2 to 4 players; this table has 1.";

        setup = threePlayers();
        setup.seats[2].name = QStringLiteral("  ");
        QTest::newRow("blank name")
            << setup << "Player 3 has no name: type a name for every player.";

        setup = threePlayers();
        setup.seats[2].name = QStringLiteral("ana ");
        QTest::newRow("same name")
            << setup << "Two players are called \"ana\": give each player a different name.";

        setup = threePlayers();
        setup.seats[2].colour = PlayerColour::Red;
        QTest::newRow("same colour")
            << setup << "Ana and Cy both play red: give each player a different colour.";

        setup = threePlayers();
        setup.seats[0].name = QString(25, u'x');
        QTest::newRow("long name")
            << setup
            << QString("The name \"%1\" is longer than 24 characters: shorten it.")
                   .arg(QString(25, u'x'));

        setup = threePlayers();
        setup.initiative = 3;
        QTest::newRow("initiative seat")
            << setup << "Choose which player starts with the initiative.";

        setup = threePlayers();
        setup.setupCard.clear();
        QTest::newRow("no card") << setup << "Choose a setup card, or draw one at random.";

        setup = threePlayers();
        setup.setupCard = QStringLiteral("3 Player Nowhere");
        QTest::newRow("unknown card")
            << setup << "There is no setup card called \"3 Player Nowhere\".";

        setup = threePlayers();
        setup.mode = GameMode::LeadersAndLore;
        setup.leaders = {QStringLiteral("Elder"), QStringLiteral("Rebel")};
        QTest::newRow("missing leader")
            << setup << "Cy has no leader: choose a leader for every player.";
        setup.leaders = {QStringLiteral("Elder"), QStringLiteral("Rebel"), QStringLiteral("Elder")};
        QTest::newRow("same leader twice")
            << setup << "Two players lead as the Elder: each leader card is in the game once.";
        setup.leaders = {QStringLiteral("Elder"), QStringLiteral("Rebel"), QStringLiteral("Baron")};
        QTest::newRow("unknown leader") << setup << "There is no leader called \"Baron\".";
        setup = threePlayers();
        setup.leaders = {QStringLiteral("Elder"), QStringLiteral("Rebel"),
                         QStringLiteral("Upstart")};
        QTest::newRow("leaders in the base game")
            << setup << "Leaders are only used in Leaders & Lore.";

        setup = threePlayers();
        setup.setupCard = QStringLiteral("4 Player Mix Up 1");
        QTest::newRow("card for another count")
            << setup
            << "\"4 Player Mix Up 1\" is a card for 4 players, but this table has 3: choose a "
               "3-player card.";
    }

    void problems() {
        QFETCH(GameSetup, setup);
        QFETCH(QString, expected);
        QCOMPARE(setup.problem(Catalog::builtIn()), expected);
    }

    void onlyLeadersAndLoreDealsLeaders() {
        QVERIFY(!arcs::usesLeaders(arcs::GameMode::Base));
        QVERIFY(arcs::usesLeaders(arcs::GameMode::LeadersAndLore));
    }

    void turnOrderStartsWithInitiative() {
        GameSetup setup = threePlayers();
        QCOMPARE(setup.turnOrder(), (QList<int>{1, 2, 0}));
        setup.initiative = 2;
        QCOMPARE(setup.turnOrder(), (QList<int>{2, 0, 1}));
        QCOMPARE(GameSetup::demo().turnOrder(), (QList<int>{0, 1, 2, 3}));
    }

    void jsonRoundTrip() {
        GameSetup setup = threePlayers();
        setup.mode = GameMode::LeadersAndLore;
        setup.leaders = {QStringLiteral("Elder"), QStringLiteral("Rebel"),
                         QStringLiteral("Upstart")};
        QCOMPARE(setup.problem(Catalog::builtIn()), QString());
        QString error;
        const auto read = GameSetup::fromJson(setup.toJson(), &error);
        QVERIFY2(read.has_value(), qPrintable(error));
        QCOMPARE(*read, setup);
    }

    void jsonRejectsUnknownColour() {
        QJsonObject json = threePlayers().toJson();
        QJsonArray players = json[QStringLiteral("players")].toArray();
        players[0] = QJsonObject{{"name", "Ana"}, {"colour", "green"}};
        json[QStringLiteral("players")] = players;
        QString error;
        QVERIFY(!GameSetup::fromJson(json, &error));
        QCOMPARE(error, QStringLiteral(
                            "Unknown player colour \"green\": use red, blue, yellow or white."));
    }
};

QTEST_APPLESS_MAIN(TestGameSetup)
#include "tst_gamesetup.moc"
