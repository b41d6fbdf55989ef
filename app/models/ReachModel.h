#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace arcs {
class Catalog;
}

// The 24 systems of the Reach, with what is printed on each and whether it is in play.
class ReachModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Reach belongs to the Table")

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        ClusterRole,
        KindRole,
        IsGateRole,
        PlanetTypeRole,
        BuildingSlotsRole,
        InPlayRole,
    };

    explicit ReachModel(const arcs::Catalog &catalog, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setOutOfPlay(const QList<int> &clusters);

private:
    const arcs::Catalog &m_catalog;
    QList<int> m_outOfPlay;
};
