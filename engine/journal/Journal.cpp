// SPDX-License-Identifier: GPL-3.0-or-later
#include "Journal.h"

#include "rules/EntryRules.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace arcs {

namespace {
constexpr int snapshotEvery = 64; // keeps undo cheap on long games
}

Journal::Journal(const Catalog &catalog) : m_catalog(&catalog) {
    m_snapshots.append(GameState{});
}

QString Journal::apply(const Entry &entry,
                       const std::function<QString(const GameState &after)> &keep) {
    if (const QString problem = entryProblem(m_state, entry, *m_catalog); !problem.isEmpty())
        return problem;
    GameState after = applyEntry(m_state, entry, *m_catalog);
    if (keep) {
        if (const QString problem = keep(after); !problem.isEmpty())
            return problem;
    }
    const QString title = entryTitle(m_state, entry, *m_catalog);
    dropRedoTail();
    m_entries.append({entry, title});
    m_state = std::move(after);
    m_cursor += 1;
    if (m_cursor % snapshotEvery == 0)
        m_snapshots.append(m_state);
    return {};
}

void Journal::dropRedoTail() {
    m_entries.resize(m_cursor);
    m_snapshots.resize(m_cursor / snapshotEvery + 1);
}

QList<HeldEntry> Journal::heldFrom(int from) const {
    QList<HeldEntry> held;
    for (int i = std::max(from, 0); i < m_cursor; ++i)
        held.append({m_entries[i].entry, m_entries[i].title, {}});
    return held;
}

QList<HeldEntry> Journal::replayHeld(QList<HeldEntry> held) {
    dropRedoTail(); // the held entries replace it, even when none of them holds
    for (HeldEntry &entry : held) {
        entry.problem = apply(entry.entry);
        if (entry.problem.isEmpty()) // as it reads now, after what was amended before it
            entry.title = m_entries.last().title;
    }
    return held;
}

GameState Journal::stateAt(int count) const {
    const int base = std::min<int>(count / snapshotEvery, int(m_snapshots.size()) - 1);
    GameState state = m_snapshots[base];
    for (int i = base * snapshotEvery; i < count; ++i)
        state = applyEntry(state, m_entries[i].entry, *m_catalog);
    return state;
}

void Journal::retitle() {
    GameState state = m_snapshots.first();
    for (Record &record : m_entries) {
        record.title = entryTitle(state, record.entry, *m_catalog);
        state = applyEntry(state, record.entry, *m_catalog);
    }
}

void Journal::undo() {
    if (canUndo())
        rewindTo(m_cursor - 1);
}

void Journal::redo() {
    if (!canRedo())
        return;
    m_state = applyEntry(m_state, m_entries[m_cursor].entry, *m_catalog);
    m_cursor += 1;
    if (m_cursor % snapshotEvery == 0 && m_snapshots.size() == m_cursor / snapshotEvery)
        m_snapshots.append(m_state);
}

void Journal::rewindTo(int count) {
    if (count < 0 || count > m_entries.size() || count == m_cursor)
        return;
    m_state = stateAt(count);
    m_cursor = count;
}

QJsonArray Journal::toJson() const {
    QJsonArray out;
    for (const Record &record : m_entries)
        out.append(entryToJson(record.entry));
    return out;
}

std::optional<Journal> Journal::fromJson(const QJsonArray &entries, int cursor,
                                         const Catalog &catalog, QString *error) {
    Journal journal(catalog);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        QString problem;
        const auto entry = entryFromJson(entries[i].toObject(), &problem);
        if (entry)
            problem = journal.apply(*entry);
        if (!problem.isEmpty()) {
            if (error)
                *error =
                    QCoreApplication::translate("Journal", "entry %1: %2").arg(i + 1).arg(problem);
            return std::nullopt;
        }
    }
    journal.rewindTo(std::clamp(cursor, 0, journal.size()));
    return journal;
}

std::optional<GameState> Journal::replay(const QList<Entry> &entries, const Catalog &catalog,
                                         QString *error) {
    GameState state;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString problem = entryProblem(state, entries[i], catalog);
        if (!problem.isEmpty()) {
            if (error)
                *error =
                    QCoreApplication::translate("Journal", "entry %1: %2").arg(i + 1).arg(problem);
            return std::nullopt;
        }
        state = applyEntry(state, entries[i], catalog);
    }
    return state;
}

} // namespace arcs
