// SPDX-License-Identifier: GPL-3.0-or-later
#include "Entries.h"
#include "data/Catalog.h"
#include "journal/Journal.h"
#include "rules/EntryRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QTest>

#include <algorithm>
#include <random>

using namespace arcs;
using namespace arcs::test;
using namespace Qt::StringLiterals;

// Fails the test with the text unless it is empty (the text says what differs).
#define VERIFY_EMPTY(text)                                                                         \
    do {                                                                                           \
        const QString text_ = (text);                                                              \
        QVERIFY2(text_.isEmpty(), qPrintable(text_));                                              \
    } while (false)

namespace {

int mostPower(const GameState &state) {
    const QList<int> power = powers(state);
    return power.isEmpty() ? 0 : *std::max_element(power.begin(), power.end());
}

// The state as text for failure messages, with the parts toJson leaves out.
QString dump(const GameState &state) {
    QJsonObject json = state.toJson();
    QJsonArray plays;
    for (const Play &play : state.plays)
        plays << entryToJson(PlayCard{play});
    QJsonArray seen;
    for (const CardId &card : state.playedThisChapter)
        seen << cardTitle(card);
    json.insert(u"plays"_s, plays);
    json.insert(u"playedThisChapter"_s, seen);
    json.insert(u"passesInARow"_s, state.passesInARow);
    json.insert(u"mulliganTaken"_s, state.mulliganTaken);
    return QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

// Empty when the states are equal; otherwise both of them.
QString difference(const GameState &actual, const GameState &expected) {
    if (actual == expected)
        return {};
    return u"\n  actual:   %1\n  expected: %2"_s.arg(dump(actual), dump(expected));
}

// Empty when the journal's state is what Journal::replay gives for the first `count` actions.
QString replayDifference(const Journal &journal, const QList<Entry> &actions, qsizetype count) {
    QString error;
    const std::optional<GameState> expected =
        Journal::replay(actions.first(count), catalog(), &error);
    if (!expected)
        return u"replay refused: "_s + error;
    return difference(journal.state(), *expected);
}

// A plain way to play: the initiative holder leads the first card not yet shown this chapter,
// everyone else copies, and each chapter is scored with no counts.
Entry scripted(const GameState &state) {
    if (state.phase == Phase::NotStarted)
        return StartGame{GameSetup::demo()};
    if (state.phase == Phase::ChapterEnd)
        return ScoreChapter{};
    if (state.roundComplete())
        return EndTurn{};
    const int seat = state.toAct().value_or(state.initiative);
    if (!state.plays.isEmpty())
        return copy(seat);
    for (int suit = 0; suit < int(countOf<Suit>()); ++suit) {
        for (int number = 1; number <= 7; ++number) {
            const Entry candidate = lead(seat, static_cast<Suit>(suit), number);
            if (entryProblem(state, candidate, catalog()).isEmpty())
                return candidate;
        }
    }
    return PassInitiative{};
}

// Plays the script from the journal's state to the end of the game; returns any refusal.
QString playScript(Journal &journal, QList<Entry> &actions) {
    while (journal.state().phase != Phase::GameOver) {
        if (actions.size() > 1000)
            return u"the scripted game does not end"_s;
        const Entry next = scripted(journal.state());
        const QString problem = journal.apply(next);
        if (!problem.isEmpty())
            return problem;
        actions << next;
    }
    return {};
}

// Random legal games -------------------------------------------------------------------------

struct Tally {
    int games = 0;
    int over = 0;
    int overByPower = 0;
    int overAfterLastChapter = 0;
    int entries = 0;
    int declarations = 0;
    int seizes = 0;
    int mulligans = 0;
    int chaptersEndedByPassing = 0;
    int refusals = 0;
};

int pick(std::mt19937 &rng, int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(rng);
}

template <typename T> const T &anyOf(const QList<T> &list, std::mt19937 &rng) {
    return list[pick(rng, 0, int(list.size()) - 1)];
}

// A play that may or may not be legal, mostly by the player due and mostly of the kind due.
Entry randomPlay(const GameState &state, std::mt19937 &rng) {
    Play play;
    const int due = state.toAct().value_or(state.initiative);
    play.player = pick(rng, 0, 9) == 0 ? pick(rng, 0, state.playerCount() - 1) : due;
    if (state.plays.isEmpty())
        play.kind = pick(rng, 0, 5) == 0 ? static_cast<PlayKind>(pick(rng, 1, 3)) : PlayKind::Lead;
    else
        play.kind = pick(rng, 0, 9) == 0 ? PlayKind::Lead : static_cast<PlayKind>(pick(rng, 1, 3));
    if (play.kind != PlayKind::Copy || pick(rng, 0, 4) == 0)
        play.card = CardId{static_cast<Suit>(pick(rng, 0, 3)), pick(rng, 1, 7)};
    if (play.kind == PlayKind::Surpass && play.card && !state.plays.isEmpty() &&
        state.plays.first().card && pick(rng, 0, 1) == 0)
        play.card->suit = state.plays.first().card->suit; // aim for the lead suit
    if (play.card && pick(rng, 0, 1) == 0) {
        const QList<Ambition> allowed = declarableWith(*play.card, catalog());
        play.declare = !allowed.isEmpty() && pick(rng, 0, 4) != 0
                           ? anyOf(allowed, rng)
                           : static_cast<Ambition>(pick(rng, 0, int(countOf<Ambition>()) - 1));
    }
    play.seize = pick(rng, 0, 5) == 0;
    return PlayCard{play};
}

// Chapter-end counts of 0 to 5 and city bonuses of 0, 2 or 5; `wrongLength` adds a count.
Entry randomScore(int players, std::mt19937 &rng, bool wrongLength) {
    ScoreChapter entry;
    for (int ambition = 0; ambition < int(countOf<Ambition>()); ++ambition) {
        if (pick(rng, 0, 5) == 0)
            continue; // left out: everyone counts 0
        QList<int> counts;
        for (int seat = 0; seat < players + (wrongLength ? 1 : 0); ++seat)
            counts << pick(rng, 0, 5);
        entry.counts.insert(static_cast<Ambition>(ambition), counts);
    }
    if (pick(rng, 0, 3) != 0) {
        const QList<int> bonuses{0, 2, 5};
        for (int seat = 0; seat < players; ++seat)
            entry.cityBonus << anyOf(bonuses, rng);
    }
    return entry;
}

// Candidate entries for this state, legal or not. At least one is legal until the game is over:
// a pass before the lead, a face-down Copy after it, and a well-formed score at chapter end.
QList<Entry> candidates(const GameState &state, std::mt19937 &rng) {
    const int players = state.playerCount();
    QList<Entry> out{PassInitiative{}, TakeMulligan{}, StartGame{state.setup}, EndTurn{}};
    if (state.turn)
        out << ExtraAction{state.turn->player, {}};
    if (state.phase == Phase::ChapterEnd) {
        out << randomScore(players, rng, false) << randomScore(players, rng, false)
            << randomScore(players, rng, true) << randomPlay(state, rng);
        return out;
    }
    for (int i = 0; i < 16; ++i)
        out << randomPlay(state, rng);
    if (const std::optional<int> seat = state.toAct(); seat && !state.plays.isEmpty())
        out << copy(*seat);
    return out;
}

const QStringList seatNames{u"Ana"_s, u"Ben"_s, u"Cy"_s, u"Dee"_s};
const QList<PlayerColour> seatColours{PlayerColour::Red, PlayerColour::Blue, PlayerColour::Yellow,
                                      PlayerColour::White};
} // namespace

// The journal: refusals, undo and redo, rewinding, the redo tail, JSON, and long random games
// whose history must always agree with a fresh replay.
class TestJournal : public QObject {
    Q_OBJECT

private:
    // What one entry must have done to the state, whatever it was.
    static void checkEntry(const GameState &before, const Entry &action, const GameState &after,
                           Tally &tally) {
        const int players = after.playerCount();
        QVERIFY(after.phase != Phase::NotStarted);
        QCOMPARE(after.winner.has_value(), after.phase == Phase::GameOver);
        QCOMPARE(int(after.powerByChapter.size()),
                 after.phase == Phase::GameOver ? after.chapter : after.chapter - 1);
        QVERIFY(after.chapter >= 1 && after.chapter <= catalog().game.lastChapter);
        for (int seat = 0; seat < players; ++seat) {
            QVERIFY(after.players[seat].hand >= 0);
            QVERIFY(after.players[seat].hand <= catalog().game.handSize);
            if (before.phase != Phase::NotStarted)
                QVERIFY(after.players[seat].power >= before.players[seat].power);
        }
        for (qsizetype i = 0; i < after.playedThisChapter.size(); ++i)
            QVERIFY(!after.playedThisChapter.sliced(i + 1).contains(after.playedThisChapter[i]));
        if (after.phase == Phase::ChapterEnd)
            QCOMPARE(hands(after), QList<int>(players, 0));
        ++tally.entries;

        if (const auto *entry = std::get_if<PlayCard>(&action)) {
            const Play &play = entry->play;
            if (play.declare)
                ++tally.declarations;
            // A card after the round's last turn ends that turn and the round first.
            if (seizesInitiative(before.roundComplete() ? QList<Play>{} : before.plays, play,
                                 catalog()))
                ++tally.seizes;
            QCOMPARE(after.players[play.player].hand,
                     before.players[play.player].hand - (play.seize ? 2 : 1));
        } else if (std::holds_alternative<PassInitiative>(action)) {
            QCOMPARE(after.round, before.round + (before.roundComplete() ? 2 : 1));
            if (after.phase == Phase::ChapterEnd)
                ++tally.chaptersEndedByPassing;
            else
                QCOMPARE(hands(after), hands(before));
        } else if (std::holds_alternative<TakeMulligan>(action)) {
            ++tally.mulligans;
            QCOMPARE(players, 2);
            QCOMPARE(hands(after), hands(before));
        } else if (std::holds_alternative<ScoreChapter>(action)) {
            QCOMPARE(before.phase, Phase::ChapterEnd);
            QCOMPARE(after.powerByChapter.last(), powers(after));
            int flippedMarkers = 0;
            for (const AmbitionMarkerState &marker : after.markers) {
                QVERIFY(!marker.box.has_value());
                flippedMarkers += marker.flipped ? 1 : 0;
            }
            QCOMPARE(flippedMarkers, std::min(before.chapter, 3));
            const bool over = mostPower(after) >= catalog().game.powerToWin.forPlayers(players) ||
                              before.chapter == catalog().game.lastChapter;
            QCOMPARE(after.phase, over ? Phase::GameOver : Phase::Playing);
            if (over) {
                // The most Power; on a tie, the earliest in turn order from the initiative holder.
                int best = -1;
                for (int seat : after.turnOrder()) {
                    if (best < 0 || after.players[seat].power > after.players[best].power)
                        best = seat;
                }
                QCOMPARE(after.winner, std::optional<int>(best));
                QCOMPARE(after.chapter, before.chapter);
            } else {
                QCOMPARE(after.chapter, before.chapter + 1);
                QCOMPARE(after.round, 1);
                QCOMPARE(hands(after), QList<int>(players, catalog().game.handSize));
            }
        }
    }

