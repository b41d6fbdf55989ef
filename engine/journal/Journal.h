// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/Entry.h"
#include "state/GameState.h"

#include <QJsonArray>
#include <QList>

#include <functional>

namespace arcs {

class Catalog;

// An entry held back while earlier history is amended, and what became of it when replayed
// after the amendment: empty `problem` if it still holds, else the engine's reason.
struct HeldEntry {
    Entry entry;
    QString title; // as History showed it before the amendment
    QString problem;
};

// The ordered entries of one game with an undo cursor. The state is always the fold of the
// entries before the cursor; undone entries stay until a new entry replaces them.
class Journal {
public:
    explicit Journal(const Catalog &catalog);

    // Validates and applies; returns the refusal (and changes nothing) or empty. `keep`, if
    // given, is asked to keep the entry (save it) once it is valid, with the state after it;
    // its refusal also changes nothing.
    QString apply(const Entry &entry,
                  const std::function<QString(const GameState &after)> &keep = {});
    bool canUndo() const { return m_cursor > 0; }
    bool canRedo() const { return m_cursor < m_entries.size(); }
    void undo();
    void redo();
    // Moves the cursor to just after entry `count` (0: before everything).
    void rewindTo(int count);

    const GameState &state() const { return m_state; }
    int size() const { return int(m_entries.size()); }
    int cursor() const { return m_cursor; }
    const Entry &entry(int index) const { return m_entries[index].entry; }
    const QString &title(int index) const { return m_entries[index].title; }
    QString undoTitle() const { return canUndo() ? title(m_cursor - 1) : QString(); }
    QString redoTitle() const { return canRedo() ? title(m_cursor) : QString(); }

    // The entries from `from` up to the cursor, with their titles: what an amendment at `from`
    // holds back to replay after it.
    QList<HeldEntry> heldFrom(int from) const;
    // Replays `held` in order after the cursor: each entry that still holds is applied (the redo
    // tail dropped), each that no longer does is left out. Returns them all with their fate, the
    // applied ones titled as they now read.
    QList<HeldEntry> replayHeld(QList<HeldEntry> held);

    // Words every entry's title again, in the language now installed.
    void retitle();

    // The state after the first `count` entries (0: before everything).
    GameState stateAfter(int count) const { return stateAt(count); }

    QJsonArray toJson() const;
    // Rebuilds a journal, checking every entry; on failure returns nullopt with the reason.
    static std::optional<Journal> fromJson(const QJsonArray &entries, int cursor,
                                           const Catalog &catalog, QString *error);
    // The state after applying every entry in order; nullopt (with the reason) if one is illegal.
    static std::optional<GameState> replay(const QList<Entry> &entries, const Catalog &catalog,
                                           QString *error);

private:
    struct Record {
        Entry entry;
        QString title;
    };
    GameState stateAt(int count) const;
    // Forgets the undone entries after the cursor: a new entry replaces them.
    void dropRedoTail();

    const Catalog *m_catalog;
    QList<Record> m_entries;
    QList<GameState> m_snapshots; // the state before entry k * snapshotEvery
    int m_cursor = 0;
    GameState m_state;
};

} // namespace arcs
