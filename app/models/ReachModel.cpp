#include "ReachModel.h"

#include "data/Catalog.h"

ReachModel::ReachModel(const arcs::Catalog &catalog, QObject *parent)
    : QAbstractListModel(parent), m_catalog(catalog) {}

int ReachModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_catalog.map.allSystems().size());
}

QVariant ReachModel::data(const QModelIndex &index, int role) const {
    const QList<arcs::SystemId> systems = m_catalog.map.allSystems();
    if (!index.isValid() || index.row() >= systems.size())
        return {};
    const arcs::SystemId system = systems[index.row()];
    const arcs::Planet *planet = m_catalog.map.planet(system);
    switch (role) {
    case NameRole:
        return system.name();
    case ClusterRole:
        return system.cluster;
    case KindRole:
        return arcs::nameOf(system.kind);
    case IsGateRole:
        return system.isGate();
    case PlanetTypeRole:
        return planet ? arcs::nameOf(planet->type) : QString();
    case BuildingSlotsRole:
        return planet ? planet->buildingSlots : 0;
    case InPlayRole:
        return !m_outOfPlay.contains(system.cluster);
    default:
        return {};
    }
}

QHash<int, QByteArray> ReachModel::roleNames() const {
    return {{NameRole, "name"},
            {ClusterRole, "cluster"},
            {KindRole, "kind"},
            {IsGateRole, "isGate"},
            {PlanetTypeRole, "planetType"},
            {BuildingSlotsRole, "buildingSlots"},
            {InPlayRole, "inPlay"}};
}

void ReachModel::setOutOfPlay(const QList<int> &clusters) {
    if (clusters == m_outOfPlay)
        return;
    m_outOfPlay = clusters;
    emit dataChanged(index(0), index(rowCount() - 1), {InPlayRole});
}
