// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SummitTalks.h"
#include "journal/Journal.h"
#include "models/AmbitionListModel.h"
#include "models/CourtModel.h"
#include "models/HistoryModel.h"
#include "models/PlayerListModel.h"
#include "models/ReachModel.h"
#include "rules/CampaignEnd.h"
#include "rules/NextAct.h"
#include "state/IntermissionChoices.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

namespace arcs {
class Catalog;
}

// Where the game on the table is saved, change by change (the games library): each call keeps
// the change or refuses it, and a refusal changes nothing.
class TableKeeper {
public:
    virtual ~TableKeeper() = default;
    virtual QString keepNewGame(const arcs::Entry &start) = 0;
    virtual QString keepEntry(int seq, const arcs::Entry &entry, const arcs::GameState &after) = 0;
    virtual QString keepCursor(int cursor, const arcs::GameState &atCursor) = 0;
    virtual QString keepDraft(const QJsonObject &draft) = 0;
    // The Intermission after the campaign Act on the table, as far as the table has come.
    virtual QString keepIntermission(const arcs::IntermissionChoices &choices) = 0;
    // History amended from entry `from` (0-based): the journal from there, in one step, with
    // what undoes or redoes that step after a relaunch (Table's words; empty: nothing).
    virtual QString keepAmendedJournal(int from, const arcs::Journal &journal,
                                       const QJsonObject &amendment) = 0;
    // A later Act's start undone (nothing entered after it): the keeper puts the Act before it,
    // with its Intermission, back on the table.
    virtual QString keepActStartUndone() = 0;
};

// A later entry replayed after an amendment, as History showed it, and why it no longer holds
// (empty when it still does).
struct ReplayedEntry {
    Q_GADGET
    QML_VALUE_TYPE(replayedEntry)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString problem MEMBER problem)

public:
    QString title;
    QString problem;
};

