// SPDX-License-Identifier: GPL-3.0-or-later
#include "../engine/TestData.h"
#include "controllers/AmbitionMarkers.h"
#include "controllers/AppSettings.h"
#include "controllers/BattlePlanner.h"
#include "controllers/BoardDraft.h"
#include "controllers/CampaignBook.h"
#include "controllers/ChapterScoring.h"
#include "controllers/GamesLibrary.h"
#include "controllers/LibraryLock.h"
#include "controllers/RoundEntry.h"
#include "controllers/Table.h"
#include "controllers/TurnEntry.h"
#include "data/Catalog.h"
#include "i18n/Translations.h"
#include "models/GameListModel.h"
#include "models/PlayerAreaValue.h"
#include "rules/EntryRules.h"
#include "store/Library.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

// Entering rounds the way the interface does (typed and tapped), refusals that change nothing,
// undo/redo with titles, and chapter-end scoring from the counts the table enters.
class TestTablePlay : public QObject {
    Q_OBJECT

    std::unique_ptr<Table> m_table;
    std::unique_ptr<GamesLibrary> m_library; // saves m_table's game once a file is opened

private:
    // What the chapter-end grid shows for one ambition: its counts and where they come from.
    static AmbitionCount countsOf(const ChapterScoring &scoring, const char *ambition) {
        for (const QVariant &counts : scoring.counts()) {
            if (counts.value<AmbitionCount>().ambition == QLatin1String(ambition))
                return counts.value<AmbitionCount>();
        }
        return {};
    }
    static int countOf(const ChapterScoring &scoring, const char *ambition, int seat) {
        return countsOf(scoring, ambition).bySeat.value(seat);
    }

    static arcs::GameSetup threePlayers() {
        arcs::GameSetup setup;
        setup.seats = {{QStringLiteral("Ana"), arcs::PlayerColour::Red},
                       {QStringLiteral("Ben"), arcs::PlayerColour::Blue},
                       {QStringLiteral("Cy"), arcs::PlayerColour::Yellow}};
        setup.setupCard = QStringLiteral("3 Player Frontiers");
        setup.court = {QStringLiteral("BC01"), QStringLiteral("BC16"), QStringLiteral("BC26"),
                       QStringLiteral("BC22")};
        return setup;
    }

    // The campaign fixture (Act II under way) imported into a new library in `dir` and opened.
    void openCampaignFixture(const QTemporaryDir &dir) {
        QCOMPARE(m_library->openLibrary(dir.filePath(QStringLiteral("library.sqlite"))), QString());
        QCOMPARE(m_library->importGame(
                     QUrl::fromLocalFile(QStringLiteral(ARCS_TEST_DATA "/campaign-act-two.json"))),
                 QString());
        QAbstractItemModel &games = *m_library->games();
        qint64 campaign = 0;
        for (int row = 0; row < games.rowCount(); ++row) {
            if (games.index(row, 0).data(GameListModel::CampaignRole).toBool())
                campaign = games.index(row, 0).data(GameListModel::IdRole).toLongLong();
        }
        QCOMPARE(m_library->openGame(campaign), QString());
        QCOMPARE(m_table->act(), 2);
    }

    // Something else (another window, arcs-cli) writes `entry` to the table's game in the
    // library at `path`, onto the journal as saved there; `cursor`: where it was written.
    void writeElsewhere(const QString &path, const arcs::Entry &entry, int *cursor = nullptr) {
        QString error;
        auto outside = arcs::Library::open(path, &error);
        QVERIFY2(outside, qPrintable(error));
        const qint64 game = m_library->tableGameId();
        const auto journal = outside->loadJournal(game, m_table->catalog(), &error);
        QVERIFY2(journal, qPrintable(error));
        if (cursor)
            *cursor = journal->cursor();
        QCOMPARE(
            outside->appendEntry(game, journal->cursor(), entry,
                                 arcs::applyEntry(journal->state(), entry, m_table->catalog())),
            QString());
    }

    // Types each entry for whoever is to act; fails the test on the first refusal.
    static void enterAll(RoundEntry &entry, const QStringList &entries) {
        for (const QString &text : entries) {
            const bool accepted = entry.enter(text);
            QVERIFY2(accepted, qPrintable(text + ": " + entry.refusal()));
        }
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ArcsCompanionTests"));
        AppSettings::instance()->setMuted(
            true); // no audio objects: these tests are not about sound
    }

    // Each test plays at a table of its own.
    void init() {
        m_library.reset();
        m_table = std::make_unique<Table>(arcs::Catalog::builtIn());
        m_library = std::make_unique<GamesLibrary>(*m_table);
        QCOMPARE(m_table->startGame(threePlayers()), QString());
    }

    // A new game started while an Intermission is under way leaves it behind: its steps were
    // the campaign's (a phone's Ready found the old Intermission on the new game's table).
    void aNewGameLeavesNoIntermission() {
        Table table(arcs::Catalog::builtIn());
        const auto [campaign, journals] = arcs::test::campaignFixture();
        table.setJournal(journals[0], {}, campaign.intermissions[0]);
        QVERIFY(table.intermission());
        QSignalSpy changed(&table, &Table::intermissionChanged);
        QCOMPARE(table.startGame(threePlayers()), QString());
        QVERIFY(!table.intermission());
        QCOMPARE(changed.size(), 1);
    }

    // Ending a chapter early says who still holds cards, in turn order (a play-test ended one
    // in round 4 with nothing to say that every player still held some).
    void endingAChapterEarlySaysWhoHoldsCards() {
        RoundEntry entry(m_table.get());
        QCOMPARE(entry.cardsInHand(), QStringLiteral("Cards still in hand: %1.")
                                          .arg(QLocale().createSeparatedList(
                                              {QStringLiteral("Ana 6"), QStringLiteral("Ben 6"),
                                               QStringLiteral("Cy 6")})));
        QVERIFY(entry.enter(QStringLiteral("a3")));
        QVERIFY(entry.cardsInHand().contains(QStringLiteral("Ana 5")));
    }

    // The hint names the Court's buttons that take an action too: "type: end" alone read as
    // nothing left to do (a cold play-test, with two actions left and the Court open).
    void theHintNamesTheCourtWhereNothingElseIsTyped() {
        RoundEntry entry(m_table.get());
        enterAll(entry, {QStringLiteral("ad2")});
        const QString card = QStringLiteral(
            " Choose the next card or type it: ad3 surpasses, a2 pivots; s seize, x copy.");
        QCOMPARE(entry.hint(),
                 QStringLiteral("For Ana's turn, type: tax 1-hex, end; or tap: + agent.") + card);
        enterAll(entry, {QStringLiteral("tax 1-hex")});
        QCOMPARE(entry.hint(),
                 QStringLiteral("For Ana's turn, type: end; or tap: + agent.") + card);
    }

    // A battle only a tap starts is named with the system: Ben's ships beside Ana's after her
    // Aggression lead.
    void theHintNamesABattleToTap() {
        RoundEntry entry(m_table.get());
        enterAll(entry, {QStringLiteral("a2")});
        const QString turn = QStringLiteral("For Ana's turn, type: move 3 1-hex 1-gate, end");
        const QString card = QStringLiteral(
            " Choose the next card or type it: a3 surpasses, ad2 pivots; s seize, x copy.");
        QCOMPARE(entry.hint(), turn + u'.' + card);
        BoardDraft board(m_table.get());
        QCOMPARE(board.correct(
                     {{QStringLiteral("target"), QStringLiteral("pieces")},
                      {QStringLiteral("player"), 1},
                      {QStringLiteral("system"),
                       QVariant::fromValue(ReachSystem(arcs::SystemId{1, arcs::SystemKind::Hex}))},
                      {QStringLiteral("piece"), QStringLiteral("ship")},
                      {QStringLiteral("value"), 2}}),
                 QString());
        QCOMPARE(entry.hint(), turn + QStringLiteral("; or tap: battle in 1-hex.") + card);
    }

    void typedLeadDeclares() {
        RoundEntry entry(m_table.get());
        QCOMPARE(entry.playerName(), QStringLiteral("Ana"));
        QVERIFY(entry.leading());
        QVERIFY(entry.type(QStringLiteral("a3 d")));
        QCOMPARE(entry.suit(), arcs::Suit::Aggression);
        QCOMPARE(entry.number(), 3);
        QCOMPARE(entry.declare(), arcs::Ambition::Tyrant);
        QCOMPARE(entry.preview(), QStringLiteral("Ana leads Aggression 3, declaring Tyrant"));
        QVERIFY(entry.submit());
        QCOMPARE(m_table->undoTitle(), QStringLiteral("Ana led Aggression 3, declaring Tyrant"));
        QCOMPARE(entry.playerName(), QStringLiteral("Ben"));
        QVERIFY(!entry.suitChosen()); // the draft is cleared for the next player
    }

    // "k": the declaration skips the zero marker (Secret Order, Galactic Bards, Populist
    // Demands), and says so; the lead keeps its number.
    void aDeclarationCanKeepTheLeadsNumber() {
        RoundEntry entry(m_table.get());
        QVERIFY(!entry.canKeepNumber()); // offered to a leader holding Secret Order or Bards
        BoardDraft board(m_table.get());
        QCOMPARE(board.correct({{QStringLiteral("target"), QStringLiteral("guildCard")},
                                {QStringLiteral("card"), QStringLiteral("BC18")},
                                {QStringLiteral("value"), 1}}),
                 QString());
        QVERIFY(entry.canKeepNumber());
        QVERIFY(entry.type(QStringLiteral("a3 d k")));
        QVERIFY(entry.keepsNumber());
        QCOMPARE(entry.preview(), QStringLiteral("Ana leads Aggression 3, declaring Tyrant without "
                                                 "the zero marker (the lead stays 3)"));
        QVERIFY(entry.submit());
        QCOMPARE(m_table->undoTitle(),
                 QStringLiteral("Ana led Aggression 3, declaring Tyrant "
                                "without the zero marker (the lead stays 3)"));
        QVERIFY(!entry.keepsNumber()); // cleared for the next player
        QVERIFY(entry.type(QStringLiteral("a2")));
        QVERIFY(!entry.submit());
        QCOMPARE(entry.refusal(), QStringLiteral("Aggression 2 does not Surpass: it must be higher "
                                                 "than the lead's 3 (or play it face down as a "
                                                 "Copy)."));
        // Undeclaring lets the zero marker go too.
        m_table->undo();
        entry.setSuit(arcs::Suit::Aggression);
        entry.setNumber(3);
        entry.setDeclare(arcs::Ambition::Tyrant);
        entry.setKeepsNumber(true);
        entry.clearDeclare();
        QVERIFY(!entry.keepsNumber());
    }

