// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachModel.h"

#include "SystemValue.h"
#include "data/Catalog.h"

ReachModel::ReachModel(const arcs::Catalog &catalog, QObject *parent)
    : QAbstractListModel(parent), m_catalog(catalog) {
    for (const arcs::SystemId &system : m_catalog.map.allSystems())
        m_systems.append(SystemValue::of(arcs::GameState(), system, m_catalog));
}

int ReachModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_systems.size());
}

QVariant ReachModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const SystemValue &system = m_systems[index.row()];
    switch (Role(role)) {
    case SystemRole:
        return QVariant::fromValue(system.system);
    case ClusterRole:
        return system.cluster;
    case KindRole:
        return QVariant::fromValue(system.kind);
    case IsGateRole:
        return system.isGate;
    case PlanetTypeRole:
        return int(system.planetType);
    case BuildingSlotsRole:
        return system.buildingSlots;
    case InPlayRole:
        return system.inPlay;
    case PiecesRole:
        return system.pieces;
    case ControllerNameRole:
        return system.controllerName;
    case FreeSlotsRole:
        return system.freeSlots;
    case BuildingsRole:
        return system.buildings;
    case CampaignRole:
        return QVariant::fromValue(system.campaign);
    }
    return {};
}

SystemValue ReachModel::system(int row) const {
    return m_systems.at(row);
}

QHash<int, QByteArray> ReachModel::roleNames() const {
    return {{SystemRole, "system"},
            {ClusterRole, "cluster"},
            {KindRole, "kind"},
            {IsGateRole, "isGate"},
            {PlanetTypeRole, "planetType"},
            {BuildingSlotsRole, "buildingSlots"},
            {InPlayRole, "inPlay"},
            {PiecesRole, "pieces"},
            {ControllerNameRole, "controllerName"},
            {FreeSlotsRole, "freeSlots"},
            {BuildingsRole, "buildings"},
            {CampaignRole, "campaign"}};
}

// Each system is worked out once per change of the game, and only the rows whose contents
// changed are announced, so the map's delegates stay in place.
void ReachModel::setState(const arcs::GameState &state) {
    const QList<arcs::SystemId> systems = m_catalog.map.allSystems();
    for (int row = 0; row < systems.size(); ++row) {
        SystemValue now = SystemValue::of(state, systems[row], m_catalog);
        if (now != m_systems[row]) {
            m_systems[row] = std::move(now);
            emit dataChanged(index(row), index(row));
        }
    }
}
