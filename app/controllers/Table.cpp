// SPDX-License-Identifier: GPL-3.0-or-later
#include "Table.h"

#include "data/Catalog.h"
#include "rules/CampaignSetup.h"
#include "rules/Chapter.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/FlagshipEntries.h"
#include "rules/Reach.h"
#include "rules/Round.h"

#include <QJSEngine>

#include <QLocale>
#include <QQmlEngine>
#include <QRandomGenerator>
#include <algorithm>

Table::Table(const arcs::Catalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_journal(m_catalog), m_reach(m_catalog),
      m_court(m_catalog) {}

namespace {
Table *qmlTable = nullptr; // the table main() gave to QML
}

void Table::useInQml(Table *table) {
    qmlTable = table;
}

Table *Table::create(QQmlEngine *, QJSEngine *) {
    Q_ASSERT(qmlTable); // main() gives the table before QML loads
    QJSEngine::setObjectOwnership(qmlTable, QJSEngine::CppOwnership);
    return qmlTable;
}

QString Table::modeName() const {
    if (!hasGame())
        return {};
    switch (state().setup.mode) {
    case arcs::GameMode::Base:
        return tr("Base game");
    case arcs::GameMode::LeadersAndLore:
        return tr("Leaders & Lore");
    case arcs::GameMode::Campaign:
        return tr("Campaign, Act %1").arg(arcs::actWord(state().setup.act->act));
    }
    Q_UNREACHABLE();
}

QList<int> Table::outOfPlayClusters() const {
    const arcs::SetupCard *card = m_catalog.setupCard(state().setup.setupCard);
    return card ? card->outOfPlay : QList<int>();
}

QVariantList Table::clusterInPlay() const {
    QVariantList out;
    const QList<int> outOfPlay = outOfPlayClusters();
    for (const arcs::Cluster &cluster : m_catalog.map.clusters)
        out.append(!outOfPlay.contains(cluster.number));
    return out;
}

QString Table::outOfPlayDescription() const {
    const QList<int> clusters = outOfPlayClusters();
    QStringList numbers;
    for (int cluster : clusters)
        numbers << QString::number(cluster);
    const QString list = QLocale().createSeparatedList(numbers);
    return clusters.size() == 1 ? tr("Out of play: cluster %1").arg(list)
                                : tr("Out of play: clusters %1").arg(list);
}

QVariantList Table::lanes() const {
    QVariantList out;
    if (!hasGame())
        return out;
    const arcs::Reach reach(m_catalog.map, outOfPlayClusters());
    const auto pathMarkers = reach.pathMarkers();
    for (const arcs::SystemId &system : reach.systemsInPlay()) {
        for (const arcs::SystemId &neighbour : reach.neighbours(system)) {
            if (neighbour < system)
                continue;
            const bool pathMarker = pathMarkers.contains({system.cluster, neighbour.cluster}) ||
                                    pathMarkers.contains({neighbour.cluster, system.cluster});
            out.append(QVariant::fromValue(
                Lane{system, neighbour, pathMarker && system.isGate() && neighbour.isGate()}));
        }
    }
    return out;
}

int Table::powerToWin() const {
    return hasGame() ? arcs::gameEndFor(state().setup, m_catalog).powerToWin.value_or(0) : 0;
}

int Table::powerTrackLength() const {
    constexpr int room = 3; // spaces past the furthest mark, so no mark sits on the bar's end
    int length = powerToWin() + room;
    for (int seat = 0; seat < playerCount(); ++seat) {
        length = std::max(length, state().players[seat].power);
        if (state().campaign)
            length =
                std::max(length, state().campaign->objectiveMarkers.value(seat).value_or(0) + room);
    }
    return length;
}

QString Table::actNumeral() const {
    return act() > 0 ? arcs::actWord(act()) : QString();
}

QString Table::numeralOfAct(int act) const {
    return arcs::actWord(act);
}

QString Table::moveObjective(int seat, int by, const QString &why) {
    return apply(arcs::MoveObjective{seat, by, why.trimmed()});
}

int Table::lastChapter() const {
    return arcs::gameEndFor(state().setup, m_catalog).lastChapter;
}

QString Table::initiativeName() const {
    return hasGame() ? state().playerName(state().initiative) : QString();
}

QString Table::seizedByName() const {
    if (state().phase != arcs::Phase::Playing)
        return {};
    const auto seat = arcs::seizedBy(state().plays, m_catalog);
    return seat ? state().playerName(*seat) : QString();
}

arcs::PlayerColour Table::initiativeColour() const {
    return hasGame() ? state().setup.seats[state().initiative].colour : arcs::PlayerColour{};
}

QStringList Table::chapterScoreLines(int number) const {
    if (number < 1 || number > m_journal.size())
        return {};
    const auto *scored = std::get_if<arcs::ScoreChapter>(&m_journal.entry(number - 1));
    return scored ? arcs::chapterScoreLines(m_journal.stateAfter(number - 1), *scored, m_catalog)
                  : QStringList();
}

namespace {
// Each play of the round in words, as `words` says one after the plays before it.
template <typename Words> QStringList playsInWords(const arcs::GameState &state, Words words) {
    QStringList out;
    arcs::GameState before = state;
    const QList<arcs::Play> plays = before.plays;
    before.plays.clear();
    for (const arcs::Play &play : plays) {
        out << words(before, play);
        before.plays.append(play);
    }
    return out;
}
} // namespace

QStringList Table::roundPlays() const {
    return playsInWords(state(), [this](const arcs::GameState &before, const arcs::Play &play) {
        return arcs::playText(before, play, m_catalog, arcs::Tense::Done);
    });
}

QStringList Table::roundPlaysShort() const {
    return playsInWords(state(), [this](const arcs::GameState &before, const arcs::Play &play) {
        return arcs::playShortText(before, play, m_catalog);
    });
}

QStringList Table::availableMarkers() const {
    QStringList out;
    for (int i = 0; i < int(state().markers.size()); ++i) {
        if (state().markers[std::size_t(i)].box)
            continue;
        out << arcs::markerWord(state().markerValue(i, m_catalog));
    }
    return out;
}

QString Table::winnerName() const {
    return state().winner ? state().playerName(*state().winner) : QString();
}

bool Table::winnerByTurnOrder() const {
    return arcs::wonByTurnOrder(state());
}

QStringList Table::fateSetups() const {
    QStringList out;
    for (int seat = 0; seat < playerCount(); ++seat) {
        const QString card = arcs::fateSetupCard(state(), seat, m_catalog);
        if (card.isEmpty())
            continue;
        const arcs::Fate *fate = m_catalog.fate(state().campaign->fates[seat]);
        out << tr("%1 (%2): %3", "a player, their Fate and their objective card's number")
                   .arg(state().playerName(seat), fate->name, card);
        if (const QString flagship = arcs::flagshipToPlace(state(), seat, m_catalog);
            !flagship.isEmpty())
            out << flagship;
    }
    return out;
}

QStringList Table::leftToTheTable() const {
    const arcs::GameSetup &setup = state().setup;
    QStringList out;
    if (!setup.turnsCounted)
        out << tr("Turns and actions are not counted: a round ends with its last card.");
    if (empireLawsUnchecked())
        out << tr("The Empire's laws are not checked: the Truce, control under the Presence "
                  "Law, the Catapult's stops and Regents defending with Imperial ships.");
    if (setup.act && !setup.governInParts)
        out << tr("Edict 03 is not resolved in its parts: the Imperial Action is checked before "
                  "the Demand, and the Steward's Edicts are prompts to tick off.");
    return out;
}

QString Table::campaignVictory() const {
    const auto victory = state().phase == arcs::Phase::GameOver
                             ? arcs::campaignVictory(state(), m_catalog)
                             : std::nullopt;
    if (!victory)
        return {};
    const int power = state().players[victory->seat].power;
    const arcs::Fate *fate = m_catalog.fate(state().campaign->fates.value(victory->seat));
    switch (victory->reason) {
    case arcs::CampaignEndReason::FinalObjective:
        return tr("%1 completed the %2's final objective at the end of chapter %3, with %4 Power.")
            .arg(state().playerName(victory->seat), fate ? fate->name : QString())
            .arg(state().chapter)
            .arg(power);
    case arcs::CampaignEndReason::MostPower: {
        QString words =
            std::count_if(state().players.begin(), state().players.end(),
                          [power](const arcs::PlayerState &p) { return p.power == power; }) > 1
                ? tr("Tied for the most Power on %1 after Act III: A Fates win a tie over B and "
                     "B over C, then turn order.")
                      .arg(power)
                : tr("The most Power after Act III: %1.").arg(power);
        for (const int seat : victory->completedWithoutPower)
            words += tr(" %1 completed the %2's final objective with %3 Power: it wins only "
                        "with at least 1.")
                         .arg(state().playerName(seat),
                              m_catalog.fate(state().campaign->fates[seat])->name)
                         .arg(state().players[seat].power);
        return words;
    }
    }
    Q_UNREACHABLE();
}

QVariantList Table::powerByChapter() const {
    QVariantList out;
    for (const QList<int> &chapter : state().powerByChapter) {
        QVariantList row;
        for (int power : chapter)
            row.append(power);
        out.append(QVariant(row));
    }
    return out;
}

void Table::retranslate() {
    m_journal.retitle();
    publish(false);
    emit retranslated();
}

void Table::project() {
    m_hostView = arcs::projectTable(state(), m_intermission, arcs::Viewer::host(), m_catalog);
    m_players.setProjection(m_hostView, m_catalog);
    m_publicPlayers.setProjection(
        arcs::projectTable(state(), m_intermission, arcs::Viewer::publicTable(), m_catalog),
        m_catalog);
}

void Table::publish(bool newGame) {
    project();
    m_ambitions.setState(state(), m_catalog);
    m_history.setJournal(m_journal);
    m_reach.setState(state());
    m_court.setState(state());
    if (newGame)
        emit gameChanged();
    emit stateChanged();
}

int Table::undoneToDrop() const {
    if (m_amending)
        return 0; // they wait to be replayed
    const int undone = m_journal.size() - m_journal.cursor();
    return undone >= 2 && m_dropSaidAt != m_journal.cursor() ? undone : 0;
}

void Table::dropUndone() {
    m_dropSaidAt = m_journal.cursor();
    emit stateChanged();
}

QString Table::apply(const arcs::Entry &entry) {
    // Nothing is dropped unseen: going back several entries, the next one asks first.
    if (const int undone = undoneToDrop()) {
        const QString problem =
            tr("This entry would drop the %n undone entries after entry %1: choose \"Drop them\" "
               "above the page, or Redo them.",
               nullptr, undone)
                .arg(m_journal.cursor());
        emit refused(problem);
        return problem;
    }
    const arcs::Phase before = state().phase;
    // Saved before it is shown: an entry the library cannot keep is refused.
    // While amending, the entries are saved as the amendment is replayed.
    const QString problem = m_journal.apply(entry, [&](const arcs::GameState &after) {
        return m_keeper && !m_amending ? m_keeper->keepEntry(m_journal.cursor(), entry, after)
                                       : QString();
    });
    if (!problem.isEmpty()) {
        emit refused(problem);
        return problem;
    }
    forgetAmendment();
    publish(before == arcs::Phase::NotStarted); // the first entry starts a game
    if (before == arcs::Phase::Playing && state().phase == arcs::Phase::ChapterEnd)
        emit chapterEnded();
    return {};
}

QString Table::startGame(const arcs::GameSetup &setup) {
    QString problem = setup.problem(m_catalog);
    const arcs::StartGame start{setup, QRandomGenerator::system()->generate64()};
    if (problem.isEmpty() && m_keeper)
        problem = m_keeper->keepNewGame(start);
    if (!problem.isEmpty()) {
        emit refused(problem);
        return problem;
    }
    m_journal = arcs::Journal(m_catalog);
    m_dropSaidAt = -1;
    m_amending.reset();
    forgetAmendment();
    m_journal.apply(start);
    m_draft = {};
    const bool hadIntermission = m_intermission.has_value(); // the last game's, not this one's
    m_intermission.reset();
    publish(true);
    emit draftChanged();
    if (hadIntermission)
        emit intermissionChanged();
    return {};
}

void Table::loadDemo() {
    if (!startGame(arcs::GameSetup::demo()).isEmpty())
        return;
    // A first round already played, so the demo shows declared ambitions, a seized initiative
    // and the board after a few moves, a battle, a ship built and an agent in the Court; then
    // Wren's turn under way, with an action left.
    using arcs::Suit;
    using arcs::SystemKind;
    const auto play = [](int seat, arcs::PlayKind kind, std::optional<arcs::CardId> card,
                         std::optional<arcs::Ambition> declare = std::nullopt, bool seize = false) {
        return arcs::PlayCard{{seat, kind, card, declare, seize}};
    };
    const QList<arcs::Entry> entries{
        play(0, arcs::PlayKind::Lead, arcs::CardId{Suit::Aggression, 3}, arcs::Ambition::Tyrant),
        arcs::Move{0, {6, SystemKind::Hex}, {6, SystemKind::Gate}, 3, 0},
        arcs::BattleResult{0, 1, {6, SystemKind::Gate}, {{1}, {}, {}}, {3, 0}, {0, 2}, {}, {}},
        play(1, arcs::PlayKind::Surpass, arcs::CardId{Suit::Aggression, 5}),
        arcs::Move{1, {5, SystemKind::Hex}, {5, SystemKind::Gate}, 3, 0},
        play(2, arcs::PlayKind::Copy, std::nullopt),
        arcs::Move{2, {4, SystemKind::Gate}, {4, SystemKind::Crescent}, 2, 0},
        play(3, arcs::PlayKind::Pivot, arcs::CardId{Suit::Construction, 2}, std::nullopt, true),
        arcs::Build{3, {1, SystemKind::Arrow}, arcs::Piece::Ship},
        play(3, arcs::PlayKind::Lead, arcs::CardId{Suit::Mobilization, 6}, arcs::Ambition::Empath),
        arcs::Influence{3, QStringLiteral("BC17")}, // Wren's turn goes on: 1 action left
    };
    for (const arcs::Entry &entry : entries)
        apply(entry);
}

void Table::undo() {
    if (actStartToUndo()) {
        if (const QString problem = m_keeper->keepActStartUndone(); !problem.isEmpty())
            emit refused(problem);
    } else if (amendmentToUndo())
        swapAmendment(m_amended, m_unamended);
    else if (canUndo())
        moveCursor(m_journal.cursor() - 1);
}

void Table::redo() {
    if (amendmentToRedo())
        swapAmendment(m_unamended, m_amended);
    else if (canRedo())
        moveCursor(m_journal.cursor() + 1);
}

void Table::rewindTo(int count) {
    moveCursor(count);
}

void Table::setJournal(arcs::Journal journal, const QJsonObject &draft,
                       std::optional<arcs::IntermissionChoices> intermission,
                       const QJsonObject &amendment) {
    m_journal = std::move(journal);
    m_dropSaidAt = -1;
    m_amending.reset();
    forgetAmendment();
    restoreAmendment(amendment);
    m_draft = draft;
    m_intermission = std::move(intermission);
    publish(true);
    emit draftChanged();
    emit intermissionChanged();
}

QString Table::setIntermission(const arcs::IntermissionChoices &choices) {
    QString problem = arcs::intermissionChoicesProblem(state(), choices, m_catalog);
    if (problem.isEmpty() && m_keeper)
        problem = m_keeper->keepIntermission(choices);
    if (!problem.isEmpty())
        return problem;
    m_intermission = choices;
    project();
    emit intermissionChanged();
    return {};
}

QString Table::startNextAct(const arcs::NextActDice &dice) {
    if (!m_intermission)
        return tr("Begin the Intermission first.");
    if (const QString problem = arcs::nextActProblem(state(), *m_intermission, m_catalog);
        !problem.isEmpty())
        return problem;
    const QString problem =
        startGame(arcs::nextActSetup(state(), *m_intermission, dice, m_catalog));
    if (problem.isEmpty()) {
        m_intermission.reset();
        project();
        emit intermissionChanged();
    }
    return problem;
}

QString Table::keepDraft(const QJsonObject &draft) {
    if (draft == m_draft)
        return {};
    m_draft = draft;
    const QString problem = m_keeper ? m_keeper->keepDraft(draft) : QString();
    emit draftChanged();
    return problem;
}

void Table::moveCursor(int cursor) {
    if (cursor < 1 || cursor > m_journal.size() || cursor == m_journal.cursor())
        return; // the game's start stays
    if (m_amending && cursor > m_journal.cursor())
        return; // the later entries wait to be replayed, not redone
    if (m_amending && cursor < m_amending->from) {
        emit refused(tr("History is being amended from entry %1: replay or cancel the "
                        "amendment before going back further.")
                         .arg(m_amending->from + 1));
        return;
    }
    if (const QString problem = m_keeper && !m_amending
                                    ? m_keeper->keepCursor(cursor, m_journal.stateAfter(cursor))
                                    : QString();
        !problem.isEmpty()) {
        emit refused(problem);
        return;
    }
    const bool crossesStart = (cursor == 0) != (m_journal.cursor() == 0);
    forgetAmendment();
    m_journal.rewindTo(cursor);
    publish(crossesStart);
}

static_assert(int(Table::NotStarted) == int(arcs::Phase::NotStarted) &&
                  int(Table::Placement) == int(arcs::Phase::Placement) &&
                  int(Table::Playing) == int(arcs::Phase::Playing) &&
                  int(Table::ChapterEnd) == int(arcs::Phase::ChapterEnd) &&
                  int(Table::GameOver) == int(arcs::Phase::GameOver),
              "Table::Phase mirrors arcs::Phase");