    void followerKindFollowsTheSuit() {
        RoundEntry entry(m_table.get());
        enterAll(entry, {QStringLiteral("m4")});
        entry.setSuit(arcs::Suit::Mobilization);
        entry.setNumber(6);
        QCOMPARE(entry.playKind(), arcs::PlayKind::Surpass);
        entry.setSuit(arcs::Suit::Construction);
        QCOMPARE(entry.playKind(), arcs::PlayKind::Pivot);
        entry.setCopy(true);
        QCOMPARE(entry.playKind(), arcs::PlayKind::Copy);
        QCOMPARE(entry.problem(), QString());
    }

    void refusalIsShownAndChangesNothing() {
        RoundEntry entry(m_table.get());
        enterAll(entry, {QStringLiteral("m4")});
        Table &table = *m_table;
        const int entries = table.journal().size();
        QSignalSpy refused(&table, &Table::refused);
        QVERIFY(!entry.enter(QStringLiteral("m3"))); // not higher than the lead's 4
        QCOMPARE(entry.refusal(), QStringLiteral("Mobilization 3 does not Surpass: it must be "
                                                 "higher than the lead's 4 (or play it face "
                                                 "down as a Copy)."));
        QCOMPARE(table.journal().size(), entries);
        QVERIFY(!entry.enter(QStringLiteral("c2 tycoon"))); // a follower cannot declare
        QCOMPARE(entry.refusal(), QStringLiteral("Only the lead player can declare an ambition."));
        QVERIFY(!entry.type(QStringLiteral("z5")));
        QVERIFY(entry.refusal().startsWith(QStringLiteral("\"z\" is not a suit")));
        QVERIFY(entry.type(QStringLiteral("a7")));
        QCOMPARE(entry.problem(),
                 QStringLiteral("Aggression 7 is not in the deck with 3 players: the "
                                "1s and 7s are for 4 players only."));
        QCOMPARE(entry.numbers(), (QList<int>{2, 3, 4, 5, 6}));
        QCOMPARE(table.journal().size(), entries);
        QCOMPARE(refused.count(), 0); // the entry caught them before the Table
    }

    void undoRedoWithTitles() {
        Table &table = *m_table;
        RoundEntry entry(m_table.get());
        enterAll(entry, {QStringLiteral("c3"), QStringLiteral("x")});
        QCOMPARE(table.undoTitle(),
                 QStringLiteral("Ben copied; Ana's turn ended with 3 actions unused"));
        table.undo();
        QCOMPARE(table.redoTitle(),
                 QStringLiteral("Ben copied; Ana's turn ended with 3 actions unused"));
        QCOMPARE(entry.playerName(), QStringLiteral("Ben"));
        table.redo();
        QCOMPARE(entry.playerName(), QStringLiteral("Cy"));
        table.undo();
        enterAll(entry, {QStringLiteral("c5")});
        QVERIFY(!table.canRedo()); // a new entry replaced the undone one
        QCOMPARE(table.undoTitle(),
                 QStringLiteral(
                     "Ben surpassed with Construction 5; Ana's turn ended with 3 actions unused"));
    }

    // A language chosen while a game is on the table words its history again.
    void theHistoryIsWordedInTheChosenLanguage() {
        Table &table = *m_table;
        RoundEntry entry(m_table.get());
        enterAll(entry, {QStringLiteral("c3"), QStringLiteral("x")});
        QCOMPARE(table.undoTitle(),
                 QStringLiteral("Ben copied; Ana's turn ended with 3 actions unused"));
        Translations translations;
        translations.use(Translations::Language::TraditionalChinese);
        QSignalSpy shown(&table, &Table::stateChanged);
        table.retranslate();
        QCOMPARE(shown.size(), 1);
        QVERIFY2(table.undoTitle().startsWith(QStringLiteral("Ben ")) &&
                     !table.undoTitle().contains(QStringLiteral("copied")),
                 qPrintable(table.undoTitle()));
        translations.use(Translations::Language::English);
        table.retranslate();
        QCOMPARE(table.undoTitle(),
                 QStringLiteral("Ben copied; Ana's turn ended with 3 actions unused"));
    }

    void wholeChapterScoredFromEnteredCounts() {
        Table &table = *m_table;
        RoundEntry entry(m_table.get());
        enterAll(entry, {"a3 d", "a5", "x",       // Ana declares Tyrant (5/3); Ben surpasses
                         "c2 d", "c4", "x",       // Ben declares Tycoon (3/2); Cy surpasses
                         "m4", "x", "m6",         // Cy leads; Ben surpasses
                         "ad5 d", "x", "x",       // Ben declares Keeper (2/0)
                         "ad2", "ad6", "x",       // Cy surpasses
                         "m2", "x", "x", "end"}); // Ana ends the last turn
        QCOMPARE(table.phase(), Table::ChapterEnd);

        ChapterScoring scoring(m_table.get());
        QCOMPARE(scoring.ambitions().size(), 3);
        scoring.setCount(QStringLiteral("tyrant"), 0, 2);
        scoring.setCount(QStringLiteral("tyrant"), 1, 1);
        scoring.setCount(QStringLiteral("tycoon"), 0, 1);
        scoring.setCount(QStringLiteral("tycoon"), 1, 3);
        scoring.setCount(QStringLiteral("tycoon"), 2, 3);
        scoring.setCount(QStringLiteral("keeper"), 2, 1);
        scoring.setCityBonus(2, 2);
        QCOMPARE(scoring.explanations(),
                 (QStringList{"Tycoon (3/2): Ana 1, Ben 3, Cy 3 → Ben +2, Cy +2 (tied for first)",
                              "Tyrant (5/3): Ana 2, Ben 1, Cy 0 → Ana +5, Ben +3",
                              "Keeper (2/0): Ana 0, Ben 0, Cy 1 → Cy +2 +2 city bonus"}));
        QCOMPARE(scoring.gains(), (QVariantList{5, 5, 6}));
        QVERIFY(scoring.cleanUp().contains(QStringLiteral("Flip the 2/0 marker to its 4/2 side.")));
        QVERIFY(scoring.cleanUp().contains(
            QStringLiteral("Tyrant was scored: everyone returns their Captives.")));
        QCOMPARE(scoring.outcome(),
                 QStringLiteral("Chapter 2 begins: deal 6 cards each, discard the rest and shuffle "
                                "the discard pile; Cy leads."));
        QVERIFY(scoring.submit());

        QCOMPARE(table.chapter(), 2);
        QCOMPARE(table.phase(), Table::Playing);
        QCOMPARE(table.availableMarkers(), (QStringList{"5/3", "3/2", "4/2"}));
        QCOMPARE(table.powerByChapter(), (QVariantList{QVariantList{5, 5, 6}}));
        QCOMPARE(table.undoTitle(), QStringLiteral("Chapter 1 scored"));
    }

    void scoringRefusedWhileStillPlaying() {
        ChapterScoring scoring(m_table.get());
        QVERIFY(!scoring.problem().isEmpty());
        QVERIFY(!scoring.submit());
        QCOMPARE(m_table->chapter(), 1);
    }

    void scoringOnlyTableEndsTheChapterAndRecordsDeclarations() {
        Table &table = *m_table;
        RoundEntry entry(m_table.get());
        QVERIFY(entry.endChapter());
        QCOMPARE(table.phase(), Table::ChapterEnd);
        QCOMPARE(table.undoTitle(), QStringLiteral("Chapter 1 ended early"));

        ChapterScoring scoring(m_table.get());
        AmbitionMarkers markers(m_table.get());
        QCOMPARE(markers.nextMarker(), QStringLiteral("5/3"));
        QVERIFY(markers.declare(QStringLiteral("warlord")));
        scoring.setCount(QStringLiteral("warlord"), 1, 4); // kept across the next declaration
        QVERIFY(markers.declare(QStringLiteral("warlord")));
        QCOMPARE(table.undoTitle(), QStringLiteral("Warlord declared (3/2 marker)"));
        QCOMPARE(countOf(scoring, "warlord", 1), 4);
        scoring.setCount(QStringLiteral("warlord"), 2, 1);
        QCOMPARE(scoring.explanations(),
                 QStringList{"Warlord (5/3 + 3/2): Ana 0, Ben 4, Cy 1 → Ben +8, Cy +5"});
        QVERIFY(markers.declare(QStringLiteral("empath")));
        QCOMPARE(markers.nextMarker(), QString());
        QVERIFY(!markers.declare(QStringLiteral("empath"))); // no marker left
        // Empath comes from the board: Ben's starting Psionic (5 hex) is the only one.
        QCOMPARE(countOf(scoring, "empath", 1), 1);
        QVERIFY(scoring.submit());
        QCOMPARE(table.powerByChapter(), (QVariantList{QVariantList{0, 10, 5}}));
    }

    // The table view's scoring shows what the app's chapter-end screen types, as it is typed,
    // even when opened afterwards; a new chapter starts from the board again.
    void aSecondViewOfTheChapterEndFollowsTheCountsTyped() {
        RoundEntry entry(m_table.get());
        QVERIFY(entry.endChapter());
        ChapterScoring app(m_table.get());
        ChapterScoring tableView(m_table.get());
        QVERIFY(AmbitionMarkers(m_table.get()).declare(QStringLiteral("warlord")));
        QVERIFY(countsOf(tableView, "warlord").tracked); // from the board until typed
        QSignalSpy changed(&tableView, &ChapterScoring::changed);
        app.setCount(QStringLiteral("warlord"), 1, 4);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(countOf(tableView, "warlord", 1), 4);
        QVERIFY(!countsOf(tableView, "warlord").tracked);
        app.setCityBonus(2, 2);
        QCOMPARE(tableView.cityBonuses(), (QList<int>{0, 0, 2}));
        QCOMPARE(tableView.explanations(), app.explanations());
        ChapterScoring openedLater(m_table.get());
        QCOMPARE(openedLater.explanations(), app.explanations());
        QCOMPARE(app.explanations(), QStringList{"Warlord (5/3): Ana 0, Ben 4, Cy 0 → Ben +5"});

        QVERIFY(app.submit());
        QVERIFY(entry.endChapter());
        QCOMPARE(countOf(tableView, "warlord", 1), 0);
        QCOMPARE(tableView.cityBonuses(), (QList<int>{0, 0, 0}));
    }

