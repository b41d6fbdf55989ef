// SPDX-License-Identifier: GPL-3.0-or-later
// Table: history amended. A mistake found several entries later is put right where it
// happened (an entry missed, or one entered wrongly); the later entries are replayed, those that
// still hold kept and the others shown with the engine's reason before anything is saved, and
// the whole amendment is undone as one step.
#include "Table.h"

#include <QJsonArray>
#include <QJsonObject>

QString Table::amendingText() const {
    if (!m_amending)
        return {};
    const int number = m_amending->from + 1;
    const int waiting = int(m_amending->held.size());
    return m_amending->edit
               ? tr("Entering entry %1 again as it should have been (it was: %2). The %n later "
                    "entries wait to be replayed after it.",
                    nullptr, waiting)
                     .arg(number)
                     .arg(m_amending->before.title(m_amending->from))
               : tr("Entering what was missed before entry %1 (%2). The %n later entries wait to "
                    "be replayed after it.",
                    nullptr, waiting)
                     .arg(number)
                     .arg(m_amending->before.title(m_amending->from));
}

QString Table::undoTitle() const {
    if (actStartToUndo())
        return tr("The start of Act %1: back to its setup").arg(actNumeral());
    return amendmentToUndo() ? tr("History amended at entry %1").arg(m_amended->from + 1)
                             : m_journal.undoTitle();
}

QString Table::redoTitle() const {
    return amendmentToRedo() ? tr("History amended at entry %1").arg(m_unamended->from + 1)
                             : m_journal.redoTitle();
}

QString Table::amend(int number, AmendKind kind) {
    const int from = number - 1;
    QString problem;
    if (m_amending)
        problem = tr("An amendment is under way: replay or cancel it first.");
    else if (from < 1 || from >= m_journal.cursor())
        problem = tr("Choose an entry after the game's start, among those in force.");
    else if (entriesUndone())
        problem = tr("Redo or drop the undone entries first: an amendment replays the entries "
                     "in force.");
    if (!problem.isEmpty()) {
        emit refused(problem);
        return problem;
    }
    // Nothing is saved yet: the library keeps the journal as it was until the replay.
    m_amending =
        Amending{from, kind == Edit, m_journal.heldFrom(kind == Edit ? from + 1 : from), m_journal};
    forgetAmendment();
    m_journal.rewindTo(from);
    publish(false);
    return {};
}

QVariantList Table::preview(const QList<arcs::HeldEntry> &replayed) {
    QVariantList out;
    for (const arcs::HeldEntry &entry : replayed)
        out.append(QVariant::fromValue(ReplayedEntry{entry.title, entry.problem}));
    return out;
}

QVariantList Table::amendPreview() const {
    if (!m_amending)
        return {};
    arcs::Journal trial = m_journal;
    return preview(trial.replayHeld(m_amending->held));
}

QString Table::finishAmending() {
    if (!m_amending)
        return {};
    arcs::Journal amended = m_journal;
    amended.replayHeld(m_amending->held);
    const Amended undo{m_amending->from, m_amending->before};
    if (const QString problem = replaceJournal(undo.from, amended, undo, false); !problem.isEmpty())
        return problem;
    m_amended = undo;
    m_unamended.reset();
    m_amending.reset();
    publish(true);
    return {};
}

void Table::cancelAmending() {
    if (!m_amending)
        return;
    m_journal = m_amending->before;
    m_amending.reset();
    publish(true);
}

QVariantList Table::deletePreview(int number) const {
    if (number < 2 || number > m_journal.cursor())
        return {};
    arcs::Journal trial = m_journal;
    const QList<arcs::HeldEntry> held = trial.heldFrom(number);
    trial.rewindTo(number - 1);
    return preview(trial.replayHeld(held));
}

QString Table::deleteEntry(int number) {
    if (const QString problem = amend(number, Edit); !problem.isEmpty())
        return problem;
    const QString problem = finishAmending();
    if (!problem.isEmpty())
        cancelAmending();
    return problem;
}

// Saved before it is shown, all of it or nothing.
QString Table::replaceJournal(int from, const arcs::Journal &journal, const Amended &step,
                              bool undone) {
    const QJsonObject amendment{{QStringLiteral("from"), step.from},
                                {QStringLiteral("undone"), undone},
                                {QStringLiteral("entries"), step.journal.toJson()}};
    if (const QString problem =
            m_keeper ? m_keeper->keepAmendedJournal(from, journal, amendment) : QString();
        !problem.isEmpty()) {
        emit refused(problem);
        return problem;
    }
    m_journal = journal;
    m_dropSaidAt = -1;
    return {};
}

void Table::swapAmendment(std::optional<Amended> &step, std::optional<Amended> &back) {
    const Amended swapped{step->from, m_journal};
    if (!replaceJournal(step->from, step->journal, swapped, &back == &m_unamended).isEmpty())
        return;
    step.reset();
    back = swapped;
    publish(true);
}

// The step a relaunch left: kept only if its journal still replays.
void Table::restoreAmendment(const QJsonObject &amendment) {
    const int from = amendment.value(QStringLiteral("from")).toInt();
    if (amendment.isEmpty() || from < 1 || from >= m_journal.size())
        return;
    const QJsonArray entries = amendment.value(QStringLiteral("entries")).toArray();
    QString problem;
    auto journal = arcs::Journal::fromJson(entries, int(entries.size()), m_catalog, &problem);
    if (!journal)
        return;
    (amendment.value(QStringLiteral("undone")).toBool() ? m_unamended : m_amended) =
        Amended{from, std::move(*journal)};
}

void Table::forgetAmendment() {
    m_amended.reset();
    m_unamended.reset();
}
