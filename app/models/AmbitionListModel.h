#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Catalog;
struct GameState;
} // namespace arcs

// The five ambition boxes and the markers declared into each this chapter.
class AmbitionListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The ambitions belong to the Table")

public:
    enum Role { IdRole = Qt::UserRole + 1, TitleRole, CardNumberRole, MarkersRole, DeclaredRole };

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
    };
    QList<Row> m_rows;
};