    void twoPlayerMulliganOnceAfterTheDeal() {
        Table &table = *m_table;
        arcs::GameSetup setup;
        setup.seats = {{QStringLiteral("Ana"), arcs::PlayerColour::Red},
                       {QStringLiteral("Ben"), arcs::PlayerColour::Blue}};
        setup.setupCard = QStringLiteral("2 Player Mix Up 1");
        setup.court = {QStringLiteral("BC01"), QStringLiteral("BC16"), QStringLiteral("BC26")};
        QCOMPARE(table.startGame(setup), QString());
        RoundEntry entry(m_table.get());
        QVERIFY(entry.canMulligan());
        QCOMPARE(entry.mulliganPlayer(), QStringLiteral("Ben"));
        QVERIFY(entry.mulligan());
        QCOMPARE(table.undoTitle(), QStringLiteral("Ben took the mulligan"));
        QVERIFY(!entry.canMulligan());
        QVERIFY(!entry.mulligan());
        QCOMPARE(entry.refusal(), QStringLiteral("The mulligan was already taken this chapter."));
    }

    // Regression: a card the deck does not have previewed as if it had been played ("Ana
    // surpassed with Aggression 7") above the refusal. Only the problem is said.
    // A seize shows on the initiative flag as soon as it is entered.
    void aSeizeIsShownAtOnce() {
        RoundEntry entry(m_table.get());
        enterAll(entry, {"a3"});
        QCOMPARE(m_table->seizedByName(), QString());
        enterAll(entry, {"x s"}); // Ben copies, seizing
        QCOMPARE(m_table->seizedByName(), QStringLiteral("Ben"));
        QCOMPARE(m_table->initiativeName(), QStringLiteral("Ana")); // until the round ends
    }

    void aCardThatCannotBePlayedHasNoPreview() {
        RoundEntry entry(m_table.get()); // three players: no 1s or 7s in the deck
        QVERIFY(entry.type(QStringLiteral("a7")));
        QCOMPARE(entry.preview(), QString());
        QVERIFY(!entry.problem().isEmpty());
        QVERIFY(entry.type(QStringLiteral("a5")));
        QCOMPARE(entry.preview(), QStringLiteral("Ana leads Aggression 5"));
        QCOMPARE(entry.problem(), QString());
    }

    void sevenDeclaresANamedAmbition() {
        QCOMPARE(m_table->startGame(arcs::GameSetup::demo()), QString());
        RoundEntry entry(m_table.get());
        QVERIFY(entry.type(QStringLiteral("a7")));
        QCOMPARE(entry.declareOptions().size(), 6); // none, and each of the five
        QVERIFY(!entry.declareOptions()[0].value<DeclareOption>().declares);
        entry.setDeclare(arcs::Ambition::Keeper);
        QCOMPARE(entry.declare(), arcs::Ambition::Keeper);
        QCOMPARE(entry.preview(), QStringLiteral("Mikah leads Aggression 7, declaring Keeper"));
        QVERIFY(entry.enter(QStringLiteral("d warlord a7")));
        QCOMPARE(m_table->undoTitle(), QStringLiteral("Mikah led Aggression 7, declaring Warlord"));
    }

    // A card refused (one already played) says nothing of Seize: the button went, and the
    // row shifted under the hand (cold play-test 75).
    void aRefusedCardKeepsSeizeOffered() {
        QCOMPARE(m_table->startGame(arcs::GameSetup::demo()), QString());
        RoundEntry entry(m_table.get());
        QVERIFY(entry.enter(QStringLiteral("a5")));
        QVERIFY(entry.canSeize()); // nothing drafted: a Copy may seize
        entry.setSuit(arcs::Suit::Aggression);
        entry.setNumber(5); // already played this round
        QVERIFY(!entry.problem().isEmpty());
        QVERIFY(entry.canSeize());
        // A Surpass with a 7 seizes by itself: no extra card.
        entry.setNumber(7);
        QCOMPARE(entry.problem(), QString());
        QVERIFY(!entry.canSeize());
    }

    void correctedLineKeepsTheSeize() {
        RoundEntry entry(m_table.get());
        QVERIFY(entry.enter(QStringLiteral("m4")));
        QVERIFY(!entry.enter(QStringLiteral("m4 s"))); // Ana's card: refused
        QVERIFY(entry.enter(QStringLiteral("c3 s")));  // the corrected line, seize and all
        QCOMPARE(
            m_table->undoTitle(),
            QStringLiteral("Ben pivoted with Construction 3, seizing the initiative; Ana's turn "
                           "ended with 3 actions unused"));
    }

    // A card declares an ambition mid-chapter (the Ambitions panel shows it at once) and another
    // takes its marker back out of the box: each an undoable entry; a marker in no box is refused.
    void aCardDeclaresAndUndeclaresMidChapter() {
        Table &table = *m_table;
        AmbitionMarkers markers(m_table.get());
        QVERIFY(markers.declare(QStringLiteral("tycoon")));
        QCOMPARE(table.phase(), Table::Playing);
        QCOMPARE(table.undoTitle(), QStringLiteral("Tycoon declared (5/3 marker)"));
        const QVariantList boxed = markers.inBox(QStringLiteral("tycoon"));
        QCOMPARE(boxed.size(), 1);
        QCOMPARE(boxed[0].value<MarkerInBox>().text, QStringLiteral("5/3"));
        QVERIFY(!markers.returnMarker(1));
        QCOMPARE(markers.refusal(), QStringLiteral("That ambition marker is in no box: only a "
                                                   "declared ambition's marker can return."));
        QVERIFY(markers.returnMarker(boxed[0].value<MarkerInBox>().marker));
        QCOMPARE(table.undoTitle(),
                 QStringLiteral("The 5/3 marker leaves Tycoon: no longer declared"));
        QVERIFY(markers.inBox(QStringLiteral("tycoon")).isEmpty());
        QCOMPARE(markers.nextMarker(), QStringLiteral("5/3"));
        table.undo();
        QCOMPARE(markers.inBox(QStringLiteral("tycoon")).size(), 1);
    }

    void undoingAScoreOffersItsCountsAgain() {
        Table &table = *m_table;
        RoundEntry entry(m_table.get());
        QVERIFY(entry.endChapter());
        ChapterScoring scoring(m_table.get());
        QVERIFY(AmbitionMarkers(m_table.get()).declare(QStringLiteral("keeper")));
        scoring.setCount(QStringLiteral("keeper"), 2, 3);
        QVERIFY(scoring.submit());
        table.undo();
        QCOMPARE(countOf(scoring, "keeper", 2), 3);
    }

    void lavishFuelDrinkerDiscardsFuel() {
        arcs::GameSetup setup = threePlayers();
        setup.mode = arcs::GameMode::LeadersAndLore;
        setup.leaders = {QStringLiteral("Elder"), QStringLiteral("Fuel-Drinker"),
                         QStringLiteral("Mystic")};
        QCOMPARE(m_table->startGame(setup), QString());
        RoundEntry entry(m_table.get());
        QVERIFY(entry.enter(QStringLiteral("c2 d")));
        QVERIFY(entry.endChapter());
        ChapterScoring scoring(m_table.get());
        QVERIFY(scoring.cleanUp().contains(
            QStringLiteral("Ben (Fuel-Drinker, Lavish) discards all their Fuel.")));
        QVERIFY(scoring.submit()); // and the board changes as the screen says
        const auto &held = m_table->state().board.areas[1].resources;
        QVERIFY(!held.contains(std::optional<arcs::ResourceType>(arcs::ResourceType::Fuel)));
    }

    void liveOddsLatestRequestWins() {
        BattlePlanner planner(m_table.get());
        // Many quick changes: only the last pool's odds may be shown.
        for (int count = 0; count <= 6; ++count)
            planner.setDice(arcs::BattleDie::Skirmish, count);
        planner.setDice(arcs::BattleDie::Assault, 0);
        planner.setDice(arcs::BattleDie::Skirmish, 3);
        BattleOdds &odds = *planner.odds();
        odds.setMinHits(2);
        odds.setMaxDamage(0);
        QTRY_VERIFY(!odds.busy());
        QCOMPARE(odds.chance(), 0.5); // three skirmish dice: at least 2 hits half the time
        QCOMPARE(odds.hitsHistogram().size(), 4);
        QCOMPARE(odds.expectedDamage(), 0.0);
    }

