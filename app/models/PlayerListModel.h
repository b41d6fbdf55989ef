#pragma once

#include "state/GameSetup.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// The players in turn order: the initiative holder first, then clockwise.
class PlayerListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The players belong to the Table")

public:
    enum Role { NameRole = Qt::UserRole + 1, ColourRole, SeatRole, HasInitiativeRole };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setSetup(const arcs::GameSetup &setup);

private:
    arcs::GameSetup m_setup;
    QList<int> m_turnOrder;
};
