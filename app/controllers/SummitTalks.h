// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "entries/EventEntryKinds.h"

#include <QList>
#include <QObject>

class Table;

// The deal being listed at a Summit, one for the table: the Event screen and the table view show
// it, and the players it names may agree to it on their phones. It belongs to the Summit it was
// listed in, and goes when the Summit ends or the game changes.
class SummitTalks : public QObject {
    Q_OBJECT
public:
    explicit SummitTalks(Table &table);

    const QList<arcs::SummitMove> &moves() const { return m_moves; }
    // Rises with each change of the deal: a phone agrees to the deal as it read it.
    int version() const { return m_version; }
    // Who agrees to the deal (arcs::summitDealParties), and those of them who have on their
    // phones, in the order they did.
    QList<int> parties() const;
    const QList<int> &agreed() const { return m_agreed; }

    // Lists a move, if the engine accepts it after those listed already; the refusal, or empty.
    QString add(const arcs::SummitMove &move);
    void clear();
    // The deal entered as the table agreed it (aloud, or every party on their phone); the
    // engine's refusal, or empty.
    QString enter();
    // `seat` agrees on its phone to the deal at `version`; once every party has, it is entered.
    // The refusal (nothing changes), or empty.
    QString agree(int seat, int version);

signals:
    void changed();
    // A move listed, an agreement, a deal entered: someone is negotiating.
    void negotiated();
    // The deal was entered (its entry is the table's last).
    void entered();

private:
    void followTable();
    void reset(const QList<arcs::SummitMove> &moves);

    Table &m_table;
    QList<arcs::SummitMove> m_moves;
    QList<int> m_agreed;
    int m_version = 0;
};