    void rolledBattleIsJournaledWithItsDice() {
        Table &table = *m_table;
        RoundEntry entry(m_table.get());
        enterAll(entry, {"a3", "a5"}); // Ben surpasses: 2 Aggression pips, a move and a battle
        // Ben's 3 ships go from his starport to Cy's 2 ships at the 1 gate.
        QCOMPARE(table.apply(arcs::Move{
                     1, {1, arcs::SystemKind::Crescent}, {1, arcs::SystemKind::Gate}, 3, 0}),
                 QString());
        BattlePlanner planner(m_table.get());
        planner.setAttacker(1);
        planner.setDefender(2);
        const ReachSystem gate = arcs::SystemId{1, arcs::SystemKind::Gate};
        QCOMPARE(planner.battleSystems(), QVariantList{QVariant::fromValue(gate)});
        QCOMPARE(gate.word(), QStringLiteral("1-gate"));
        {
            Translations translations; // listed as the map names it (it said "1-gate" in 繁體中文)
            translations.use(Translations::Language::TraditionalChinese);
            QCOMPARE(gate.word(), QStringLiteral("1-通道"));
            translations.use(Translations::Language::English);
        }
        QCOMPARE(planner.system(), gate); // proposed: the only one
        planner.setSystem(ReachSystem()); // planning with typed forces
        // Typed forces keep only what the defending side fields: the Free States no ships (a
        // cold play-test planned against their two ships, kept from a Rival's).
        planner.setForce(arcs::BattleSide::Defender, BattlePlanner::FreshShips, 2);
        planner.setForce(arcs::BattleSide::Defender, BattlePlanner::FreshCities, 1);
        planner.setAgainst(arcs::BattleDefender::FreeStates);
        QVERIFY(!planner.defenderHasShips() && planner.defenderHasBuildings());
        QCOMPARE(planner.defenderForces(), (QList<int>{0, 0, 1, 0, 0, 0}));
        planner.setForce(arcs::BattleSide::Defender, BattlePlanner::FreshShips, 3); // none to set
        QCOMPARE(planner.defenderForces()[BattlePlanner::FreshShips], 0);
        planner.setAgainst(arcs::BattleDefender::Blight); // ships only
        QVERIFY(planner.defenderHasShips() && !planner.defenderHasBuildings());
        QCOMPARE(planner.defenderForces(), (QList<int>{0, 0, 0, 0, 0, 0}));
        planner.setAgainst(arcs::BattleDefender::Player);
        planner.setSystem(ReachSystem());
        planner.roll()->rollDice();
        QCOMPARE(planner.roll()->applyProblem(),
                 QStringLiteral("Choose the battle system to apply the result to the board."));
        planner.setSystem(gate);
        QCOMPARE(planner.defenderForces()[BattlePlanner::FreshShips], 2);
        planner.roll()->rollDice();
        QVERIFY(planner.roll()->rolled());
        QCOMPARE(planner.roll()->steps().size(), 5);
        const QVariantList faces = planner.roll()->faces();
        QVERIFY(planner.roll()->apply());
        const auto *battle =
            std::get_if<arcs::BattleResult>(&table.journal().entry(table.journal().cursor() - 1));
        QVERIFY(battle);
        QCOMPARE(battle->attacker, 1);
        QCOMPARE(battle->system.name(), QStringLiteral("1-gate"));
        QCOMPARE(battle->dice.assault.size(), 3); // one die per attacking ship to start with
        QCOMPARE(battle->dice.assault, faces[int(arcs::BattleDie::Assault)].value<QList<int>>());
        QVERIFY(!planner.roll()->rolled()); // ready for the next battle
    }

    // Battle & Dice starts from the turn's player, and follows the next turn's (play-test: it
    // kept the first seat).
    void theAttackerIsWhoseTurnItIs() {
        m_table->loadDemo(); // Wren's turn
        BattlePlanner planner(m_table.get());
        QCOMPARE(planner.attacker(), 3);
        QVERIFY(planner.defender() != 3);
        QCOMPARE(
            m_table->apply(arcs::PlayCard{
                {0, arcs::PlayKind::Pivot, arcs::CardId{arcs::Suit::Aggression, 4}, {}, false}}),
            QString());
        QCOMPARE(planner.attacker(), 0);
        QVERIFY(planner.defender() != 0);
    }

    void interceptCanDestroyMoreShipsThanDice() {
        m_table->loadDemo();
        arcs::Correction damaged; // Mikah's 2 damaged ships beside Yuki's 3 fresh ones
        damaged.system = {1, arcs::SystemKind::Hex};
        damaged.damaged = true;
        damaged.value = 2;
        QCOMPARE(m_table->apply(damaged), QString());
        // Mikah pivots after Wren's lead: one Aggression action, the battle.
        QCOMPARE(
            m_table->apply(arcs::PlayCard{
                {0, arcs::PlayKind::Pivot, arcs::CardId{arcs::Suit::Aggression, 4}, {}, false}}),
            QString());
        BattlePlanner planner(m_table.get());
        planner.setDefender(2);
        planner.setSystem(arcs::SystemId{1, arcs::SystemKind::Hex});
        planner.setDice(arcs::BattleDie::Assault, 1);
        planner.roll()->enterDice();
        planner.roll()->setFace(arcs::BattleDie::Assault, 0,
                                3); // intercept + hit against 3 fresh ships
        QCOMPARE(planner.roll()->destroyed()[BattleRoll::AttackingShips], 2);
        QCOMPARE(planner.roll()->outcome(),
                 (QStringList{"Attacking ships: 2 destroyed", "Defending ships: 1 damaged"}));
        QCOMPARE(planner.roll()->keysUsable(), 0);
        QCOMPARE(planner.roll()->applyProblem(), QString());
        QVERIFY(planner.roll()->apply());
        QCOMPARE(m_table->state().board.areas[2].trophyCount(), 2);
        QCOMPARE(m_table->state().board.at({1, arcs::SystemKind::Hex}).players[0].ships,
                 (arcs::FreshDamaged{0, 0}));
    }

    void everyRollDrawsNewDice() {
        m_table->loadDemo();
        BattlePlanner planner(m_table.get());
        planner.setSystem(ReachSystem()); // planning with typed forces
        planner.setForce(arcs::BattleSide::Attacker, BattlePlanner::FreshShips, 6);
        planner.setDice(arcs::BattleDie::Assault, 6);
        planner.roll()->rollDice();
        const QVariantList first = planner.roll()->faces();
        planner.roll()->rollDice();
        QVERIFY(planner.roll()->faces() != first);
    }

    void correctionsAreBoundedAndKept() {
        m_table->loadDemo();
        BattlePlanner planner(m_table.get());
        planner.setSystem(ReachSystem()); // planning with typed forces: 2 fresh defending ships
        planner.setForce(arcs::BattleSide::Defender, BattlePlanner::FreshShips, 2);
        planner.setForce(arcs::BattleSide::Defender, BattlePlanner::DamagedShips, 0);
        planner.roll()->enterDice();
        planner.roll()->setFace(arcs::BattleDie::Assault, 0, 1);
        planner.roll()->setFace(arcs::BattleDie::Assault, 1,
                                1); // 4 hits on 2 fresh ships: both destroyed
        QCOMPARE(planner.roll()->destroyed()[BattleRoll::DefendingShips], 2);
        QCOMPARE(planner.roll()->outcomeProblem(), QString());
        planner.roll()->setDestroyed(BattleRoll::DefendingShips, 1);
        QCOMPARE(planner.roll()->damaged()[BattleRoll::DefendingShips], 0);
        planner.roll()->setDamaged(BattleRoll::DefendingShips, 1);
        QCOMPARE(planner.roll()->damaged()[BattleRoll::DefendingShips], 1);
        planner.roll()->setDamaged(BattleRoll::DefendingShips, 2); // one is destroyed: 1 left
        QCOMPARE(planner.roll()->damaged()[BattleRoll::DefendingShips], 1);
        planner.roll()->setDestroyed(BattleRoll::DefendingCities, 1); // the defender has no city
        QCOMPARE(planner.roll()->destroyed()[BattleRoll::DefendingCities], 0);
        // One ship destroyed, one damaged: 3 of the 4 hits. The table must say it decided so.
        QVERIFY(!planner.roll()->outcomeProblem().isEmpty());
        QCOMPARE(planner.roll()->applyProblem(),
                 QStringLiteral("The dice cannot produce this result: change it, or confirm "
                                "that the table decided otherwise."));
        planner.roll()->setTableDecided(true);
        QCOMPARE(planner.roll()->applyProblem(),
                 QStringLiteral("Choose the battle system to apply the result to the board."));
        // Another ship joins the defence: the corrected result (one damaged ship left) is kept.
        planner.setForce(arcs::BattleSide::Defender, BattlePlanner::DamagedShips, 1);
        QCOMPARE(planner.roll()->damaged()[BattleRoll::DefendingShips], 1);
        QCOMPARE(planner.roll()->destroyed()[BattleRoll::DefendingShips], 2);
        // A change that makes the dice illegal blocks Apply.
        planner.setDice(arcs::BattleDie::Raid, 1);
        planner.setForce(arcs::BattleSide::Attacker, BattlePlanner::FreshShips, 2);
        QVERIFY(!planner.roll()->applyProblem().isEmpty());
    }

    // The player chooses the slot a taxed resource goes to; the interface asks only when it
    // matters.
    void taxIntoTheSlotThePlayerChooses() {
        Table &table = *m_table;
        BoardDraft board(m_table.get());
        RoundEntry entry(m_table.get());
        enterAll(entry, {"ad4"}); // Ana's turn: 3 Administration pips
        // Ana (Material, Material, slot 3 empty): one empty slot, nothing to ask.
        QVERIFY(!board.gainChoiceMatters());
        QCOMPARE(board.tax(arcs::SystemId{1, arcs::SystemKind::Hex}, 0, 5),
                 QStringLiteral("Slot 6 is not one of Ana's open resource slots: a gained "
                                "resource goes to an open slot."));
        QCOMPARE(board.correct({{QStringLiteral("target"), QStringLiteral("resource")},
                                {QStringLiteral("slot"), 2},
                                {QStringLiteral("resource"), int(arcs::ResourceType::Fuel)}}),
                 QString());
        QVERIFY(board.gainChoiceMatters()); // full: the gain may replace one
        QCOMPARE(board.tax(arcs::SystemId{1, arcs::SystemKind::Hex}, 0, 2), QString());
        QCOMPARE(table.undoTitle(), QStringLiteral("Ana taxed their city in 1-hex: +1 Material in "
                                                   "slot 3, Fuel discarded"));
        QCOMPARE(table.state().board.areas[0].resources.mid(0, 3),
                 (QList<std::optional<arcs::ResourceType>>{arcs::ResourceType::Material,
                                                           arcs::ResourceType::Material,
                                                           arcs::ResourceType::Material}));
    }

