// SPDX-License-Identifier: GPL-3.0-or-later
#include "AmbitionListModel.h"

#include "rules/EntryWords.h"

#include "data/Catalog.h"
#include "rules/BoardFacts.h"
#include "rules/Scoring.h"

#include "state/GameState.h"
#include <QLocale>

int AmbitionListModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant AmbitionListModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case IdRole:
        return row.id;
    case TitleRole:
        return row.title;
    case CardNumberRole:
        return row.cardNumber;
    case MarkersRole:
        return row.markers;
    case DeclaredRole:
        return !row.markers.isEmpty();
    case LeadRole:
        return row.lead;
    case ContestedRole:
        return row.contested;
    default:
        return {};
    }
}

QHash<int, QByteArray> AmbitionListModel::roleNames() const {
    return {{IdRole, "id"},
            {TitleRole, "title"},
            {CardNumberRole, "cardNumber"},
            {MarkersRole, "markers"},
            {DeclaredRole, "declared"},
            {LeadRole, "lead"},
            {ContestedRole, "contested"}};
}

namespace {

QString leadText(const arcs::AmbitionLead &lead, const QStringList &names) {
    if (lead.leaders.isEmpty())
        return AmbitionListModel::tr("nobody has any yet");
    if (lead.leaders.size() > 1) {
        QStringList tied;
        for (int index : lead.leaders)
            tied << names.value(index);
        return AmbitionListModel::tr("%1 tie on %2")
            .arg(QLocale().createSeparatedList(tied))
            .arg(lead.count);
    }
    return AmbitionListModel::tr("%1 leads with %2, by %3")
        .arg(names.value(lead.leaders.first()))
        .arg(lead.count)
        .arg(lead.margin);
}

} // namespace

void AmbitionListModel::setState(const arcs::GameState &state, const arcs::Catalog &catalog) {
    const QMap<arcs::Ambition, QList<int>> standings =
        arcs::ambitionStandings(state.board, arcs::trustHolder(state), catalog);
    const QMap<arcs::Ambition, int> dummy = state.playerCount() == 2
                                                ? arcs::dummyTotals(state.board.dummyResources)
                                                : QMap<arcs::Ambition, int>();
    QStringList names;
    for (int seat = 0; seat < state.playerCount(); ++seat)
        names << state.playerName(seat);
    if (state.playerCount() == 2)
        names << tr("the dummy");
    QList<Row> rows;
    for (const arcs::AmbitionInfo &info : catalog.ambitions) {
        Row row{arcs::nameOf(info.ambition),
                arcs::ambitionTitle(info.ambition),
                info.cardNumber,
                {},
                {},
                {}};
        for (const arcs::MarkerValues &marker : state.markersIn(info.ambition, catalog))
            row.markers << arcs::markerWord(marker);
        QList<int> counts = standings.value(info.ambition);
        if (state.playerCount() == 2)
            counts.append(dummy.value(info.ambition));
        if (state.phase != arcs::Phase::NotStarted) {
            const arcs::AmbitionLead lead = arcs::ambitionLead(counts);
            row.lead = leadText(lead, names);
            row.contested = !lead.leaders.isEmpty();
        }
        rows.append(row);
    }
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    m_rows = rows;
    emit dataChanged(index(0), index(int(m_rows.size()) - 1));
}
