// SPDX-License-Identifier: GPL-3.0-or-later
#include "data/Catalog.h"
#include "rules/Round.h"

#include <QTest>

#include <algorithm>

using namespace arcs;

namespace {
const Catalog &catalog() {
    return Catalog::builtIn();
}

constexpr Suit Adm = Suit::Administration;
constexpr Suit Agg = Suit::Aggression;
constexpr Suit Con = Suit::Construction;
constexpr Suit Mob = Suit::Mobilization;

Play play(int player, PlayKind kind, std::optional<CardId> card, bool seize = false) {
    Play out;
    out.player = player;
    out.kind = kind;
    out.card = card;
    out.seize = seize;
    return out;
}

Play lead(int player, Suit suit, int number, std::optional<Ambition> declare = std::nullopt) {
    Play out = play(player, PlayKind::Lead, CardId{suit, number});
    out.declare = declare;
    return out;
}

Play surpass(int player, Suit suit, int number, bool seize = false) {
    return play(player, PlayKind::Surpass, CardId{suit, number}, seize);
}

Play pivot(int player, Suit suit, int number, bool seize = false) {
    return play(player, PlayKind::Pivot, CardId{suit, number}, seize);
}

Play copy(int player, bool seize = false) {
    return play(player, PlayKind::Copy, std::nullopt, seize);
}

Play eventCard(int player) {
    return play(player, PlayKind::Event, std::nullopt);
}

Play copyWith(int player, Suit suit, int number, bool seize = false) {
    return play(player, PlayKind::Copy, CardId{suit, number}, seize);
}

template <typename T> T with(T value, auto change) {
    change(value);
    return value;
}

QStringList names(QList<Ambition> ambitions) {
    std::sort(ambitions.begin(), ambitions.end());
    QStringList out;
    for (Ambition ambition : ambitions)
        out << nameOf(ambition);
    return out;
}
} // namespace

// One round of play: legality of each play, pips, seizing and who holds the initiative next.
class TestRound : public QObject {
    Q_OBJECT

private slots:
    // The deck by player count (base §1: the 1s and 7s are for four players only).
    void deckNumbersByPlayerCount() {
        QCOMPARE(deckNumbers(2, catalog()), (QList<int>{2, 3, 4, 5, 6}));
        QCOMPARE(deckNumbers(3, catalog()), (QList<int>{2, 3, 4, 5, 6}));
        QCOMPARE(deckNumbers(4, catalog()), (QList<int>{1, 2, 3, 4, 5, 6, 7}));
    }

    // A face-up card's kind from its suit: the lead, a Surpass of the lead suit, else a Pivot.
    void faceUpKindFollowsTheLeadSuit() {
        QCOMPARE(faceUpKind({}, Mob), PlayKind::Lead);
        const QList<Play> led{lead(0, Agg, 3)};
        QCOMPARE(faceUpKind(led, Agg), PlayKind::Surpass);
        QCOMPARE(faceUpKind(led, Con), PlayKind::Pivot);
        QCOMPARE(faceUpKind({lead(0, Agg, 3), pivot(1, Con, 2)}, Con), PlayKind::Pivot);
    }

    void specExample() {
        const QList<Play> plays{lead(0, Agg, 3, Ambition::Tyrant), surpass(1, Agg, 5), copy(2),
                                pivot(3, Con, 2, true)};
        QCOMPARE(roundProblem(4, 0, plays, catalog()), QString());
        const RoundOutcome outcome = resolveRound(0, plays, catalog());
        QCOMPARE(outcome.initiative, 3);
        QVERIFY(outcome.seized.has_value());
        QCOMPARE(*outcome.seized, 3);
        QCOMPARE(outcome.pips, (QList<int>{2, 2, 1, 1}));
        QCOMPARE(outcome, (RoundOutcome{3, 3, {2, 2, 1, 1}}));
    }

    void legalRounds_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("initiative");
        QTest::addColumn<QList<Play>>("plays");
        QTest::addColumn<int>("next");   // initiative next round
        QTest::addColumn<int>("seized"); // -1: nobody seized
        QTest::addColumn<QList<int>>("pips");

        using P = QList<Play>;
        using L = QList<int>;