    // Plays random legal entries until the game is over or there are `limit` actions; now and
    // then it also offers an illegal one, which must change nothing.
    static void playRandomly(Journal &journal, QList<Entry> &actions, QList<GameState> &states,
                             std::mt19937 &rng, int limit, Tally &tally) {
        while (journal.state().phase != Phase::GameOver && actions.size() < limit) {
            const GameState before = journal.state();
            QList<Entry> legal;
            QList<Entry> illegal;
            for (const Entry &option : candidates(before, rng))
                (entryProblem(before, option, catalog()).isEmpty() ? legal : illegal) << option;
            if (legal.isEmpty())
                QFAIL(qPrintable(u"no legal action in "_s + dump(before)));

            if (!illegal.isEmpty() && pick(rng, 0, 7) == 0) {
                const int size = journal.size();
                const int cursor = journal.cursor();
                QVERIFY(!journal.apply(anyOf(illegal, rng)).isEmpty());
                QCOMPARE(journal.size(), size);
                QCOMPARE(journal.cursor(), cursor);
                VERIFY_EMPTY(difference(journal.state(), before));
                ++tally.refusals;
            }

            const Entry chosen = anyOf(legal, rng);
            QCOMPARE(journal.apply(chosen), QString());
            actions << chosen;
            states << journal.state();
            QCOMPARE(journal.size(), int(actions.size()));
            QCOMPARE(journal.cursor(), journal.size());
            checkEntry(before, chosen, journal.state(), tally);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The journal against a fresh replay: all of it, undone and redone, a random walk through
    // it, and a JSON round trip. states[k] is the state after the first k actions.
    static void checkHistory(Journal &journal, const QList<Entry> &actions,
                             const QList<GameState> &states, std::mt19937 &rng) {
        QCOMPARE(journal.size(), int(actions.size()));
        QCOMPARE(journal.cursor(), journal.size());
        QCOMPARE(states.size(), actions.size() + 1);
        VERIFY_EMPTY(replayDifference(journal, actions, actions.size()));
        for (int i = 0; i < journal.size(); ++i) {
            QVERIFY(journal.entry(i) == actions[i]);
            QCOMPARE(journal.title(i), entryTitle(states[i], actions[i], catalog()));
        }

        while (journal.canUndo()) {
            journal.undo();
            VERIFY_EMPTY(difference(journal.state(), states[journal.cursor()]));
        }
        QCOMPARE(journal.cursor(), 0);
        VERIFY_EMPTY(difference(journal.state(), GameState{}));
        while (journal.canRedo()) {
            journal.redo();
            VERIFY_EMPTY(difference(journal.state(), states[journal.cursor()]));
        }
        QCOMPARE(journal.cursor(), journal.size());
        VERIFY_EMPTY(difference(journal.state(), states.last()));

        for (int step = 0; step < 16; ++step) {
            switch (pick(rng, 0, 3)) {
            case 0:
                journal.undo();
                break;
            case 1:
                journal.redo();
                break;
            case 2:
                for (int n = pick(rng, 1, 70); n > 0; --n)
                    journal.undo();
                break;
            default:
                journal.rewindTo(pick(rng, 0, journal.size()));
                break;
            }
            const int cursor = journal.cursor();
            QCOMPARE(journal.size(), int(actions.size()));
            VERIFY_EMPTY(replayDifference(journal, actions, cursor));
            VERIFY_EMPTY(difference(journal.state(), states[cursor]));
            QCOMPARE(journal.undoTitle(),
                     cursor > 0 ? entryTitle(states[cursor - 1], actions[cursor - 1], catalog())
                                : QString());
        }

        const QByteArray bytes = QJsonDocument(journal.toJson()).toJson(QJsonDocument::Compact);
        QString error;
        const std::optional<Journal> read = Journal::fromJson(
            QJsonDocument::fromJson(bytes).array(), journal.cursor(), catalog(), &error);
        QVERIFY2(read.has_value(), qPrintable(error));
        QCOMPARE(read->size(), journal.size());
        QCOMPARE(read->cursor(), journal.cursor());
        VERIFY_EMPTY(difference(read->state(), journal.state()));
        for (int i = 0; i < read->size(); ++i)
            QVERIFY(read->entry(i) == actions[i]);
    }

private slots:
    void applyRefusesAndChangesNothing() {
        Journal journal(catalog());
        QCOMPARE(journal.apply(PassInitiative{}), u"Start a game first."_s);
        QCOMPARE(journal.size(), 0);
        QCOMPARE(journal.cursor(), 0);
        QVERIFY(!journal.canUndo());
        QVERIFY(!journal.canRedo());
        VERIFY_EMPTY(difference(journal.state(), GameState{}));

        QCOMPARE(journal.apply(StartGame{GameSetup::demo()}), QString());
        QCOMPARE(journal.apply(lead(0, Agg, 3)), QString());
        const GameState before = journal.state();
        QCOMPARE(journal.apply(copy(2)), u"It is Ruth's turn, not Yuki's."_s);
        QCOMPARE(journal.apply(StartGame{GameSetup::demo()}),
                 u"A game is already under way; start a new game instead."_s);
        QCOMPARE(journal.apply(PassInitiative{}),
                 u"Only the initiative holder can pass, and only instead of leading."_s);
        QCOMPARE(journal.apply(ScoreChapter{}),
                 u"The chapter is still being played: score it once every card is played or "
                 "everyone with cards has passed."_s);
        QCOMPARE(journal.size(), 2);
        QCOMPARE(journal.cursor(), 2);
        VERIFY_EMPTY(difference(journal.state(), before));
        QCOMPARE(journal.undoTitle(), u"Mikah led Aggression 3"_s);

        // A refusal keeps the redo tail.
        journal.undo();
        QCOMPARE(journal.apply(copy(1)), u"It is Mikah's turn, not Ruth's."_s);
        QCOMPARE(journal.size(), 2);
        QCOMPARE(journal.cursor(), 1);
        QVERIFY(journal.canRedo());
        QCOMPARE(journal.redoTitle(), u"Mikah led Aggression 3"_s);
        journal.redo();
        VERIFY_EMPTY(difference(journal.state(), before));
    }

    void undoAndRedoWithTitles() {
        Journal journal(catalog());
        const QList<Entry> actions{StartGame{GameSetup::demo()}, lead(0, Agg, 3, Ambition::Tyrant),
                                   surpass(1, Agg, 5), copy(2)};
        for (const Entry &action : actions)
            QCOMPARE(journal.apply(action), QString());
        QCOMPARE(journal.title(0), u"New game on 4 Player Mix Up 1"_s);
        QCOMPARE(journal.title(1), u"Mikah led Aggression 3, declaring Tyrant"_s);
        QCOMPARE(journal.title(2),
                 u"Ruth surpassed with Aggression 5; Mikah's turn ended with 2 actions unused"_s);
        QCOMPARE(journal.title(3), u"Yuki copied; Ruth's turn ended with 2 actions unused"_s);
        QCOMPARE(journal.undoTitle(), u"Yuki copied; Ruth's turn ended with 2 actions unused"_s);
        QCOMPARE(journal.redoTitle(), QString());
        QVERIFY(journal.canUndo());
        QVERIFY(!journal.canRedo());
        const GameState end = journal.state();
        QCOMPARE(hands(end), (QList<int>{5, 5, 5, 6}));

        journal.undo();
        QCOMPARE(journal.cursor(), 3);
        QCOMPARE(journal.size(), 4);
        QCOMPARE(journal.undoTitle(),
                 u"Ruth surpassed with Aggression 5; Mikah's turn ended with 2 actions unused"_s);
        QCOMPARE(journal.redoTitle(), u"Yuki copied; Ruth's turn ended with 2 actions unused"_s);
        QCOMPARE(hands(journal.state()), (QList<int>{5, 5, 6, 6}));
        QCOMPARE(journal.state().toAct(), std::optional<int>(2));
        VERIFY_EMPTY(replayDifference(journal, actions, 3));

        journal.undo();
        journal.undo();
        QCOMPARE(journal.cursor(), 1);
        QCOMPARE(journal.undoTitle(), u"New game on 4 Player Mix Up 1"_s);
        QCOMPARE(journal.redoTitle(), u"Mikah led Aggression 3, declaring Tyrant"_s);
        QCOMPARE(hands(journal.state()), (QList<int>{6, 6, 6, 6}));
        QVERIFY(!journal.state().markers[0].box.has_value());

        journal.undo();
        QCOMPARE(journal.cursor(), 0);
        QVERIFY(!journal.canUndo());
        QCOMPARE(journal.undoTitle(), QString());
        QCOMPARE(journal.redoTitle(), u"New game on 4 Player Mix Up 1"_s);
        VERIFY_EMPTY(difference(journal.state(), GameState{}));
        journal.undo(); // nothing left to undo
        QCOMPARE(journal.cursor(), 0);
        QCOMPARE(journal.size(), 4);

        journal.redo();
        QCOMPARE(journal.cursor(), 1);
        QCOMPARE(journal.state().phase, Phase::Playing);
        journal.redo();
        journal.redo();
        journal.redo();
        QCOMPARE(journal.cursor(), 4);
        QVERIFY(!journal.canRedo());
        QCOMPARE(journal.redoTitle(), QString());
        VERIFY_EMPTY(difference(journal.state(), end));
        journal.redo(); // nothing left to redo
        QCOMPARE(journal.cursor(), 4);
        VERIFY_EMPTY(difference(journal.state(), end));
    }

    void aNewEntryDropsTheRedoTail() {
        Journal journal(catalog());
        for (const Entry &action : QList<Entry>{StartGame{GameSetup::demo()}, lead(0, Agg, 3),
                                                surpass(1, Agg, 5), copy(2)})
            QCOMPARE(journal.apply(action), QString());
        journal.undo();
        journal.undo();
        QCOMPARE(journal.cursor(), 2);
        QCOMPARE(journal.size(), 4);

        QCOMPARE(journal.apply(pivot(1, Mob, 4)), QString());
        QCOMPARE(journal.size(), 3);
        QCOMPARE(journal.cursor(), 3);
        QVERIFY(!journal.canRedo());
        QCOMPARE(journal.redoTitle(), QString());
        QCOMPARE(journal.title(2),
                 u"Ruth pivoted with Mobilization 4; Mikah's turn ended with 2 actions unused"_s);
        QCOMPARE(journal.undoTitle(),
                 u"Ruth pivoted with Mobilization 4; Mikah's turn ended with 2 actions unused"_s);
        QVERIFY(journal.entry(2) == pivot(1, Mob, 4));
        QCOMPARE(hands(journal.state()), (QList<int>{5, 5, 6, 6}));
        QCOMPARE(journal.state().plays.size(), 2);
        VERIFY_EMPTY(replayDifference(
            journal, {StartGame{GameSetup::demo()}, lead(0, Agg, 3), pivot(1, Mob, 4)}, 3));
        journal.redo(); // the old tail is gone
        QCOMPARE(journal.cursor(), 3);
    }

    // History amended: the entries after the amendment are replayed, those that still hold
    // kept and the others left out with the engine's reason.
    void anAmendmentReplaysWhatStillHolds() {
        Journal journal(catalog());
        for (const Entry &action : QList<Entry>{StartGame{GameSetup::demo()}, lead(0, Agg, 3),
                                                surpass(1, Agg, 5), copy(2)})
            QCOMPARE(journal.apply(action), QString());
        Journal edited = journal;
        const QList<HeldEntry> afterSurpass = edited.heldFrom(3);
        QCOMPARE(afterSurpass.size(), 1);
        QCOMPARE(afterSurpass[0].title, u"Yuki copied; Ruth's turn ended with 2 actions unused"_s);
        edited.rewindTo(2); // Ruth pivoted rather than surpassed
        QCOMPARE(edited.apply(pivot(1, Mob, 4)), QString());
        const QList<HeldEntry> kept = edited.replayHeld(afterSurpass);
        QCOMPARE(kept[0].problem, QString());
        // Said as it now reads: the replay check quoted the old title (cold play-test 75).
        QCOMPARE(kept[0].title, u"Yuki copied; Ruth's turn ended with 1 action unused"_s);
        QCOMPARE(edited.size(), 4);
        QCOMPARE(edited.cursor(), 4);
        QCOMPARE(edited.title(2),
                 u"Ruth pivoted with Mobilization 4; Mikah's turn ended with 2 actions unused"_s);
        QCOMPARE(edited.title(3), u"Yuki copied; Ruth's turn ended with 1 action unused"_s);

        // Mikah led Mobilization: Ruth's surpass with Aggression no longer holds.
        const QList<HeldEntry> afterLead = journal.heldFrom(2);
        journal.rewindTo(1);
        QCOMPARE(journal.apply(lead(0, Mob, 4)), QString());
        const QList<HeldEntry> replayed = journal.replayHeld(afterLead);
        QCOMPARE(replayed.size(), 2);
        QCOMPARE(replayed[0].title,
                 u"Ruth surpassed with Aggression 5; Mikah's turn ended with 2 actions unused"_s);
        QCOMPARE(
            replayed[0].problem,
            u"Aggression 5 cannot Surpass the Mobilization lead: Surpass with the lead suit, or Pivot."_s);
        QCOMPARE(replayed[1].problem, u"It is Ruth's turn, not Yuki's."_s);
        QCOMPARE(journal.size(), 2);
        QCOMPARE(journal.undoTitle(), u"Mikah led Mobilization 4"_s);

        // Regression: an entry deleted with nothing after it still holding left the later
        // entries behind the cursor as undone ones, to be redone, instead of dropping them.
        Journal deleted = edited; // Ruth's pivot deleted: Yuki's copy no longer holds
        const QList<HeldEntry> afterPivot = deleted.heldFrom(3);
        deleted.rewindTo(2);
        QCOMPARE(deleted.replayHeld(afterPivot)[0].problem, u"It is Ruth's turn, not Yuki's."_s);
        QCOMPARE(deleted.size(), 2);
        QVERIFY(!deleted.canRedo());
    }

    void rewindTo() {
        Journal journal(catalog());
        const QList<Entry> actions{StartGame{GameSetup::demo()},
                                   lead(0, Agg, 3),
                                   copy(1),
                                   copy(2),
                                   copy(3),
                                   PassInitiative{},
                                   lead(1, Con, 2)};
        for (const Entry &action : actions)
            QCOMPARE(journal.apply(action), QString());
        const GameState end = journal.state();

        journal.rewindTo(5);
        QCOMPARE(journal.cursor(), 5);
        QCOMPARE(journal.size(), 7);
        QCOMPARE(journal.undoTitle(), u"Wren copied; Yuki's turn ended with 1 action unused"_s);
        QCOMPARE(journal.redoTitle(), u"Mikah passed the initiative to Ruth: round 2 ends"_s);
        QCOMPARE(journal.state().round, 1); // Wren's turn is still under way
        QCOMPARE(journal.state().turnPlayer(), std::optional<int>(3));
        QCOMPARE(journal.state().initiative, 0);
        VERIFY_EMPTY(replayDifference(journal, actions, 5));

        journal.rewindTo(0);
        QCOMPARE(journal.cursor(), 0);
        VERIFY_EMPTY(difference(journal.state(), GameState{}));
        journal.rewindTo(-1);
        QCOMPARE(journal.cursor(), 0);
        journal.rewindTo(8);
        QCOMPARE(journal.cursor(), 0);
        QCOMPARE(journal.size(), 7);

        journal.rewindTo(7);
        QCOMPARE(journal.cursor(), 7);
        VERIFY_EMPTY(difference(journal.state(), end));
        QCOMPARE(journal.state().initiative, 1);
        QCOMPARE(journal.state().plays.size(), 1);

        journal.rewindTo(6);
        QCOMPARE(journal.state().initiative, 1);
        QCOMPARE(journal.state().round, 3);
        QCOMPARE(journal.state().passesInARow, 1);
        VERIFY_EMPTY(replayDifference(journal, actions, 6));
    }

    // A scripted game long enough to pass the journal's internal snapshots, then a new branch
    // from before a snapshot: rewinding past it must show the new branch, not the old one.
    void rewindAcrossALongGameAndABranch() {
        Journal journal(catalog());
        QList<Entry> actions;
        QCOMPARE(playScript(journal, actions), QString());
        QCOMPARE(journal.size(),
                 156); // a start, then 5 chapters of 24 plays, 6 ends of turn and a score
        QCOMPARE(journal.state().phase, Phase::GameOver);
        QCOMPARE(journal.state().chapter, 5);
        QCOMPARE(journal.state().winner, std::optional<int>(0)); // all on 0: the holder wins
        for (int count : {0, 1, 25, 26, 63, 64, 65, 100, 155, 156, 64, 63}) {
            journal.rewindTo(count);
            QCOMPARE(journal.cursor(), count);
            VERIFY_EMPTY(replayDifference(journal, actions, count));
        }
        journal.rewindTo(66);
        for (int count = 65; count >= 62; --count) {
            journal.undo();
            QCOMPARE(journal.cursor(), count);
            VERIFY_EMPTY(replayDifference(journal, actions, count));
        }

        // Chapter 2, round 4: Mikah led the Administration 4 and Ruth copied.
        journal.rewindTo(49); // 32 entries in chapter 1, then 3 rounds of 4 plays and an end
        QCOMPARE(journal.state().chapter, 2);
        QCOMPARE(journal.state().round, 4);
        QCOMPARE(journal.state().plays.size(), 2);
        QCOMPARE(journal.state().toAct(), std::optional<int>(2));
        const Entry branch = surpass(2, Adm, 5);
        QCOMPARE(journal.apply(branch), QString());
        QCOMPARE(journal.size(), 50);
        QCOMPARE(journal.cursor(), 50);
        QVERIFY(!journal.canRedo());
        actions = actions.first(49);
        actions << branch;

        // Yuki now holds the initiative for the rest of the game.
        QCOMPARE(playScript(journal, actions), QString());
        QCOMPARE(journal.size(), 156);
        QCOMPARE(int(actions.size()), 156);
        QCOMPARE(journal.state().phase, Phase::GameOver);
        QCOMPARE(journal.state().winner, std::optional<int>(2));
        for (int count : {156, 0, 48, 49, 50, 51, 63, 64, 65, 100, 155}) {
            journal.rewindTo(count);
            QCOMPARE(journal.cursor(), count);
            VERIFY_EMPTY(replayDifference(journal, actions, count));
        }
        journal.rewindTo(65);
        QCOMPARE(journal.state().chapter, 3);
        QCOMPARE(journal.state().initiative, 2);
        QCOMPARE(journal.state().plays.size(), 2);
    }

    void jsonRoundTrip() {
        Journal journal(catalog());
        QList<Entry> actions;
        QCOMPARE(playScript(journal, actions), QString());
        journal.rewindTo(80);

        const QByteArray bytes = QJsonDocument(journal.toJson()).toJson();
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        QVERIFY(document.isArray());
        QCOMPARE(document.array().size(), 156);
        QString error;
        std::optional<Journal> read = Journal::fromJson(document.array(), 80, catalog(), &error);
        QVERIFY2(read.has_value(), qPrintable(error));
        QCOMPARE(read->size(), 156);
        QCOMPARE(read->cursor(), 80);
        VERIFY_EMPTY(difference(read->state(), journal.state()));
        for (int i = 0; i < 156; ++i) {
            QVERIFY(read->entry(i) == journal.entry(i));
            QCOMPARE(read->title(i), journal.title(i));
        }
        QCOMPARE(read->toJson(), journal.toJson());
        read->rewindTo(156);
        journal.rewindTo(156);
        VERIFY_EMPTY(difference(read->state(), journal.state()));

        // The cursor is kept within the entries.
        QCOMPARE(Journal::fromJson(document.array(), 999, catalog(), &error).value().cursor(), 156);
        QCOMPARE(Journal::fromJson(document.array(), -3, catalog(), &error).value().cursor(), 0);

        // Every field of every kind of entry survives.
        Journal two(catalog());
        GameSetup setup;
        setup.seats = {{u"Ana"_s, PlayerColour::Red}, {u"Ben"_s, PlayerColour::White}};
        setup.initiative = 1;
        setup.mode = GameMode::LeadersAndLore;
        setup.leaders = {u"Mystic"_s, u"Rebel"_s};
        setup.setupCard = u"2 Player Homelands"_s;
        setup.court = {u"BC01"_s, u"BC16"_s, u"BC26"_s};
        const QList<Entry> entries{
            StartGame{setup},
            TakeMulligan{},
            lead(1, Agg, 4, Ambition::Warlord),
            copy(0, true),
            PassInitiative{},
            PassInitiative{},
            ScoreChapter{{{Ambition::Warlord, {3, 1}}, {Ambition::Empath, {0, 2}}}, {5, 2}},
            lead(0, Con, 6),
            pivot(1, Mob, 2, true)};
        for (const Entry &action : entries)
            QCOMPARE(two.apply(action), QString());
        QCOMPARE(two.state().chapter, 2);
        QCOMPARE(powers(two.state()), (QList<int>{10, 0}));
        const std::optional<Journal> twoRead =
            Journal::fromJson(QJsonDocument::fromJson(QJsonDocument(two.toJson()).toJson()).array(),
                              two.cursor(), catalog(), &error);
        QVERIFY2(twoRead.has_value(), qPrintable(error));
        QCOMPARE(twoRead->size(), int(entries.size()));
        for (int i = 0; i < twoRead->size(); ++i)
            QVERIFY(twoRead->entry(i) == entries[i]);
        VERIFY_EMPTY(difference(twoRead->state(), two.state()));
    }

    void fromJsonNamesTheBadEntry() {
        QString error;
        const QJsonArray outOfTurn{entryToJson(StartGame{GameSetup::demo()}),
                                   entryToJson(lead(0, Agg, 3)), entryToJson(copy(2))};
        QVERIFY(!Journal::fromJson(outOfTurn, 3, catalog(), &error));
        QCOMPARE(error, u"entry 3: It is Ruth's turn, not Yuki's."_s);

        const QJsonArray unknown{entryToJson(StartGame{GameSetup::demo()}),
                                 QJsonObject{{u"action"_s, u"dance"_s}}};
        QVERIFY(!Journal::fromJson(unknown, 2, catalog(), &error));
        QCOMPARE(error, u"entry 2: unknown action \"dance\""_s);

        const QJsonArray notStarted{entryToJson(PassInitiative{})};
        QVERIFY(!Journal::fromJson(notStarted, 1, catalog(), &error));
        QCOMPARE(error, u"entry 1: Start a game first."_s);

        QVERIFY(!Journal::replay({StartGame{GameSetup::demo()}, lead(0, Agg, 3), copy(2)},
                                 catalog(), &error));
        QCOMPARE(error, u"entry 3: It is Ruth's turn, not Yuki's."_s);
    }

    // Long random legal games: the journal must always agree with replaying its entries.
    void randomLegalGames() {
        constexpr int gamesPerTable = 40;
        constexpr int actionLimit = 600;
        Tally tally;
        for (int players = 2; players <= 4; ++players) {
            const QList<const SetupCard *> cards = catalog().setupCardsFor(players);
            QVERIFY(!cards.isEmpty());
            for (int game = 0; game < gamesPerTable; ++game) {
                const unsigned seed = unsigned(1000 * players + game);
                std::mt19937 rng(seed);
                GameSetup setup;
                for (int seat = 0; seat < players; ++seat)
                    setup.seats << PlayerSeat{seatNames[seat], seatColours[seat]};
                setup.initiative = pick(rng, 0, players - 1);
                setup.setupCard = cards[game % cards.size()]->name;
                setup.court = GameSetup::dealCourt(players, seed, catalog());

                int branchAt = 0;
                const auto report = qScopeGuard([&] {
                    if (QTest::currentTestFailed())
                        qWarning("random game with seed %u, branch at entry %d", seed, branchAt);
                });

                Journal journal(catalog());
                QList<Entry> actions{StartGame{setup}};
                QCOMPARE(journal.apply(actions.first()), QString());
                QList<GameState> states{GameState{}, journal.state()};
                playRandomly(journal, actions, states, rng, actionLimit, tally);
                if (QTest::currentTestFailed())
                    return;

                ++tally.games;
                const GameState &end = journal.state();
                if (end.phase == Phase::GameOver) {
                    ++tally.over;
                    if (mostPower(end) >= catalog().game.powerToWin.forPlayers(players))
                        ++tally.overByPower;
                    else if (end.chapter == catalog().game.lastChapter)
                        ++tally.overAfterLastChapter;
                }
                checkHistory(journal, actions, states, rng);
                if (QTest::currentTestFailed())
                    return;

                // Go back to a random entry and play on differently.
                branchAt = pick(rng, 1, journal.size());
                journal.rewindTo(branchAt);
                actions.resize(branchAt);
                states.resize(branchAt + 1);
                playRandomly(journal, actions, states, rng, branchAt + 80, tally);
                if (QTest::currentTestFailed())
                    return;
                checkHistory(journal, actions, states, rng);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        qInfo("%d games, %d over (%d by Power, %d after the last chapter), %d entries, "
              "%d declarations, %d seizes, %d mulligans, %d chapters ended by passing, "
              "%d refusals",
              tally.games, tally.over, tally.overByPower, tally.overAfterLastChapter, tally.entries,
              tally.declarations, tally.seizes, tally.mulligans, tally.chaptersEndedByPassing,
              tally.refusals);
        QCOMPARE(tally.games, 3 * gamesPerTable);
        QVERIFY2(tally.over * 10 >= tally.games * 9, "most random games must reach GameOver");
        QCOMPARE(tally.overByPower + tally.overAfterLastChapter, tally.over);
        QVERIFY(tally.overByPower > 0);
        QVERIFY(tally.overAfterLastChapter > 0);
        QVERIFY(tally.declarations > 0);
        QVERIFY(tally.seizes > 0);
        QVERIFY(tally.mulligans > 0);
        QVERIFY(tally.chaptersEndedByPassing > 0);
        QVERIFY(tally.refusals > 0);
    }
};

QTEST_APPLESS_MAIN(TestJournal)
#include "tst_journal.moc"
