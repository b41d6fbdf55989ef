// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChapterScoring.h"

#include "Table.h"
#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/CampaignEnd.h"
#include "rules/Chapter.h"
#include "rules/EntryRules.h"
#include "rules/EntryWords.h"
#include "rules/Scoring.h"

#include <QJsonArray>
#include <QScopedValueRollback>

ChapterScoring::ChapterScoring(Table *table, QObject *parent) : TableClient(table, parent) {
    start();
}

void ChapterScoring::connectTo(Table &table) {
    connect(&table, &Table::stateChanged, this, &ChapterScoring::follow);
    connect(&table, &Table::draftChanged, this, &ChapterScoring::followDraft);
    follow();
}

// The chapter-end screen kept the counts typed there as the table's draft: show them here too
// (the table view), or the reopened game's.
void ChapterScoring::followDraft() {
    if (m_keepingDraft)
        return; // this one wrote it
    const arcs::ScoreChapter entry = m_entry;
    const QSet<arcs::Ambition> typed = m_typed;
    const bool bonusTyped = m_bonusTyped;
    restoreDraft();
    if (!(m_entry == entry) || m_typed != typed || m_bonusTyped != bonusTyped)
        emit changed();
}

// Counts typed so far are kept while the same chapter of the same game is on the table.
void ChapterScoring::follow() {
    const bool sameChapter = m_chapter == state().chapter && m_seed == state().seed &&
                             m_entry.cityBonus.size() == state().playerCount();
    if (!sameChapter) {
        m_chapter = state().chapter;
        m_seed = state().seed;
        m_entry = {};
        for (const arcs::AmbitionInfo &info : catalog().ambitions)
            m_entry.counts.insert(info.ambition, QList<int>(state().playerCount(), 0));
        m_entry.cityBonus = QList<int>(state().playerCount(), 0);
        if (grandAmbitions())
            m_entry.grand = QList<int>(state().playerCount(), 0);
        m_typed.clear();
        m_bonusTyped = false;
        restoreDraft();
    }
    // The board's counts and city bonuses are filled in until the table types its own (a
    // card's effect the board does not know, say).
    const QMap<arcs::Ambition, QList<int>> standings =
        arcs::ambitionStandings(state().board, arcs::trustHolder(state()), catalog());
    for (auto it = standings.begin(); it != standings.end(); ++it) {
        if (!m_typed.contains(it.key()))
            m_entry.counts[it.key()] = *it;
    }
    if (!m_bonusTyped) {
        for (int seat = 0; seat < state().playerCount(); ++seat)
            m_entry.cityBonus[seat] = arcs::cityBonusPower(state().board, seat, catalog());
    }
    // After undoing a chapter's scoring, offer the counts that were entered for it again.
    const arcs::Journal &journal = table().journal();
    if (journal.canRedo()) {
        if (const auto *undone = std::get_if<arcs::ScoreChapter>(&journal.entry(journal.cursor())))
            m_entry = *undone;
    }
    const QVariantList structure{ambitions(), players(), dummy(), grandAmbitions()};
    if (structure != m_structure) {
        m_structure = structure;
        emit tableChanged(); // rebuilding the grid only when it really changes keeps focus
    }
    emit changed();
}

QVariantList ChapterScoring::ambitions() const {
    QVariantList out;
    for (const arcs::AmbitionInfo &info : catalog().ambitions) {
        const QList<arcs::MarkerValues> markers = state().markersIn(info.ambition, catalog());
        if (markers.isEmpty())
            continue;
        QStringList values;
        for (const arcs::MarkerValues &marker : markers)
            values << arcs::markerWord(marker);
        out.append(QVariant::fromValue(DeclaredAmbition{arcs::nameOf(info.ambition),
                                                        arcs::ambitionTitle(info.ambition),
                                                        values.join(QStringLiteral(" + "))}));
    }
    return out;
}

QVariantList ChapterScoring::players() const {
    QVariantList out;
    if (state().phase == arcs::Phase::NotStarted)
        return out;
    for (int seat : state().setup.turnOrder())
        out.append(QVariant::fromValue(
            ScoringPlayer{seat, state().playerName(seat), state().setup.seats[seat].colour,
                          arcs::hasGrandAmbitions(state(), seat, catalog())}));
    return out;
}

QVariantList ChapterScoring::dummy() const {
    QVariantList out;
    const auto input = arcs::chapterScoringInput(state(), m_entry, catalog());
    if (!input.dummy)
        return out;
    for (auto it = input.declared.begin(); it != input.declared.end(); ++it)
        out.append(QVariant::fromValue(
            DummyCount{arcs::nameOf(it.key()), input.dummy->value(it.key(), 0)}));
    return out;
}

QString ChapterScoring::problem() const {
    return arcs::entryProblem(state(), m_entry, catalog());
}

QStringList ChapterScoring::explanations() const {
    return problem().isEmpty() ? arcs::chapterScoreLines(state(), m_entry, catalog())
                               : QStringList();
}

QVariantList ChapterScoring::gains() const {
    QVariantList out;
    if (!problem().isEmpty())
        return out;
    const auto score =
        arcs::scoreChapter(arcs::chapterScoringInput(state(), m_entry, catalog()), catalog());
    for (int gain : score.gains)
        out.append(gain);
    return out;
}

QList<int> ChapterScoring::cityBonusOptions() const {
    return arcs::cityBonusSteps(catalog());
}