    void warlordCountsComeFromBattleTrophies() {
        Table &table = *m_table;
        const arcs::SystemId gate{1, arcs::SystemKind::Gate};
        RoundEntry entry(m_table.get());
        enterAll(entry, {"a3", "a5"}); // Ben's turn: a move and a battle
        QCOMPARE(table.apply(arcs::Move{1, {1, arcs::SystemKind::Crescent}, gate, 3, 0}),
                 QString());
        QCOMPARE(
            table.apply(arcs::BattleResult{1, 2, gate, {{1, 1}, {}, {}}, {3, 0}, {0, 0}, {}, {}}),
            QString());
        QCOMPARE(table.apply(arcs::RecordDeclaration{arcs::Ambition::Warlord}), QString());
        QCOMPARE(table.apply(arcs::EndChapter{}), QString());
        ChapterScoring scoring(m_table.get());
        QVERIFY(countsOf(scoring, "warlord").tracked);
        QCOMPARE(countOf(scoring, "warlord", 1), 2);
        scoring.setCount(QStringLiteral("warlord"), 0, 1); // the table corrects: now typed
        QVERIFY(!countsOf(scoring, "warlord").tracked);
        QCOMPARE(countOf(scoring, "warlord", 1), 2);
        // What the grid binds to: each ambition's counts by seat.
        QCOMPARE(scoring.counts().size(), 5);
        QCOMPARE(scoring.counts()[int(arcs::Ambition::Warlord)].value<AmbitionCount>(),
                 (AmbitionCount{QStringLiteral("warlord"), false, {1, 2, 0}}));
        QCOMPARE(scoring.explanations(),
                 QStringList{"Warlord (5/3): Ana 1, Ben 2, Cy 0 → Ben +5, Ana +3"});
    }

    void boardEntriesNameWhatIsWrong() {
        Table &table = *m_table;
        BoardDraft board(m_table.get());
        QCOMPARE(board.seatName(), QStringLiteral("Ana")); // no card played yet: the leader
        RoundEntry entry(m_table.get());
        enterAll(entry, {"ad4"}); // Ana's turn: 3 Administration pips
        const int entries = table.journal().size();
        QCOMPARE(board.tax(ReachSystem(), 0),
                 QStringLiteral("Choose a system of the Reach first."));
        QCOMPARE(board.build(arcs::SystemId{1, arcs::SystemKind::Hex}, arcs::Piece::Agent),
                 QStringLiteral("Choose a ship, a city or a starport, not an agent."));
        QCOMPARE(board.correct({{QStringLiteral("target"), QStringLiteral("power")},
                                {QStringLiteral("value"), 100}}),
                 QStringLiteral("Power runs from 0 to 99."));
        // A resource comes from the interface as its Game.ResourceType, not spelled.
        const QVariantMap spelled{{QStringLiteral("target"), QStringLiteral("resource")},
                                  {QStringLiteral("slot"), 0},
                                  {QStringLiteral("resource"), QStringLiteral("fuel")}};
        QCOMPARE(board.correct(spelled), QStringLiteral("\"fuel\" is not a resource."));
        QVariantMap outOfRange = spelled;
        outOfRange[QStringLiteral("resource")] = 5;
        QCOMPARE(board.correct(outOfRange), QStringLiteral("\"5\" is not a resource."));
        outOfRange[QStringLiteral("resource")] = 1.5; // no type is numbered 1.5
        QCOMPARE(board.correct(outOfRange), QStringLiteral("\"1.5\" is not a resource."));
        // A system comes as a reachSystem too: one spelled as the journal does is no system.
        QCOMPARE(board.correct({{QStringLiteral("target"), QStringLiteral("pieces")},
                                {QStringLiteral("system"), QStringLiteral("1-hex")},
                                {QStringLiteral("value"), 2}}),
                 QStringLiteral("Choose a system of the Reach first."));
        QCOMPARE(board.arrangeResources(0, {QVariant(), QStringLiteral("relic")}),
                 QStringLiteral("\"relic\" is not a resource."));
        QCOMPARE(table.journal().size(), entries); // nothing was entered
        QCOMPARE(board.lastRefusal(), QStringLiteral("\"relic\" is not a resource."));
        // Anything else entered (here an undone and redone entry) and the refusal is gone.
        table.undo();
        QCOMPARE(board.lastRefusal(), QString());
        table.redo();

        // Ana taxes her city on 1-hex (3 Player Frontiers): a Material in slot 3.
        QCOMPARE(board.tax(arcs::SystemId{1, arcs::SystemKind::Hex}, 0), QString());
        QCOMPARE(table.undoTitle(), QStringLiteral("Ana taxed their city in 1-hex: +1 Material"));
        QCOMPARE(board.lastRefusal(), QString());
        QCOMPARE(PlayerAreaValue::of(table.hostView(), 0, table.catalog())
                     .resources[2]
                     .value<AreaResourceSlot>()
                     .type,
                 arcs::ResourceType::Material);
        QCOMPARE(board.secureProblem(QStringLiteral("BC01")),
                 QStringLiteral("Ana cannot secure now: the 2 actions left can tax, repair or "
                                "influence."));
        QCOMPARE(board.influence(QStringLiteral("BC01")), QString());
        TurnEntry turn(m_table.get()); // a card gives Ana another action, of any kind
        QVERIFY(turn.addExtraAction(QStringLiteral("BC05")));
        QCOMPARE(table.undoTitle(), QStringLiteral("Ana: +1 action from Construction Union"));
        QCOMPARE(board.secureProblem(QStringLiteral("BC01")), QString());
        board.setSeat(1);
        QCOMPARE(board.seatName(), QStringLiteral("Ben"));
        QVERIFY(!board.secureProblem(QStringLiteral("BC01")).isEmpty());
    }

    // The entry line's turn words, for the player whose turn it is; refusals change nothing.
    void typedTurnCommands() {
        Table &table = *m_table;
        RoundEntry entry(m_table.get());
        QVERIFY(!entry.enter(QStringLiteral("tax 1-hex")));
        QCOMPARE(entry.refusal(),
                 QStringLiteral("No turn is under way: the next card starts one."));
        QVERIFY(entry.enter(QStringLiteral("ad4"))); // Ana: 3 pips, tax / repair / influence
        const int entries = table.journal().size();
        const QList<std::pair<QString, QString>> refused{
            {"tax 9-hex", "\"9-hex\" is not a system: type its cluster and kind, e.g. 5-hex or "
                          "1-gate."},
            {"tax 1-hex zed", "Nobody at this table is called \"zed\"."},
            {"tax", "Type tax and the system, e.g. \"tax 5-hex\", and a Rival's name for their "
                    "city."},
            {"build agent 1-hex",
             "\"agent\" is not a piece to build or repair: type ship, city or starport."},
            {"move three 1-hex 1-gate", "Type move, how many ships, where from and where to, e.g. "
                                        "\"move 3 1-gate 1-arrow\"."},
            {"move 1 1-hex 1-gate", "Ana cannot move now: the 3 actions left can tax, repair or "
                                    "influence."},
            {"end now", "Type just \"end\" to end the turn."},
        };
        for (const auto &[typed, message] : refused) {
            QVERIFY2(!entry.enter(typed), qPrintable(typed));
            QCOMPARE(entry.refusal(), message);
        }
        QCOMPARE(table.journal().size(), entries);

        QVERIFY(entry.enter(QStringLiteral("tax 1-hex")));
        QCOMPARE(table.undoTitle(), QStringLiteral("Ana taxed their city in 1-hex: +1 Material"));
        QVERIFY(!entry.enter(QStringLiteral("battle 1-hex")));
        QVERIFY(entry.refusal().contains(QStringLiteral("a battle starts from the map")));
        QVERIFY(entry.enter(QStringLiteral("extra")));
        QCOMPARE(table.undoTitle(), QStringLiteral("Ana: +1 action from a card"));
        QVERIFY(entry.enter(QStringLiteral("move 2 1-hex 1-gate")));
        QCOMPARE(table.undoTitle(), QStringLiteral("Ana moved 2 ships from 1-hex to 1-gate"));
        // The turn's panel says what ending it now would leave (a cold play-test ended a turn
        // with its actions untaken, unwarned).
        QCOMPARE(TurnEntry(m_table.get()).endText(),
                 QStringLiteral("Ending it with 2 actions unused"));
        QVERIFY(entry.enter(QStringLiteral("end")));
        QCOMPARE(table.undoTitle(), QStringLiteral("Ana's turn ended with 2 actions unused"));
        QCOMPARE(entry.playerName(), QStringLiteral("Ben"));

        // Ben copies; "tax 1-hex" means Ana's city there, the only one: control decides.
        QVERIFY(entry.enter(QStringLiteral("x")));
        QVERIFY(!entry.enter(QStringLiteral("tax 1-hex")));
        QCOMPARE(entry.refusal(),
                 QStringLiteral("Ben does not control 1-hex: a Rival city can only "
                                "be taxed where you have the most fresh ships."));
        QVERIFY(!entry.enter(QStringLiteral("repair 1-hex"))); // a ship unless named
        QCOMPARE(entry.refusal(), QStringLiteral("Ben has no damaged ship in 1-hex."));
    }

    void gamesAreSavedAndReopenedExactly() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        Table &table = *m_table;
        QCOMPARE(m_library->openLibrary(path), QString());
        QVERIFY(m_library->saving());
        QCOMPARE(table.startGame(threePlayers()), QString());
        RoundEntry entry(m_table.get());
        QVERIFY(entry.enter(QStringLiteral("a3 d")));
        QVERIFY(entry.enter(QStringLiteral("move 1 1-hex 1-gate"))); // Ana's first action
        QVERIFY(entry.enter(QStringLiteral("a5")));
        table.undo(); // the undo is saved too
        QCOMPARE(table.undoTitle(), QStringLiteral("Ana moved 1 ship from 1-hex to 1-gate"));
        const arcs::GameState state = table.state();
        QCOMPARE(state.turn->player, 0); // Ana's turn is under way, one action taken
        QCOMPARE(state.turn->taken, QList<arcs::ActionKind>{arcs::ActionKind::Move});
        const QJsonArray journal = table.journal().toJson();
        // The game played unsaved before the library opened joined it; then this one.
        QCOMPARE(m_library->games()->rowCount(), 2);
        QCOMPARE(arcs::Library::backupsIn(dir.filePath(QStringLiteral("backups")), path).size(), 1);

        // Start-up again: the same game, at the same entry, with the undone entry to redo.
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(table.state(), state); // the turn under way too
        QCOMPARE(table.journal().toJson(), journal);
        QVERIFY(table.canRedo());
        QCOMPARE(table.redoTitle(),
                 QStringLiteral(
                     "Ben surpassed with Aggression 5; Ana's turn ended with 1 action unused"));

