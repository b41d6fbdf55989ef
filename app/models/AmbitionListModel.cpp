#include "AmbitionListModel.h"

#include "data/Catalog.h"
#include "rules/Scoring.h"
#include "state/GameState.h"

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
    default:
        return {};
    }
}

QHash<int, QByteArray> AmbitionListModel::roleNames() const {
    return {{IdRole, "id"},
            {TitleRole, "title"},
            {CardNumberRole, "cardNumber"},
            {MarkersRole, "markers"},
            {DeclaredRole, "declared"}};
}

void AmbitionListModel::setState(const arcs::GameState &state, const arcs::Catalog &catalog) {
    QList<Row> rows;
    for (const arcs::AmbitionInfo &info : catalog.ambitions) {
        Row row{
            arcs::nameOf(info.ambition), arcs::ambitionTitle(info.ambition), info.cardNumber, {}};
        for (const arcs::MarkerValues &marker : state.markersIn(info.ambition, catalog))
            row.markers << QStringLiteral("%1/%2").arg(marker.first).arg(marker.second);
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