        QTest::newRow("spec example") << 4 << 0
                                      << P{lead(0, Agg, 3, Ambition::Tyrant), surpass(1, Agg, 5),
                                           copy(2), pivot(3, Con, 2, true)}
                                      << 3 << 3 << L{2, 2, 1, 1};
        QTest::newRow("declared lead surpassed by a 2")
            << 3 << 1 << P{lead(1, Adm, 5, Ambition::Keeper), surpass(2, Adm, 2), copy(0)} << 2
            << -1 << L{3, 4, 1};
        QTest::newRow("seize, then a 7 does not seize")
            << 4 << 0 << P{lead(0, Mob, 4), copy(1, true), surpass(2, Mob, 7), pivot(3, Adm, 6)}
            << 1 << 1 << L{3, 1, 1, 1};
        QTest::newRow("a 7 Surpass seizes when nobody seized")
            << 4 << 2 << P{lead(2, Con, 3), surpass(3, Con, 7), surpass(0, Con, 5), copy(1)} << 3
            << 3 << L{3, 1, 2, 1};
        QTest::newRow("highest of two surpasses wins, clockwise past the last seat")
            << 4 << 2 << P{lead(2, Mob, 2), surpass(3, Mob, 4), surpass(0, Mob, 6), copy(1)} << 0
            << -1 << L{4, 3, 2, 1};
        QTest::newRow("the earlier surpass is the highest")
            << 3 << 0 << P{lead(0, Agg, 2), surpass(1, Agg, 6), surpass(2, Agg, 4)} << 1 << -1
            << L{3, 2, 2};
        QTest::newRow("nobody surpasses: unchanged")
            << 3 << 2 << P{lead(2, Adm, 4), pivot(0, Agg, 6), copy(1)} << 2 << -1 << L{3, 1, 1};
        QTest::newRow("only the lead: unchanged")
            << 3 << 1 << P{lead(1, Con, 2)} << 1 << -1 << L{4};
        QTest::newRow("skipped seats")
            << 4 << 1 << P{lead(1, Con, 2), surpass(3, Con, 4), copy(0)} << 3 << -1 << L{4, 3, 1};
        QTest::newRow("skipped seats across seat 0")
            << 4 << 3 << P{lead(3, Adm, 6), pivot(1, Mob, 3)} << 3 << -1 << L{2, 1};
        QTest::newRow("lead 7 declaring any is surpassed by a 1")
            << 4 << 0 << P{lead(0, Adm, 7, Ambition::Empath), surpass(1, Adm, 1)} << 1 << -1
            << L{1, 4};
        QTest::newRow("undeclared lead 1 surpassed by a 2")
            << 4 << 0 << P{lead(0, Agg, 1), surpass(1, Agg, 2), pivot(2, Adm, 1)} << 1 << -1
            << L{3, 3, 1};
        QTest::newRow("undeclared lead 7 cannot be beaten")
            << 4 << 1 << P{lead(1, Mob, 7), copy(2), pivot(3, Agg, 1), copy(0)} << 1 << -1
            << L{1, 1, 1, 1};
        QTest::newRow("the seizer keeps it over a higher surpass")
            << 3 << 0 << P{lead(0, Adm, 3), copy(1, true), surpass(2, Adm, 6)} << 1 << 1
            << L{3, 1, 2};
        QTest::newRow("seizing with a lower surpass")
            << 3 << 0 << P{lead(0, Agg, 2), surpass(1, Agg, 4, true), surpass(2, Agg, 6)} << 1 << 1
            << L{3, 2, 2};
        QTest::newRow("seizing with a pivot")
            << 3 << 2 << P{lead(2, Con, 2), pivot(0, Mob, 5, true), surpass(1, Con, 6)} << 0 << 0
            << L{4, 1, 2};
        QTest::newRow("a pivot with a 7 does not seize")
            << 4 << 0 << P{lead(0, Adm, 2), pivot(1, Agg, 7), surpass(2, Adm, 3)} << 2 << -1
            << L{4, 1, 3};
        QTest::newRow("a copy with a higher card of the lead suit does not surpass")
            << 3 << 0 << P{lead(0, Adm, 3), copyWith(1, Adm, 6)} << 0 << -1 << L{3, 1};
        QTest::newRow("a copy may hold a 7 face down")
            << 4 << 0 << P{lead(0, Adm, 3), copyWith(1, Adm, 7)} << 0 << -1 << L{3, 1};
        QTest::newRow("two players")
            << 2 << 1 << P{lead(1, Mob, 6, Ambition::Empath), surpass(0, Mob, 3)} << 0 << -1
            << L{2, 3};
        QTest::newRow("two players, seize by the follower")
            << 2 << 0 << P{lead(0, Adm, 5), pivot(1, Con, 6, true)} << 1 << 1 << L{3, 1};
        QTest::newRow("declaring tycoon with a 2")
            << 3 << 0 << P{lead(0, Adm, 2, Ambition::Tycoon)} << 0 << -1 << L{4};
        QTest::newRow("declaring warlord with a 4, then surpassed by a 3")
            << 3 << 0 << P{lead(0, Agg, 4, Ambition::Warlord), surpass(1, Agg, 3)} << 1 << -1
            << L{2, 2};
    }

    void legalRounds() {
        QFETCH(int, players);
        QFETCH(int, initiative);
        QFETCH(QList<Play>, plays);
        QFETCH(int, next);
        QFETCH(int, seized);
        QFETCH(QList<int>, pips);

        for (qsizetype i = 0; i < plays.size(); ++i) {
            const QString problem =
                playProblem(players, initiative, plays.mid(0, i), plays.at(i), catalog());
            QVERIFY2(problem.isEmpty(), qPrintable(QString::number(i) + ": " + problem));
        }
        QCOMPARE(roundProblem(players, initiative, plays, catalog()), QString());

        const RoundOutcome outcome = resolveRound(initiative, plays, catalog());
        QCOMPARE(outcome.initiative, next);
        QCOMPARE(outcome.seized.value_or(-1), seized);
        QCOMPARE(outcome.pips, pips);
    }

    void illegalPlays_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("initiative");
        QTest::addColumn<QList<Play>>("earlier");
        QTest::addColumn<Play>("play");

        using P = QList<Play>;
        const Play adm3 = lead(0, Adm, 3);

        // Surpass and Pivot
        QTest::newRow("surpass of another suit") << 3 << 0 << P{adm3} << surpass(1, Agg, 5);
        QTest::newRow("surpass with the same number")
            << 3 << 0 << P{lead(0, Adm, 4)} << surpass(1, Adm, 4);
        QTest::newRow("surpass with a lower number")
            << 3 << 0 << P{lead(0, Adm, 4)} << surpass(1, Adm, 2);
        QTest::newRow("surpass of an undeclared 6 with a 5")
            << 3 << 0 << P{lead(0, Mob, 6)} << surpass(1, Mob, 5);
        QTest::newRow("pivot in the lead suit") << 3 << 0 << P{adm3} << pivot(1, Adm, 6);
        QTest::newRow("pivot in the lead suit, lower") << 3 << 0 << P{adm3} << pivot(1, Adm, 2);

        // Declaring
        QTest::newRow("declaring with a surpass")
            << 3 << 0 << P{adm3}
            << with(surpass(1, Adm, 5), [](Play &p) { p.declare = Ambition::Keeper; });
        QTest::newRow("declaring with a copy")
            << 3 << 0 << P{adm3} << with(copy(1), [](Play &p) { p.declare = Ambition::Tyrant; });
        QTest::newRow("declaring with a pivot")
            << 3 << 0 << P{adm3}
            << with(pivot(1, Agg, 6), [](Play &p) { p.declare = Ambition::Empath; });
        QTest::newRow("declaring tyrant with a 2")
            << 3 << 0 << P{} << lead(0, Adm, 2, Ambition::Tyrant);
        QTest::newRow("declaring tycoon with a 6")
            << 4 << 0 << P{} << lead(0, Con, 6, Ambition::Tycoon);
        QTest::newRow("declaring with a 1") << 4 << 0 << P{} << lead(0, Adm, 1, Ambition::Tycoon);

        // 1s and 7s only with four players
        QTest::newRow("a 7 lead with 3 players") << 3 << 0 << P{} << lead(0, Adm, 7);
        QTest::newRow("a 7 lead declaring with 3 players")
            << 3 << 0 << P{} << lead(0, Adm, 7, Ambition::Keeper);
        QTest::newRow("a 1 lead with 3 players") << 3 << 0 << P{} << lead(0, Agg, 1);
        QTest::newRow("a 7 surpass with 3 players") << 3 << 0 << P{adm3} << surpass(1, Adm, 7);
        QTest::newRow("a 1 pivot with 2 players") << 2 << 0 << P{adm3} << pivot(1, Mob, 1);
        QTest::newRow("a 7 pivot with 2 players") << 2 << 0 << P{adm3} << pivot(1, Con, 7);

        // Seizing
        QTest::newRow("a second seize") << 4 << 0 << P{adm3, copy(1, true)} << copy(2, true);
        QTest::newRow("a seize after a 7 surpass seized")
            << 4 << 0 << P{lead(0, Mob, 3), surpass(1, Mob, 7)} << pivot(2, Adm, 2, true);
        QTest::newRow("a pivot seize after a surpass seize")
            << 3 << 0 << P{adm3, surpass(1, Adm, 4, true)} << pivot(2, Agg, 2, true);
        QTest::newRow("the holder seizing")
            << 3 << 0 << P{} << with(adm3, [](Play &p) { p.seize = true; });

        // Turn order
        QTest::newRow("out of order") << 4 << 0 << P{adm3, copy(2)} << copy(1);
        QTest::newRow("out of order across seat 0")
            << 4 << 2 << P{lead(2, Adm, 3), copy(0)} << copy(3);
        QTest::newRow("repeated player") << 4 << 0 << P{adm3, copy(1)} << copy(1);
        QTest::newRow("the holder plays again") << 3 << 0 << P{adm3, copy(1), copy(2)} << copy(0);
        QTest::newRow("a fourth play with three players")
            << 3 << 1 << P{lead(1, Adm, 3), copy(2), copy(0)} << copy(1);
        QTest::newRow("no such seat") << 3 << 0 << P{adm3} << copy(3);
        QTest::newRow("negative seat") << 3 << 0 << P{adm3} << copy(-1);

        // The lead
        QTest::newRow("first play is a copy") << 3 << 0 << P{} << copy(0);
        QTest::newRow("first play is a surpass") << 3 << 0 << P{} << surpass(0, Adm, 5);
        QTest::newRow("first play is a pivot") << 3 << 0 << P{} << pivot(0, Adm, 5);
        QTest::newRow("lead by someone else") << 3 << 0 << P{} << lead(1, Adm, 3);
        QTest::newRow("lead by the next seat") << 4 << 2 << P{} << lead(3, Adm, 3);
        QTest::newRow("a second lead") << 3 << 0 << P{adm3} << lead(1, Agg, 4);

        // Cards
        QTest::newRow("lead without a card")
            << 3 << 0 << P{} << play(0, PlayKind::Lead, std::nullopt);
        QTest::newRow("surpass without a card")
            << 3 << 0 << P{adm3} << play(1, PlayKind::Surpass, std::nullopt);
        QTest::newRow("pivot without a card")
            << 3 << 0 << P{adm3} << play(1, PlayKind::Pivot, std::nullopt);
        QTest::newRow("lead numbered 0") << 4 << 0 << P{} << lead(0, Adm, 0);
        QTest::newRow("lead numbered 8") << 4 << 0 << P{} << lead(0, Adm, 8);
        QTest::newRow("surpass numbered 8") << 4 << 0 << P{adm3} << surpass(1, Adm, 8);
        QTest::newRow("pivot numbered 0") << 4 << 0 << P{adm3} << pivot(1, Agg, 0);
        QTest::newRow("pivot numbered -1") << 4 << 0 << P{adm3} << pivot(1, Agg, -1);
    }

    void illegalPlays() {
        QFETCH(int, players);
        QFETCH(int, initiative);
        QFETCH(QList<Play>, earlier);
        QFETCH(Play, play);

        // The earlier plays are legal; only the last one is not.
        if (!earlier.isEmpty())
            QCOMPARE(roundProblem(players, initiative, earlier, catalog()), QString());
        QVERIFY(!playProblem(players, initiative, earlier, play, catalog()).isEmpty());
        QVERIFY(
            !roundProblem(players, initiative, earlier + QList<Play>{play}, catalog()).isEmpty());
    }

    void roundProblemFindsAProblemMidRound() {
        const QList<Play> plays{lead(0, Adm, 3), surpass(1, Agg, 5), copy(2), copy(3)};
        QVERIFY(!roundProblem(4, 0, plays, catalog()).isEmpty());
        const QList<Play> repeated{lead(0, Adm, 3), copy(1), copy(1), copy(2)};
        QVERIFY(!roundProblem(3, 0, repeated, catalog()).isEmpty());
        const QList<Play> twoSeizes{lead(1, Con, 4), copy(2, true), copy(3, true), copy(0)};
        QVERIFY(!roundProblem(4, 1, twoSeizes, catalog()).isEmpty());
    }

    void pipsPerCard_data() {
        QTest::addColumn<Suit>("suit");
        QTest::addColumn<QList<int>>("pips"); // cards 1 to 7 (components-base.md §2)
        QTest::newRow("administration") << Adm << QList<int>{4, 4, 3, 3, 3, 2, 1};
        QTest::newRow("aggression") << Agg << QList<int>{3, 3, 2, 2, 2, 2, 1};
        QTest::newRow("construction") << Con << QList<int>{4, 4, 3, 3, 2, 2, 1};
        QTest::newRow("mobilization") << Mob << QList<int>{4, 4, 3, 3, 2, 2, 1};
    }

    void pipsPerCard() {
        QFETCH(Suit, suit);
        QFETCH(QList<int>, pips);
        for (int number = 1; number <= 7; ++number) {
            const int expected = pips.at(number - 1);
            const QList<Play> led{lead(0, suit, number)};
            QCOMPARE(pipsOf({}, lead(0, suit, number), catalog(), false), expected);
            QCOMPARE(pipsOf({}, lead(0, suit, number, Ambition::Tycoon), catalog(), false),
                     expected);
            QCOMPARE(pipsOf(led, surpass(1, suit, number), catalog(), false), expected);
            QCOMPARE(pipsOf(led, surpass(1, suit, number, true), catalog(), false), expected);
            QCOMPARE(pipsOf(led, pivot(1, suit, number), catalog(), false), 1);
            QCOMPARE(pipsOf(led, pivot(1, suit, number, true), catalog(), false), 1);
            QCOMPARE(pipsOf(led, copyWith(1, suit, number), catalog(), false), 1);
            // An Event takes the lead card's actions: its pips (campaign rulebook p.12).
            QCOMPARE(pipsOf(led, eventCard(1), catalog(), false), expected);
        }
        QCOMPARE(pipsOf({lead(0, Adm, 3)}, copy(1), catalog(), false), 1);
        QCOMPARE(pipsOf({lead(0, Adm, 3)}, copy(1, true), catalog(), false), 1);
    }

    // Errata p.12: an Event gives no actions once any Event was played earlier in the round, or
    // the Imperial Council was secured earlier in the round.
    void anEventAfterAnotherEventOrTheCouncilHasNoActions() {
        const QList<Play> led{lead(0, Con, 2)}; // 4 pips
        QCOMPARE(pipsOf(led, eventCard(1), catalog(), false), 4);
        QCOMPARE(pipsOf(led + QList<Play>{eventCard(1)}, eventCard(2), catalog(), false), 0);
        QCOMPARE(pipsOf(led + QList<Play>{copy(1)}, eventCard(2), catalog(), false), 4);
        QCOMPARE(pipsOf(led, eventCard(1), catalog(), true), 0);
        const QList<Play> plays{lead(0, Mob, 4), eventCard(1), eventCard(2), copy(3)};
        QCOMPARE(roundProblem(4, 0, plays, catalog(), Deck::Campaign), QString());
        const RoundOutcome outcome = resolveRound(0, plays, catalog());
        QCOMPARE(outcome.pips, (QList<int>{3, 3, 0, 1}));
        QVERIFY(outcome.event);
        QCOMPARE(outcome.initiative, 0);
        QVERIFY(!resolveRound(0, {lead(0, Mob, 4), copy(1)}, catalog()).event);
    }

    void eventCardsAreACampaignsAndNeverLead() {
        QCOMPARE(playProblem(3, 0, {lead(0, Agg, 3)}, eventCard(1), catalog()),
                 QStringLiteral("Event cards are in a campaign's action deck only."));
        QCOMPARE(playProblem(3, 0, {}, eventCard(0), catalog(), Deck::Campaign),
                 QStringLiteral("An Event card cannot lead: the initiative holder leads a "
                                "numbered card, or passes the initiative when they hold only "
                                "Events."));
        QCOMPARE(playProblem(3, 0, {lead(0, Agg, 3)},
                             with(eventCard(1),
                                  [](Play &p) {
                                      p.card = CardId{Agg, 5};
                                  }),
                             catalog(), Deck::Campaign),
                 QStringLiteral("An Event card has no suit or number: enter it without a card."));
        // Another card discarded beside it seizes; a second seize is refused as usual.
        const Play seizing = with(eventCard(1), [](Play &p) { p.seize = true; });
        QCOMPARE(playProblem(3, 0, {lead(0, Agg, 3)}, seizing, catalog(), Deck::Campaign),
                 QString());
        QCOMPARE(resolveRound(0, {lead(0, Agg, 3), seizing}, catalog()).initiative, 1);
        QCOMPARE(playProblem(3, 0, {lead(0, Agg, 3), copy(1, true)},
                             with(eventCard(2), [](Play &p) { p.seize = true; }), catalog(),
                             Deck::Campaign),
                 QStringLiteral("The initiative was already seized this round."));
    }

    void leadNumbers() {
        QCOMPARE(leadNumber(lead(0, Adm, 5)), 5);
        QCOMPARE(leadNumber(lead(0, Adm, 5, Ambition::Keeper)), 0);
        QCOMPARE(leadNumber(lead(0, Agg, 1)), 1);
        QCOMPARE(leadNumber(lead(0, Mob, 7)), 7);
        QCOMPARE(leadNumber(lead(0, Mob, 7, Ambition::Warlord)), 0);
        QCOMPARE(leadNumber(lead(2, Con, 2, Ambition::Tycoon)), 0);
    }

    // Secret Order, Galactic Bards and Populist Demands (errata): the declaration skips the
    // zero marker, so the lead keeps its number and a Surpass must beat it.
    void aDeclarationWithoutTheZeroMarkerKeepsTheLeadsNumber() {
        Play declared = lead(0, Adm, 5, Ambition::Keeper);
        declared.keepsNumber = true;
        QCOMPARE(leadNumber(declared), 5);
        QCOMPARE(playProblem(4, 0, {}, declared, catalog()), QString());
        QCOMPARE(playProblem(4, 0, {declared}, surpass(1, Adm, 4), catalog()),
                 QStringLiteral("Administration 4 does not Surpass: it must be higher than the "
                                "lead's 5 (or play it face down as a Copy)."));
        QCOMPARE(playProblem(4, 0, {declared}, surpass(1, Adm, 6), catalog()), QString());
        Play undeclared = lead(0, Adm, 5);
        undeclared.keepsNumber = true;
        QCOMPARE(playProblem(4, 0, {}, undeclared, catalog()),
                 QStringLiteral("Only a declaration places the zero marker: without one the lead "
                                "keeps its number anyway."));
    }

    void declarable_data() {
        QTest::addColumn<int>("number");
        QTest::addColumn<QStringList>("ambitions");
        QTest::newRow("1: none") << 1 << QStringList();
        QTest::newRow("2: tycoon") << 2 << QStringList{"tycoon"};
        QTest::newRow("3: tyrant") << 3 << QStringList{"tyrant"};
        QTest::newRow("4: warlord") << 4 << QStringList{"warlord"};
        QTest::newRow("5: keeper") << 5 << QStringList{"keeper"};
        QTest::newRow("6: empath") << 6 << QStringList{"empath"};
        QTest::newRow("7: any") << 7
                                << QStringList{"tycoon", "tyrant", "warlord", "keeper", "empath"};
    }

    void declarable() {
        QFETCH(int, number);
        QFETCH(QStringList, ambitions);
        for (Suit suit : {Adm, Agg, Con, Mob})
            QCOMPARE(names(declarableWith(CardId{suit, number}, catalog())), ambitions);
    }

    void declaringAnyWithASeven() {
        for (Ambition ambition : {Ambition::Tycoon, Ambition::Tyrant, Ambition::Warlord,
                                  Ambition::Keeper, Ambition::Empath}) {
            const Play play = lead(1, Con, 7, ambition);
            QVERIFY2(playProblem(4, 1, {}, play, catalog()).isEmpty(),
                     qPrintable(nameOf(ambition)));
        }
    }

    void declaringEachMatchingAmbition() {
        const QList<Ambition> byNumber{Ambition::Tycoon, Ambition::Tyrant, Ambition::Warlord,
                                       Ambition::Keeper, Ambition::Empath};
        for (int players = 2; players <= 4; ++players) {
            for (int number = 2; number <= 6; ++number) {
                for (int a = 0; a < byNumber.size(); ++a) {
                    const Play play = lead(0, Mob, number, byNumber.at(a));
                    const QString problem = playProblem(players, 0, {}, play, catalog());
                    const QString what = QStringLiteral("%1 players, %2 declaring %3")
                                             .arg(players)
                                             .arg(number)
                                             .arg(nameOf(byNumber.at(a)));
                    QVERIFY2(problem.isEmpty() == (a == number - 2), qPrintable(what));
                }
            }
        }
    }

    void seizing_data() {
        QTest::addColumn<QList<Play>>("earlier");
        QTest::addColumn<Play>("play");
        QTest::addColumn<bool>("seizes");

        using P = QList<Play>;
        const Play lead3 = lead(0, Adm, 3);

        QTest::newRow("copy with a seize") << P{lead3} << copy(1, true) << true;
        QTest::newRow("pivot with a seize") << P{lead3} << pivot(1, Agg, 2, true) << true;
        QTest::newRow("surpass with a seize") << P{lead3} << surpass(1, Adm, 4, true) << true;
        QTest::newRow("surpass with a 7") << P{lead3} << surpass(1, Adm, 7) << true;
        QTest::newRow("surpass with a 7 after a seize")
            << P{lead3, copy(1, true)} << surpass(2, Adm, 7) << false;
        QTest::newRow("surpass with a 7 over a declared lead")
            << P{lead(0, Agg, 4, Ambition::Warlord), copy(1)} << surpass(2, Agg, 7) << true;
        QTest::newRow("plain surpass") << P{lead3} << surpass(1, Adm, 6) << false;
        QTest::newRow("plain copy") << P{lead3} << copy(1) << false;
        QTest::newRow("plain pivot") << P{lead3} << pivot(1, Con, 6) << false;
        QTest::newRow("pivot with a 7") << P{lead3} << pivot(1, Con, 7) << false;
        QTest::newRow("copy of a 7") << P{lead3} << copyWith(1, Adm, 7) << false;
        QTest::newRow("lead with a 7") << P{} << lead(0, Adm, 7) << false;
        QTest::newRow("plain play after a seize")
            << P{lead3, copy(1, true)} << surpass(2, Adm, 5) << false;
    }

    void seizing() {
        QFETCH(QList<Play>, earlier);
        QFETCH(Play, play);
        QFETCH(bool, seizes);
        QCOMPARE(seizesInitiative(earlier, play, catalog()), seizes);
    }

    void seizedByNamesTheFirstSeizer() {
        const Play lead3 = lead(0, Adm, 3);
        QCOMPARE(seizedBy({lead3, copy(1), surpass(2, Adm, 5)}, catalog()), std::nullopt);
        QCOMPARE(seizedBy({lead3, pivot(1, Agg, 2, true), surpass(2, Adm, 7)}, catalog()),
                 std::optional<int>(1));
        QCOMPARE(seizedBy({lead3, copy(1), surpass(2, Adm, 7)}, catalog()), std::optional<int>(2));
    }
};

QTEST_APPLESS_MAIN(TestRound)
#include "tst_round.moc"