        // Export, import into the library, delete (restorably) the copy.
        const QUrl file = QUrl::fromLocalFile(dir.filePath(QStringLiteral("game.json")));
        const qint64 id = m_library->games()
                              ->data(m_library->games()->index(0), GameListModel::IdRole)
                              .toLongLong();
        QCOMPARE(
            m_library->games()->data(m_library->games()->index(0), GameListModel::StandingRole),
            QVariant(QStringLiteral("Chapter 1 · Ana 0, Ben 0, Cy 0")));
        QCOMPARE(m_library->renameGame(id, QStringLiteral("Friday: the rematch/2")), QString());
        QCOMPARE(m_library->fileNameFor(id), QStringLiteral("Friday the rematch 2.json"));
        QCOMPARE(m_library->exportGame(id, file), QString());
        // The file dialogs open where the last file went, or at an existing folder.
        QCOMPARE(m_library->filesFolder(), QUrl::fromLocalFile(dir.path()));
        QCOMPARE(m_library->importGame(file), QString());
        QCOMPARE(m_library->games()->rowCount(), 3);
        QCOMPARE(m_library->deleteGame(id),
                 QStringLiteral("This game is on the table: open another game before deleting "
                                "it."));
        const QUrl bad = QUrl::fromLocalFile(dir.filePath(QStringLiteral("none.json")));
        QVERIFY(m_library->importGame(bad).contains(QStringLiteral("cannot be read")));
        QCOMPARE(m_library->games()->rowCount(), 3);
        m_library->useFolderOf(QUrl::fromLocalFile(dir.filePath("gone/x.json")));
        QVERIFY(QFileInfo(m_library->filesFolder().toLocalFile()).isDir()); // not "gone"
        QVERIFY(!m_library->filesFolder().toLocalFile().endsWith(QStringLiteral("gone")));

