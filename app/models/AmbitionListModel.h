// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Catalog;
struct GameState;
} // namespace arcs

// The five ambition boxes, the markers declared into each this chapter, and who leads each one
// on the board right now (counted as chapter-end scoring would count it).
class AmbitionListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The ambitions belong to the Table")

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        TitleRole,
        CardNumberRole,
        MarkersRole,
        DeclaredRole,
        LeadRole,      // e.g. "Ruth leads by 2"
        ContestedRole, // anyone has any of it (a game under way)
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setState(const arcs::GameState &state, const arcs::Catalog &catalog);

private:
    struct Row {
        QString id;
        QString title;
        int cardNumber = 0;
        QStringList markers;
        QString lead;
        bool contested = false;
    };
    QList<Row> m_rows;
};