QStringList ChapterScoring::cleanUp() const {
    QStringList out;
    const arcs::ChapterCleanUp cleanUp = arcs::chapterCleanUp(state(), catalog());
    if (cleanUp.returnTrophies)
        out << tr("Warlord was scored: everyone returns their Trophies.");
    if (cleanUp.returnCaptives)
        out << tr("Tyrant was scored: everyone returns their Captives.");
    for (int seat : cleanUp.discardFuel) {
        const arcs::Leader *leader = catalog().leader(state().setup.leaders.value(seat));
        for (const arcs::LeaderTrait &trait : leader->traits) {
            if (trait.effect == arcs::LeaderTraitEffect::DiscardFuelAfterScoring)
                out << tr("%1 (%2, %3) discards all their Fuel.")
                           .arg(state().playerName(seat), leader->name, trait.name);
        }
    }
    out << tr("All ambition markers return to the available spaces.");
    if (cleanUp.flip) {
        const arcs::AmbitionMarker &marker = catalog().ambitionMarkers[*cleanUp.flip];
        out << tr("Flip the %1/%2 marker to its %3/%4 side.")
                   .arg(marker.front.first)
                   .arg(marker.front.second)
                   .arg(marker.flipped.first)
                   .arg(marker.flipped.second);
    }
    return out;
}

QString ChapterScoring::outcome() const {
    if (!problem().isEmpty())
        return {};
    const arcs::GameState after = arcs::applyEntry(state(), m_entry, catalog());
    if (after.phase == arcs::Phase::GameOver && !after.winner) // a campaign's Act I or II
        return tr("Act %1 ends: its Intermission follows.").arg(arcs::actWord(after.campaign->act));
    if (after.phase == arcs::Phase::GameOver)
        return (after.campaign ? tr("The campaign ends: %1 wins with %2 Power.")
                               : tr("The game ends: %1 wins with %2 Power."))
            .arg(after.playerName(*after.winner))
            .arg(after.players[*after.winner].power);
    return tr("Chapter %1 begins: deal %2 cards each, discard the rest and shuffle the discard "
              "pile; %3 leads.")
        .arg(after.chapter)
        .arg(catalog().game.handSize)
        .arg(after.playerName(after.initiative));
}

void ChapterScoring::setCount(const QString &ambition, int seat, int count) {
    const auto id = arcs::fromName<arcs::Ambition>(ambition);
    if (!id || seat < 0 || seat >= m_entry.counts[*id].size() || count < 0)
        return;
    m_entry.counts[*id][seat] = count;
    m_typed.insert(*id);
    keepDraft();
    emit changed();
}

QVariantList ChapterScoring::counts() const {
    QVariantList out;
    for (auto it = m_entry.counts.begin(); it != m_entry.counts.end(); ++it)
        out.append(QVariant::fromValue(
            AmbitionCount{arcs::nameOf(it.key()), !m_typed.contains(it.key()), it.value()}));
    return out;
}

void ChapterScoring::setCityBonus(int seat, int bonus) {
    if (seat < 0 || seat >= m_entry.cityBonus.size())
        return;
    m_entry.cityBonus[seat] = bonus;
    m_bonusTyped = true;
    keepDraft();
    emit changed();
}

bool ChapterScoring::grandAmbitions() const {
    return state().campaign && state().campaign->act == arcs::lastAct;
}

void ChapterScoring::setGrand(int seat, int fulfilled) {
    if (seat < 0 || seat >= m_entry.grand.size())
        return;
    m_entry.grand[seat] = fulfilled; // the engine refuses what is not 0, 1 or 2
    keepDraft();
    emit changed();
}

// The draft belongs to the chapter's end it was typed at: the journal's cursor there.
void ChapterScoring::keepDraft() {
    QJsonArray typed;
    for (arcs::Ambition ambition : std::as_const(m_typed))
        typed.append(arcs::nameOf(ambition));
    const QScopedValueRollback keeping(m_keepingDraft, true);
    const QString problem =
        table().keepDraft({{QStringLiteral("chapterEndAt"), table().journal().cursor()},
                           {QStringLiteral("counts"), arcs::entryToJson(m_entry)},
                           {QStringLiteral("typed"), typed},
                           {QStringLiteral("bonusTyped"), m_bonusTyped}});
    if (!problem.isEmpty())
        qWarning("The chapter-end counts could not be saved: %s", qPrintable(problem));
}

void ChapterScoring::restoreDraft() {
    const QJsonObject &draft = table().draft();
    if (state().phase != arcs::Phase::ChapterEnd ||
        draft.value(QStringLiteral("chapterEndAt")).toInt(-1) != table().journal().cursor())
        return;
    const auto entry =
        arcs::entryFromJson(draft.value(QStringLiteral("counts")).toObject(), nullptr);
    const auto *counts = entry ? std::get_if<arcs::ScoreChapter>(&*entry) : nullptr;
    if (!counts || counts->cityBonus.size() != m_entry.cityBonus.size())
        return; // a draft this game cannot have: the board's counts are offered instead
    m_entry = *counts;
    m_typed.clear();
    for (const QJsonValue &name : draft.value(QStringLiteral("typed")).toArray()) {
        if (const auto ambition = arcs::fromName<arcs::Ambition>(name.toString()))
            m_typed.insert(*ambition);
    }
    m_bonusTyped = draft.value(QStringLiteral("bonusTyped")).toBool();
}

bool ChapterScoring::submit() {
    return table().apply(m_entry).isEmpty();
}