// The game on the table: owns its journal and the models the interface shows of it. Every
// entry goes through apply(), which the engine validates first and the keeper saves.
class Table : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString setupCardName READ setupCardName NOTIFY gameChanged)
    Q_PROPERTY(QString modeName READ modeName NOTIFY gameChanged)
    Q_PROPERTY(bool leadersAndLore READ leadersAndLore NOTIFY gameChanged)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY gameChanged)
    Q_PROPERTY(QVariantList clusterInPlay READ clusterInPlay NOTIFY gameChanged)
    Q_PROPERTY(QString outOfPlayDescription READ outOfPlayDescription NOTIFY gameChanged)
    Q_PROPERTY(QVariantList lanes READ lanes NOTIFY gameChanged)
    Q_PROPERTY(int powerToWin READ powerToWin NOTIFY gameChanged)
    // How far every player's Power bar runs, the same for all so bars compare: past the
    // threshold, the most Power and the highest objective marker.
    Q_PROPERTY(int powerTrackLength READ powerTrackLength NOTIFY stateChanged)
    Q_PROPERTY(int lastChapter READ lastChapter NOTIFY gameChanged)
    // A campaign's Act (1-3) and its numeral; 0 and "" outside a campaign.
    Q_PROPERTY(int act READ act NOTIFY gameChanged)
    Q_PROPERTY(QString actNumeral READ actNumeral NOTIFY gameChanged)
    // Whether this is a campaign's last Act (Act III), whose end is the campaign's.
    Q_PROPERTY(bool lastAct READ lastAct NOTIFY gameChanged)
    // A campaign's Act I or II has ended: its Intermission comes next.
    Q_PROPERTY(bool intermissionFollows READ intermissionFollows NOTIFY stateChanged)
    // A campaign round ended with an Event card or a secured Council: its event is resolved on
    // the Event screen before the next round (EventSteps).
    Q_PROPERTY(bool eventUnderWay READ eventUnderWay NOTIFY stateChanged)
    // The round whose end brought it: the round count moves on as the round's last turn ends.
    Q_PROPERTY(int eventRound READ eventRound NOTIFY stateChanged)
    // The Imperial Council's side in the Court: Decided (secured), else In Session.
    Q_PROPERTY(bool councilDecided READ councilDecided NOTIFY stateChanged)
    Q_PROPERTY(Phase phase READ phase NOTIFY stateChanged)
    Q_PROPERTY(int chapter READ chapter NOTIFY stateChanged)
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(QString initiativeName READ initiativeName NOTIFY stateChanged)
    Q_PROPERTY(arcs::PlayerColour initiativeColour READ initiativeColour NOTIFY stateChanged)
    // Who seized the initiative this round (it passes to them when the round ends), or "".
    Q_PROPERTY(QString seizedByName READ seizedByName NOTIFY stateChanged)
    Q_PROPERTY(QStringList roundPlays READ roundPlays NOTIFY stateChanged)
    // The same plays in a few words each ("Mikah: Aggression 4, pivot, seized"), for the header.
    Q_PROPERTY(QStringList roundPlaysShort READ roundPlaysShort NOTIFY stateChanged)
    Q_PROPERTY(QStringList availableMarkers READ availableMarkers NOTIFY stateChanged)
    Q_PROPERTY(QString winnerName READ winnerName NOTIFY stateChanged)
    Q_PROPERTY(bool winnerByTurnOrder READ winnerByTurnOrder NOTIFY stateChanged)
    // Before an Act's first card: each player's Fate setup, naming the card to set up from.
    Q_PROPERTY(QStringList fateSetups READ fateSetups NOTIFY stateChanged)
    // What a game recorded by an earlier version of the app leaves to the table, one line each
    // (turns not counted, the Empire's laws not checked, Edict 03 not resolved in its parts).
    Q_PROPERTY(QStringList leftToTheTable READ leftToTheTable NOTIFY stateChanged)
    // Whether this Act leaves the Empire's laws to the table, until followEmpireLaws().
    Q_PROPERTY(bool empireLawsUnchecked READ empireLawsUnchecked NOTIFY stateChanged)
    // What names this Act wherever it is opened: its dice's seed, which each Act draws anew.
    Q_PROPERTY(QString actKey READ actKey NOTIFY gameChanged)
    // How the campaign was won, once Act III has ended; "" otherwise.
    Q_PROPERTY(QString campaignVictory READ campaignVictory NOTIFY stateChanged)
    Q_PROPERTY(QVariantList powerByChapter READ powerByChapter NOTIFY stateChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(QString undoTitle READ undoTitle NOTIFY stateChanged)
    Q_PROPERTY(QString redoTitle READ redoTitle NOTIFY stateChanged)
    // How many undone entries the next entry would drop, while the table has not said to drop
    // them (two or more: going back with History, or several undos); 0 otherwise.
    Q_PROPERTY(int undoneToDrop READ undoneToDrop NOTIFY stateChanged)
    // Entries undone and not yet dropped (an amendment replays only the entries in force).
    Q_PROPERTY(bool entriesUndone READ entriesUndone NOTIFY stateChanged)
    Q_PROPERTY(int cursor READ cursor NOTIFY stateChanged) // the entries in effect
    // History being amended (TableAmendment.cpp): new entries go in at an earlier point, and the
    // later ones wait to be replayed; what the banner says of it.
    Q_PROPERTY(bool amending READ amending NOTIFY stateChanged)
    Q_PROPERTY(QString amendingText READ amendingText NOTIFY stateChanged)
    Q_PROPERTY(ReachModel *reach READ reach CONSTANT)
    Q_PROPERTY(PlayerListModel *players READ players CONSTANT)
    // The players as the public sees them: the table view's (a TV) rows.
    Q_PROPERTY(PlayerListModel *publicPlayers READ publicPlayers CONSTANT)
    Q_PROPERTY(AmbitionListModel *ambitions READ ambitions CONSTANT)
    Q_PROPERTY(HistoryModel *history READ history CONSTANT)
    Q_PROPERTY(CourtModel *court READ court CONSTANT)

public:
    // main() makes the app's and gives it to QML (useInQml); tests make their own. Not
    // default-constructible, so that QML takes the given one through create().
    explicit Table(const arcs::Catalog &catalog, QObject *parent = nullptr);
    static void useInQml(Table *table);
    static Table *create(QQmlEngine *, QJSEngine *);

    const arcs::Catalog &catalog() const { return m_catalog; }
    const arcs::GameState &state() const { return m_journal.state(); }
    const arcs::Journal &journal() const { return m_journal; }

    bool hasGame() const { return state().phase != arcs::Phase::NotStarted; }
    QString setupCardName() const { return state().setup.setupCard; }
    QString modeName() const;
    bool leadersAndLore() const { return arcs::usesLeaders(state().setup.mode); }
    int playerCount() const { return state().playerCount(); }
    QList<int> outOfPlayClusters() const;
    // One flag per cluster 1..6, for the map's wedges.
    QVariantList clusterInPlay() const;
    QString outOfPlayDescription() const;
    // Adjacent systems in play: {from, to, pathMarker}, for drawing the map.
    QVariantList lanes() const;
    int powerToWin() const;
    int powerTrackLength() const;
    int lastChapter() const;
    int act() const { return state().setup.act ? state().setup.act->act : 0; }
    bool lastAct() const { return act() == arcs::lastAct; }
    QString actNumeral() const;
    // Who scored what for History's entry `number` (1-based), if it scored a chapter, a line
    // each as the chapter-end screen said it; else empty.
    Q_INVOKABLE QStringList chapterScoreLines(int number) const;
    // Any Act's numeral ("I", "II", "III"), for the earlier Acts History lists.
    Q_INVOKABLE QString numeralOfAct(int act) const;
    bool intermissionFollows() const { return arcs::intermissionFollows(state()); }
    bool eventUnderWay() const { return state().event.has_value(); }
    int eventRound() const { return m_hostView.eventRound.value_or(state().round); }
    bool councilDecided() const { return state().board.court.councilDecided; }
    // Moves a player's objective marker `by` spaces toward 0 (negative: away), for the reason
    // given if any (a card, an action); the refusal.
    Q_INVOKABLE QString moveObjective(int seat, int by, const QString &why = QString());
    // The table takes up the Empire's laws from here on (an Act recorded before them); the
    // refusal.
    Q_INVOKABLE QString followEmpireLaws() { return apply(arcs::FollowEmpireLaws{}); }
    bool empireLawsUnchecked() const { return state().setup.act && !state().setup.empireLaws; }
    // The phase of the game, for QML (Table.Playing, …): arcs::Phase's values.
    enum Phase { NotStarted, Placement, Playing, ChapterEnd, GameOver };
    Q_ENUM(Phase)
    Phase phase() const { return Phase(state().phase); }
    int chapter() const { return state().chapter; }
    int round() const { return state().round; }
    QString initiativeName() const;
    arcs::PlayerColour initiativeColour() const;
    QString seizedByName() const;
    QStringList roundPlays() const;
    QStringList roundPlaysShort() const;
    QStringList availableMarkers() const;
    QString winnerName() const;
    // Whether the winner tied for the most Power and won by coming earliest in turn order.
    bool winnerByTurnOrder() const;
    QString campaignVictory() const;
    QStringList fateSetups() const;
    QStringList leftToTheTable() const;
    QString actKey() const { return QString::number(state().seed, 16); }
    // One entry per scored chapter: a list of Power per seat.
    QVariantList powerByChapter() const;
    // The game's start is not undone (a new game is started instead): undo stops after it.
    bool canUndo() const {
        return m_journal.cursor() > (m_amending ? m_amending->from : 1) || amendmentToUndo() ||
               actStartToUndo();
    }
    bool canRedo() const { // the entries waiting while amending are replayed, not redone
        return !m_amending && (m_journal.canRedo() || amendmentToRedo());
    }
    QString undoTitle() const;
    QString redoTitle() const;
    int undoneToDrop() const;
    bool entriesUndone() const { return m_journal.canRedo(); }
    int cursor() const { return m_journal.cursor(); }
    bool amending() const { return m_amending.has_value(); }
    QString amendingText() const;
    ReachModel *reach() { return &m_reach; }
    PlayerListModel *players() { return &m_players; }
    PlayerListModel *publicPlayers() { return &m_publicPlayers; }
    // The table as the host's screen shows it (secrets too): follows every entry.
    const arcs::TableProjection &hostView() const { return m_hostView; }
    AmbitionListModel *ambitions() { return &m_ambitions; }
    HistoryModel *history() { return &m_history; }
    CourtModel *court() { return &m_court; }
    // The deal being listed at the Summit under way, shared by the screens and the phones.
    SummitTalks &summit() { return m_summit; }
    // Where each change of the game is saved before it is shown (the games library), or none.
    void setKeeper(TableKeeper *keeper) { m_keeper = keeper; }
    // Puts another game (or none: an empty journal) on the table, with what its screens had
    // typed and not yet entered, and for a campaign's Act the Intermission begun after it.
    // `amendment`: the last amendment's step as keepAmendedJournal was given it, to undo or redo.
    void setJournal(arcs::Journal journal, const QJsonObject &draft = {},
                    std::optional<arcs::IntermissionChoices> intermission = std::nullopt,
                    const QJsonObject &amendment = {});
    // The Intermission after the Act on the table, once begun.
    const std::optional<arcs::IntermissionChoices> &intermission() const { return m_intermission; }
    // Keeps the table's Intermission choices; the refusal (nothing changes), or empty.
    QString setIntermission(const arcs::IntermissionChoices &choices);
    // The campaign's next Act from the Intermission on the table; the refusal, or empty.
    QString startNextAct(const arcs::NextActDice &dice);
    // What a screen has typed and not entered yet (the chapter-end counts), saved with the game.
    const QJsonObject &draft() const { return m_draft; }
    QString keepDraft(const QJsonObject &draft);

    // Applies an entry; returns the engine's refusal (and changes nothing), or empty.
    QString apply(const arcs::Entry &entry);
    // Starts a new game in a fresh journal; returns the refusal, or empty.
    QString startGame(const arcs::GameSetup &setup);
    Q_INVOKABLE void loadDemo();
    // Shows the table anew, in the language now installed.
    void retranslate();
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // Goes back to just after history entry `count` (undoable with redo).
    Q_INVOKABLE void rewindTo(int count);
    // The table has seen what the next entry drops (undoneToDrop) and goes on from here.
    Q_INVOKABLE void dropUndone();
    Q_INVOKABLE void redoAll() { moveCursor(m_journal.size()); }

    // Amends history at History entry `number` (1 is the game's start, never amended): enter
    // what was missed before it, or enter it again as it should have been; the later entries
    // wait until replayed (finishAmending) or the amendment is cancelled. The refusal, or empty.
    enum AmendKind { InsertBefore, Edit };
    Q_ENUM(AmendKind)
    Q_INVOKABLE QString amend(int number, AmendKind kind);
    // What replaying the waiting entries would keep: ReplayedEntry each.
    Q_INVOKABLE QVariantList amendPreview() const;
    Q_INVOKABLE QString finishAmending();
    Q_INVOKABLE void cancelAmending();
    // Entry `number` deleted, the later ones replayed: first previewed, then done.
    Q_INVOKABLE QVariantList deletePreview(int number) const;
    Q_INVOKABLE QString deleteEntry(int number);

signals:
    void gameChanged();
    void stateChanged();
    // The language changed: the words the views were given again (after stateChanged).
    void retranslated();
    void refused(const QString &message);
    // A new entry ended the chapter (not an undo or redo).
    void chapterEnded();
    void intermissionChanged();
    // A screen's draft was kept: every view of that screen shows it (the table view too).
    void draftChanged();

private:
    void project(); // the views of the table: the host's and the public's
    void publish(bool newGame);
    void moveCursor(int cursor);

    // An amendment under way: where it began, the entries waiting after it, and the journal as
    // it was (to cancel). Nothing is saved until it is replayed.
    struct Amending {
        int from = 0;
        bool edit = false;
        QList<arcs::HeldEntry> held;
        arcs::Journal before;
    };
    // The last amendment as one step, until the next change: where it began and the journal
    // the step goes to (the one before it to undo it; once undone, the amended one to redo it).
    struct Amended {
        int from = 0;
        arcs::Journal journal;
    };
    // Undo reaches back across a later Act's start to its setup, once nothing follows it.
    bool actStartToUndo() const {
        return m_keeper && act() > 1 && m_journal.size() == 1 && !m_amending;
    }
    bool amendmentToUndo() const {
        return m_amended && !m_amending && m_journal.cursor() == m_journal.size();
    }
    bool amendmentToRedo() const {
        return m_unamended && !m_amending && m_journal.cursor() == m_journal.size();
    }
    // Saves and puts on the table the journal amended from `from`, with the step that then
    // undoes (or, `undone`, redoes) the amendment.
    QString replaceJournal(int from, const arcs::Journal &journal, const Amended &step,
                           bool undone);
    void restoreAmendment(const QJsonObject &amendment);
    // Undoes or redoes the amendment in `step`, which then holds the step back.
    void swapAmendment(std::optional<Amended> &step, std::optional<Amended> &back);
    void forgetAmendment();
    static QVariantList preview(const QList<arcs::HeldEntry> &replayed);

    const arcs::Catalog &m_catalog;
    arcs::Journal m_journal;
    std::optional<Amending> m_amending;
    std::optional<Amended> m_amended;   // to undo
    std::optional<Amended> m_unamended; // undone, to redo
    QJsonObject m_draft;
    std::optional<arcs::IntermissionChoices> m_intermission;
    ReachModel m_reach;
    PlayerListModel m_players;
    PlayerListModel m_publicPlayers;
    arcs::TableProjection m_hostView;
    AmbitionListModel m_ambitions;
    HistoryModel m_history;
    CourtModel m_court;
    SummitTalks m_summit{*this};
    TableKeeper *m_keeper = nullptr;
    int m_dropSaidAt = -1; // the cursor at which the table said to drop the undone entries
};