        // A backup, then another onto the same file (its replacing confirmed in the dialog).
        const QUrl backup = QUrl::fromLocalFile(dir.filePath(QStringLiteral("backup.sqlite")));
        QCOMPARE(m_library->backUpLibrary(backup), QString());
        QCOMPARE(m_library->backUpLibrary(backup), QString());
        QVERIFY(!QFileInfo::exists(backup.toLocalFile() + QStringLiteral(".new")));
        QString problem;
        const auto copy = arcs::Library::open(backup.toLocalFile(), &problem);
        QVERIFY2(copy, qPrintable(problem));
        QCOMPARE(copy->games().size(), 3);
        QCOMPARE(m_library->displayPath(backup), QDir::toNativeSeparators(backup.toLocalFile()));
    }

    // Quitting makes today's backup again with the evening's play: the one made as the library
    // opened held none of it (a cold play-test restored it and found nothing of the evening).
    void quittingKeepsTheEveningInTodaysBackup() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(m_library->openLibrary(path), QString());
        RoundEntry entry(m_table.get());
        QVERIFY(entry.enter(QStringLiteral("a3")));
        const QString backup =
            arcs::Library::backupsIn(dir.filePath(QStringLiteral("backups")), path).value(0);
        QVERIFY(!backup.isEmpty());
        QString problem;
        QCOMPARE(arcs::Library::open(backup, &problem)->games().size(), 0); // as it opened
        m_library->closeLibrary();
        QCOMPARE(arcs::Library::open(backup, &problem)->games().value(0).entries, 2);
    }

    // Regression (a cold play-test): Export… onto the library's own file replaced every game
    // with the one exported. No file the app writes may be the library, a file kept beside
    // it, or one of its backups (by a link either); each is refused, the library as it was.
    void aSaveNeverReplacesTheLibrary() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(m_library->openLibrary(path), QString()); // the game on the table joins it
        const qint64 id = m_library->games()
                              ->data(m_library->games()->index(0), GameListModel::IdRole)
                              .toLongLong();
        const auto at = [&](const QString &name) {
            return QUrl::fromLocalFile(dir.filePath(name));
        };
        QVERIFY(QFile::link(path, dir.filePath(QStringLiteral("linked.sqlite"))));
        QCOMPARE(m_library->exportGame(id, at(QStringLiteral("library.sqlite"))),
                 QStringLiteral("%1 is where the app keeps every game (its library): choose "
                                "another file. Nothing was written.")
                     .arg(QDir::toNativeSeparators(path)));
        for (const QString &name :
             {QStringLiteral("linked.sqlite"), QStringLiteral("library.sqlite-journal"),
              QStringLiteral("library.sqlite.lock")})
            QVERIFY2(m_library->exportGame(id, at(name)).contains(QStringLiteral("its library")),
                     qPrintable(name));
        QVERIFY(m_library->backUpLibrary(at(QStringLiteral("library.sqlite")))
                    .contains(QStringLiteral("its library")));
        QVERIFY(m_library->exportGame(id, at(QStringLiteral("backups/game.json")))
                    .contains(QStringLiteral("daily backups")));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("backups/game.json"))));
        QString problem;
        const auto library = arcs::Library::open(path, &problem);
        QVERIFY2(library, qPrintable(problem));
        QCOMPARE(library->games().size(), 1);
        QCOMPARE(m_library->exportGame(id, at(QStringLiteral("game.json"))), QString());
    }

    // Regression: counts corrected on the chapter-end screen were lost on relaunch, and a second
    // game at the same chapter showed the first game's typed counts.
    void chapterEndCountsSurviveARelaunch() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(m_table->startGame(threePlayers()), QString());
        RoundEntry entry(m_table.get());
        enterAll(entry, {"a3 d"}); // Ana leads declaring Tyrant
        QCOMPARE(m_table->apply(arcs::EndChapter{}), QString());
        {
            ChapterScoring scoring(m_table.get());
            scoring.setCount(QStringLiteral("tyrant"), 1, 3);
            scoring.setCityBonus(2, 2);
        }
        const qint64 first = m_library->tableGameId();
        QVERIFY(first != 0);
        // Another game at the end of its first chapter: nothing typed there.
        QCOMPARE(m_table->startGame(threePlayers()), QString());
        enterAll(entry, {"a3 d"});
        QCOMPARE(m_table->apply(arcs::EndChapter{}), QString());
        ChapterScoring other(m_table.get());
        QCOMPARE(countOf(other, "tyrant", 1), 0);
        QVERIFY(countsOf(other, "tyrant").tracked);

        // The evening ends; the next one opens the library and the first game again.
        m_library->closeLibrary();
        m_library.reset();
        m_table = std::make_unique<Table>(arcs::Catalog::builtIn());
        m_library = std::make_unique<GamesLibrary>(*m_table);
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(m_library->openGame(first), QString());
        ChapterScoring reopened(m_table.get());
        QCOMPARE(countOf(reopened, "tyrant", 1), 3);
        QVERIFY(!countsOf(reopened, "tyrant").tracked);
        QCOMPARE(reopened.cityBonuses(), (QList<int>{0, 0, 2}));
        QVERIFY(reopened.submit());
        QCOMPARE(m_table->state().players[1].power, 5); // Ben alone first on Tyrant 5/3
    }

    // Two windows on one library lost an entry: the second is not opened, and whatever else
    // writes to the game (arcs-cli, a window of an older version) makes the table's next
    // change refused and the table read again, never written over.
    void aSecondWindowOnTheLibraryIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(m_library->openLibrary(path), QString());
        Table other(arcs::Catalog::builtIn());
        GamesLibrary second(other);
        QCOMPARE(second.openLibrary(path),
                 QStringLiteral("The library %1 is open in another Arcs Companion window "
                                "(process %2): use that window, or close it first.")
                     .arg(QDir::toNativeSeparators(path))
                     .arg(QCoreApplication::applicationPid()));
        QCOMPARE(second.openElsewhere(), QCoreApplication::applicationPid());
        QVERIFY(!second.saving());
        m_library->closeLibrary(); // the first window closes: the library is free again
        QCOMPARE(second.openLibrary(path), QString());
        QCOMPARE(second.openElsewhere(), 0);
        second.closeLibrary();
    }

    // A link to the library is the library: a second window opened through a symbolic link
    // (to the file, or to its folder) is refused too (a cold play-test opened two).
    void aSecondWindowThroughALinkIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(m_library->openLibrary(path), QString());
        const QString fileLink = dir.filePath(QStringLiteral("link.sqlite"));
        const QString folderLink = dir.filePath(QStringLiteral("folder"));
        QVERIFY(QFile::link(path, fileLink));
        QVERIFY(QFile::link(dir.path(), folderLink));
        Table other(arcs::Catalog::builtIn());
        GamesLibrary second(other);
        for (const QString &link : {fileLink, folderLink + QStringLiteral("/library.sqlite")}) {
            QVERIFY2(!second.openLibrary(link).isEmpty(), qPrintable(link));
            QCOMPARE(second.openElsewhere(), QCoreApplication::applicationPid());
        }
        m_library->closeLibrary();
        QCOMPARE(second.openLibrary(fileLink), QString());
        QVERIFY(!m_library->openLibrary(path).isEmpty()); // held through the link now
        second.closeLibrary();
    }

    void aSecondWindowThroughAHardLinkIsRefused() {
        // A hard link has a path and a folder of its own: only the file is the same.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(m_library->openLibrary(path), QString());
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("elsewhere"))));
        const QString hardLink = dir.filePath(QStringLiteral("elsewhere/copy.sqlite"));
        QCOMPARE(
            ::link(QFile::encodeName(path).constData(), QFile::encodeName(hardLink).constData()),
            0);
        QCOMPARE(LibraryLock::identity(hardLink), LibraryLock::identity(path));
        Table other(arcs::Catalog::builtIn());
        GamesLibrary second(other);
        QVERIFY(!second.openLibrary(hardLink).isEmpty());
        QCOMPARE(second.openElsewhere(), QCoreApplication::applicationPid());
        m_library->closeLibrary();
        QCOMPARE(second.openLibrary(hardLink), QString());
        QVERIFY(!m_library->openLibrary(path).isEmpty()); // held through the link now
        second.closeLibrary();
    }

    void aLockLeftByAKilledAppIsTakenOver() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QProcess gone; // a process that has ended: its id names no running app
        gone.start(QStringLiteral("true"));
        QVERIFY(gone.waitForStarted());
        const qint64 goneId = gone.processId();
        QVERIFY(goneId > 0 && gone.waitForFinished());
        // The lock such an app left: as this process writes one, with the ended one's id.
        QByteArray contents;
        {
            QLockFile model(dir.filePath(QStringLiteral("model.lock")));
            QVERIFY(model.tryLock(0));
            QFile written(dir.filePath(QStringLiteral("model.lock")));
            QVERIFY(written.open(QIODevice::ReadOnly));
            contents = written.readAll();
        }
        contents.replace(QByteArray::number(QCoreApplication::applicationPid()) + '\n',
                         QByteArray::number(goneId) + '\n');
        QFile lock(path + QStringLiteral(".lock"));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write(contents);
        lock.close();
        QCOMPARE(m_library->openLibrary(path), QString());
        QVERIFY(m_library->saving());
        m_library->closeLibrary();

        // A lock that names nobody (cut short as it was written) holds only while it is new.
        QVERIFY(lock.open(QIODevice::WriteOnly | QIODevice::Truncate));
        lock.close();
        QVERIFY(!m_library->openLibrary(path).isEmpty());
        QVERIFY(lock.open(QIODevice::ReadWrite));
        QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-60),
                                 QFileDevice::FileModificationTime));
        lock.close();
        QCOMPARE(m_library->openLibrary(path), QString());
    }

    // A typed card refused because the game moved on elsewhere is read again for the place
    // the table now shows: its preview says what it would do there (it stayed in the line
    // unpreviewed, and Play would have entered it as the next player's; a cold play-test).
    void aCardRefusedAsTheGameMovedElsewhereIsReadAgain() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(m_table->startGame(threePlayers()), QString());
        writeElsewhere(
            path, arcs::PlayCard{{0, arcs::PlayKind::Lead, arcs::CardId{arcs::Suit::Aggression, 3},
                                  std::nullopt, false}});

        RoundEntry entry(m_table.get());
        entry.draftTyped(QStringLiteral("a5"));
        QCOMPARE(entry.preview(), QStringLiteral("Ana leads Aggression 5"));
        QVERIFY(!entry.enter(QStringLiteral("a5")));
        QTRY_COMPARE(m_table->state().plays.size(), 1); // read again: Ana led elsewhere
        QCOMPARE(entry.playerName(), QStringLiteral("Ben"));
        QCOMPARE(entry.preview(), QStringLiteral("Ben surpasses with Aggression 5 — ends Ana's "
                                                 "turn with 2 actions unused"));
        m_library->closeLibrary();
    }

    void aTableBehindTheLibraryIsRefusedAndReadAgain() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(m_table->startGame(threePlayers()), QString());
        arcs::Correction power;
        power.target = arcs::CorrectionTarget::Power;
        power.player = 1;
        power.value = 6;
        QCOMPARE(m_table->apply(power), QString());

        // Meanwhile something else writes to the game: Cy's Power.
        arcs::Correction cy = power;
        cy.player = 2;
        cy.value = 4;
        writeElsewhere(path, cy);

        // The table does not know: Ana's Power is refused, and the table then shows Cy's.
        power.player = 0;
        power.value = 9;
        const QString behind =
            QStringLiteral("This game was changed elsewhere (in another Arcs Companion window or "
                           "by arcs-cli) since this window read it, so nothing was saved. The "
                           "table now shows the game as it is saved: enter the change again if "
                           "it is still wanted.");
        QCOMPARE(m_table->apply(power), behind);
        QCOMPARE(m_table->state().players[0].power, 0);
        QTRY_COMPARE(m_table->state().players[2].power, 4);
        QCOMPARE(m_table->state().players[1].power, 6);
        QCOMPARE(m_library->libraryProblem(), behind); // said above the pages until put away
        m_library->dismissProblem();
        QCOMPARE(m_library->libraryProblem(), QString());
        QCOMPARE(m_table->apply(power), QString()); // entered again, it is kept
        m_table->undo();
        QCOMPARE(m_table->state().players[0].power, 0);

        // An undo is a change too.
        cy.value = 5;
        int writtenAt = 0;
        writeElsewhere(path, cy, &writtenAt);
        QCOMPARE(writtenAt, 3); // Ana's Power undone
        QSignalSpy refused(m_table.get(), &Table::refused);
        m_table->undo();
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.first().first().toString(), behind);
        QTRY_COMPARE(m_table->state().players[2].power, 5);

        // Relaunched, every entry either wrote is there.
        m_library->closeLibrary();
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(m_table->journal().size(), 4); // Cy's 5 replaced the undone entry
        QCOMPARE(m_table->state().players[0].power, 0);
        QCOMPARE(m_table->state().players[1].power, 6);
        QCOMPARE(m_table->state().players[2].power, 5);
    }

    // Regression: History's "Back to here" then a new entry dropped every later entry silently.
    // Now the entry says how many it would drop and waits for the table to choose; one undo
    // then a new entry (fixing the last one) goes on as before.
    void goingBackSeveralEntriesAsksBeforeDroppingThem() {
        Table &table = *m_table;
        QCOMPARE(table.startGame(threePlayers()), QString());
        arcs::Correction power;
        power.target = arcs::CorrectionTarget::Power;
        for (int value : {1, 2, 3, 4}) {
            power.value = value;
            QCOMPARE(table.apply(power), QString());
        }
        QCOMPARE(table.undoneToDrop(), 0);
        table.undo();
        QCOMPARE(table.undoneToDrop(), 0); // one: the usual fix of the last entry
        table.rewindTo(2);
        QCOMPARE(table.cursor(), 2);
        QCOMPARE(table.undoneToDrop(), 3);
        power.value = 9;
        QCOMPARE(table.apply(power),
                 QStringLiteral("This entry would drop the 3 undone entries after entry 2: choose "
                                "\"Drop them\" above the page, or Redo them."));
        QCOMPARE(table.journal().size(), 5); // nothing dropped
        table.dropUndone();
        QCOMPARE(table.undoneToDrop(), 0);
        QCOMPARE(table.apply(power), QString());
        QCOMPARE(table.journal().size(), 3);
        QCOMPARE(table.state().players[0].power, 9);
        // Redo all brings every undone entry back instead.
        table.rewindTo(1);
        QCOMPARE(table.undoneToDrop(), 2);
        table.redoAll();
        QCOMPARE(table.cursor(), 3);
        QCOMPARE(table.undoneToDrop(), 0);
    }

    // A lead card missed three entries back: entered where it happened, the later entries
    // replayed (the initiative corrected mid-round no longer holds, and says why), saved in one
    // step, undone in one step; an entry deleted; an amendment cancelled leaves all as it was.
    void historyIsAmendedWhereTheMistakeHappened() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        Table &table = *m_table;
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(table.startGame(threePlayers()), QString());
        arcs::Correction power;
        power.target = arcs::CorrectionTarget::Power;
        power.value = 5;
        QCOMPARE(table.apply(power), QString()); // entry 2
        arcs::Correction initiative;
        initiative.target = arcs::CorrectionTarget::Initiative;
        initiative.player = 1;
        QCOMPARE(table.apply(initiative), QString()); // entry 3
        power.player = 1;
        power.value = 7;
        QCOMPARE(table.apply(power), QString()); // entry 4

        QCOMPARE(table.amend(1, Table::InsertBefore),
                 QStringLiteral("Choose an entry after the game's start, among those in force."));
        QCOMPARE(table.amend(3, Table::InsertBefore), QString());
        QVERIFY(table.amending());
        QCOMPARE(table.cursor(), 2);
        QCOMPARE(table.amendingText(),
                 QStringLiteral("Entering what was missed before entry 3 (Table: Ben takes the "
                                "initiative). The 2 later entries wait to be replayed after it."));
        table.rewindTo(1); // not before the amendment
        QCOMPARE(table.cursor(), 2);
        RoundEntry entry(m_table.get());
        QVERIFY2(entry.enter(QStringLiteral("a3 d")), qPrintable(entry.refusal()));
        const QVariantList preview = table.amendPreview();
        QCOMPARE(preview.size(), 2);
        QVERIFY(preview[0].value<ReplayedEntry>().problem.startsWith(
            QStringLiteral("The round under way keeps its order")));
        QCOMPARE(preview[1].value<ReplayedEntry>().title,
                 QStringLiteral("Corrected Ben's Power to 7"));
        QCOMPARE(preview[1].value<ReplayedEntry>().problem, QString());
        QCOMPARE(table.finishAmending(), QString());
        QVERIFY(!table.amending());
        QCOMPARE(table.state().initiative, 0);
        QCOMPARE(table.state().players[1].power, 7);
        QCOMPARE(table.state().plays.size(), 1);
        QCOMPARE(table.undoTitle(), QStringLiteral("History amended at entry 3"));
        const arcs::GameState amended = table.state();
        // Saved as it stands: the library reopens the amended game, the amendment still one
        // Undo (regression: after a relaunch Undo took back only its last entry, and what it
        // had dropped could not be had back).
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(table.state(), amended);
        QCOMPARE(table.undoTitle(), QStringLiteral("History amended at entry 3"));
        QVERIFY(!table.canRedo());
        // Anything entered after it (here a step back) ends the amendment's step.
        table.rewindTo(3);
        table.rewindTo(4);
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(table.undoTitle(), QStringLiteral("Corrected Ben's Power to 7"));

        // Ana's lead deleted after all, then the deletion undone as one step, saved too.
        QCOMPARE(table.journal().size(), 4);
        QCOMPARE(table.deletePreview(3).size(), 1); // Ana's lead deleted: Ben's Power holds
        QCOMPARE(table.deleteEntry(3), QString());
        QCOMPARE(table.state().plays.size(), 0);
        QCOMPARE(table.journal().size(), 3);
        const arcs::GameState deleted = table.state();
        table.undo();
        QCOMPARE(table.journal().size(), 4);
        QCOMPARE(table.state(), amended);
        // Redone as one step too, until something else is entered, after a relaunch as well.
        QCOMPARE(m_library->openLibrary(path), QString());
        QVERIFY(table.canRedo());
        QCOMPARE(table.redoTitle(), QStringLiteral("History amended at entry 3"));
        table.redo();
        QCOMPARE(table.state(), deleted);
        QCOMPARE(table.undoTitle(), QStringLiteral("History amended at entry 3"));
        QVERIFY(!table.canRedo());
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(table.state(), deleted);
        QCOMPARE(table.undoTitle(), QStringLiteral("History amended at entry 3"));
        table.undo();
        QCOMPARE(table.state(), amended);
        QCOMPARE(m_library->openLibrary(path), QString());
        QCOMPARE(table.state(), amended);

        // Cancelled: nothing changes, nothing is saved.
        QCOMPARE(table.amend(2, Table::Edit), QString());
        QCOMPARE(table.cursor(), 1);
        table.cancelAmending();
        QCOMPARE(table.state(), amended);
        QCOMPARE(table.journal().size(), 4);
    }

    // The Players panel draws the host's view of the table, the table view (a TV) the public's:
    // a secret Fate note is read on the host's screen and absent from the TV's rows.
    void theTableViewsRowsHoldNoSecrets() {
        QTemporaryDir dir;
        openCampaignFixture(dir);
        const QString haven = QStringLiteral("Pirate's Haven: 4-crescent");
        QCOMPARE(m_table->apply(arcs::KeepFateNote{1, arcs::FateNote{haven, true, false, false}}),
                 QString());
        const auto noteOf = [](PlayerListModel &players, int seat) {
            for (int row = 0; row < players.rowCount(); ++row) {
                const QModelIndex at = players.index(row);
                if (at.data(PlayerListModel::SeatRole).toInt() == seat)
                    return at.data(PlayerListModel::AreaRole).value<PlayerAreaValue>();
            }
            return PlayerAreaValue{};
        };
        QCOMPARE(noteOf(*m_table->players(), 1).noteText, haven);
        QVERIFY(noteOf(*m_table->players(), 1).noteSecret);
        QCOMPARE(noteOf(*m_table->publicPlayers(), 1).noteText, QString());
        QVERIFY(!noteOf(*m_table->publicPlayers(), 1).noteSecret);
        QVERIFY(noteOf(*m_table->publicPlayers(), 1).keepsNotes);
        // The rest of a row is the same for both.
        for (int row = 0; row < m_table->players()->rowCount(); ++row) {
            const QModelIndex host = m_table->players()->index(row);
            const QModelIndex shown = m_table->publicPlayers()->index(row);
            for (const int role :
                 {PlayerListModel::NameRole, PlayerListModel::PowerRole, PlayerListModel::FateRole,
                  PlayerListModel::ObjectiveRole, PlayerListModel::IsToActRole})
                QCOMPARE(shown.data(role), host.data(role));
        }
    }

    // The campaign book reads the log sheet as the printed log has it (arcs-cli campaign log
    // of the same file), Act by Act, and what to pack, as typed values.
    void theCampaignBookReadsTheLogSheet() {
        QTemporaryDir dir;
        openCampaignFixture(dir);
        CampaignBook book(m_table.get());
        book.setLibrary(m_library.get());
        QVERIFY2(book.available(), qPrintable(book.problem()));
        const QVariantList log = book.log();
        QCOMPARE(log.size(), 4);
        const auto ana = log[0].value<PlayerLog>();
        QCOMPARE(ana.name, QStringLiteral("Ana"));
        QCOMPARE(ana.colour, arcs::PlayerColour::Red);
        QCOMPARE(ana.acts.size(), 3); // Acts I-III, the third not played
        const auto first = ana.acts[0].value<LogActLine>();
        QCOMPARE(first.act, QStringLiteral("I"));
        QCOMPARE(first.fate, QStringLiteral("Advocate"));
        QCOMPARE(first.power, QStringLiteral("-18"));
        // The objective's outcome, as the printed log has it (the sheet lacked it; a play-test).
        QCOMPARE(first.objective, QStringLiteral("failed"));
        QCOMPARE(ana.acts[1].value<LogActLine>().objective, QString()); // under way
        QCOMPARE(ana.acts[1].value<LogActLine>().fate, QStringLiteral("Pacifist"));
        QCOMPARE(ana.acts[2].value<LogActLine>().fate, QString());
        QCOMPARE(ana.acts[2].value<LogActLine>().power, QString());
        const auto ben = book.actEnds()[1].value<PlayerLog>();
        QCOMPARE(ben.name, QStringLiteral("Ben"));
        QCOMPARE(ben.acts.size(), 2); // the Acts begun
        QCOMPARE(ben.acts[0].value<LogActLine>().fate, QStringLiteral("Magnate"));
        QCOMPARE(ben.acts[0].value<LogActLine>().kept, -10);
        const QVariantList packing = book.packing();
        QVERIFY(!packing.isEmpty());
        for (const QVariant &step : packing)
            QVERIFY(!step.value<GuideStep>().title.isEmpty() &&
                    !step.value<GuideStep>().lines.isEmpty());
        QVERIFY(book.notesNow().isEmpty()); // no Intermission on the table
        m_library->closeLibrary();
    }

    // History lists a campaign's earlier Acts read-only, Act by Act.
    void historyListsTheEarlierActs() {
        QTemporaryDir dir;
        openCampaignFixture(dir);
        const QStringList actOne = m_library->actHistory(1);
        QCOMPARE(actOne.size(), 15); // the fixture's Act I, to its last entry
        QCOMPARE(actOne.first(), QStringLiteral("Act I of the campaign: Imperial clusters 3 and 4, "
                                                "Free cities on the hex planets"));
        QVERIFY(m_library->actHistory(2).isEmpty()); // the Act on the table: History's own list
        QVERIFY(m_library->actHistory(0).isEmpty());

        // Undo reaches back across Act II's start to its setup, the Intermission done.
        QVERIFY(m_table->canUndo());
        QCOMPARE(m_table->undoTitle(), QStringLiteral("The start of Act II: back to its setup"));
        m_table->undo();
        QCOMPARE(m_table->act(), 1);
        QVERIFY(m_table->intermissionFollows());
        QCOMPARE(m_table->intermission()->step, arcs::IntermissionChoices::stepCount);
        QVERIFY(m_library->actHistory(1).isEmpty());   // Act I is the Act on the table again
        QCOMPARE(m_table->undoTitle(), actOne.last()); // Act I's own last entry next
    }

    void anEntryTheDiskCannotHoldIsRefused() {
        QTemporaryDir dir;
        Table &table = *m_table;
        QCOMPARE(m_library->openLibrary(dir.filePath(QStringLiteral("library.sqlite"))), QString());
        QCOMPARE(table.startGame(threePlayers()), QString());
        m_library->library()->limitPages(1); // as if the disk were full
        // Corrections are accepted any time, so entries go on until the disk is full.
        arcs::Correction power;
        power.target = arcs::CorrectionTarget::Power;
        QString refusal;
        arcs::GameState before;
        for (int i = 0; i < 2000 && refusal.isEmpty(); ++i) {
            before = table.state();
            power.value = i % 90;
            refusal = table.apply(power);
        }
        QVERIFY2(refusal.startsWith(QStringLiteral("The library could not be written (database or "
                                                   "disk is full")),
                 qPrintable(refusal));
        QCOMPARE(table.state(), before);           // nothing changed on the table
        m_library->library()->limitPages(1 << 30); // room again for the tests that follow
    }

    void damagedLibraryIsReplacedByItsLatestBackup() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        Table &table = *m_table;
        QCOMPARE(m_library->openLibrary(path), QString()); // makes today's backup
        QCOMPARE(table.startGame(threePlayers()), QString());
        QCOMPARE(m_library->openLibrary(path), QString()); // today's backup now holds the game
        QFile::remove(
            arcs::Library::backupsIn(dir.filePath(QStringLiteral("backups")), path).first());
        QCOMPARE(m_library->openLibrary(path), QString());
        const int games = m_library->games()->rowCount();
        // Another evening, another group's library (the game leaves the table); meanwhile this
        // one gets damaged.
        QCOMPARE(m_library->openLibrary(dir.filePath(QStringLiteral("other/library.sqlite"))),
                 QString());
        QVERIFY(!table.hasGame());
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write("scribbled over");
        }
        QVERIFY(!m_library->openLibrary(path).isEmpty());
        QCOMPARE(m_library->useLatestBackup(), QString());
        QVERIFY(m_library->saving());
        QVERIFY(m_library->libraryPath().contains(QStringLiteral("library-restored-")));
        QCOMPARE(m_library->games()->rowCount(), games); // every game of the damaged library
        QCOMPARE(table.setupCardName(), QStringLiteral("3 Player Frontiers")); // reopened
        QFile damaged(path);
        QVERIFY(damaged.open(QIODevice::ReadOnly));
        QCOMPARE(damaged.readAll(), QByteArray("scribbled over")); // left as it was
        arcs::Library::rememberPath(QString()); // the tests' settings go back to the default
    }

    void unusableLibraryKeepsPlayingUnsaved() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a library");
        file.close();
        Table &table = *m_table;
        QVERIFY(!m_library->openLibrary(path).isEmpty());
        QVERIFY(!m_library->saving());
        QCOMPARE(m_library->libraryProblem(),
                 QStringLiteral("The library %1 is not an Arcs Companion library (it is not an "
                                "SQLite database).")
                     .arg(path));
        QCOMPARE(table.startGame(threePlayers()), QString()); // play goes on, unsaved
        QCOMPARE(m_library->useLatestBackup(),
                 QStringLiteral("There is no backup beside %1.").arg(path));
    }

    void tiedWinnerIsNamedByTurnOrder() {
        Table &table = *m_table;
        // Five chapters ended early with nothing declared: everyone ends on 0 Power.
        for (int chapter = 1; chapter <= 5; ++chapter) {
            QCOMPARE(table.apply(arcs::EndChapter{}), QString());
            QCOMPARE(table.apply(arcs::ScoreChapter{{}, {}}), QString());
        }
        QCOMPARE(table.phase(), Table::GameOver);
        QCOMPARE(table.winnerName(), QStringLiteral("Ana")); // she held the initiative
        QVERIFY(table.winnerByTurnOrder());
    }

    void passingMovesTheInitiative() {
        RoundEntry entry(m_table.get());
        QVERIFY(entry.canPass());
        QVERIFY(entry.enter(QStringLiteral("p")));
        QCOMPARE(m_table->initiativeName(), QStringLiteral("Ben"));
        QCOMPARE(m_table->round(), 2);
        QCOMPARE(m_table->undoTitle(),
                 QStringLiteral("Ana passed the initiative to Ben: round 1 ends"));
    }
};

QTEST_GUILESS_MAIN(TestTablePlay)
#include "tst_tableplay.moc"
