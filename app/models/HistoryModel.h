// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Journal;
}

// The journal as a list: every entry's title, and whether it is undone.
class HistoryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The history belongs to the Table")

public:
    enum Role {
        TitleRole = Qt::UserRole + 1,
        NumberRole,
        UndoneRole,
        CurrentRole,
        ChapterScoredRole // the entry scored a chapter: Table.chapterScoreLines explains it
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setJournal(const arcs::Journal &journal);

private:
    QStringList m_titles;
    QList<bool> m_chapterScored;
    int m_cursor = 0;
};
