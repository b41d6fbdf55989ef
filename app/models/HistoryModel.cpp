// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistoryModel.h"

#include "journal/Journal.h"

int HistoryModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_titles.size());
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_titles.size())
        return {};
    switch (role) {
    case TitleRole:
        return m_titles[index.row()];
    case NumberRole:
        return index.row() + 1;
    case UndoneRole:
        return index.row() >= m_cursor;
    case CurrentRole:
        return index.row() == m_cursor - 1; // the entry the table stands at now
    case ChapterScoredRole:
        return m_chapterScored.value(index.row());
    default:
        return {};
    }
}

QHash<int, QByteArray> HistoryModel::roleNames() const {
    return {{TitleRole, "title"},
            {NumberRole, "number"},
            {UndoneRole, "undone"},
            {CurrentRole, "current"},
            {ChapterScoredRole, "chapterScored"}};
}

void HistoryModel::setJournal(const arcs::Journal &journal) {
    QStringList titles;
    QList<bool> scored;
    for (int i = 0; i < journal.size(); ++i) {
        titles << journal.title(i);
        scored << std::holds_alternative<arcs::ScoreChapter>(journal.entry(i));
    }
    beginResetModel();
    m_titles = titles;
    m_chapterScored = scored;
    m_cursor = journal.cursor();
    endResetModel();
}
